import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import type { Grenadier } from './grenades';
import {
  opportunityThrowCost,
  opportunityThrowTrigger,
  resolvePrepare,
  resolveThrow,
  throwChance,
  throwPath,
  validateCombatTask,
  validateOpportunityThrowPlot,
  validatePrepare,
  validateThrow,
} from './grenades';
import { LosMapBuilder } from './test-support/los-maps';

const WWII_FRAG = { type: 'fragmentation', era: 'wwii' } as const;
const man = (over: Partial<Grenadier> = {}): Grenadier => ({
  square: { col: 2, row: 6 },
  posture: 'erect',
  prepared: [WWII_FRAG],
  carried: { fragmentation: 12, smoke: 12 },
  preparedThisPhase: 0,
  thrownThisPhase: 0,
  ...over,
});
const open = () => new LosMapBuilder(20, 12).build();
/** A 3×3 house at columns 10–12, rows 5–7, building lines all round, a door on its west side at row 6. */
function house(door = true) {
  const b = new LosMapBuilder(20, 12);
  for (let c = 10; c <= 12; c++) for (let r = 5; r <= 7; r++) b.field(c, r, 'building');
  for (let c = 10; c <= 12; c++) b.line(c, 5, 'n', 'building-line').line(c, 7, 's', 'building-line');
  for (let r = 5; r <= 7; r++) {
    b.line(12, r, 'e', 'building-line');
    if (!(door && r === 6)) b.line(10, r, 'w', 'building-line');
  }
  if (door) b.line(10, 6, 'w', 'door');
  return b.build();
}

describe('Case 11.1 Preparation', () => {
  it('Case 11.11: only one grenade per Task Execution Phase', () => {
    const r = validatePrepare(man({ prepared: [], preparedThisPhase: 1 }), 'fragmentation');
    expect(r.ok ? undefined : r.error.code).toBe('grenade/one-per-phase');
  });
  it('Case 11.0: illumination grenades only when the scenario gives them', () => {
    const r = validatePrepare(man({ prepared: [] }), 'illumination');
    expect(r.ok ? undefined : r.error.code).toBe('grenade/none-carried');
  });
  it('Case 11.12: a man holding a prepared grenade may not fire, melee, reload or do another combat task', () => {
    for (const task of ['fire', 'hand-to-hand', 'reload', 'other-combat'] as const) {
      expect(validateCombatTask(man(), task)).toMatchObject({ code: 'grenade/holding-prepared', caseRef: 'Case 11.12' });
    }
    expect(validateCombatTask(man({ prepared: [] }), 'fire')).toBeUndefined();
  });
  it('Case 11.13: a second grenade risks 25%: a 1D100 of 25 explodes both, 26 is safe', () => {
    const check = validatePrepare(man(), 'fragmentation');
    expect(check.ok && check.value.secondGrenadeRisk?.final).toBe(25);
    const boom = resolvePrepare(man(), WWII_FRAG, new ScriptedDice(d10(2, 5)));
    expect(boom.ok && boom.value.explodes).toHaveLength(2);
    expect(boom.ok && boom.value.man.prepared).toEqual([]);
    expect(boom.ok && boom.value.rolls[0]?.text).toMatch(/^Case 11\.13 second grenade: 1D100 = 25, 25 ≤ 25/);
    const safe = resolvePrepare(man(), WWII_FRAG, new ScriptedDice(d10(2, 6)));
    expect(safe.ok && safe.value.explodes).toEqual([]);
    expect(safe.ok && safe.value.man.prepared).toHaveLength(2);
    expect(safe.ok && safe.value.man.carried.fragmentation).toBe(11);
  });
  it('Case 11.1: the first grenade needs no roll', () => {
    const r = resolvePrepare(man({ prepared: [] }), WWII_FRAG, new ScriptedDice([]));
    expect(r.ok && r.value.rolls).toEqual([]);
  });
});

