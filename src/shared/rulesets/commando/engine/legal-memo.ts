import type { GameState } from '../model/state';
import { legalActions, type LegalActions } from './legal-actions';

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
