import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { terrainAt } from '../../../map/map-model';
import {
  carrierPanicMultiplier,
  demolish,
  detonationDue,
  emplace,
  explosiveCodeAt,
  explosiveEffectOnMen,
  newExplosive,
  placedCorrectly,
  resolveDetonation,
  validateAssignment,
  validateTransfer,
} from './explosives';
import { SCENARIO_EXPLOSIVES } from '../tables/explosives';
import { LosMapBuilder } from './test-support/los-maps';

const VAAGSO = SCENARIO_EXPLOSIVES.vaagso;
const OIL = SCENARIO_EXPLOSIVES.oilfield;

/** A 3×3 house at columns 4–6, rows 4–6, walls all round. */
function houseMap() {
  const b = new LosMapBuilder(10, 10);
  for (let c = 4; c <= 6; c++) for (let r = 4; r <= 6; r++) b.field(c, r, 'building');
  for (let i = 4; i <= 6; i++) b.line(i, 4, 'n', 'wall').line(i, 6, 's', 'wall').line(4, i, 'w', 'wall').line(6, i, 'e', 'wall');
  return b.build();
}
const HOUSE = [4, 5, 6].flatMap((col) => [4, 5, 6].map((row) => ({ col, row })));

describe('Case 11.71 Number', () => {
  it('one explosive per man, no more than the scenario gives', () => {
    expect(validateAssignment([{ manId: 'a', explosiveId: '1' }, { manId: 'b', explosiveId: '2' }], VAAGSO)).toBeUndefined();
    expect(validateAssignment([{ manId: 'a', explosiveId: '1' }, { manId: 'a', explosiveId: '2' }], VAAGSO)).toMatchObject({ code: 'explosive/two-per-man' });
    expect(validateAssignment([1, 2, 3].map((i) => ({ manId: `m${i}`, explosiveId: `${i}` })), VAAGSO)).toMatchObject({ code: 'explosive/too-many' });
    expect(validateTransfer(1)).toMatchObject({ caseRef: 'Case 11.71' });
  });
});

describe('Cases 11.73–11.75 emplacement, fuse, success and reset', () => {
  it('Case 11.73: Task Points add up over Turns until the requirement; Case 11.74: the check falls fuse Turns later', () => {
    let x = newExplosive('x1', VAAGSO, 'british');
    const a = emplace(x, { col: 3, row: 5 }, 50, 7);
    expect(a.ok && a.value.status).toBe('emplacing');
    x = a.ok ? a.value : x;
    const b = emplace(x, { col: 3, row: 5 }, 25, 8);
    expect(b.ok && b.value).toMatchObject({ status: 'set', setTurn: 8 });
    x = b.ok ? b.value : x;
    expect(detonationDue(x, 9)).toBe(false);
    expect(detonationDue(x, 10)).toBe(true);
  });
  it('Case 11.75: a failure may be reset once; a second failure is a dud', () => {
    const set = { ...newExplosive('x1', VAAGSO, 'british'), status: 'set' as const, setTurn: 1, square: { col: 3, row: 5 } };
    const first = resolveDetonation(set, 3, new ScriptedDice(d10(9, 6)));
    expect(first.ok && first.value.explosive.status).toBe('failed');
    const reset = first.ok ? emplace(first.value.explosive, { col: 3, row: 5 }, 75, 4) : undefined;
    expect(reset?.ok && reset.value.status).toBe('set');
    const second = reset?.ok ? resolveDetonation(reset.value, 6, new ScriptedDice(d10(0, 0))) : undefined;
    expect(second?.ok && second.value.explosive.status).toBe('dud');
    const dud = second?.ok ? emplace(second.value.explosive, { col: 3, row: 5 }, 10, 7) : undefined;
    expect(dud?.ok ? undefined : dud?.error.code).toBe('explosive/dud');
  });
  it('Case 11.75: at or under the chance of success detonates', () => {
    const set = { ...newExplosive('x1', VAAGSO, 'british'), status: 'set' as const, setTurn: 1 };
    const r = resolveDetonation(set, 3, new ScriptedDice(d10(9, 5)));
    expect(r.ok && r.value.detonated).toBe(true);
    expect(r.ok && r.value.rolls[0]?.text).toBe('Case 11.75 explosive x1: 1D100 = 95, 95 ≤ 95: detonates');
  });
  it('Case 11.74: an enemy carrier has his Panic Percentage tripled', () => {
    expect(carrierPanicMultiplier(newExplosive('x', VAAGSO, 'british'), 'german')).toBe(3);
  });
});