describe('Case 11.2 Throwing', () => {
  it('Case 11.21: no prepared grenade of that kind: grenade/not-prepared', () => {
    expect(validateThrow(open(), { thrower: man({ prepared: [] }), target: { col: 5, row: 6 }, grenade: WWII_FRAG })).toMatchObject({ code: 'grenade/not-prepared' });
  });
  it('Case 11.13: never two throws in one Phase', () => {
    expect(validateThrow(open(), { thrower: man({ thrownThisPhase: 1 }), target: { col: 5, row: 6 }, grenade: WWII_FRAG })).toMatchObject({ code: 'grenade/two-throws' });
  });
  it('Case 11.81: WWII fragmentation is P at 13 squares (grenade/out-of-range); WWI smoke reaches 13–15', () => {
    expect(validateThrow(open(), { thrower: man(), target: { col: 15, row: 6 }, grenade: WWII_FRAG })).toMatchObject({ code: 'grenade/out-of-range', caseRef: 'Case 11.81' });
    const smoke = { type: 'smoke', era: 'wwi' } as const;
    expect(validateThrow(open(), { thrower: man({ prepared: [smoke] }), target: { col: 15, row: 6 }, grenade: smoke })).toBeUndefined();
  });
  it('Case 11.22: not through a wall, into a building only by its aperture, but over a building', () => {
    const h = house(false);
    expect(validateThrow(h, { thrower: man(), target: { col: 11, row: 6 }, grenade: WWII_FRAG })).toMatchObject({ code: 'grenade/through-wall', caseRef: 'Case 11.22' });
    expect(validateThrow(house(true), { thrower: man(), target: { col: 10, row: 6 }, grenade: WWII_FRAG })).toBeUndefined();
    expect(validateThrow(h, { thrower: man({ square: { col: 8, row: 6 } }), target: { col: 14, row: 6 }, grenade: WWII_FRAG })).toBeUndefined();
    const wall = new LosMapBuilder(20, 12).line(5, 6, 'w', 'wall').build();
    expect(validateThrow(wall, { thrower: man(), target: { col: 6, row: 6 }, grenade: WWII_FRAG })).toMatchObject({ code: 'grenade/through-wall' });
  });
  it('Case 11.82: a door between thrower and target is −10%', () => {
    expect(throwPath(house(true), { col: 8, row: 6 }, { col: 10, row: 6 })).toMatchObject({ door: true, windowOrSlit: false });
    const c = throwChance(house(true), { thrower: man({ square: { col: 8, row: 6 } }), target: { col: 10, row: 6 }, grenade: WWII_FRAG, lineOfSight: true });
    // 2 squares: 75; −10 door; the square inside is beside the building line and the thrower is outside: no +10.
    expect(c.ok && c.value.final).toBe(65);
  });
});

describe('Cases 11.81 and 11.82: throwChance', () => {
  it('Case 11.81: WWII fragmentation at range 4 is 75 (printed)', () => {
    const c = throwChance(open(), { thrower: man(), target: { col: 6, row: 6 }, grenade: WWII_FRAG });
    expect(c.ok && c.value.final).toBe(75);
    expect(c.ok && c.value.steps[0]?.provenance?.kind).toBe('printed');
  });
  it('Case 11.81: Modern fragmentation is a house value, marked so', () => {
    const g = { type: 'fragmentation', era: 'modern' } as const;
    const c = throwChance(open(), { thrower: man({ prepared: [g] }), target: { col: 6, row: 6 }, grenade: g });
    expect(c.ok && c.value.steps[0]?.provenance?.kind).toBe('house');
  });
  it('Case 11.82: woods −5, prone ×.5 rounding down, no LOS ×.5', () => {
    const map = new LosMapBuilder(20, 12).field(8, 6, 'woods').build();
    const c = throwChance(map, { thrower: man({ posture: 'prone' }), target: { col: 8, row: 6 }, grenade: WWII_FRAG, lineOfSight: false });
    // range 6: 55 − 5 = 50; ×.5 = 25; ×.5 = 12.5 → 12.
    expect(c.ok && c.value.final).toBe(12);
    expect(c.ok && c.value.steps.map((s) => s.caseRef)).toEqual(['Case 11.81', 'Case 11.82', 'Case 11.82', 'Case 11.82', 'Case 11.82', 'Case 11.82']);
  });
  it('Case 11.82: target in a trench, or beside a wall on the thrower’s side, is +10; higher ground −8', () => {
    const map = new LosMapBuilder(20, 12).field(6, 6, 'trench').line(6, 3, 'n', 'wall').level(6, 9, 1).build();
    const at = (col: number, row: number) => throwChance(map, { thrower: man(), target: { col, row }, grenade: WWII_FRAG, lineOfSight: true });
    const trench = at(6, 6);
    expect(trench.ok && trench.value.final).toBe(85);
    // range 5 (4 columns, 3 rows): 55 + 10 beside the wall.
    const wall = at(6, 3);
    expect(wall.ok && wall.value.final).toBe(65);
    const higher = at(6, 9);
    expect(higher.ok && higher.value.final).toBe(47);
  });
});

