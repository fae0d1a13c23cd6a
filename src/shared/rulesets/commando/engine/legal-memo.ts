import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { candidates, isLegalCheap, legalActions, type LegalActions } from './legal-actions';

/**
 * The legal actions of a state, computed once per state (issue 23): the
 * umpire's reminders in every push (Cases 8.93, 38.56 need the legal
 * commands) and the console's `legalActions` call share one computation.
 *
 * Keyed by the state itself: a state is never changed once made (the engine
 * folds into a new one), so the same state has the same answer, and every
 * change — a command, undo, redo, rewind, another game — is a different
 * state, with its own. Held weakly: a state nobody keeps frees its entry.
 */
const memo = new WeakMap<GameState, LegalActions>();

export function legalActionsOnce(state: GameState): LegalActions {
  let legal = memo.get(state);
  if (!legal) memo.set(state, (legal = legalActions(state)));
  return legal;
}

const attemptsMemo = new WeakMap<GameState, readonly Command[]>();

/**
 * The legal `observe/attempt` commands of a state, in `legalActions`' order:
 * all the umpire's reminders need (Cases 8.93, 38.56), so a push checks
 * only those candidates, not every one (issue 23, push16). The whole list's
 * when it was made already; otherwise once per state, keyed as above.
 */
export function legalAttemptsOnce(state: GameState): readonly Command[] {
  let attempts = attemptsMemo.get(state);
  if (!attempts) {
    const whole = memo.get(state);
    attempts = whole ? whole.commands.filter(isAttempt) : candidates(state).filter((c) => isAttempt(c) && isLegalCheap(state, c));
    attemptsMemo.set(state, attempts);
  }
  return attempts;
}

const isAttempt = (c: Command): boolean => c.type === 'observe/attempt';
