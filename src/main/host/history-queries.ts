import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import type { CommitBatch, LogRow } from './game-log';

/** The history of a game as undo, redo, rewind, replay and the audit read it: a whole read (LogTimeline) or pages (PagedTimeline). */
export interface History<S extends VersionedState = VersionedState, E extends LoggedEvent = LoggedEvent> {
  /** The state before the first event: the stored setup when the log keeps one. */
  readonly initial: S;
  /** Every row, in order (the audit, exports: a whole read). */
  readonly rows: readonly LogRow<E>[];
  /** The highest seq written (0 when the log is empty). */
  readonly lastSeq: number;
  row(seq: number): LogRow<E> | undefined;
  eventAt(seq: number): E;
  /** The newest live game event, or 0. */
  lastLiveSeq(): number;
  /** The oldest live game event after `seq`, or undefined. */
  liveAfter(seq: number): number | undefined;
  /** The live game events from `seq` on. */
  liveSeqsFrom(seq: number): number[];
  liveSeqs(): number[];
  liveEvents(): E[];
  lastLiveBefore(seq: number): number;
  batchStartOf(seq: number): number;
  batchAt(start: number): readonly number[];
  groupBatches(seqs: readonly number[]): number[][];
  stateAtTime(at: number): S;
  appendCommitted(batches: readonly CommitBatch<S, E>[], seqs: readonly (readonly number[])[]): void;
  appendRewind(rewindSeq: number, reverted: readonly number[], fromSeq: number, reason: string): void;
}
