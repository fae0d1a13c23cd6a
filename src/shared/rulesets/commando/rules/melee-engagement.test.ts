import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../kernel/rule-error';
import { checkCombatSides, squareEntered, type SquareEntryResult, type SquareOccupant } from './melee-engagement';

const occ = (o: Partial<SquareOccupant> = {}): SquareOccupant => ({ taskPointsSpent: 0, taskPointsRemaining: 50, performedCombatTask: false, observedEntrant: true, fireCost: 13, ...o });
const entry = (o: Partial<SquareOccupant> = {}): SquareEntryResult => {
  const r = squareEntered(occ(o));
  if (isRuleError(r)) throw new Error(r.message);
  return r;
};

describe('Case 12.1: an Enemy man enters the square', () => {
  it('Cases 7.44, 12.14: the entering man always stops', () => {
    expect(entry().entrantMustStop).toBe(true);
    expect(entry().reasons[0]).toMatch(/Case 12\.14/);
  });
  it('Case 12.12: a man who observed him and has spent nothing may move away (or stay and be engaged next Turn)', () => {
    const r = entry();
    expect(r.mayMoveAway).toBe(true);
    expect(r.engageableNextTurnIfHeStays).toBe(true);
  });
  it('Case 12.12: a man who has expended Task Points may not move away', () => {
    expect(entry({ taskPointsSpent: 10, taskPointsRemaining: 40 }).mayMoveAway).toBe(false);
  });
  it('Cases 12.13(1), 12.15: fresh, he fires in his own Task Execution at twice the Task Points', () => {
    expect(entry()).toMatchObject({ fire: 'own-execution', fireTaskPointMultiple: 2 });
  });
  it('Case 12.13(2): having spent some but made no combat task and able to afford it, he fires at once', () => {
    expect(entry({ taskPointsSpent: 20, taskPointsRemaining: 30 })).toMatchObject({ fire: 'immediately', fireTaskPointMultiple: 1 });
  });
  it('Case 12.13: no fire after his combat task, or without the Task Points', () => {
    expect(entry({ taskPointsSpent: 20, taskPointsRemaining: 30, performedCombatTask: true }).fire).toBe('not-eligible');
    expect(entry({ taskPointsSpent: 40, taskPointsRemaining: 10 }).fire).toBe('not-eligible');
  });
  it('Case 12.17: he may fire only at the first man to enter', () => {
    expect(entry({ alreadyEnteredByAnother: true }).fire).toBe('not-eligible');
  });
  it('Case 12.51: observing the man and not firing, he may change his prepared weapon', () => {
    expect(entry().mayChangePreparedWeaponIfHeHoldsFire).toBe(true);
  });
  it('bad numbers are a RuleError', () => {
    expect(isRuleError(squareEntered(occ({ taskPointsSpent: -1 })))).toBe(true);
  });
});

describe('Case 12.2: surprise', () => {
  it('Case 12.21: unobserved, he is surprised, must remain and may not fire or move away (Case 12.23)', () => {
    const r = entry({ observedEntrant: false, taskPointsSpent: 10, taskPointsRemaining: 40 });
    expect(r).toMatchObject({ surprised: true, mustRemain: true, mayMoveAway: false, fire: 'not-eligible', executesSentryRoutine: false });
    expect(r.reasons.join(' ')).toMatch(/Case 12\.22/);
  });
  it('Case 12.21: a surprised sentry who had spent nothing runs his sentry routine normally', () => {
    expect(entry({ observedEntrant: false, onSentryRoutine: true })).toMatchObject({ surprised: true, executesSentryRoutine: true, mustRemain: false });
    expect(entry({ observedEntrant: false, onSentryRoutine: true, taskPointsSpent: 5 })).toMatchObject({ executesSentryRoutine: false, mustRemain: true });
  });
});

describe('Cases 12.11, 12.16: who is in a combat', () => {
  it('needs two sides', () => {
    expect(checkCombatSides([{ id: 'a', side: 'A' }], 'x')).toMatchObject({ code: 'melee/not-engaged', caseRef: 'Case 12.11' });
  });
  it('no more than two men a side', () => {
    expect(checkCombatSides([{ id: 'a', side: 'A' }, { id: 'b', side: 'A' }, { id: 'c', side: 'A' }, { id: 'd', side: 'B' }], 'x')).toMatchObject({ code: 'melee/stacking', caseRef: 'Case 12.16' });
  });
  it('two a side is fine', () => {
    expect(checkCombatSides([{ id: 'a', side: 'A' }, { id: 'b', side: 'A' }, { id: 'c', side: 'B' }, { id: 'd', side: 'B' }], 'x')).toBeUndefined();
  });
});
