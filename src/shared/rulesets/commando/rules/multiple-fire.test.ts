import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { isRuleError, type RuleError } from '../../../kernel/rule-error';
import type { Firer, ResolvableTarget } from './fire-chance';
import { planMultipleFire, resolveMultipleFire, type FireAllocation, type MultipleFireSituation } from './multiple-fire';

const pct = (n: number) => d10(Math.floor(n / 10) % 10, n % 10);

const firer = (o: Partial<Firer> = {}): Firer => ({
  weapon: 'submachinegun',
  wounds: { endurance: 13, woundPoints: 0 },
  prone: false,
  adjacentToWall: false,
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
  weaponLoaded: true,
  ...o,
});
const target = (o: Partial<ResolvableTarget> = {}): ResolvableTarget => ({
  range: 5,
  observedByFirer: true,
  prone: false,
  terrain: 'clear',
  wounds: { endurance: 30, woundPoints: 0 },
  ...o,
});
const alloc = (targetId: string, fires: number, col: number, row: number, t: Partial<ResolvableTarget> = {}): FireAllocation => ({
  targetId,
  fires,
  square: { col, row },
  target: target(t),
});
function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(`unexpected RuleError ${r.code}: ${r.message}`);
  return r;
}
const code = (s: MultipleFireSituation) => {
  const r = planMultipleFire(s);
  return isRuleError(r) ? r.code : 'no error';
};

describe('Case 10.4 multiple fires and spray fire', () => {
  it('Case 10.44: an SMG’s 5 fires split 3 and 2 between two men in one square; Case 10.46: each with his own modifiers', () => {
    const plan = ok(planMultipleFire({ firer: firer(), allocations: [alloc('A', 3, 10, 10), alloc('B', 2, 10, 10, { prone: true })] }));
    expect(plan.targets.map((t) => t.chance.breakdown.final)).toEqual([45, 33]);
    expect(plan.targets.map((t) => t.chance.killBreakdown.final)).toEqual([7, 5]);
    expect(plan.spray).toBe(true);
  });
  it('Case 10.43: spray fire costs the chart’s add-on (18 + 7 = 25); fire at one man costs 18', () => {
    expect(ok(planMultipleFire({ firer: firer(), allocations: [alloc('A', 3, 10, 10), alloc('B', 2, 11, 11)] })).taskPointCost.final).toBe(25);
    const one = ok(planMultipleFire({ firer: firer(), allocations: [alloc('A', 5, 10, 10)] }));
    expect([one.spray, one.taskPointCost.final]).toEqual([false, 18]);
  });
  it('Case 10.45: a shift of target goes only to a man within two squares of the last', () => {
    expect(code({ firer: firer(), allocations: [alloc('A', 2, 10, 10), alloc('B', 2, 12, 11), alloc('C', 1, 14, 12)] })).toBe('no error');
    expect(code({ firer: firer(), allocations: [alloc('A', 2, 10, 10), alloc('B', 2, 13, 10)] })).toBe('fire/spray-too-far');
  });
  it('Case 10.42: no more fires than the weapon has; Case 10.45: fewer is fine', () => {
    expect(code({ firer: firer(), allocations: [alloc('A', 4, 10, 10), alloc('B', 2, 10, 10)] })).toBe('fire/too-many-fires');
    expect(ok(planMultipleFire({ firer: firer(), allocations: [alloc('A', 2, 10, 10)] })).firesUnused).toBe(3);
  });
  it('Case 10.44 note: a single-fire weapon fires at only one man', () => {
    expect(code({ firer: firer({ weapon: 'pistol' }), allocations: [alloc('A', 1, 10, 10), alloc('B', 1, 10, 10)] })).toBe('fire/single-fire-one-target');
  });
  it('Case 10.44: each man once, each with at least one fire', () => {
    expect(code({ firer: firer(), allocations: [alloc('A', 1, 10, 10), alloc('A', 1, 10, 10)] })).toBe('fire/duplicate-target');
    expect(code({ firer: firer(), allocations: [alloc('A', 0, 10, 10)] })).toBe('fire/bad-allocation');
  });
  it('Case 10.46: a target the firer may not fire at spoils the allocation (Case 10.14)', () => {
    expect(code({ firer: firer(), allocations: [alloc('A', 3, 10, 10), alloc('B', 2, 10, 10, { observedByFirer: false })] })).toBe('fire/not-observed');
  });
  it('Case 10.64: one magazine check after all fires at all men; dice in allocation order', () => {
    const dice = new ScriptedDice([...pct(20), ...d6(2), ...pct(80), ...pct(30), ...d6(4), ...pct(60), ...d10(5)]);
    const r = ok(resolveMultipleFire({ firer: firer(), allocations: [alloc('A', 2, 10, 10), alloc('B', 2, 10, 11)] }, dice));
    dice.assertAllUsed();
    expect(r.targets.map((t) => [t.hit, t.killed, t.woundPoints])).toEqual([
      [true, false, 2],
      [true, false, 4],
    ]);
    expect(r.rolls.map((x) => x.text)).toEqual([
      'Case 10.0 hit roll, fire 1 of 4 at man A (hits on 45 or less): 1D100 = 20',
      'Case 10.51 wound points for man A (Case 10.53: at least 1): 1D6 min 1 = 2',
      'Case 10.0 hit roll, fire 2 of 4 at man A (hits on 45 or less): 1D100 = 80',
      'Case 10.0 hit roll, fire 3 of 4 at man B (hits on 45 or less): 1D100 = 30',
      'Case 10.51 wound points for man B (Case 10.53: at least 1): 1D6 min 1 = 4',
      'Case 10.0 hit roll, fire 4 of 4 at man B (hits on 45 or less): 1D100 = 60',
      'Case 10.62 magazine check: 1D10 = 5',
    ]);
  });
  it('Case 10.54: fires allocated to a man who dies are not rolled', () => {
    const dice = new ScriptedDice([...pct(1), ...d10(9)]);
    const r = ok(resolveMultipleFire({ firer: firer(), allocations: [alloc('A', 5, 10, 10)] }, dice));
    dice.assertAllUsed();
    expect(r.targets[0]!.fires).toHaveLength(1);
  });
  it('Case 10.54: a dead man is no target; a dead firer never fires', () => {
    const deadTarget = alloc('A', 1, 10, 10, { wounds: { endurance: 9, woundPoints: 12 } });
    expect((resolveMultipleFire({ firer: firer(), allocations: [deadTarget] }, new ScriptedDice([])) as RuleError).code).toBe('fire/target-dead');
    expect((resolveMultipleFire({ firer: firer({ wounds: { endurance: 9, woundPoints: 12 } }), allocations: [alloc('A', 1, 10, 10)] }, new ScriptedDice([])) as RuleError).code).toBe(
      'fire/firer-dead',
    );
  });
});

