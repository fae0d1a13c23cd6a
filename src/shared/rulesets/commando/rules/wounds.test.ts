import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import {
  alwaysProne,
  applySeriousWoundHalving,
  applyWoundPoints,
  canAct,
  deadAt,
  describeWounds,
  seriouslyWoundedAt,
  taskPointLossFromWound,
  taskPointsForTurn,
  woundCondition,
  woundedTaskCost,
} from './wounds';

describe('Case 9.21 serious wounds', () => {
  it('Case 9.21 example: endurance 9 with 5 Wound Points is seriously wounded (5 > 4.5)', () => {
    expect(woundCondition({ endurance: 9, woundPoints: 5 })).toBe('seriously-wounded');
  });
  it('Case 9.21: endurance 9 with 4 Wound Points is not (4 < 4.5)', () => {
    expect(woundCondition({ endurance: 9, woundPoints: 4 })).toBe('wounded');
  });
  it('Case 9.21: "equal to or greater than half" — endurance 10 is seriously wounded at exactly 5', () => {
    expect(seriouslyWoundedAt(10)).toBe(5);
    expect(woundCondition({ endurance: 10, woundPoints: 5 })).toBe('seriously-wounded');
    expect(woundCondition({ endurance: 10, woundPoints: 4 })).toBe('wounded');
  });
  it('Case 9.21: no Wound Points is unwounded', () => {
    expect(woundCondition({ endurance: 13, woundPoints: 0 })).toBe('unwounded');
  });
  it('Case 9.21 / 9.32: a seriously wounded man pays double (13 → 26), an unwounded man the chart cost', () => {
    const cost = { value: 13, label: 'Fire rifle or carbine', caseRef: 'Case 5.22' } as const;
    expect(woundedTaskCost(cost, { endurance: 9, woundPoints: 5 }, 50).final).toBe(26);
    expect(woundedTaskCost(cost, { endurance: 9, woundPoints: 4 }, 50).final).toBe(13);
    expect(woundedTaskCost({ ...cost, value: 'all-remaining' }, { endurance: 9, woundPoints: 5 }, 31).final).toBe(31);
  });
  it('Case 9.32: the doubling applies from the moment the serious wound is recorded', () => {
    const o = applyWoundPoints({ endurance: 9, woundPoints: 3 }, 2);
    expect(o).toMatchObject({ before: 'wounded', after: 'seriously-wounded', becameSeriouslyWounded: true });
    expect(applyWoundPoints(o.state, 1).becameSeriouslyWounded).toBe(false);
  });
});

describe('Case 9.22 incapacitation and Case 10.54 death (seed-gaps.md "9.0 wording")', () => {
  it('Case 9.22 example: endurance 9 with 10 Wound Points is incapacitated', () => {
    expect(woundCondition({ endurance: 9, woundPoints: 10 })).toBe('incapacitated');
  });
  it('Case 9.22: incapacitated from endurance to endurance + 2; Case 10.54: dead at endurance + 3', () => {
    expect(woundCondition({ endurance: 9, woundPoints: 9 })).toBe('incapacitated');
    expect(woundCondition({ endurance: 9, woundPoints: 11 })).toBe('incapacitated');
    expect(woundCondition({ endurance: 9, woundPoints: 12 })).toBe('dead');
    expect(deadAt(9)).toBe(12);
  });
  it('Case 10.54(1): a man killed outright is dead whatever his Wound Points', () => {
    expect(woundCondition({ endurance: 18, woundPoints: 0, killed: true })).toBe('dead');
  });
  it('Case 9.22: incapacitated men are always prone and have zero Task Points', () => {
    const s = { endurance: 9, woundPoints: 10 };
    expect(alwaysProne(s)).toBe(true);
    expect(canAct(s)).toBe(false);
    expect(taskPointsForTurn(s)).toBe(0);
    expect(taskPointsForTurn({ endurance: 9, woundPoints: 5 })).toBe(50);
    expect(taskPointsForTurn({ endurance: 9, woundPoints: 12 })).toBe(0);
  });
  it('Cases 9.22, 10.54: canAct reads Wound Points or a recorded condition alike', () => {
    const conditions = ['unwounded', 'wounded', 'seriously-wounded', 'incapacitated', 'dead'] as const;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 40 }), fc.boolean(), (endurance, woundPoints, killed) => {
        const s = { endurance, woundPoints, ...(killed ? { killed } : {}) };
        expect(canAct(s)).toBe(canAct({ condition: woundCondition(s) }));
      }),
    );
    expect(conditions.map((condition) => canAct({ condition }))).toEqual([true, true, true, false, false]);
    expect(canAct({ condition: 'fit' })).toBe(true);
  });
  it('Case 9.0: conditions only worsen as Wound Points grow (property)', () => {
    const order = ['unwounded', 'wounded', 'seriously-wounded', 'incapacitated', 'dead'];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60 }), (e, w) => {
        const a = order.indexOf(woundCondition({ endurance: e, woundPoints: w }));
        const b = order.indexOf(woundCondition({ endurance: e, woundPoints: w + 1 }));
        expect(b).toBeGreaterThanOrEqual(a);
      }),
    );
  });
  it('describes the thresholds for the umpire with their Cases', () => {
    expect(describeWounds({ endurance: 13, woundPoints: 7 })).toMatch(/seriously-wounded.*from 7.*13–15.*dead at 16/);
  });
});

describe('Case 9.31 Task Point loss when wounded', () => {
  it('Case 9.31: loses twice the Wound Points for the Turn', () => {
    expect(taskPointLossFromWound(4, 30)).toEqual({ loss: 8, remaining: 22, mayOnlyFallProne: false, caseRef: 'Case 9.31' });
  });
  it('Case 9.31: a loss beyond his allowance leaves zero; he may only fall prone', () => {
    expect(taskPointLossFromWound(6, 10)).toMatchObject({ remaining: 0, mayOnlyFallProne: true });
  });
  it('Case 9.31: a man killed loses all remaining Task Points', () => {
    expect(taskPointLossFromWound(0, 37, true)).toMatchObject({ loss: 37, remaining: 0 });
  });
  it('Case 9.31: Task Points never go negative (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: -5, max: 100 }), fc.boolean(), (w, r, k) => {
        const l = taskPointLossFromWound(w, r, k);
        expect(l.remaining).toBeGreaterThanOrEqual(0);
        expect(l.remaining).toBeLessThanOrEqual(Math.max(0, r));
      }),
    );
  });
});

describe('Case 9.33 halved chance to hit', () => {
  it('Case 9.33 example: 76 → 38, applied last', () => {
    const b = new BreakdownBuilder('Chance to hit', { label: 'base', caseRef: 'Case 10.81', value: 76 });
    applySeriousWoundHalving(b, { endurance: 9, woundPoints: 5 });
    expect(b.build().final).toBe(38);
  });
  it('Case 9.33: rounds down (75 → 37)', () => {
    const b = new BreakdownBuilder('Chance to hit', { label: 'base', caseRef: 'Case 10.81', value: 75 });
    applySeriousWoundHalving(b, { endurance: 9, woundPoints: 5 });
    expect(b.build().final).toBe(37);
    expect(b.build().steps.map((s) => s.kind)).toEqual(['base', 'multiply', 'round']);
  });
  it('Case 9.33: no change for a man who is not seriously wounded', () => {
    const b = new BreakdownBuilder('Chance to hit', { label: 'base', caseRef: 'Case 10.81', value: 75 });
    applySeriousWoundHalving(b, { endurance: 9, woundPoints: 4 });
    expect(b.build().final).toBe(75);
  });
});
