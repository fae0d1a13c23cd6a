/**
 * Issue 23: the umpire's legal actions are computed once per state and shared
 * (engine/legal-memo.ts): the reminders in every push and the console's
 * `legalActions` call. On generated command streams — legal commands picked
 * from the fresh list, undos, redos, rewinds — the memoised answer must be
 * what a fresh `legalActions(state)` gives for the host's state at every
 * step, and a change (undo included) must never leave the old answer behind.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import { commandoRuleset } from '@shared/rulesets/commando';
import { legalActions } from '@shared/rulesets/commando/engine/legal-actions';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { umpireReminders } from '@shared/rulesets/commando/view/reminders';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { trainingGroundState } from '../app/demo-game';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { HostError } from './host-errors';
import { UMPIRE } from './test-support/commando-host';

const op = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('command' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rewind' as const), back: fc.integer({ min: 0, max: 4 }) }) },
);

const seed = Number(process.env['SIGHTLINE_FC_SEED'] ?? 23);

describe('legal actions memoised per state (issue 23)', () => {
  it('the memo answers what a fresh computation does at every step of a generated command stream, and never a stale answer after undo', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 10 }), fc.string({ minLength: 1, maxLength: 8 }), (ops, diceSeed) => {
        const host = new GameHost(commandoRuleset, trainingGroundState(), SeededDice.fromSeed(`memo-${diceSeed}`), new MemoryGameLog<GameState, GameEvent>());
        const check = () => {
          const state = host.current;
          const fresh = legalActions(state);
          const asked = host.legalActions(UMPIRE);
          expect(asked.version).toBe(state.version);
          expect(asked.legal).toEqual(fresh);
          // Asked again for the same state: the same answer, not computed again.
          expect(host.legalActions(UMPIRE).legal).toBe(asked.legal);
          // The reminders in the push read the same memo.
          expect((host.umpireView(UMPIRE) as UmpireView).reminders).toEqual(umpireReminders(state, (wanted) => fresh.commands.some((c) => c.type === 'observe/attempt' && wanted(c))));
          return asked.legal;
        };
        let before = check();
        for (const o of ops) {
          const stateBefore = host.current;
          try {
            if (o.kind === 'command') {
              const commands = legalActions(host.current).commands;
              if (commands.length === 0) continue;
              host.command(UMPIRE, commands[o.pick % commands.length]!);
            } else if (o.kind === 'undo') host.undo(UMPIRE);
            else if (o.kind === 'redo') host.redo(UMPIRE);
            else {
              const live = host.audit(UMPIRE).events.filter((e) => e.kind === 'game' && e.revertedBy === null);
              host.rewindTo(UMPIRE, live.at(-1 - o.back)?.seq ?? 0);
            }
          } catch (e) {
            if (!(e instanceof HostError)) throw e;
          }
          const after = check();
          // Every change is a new state with its own answer: an undo never answers with the state it left.
          if (host.current !== stateBefore) expect(after).not.toBe(before);
          before = after;
        }
      }),
      { numRuns: 25, seed },
    );
  }, 120_000);
});
