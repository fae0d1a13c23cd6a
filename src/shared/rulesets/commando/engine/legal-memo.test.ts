/**
 * Issue 23: the umpire's legal actions (a legality check per candidate
 * command) are computed once per state and shared by the reminders in every
 * push (Cases 8.93, 38.56) and the console's `legalActions` call.
 */
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '../index';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { highDice, newBundledGame } from '../scenarios/special/test-support/bundled';
import { deployUgandans, newEntebbe, playTurn, RuleDice } from '../scenarios/special/test-support/entebbe-play';
import { umpireReminders } from '../view/reminders';
import { decide, evolve } from './dispatch';
import { legalActions, type LegalActions } from './legal-actions';
import { legalActionsOnce, legalAttemptsOnce } from './legal-memo';

function run(state: GameState, c: Command): GameState {
  const r = decide(state, c, highDice);
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
  return r.value.reduce(evolve, state);
}

describe('legal actions once per state (issue 23)', { timeout: 60_000 }, () => {
  it("the ruleset's legalActions answers a state once: the same answer object for the same state, a fresh computation's equal", async () => {
    const s0 = await newBundledGame('41-raid-on-son-tay.json', 'A');
    const first = commandoRuleset.legalActions!(s0);
    expect(first).toEqual(legalActions(s0));
    expect(commandoRuleset.legalActions!(s0)).toBe(first);
    // The push's reminders read the same memo.
    expect(legalActionsOnce(s0)).toBe(first);
    commandoRuleset.project(s0, { kind: 'umpire' });
    expect(commandoRuleset.legalActions!(s0)).toBe(first);
  });

  it('a new state (a command folded) has its own answer, never the old one', async () => {
    const s0 = await newBundledGame('41-raid-on-son-tay.json', 'A');
    const before = commandoRuleset.legalActions!(s0);
    const s1 = run(s0, { type: 'setup/choose-entry', side: 'green-berets', optionId: 'south-edge' });
    const after = commandoRuleset.legalActions!(s1) as LegalActions;
    expect(after).not.toBe(before);
    expect(after).toEqual(legalActions(s1));
    expect(after.commands).not.toContainEqual({ type: 'setup/choose-entry', side: 'green-berets', optionId: 'south-edge' });
    // The old state still answers its own.
    expect(commandoRuleset.legalActions!(s0)).toBe(before);
  });

  it("the push's reminders check only the observation attempts: every state of a played Entebbe turn has the whole list's attempts, once per state, and the same reminders (Cases 8.93, 38.56)", async () => {
    const { play } = await newEntebbe(new RuleDice());
    deployUgandans(play);
    const states: GameState[] = [play.state];
    const runOne = play.run.bind(play);
    play.run = (c) => {
      const out = runOne(c);
      states.push(play.state);
      return out;
    };
    playTurn(play);
    let withAttempts = 0;
    for (const s of states) {
      const attempts = legalAttemptsOnce(s);
      const whole = legalActions(s).commands;
      expect(attempts).toEqual(whole.filter((c) => c.type === 'observe/attempt'));
      expect(legalAttemptsOnce(s)).toBe(attempts);
      expect(umpireReminders(s, () => attempts)).toEqual(umpireReminders(s, () => whole));
      if (attempts.length > 0) withAttempts++;
    }
    // The turn has observation to check (an empty list everywhere would prove nothing).
    expect(withAttempts).toBeGreaterThan(0);
    // A state whose whole list was made first gives the attempts from it, equal to a fresh check.
    const last = await newBundledGame('41-raid-on-son-tay.json', 'A');
    const whole = legalActionsOnce(last);
    expect(legalAttemptsOnce(last)).toEqual(whole.commands.filter((c) => c.type === 'observe/attempt'));
  });
});
