import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import type { GameLog } from './game-log';
import type { History } from './history-queries';
import { DamagedEventError } from './host-errors';
import { LogTimeline } from './log-timeline';
import { PagedTimeline } from './paged-timeline';

export type { History };

/**
 * A game's history, opened when first needed (undo, redo, rewind, replay,
 * audit, live events: issue 23). Opening checked only the rows it read (the
 * tail after the newest snapshot); every row is checked here first (from the
 * game's mark, app/row-checks.ts), so a damaged row in older history is named
 * — game, seq and what is wrong — before anything is decided or written from
 * it. The history stays unread, and is checked again when next asked for.
 *
 * A log that answers `history()` is read in pages, around the seqs asked for
 * (PagedTimeline); any other is read whole (LogTimeline).
 */
export function readHistory<S extends VersionedState, E extends LoggedEvent>(log: GameLog<S, E>, setup: S, fold: (s: S, e: E) => S, pageSize?: number): History<S, E> {
  try {
    log.checkRows?.(0);
  } catch (error) {
    if (!(error instanceof DamagedEventError)) throw error;
    throw new DamagedEventError(
      error.seq,
      `${error.message}. The game's history (undo, redo, rewind, replay, audit) cannot be read past it; nothing was changed. ` +
        'The game plays on from where it stands; export it to repair the row.',
      { cause: error },
    );
  }
  const q = log.history?.();
  if (q) return new PagedTimeline<S, E>(log.initial() ?? setup, log, q, fold, pageSize);
  return LogTimeline.read<S, E>(log, setup, fold, () => undefined);
}
