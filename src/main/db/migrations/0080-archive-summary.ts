import type { Migration } from './migration';

/**
 * Issue 23: the archive in one scan. The page of finished games was one
 * indexed scan, then a second query for the page's details (side names,
 * outcomes, players, Optional Rules: four primary-key lookups and ~6.7 rows
 * per game), and the statistics a second grouped query over `result_sides`;
 * that second query was what kept the archive above twice a bare scan of the
 * same rows. Each result now carries its game's summary in its own row,
 * `results.summary`, JSON text:
 *
 *   {"o": [[side, outcome, level, casualties], ...],   result_sides
 *    "n": [[ord, side, name], ...],                    game_side_names (the setup's sides)
 *    "p": [[side, player id, player name], ...],       game_sides ⋈ players
 *    "r": ["22", ...]}                                 game_optional_rules
 *
 * in each table's key order. It is kept by triggers on every table it is
 * made from (a result saved or replaced, its sides, the players set on a
 * side or renamed, the setup's side names, the game's rules), so the app's
 * finish, an import, or an edit by hand write it in the same transaction as
 * what it summarises; a game without a result has no summary to keep.
 * Carried over here from every stored result.
 */
export const SUMMARY = (gameId: string) => `json_object(
    'o', json((SELECT json_group_array(json_array(x.side, x.outcome, x.level, x.casualties)) FROM (SELECT side, outcome, level, casualties FROM result_sides WHERE game_id = ${gameId} ORDER BY side) x)),
    'n', json((SELECT json_group_array(json_array(x.ord, x.side, x.name)) FROM (SELECT ord, side, name FROM game_side_names WHERE game_id = ${gameId} ORDER BY ord) x)),
    'p', json((SELECT json_group_array(json_array(x.side, x.id, x.name)) FROM (SELECT gs.side, p.id, p.name FROM game_sides gs JOIN players p ON p.id = gs.player_id WHERE gs.game_id = ${gameId} ORDER BY gs.side, gs.player_id) x)),
    'r', json((SELECT json_group_array(x.rule) FROM (SELECT rule FROM game_optional_rules WHERE game_id = ${gameId} ORDER BY rule) x)))`;

const REFRESH = (gameId: string) => `UPDATE results SET summary = ${SUMMARY(gameId)} WHERE game_id = ${gameId}`;

/** AFTER INSERT, UPDATE and DELETE on `table`: the summary of the game(s) its row belongs to is made again. */
function kept(table: string, name: string): string {
  return `
      CREATE TRIGGER ${name}_summary_insert AFTER INSERT ON ${table} BEGIN ${REFRESH('NEW.game_id')}; END;
      CREATE TRIGGER ${name}_summary_update AFTER UPDATE ON ${table} BEGIN
        ${REFRESH('OLD.game_id')};
        ${REFRESH('NEW.game_id')};
      END;
      CREATE TRIGGER ${name}_summary_delete AFTER DELETE ON ${table} BEGIN ${REFRESH('OLD.game_id')}; END;`;
}

export const archiveSummary: Migration = {
  version: 8,
  name: 'archive-summary',
  up(db) {
    db.exec(`
      ALTER TABLE results ADD COLUMN summary TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(summary));

      -- A result written (saved, replaced, imported): its summary made from what is stored already.
      CREATE TRIGGER results_summary_insert AFTER INSERT ON results BEGIN ${REFRESH('NEW.game_id')}; END;
      CREATE TRIGGER results_summary_moved AFTER UPDATE OF game_id ON results BEGIN ${REFRESH('NEW.game_id')}; END;
      ${kept('result_sides', 'result_sides')}
      ${kept('game_sides', 'game_sides')}
      ${kept('game_side_names', 'game_side_names')}
      ${kept('game_optional_rules', 'game_optional_rules')}
      CREATE TRIGGER players_summary_rename AFTER UPDATE OF id, name ON players BEGIN
        UPDATE results SET summary = ${SUMMARY('results.game_id')}
         WHERE game_id IN (SELECT game_id FROM game_sides WHERE player_id IN (OLD.id, NEW.id));
      END;

      UPDATE results SET summary = ${SUMMARY('results.game_id')};
    `);
  },
};
