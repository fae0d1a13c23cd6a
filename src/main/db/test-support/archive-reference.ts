// The archive as schema 7 read it (before migration 8's summary row): the
// page of games, then each game's details from their own tables, and the
// statistics' two grouped queries. Tests compare the app's archive, read from
// `results.summary`, with it: on a schema-7 file before it migrates, and after
// any writes to the tables the summary is made from.
import type { Database } from '../driver';
import type { ArchiveDetails } from '../queries/archive-summary';
import { archiveEntryFromRow, type ArchiveEntry, type ArchiveRow, type Outcome, type ScenarioStatistics, type SideStatistics } from '../queries/results';

const PAGE = `SELECT g.id AS gameId, g.campaign_id AS campaignId, g.scenario_id AS scenarioId, s.name AS scenarioName,
  s.ruleset, r.finished_at AS finishedAt, r.turns_played AS turnsPlayed, r.rulings, r.notes
FROM results r JOIN games g ON g.id = r.game_id JOIN scenarios s ON s.id = g.scenario_id
WHERE g.campaign_id = @campaignId
ORDER BY r.finished_at DESC, g.id`;

// Schema 7's details statement, word for word.
const DETAILS = `
SELECT 'n', n.game_id, n.side, n.ord, n.name, NULL FROM json_each(@ids) k JOIN game_side_names n ON n.game_id = k.value
UNION ALL
SELECT 'o', o.game_id, o.side, o.outcome, o.level, o.casualties FROM json_each(@ids) k JOIN result_sides o ON o.game_id = k.value
UNION ALL
SELECT 'r', r.game_id, r.rule, NULL, NULL, NULL FROM json_each(@ids) k JOIN game_optional_rules r ON r.game_id = k.value
UNION ALL
SELECT 'p', gs.game_id, gs.side, p.id, p.name, NULL FROM json_each(@ids) k JOIN game_sides gs ON gs.game_id = k.value JOIN players p ON p.id = gs.player_id`;

type DetailRow = [part: 'n' | 'o' | 'p' | 'r', gameId: string, side: string, a: unknown, b: unknown, c: unknown];

/** Every finished game of the campaign, newest first, as schema 7's archive listed it. */
export function archiveFromDetailTables(db: Database, campaignId: string): ArchiveEntry[] {
  const rows = db.prepare(PAGE).all({ campaignId }) as Omit<ArchiveRow, 'outcomes' | 'summary'>[];
  if (rows.length === 0) return [];
  const raw = db.prepare(DETAILS).raw(true).all({ ids: JSON.stringify(rows.map((r) => r.gameId)) }) as DetailRow[];
  const byGame = new Map<string, ArchiveDetails>();
  for (const [part, gameId, side, a, b, c] of raw) {
    let d = byGame.get(gameId);
    if (!d) byGame.set(gameId, (d = { names: [], outcomes: [], players: [], optionalRules: [] }));
    if (part === 'n') d.names.push({ ord: Number(a), side, name: typeof b === 'string' ? b : null });
    else if (part === 'o') d.outcomes.push({ side, outcome: a as Outcome, level: typeof b === 'string' ? b : null, casualties: c as number });
    else if (part === 'r') d.optionalRules.push(side);
    else d.players.push({ side, playerId: String(a), playerName: String(b) });
  }
  return rows.map((r) => archiveEntryFromRow({ ...r, outcomes: '', summary: '' }, byGame.get(r.gameId)));
}

/** Schema 7's per-scenario statistics of the campaign: per-scenario totals, then a grouped query over `result_sides`. */
export function statisticsFromDetailTables(db: Database, campaignId: string): ScenarioStatistics[] {
  const from = `FROM results r JOIN games g ON g.id = r.game_id JOIN scenarios s ON s.id = g.scenario_id`;
  const scenarios = db
    .prepare(
      `SELECT g.scenario_id AS scenarioId, s.name AS scenarioName, s.ruleset, count(*) AS games, avg(r.turns_played) AS averageTurns
       ${from} WHERE g.campaign_id = @campaignId GROUP BY g.scenario_id ORDER BY s.name COLLATE NOCASE, g.scenario_id`,
    )
    .all({ campaignId }) as Omit<ScenarioStatistics, 'sides'>[];
  const sides = db
    .prepare(
      `SELECT g.scenario_id AS scenarioId, rs.side, count(*) AS games,
         sum(rs.outcome = 'win') AS wins, sum(rs.outcome = 'loss') AS losses, sum(rs.outcome = 'draw') AS draws,
         avg(rs.casualties) AS averageCasualties, sum(rs.casualties) AS totalCasualties
       ${from} JOIN result_sides rs ON rs.game_id = g.id WHERE g.campaign_id = @campaignId
       GROUP BY g.scenario_id, rs.side ORDER BY g.scenario_id, rs.side`,
    )
    .all({ campaignId }) as (SideStatistics & { scenarioId: string })[];
  return scenarios.map((sc) => ({ ...sc, sides: sides.filter((r) => r.scenarioId === sc.scenarioId).map(({ scenarioId: _scenarioId, ...r }) => r) }));
}
