import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';

/**
 * What the host needs from storage: the whole log of one game (live events,
 * abandoned branches and rewind records), its audit trail, snapshots, and
 * atomic writes. `campaignGameLog` keeps it in the campaign database;
 * `MemoryGameLog` keeps it in memory (tests, demos, hosts given a bare
 * `EventStore`).
 */
export type LogRow<E extends LoggedEvent = LoggedEvent> =
  | { readonly seq: number; readonly kind: 'game'; readonly event: E; readonly revertedBy: number | null; readonly createdAt: string }
  | { readonly seq: number; readonly kind: 'rewind'; readonly fromSeq: number; readonly reason: string; readonly revertedBy: null; readonly createdAt: string };

export type AuditDetail = Readonly<Record<string, unknown>>;

export interface AuditRecord {
  readonly id: number;
  /** The event seq the entry is about (first seq of a command; the rewind record's seq). */
  readonly seq: number | null;
  readonly kind: string;
  readonly detail: AuditDetail;
  readonly createdAt: string;
}

/** One command's events, written together with their audit row (and a snapshot when one falls due). */
export interface CommitBatch<S = VersionedState, E extends LoggedEvent = LoggedEvent> {
  readonly events: readonly E[];
  /** Audit row written with seq = the batch's first seq. Its detail gets `seqs` added. */
  readonly audit: { readonly kind: string; readonly detail: AuditDetail };
  /** State after `events[index]`, saved as the snapshot at that event's seq. */
  readonly snapshot?: { readonly index: number; readonly state: S };
}

export type LogGameStatus = 'setup' | 'active' | 'finished' | 'abandoned';
export type LogDiceMode = 'seeded' | 'physical' | 'scripted';

export interface ManCasualty {
  readonly manId: string;
  readonly name: string;
  readonly side: string;
  readonly condition: string;
  readonly wounds: number;
}

export interface FinishRecord {
  readonly sides: Readonly<Record<string, { readonly outcome: 'win' | 'loss' | 'draw'; readonly level?: string | null; readonly casualties: number }>>;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  readonly casualties: readonly ManCasualty[];
}

/** `S` and `E` are the ruleset's state and events; the log stores them as they are. */
export interface GameLog<S = VersionedState, E extends LoggedEvent = LoggedEvent> {
  /** The stored setup (state before event 1), when the store keeps one; it wins over the caller's. */
  initial(): S | null;
  rows(): readonly LogRow<E>[];
  auditEntries(): readonly AuditRecord[];
  status(): LogGameStatus;
  diceMode(): LogDiceMode;
  /** Newest snapshot at or before `seq` (seq ≥ 1), or null. A cache: the host checks it before trusting it. */
  snapshotAtOrBefore(seq: number): { readonly seq: number; readonly state: S } | null;
  /** Appends every batch, their audit rows, snapshots and the dice state in ONE transaction. Returns each batch's seqs. */
  commit(batches: readonly CommitBatch<S, E>[]): number[][];
  /** Undo as a branch: marks live events ≥ fromSeq reverted by a new rewind record; `seen` (when not null) goes to the audit too, same transaction. */
  rewind(fromSeq: number, reason: string, seen: AuditDetail | null): { readonly rewindSeq: number; readonly reverted: readonly number[] };
  setDiceMode(mode: LogDiceMode, detail: AuditDetail): void;
  /** An audit row of its own (the order queue's: issue 15), written at once. */
  note(kind: string, detail: AuditDetail): void;
  finish(result: FinishRecord): void;
  /** Cheap reads to open the game without reading its whole history (issue 23); a log without them is read whole. */
  queries?(): LogQueries<E>;
  /**
   * Checks the stored rows with seq > `afterSeq` (every row for 0) for damage
   * without replaying them, and throws `DamagedEventError` naming the game
   * and the first damaged row. Opening checks the tail it reads; the rest is
   * checked when history is first read (issue 23). A log that cannot be
   * damaged (memory) has none.
   */
  checkRows?(afterSeq: number): void;
  /**
   * What history asks of the store (issue 23): pages of rows, the live seqs
   * and the command batch around a seq, so undo, rewind and a recent replay
   * read about a page (paged-timeline.ts). A log without it is read whole.
   */
  history?(): HistoryQueries<E>;
}

