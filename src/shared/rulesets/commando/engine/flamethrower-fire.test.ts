/**
 * Section 17.0 Flamethrowers: fire in the 45° pattern (General Rule, Procedure, Diagram 5), its restrictions
 * (Cases 17.11–17.15), panic (Cases 17.21–17.22) and the men it sets burning (Cases 17.41, 17.44).
 */
import { describe, expect, it } from 'vitest';
import { all, d10, d6, find, flameTable, pct } from '../test-support/flame-game';
import { armamentOf, grenadierOf } from './carried-weapons';
import { remainingTaskPoints } from './task-points';
import { throwChance } from '../rules/grenades';
import { legalActions } from './legal-actions';

const A1 = { id: 'a1', side: 'a', col: 5, row: 5, weapons: ['flamethrower'] };

describe('Section 17.0 General Rule and Procedure: every man in the pattern is a target', () => {
  it('Section 17.0: the S pattern takes both Enemy men in it, one roll each, observed or not, and no man outside it', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }, { id: 'b2', side: 'b', col: 6, row: 8 }, { id: 'b3', side: 'b', col: 9, row: 6 }], [...pct(99), ...pct(95), ...pct(90)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const fire = find(t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }), 'fire-resolved')!;
    expect(fire.targets.map((x) => x.targetId)).toEqual(['b1', 'b2']);
    expect(fire.targets.every((x) => x.fires === 1 && !x.hit)).toBe(true);
    expect(fire.flame?.pattern).toBe('S');
    expect(fire.spray).toBe(false);
  });

  it('Case 17.12: a Friendly man in the pattern is a target of ordinary fire too', () => {
    const t = flameTable([A1, { id: 'a2', side: 'a', col: 5, row: 6 }, { id: 'b1', side: 'b', col: 5, row: 7 }], [...pct(99), ...pct(95), ...pct(95)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const fire = find(t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }), 'fire-resolved')!;
    expect(fire.targets.map((x) => x.targetId)).toEqual(['a2', 'b1']);
  });

  it('Case 10.14: a pattern with no man he observes is refused, the same whether it is empty or holds an unseen man', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }], [...pct(99)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const south = t.refuse({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    const north = t.refuse({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'N' });
    expect(south.code).toBe('fire/not-observed');
    expect(north.code).toBe(south.code);
  });

  it('Section 17.0: task/fire naming a man fires the first pattern covering him and no Friendly man (ruling FL5)', () => {
    // ESE, the first pattern covering b1 (2 east, 2 south), also covers a2 (1 east); SSE covers b1 alone.
    const t = flameTable([A1, { id: 'a2', side: 'a', col: 6, row: 5 }, { id: 'b1', side: 'b', col: 7, row: 7 }], [...pct(99), ...pct(95)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const fire = find(t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }), 'fire-resolved')!;
    expect(fire.targets.map((x) => x.targetId)).toEqual(['b1']);
    expect(fire.flame?.pattern).toBe('SSE');
  });

  it('Section 17.0: task/fire giving a flamethrower target more than one fire is refused, not quietly cut to one', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }], [...pct(90), ...pct(90)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1', fires: 2 }] })).toMatchObject({ code: 'fire/bad-allocation', caseRef: 'Section 17.0' });
    const fire = find(t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1', fires: 1 }] }), 'fire-resolved')!;
    expect(fire.targets.map((x) => [x.targetId, x.fires])).toEqual([['b1', 1]]);
  });

  it('Section 17.0: legal actions offer a pattern only where he observes a man', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }, { id: 'b2', side: 'b', col: 5, row: 2 }], [...pct(99)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const patterns = legalActions(t.state).commands.flatMap((c) => (c.type === 'task/fire-flamethrower' ? [c.pattern] : []));
    expect(patterns).toContain('S');
    expect(patterns).not.toContain('N');
  });
});

describe('Case 17.1: restrictions on flamethrower fire', () => {
  it('Case 17.11: he spends 5 Task Points a Game-Turn lugging it (45 left of 50)', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 9 }], []);
    expect(remainingTaskPoints(t.state, 'a1')).toBe(45);
    expect(remainingTaskPoints(t.state, 'b1')).toBe(50);
  });

  it('Case 17.11: his chance of hitting a target square with a grenade is halved, rounding down', () => {
    const t = flameTable([{ ...A1, weapons: ['flamethrower'] }, { id: 'a2', side: 'a', col: 5, row: 6 }], []);
    const withIt = grenadierOf(t.state, t.state.men['a1']!);
    const g = { type: 'fragmentation' as const, era: 'wwii' as const };
    const c1 = throwChance(t.state.map, { thrower: { ...withIt, prepared: [g as never] }, target: { col: 5, row: 8 }, grenade: g as never });
    const c2 = throwChance(t.state.map, { thrower: { ...withIt, flamethrowerEquipped: false, prepared: [g as never] }, target: { col: 5, row: 8 }, grenade: g as never });
    expect(c1.ok && c2.ok).toBe(true);
    if (!c1.ok || !c2.ok) return;
    expect(c1.value.final).toBe(Math.floor(c2.value.final / 2));
    expect(c1.value.steps.some((s) => s.caseRef === 'Case 17.11')).toBe(true);
  });

  it('Case 17.11: he may not move into a square where he observes an Enemy man (no voluntary hand-to-hand)', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 6 }], [...pct(99)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [{ col: 5, row: 5 }, { col: 5, row: 6 }] }).caseRef).toBe('Case 17.11');
  });

  it('Case 17.12: opportunity fire that would hit a Friendly man is never executed', async () => {
    const { flameTargets } = await import('./flamethrower-fire');
    const t = flameTable([A1, { id: 'a2', side: 'a', col: 5, row: 6 }, { id: 'b1', side: 'b', col: 5, row: 7 }], []);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    const r = flameTargets(t.state, t.state.men['a1']!, armamentOf(t.state.men['a1']!).weapons[0]!.id, { pattern: 'S', opportunity: true });
    expect(r.ok ? undefined : r.error.caseRef).toBe('Case 17.12');
    expect(flameTargets(t.state, t.state.men['a1']!, armamentOf(t.state.men['a1']!).weapons[0]!.id, { pattern: 'S', opportunity: false }).ok).toBe(true);
  });

  it('Case 17.13: task/fire at a man in his own square is refused', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 5 }], [...pct(99)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }).caseRef).toBe('Case 17.13');
  });

  it('Case 17.14 and Case 17.15: pattern fire at two men is not spray fire (no add-on) and makes no magazine check', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }, { id: 'b2', side: 'b', col: 5, row: 8 }], [...pct(99), ...pct(95), ...pct(95)]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const fire = find(t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }), 'fire-resolved')!;
    expect(fire.spray).toBe(false);
    expect(fire.cost.final).toBe(20);
    expect(fire.magazineUnloaded).toBe(false);
    expect(fire.dice?.some((d) => d.purpose.includes('magazine'))).toBe(false);
  });
});

