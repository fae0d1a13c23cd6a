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
import { anyLegalAttempt, legalActionsOnce } from './legal-memo';

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

  it("the push's reminders check only the observation attempts: on every state of a played Entebbe turn, the whole list's answer, each candidate checked once per state (Cases 8.93, 38.56)", async () => {
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
      const attempts = legalActions(s).commands.filter((c) => c.type === 'observe/attempt');
      // Any attempt, and each man's own (the late-observation reminder's question), asked twice: the second from what was checked.
      const questions: ((c: Command) => boolean)[] = [() => true, ...Object.keys(s.men).map((id) => (c: Command) => c.type === 'observe/attempt' && c.observerId === id)];
      for (const wanted of [...questions, ...questions]) expect(anyLegalAttempt(s, wanted)).toBe(attempts.some(wanted));
      const fromWhole = (wanted: (c: Command) => boolean) => attempts.some(wanted);
      expect(umpireReminders(s, (wanted) => anyLegalAttempt(s, wanted))).toEqual(umpireReminders(s, fromWhole));
      if (attempts.length > 0) withAttempts++;
    }
    // The turn has observation to check (no legal attempt anywhere would prove nothing).
    expect(withAttempts).toBeGreaterThan(0);
    // A state whose whole list was made first answers from it.
    const fresh = states.find((s) => legalActions(s).commands.some((c) => c.type === 'observe/attempt'))!;
    const copy = { ...fresh };
    expect(anyLegalAttempt(copy, () => true)).toBe(true);
    const whole = legalActionsOnce(copy);
    expect(anyLegalAttempt(copy, (c) => whole.commands.includes(c))).toBe(true);
  });
});
