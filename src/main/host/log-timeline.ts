import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import { BatchIndex } from './batch-index';
import type { AuditRecord, CommitBatch, GameLog, LogRow } from './game-log';
import type { History } from './history-queries';
import { DamagedEventError, HostError, UnknownEventError } from './host-errors';

type Fold<S, E> = (state: S, event: E) => S;

/**
 * The host's copy of one game's log: every row in seq order (live events,
 * abandoned branches, rewind records) and the command batch each game event
 * belongs to, known from the audit trail's `command` and `redo` rows. Undo,
 * redo, replay and the audit read it; it changes only after a write is
 * committed.
 */
export class LogTimeline<S extends VersionedState = VersionedState, E extends LoggedEvent = LoggedEvent> implements History<S, E> {
  private readonly batches = new BatchIndex();

  private constructor(
    /** The state before the first event: the stored setup when the log keeps one. */
    readonly initial: S,
    private readonly log: GameLog<S, E>,
    private readonly fold: Fold<S, E>,
    private readonly rowList: LogRow<E>[],
    private readonly rowAt: Map<number, number>,
  ) {}

  /** Reads `log`; `visit` sees each audit entry in order, once the batch it names is known (the redo stack is rebuilt that way). */
  static read<S extends VersionedState, E extends LoggedEvent>(
    log: GameLog<S, E>,
    initial: S,
    fold: Fold<S, E>,
    visit: (entry: AuditRecord, timeline: LogTimeline<S, E>) => void,
    audit: readonly AuditRecord[] = log.auditEntries(),
  ): LogTimeline<S, E> {
    const rows = [...log.rows()];
    const rowAt = new Map<number, number>();
    rows.forEach((r, i) => rowAt.set(r.seq, i));
    const timeline = new LogTimeline(log.initial() ?? initial, log, fold, rows, rowAt);
    for (const a of audit) {
      if (a.kind === 'command' || a.kind === 'redo') timeline.batches.register(a.detail.seqs);
      visit(a, timeline);
    }
    for (const r of rows) if (r.kind === 'game' && !timeline.batches.has(r.seq)) timeline.batches.register([r.seq]);
    return timeline;
  }

  get rows(): readonly LogRow<E>[] {
    return this.rowList;
  }

  /** The highest seq written (0 when the log is empty). */
  get lastSeq(): number {
    return this.rowList.at(-1)?.seq ?? 0;
  }

  row(seq: number): LogRow<E> | undefined {
    const i = this.rowAt.get(seq);
    return i === undefined ? undefined : this.rowList[i];
  }

  eventAt(seq: number): E {
    const r = this.row(seq);
    if (!r || r.kind !== 'game') throw new HostError(`Event ${seq} is not a game event.`);
    return r.event;
  }

  liveSeqs(): number[] {
    const out: number[] = [];
    for (const r of this.rowList) if (r.kind === 'game' && r.revertedBy === null) out.push(r.seq);
    return out;
  }

  lastLiveSeq(): number {
    return this.liveSeqs().at(-1) ?? 0;
  }

  liveAfter(seq: number): number | undefined {
    return this.liveSeqs().find((s) => s > seq);
  }

  liveSeqsFrom(seq: number): number[] {
    return this.liveSeqs().filter((s) => s >= seq);
  }

  liveEvents(): E[] {
    const out: E[] = [];
    for (const r of this.rowList) if (r.kind === 'game' && r.revertedBy === null) out.push(r.event);
    return out;
  }

  lastLiveBefore(seq: number): number {
    let last = 0;
    for (const r of this.rowList) {
      if (r.seq >= seq) break;
      if (r.kind === 'game' && r.revertedBy === null) last = r.seq;
    }
    return last;
  }

  /** The first seq of the command batch `seq` belongs to. */
  batchStartOf(seq: number): number {
    return this.batches.startOf(seq);
  }

  /** The seqs of the command batch starting at `start`. */
  batchAt(start: number): readonly number[] {
    return this.batches.at(start);
  }

  /** Groups seqs by the command batch each belongs to, keeping order. */
  groupBatches(seqs: readonly number[]): number[][] {
    return this.batches.group(seqs);
  }

