import type { Tagged } from '@shared/kernel/ruleset';
import { UnknownEventError } from './host-errors';

/**
 * A ruleset's `evolve` over a stored event, refusing an event it does not
 * know rather than folding it into nothing (a newer Sightline wrote it, or
 * the row is damaged). Used when the host READS a log; a command's own
 * events come folded from `run`.
 */
export function foldKnown<S, E extends Tagged>(evolve: (state: S, event: E) => S, state: S, event: E): S {
  const next = evolve(state, event) as S | undefined;
  if (!next || typeof next !== 'object') {
    throw new UnknownEventError(`Event of type "${String((event as { type?: unknown }).type)}" is not one this ruleset knows: the row is damaged.`);
  }
  return next;
}
