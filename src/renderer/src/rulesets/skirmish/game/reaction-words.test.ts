import { describe, expect, it } from 'vitest';
import { evolveSkirmish } from '@shared/rulesets/skirmish/engine/evolve';
import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import type { SkirmishState } from '@shared/rulesets/skirmish/model/state';
import { reactionWords } from './reaction-words';

const count = (text: string, part: string) => text.split(part).length - 1;

/** A reaction as the engine folds it (seed line 24), read back from the state the console's view carries. */
function folded(passed: boolean, does: string) {
  // Only what the fold of a reaction reads: the game's reactions so far.
  const state = { version: 7, reactions: {} } as unknown as SkirmishState;
  const unitId = 'us-1';
  const event = { type: 'reaction/rolled', bound: 1, unitId, action: 'advance', need: 3, total: passed ? 11 : 2, passed, does, breakdown: { label: 'reaction', steps: [], final: 0 }, dice: [] } as unknown as SkirmishEvent;
  return evolveSkirmish(state, event).reactions[unitId]!;
}

describe("the console's orders panel says a reaction's result once (issue 19)", () => {
  it('a passed roll: the outcome once, the roll against the Need once', () => {
    const text = reactionWords(folded(true, 'advance'));
    expect(text).toBe('reaction passed (rolled 11 against 3+)');
    expect(count(text, 'passed')).toBe(1);
  });

  it('a failed roll: the outcome once, and what the unit does', () => {
    expect(reactionWords(folded(false, 'hold'))).toBe('reaction failed (rolled 2 against 3+, holds)');
    const instead = reactionWords(folded(false, 'unaimed-fire'));
    expect(instead).toBe('reaction failed (rolled 2 against 3+, does unaimed-fire instead)');
    expect(count(instead, 'failed')).toBe(1);
  });

  it("an umpire's reaction: the outcome and his reason", () => {
    expect(reactionWords({ passed: true, reason: 'the platoon sergeant kicks them forward' })).toBe('reaction passed (the platoon sergeant kicks them forward)');
  });
});
