import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import { BatchIndex } from './batch-index';
import type { CommitBatch, GameLog, HistoryQueries, LogRow } from './game-log';
import type { History } from './history-queries';
import { foldRows, sameShape } from './log-timeline';
import { HostError } from './host-errors';

type Fold<S, E> = (state: S, event: E) => S;

/**
 * Seqs per page: one range query on the events' primary key. The host's
 * snapshot cadence (DEFAULT_SNAPSHOT_EVERY): a replay folds from the newest
 * snapshot at most that far back, so it reads one or two pages of 200 rather
 * than of 500 (issue 23).
 */
export const HISTORY_PAGE = 200;

/**
 * A game's history read in pages (issue 23): undo, redo, rewind and replay
 * ask the store for the live seqs and the command batch around the seq they
 * need, and read the rows of the pages they fold (from the newest usable
 * snapshot at or before the moment asked for). Opening the history for the
 * newest event reads about a page; a rewind into an early page reads the
 * pages it reverts; the audit and exports still read every page.
 *
 * Pages are kept once read; a write drops the pages it touched (the store
 * is the truth after a commit) and adds the batches it wrote. Damage is
 * found as before: every row was checked (from the mark) before the history
 * was first read (read-history.ts), and a damaged row's event throws
 * `DamagedEventError` naming it when a fold or read reaches it.
 */
export class PagedTimeline<S extends VersionedState = VersionedState, E extends LoggedEvent = LoggedEvent> implements History<S, E> {
  private readonly pages = new Map<number, readonly LogRow<E>[]>();
  /** Pages one row of which was read alone (`row`). */
  private readonly glimpsed = new Set<number>();
  private readonly batches = new BatchIndex();
  /** Seqs whose batch was asked for (a seq no entry names is a batch of its own). */
  private readonly asked = new Set<number>();
  /** Every batch with a seq ≥ this is known. */
  private knownFrom = Infinity;
  private last: number;

  constructor(
    readonly initial: S,
    private readonly log: GameLog<S, E>,
    private readonly q: HistoryQueries<E>,
    private readonly fold: Fold<S, E>,
    private readonly pageSize = HISTORY_PAGE,
  ) {
    this.last = q.lastSeq();
  }

  get lastSeq(): number {
    return this.last;
  }

  /** Every row: the whole log, page by page, with every batch (the audit names each event's). */
  get rows(): readonly LogRow<E>[] {
    this.knowBatchesFrom(0);
    return this.between(1, this.last);
  }

  row(seq: number): LogRow<E> | undefined {
    if (!Number.isInteger(seq) || seq < 1 || seq > this.last) return undefined;
    const p = this.pageOf(seq);
    // The first row asked of a page not read is read alone (the replay of the newest event needs only its row's kind:
    // issue 23); a second one reads the page, so a walk over every row still reads by pages.
    if (!this.pages.has(p) && !this.glimpsed.has(p)) {
      this.glimpsed.add(p);
      return this.q.rowsBetween(seq, seq).find((r) => r.seq === seq);
    }
    const rows = this.page(p);
    // Seqs are dense, so the row is usually at its offset; a gap (a store that skips) is searched.
    const guess = rows[seq - 1 - this.pageOf(seq) * this.pageSize];
    return guess?.seq === seq ? guess : rows.find((r) => r.seq === seq);
  }

  eventAt(seq: number): E {
    const r = this.row(seq);
    if (!r || r.kind !== 'game') throw new HostError(`Event ${seq} is not a game event.`);
    return r.event;
  }

  lastLiveSeq(): number {
    return this.q.liveBefore(this.last + 1);
  }

  liveAfter(seq: number): number | undefined {
    return this.q.liveAfter(seq) ?? undefined;
  }

  liveSeqsFrom(seq: number): number[] {
    return this.q.liveFrom(seq);
  }

  liveSeqs(): number[] {
    return this.q.liveFrom(1);
  }

  liveEvents(): E[] {
    const out: E[] = [];
    for (const r of this.between(1, this.last)) if (r.kind === 'game' && r.revertedBy === null) out.push(r.event);
    return out;
  }

  lastLiveBefore(seq: number): number {
    return this.q.liveBefore(seq);
  }

