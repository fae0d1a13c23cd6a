import type { Migration } from './migration';

/**
 * Issue 23: the Games screen found damaged games by scanning every event row
 * of every game (`json_valid` over the whole campaign, ~1 s at 50,000 events)
 * on every listing, and the first history read of a game scanned all its rows
 * again. Each game now keeps how far its rows are known good:
 *
 * - `checked_seq`: every event row with seq ≤ it passed the row scan
 *   (app/row-scan.ts). The app moves it on when it writes rows it checked
 *   (app/row-checks.ts) and when a scan of the rows after it finds them good;
 * - `damaged_seq`, `damage`: the first damaged row after `checked_seq` a scan
 *   found, and what is wrong with it;
 * - `setup_ok`: the stored setup (snapshot 0) is a JSON object (1), is not
 *   (0), or is not stored (NULL); kept by triggers whenever snapshot 0 is
 *   written, by the app, an import or by hand.
 *
 * A row written or changed by anything else (an edit by hand, an import
 * through the repository) lowers `checked_seq` below it by trigger, and the
 * next listing or read scans from there: damage is still found, only once.
 * Damage no write shows (a disk fault inside a valid page) is found when the
 * row is read, as before (the tail on open, the rest on the first history
 * read).
 *
 * Carried over: a row per stored game with its setup checked here; its event
 * rows (`checked_seq` 0) are scanned once, at the first listing after the
 * upgrade, and the answer kept.
 */
const SETUP_OK = (state: string) => `CASE WHEN json_valid(${state}) THEN json_type(${state}) = 'object' ELSE 0 END`;

// Rows from `seq` on are checked again (and damage found at or after it forgotten: it is found again by that scan).
const RECHECK = (game: string, seq: string) => `
  UPDATE game_row_checks SET checked_seq = min(checked_seq, max(${seq} - 1, 0)), damaged_seq = NULL, damage = NULL
   WHERE game_id = ${game} AND (checked_seq >= ${seq} OR damaged_seq >= ${seq})`;

export const gameRowChecks: Migration = {
  version: 7,
  name: 'game-row-checks',
  up(db) {
    db.exec(`
      CREATE TABLE game_row_checks (
        game_id     TEXT PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        checked_seq INTEGER NOT NULL DEFAULT 0 CHECK (checked_seq >= 0),
        damaged_seq INTEGER CHECK (damaged_seq IS NULL OR damaged_seq > checked_seq),
        damage      TEXT CHECK (damage IS NULL OR length(damage) > 0),
        setup_ok    INTEGER CHECK (setup_ok IN (0, 1)),
        CHECK ((damaged_seq IS NULL) = (damage IS NULL))
      ) STRICT, WITHOUT ROWID;

      CREATE TRIGGER game_row_checks_game AFTER INSERT ON games BEGIN
        INSERT OR IGNORE INTO game_row_checks (game_id) VALUES (NEW.id);
      END;

      CREATE TRIGGER game_row_checks_event_insert AFTER INSERT ON events BEGIN
        ${RECHECK('NEW.game_id', 'NEW.seq')};
      END;
      CREATE TRIGGER game_row_checks_event_update AFTER UPDATE OF game_id, seq, kind, type, payload, dice ON events BEGIN
        ${RECHECK('OLD.game_id', 'OLD.seq')};
        ${RECHECK('NEW.game_id', 'NEW.seq')};
      END;
      CREATE TRIGGER game_row_checks_event_delete AFTER DELETE ON events BEGIN
        ${RECHECK('OLD.game_id', 'OLD.seq')};
      END;

      CREATE TRIGGER game_row_checks_setup_insert AFTER INSERT ON snapshots WHEN NEW.seq = 0 BEGIN
        UPDATE game_row_checks SET setup_ok = ${SETUP_OK('NEW.state')} WHERE game_id = NEW.game_id;
      END;
      CREATE TRIGGER game_row_checks_setup_update AFTER UPDATE OF game_id, seq, state ON snapshots WHEN OLD.seq = 0 OR NEW.seq = 0 BEGIN
        UPDATE game_row_checks SET setup_ok = NULL WHERE game_id = OLD.game_id AND OLD.seq = 0;
        UPDATE game_row_checks SET setup_ok = ${SETUP_OK('NEW.state')} WHERE game_id = NEW.game_id AND NEW.seq = 0;
      END;
      CREATE TRIGGER game_row_checks_setup_delete AFTER DELETE ON snapshots WHEN OLD.seq = 0 BEGIN
        UPDATE game_row_checks SET setup_ok = NULL WHERE game_id = OLD.game_id;
      END;

      INSERT INTO game_row_checks (game_id, setup_ok)
      SELECT g.id, (SELECT ${SETUP_OK('s.state')} FROM snapshots s WHERE s.game_id = g.id AND s.seq = 0)
        FROM games g;
    `);
  },
};
