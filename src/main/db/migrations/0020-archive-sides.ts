import type { Migration } from './migration';

/**
 * Issue 23: the archive as an index scan. Until now the archive read each
 * game's side names out of its setup (snapshot 0, ~220 KB of JSON per game)
 * for every row it listed. They get their own table, kept by triggers
 * whenever snapshot 0 is written (by the app, an import, or anything else),
 * and carried over here from every stored setup.
 *
 * A setup whose `sides` is not an array of objects with a text `id` gives no
 * names (the archive then names the result's sides by their ids, as before).
 */
const FILL = (gameId: string, state: string, from = '', where = '') => `
  INSERT INTO game_side_names (game_id, ord, side, name)
  SELECT ${gameId}, j.key, json_extract(j.value, '$.id'),
         CASE WHEN json_type(j.value, '$.name') = 'text' THEN json_extract(j.value, '$.name') END
    FROM ${from}json_each(CASE WHEN json_valid(${state}) AND json_type(${state}, '$.sides') = 'array' THEN json_extract(${state}, '$.sides') ELSE '[]' END) j
   WHERE ${where}j.type = 'object' AND json_type(j.value, '$.id') = 'text' AND length(json_extract(j.value, '$.id')) > 0`;

export const archiveSides: Migration = {
  version: 2,
  name: 'archive-sides',
  up(db) {
    db.exec(`
      CREATE TABLE game_side_names (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ord     INTEGER NOT NULL CHECK (ord >= 0),
        side    TEXT NOT NULL CHECK (length(side) > 0),
        name    TEXT,
        PRIMARY KEY (game_id, ord)
      ) STRICT, WITHOUT ROWID;

      CREATE TRIGGER snapshot0_side_names_insert AFTER INSERT ON snapshots WHEN NEW.seq = 0 BEGIN
        DELETE FROM game_side_names WHERE game_id = NEW.game_id;
        ${FILL('NEW.game_id', 'NEW.state')};
      END;
      CREATE TRIGGER snapshot0_side_names_update AFTER UPDATE OF state ON snapshots WHEN NEW.seq = 0 BEGIN
        DELETE FROM game_side_names WHERE game_id = NEW.game_id;
        ${FILL('NEW.game_id', 'NEW.state')};
      END;

      ${FILL('s.game_id', 's.state', 'snapshots s, ', 's.seq = 0 AND ')};
    `);
  },
};
