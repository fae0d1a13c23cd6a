import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import type { AuditRecord, CommitBatch, LogRow } from './game-log';

/**
 * What a game's history asks of its store (issue 23): the rows of one page,
 * the live seqs around a seq, how many events were live at a moment, and the
 * command batch a seq belongs to — so undo, rewind and the replay of a recent
 * event read about a page, not every row of the game. Each answer must equal
 * the scan of the whole log below (`scanHistory`; the campaign's answers are
 * checked against it on generated games: app/history-pages.property.test.ts).
 */
export interface HistoryQueries<E extends LoggedEvent = LoggedEvent> {
  /** The highest seq written (0 when none). */
  lastSeq(): number;
  /** Every row with from ≤ seq ≤ to (rewind records and reverted events too), in order. */
  rowsBetween(from: number, to: number): readonly LogRow<E>[];
  /** The newest live game event with seq < `seq`, or 0. */
  liveBefore(seq: number): number;
  /** The oldest live game event with seq > `seq`, or null. */
  liveAfter(seq: number): number | null;
  /** The live game events with seq ≥ `seq`, in order. */
  liveFrom(seq: number): number[];
  /** How many game events with seq ≤ `through` were live right after event `at` was written (not reverted, or reverted by a later rewind). */
  liveThen(through: number, at: number): number;
  /** The `seqs` of the newest `command` or `redo` entry whose seq is ≤ `seq` (the batch `seq` belongs to when it names it), or null when there is none. */
  batchOf(seq: number): unknown;
  /** The `seqs` of that entry (all entries, when there is none) and of every `command` and `redo` entry after it, in order. */
  batchesFrom(seq: number): readonly unknown[];
}

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

/** `HistoryQueries` answered by scanning a log's rows and audit trail (exact, O(n) each): the memory log's, and the reference the campaign's are tested against. */
export function scanHistory<E extends LoggedEvent>(rows: () => readonly LogRow<E>[], audit: () => readonly AuditRecord[]): HistoryQueries<E> {
  const live = (r: LogRow<E>) => r.kind === 'game' && r.revertedBy === null;
  const batchEntries = () => audit().filter((a) => (a.kind === 'command' || a.kind === 'redo') && a.seq !== null);
  const batchIndex = (seq: number) => {
    const all = batchEntries();
    for (let i = all.length - 1; i >= 0; i--) if (all[i]!.seq! <= seq) return { all, i };
    return { all, i: -1 };
  };
  return {
    lastSeq: () => rows().at(-1)?.seq ?? 0,
    rowsBetween: (from, to) => rows().filter((r) => r.seq >= from && r.seq <= to),
    liveBefore: (seq) => rows().filter((r) => live(r) && r.seq < seq).at(-1)?.seq ?? 0,
    liveAfter: (seq) => rows().find((r) => live(r) && r.seq > seq)?.seq ?? null,
    liveFrom: (seq) => rows().filter((r) => live(r) && r.seq >= seq).map((r) => r.seq),
    liveThen: (through, at) => rows().filter((r) => r.kind === 'game' && r.seq <= through && (r.revertedBy === null || r.revertedBy > at)).length,
    batchOf(seq) {
      const { all, i } = batchIndex(seq);
      return i < 0 ? null : (all[i]!.detail.seqs ?? null);
    },
    batchesFrom(seq) {
      const { all, i } = batchIndex(seq);
      return all.slice(Math.max(0, i)).map((a) => a.detail.seqs);
    },
  };
}