/**
 * What opening a game needs, asked of the store instead of reading every row
 * and audit entry (issue 23, open-quick.ts). Each answer must equal what
 * `rows()` and `auditEntries()` would give (open-quick.property.test.ts).
 */
export interface LogQueries<E extends LoggedEvent = LoggedEvent> {
  /** The seq of the newest live game event (0 when none is live). */
  lastLiveSeq(): number;
  /** How many game events with seq ≤ `seq` are live (not reverted). */
  liveCountThrough(seq: number): number;
  /** Every row with seq > `seq`, in order. */
  rowsAfter(seq: number): readonly LogRow<E>[];
  /** The audit entries after the newest `command` entry (all of them when there is none), in order. */
  auditSinceLastCommand(): readonly AuditRecord[];
  /** The `command` and `redo` entries whose seq is in [from, to], in order. */
  batchEntries(from: number, to: number): readonly AuditRecord[];
  /** The newest `command` entry whose `detail.commandId` is `commandId`, or null. */
  commandEntry(commandId: string): AuditRecord | null;
}

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

/** Any store that can take a command's events atomically (the original host interface). */
export interface EventStoreLike<E = LoggedEvent> {
  append(events: readonly E[]): void;
}

/** A full log, or a bare store that takes a command's events (the first host API)? */
export function isGameLog<S, E extends LoggedEvent>(store: EventStoreLike<E> | GameLog<S, E>): store is GameLog<S, E> {
  return typeof (store as Partial<GameLog<S, E>>).commit === 'function' && typeof (store as Partial<GameLog<S, E>>).rows === 'function';
}

/**
 * The whole log in memory. Given a bare store, every commit is also
 * forwarded to it (so old `EventStore`s keep receiving each command's events).
 */
export class MemoryGameLog<S = VersionedState, E extends LoggedEvent = LoggedEvent> implements GameLog<S, E> {
  private readonly log: LogRow<E>[] = [];
  private readonly audit: AuditRecord[] = [];
  private readonly snapshots = new Map<number, S>();
  private currentStatus: LogGameStatus = 'active';
  private mode: LogDiceMode;
  private auditId = 0;
  result: FinishRecord | null = null;

  constructor(options: { diceMode?: LogDiceMode; forward?: EventStoreLike<E>; now?: () => string } = {}) {
    this.mode = options.diceMode ?? 'seeded';
    this.forward = options.forward;
    this.now = options.now ?? (() => new Date().toISOString());
  }

  private readonly forward: EventStoreLike<E> | undefined;
  private readonly now: () => string;

  initial(): S | null {
    return null;
  }
  rows(): readonly LogRow<E>[] {
    return this.log;
  }
  auditEntries(): readonly AuditRecord[] {
    return this.audit;
  }
  status(): LogGameStatus {
    return this.currentStatus;
  }
  diceMode(): LogDiceMode {
    return this.mode;
  }

  snapshotAtOrBefore(seq: number): { seq: number; state: S } | null {
    let best: { seq: number; state: S } | null = null;
    for (const [s, state] of this.snapshots) if (s <= seq && (!best || s > best.seq)) best = { seq: s, state };
    return best;
  }

  commit(batches: readonly CommitBatch<S, E>[]): number[][] {
    this.assertOpen();
    const out: number[][] = [];
    let next = this.nextSeq();
    const createdAt = this.now();
    // Everything is computed before anything is changed: all or nothing.
    const rows: LogRow<E>[] = [];
    const audits: Omit<AuditRecord, 'id'>[] = [];
    const snaps: [number, S][] = [];
    for (const b of batches) {
      const seqs = b.events.map((_, i) => next + i);
      next += seqs.length;
      b.events.forEach((event, i) => rows.push({ seq: seqs[i]!, kind: 'game', event, revertedBy: null, createdAt }));
      if (seqs.length > 0) audits.push({ seq: seqs[0]!, kind: b.audit.kind, detail: { ...b.audit.detail, seqs }, createdAt });
      if (b.snapshot && seqs[b.snapshot.index] !== undefined) snaps.push([seqs[b.snapshot.index]!, b.snapshot.state]);
      out.push(seqs);
    }
    if (this.forward) for (const b of batches) if (b.events.length > 0) this.forward.append(b.events);
    this.log.push(...rows);
    for (const a of audits) this.audit.push({ id: ++this.auditId, ...a });
    for (const [s, st] of snaps) this.snapshots.set(s, st);
    return out;
  }

