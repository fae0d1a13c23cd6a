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
import { decide, evolve } from './dispatch';
import { legalActions, type LegalActions } from './legal-actions';
import { legalActionsOnce } from './legal-memo';

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
});
