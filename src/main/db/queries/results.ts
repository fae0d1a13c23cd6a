import { z } from 'zod';
import { OUTCOMES, type ArchiveEntryInfo, type ArchivePlayerInfo, type Outcome, type ScenarioStatisticsInfo, type SideResultInfo, type SideStatisticsInfo } from '@shared/contract/api';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import { StoredDataError } from '../errors';
import { checkInput, id, nonEmpty, toJsonText } from '../json';
import type { ArchiveDetails } from './archive-summary';
import { addOutcome, scanOutcomeTotals, type SideTotals } from './outcome-scan';

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

/** An Optional Rule as a game's options keep it: its Section, two digits ("22"). */
const optionalRule = z.string().regex(/^\d{2}$/, 'an Optional Rule is written as its Section, such as "22"');

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
    /** Games played with every Optional Rule in `used` and none in `unused` (Sections as two digits, "22"; issue 22). */
    optionalRules: z.object({ used: z.array(optionalRule).max(20).optional(), unused: z.array(optionalRule).max(20).optional() }).optional(),
    limit: z.number().int().min(1).max(10_000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .refine((f) => !(f.from && f.to) || f.from < f.to, { message: '"from" must be before "to"', path: ['to'] })
  .refine((f) => !(f.optionalRules?.used ?? []).some((r) => (f.optionalRules?.unused ?? []).includes(r)), {
    message: 'an Optional Rule cannot be both used and unused',
    path: ['optionalRules'],
  });
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
    // IN over the index, not EXISTS per row: the index gives the player's games at once (issue 23).
    clauses.push('g.id IN (SELECT gs.game_id FROM game_sides gs WHERE gs.player_id = @playerId)');
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
    clauses.push(`g.id IN (SELECT o.game_id FROM result_sides o WHERE o.outcome = @outcome${side})`);
    params.outcome = filter.outcome.result;
    if (filter.outcome.side !== undefined) params.outcomeSide = filter.outcome.side;
  }
  // One IN / NOT IN per rule over game_optional_rules (rule, game_id): each is an index range (migration 6).
  const rules = filter.optionalRules;
  [...new Set(rules?.used ?? [])].sort().forEach((rule, i) => {
    clauses.push(`g.id IN (SELECT u.game_id FROM game_optional_rules u WHERE u.rule = @ruleUsed${i})`);
    params[`ruleUsed${i}`] = rule;
  });
  [...new Set(rules?.unused ?? [])].sort().forEach((rule, i) => {
    clauses.push(`g.id NOT IN (SELECT u.game_id FROM game_optional_rules u WHERE u.rule = @ruleUnused${i})`);
    params[`ruleUnused${i}`] = rule;
  });
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const FROM = `FROM results r JOIN games g ON g.id = r.game_id JOIN scenarios s ON s.id = g.scenario_id`;

/** The page's plain columns and its results' rowids (`buildArchiveQuery`'s inner query, before its WHERE). */
const ARCHIVE_PAGE = `SELECT g.id AS gameId, g.campaign_id AS campaignId, g.scenario_id AS scenarioId, s.name AS scenarioName,
  s.ruleset, r.finished_at AS finishedAt, r.turns_played AS turnsPlayed, r.rulings, r.notes, r.rowid AS resultRowid
${FROM}`;

/**
 * The page of finished games: one indexed scan of `results ⋈ games ⋈ scenarios`,
 * plain columns only. Each game's sides, players, outcomes and Optional Rules
 * come in its result's row, `results.outcomes` and `results.summary`
 * (migration 8): no second query, and no row assembled from JSON in SQL.
 * Those two texts are read after the page is sorted, by the result's rowid
 * (`CROSS JOIN`: the page is the outer loop, and its order is kept): the sort
 * carries the plain columns only, not ~320 bytes of JSON per row (issue 23,
 * arch4).
 */
export function buildArchiveQuery(input: ArchiveFilter = {}): BuiltQuery {
  const filter = checkInput(archiveFilter, input, 'archive filter');
  const { where, params } = whereClause(filter);
  const sql = `SELECT x.gameId, x.campaignId, x.scenarioId, x.scenarioName, x.ruleset, x.finishedAt, x.turnsPlayed, x.rulings, x.notes, d.outcomes, d.summary
FROM (${ARCHIVE_PAGE}
${where}
ORDER BY r.finished_at DESC, g.id
LIMIT @limit OFFSET @offset) x
CROSS JOIN results d ON d.rowid = x.resultRowid
ORDER BY x.finishedAt DESC, x.gameId`;
  return { sql, params: { ...params, limit: filter.limit ?? 500, offset: filter.offset ?? 0 } };
}

/**
 * The per-scenario statistics in one grouped scan of the archive's rows
 * (migration 8): per scenario, its games, average turns and its results'
 * outcome lists (`results.outcomes`) concatenated, for `statisticsFromRows`
 * to add up per side. Grouped before the scenario's name is joined, once per
 * scenario.
 */
