import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../kernel/dice/seeded-dice';
import { skirmishRuleset } from './index';
import { bundledGame } from './test-support/bundled-scenarios';
import { playScripted } from './test-support/scripted-policy';

// Ruling SG2: the victory decision, read at the end of each bound, is on the umpire's view and on no side's (issue 19).
describe("the umpire's view carries the victory decision; a side's never does", () => {
  it('undecided at the start, naming why; decided at the end of the scripted game as scenarios/victory.ts decides it', () => {
    const start = bundledGame('patrol-meeting');
    expect(skirmishRuleset.project(start, { kind: 'umpire' }).victory).toEqual({ decided: false, bound: 1, why: expect.stringContaining('victory is read at the end of a bound') });
    const played = playScripted(start, { us: { x: 52, y: 24 }, nva: { x: 52, y: 24 } }, SeededDice.fromSeed('issue-19-patrol-meeting'));
    expect(played.decision.decided).toBe(true);
    expect(skirmishRuleset.project(played.state, { kind: 'umpire' }).victory).toEqual(played.decision);
    for (const side of ['us', 'nva']) {
      const view = skirmishRuleset.project(played.state, { kind: 'side', side });
      expect(view).not.toHaveProperty('victory');
      expect(JSON.stringify(view)).not.toMatch(/"winner"|"reasons"|"decided"/);
    }
  });
});
