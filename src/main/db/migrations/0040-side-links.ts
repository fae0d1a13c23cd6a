import type { Migration } from './migration';

/**
 * Issue 15, links that last: each side of each game keeps its token here, so
 * a side's link opens the same game's side every time that game is open
 * (after another game, after a restart) until the umpire rotates it; a
 * rotated token is replaced in place and stops working. `app_settings` keeps
 * the file's own values: the umpire's and the shared screen's tokens (so the
 * browser-mode console link survives a restart) and the game that was open
 * last per campaign (`npm start` reopens it, and prints its links).
 */
export const sideLinks: Migration = {
  version: 4,
  name: 'side-links',
  up(db) {
    db.exec(`
      CREATE TABLE side_links (
        game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        side       TEXT NOT NULL CHECK (length(side) BETWEEN 1 AND 200),
        token      TEXT NOT NULL UNIQUE CHECK (length(token) >= 16),
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, side)
      ) STRICT;
      CREATE TABLE app_settings (
        key        TEXT PRIMARY KEY NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
        value      TEXT NOT NULL,
        updated_at TEXT NOT NULL
      ) STRICT;
    `);
  },
};