describe('Cases 17.21–17.22 and 17.41: a man damaged by the flame checks panic at double the chance, and burns', () => {
  const hit = (bDice: ReturnType<typeof d10>, b1Extra: object = {}) => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7, ...b1Extra }], [...pct(99), ...pct(50), ...d6(2, 3), ...bDice]);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    return { t, ev: t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' }) };
  };

  it('Case 17.22: (15 + 10 wounded) doubled after all modifiers is 50; a roll of 30 panics him (Case 17.21) and he may do nothing more this Game-Turn', () => {
    const { t, ev } = hit([...pct(30), ...d10(3)]);
    expect(find(ev, 'man-wounded')).toMatchObject({ manId: 'b1', woundPoints: 5 });
    const check = find(ev, 'panic-checked')!;
    expect(check).toMatchObject({ manId: 'b1', trigger: 'flamethrower-fire', caseRef: 'Case 17.21', panicked: true, result: 'fall-prone' });
    expect(check.chance.final).toBe(50);
    const doubled = check.chance.steps.find((s) => s.caseRef === 'Case 17.22')!;
    expect(check.chance.steps.indexOf(doubled)).toBe(check.chance.steps.length - 1);
    expect(t.state.sequence!.men['b1']!.done).toBe(true);
    expect(t.state.men['b1']!.posture).toBe('prone');
  });

  it('Case 17.22: a roll of 51 against the doubled 50 does not panic him', () => {
    const { ev } = hit([...pct(51)]);
    expect(find(ev, 'panic-checked')).toMatchObject({ panicked: false });
  });

  it('Case 17.21: a man who has already performed tasks treats "fire" as "fall prone"', () => {
    const t2 = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }], [...pct(99), ...pct(50), ...d6(2, 3), ...pct(30), ...d10(7)], (s) => ({
      ...s,
      sequence: { ...s.sequence!, men: { b1: { spent: 10, lost: 0, done: true, combatTaskDone: false, movedThisTurn: false, actedPhase: 'non-prepared-task-execution' } } },
    }));
    t2.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t2.run({ type: 'task/begin', manId: 'a1' });
    const ev2 = t2.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    expect(find(ev2, 'panic-checked')).toMatchObject({ result: 'fall-prone' });
  });

  it('Case 17.21: a man who has already performed tasks and rolls "move" moves one square, the one furthest from the flamethrower man', () => {
    const t = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7 }], [...pct(99), ...pct(50), ...d6(2, 3), ...pct(30), ...d10(9), ...d10(1, 1, 1, 1, 1, 1)], (s) => ({
      ...s,
      sequence: { ...s.sequence!, men: { b1: { spent: 10, lost: 0, done: true, combatTaskDone: false, movedThisTurn: false, actedPhase: 'non-prepared-task-execution' } } },
    }));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    const moved = all(ev, 'man-moved').find((e) => e.manId === 'b1')!;
    expect(moved.steps).toHaveLength(1);
    expect(moved.cost).toBe(0);
    expect(moved.steps[0]!.to.row).toBe(8);
  });

  it('Case 17.41: a man wounded by flamethrower fire commences burning', () => {
    const { t, ev } = hit([...pct(51)]);
    expect(find(ev, 'man-caught-fire')).toMatchObject({ manId: 'b1', caseRef: 'Case 17.41' });
    expect(t.state.flamethrowers?.burning['b1']).toEqual({ since: 1, smothered: 0 });
  });

  it('Case 17.44: a flamethrower-equipped man wounded by flamethrower fire never burns', () => {
    const { t, ev } = hit([...pct(51)], {});
    expect(find(ev, 'man-caught-fire')).toBeDefined();
    const t2 = flameTable([A1, { id: 'b1', side: 'b', col: 5, row: 7, weapons: ['flamethrower'] }], [...pct(99), ...pct(50), ...d6(2, 3), ...pct(51)]);
    t2.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t2.run({ type: 'task/begin', manId: 'a1' });
    const ev2 = t2.run({ type: 'task/fire-flamethrower', manId: 'a1', pattern: 'S' });
    expect(find(ev2, 'man-wounded')).toMatchObject({ manId: 'b1' });
    expect(find(ev2, 'man-caught-fire')).toBeUndefined();
    expect(t.state.flamethrowers?.burning['b1']).toBeDefined();
  });
});
