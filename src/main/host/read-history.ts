import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import type { AuditRecord, GameLog } from './game-log';
import { DamagedEventError } from './host-errors';
import { LogTimeline } from './log-timeline';

export type { LogTimeline };

/**
 * A game's whole log, read when its history is first needed (undo, redo,
 * rewind, replay, audit, live events: issue 23). Opening checked only the
 * rows it read (the tail after the newest snapshot); every row is checked
 * here first, so a damaged row in older history is named — game, seq and
 * what is wrong — before anything is decided or written from it. The
 * history stays unread, and is checked again when next asked for.
 */
export function readHistory<S extends VersionedState, E extends LoggedEvent>(log: GameLog<S, E>, setup: S, fold: (s: S, e: E) => S): LogTimeline<S, E> {
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
  // Only the batches are needed of the audit trail: their seqs, when the store can give them alone.
  const batches = log.batchSeqs?.() ?? null;
  const audit = batches?.map((seqs, id): AuditRecord => ({ id, seq: null, kind: 'command', detail: { seqs } as AuditRecord['detail'], createdAt: '' }));
  return LogTimeline.read<S, E>(log, setup, fold, () => undefined, audit);
}
