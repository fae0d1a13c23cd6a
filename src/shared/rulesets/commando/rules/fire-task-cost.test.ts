import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../kernel/rule-error';
import type { Firer } from './fire-chance';
import { fireTaskCost } from './fire-task-cost';
import { firer } from './test-support/fire';

describe('Case 5.22 / 10.16 / 9.21 fire Task Point cost', () => {
  const cost = (f: Partial<Firer>, entering = false) => {
    const r = fireTaskCost(firer(f), { enteringFirersSquare: entering });
    return isRuleError(r) ? r.code : r.final;
  };
  it('Case 5.22: pistol 7 (variant), rifle 13, semi-automatic 15, automatic 18', () => {
    expect([cost({}), cost({ weapon: 'rifle' }), cost({ weapon: 'semi-automatic-rifle' }), cost({ weapon: 'submachinegun' })]).toEqual([7, 13, 15, 18]);
  });
  it('Case 10.16: double at an Enemy entering the firer’s square; Case 9.21: double again when seriously wounded', () => {
    expect(cost({}, true)).toBe(14);
    expect(cost({ wounds: { endurance: 9, woundPoints: 5 } })).toBe(14);
    expect(cost({ wounds: { endurance: 9, woundPoints: 5 } }, true)).toBe(28);
  });
  it('Case 6.44: no more than his Task Points', () => {
    expect(cost({ weapon: 'rifle', taskPointsRemaining: 12 })).toBe('fire/insufficient-task-points');
  });
  it('Case 10.82: aiming expends all remaining Task Points', () => {
    expect(cost({ weapon: 'rifle', aiming: true, taskPointsRemaining: 41 })).toBe(41);
    expect(cost({ weapon: 'rifle', aiming: true, taskPointsRemaining: 10 })).toBe('fire/insufficient-task-points');
  });
});
