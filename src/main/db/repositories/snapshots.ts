import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { ConflictError } from '../errors';
import type { Snapshot } from '../queries/snapshots';
import { latestSnapshotParams, saveSnapshotParams, snapshotFromRow, snapshotSql } from '../queries/snapshots';
import { explainConstraint } from './errors-map';

export class SnapshotsRepository {
  private readonly upsertStmt;
  private readonly latestStmt;
  private readonly liveEventStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.upsertStmt = db.prepare<[ReturnType<typeof saveSnapshotParams>]>(snapshotSql.upsert);
    this.latestStmt = db.prepare<[{ gameId: string; seq: number }], { seq: number; state: string; createdAt: string }>(
      snapshotSql.latestAtOrBefore,
    );
    this.liveEventStmt = db.prepare<[string, number], { 1: number }>(snapshotSql.liveEvent);
  }

  /** Saves the state after live event `seq` (0: before any event). Refused on a reverted or unknown seq. */
  save(gameId: string, seq: number, state: unknown): void {
    const params = saveSnapshotParams(gameId, seq, state, this.ctx);
    if (params.seq > 0 && !this.liveEventStmt.get(params.gameId, params.seq)) {
      throw new ConflictError(`game ${gameId} has no live event ${seq}; the snapshot was not saved`);
    }
    try {
      this.upsertStmt.run(params);
    } catch (error) {
      explainConstraint(error, { foreignKey: `game ${gameId} does not exist; the snapshot was not saved` });
    }
  }

  /** The newest snapshot at or before `seq`, to replay the rest from. */
  latestAtOrBefore(gameId: string, seq: number = Number.MAX_SAFE_INTEGER): Snapshot | null {
    const row = this.latestStmt.get(latestSnapshotParams(gameId, seq));
    return row ? snapshotFromRow(gameId, row) : null;
  }
}