  batchStartOf(seq: number): number {
    this.knowBatchOf(seq);
    return this.batches.startOf(seq);
  }

  batchAt(start: number): readonly number[] {
    this.knowBatchOf(start);
    return this.batches.at(start);
  }

  groupBatches(seqs: readonly number[]): number[][] {
    if (seqs.length > 0) this.knowBatchesFrom(seqs.reduce((m, s) => Math.min(m, s)));
    return this.batches.group(seqs);
  }

  /**
   * The state right after event `at` was written, as LogTimeline gives it:
   * from the newest snapshot at or before `at` that can be trusted (same
   * shape as the setup, its version the setup's plus the events live then up
   * to it, asked of the store), folding the pages after it; else from the setup.
   */
  stateAtTime(at: number): S {
    const liveThen = (r: LogRow<E>) => r.kind === 'game' && r.seq <= at && (r.revertedBy === null || r.revertedBy > at);
    const snap = at > 0 ? this.usableSnapshot(at) : null;
    if (snap) {
      try {
        return foldRows(this.between(snap.seq + 1, at), snap.state, liveThen, this.fold);
      } catch {
        // A snapshot that does not fold is ignored: the whole log names what is wrong.
      }
    }
    return foldRows(this.between(1, at), this.initial, liveThen, this.fold);
  }

  /** The batches are known from `seqs` (one list per batch, as the log returned them); the rows are read from the store when next asked for. */
  appendCommitted(_batches: readonly CommitBatch<S, E>[], seqs: readonly (readonly number[])[]): void {
    const written = seqs.flat();
    if (written.length === 0) return;
    for (const list of seqs) if (list.length > 0) this.batches.register(list);
    this.dropFrom(written.reduce((m, s) => Math.min(m, s)));
    this.last = written.reduce((m, s) => Math.max(m, s), this.last);
  }

  /** The reverted rows and the rewind record are read from the store when next asked for. */
  appendRewind(rewindSeq: number, reverted: readonly number[]): void {
    this.dropFrom(reverted.reduce((m, s) => Math.min(m, s), rewindSeq));
    this.last = Math.max(this.last, rewindSeq);
  }

  private usableSnapshot(at: number): { seq: number; state: S } | null {
    let snap: { seq: number; state: S } | null;
    try {
      snap = this.log.snapshotAtOrBefore(at);
    } catch {
      return null;
    }
    if (!snap || snap.seq <= 0 || !sameShape(this.initial, snap.state)) return null;
    return snap.state.version === this.initial.version + this.q.liveThen(snap.seq, at) ? snap : null;
  }

  private pageOf(seq: number): number {
    return Math.floor((seq - 1) / this.pageSize);
  }

  private page(p: number): readonly LogRow<E>[] {
    let rows = this.pages.get(p);
    if (!rows) {
      rows = this.q.rowsBetween(p * this.pageSize + 1, (p + 1) * this.pageSize);
      this.pages.set(p, rows);
    }
    return rows;
  }

  /** The rows with from ≤ seq ≤ to, from their pages. */
  private between(from: number, to: number): LogRow<E>[] {
    const out: LogRow<E>[] = [];
    if (to < from || to < 1) return out;
    for (let p = this.pageOf(Math.max(1, from)); p <= this.pageOf(to); p++) for (const r of this.page(p)) if (r.seq >= from && r.seq <= to) out.push(r);
    return out;
  }

  /** Pages holding seqs ≥ `seq` are read again when next asked for. */
  private dropFrom(seq: number): void {
    const first = this.pageOf(Math.max(1, seq));
    for (const p of [...this.pages.keys()]) if (p >= first) this.pages.delete(p);
  }

  private knowBatchOf(seq: number): void {
    if (seq >= this.knownFrom || this.batches.has(seq) || this.asked.has(seq)) return;
    this.asked.add(seq);
    this.batches.register(this.q.batchOf(seq));
  }

  private knowBatchesFrom(seq: number): void {
    if (seq >= this.knownFrom) return;
    for (const seqs of this.q.batchesFrom(seq)) this.batches.register(seqs);
    this.knownFrom = seq;
  }
}
