import type { Migration } from './migration';

/**
 * Issue 23: the archive in one scan. The page of finished games was one
 * indexed scan, then a second query for the page's details (side names,
 * outcomes, players, Optional Rules: four primary-key lookups and ~6.7 rows
 * per game), and the statistics a second grouped query over `result_sides`;
 * that second query was what kept the archive above twice a bare scan of the
 * same rows. Each result now carries its game's summary in its own row, as
 * JSON text in two columns:
 *
 * - `results.outcomes`: `[[side, outcome, level, casualties], ...]`, the
 *   result's `result_sides` (all the statistics read, so kept apart and small);
 * - `results.summary`: `{"n": [[ord, side, name], ...], "p": [[side, player
 *   id, player name], ...], "r": ["22", ...]}`: the setup's side names
 *   (`game_side_names`), the players (`game_sides ⋈ players`) and the
 *   Optional Rules (`game_optional_rules`),
 *
 * each list in its table's key order. They are kept by triggers on every
 * table they are made from (a result saved or replaced, its sides, the players
 * set on a side or renamed, the setup's side names, the game's rules), so the
 * app's finish, an import, or an edit by hand write them in the same
 * transaction as what they summarise; a game without a result has none.
 * Carried over here from every stored result.
 */
export const OUTCOMES_OF = (gameId: string) =>
  `json((SELECT json_group_array(json_array(x.side, x.outcome, x.level, x.casualties)) FROM (SELECT side, outcome, level, casualties FROM result_sides WHERE game_id = ${gameId} ORDER BY side) x))`;

export const SUMMARY_OF = (gameId: string) => `json_object(
    'n', json((SELECT json_group_array(json_array(x.ord, x.side, x.name)) FROM (SELECT ord, side, name FROM game_side_names WHERE game_id = ${gameId} ORDER BY ord) x)),
    'p', json((SELECT json_group_array(json_array(x.side, x.id, x.name)) FROM (SELECT gs.side, p.id, p.name FROM game_sides gs JOIN players p ON p.id = gs.player_id WHERE gs.game_id = ${gameId} ORDER BY gs.side, gs.player_id) x)),
    'r', json((SELECT json_group_array(x.rule) FROM (SELECT rule FROM game_optional_rules WHERE game_id = ${gameId} ORDER BY rule) x)))`;

const REFRESH = (column: 'outcomes' | 'summary', gameId: string) => `UPDATE results SET ${column} = ${column === 'outcomes' ? OUTCOMES_OF(gameId) : SUMMARY_OF(gameId)} WHERE game_id = ${gameId}`;

/** AFTER INSERT, UPDATE and DELETE on `table`: `column` of the game(s) its row belongs to is made again. */
function kept(table: string, column: 'outcomes' | 'summary'): string {
  return `
      CREATE TRIGGER ${table}_${column}_insert AFTER INSERT ON ${table} BEGIN ${REFRESH(column, 'NEW.game_id')}; END;
      CREATE TRIGGER ${table}_${column}_update AFTER UPDATE ON ${table} BEGIN
        ${REFRESH(column, 'OLD.game_id')};
        ${REFRESH(column, 'NEW.game_id')};
      END;
      CREATE TRIGGER ${table}_${column}_delete AFTER DELETE ON ${table} BEGIN ${REFRESH(column, 'OLD.game_id')}; END;`;
}

export const archiveSummary: Migration = {
  version: 8,
  name: 'archive-summary',
  up(db) {
    db.exec(`
      ALTER TABLE results ADD COLUMN outcomes TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(outcomes));
      ALTER TABLE results ADD COLUMN summary TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(summary));

      -- A result written (saved, replaced, imported): both made from what is stored already.
      CREATE TRIGGER results_summary_insert AFTER INSERT ON results BEGIN
        ${REFRESH('outcomes', 'NEW.game_id')};
        ${REFRESH('summary', 'NEW.game_id')};
      END;
      ${kept('result_sides', 'outcomes')}
      ${kept('game_sides', 'summary')}
      ${kept('game_side_names', 'summary')}
      ${kept('game_optional_rules', 'summary')}
      CREATE TRIGGER players_summary_rename AFTER UPDATE OF id, name ON players BEGIN
        UPDATE results SET summary = ${SUMMARY_OF('results.game_id')}
         WHERE game_id IN (SELECT game_id FROM game_sides WHERE player_id IN (OLD.id, NEW.id));
      END;

      UPDATE results SET outcomes = ${OUTCOMES_OF('results.game_id')}, summary = ${SUMMARY_OF('results.game_id')};
    `);
  },
};
