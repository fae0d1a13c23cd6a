import type { Migration } from './migration';

/**
 * Issue 22: the archive's statistics filtered by the Optional Rules a game
 * was played with (Sections 17.0–36.0). The choice is kept in the game's
 * `options` JSON (`optionalRules`: ["21", "22"]) since the first schema; a
 * filter on that JSON would read every game's options. The rules get their
 * own table, indexed by rule, kept by triggers whenever a game row is
 * written or its options change (by the app, an import, or anything else),
 * and carried over here from every stored game.
 *
 * Only two-digit texts are taken (what newGame accepts, "21"); anything else
 * in a damaged or foreign file is left out of the table, never an error.
 */
const FILL = (gameId: string, options: string, from = '', where = '') => `
  INSERT OR IGNORE INTO game_optional_rules (game_id, rule)
  SELECT ${gameId}, j.value
    FROM ${from}json_each(CASE WHEN json_valid(${options}) AND json_type(${options}, '$.optionalRules') = 'array' THEN json_extract(${options}, '$.optionalRules') ELSE '[]' END) j
   WHERE ${where}j.type = 'text' AND length(j.value) = 2 AND j.value GLOB '[0-9][0-9]'`;

export const gameOptionalRules: Migration = {
  version: 6,
  name: 'game-optional-rules',
  up(db) {
    db.exec(`
      CREATE TABLE game_optional_rules (
        game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        rule    TEXT NOT NULL CHECK (length(rule) = 2),
        PRIMARY KEY (game_id, rule)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX game_optional_rules_by_rule ON game_optional_rules (rule, game_id);

      CREATE TRIGGER game_optional_rules_insert AFTER INSERT ON games BEGIN
        ${FILL('NEW.id', 'NEW.options')};
      END;
      CREATE TRIGGER game_optional_rules_update AFTER UPDATE OF options ON games BEGIN
        DELETE FROM game_optional_rules WHERE game_id = NEW.id;
        ${FILL('NEW.id', 'NEW.options')};
      END;

      ${FILL('g.id', 'g.options', 'games g, ')};
    `);
  },
};
