import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject } from '../json';
import { checkedJsonText, checkInput, checkJsonObject, id, parseStoredObject } from '../json';
import { mapHash } from '../migrations/0030-state-maps';

export const snapshotSql = {
  upsert: `INSERT INTO snapshots (game_id, seq, state, map_hash, created_at) VALUES (@gameId, @seq, @state, @mapHash, @createdAt)
           ON CONFLICT (game_id, seq) DO UPDATE SET state = excluded.state, map_hash = excluded.map_hash, created_at = excluded.created_at`,
  // Maps are content-addressed: the same text is stored once, whatever number of snapshots name it.
  keepMap: `INSERT OR IGNORE INTO state_maps (hash, json, created_at) VALUES (@mapHash, @map, @createdAt)`,
  map: `SELECT json FROM state_maps WHERE hash = ?`,
  latestAtOrBefore: `SELECT seq, state, map_hash AS mapHash, created_at AS createdAt FROM snapshots
                     WHERE game_id = @gameId AND seq <= @seq ORDER BY seq DESC LIMIT 1`,
  // A snapshot must sit on a live game event (or 0, before the first one).
  liveEvent: `SELECT 1 FROM events WHERE game_id = ? AND seq = ? AND kind = 'game' AND reverted_by IS NULL`,
} as const;

export interface Snapshot {
  readonly gameId: string;
  /** The state after every live event with seq <= this. */
  readonly seq: number;
  readonly state: JsonObject;
  readonly createdAt: string;
}

const snapshotKey = z.object({ gameId: id, seq: z.number().int().min(0) });

/**
 * The row of a snapshot: its dynamic state as text and, when the state has a
 * `map` object, that map's text and hash, stored apart (`state_maps`).
 */
export function saveSnapshotParams(gameId: string, seq: number, state: unknown, ctx: RepoContext) {
  const v = checkInput(snapshotKey, { gameId, seq }, 'snapshot');
  // Checked once, by a plain walk (z.json() over a whole state cost a command every 200 events, issue 23).
  const checked = checkJsonObject(state, 'snapshot state');
  const { map, ...rest } = checked;
  const apart = typeof map === 'object' && map !== null && !Array.isArray(map);
  const mapText = apart ? checkedJsonText(map, 'snapshot map') : null;
  return {
    gameId: v.gameId,
    seq: v.seq,
    state: checkedJsonText(apart ? rest : checked, 'snapshot state'),
    mapHash: mapText === null ? null : mapHash(mapText),
    map: mapText,
    createdAt: timestamp(ctx),
  };
}

// Built once: building the schema on every lookup cost more than the lookup (issue 23).
const snapshotLookup = z.object({ gameId: id, seq: z.number().int().min(0) });

export function latestSnapshotParams(gameId: string, seq: number) {
  return checkInput(snapshotLookup, { gameId, seq }, 'snapshot lookup');
}

/** `map`: the parsed map the row's `mapHash` names (null when the state keeps its own). */
export function snapshotFromRow(gameId: string, row: { seq: number; state: string; createdAt: string }, map: JsonObject | null = null): Snapshot {
  const state = parseStoredObject(row.state, `snapshot ${row.seq} of game ${gameId}`);
  return { gameId, seq: row.seq, state: map ? { ...state, map } : state, createdAt: row.createdAt };
}
