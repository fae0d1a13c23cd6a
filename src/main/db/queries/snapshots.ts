import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject } from '../json';
import { checkInput, id, jsonObject, parseStored, toJsonText } from '../json';

export const snapshotSql = {
  upsert: `INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (@gameId, @seq, @state, @createdAt)
           ON CONFLICT (game_id, seq) DO UPDATE SET state = excluded.state, created_at = excluded.created_at`,
  latestAtOrBefore: `SELECT seq, state, created_at AS createdAt FROM snapshots
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

const snapshotInput = z.object({ gameId: id, seq: z.number().int().min(0), state: jsonObject });

export function saveSnapshotParams(gameId: string, seq: number, state: unknown, ctx: RepoContext) {
  const v = checkInput(snapshotInput, { gameId, seq, state }, 'snapshot');
  return { gameId: v.gameId, seq: v.seq, state: toJsonText(v.state, 'snapshot state'), createdAt: timestamp(ctx) };
}

export function latestSnapshotParams(gameId: string, seq: number) {
  return checkInput(z.object({ gameId: id, seq: z.number().int().min(0) }), { gameId, seq }, 'snapshot lookup');
}

export function snapshotFromRow(gameId: string, row: { seq: number; state: string; createdAt: string }): Snapshot {
  return { gameId, seq: row.seq, state: parseStored(jsonObject, row.state, `snapshot ${row.seq} of game ${gameId}`), createdAt: row.createdAt };
}
