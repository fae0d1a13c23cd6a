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

/** A state's `observe/attempt` candidates, in `candidates`' order, and each one's legality once it was checked. */
interface Attempts {
  readonly candidates: readonly Command[];
  readonly legal: (boolean | undefined)[];
}
const attemptsMemo = new WeakMap<GameState, Attempts>();

/**
 * Whether some legal `observe/attempt` of the state is `wanted`: all the
 * umpire's reminders ask (Cases 8.93, 38.56), so a push checks only those
 * candidates, in order, and stops at the first legal one wanted — not every
 * candidate of every kind (issue 23, push16). The same answer as
 * `legalActions(state).commands.some(c => isAttempt(c) && wanted(c))`: the
 * whole list's when it was made already; otherwise each candidate is checked
 * at most once per state (keyed as above).
 */
export function anyLegalAttempt(state: GameState, wanted: (attempt: Command) => boolean): boolean {
  const whole = memo.get(state);
  if (whole) return whole.commands.some((c) => isAttempt(c) && wanted(c));
  let a = attemptsMemo.get(state);
  if (!a) attemptsMemo.set(state, (a = { candidates: candidates(state).filter(isAttempt), legal: [] }));
  return a.candidates.some((c, i) => wanted(c) && (a.legal[i] ??= isLegalCheap(state, c)));
}

const isAttempt = (c: Command): boolean => c.type === 'observe/attempt';