describe('Case 11.2 resolveThrow', () => {
  it('Case 11.81: 1D100 at or under the chance hits the target square', () => {
    const r = resolveThrow(open(), { thrower: man(), target: { col: 6, row: 6 }, grenade: WWII_FRAG }, new ScriptedDice(d10(7, 5)));
    expect(r.ok && r.value.hit).toBe(true);
    expect(r.ok && r.value.landing).toEqual({ col: 6, row: 6 });
    expect(r.ok && r.value.man.prepared).toEqual([]);
    expect(r.ok && r.value.man.thrownThisPhase).toBe(1);
  });
  it('Case 11.83: over the chance, the grenade scatters and every die is recorded', () => {
    const dice = new ScriptedDice([...d10(7, 6), ...d10(0, 3), ...d6(1)]);
    const r = resolveThrow(open(), { thrower: man(), target: { col: 6, row: 6 }, grenade: WWII_FRAG }, dice);
    expect(r.ok && r.value.hit).toBe(false);
    expect(r.ok && r.value.landing).toEqual({ col: 7, row: 6 });
    expect(r.ok && r.value.rolls.map((x) => x.text)).toEqual([
      'Case 11.81 grenade throw: 1D100 = 76, 76 > 75: scatters',
      'Case 11.83 scatter direction: 1D10 = 10, re-rolled (0 is not on the Scatter Diagram)',
      'Case 11.83 scatter direction: 1D10 = 3, Scatter Diagram 3: E',
      'Case 11.83 scatter distance: 1D6 = 1, 1 square',
    ]);
    dice.assertAllUsed();
  });
});

describe('Case 11.6 Opportunity throw', () => {
  it('Case 11.61: only a man holding a prepared grenade may be plotted', () => {
    expect(validateOpportunityThrowPlot(man({ prepared: [] }))).toMatchObject({ code: 'grenade/opportunity-not-prepared', caseRef: 'Case 11.61' });
    expect(validateOpportunityThrowPlot(man())).toBeUndefined();
  });
  it('Case 11.62: triggers on an observed enemy moving into a square in LOS and range; the target is his square', () => {
    const plot = { grenade: WWII_FRAG };
    const ev = { kind: 'moved-into', enemySquare: { col: 6, row: 6 }, observed: true } as const;
    expect(opportunityThrowTrigger(open(), man(), plot, ev)).toEqual({ ok: true, value: { target: { col: 6, row: 6 } } });
    const noLos = opportunityThrowTrigger(open(), man(), plot, ev, { lineOfSight: false });
    expect(noLos.ok ? undefined : noLos.error.code).toBe('grenade/opportunity-no-los');
    const unseen = opportunityThrowTrigger(open(), man(), plot, { ...ev, observed: false });
    expect(unseen.ok ? undefined : unseen.error.code).toBe('grenade/opportunity-unobserved');
    const onlyFiring = opportunityThrowTrigger(open(), man(), { ...plot, only: 'firing' }, ev);
    expect(onlyFiring.ok ? undefined : onlyFiring.error.caseRef).toBe('Case 10.72');
    const far = opportunityThrowTrigger(open(), man(), plot, { ...ev, enemySquare: { col: 18, row: 6 } });
    expect(far.ok ? undefined : far.error.code).toBe('grenade/out-of-range');
  });
  it('Case 11.64: thrown costs the throw plus five; not thrown, the five-point penalty', () => {
    expect(opportunityThrowCost(true).final).toBe(18);
    expect(opportunityThrowCost(false).final).toBe(5);
  });
});