describe('Case 11.76 Effect on men', () => {
  it('ranges 0, 1–2, 3–4, 5–6; nothing beyond', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((r) => explosiveCodeAt(VAAGSO, r))).toEqual(['4D10', '2D10', '2D10', '1D10', '1D10', '1D6', '1D6', undefined]);
  });
  it('a wall shields as for a grenade (Case 11.41)', () => {
    const map = houseMap();
    const men = [
      { id: 'near', square: { col: 2, row: 5 }, posture: 'erect' as const },
      { id: 'inside', square: { col: 5, row: 5 }, posture: 'erect' as const },
    ];
    const r = explosiveEffectOnMen(map, { col: 3, row: 5 }, VAAGSO, men, new ScriptedDice(d10(3, 4)));
    expect(r.men[0]).toMatchObject({ range: 1, code: '2D10', wounds: 7 });
    expect(r.men[1]).toMatchObject({ wounds: 0 });
  });
});

describe('Case 11.72 Effect on structures', () => {
  it('Case 11.73: placed correctly, or only the effect on men', () => {
    expect(placedCorrectly(houseMap(), { col: 3, row: 5 }, HOUSE, 'adjacent-to-wall')).toBe(true);
    expect(placedCorrectly(houseMap(), { col: 2, row: 5 }, HOUSE, 'adjacent-to-wall')).toBe(false);
    expect(placedCorrectly(houseMap(), { col: 3, row: 3 }, HOUSE, 'on-in-or-adjacent-to-target')).toBe(true);
  });
  it('Case 48.43: the structure is levelled — every square becomes rubble and its lines go', () => {
    const r = demolish(houseMap(), { col: 5, row: 5 }, HOUSE, OIL);
    expect(r.squares).toHaveLength(9);
    expect(r.squares.every((s) => s.from === 'building' && s.to === 'rubble')).toBe(true);
    expect(r.removedLines).toHaveLength(12);
    expect(r.map.lines).toHaveLength(0);
    expect(terrainAt(r.map, { col: 5, row: 5 }).terrain).toBe('rubble');
  });
  it('Case 40.43: set off adjacent to a wall, that wall goes and rubble lies in the square line behind it', () => {
    const r = demolish(houseMap(), { col: 3, row: 5 }, HOUSE, VAAGSO);
    expect(r.removedLines.map((l) => l.side)).toEqual([
      { col: 4, row: 4, dir: 'w' },
      { col: 4, row: 5, dir: 'w' },
      { col: 4, row: 6, dir: 'w' },
    ]);
    expect(r.squares.map((s) => s.square)).toEqual([
      { col: 4, row: 4 },
      { col: 4, row: 5 },
      { col: 4, row: 6 },
    ]);
  });
  it('Case 40.43: set off inside, all walls go and rubble falls one square line outside', () => {
    const r = demolish(houseMap(), { col: 5, row: 5 }, HOUSE, VAAGSO);
    expect(r.map.lines).toHaveLength(0);
    // 9 interior + 12 outside squares along the four walls.
    expect(r.squares).toHaveLength(21);
  });
  it('dice in the effect on men are recorded with their Case', () => {
    const r = explosiveEffectOnMen(new LosMapBuilder(5, 5).build(), { col: 1, row: 1 }, OIL, [{ id: 'm', square: { col: 3, row: 1 }, posture: 'prone' }], new ScriptedDice(d6(2, 3, 4)));
    expect(r.rolls[0]?.text).toBe('Case 11.76 explosive Wound Points for m: 3D6 = 2 + 3 + 4 → 9');
  });
});