export function buildStatisticsQuery(input: Omit<ArchiveFilter, 'limit' | 'offset'> = {}): BuiltQuery {
  const filter = checkInput(archiveFilter, input, 'statistics filter');
  const { where, params } = whereClause(filter);
  return {
    sql: `SELECT x.scenarioId, s.name AS scenarioName, s.ruleset, x.games, x.averageTurns, x.outcomes
FROM (SELECT g.scenario_id AS scenarioId, count(*) AS games, avg(r.turns_played) AS averageTurns, group_concat(r.outcomes) AS outcomes
  FROM results r JOIN games g ON g.id = r.game_id
  ${where}
  GROUP BY g.scenario_id) x
JOIN scenarios s ON s.id = x.scenarioId
ORDER BY s.name COLLATE NOCASE, x.scenarioId`,
    params,
  };
}

export type StatisticsRow = Omit<ScenarioStatistics, 'sides'> & { readonly outcomes: string };

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
  /** JSON texts kept by migration 8's triggers: `archiveEntryFromRaw` reads them. */
  readonly outcomes: string;
  readonly summary: string;
}

const NO_DETAILS: ArchiveDetails = { names: [], outcomes: [], players: [], optionalRules: [] };

/** `rulings` is JSON text written by `saveResultParams` (an array of strings); anything else is damage, named. */
function storedRulings(text: string, gameId: string): string[] {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`rulings of game ${gameId} holds text that is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) throw new StoredDataError(`rulings of game ${gameId} holds unexpected data: not a list of texts`);
  return v as string[];
}

export function archiveEntryFromRow(row: ArchiveRow, details: ArchiveDetails = NO_DETAILS): ArchiveEntry {
  const outcome: Record<string, SideResult> = {};
  const sides = [...details.outcomes].sort((a, b) => a.side.localeCompare(b.side));
  for (const s of sides) outcome[s.side] = { outcome: s.outcome, level: s.level, casualties: s.casualties };
  const names = [...details.names].sort((a, b) => a.ord - b.ord);
  return {
    gameId: row.gameId,
    campaignId: row.campaignId,
    scenarioId: row.scenarioId,
    scenarioName: row.scenarioName,
    ruleset: row.ruleset,
    finishedAt: row.finishedAt,
    turnsPlayed: row.turnsPlayed,
    rulings: storedRulings(row.rulings, row.gameId),
    notes: row.notes,
    sides: sidesOf(names, Object.keys(outcome)),
    outcome,
    players: [...details.players].sort((a, b) => a.side.localeCompare(b.side) || a.playerName.localeCompare(b.playerName)),
    optionalRules: [...details.optionalRules].sort(),
  };
}

/** The setup's sides in order, then any side the result names that the setup lacks (an imported or damaged game), named by its id. */
function sidesOf(stored: readonly { side: string; name: string | null }[], resultSides: readonly string[]): { id: string; name: string }[] {
  const out: { id: string; name: string }[] = [];
  const seen = new Set<string>();
  for (const s of stored) {
    if (seen.has(s.side)) continue;
    seen.add(s.side);
    out.push({ id: s.side, name: s.name?.trim() || s.side });
  }
  for (const side of resultSides) if (!seen.has(side)) out.push({ id: side, name: side });
  return out;
}

/** SQLite's BINARY order (UTF-8 bytes, so code points), in which the statistics listed sides before migration 8. */
const binaryOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

/**
 * Adds one scenario's concatenated outcome lists up per side, checking each
 * entry as `archiveEntryFromRaw` does (written inline: 2,000 games are ~4,000
 * entries, and this is the statistics' own cost beside the scan).
 */
function sideTotals(outcomes: string, scenarioId: string): Map<string, SideTotals> {
  const scanned = scanOutcomeTotals(outcomes);
  if (scanned) return scanned;
  const whose = `a game of scenario ${scenarioId}`;
  let lists: unknown;
  try {
    lists = JSON.parse(`[${outcomes}]`);
  } catch (error) {
    throw new StoredDataError(`outcomes of ${whose} hold text that is not JSON: ${(error as Error).message}`);
  }
  const bySide = new Map<string, SideTotals>();
  for (const list of lists as unknown[]) {
    if (!Array.isArray(list)) throw new StoredDataError(`outcomes of ${whose} hold unexpected data: not a list`);
    for (const o of list as unknown[]) {
      const [side, outcome, , casualties] = Array.isArray(o) ? (o as unknown[]) : [];
      if (typeof side !== 'string' || !Number.isInteger(casualties) || (outcome !== 'win' && outcome !== 'loss' && outcome !== 'draw')) {
        throw new StoredDataError(`result of ${whose} holds unexpected data: side ${String(side)} has outcome ${String(outcome)}, casualties ${String(casualties)}`);
      }
      addOutcome(bySide, side, outcome, casualties as number);
    }
  }
  return bySide;
}

/** Each scenario's sides, added up from its results' outcome lists: games, wins, losses, draws and casualties per side. */
export function statisticsFromRows(rows: readonly StatisticsRow[]): ScenarioStatistics[] {
  return rows.map(({ outcomes, ...scenario }) => {
    const bySide = sideTotals(outcomes, scenario.scenarioId);
    const sides = [...bySide.keys()].sort(binaryOrder).map((side): SideStatistics => {
      const t = bySide.get(side)!;
      return { side, games: t.games, wins: t.wins, losses: t.losses, draws: t.draws, averageCasualties: t.casualties / t.games, totalCasualties: t.casualties };
    });
    return { ...scenario, sides };
  });
}
