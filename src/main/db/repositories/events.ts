import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { EventRow, NewEvent, StoredEvent } from '../queries/events';
import { appendEventParams, eventFromRow, eventSql, rewindEventParams } from '../queries/events';
import type { GameStatus } from '../queries/games';
import { gameSql } from '../queries/games';
import { AuditRepository } from './audit';

type InsertParams = ReturnType<typeof appendEventParams>[number] | ReturnType<typeof rewindEventParams>;

export interface RewindReport {
  /** The seq of the rewind record itself. */
  readonly rewindSeq: number;
  /** The events it abandoned, in order. They stay in the log, marked. */
  readonly reverted: readonly number[];
}

export class EventsRepository {
  private readonly nextSeqStmt;
  private readonly insertStmt;
  private readonly liveStmt;
  private readonly allStmt;
  private readonly getStmt;
  private readonly markStmt;
  private readonly dropSnapshotsStmt;
  private readonly statusStmt;
  private readonly audit: AuditRepository;

  constructor(
    private readonly db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.nextSeqStmt = db.prepare<[string], { seq: number }>(eventSql.nextSeq);
    this.insertStmt = db.prepare<[InsertParams]>(eventSql.insert);
    this.liveStmt = db.prepare<[{ gameId: string; afterSeq: number }], EventRow>(eventSql.listLive);
    this.allStmt = db.prepare<[string], EventRow>(eventSql.listAll);
    this.getStmt = db.prepare<[string, number], EventRow>(eventSql.get);
    this.markStmt = db.prepare<[{ gameId: string; fromSeq: number; rewindSeq: number }], { seq: number }>(eventSql.markReverted);
    this.dropSnapshotsStmt = db.prepare<[{ gameId: string; fromSeq: number }]>(eventSql.dropSnapshotsFrom);
    this.statusStmt = db.prepare<[string], { status: GameStatus }>(gameSql.status);
    this.audit = new AuditRepository(db, ctx);
  }

  /**
   * Appends a batch of events in one transaction and returns their seqs.
   * Either every event is saved or none is: a bad item anywhere in the batch
   * leaves the log as it was.
   */
  append(gameId: string, items: readonly NewEvent[]): number[] {
    if (items.length === 0) return [];
    return this.db
      .transaction(() => {
        this.assertOpen(gameId, 'events cannot be added');
        const first = this.nextSeqStmt.get(gameId)?.seq ?? 1;
        const rows = appendEventParams(gameId, first, items, this.ctx);
        for (const row of rows) this.insertStmt.run(row);
        return rows.map((r) => r.seq);
      })
      .immediate();
  }

  /** The events that make the current game: no reverted ones, no rewind records. */
  listLive(gameId: string, afterSeq = 0): StoredEvent[] {
    return this.liveStmt.all({ gameId, afterSeq }).map((row) => eventFromRow(gameId, row));
  }

  /** The whole log, abandoned branches and rewind records included: for the umpire's audit view. Host only. */
  listAll(gameId: string): StoredEvent[] {
    return this.allStmt.all(gameId).map((row) => eventFromRow(gameId, row));
  }

  /**
   * Undo as a branch: marks every live event from `fromSeq` on as reverted by
   * a new rewind record, drops the snapshots that include them, and notes it
   * in the audit trail. Nothing is deleted from the log.
   */
  revertFrom(gameId: string, fromSeq: number, reason: string): RewindReport {
    if (!Number.isInteger(fromSeq) || fromSeq < 1) throw new InvalidInputError(`cannot rewind to seq ${fromSeq}: seqs start at 1`);
    if (reason.trim() === '') throw new InvalidInputError('a rewind needs a reason for the audit trail');
    return this.db
      .transaction(() => {
        this.assertOpen(gameId, 'it cannot be rewound');
        const target = this.getStmt.get(gameId, fromSeq);
        if (!target) throw new NotFoundError(`game ${gameId} has no event ${fromSeq}`);
        if (target.kind !== 'game') throw new ConflictError(`event ${fromSeq} of game ${gameId} is a rewind record, not a game event`);
        if (target.revertedBy !== null) {
          throw new ConflictError(`event ${fromSeq} of game ${gameId} was already reverted by rewind ${target.revertedBy}`);
        }
        const rewindSeq = this.nextSeqStmt.get(gameId)?.seq ?? 1;
        this.insertStmt.run(rewindEventParams(gameId, rewindSeq, fromSeq, reason.trim(), this.ctx));
        const reverted = this.markStmt
          .all({ gameId, fromSeq, rewindSeq })
          .map((r) => r.seq)
          .sort((a, b) => a - b);
        this.dropSnapshotsStmt.run({ gameId, fromSeq });
        this.audit.append(gameId, 'rewind', { fromSeq, reverted, reason: reason.trim() }, rewindSeq);
        return { rewindSeq, reverted };
      })
      .immediate();
  }

  private assertOpen(gameId: string, consequence: string): void {
    const game = this.statusStmt.get(gameId);
    if (!game) throw new NotFoundError(`game ${gameId} does not exist; ${consequence}`);
    if (game.status === 'finished' || game.status === 'abandoned') {
      throw new ConflictError(`game ${gameId} is ${game.status}; ${consequence}`);
    }
  }
}
