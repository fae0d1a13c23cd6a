import { createHash } from 'node:crypto';
import type { Migration } from './migration';

/** The key of a map's text in `state_maps`: its SHA-256, hex. */
export function mapHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Issue 23: a snapshot kept the whole map (88 % of its ~220 KB) every 200
 * events. Maps are now stored once, content-addressed (`state_maps`, keyed
 * by the SHA-256 of the map's JSON text); a snapshot keeps the game's
 * dynamic state and `map_hash` naming its map. Every stored snapshot whose
 * state holds a `map` object is carried over here: the map goes to
 * `state_maps` (once per distinct text), the snapshot keeps the rest.
 * Reading puts the map back (`SnapshotsRepository`); a snapshot without
 * `map_hash` (an import, or one written by hand) is read as it is.
 */
export const stateMaps: Migration = {
  version: 3,
  name: 'state-maps',
  up(db) {
    db.exec(`
      CREATE TABLE state_maps (
        hash       TEXT PRIMARY KEY NOT NULL CHECK (length(hash) = 64),
        json       TEXT NOT NULL CHECK (json_valid(json) AND json_type(json) = 'object'),
        created_at TEXT NOT NULL
      ) STRICT;
      ALTER TABLE snapshots ADD COLUMN map_hash TEXT REFERENCES state_maps (hash);
    `);
    const now = new Date().toISOString();
    const list = db.prepare<[], { gameId: string; seq: number }>(
      `SELECT game_id AS gameId, seq FROM snapshots WHERE json_valid(state) AND json_type(state, '$.map') = 'object' ORDER BY game_id, seq`,
    );
    const mapOf = db.prepare<[string, number], { map: string }>(`SELECT json_extract(state, '$.map') AS map FROM snapshots WHERE game_id = ? AND seq = ?`);
    const keep = db.prepare<[string, string, string]>(`INSERT OR IGNORE INTO state_maps (hash, json, created_at) VALUES (?, ?, ?)`);
    const strip = db.prepare<[string, string, number]>(`UPDATE snapshots SET state = json_remove(state, '$.map'), map_hash = ? WHERE game_id = ? AND seq = ?`);
    for (const { gameId, seq } of list.all()) {
      const text = mapOf.get(gameId, seq)!.map;
      const hash = mapHash(text);
      keep.run(hash, text, now);
      strip.run(hash, gameId, seq);
    }
  },
};