  /**
   * The state right after event `at` was written: every game event with
   * seq ≤ at that was live then (not reverted, or reverted by a later
   * rewind).
   * Starts from the newest snapshot at or before `at` whose version matches.
   */
  stateAtTime(at: number): S {
    const liveThen = (r: LogRow<E>) => r.kind === 'game' && r.seq <= at && (r.revertedBy === null || r.revertedBy > at);
    const snap = at > 0 ? this.usableSnapshot(at, liveThen) : null;
    if (snap) {
      // A snapshot is a cache: one that does not fold (damaged in a way its version did not show) is ignored.
      try {
        return this.foldFrom(snap.state, snap.seq, at, liveThen);
      } catch {
        // fall back to the whole log
      }
    }
    return this.foldFrom(this.initial, 0, at, liveThen);
  }

  private foldFrom(start: S, from: number, at: number, liveThen: (r: LogRow<E>) => boolean): S {
    const rows: LogRow<E>[] = [];
    for (const r of this.rowList) {
      if (r.seq <= from) continue;
      if (r.seq > at) break;
      rows.push(r);
    }
    return foldRows(rows, start, liveThen, this.fold);
  }

  /**
   * The newest snapshot at or before `at` that can be trusted: readable, its
   * version matching the number of live events up to it, and the same shape
   * as the setup (every top-level field present, of the same kind). Anything
   * else is ignored and the state is folded from the log.
   */
  private usableSnapshot(at: number, liveThen: (r: LogRow<E>) => boolean): { seq: number; state: S } | null {
    let snap: { seq: number; state: S } | null;
    try {
      snap = this.log.snapshotAtOrBefore(at);
    } catch {
      return null;
    }
    if (!snap || snap.seq <= 0 || !sameShape(this.initial, snap.state)) return null;
    let count = 0;
    for (const r of this.rowList) {
      if (r.seq > snap.seq) break;
      if (liveThen(r)) count++;
    }
    return snap.state.version === this.initial.version + count ? snap : null;
  }

  /** Adds committed batches (`seqs`: each batch's seqs, as the log returned them). */
  appendCommitted(batches: readonly CommitBatch<S, E>[], seqs: readonly (readonly number[])[]): void {
    const createdAt = new Date().toISOString();
    batches.forEach((b, bi) => {
      const list = seqs[bi] ?? [];
      b.events.forEach((event, i) => {
        const seq = list[i]!;
        this.rowAt.set(seq, this.rowList.length);
        this.rowList.push({ seq, kind: 'game', event, revertedBy: null, createdAt });
      });
      if (list.length > 0) this.batches.register(list);
    });
  }

  /** Marks the reverted events and adds the rewind record that reverted them. */
  appendRewind(rewindSeq: number, reverted: readonly number[], fromSeq: number, reason: string): void {
    for (const seq of reverted) {
      const i = this.rowAt.get(seq);
      const r = i === undefined ? undefined : this.rowList[i];
      // Field by field: a store may give rows whose event is read on first access (a getter a spread would not copy).
      if (r && r.kind === 'game') this.rowList[i!] = { seq: r.seq, kind: 'game', event: r.event, revertedBy: rewindSeq, createdAt: r.createdAt };
    }
    this.rowAt.set(rewindSeq, this.rowList.length);
    this.rowList.push({ seq: rewindSeq, kind: 'rewind', fromSeq, reason, revertedBy: null, createdAt: new Date().toISOString() });
  }
}

/** Folds the rows `liveThen` keeps onto `start`; a row that does not fold throws naming its seq (DamagedEventError, or UnknownEventError for an unknown type). */
export function foldRows<S, E extends LoggedEvent>(rows: readonly LogRow<E>[], start: S, liveThen: (r: LogRow<E>) => boolean, fold: Fold<S, E>): S {
  let s = start;
  for (const r of rows) {
    if (!liveThen(r) || r.kind !== 'game') continue;
    try {
      s = fold(s, r.event);
    } catch (error) {
      if (error instanceof DamagedEventError || (error instanceof UnknownEventError && error.seq !== undefined)) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      if (error instanceof UnknownEventError) throw new UnknownEventError(`event seq ${r.seq}: ${reason}`, r.seq);
      throw new DamagedEventError(r.seq, `event seq ${r.seq} ("${r.event.type}") does not replay: ${reason}`, { cause: error });
    }
  }
  return s;
}

const kindOf = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Every top-level field of `reference` is in `candidate`, with the same kind of value (null goes with anything but absence). */
export function sameShape(reference: object, candidate: unknown): boolean {
  if (kindOf(candidate) !== 'object') return false;
  const c = candidate as Record<string, unknown>;
  return Object.entries(reference).every(([k, v]) => {
    if (v === undefined) return true;
    if (!(k in c)) return false;
    const a = kindOf(v);
    const b = kindOf(c[k]);
    return a === b || a === 'null' || b === 'null';
  });
}