  rewind(fromSeq: number, reason: string, seen: AuditDetail | null): { rewindSeq: number; reverted: number[] } {
    this.assertOpen();
    const target = this.log.find((r) => r.seq === fromSeq);
    if (!target || target.kind !== 'game' || target.revertedBy !== null) throw new Error(`event ${fromSeq} is not a live game event; nothing was rewound`);
    const rewindSeq = this.nextSeq();
    const createdAt = this.now();
    const reverted: number[] = [];
    for (let i = 0; i < this.log.length; i++) {
      const r = this.log[i]!;
      if (r.kind === 'game' && r.revertedBy === null && r.seq >= fromSeq) {
        this.log[i] = { ...r, revertedBy: rewindSeq };
        reverted.push(r.seq);
      }
    }
    this.log.push({ seq: rewindSeq, kind: 'rewind', fromSeq, reason, revertedBy: null, createdAt });
    for (const s of [...this.snapshots.keys()]) if (s >= fromSeq) this.snapshots.delete(s);
    this.audit.push({ id: ++this.auditId, seq: rewindSeq, kind: 'rewind', detail: { fromSeq, reverted, reason }, createdAt });
    if (seen) this.audit.push({ id: ++this.auditId, seq: rewindSeq, kind: 'rewind-seen', detail: seen, createdAt });
    return { rewindSeq, reverted };
  }

  setDiceMode(mode: LogDiceMode, detail: AuditDetail): void {
    this.mode = mode;
    this.audit.push({ id: ++this.auditId, seq: null, kind: 'dice-mode', detail, createdAt: this.now() });
  }

  note(kind: string, detail: AuditDetail): void {
    this.audit.push({ id: ++this.auditId, seq: null, kind, detail, createdAt: this.now() });
  }

  finish(result: FinishRecord): void {
    this.assertOpen();
    this.result = result;
    this.currentStatus = 'finished';
    this.audit.push({ id: ++this.auditId, seq: null, kind: 'finish', detail: { casualties: result.casualties }, createdAt: this.now() });
  }

  /** The same answers as reading the whole log, by scanning the arrays (the reference the campaign's queries are tested against). */
  queries(): LogQueries<E> {
    return scanQueries(() => this.log, () => this.audit);
  }

  /** History asked of the arrays, as of a store (the same paged timeline as the campaign's, answered by scans). */
  history(): HistoryQueries<E> {
    return scanHistory(() => this.log, () => this.audit);
  }

  private nextSeq(): number {
    return (this.log.at(-1)?.seq ?? 0) + 1;
  }

  private assertOpen(): void {
    if (this.currentStatus === 'finished' || this.currentStatus === 'abandoned') throw new Error(`the game is ${this.currentStatus}; nothing was changed`);
  }
}

/** `LogQueries` answered by scanning a log's rows and audit trail (exact, O(n) each). */
export function scanQueries<E extends LoggedEvent>(rows: () => readonly LogRow<E>[], audit: () => readonly AuditRecord[]): LogQueries<E> {
  const live = (r: LogRow<E>) => r.kind === 'game' && r.revertedBy === null;
  const lastIndex = <T>(list: readonly T[], test: (x: T) => boolean): number => {
    for (let i = list.length - 1; i >= 0; i--) if (test(list[i]!)) return i;
    return -1;
  };
  return {
    lastLiveSeq: () => {
      const all = rows();
      return all[lastIndex(all, live)]?.seq ?? 0;
    },
    liveCountThrough: (seq) => rows().filter((r) => r.seq <= seq && live(r)).length,
    rowsAfter: (seq) => rows().filter((r) => r.seq > seq),
    auditSinceLastCommand: () => {
      const all = audit();
      return all.slice(lastIndex(all, (a) => a.kind === 'command') + 1);
    },
    batchEntries: (from, to) => audit().filter((a) => (a.kind === 'command' || a.kind === 'redo') && a.seq !== null && a.seq >= from && a.seq <= to),
    commandEntry: (commandId) => {
      const all = audit();
      return all[lastIndex(all, (a) => a.kind === 'command' && a.detail.commandId === commandId)] ?? null;
    },
  };
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