describe('Section 17.0 flamethrower pattern fire', () => {
  const ft = firer({ weapon: 'flamethrower' });
  it('Section 17.0: one roll at every man in the pattern; Case 17.14: not spray fire, so no add-on (20)', () => {
    const plan = ok(planMultipleFire({ firer: ft, allocations: [alloc('A', 1, 10, 10, { range: 2 }), alloc('B', 1, 10, 11, { range: 3 }), alloc('C', 1, 14, 14, { range: 6 })] }));
    expect([plan.pattern, plan.spray, plan.taskPointCost.final]).toEqual([true, false, 20]);
    expect(plan.targets.map((t) => t.chance.breakdown.final)).toEqual([80, 80, 60]);
  });
  it('Section 17.0: one fire per man', () => {
    expect(code({ firer: ft, allocations: [alloc('A', 2, 10, 10, { range: 2 })] })).toBe('fire/bad-allocation');
  });
  it('Case 17.31: the explosion is flagged and resolved after all fires; Case 17.15: no magazine check', () => {
    const dice = new ScriptedDice([...pct(97), ...pct(50), ...d6(1, 1)]);
    const r = ok(resolveMultipleFire({ firer: ft, allocations: [alloc('A', 1, 10, 10, { range: 2 }), alloc('B', 1, 10, 11, { range: 3 })] }, dice));
    dice.assertAllUsed();
    expect(r.flamethrowerExploded).toBe(true);
    expect(r.magazine).toBeUndefined();
    expect(r.targets[1]).toMatchObject({ hit: true, woundPoints: 2, panicCheck: true });
  });
});
