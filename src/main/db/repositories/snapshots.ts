import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { ConflictError, StoredDataError } from '../errors';
import type { JsonObject } from '../json';
import { parseStoredObject } from '../json';
import type { Snapshot } from '../queries/snapshots';
import { latestSnapshotParams, saveSnapshotParams, snapshotFromRow, snapshotSql } from '../queries/snapshots';
import { explainConstraint } from './errors-map';

export class SnapshotsRepository {
  private readonly upsertStmt;
  private readonly latestStmt;
  private readonly liveEventStmt;
  private readonly keepMapStmt;
  private readonly mapStmt;
  private readonly maps: Map<string, JsonObject>;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.upsertStmt = db.prepare<[ReturnType<typeof saveSnapshotParams>]>(snapshotSql.upsert);
    this.latestStmt = db.prepare<[{ gameId: string; seq: number }], { seq: number; state: string; mapHash: string | null; createdAt: string }>(
      snapshotSql.latestAtOrBefore,
    );
    this.liveEventStmt = db.prepare<[string, number], { 1: number }>(snapshotSql.liveEvent);
    this.keepMapStmt = db.prepare<[{ mapHash: string; map: string; createdAt: string }]>(snapshotSql.keepMap);
    this.mapStmt = db.prepare<[string], { json: string }>(snapshotSql.map);
    this.maps = parsedMaps(db);
  }

  /** Saves the state after live event `seq` (0: before any event). Refused on a reverted or unknown seq. */
  save(gameId: string, seq: number, state: unknown): void {
    const params = saveSnapshotParams(gameId, seq, state, this.ctx);
    if (params.seq > 0 && !this.liveEventStmt.get(params.gameId, params.seq)) {
      throw new ConflictError(`game ${gameId} has no live event ${seq}; the snapshot was not saved`);
    }
    try {
      if (params.mapHash !== null && params.map !== null) this.keepMapStmt.run({ mapHash: params.mapHash, map: params.map, createdAt: params.createdAt });
      this.upsertStmt.run(params);
    } catch (error) {
      explainConstraint(error, { foreignKey: `game ${gameId} does not exist; the snapshot was not saved` });
    }
  }

  /** The newest snapshot at or before `seq`, to replay the rest from. */
  latestAtOrBefore(gameId: string, seq: number = Number.MAX_SAFE_INTEGER): Snapshot | null {
    const row = this.latestStmt.get(latestSnapshotParams(gameId, seq));
    return row ? snapshotFromRow(gameId, row, row.mapHash === null ? null : this.map(row.mapHash, gameId, row.seq)) : null;
  }

  /** A stored map, parsed once per connection: its text never changes under its hash. */
  private map(hash: string, gameId: string, seq: number): JsonObject {
    let map = this.maps.get(hash);
    if (!map) {
      const row = this.mapStmt.get(hash);
      if (!row) throw new StoredDataError(`snapshot ${seq} of game ${gameId} names map ${hash}, which is not stored`);
      map = parseStoredObject(row.json, `map ${hash} of snapshot ${seq} of game ${gameId}`);
      this.maps.set(hash, map);
    }
    return map;
  }
}

const mapsByConnection = new WeakMap<Database, Map<string, JsonObject>>();

function parsedMaps(db: Database): Map<string, JsonObject> {
  let m = mapsByConnection.get(db);
  if (!m) mapsByConnection.set(db, (m = new Map()));
  return m;
}
