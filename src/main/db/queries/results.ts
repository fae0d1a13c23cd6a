import { z } from 'zod';
import { OUTCOMES, type ArchiveEntryInfo, type ArchivePlayerInfo, type Outcome, type ScenarioStatisticsInfo, type SideResultInfo, type SideStatisticsInfo } from '@shared/contract/api';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import { checkInput, id, nonEmpty, parseStored, toJsonText } from '../json';

// The archive's result types are the contract's (src/shared/contract/api.ts): one declaration, read here and in the renderer.
export { OUTCOMES };
export type { Outcome };
export type SideResult = SideResultInfo;
export type ArchivePlayer = ArchivePlayerInfo;
export type ArchiveEntry = ArchiveEntryInfo;
export type SideStatistics = SideStatisticsInfo;
export type ScenarioStatistics = ScenarioStatisticsInfo;

export const resultSql = {
  insert: `INSERT INTO results (game_id, turns_played, rulings, notes, finished_at)
           VALUES (@gameId, @turnsPlayed, @rulings, @notes, @finishedAt)`,
  insertSide: `INSERT INTO result_sides (game_id, side, outcome, level, casualties)
               VALUES (@gameId, @side, @outcome, @level, @casualties)`,
  delete: `DELETE FROM results WHERE game_id = ?`,
  exists: `SELECT 1 FROM results WHERE game_id = ?`,
  finishGame: `UPDATE games SET status = 'finished', finished_at = @finishedAt WHERE id = @gameId`,
} as const;

const sideResult = z.object({
  outcome: z.enum(OUTCOMES),
  level: nonEmpty.max(100).nullable().optional(),
  casualties: z.number().int().min(0),
});

// Dates are compared as ISO text; a full timestamp is normalised to the stored
// form (milliseconds, Z) so the comparison is the chronological one.
const isoInstant = z.union([
  z.iso.date(),
  z.iso.datetime({ offset: true }).transform((s) => new Date(s).toISOString()),
]);

const resultInput = z.object({
  gameId: id,
  sides: z
    .record(nonEmpty.max(100), sideResult)
    .refine((s) => Object.keys(s).length > 0, 'a result needs the outcome of at least one side'),
  turnsPlayed: z.number().int().min(0),
  rulings: z.array(nonEmpty.max(4000)).optional(),
  notes: z.string().max(20000).optional(),
  finishedAt: z.iso.datetime({ offset: true }).transform((s) => new Date(s).toISOString()).optional(),
});
export type NewResult = z.input<typeof resultInput>;

export function saveResultParams(input: NewResult, ctx: RepoContext) {
  const v = checkInput(resultInput, input, 'game result');
  const finishedAt = v.finishedAt ?? timestamp(ctx);
  return {
    result: {
      gameId: v.gameId,
      turnsPlayed: v.turnsPlayed,
      rulings: toJsonText(v.rulings ?? [], 'rulings'),
      notes: v.notes ?? '',
      finishedAt,
    },
    sides: Object.entries(v.sides).map(([side, r]) => ({
      gameId: v.gameId,
      side,
      outcome: r.outcome,
      level: r.level ?? null,
      casualties: r.casualties,
    })),
  };
}

const archiveFilter = z
  .object({
    /** One game's entry. */
    gameId: id.optional(),
    campaignId: id.optional(),
    scenarioId: id.optional(),
    playerId: id.optional(),
    /** Inclusive: results finished at or after this date or instant. */
    from: isoInstant.optional(),
    /** Exclusive: results finished before this date or instant. */
    to: isoInstant.optional(),
    /** Games in which some side (or `side`, when given) had this outcome. */
    outcome: z.object({ result: z.enum(OUTCOMES), side: nonEmpty.max(100).optional() }).optional(),
    limit: z.number().int().min(1).max(10_000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .refine((f) => !(f.from && f.to) || f.from < f.to, { message: '"from" must be before "to"', path: ['to'] });
export type ArchiveFilter = z.input<typeof archiveFilter>;

export interface BuiltQuery {
  readonly sql: string;
  readonly params: Readonly<Record<string, string | number>>;
}

/** WHERE clause shared by the archive list and the statistics, over `results r JOIN games g`. */
function whereClause(filter: z.output<typeof archiveFilter>): { where: string; params: Record<string, string | number> } {
  const clauses: string[] = [];
  const params: Record<string, string | number> = {};
  if (filter.gameId !== undefined) {
    clauses.push('g.id = @gameId');
    params.gameId = filter.gameId;
  }
  if (filter.campaignId !== undefined) {
    clauses.push('g.campaign_id = @campaignId');
    params.campaignId = filter.campaignId;
  }
  if (filter.scenarioId !== undefined) {
    clauses.push('g.scenario_id = @scenarioId');
    params.scenarioId = filter.scenarioId;
  }
  if (filter.playerId !== undefined) {
    clauses.push('EXISTS (SELECT 1 FROM game_sides gs WHERE gs.game_id = g.id AND gs.player_id = @playerId)');
    params.playerId = filter.playerId;
  }
  if (filter.from !== undefined) {
    clauses.push('r.finished_at >= @from');
    params.from = filter.from;
  }
  if (filter.to !== undefined) {
    clauses.push('r.finished_at < @to');
    params.to = filter.to;
  }
  if (filter.outcome !== undefined) {
    const side = filter.outcome.side !== undefined ? ' AND o.side = @outcomeSide' : '';
    clauses.push(`EXISTS (SELECT 1 FROM result_sides o WHERE o.game_id = g.id AND o.outcome = @outcome${side})`);
    params.outcome = filter.outcome.result;
    if (filter.outcome.side !== undefined) params.outcomeSide = filter.outcome.side;
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const FROM = `FROM results r JOIN games g ON g.id = r.game_id JOIN scenarios s ON s.id = g.scenario_id`;

export function buildArchiveQuery(input: ArchiveFilter = {}): BuiltQuery {
  const filter = checkInput(archiveFilter, input, 'archive filter');
  const { where, params } = whereClause(filter);
  const sql = `SELECT g.id AS gameId, g.campaign_id AS campaignId, g.scenario_id AS scenarioId, s.name AS scenarioName,
  s.ruleset, r.finished_at AS finishedAt, r.turns_played AS turnsPlayed, r.rulings, r.notes,
  (SELECT json_group_array(json_object('side', rs.side, 'outcome', rs.outcome, 'level', rs.level, 'casualties', rs.casualties))
     FROM result_sides rs WHERE rs.game_id = g.id) AS outcomes,
  (SELECT json_group_array(json_object('side', gs.side, 'playerId', p.id, 'playerName', p.name))
     FROM game_sides gs JOIN players p ON p.id = gs.player_id WHERE gs.game_id = g.id) AS players,
  (SELECT json_group_array(json_object('id', json_extract(j.value, '$.id'), 'name', json_extract(j.value, '$.name')))
     FROM snapshots sn, json_each(sn.state, '$.sides') j WHERE sn.game_id = g.id AND sn.seq = 0) AS sides
${FROM}
${where}
ORDER BY r.finished_at DESC, g.id
LIMIT @limit OFFSET @offset`;
  return { sql, params: { ...params, limit: filter.limit ?? 500, offset: filter.offset ?? 0 } };
}

/** Two statements: per-scenario totals, and per-scenario-per-side outcomes. */
export function buildStatisticsQueries(input: Omit<ArchiveFilter, 'limit' | 'offset'> = {}): { scenarios: BuiltQuery; sides: BuiltQuery } {
  const filter = checkInput(archiveFilter, input, 'statistics filter');
  const { where, params } = whereClause(filter);
  return {
    scenarios: {
      sql: `SELECT g.scenario_id AS scenarioId, s.name AS scenarioName, s.ruleset, count(*) AS games,
  avg(r.turns_played) AS averageTurns
${FROM}
${where}
GROUP BY g.scenario_id
ORDER BY s.name COLLATE NOCASE, g.scenario_id`,
      params,
    },
    sides: {
      sql: `SELECT g.scenario_id AS scenarioId, rs.side, count(*) AS games,
  sum(rs.outcome = 'win') AS wins, sum(rs.outcome = 'loss') AS losses, sum(rs.outcome = 'draw') AS draws,
  avg(rs.casualties) AS averageCasualties, sum(rs.casualties) AS totalCasualties
${FROM} JOIN result_sides rs ON rs.game_id = g.id
${where}
GROUP BY g.scenario_id, rs.side
ORDER BY g.scenario_id, rs.side`,
      params,
    },
  };
}

export interface ArchiveRow {
  readonly gameId: string;
  readonly campaignId: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly finishedAt: string;
  readonly turnsPlayed: number;
  readonly rulings: string;
  readonly notes: string;
  readonly outcomes: string;
  readonly players: string;
  /** The setup's sides (snapshot 0), as a JSON array of { id, name }. */
  readonly sides: string;
}

const storedOutcomes = z.array(
  z.object({ side: z.string(), outcome: z.enum(OUTCOMES), level: z.string().nullable(), casualties: z.number().int() }),
);
const storedPlayers = z.array(z.object({ side: z.string(), playerId: z.string(), playerName: z.string() }));
const storedRulings = z.array(z.string());
const storedSides = z.array(z.object({ id: z.string().nullable(), name: z.string().nullable() }));

export function archiveEntryFromRow(row: ArchiveRow): ArchiveEntry {
  const where = `result of game ${row.gameId}`;
  const outcome: Record<string, SideResult> = {};
  const sides = parseStored(storedOutcomes, row.outcomes, where).sort((a, b) => a.side.localeCompare(b.side));
  for (const s of sides) outcome[s.side] = { outcome: s.outcome, level: s.level, casualties: s.casualties };
  return {
    gameId: row.gameId,
    campaignId: row.campaignId,
    scenarioId: row.scenarioId,
    scenarioName: row.scenarioName,
    ruleset: row.ruleset,
    finishedAt: row.finishedAt,
    turnsPlayed: row.turnsPlayed,
    rulings: parseStored(storedRulings, row.rulings, `rulings of game ${row.gameId}`),
    notes: row.notes,
    sides: sidesOf(parseStored(storedSides, row.sides, `sides of game ${row.gameId}`), Object.keys(outcome)),
    outcome,
    players: parseStored(storedPlayers, row.players, `players of game ${row.gameId}`).sort(
      (a, b) => a.side.localeCompare(b.side) || a.playerName.localeCompare(b.playerName),
    ),
  };
}

/** The setup's sides in order, then any side the result names that the setup lacks (an imported or damaged game), named by its id. */
function sidesOf(stored: z.infer<typeof storedSides>, resultSides: readonly string[]): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  for (const s of stored) if (s.id && !out.some((o) => o.id === s.id)) out.push({ id: s.id, name: s.name?.trim() || s.id });
  for (const side of resultSides) if (!out.some((o) => o.id === side)) out.push({ id: side, name: side });
  return out;
}

export function statisticsFromRows(
  scenarios: readonly Omit<ScenarioStatistics, 'sides'>[],
  sides: readonly (SideStatistics & { scenarioId: string })[],
): ScenarioStatistics[] {
  return scenarios.map((s) => ({
    ...s,
    sides: sides.filter((r) => r.scenarioId === s.scenarioId).map(({ scenarioId: _scenarioId, ...r }) => r),
  }));
}
