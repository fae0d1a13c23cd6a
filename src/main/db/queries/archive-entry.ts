import type { ArchiveEntryInfo, ArchivePlayerInfo, Outcome, SideResultInfo } from '@shared/contract/api';
import { StoredDataError } from '../errors';
import { codeUnitOrder, sortSmall } from './sort-small';
import { scanOutcomes, scanSummary, type OutcomeEntry, type SummaryParts } from './summary-scan';

/**
 * The archive page's row as better-sqlite3 returns it with `.raw()`: the
 * columns of `buildArchiveQuery`, in its order. An array, not an object: no
 * named object per row to build and throw away (issue 23, arch3).
 */
export type ArchiveRawRow = readonly [
  gameId: string,
  campaignId: string,
  scenarioId: string,
  scenarioName: string,
  ruleset: string,
  finishedAt: string,
  turnsPlayed: number,
  rulings: string,
  notes: string,
  outcomes: string,
  summary: string,
];

const isText = (v: unknown): v is string => typeof v === 'string';
const isOutcome = (v: unknown): v is Outcome => v === 'win' || v === 'loss' || v === 'draw';
const localeOrder = new Intl.Collator().compare;

function parsed(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`${what} text that is not JSON: ${(error as Error).message}`);
  }
}

/** Each entry of a summary's list `key` must be a list: anything else is damage, named. */
function listOf(summary: Record<string, unknown>, key: string, gameId: string): unknown[][] {
  const v = summary[key];
  if (!Array.isArray(v) || !v.every(Array.isArray)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: "${key}" is not a list of lists`);
  return v as unknown[][];
}

/** `rulings` as `saveResultParams` writes it; most games have none, and `'[]'` needs no parse. */
function storedRulings(text: string, gameId: string): string[] {
  if (text === '[]') return [];
  const v = parsed(text, `rulings of game ${gameId} holds`);
  if (!Array.isArray(v) || !v.every(isText)) throw new StoredDataError(`rulings of game ${gameId} holds unexpected data: not a list of texts`);
  return v as string[];
}

/** The summary's parts, parsed as JSON and checked: each value as it is read, damage named with the game. */
function checkedSummary(text: string, gameId: string): SummaryParts {
  const s = parsed(text, `summary of game ${gameId} holds`);
  if (typeof s !== 'object' || s === null || Array.isArray(s)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: not an object`);
  const summary = s as Record<string, unknown>;
  const names = listOf(summary, 'n', gameId);
  for (const [ord, side] of names) {
    if (!Number.isInteger(ord) || !isText(side)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: side name ${String(ord)} ${String(side)}`);
  }
  const players: ArchivePlayerInfo[] = [];
  for (const [side, playerId, playerName] of listOf(summary, 'p', gameId)) {
    if (!isText(side) || !isText(playerId) || !isText(playerName)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: player ${String(playerId)} of side ${String(side)}`);
    players.push({ side, playerId, playerName });
  }
  const rules = summary['r'];
  if (!Array.isArray(rules) || !rules.every(isText)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: "r" is not a list of Optional Rules`);
  return { names: names as [number, string, unknown][], players, rules: rules as string[] };
}

/** The result's sides, parsed as JSON and checked. */
function checkedOutcomes(text: string, gameId: string): OutcomeEntry[] {
  const o = parsed(text, `outcomes of game ${gameId} hold`);
  if (!Array.isArray(o)) throw new StoredDataError(`outcomes of game ${gameId} hold unexpected data: not a list`);
  for (const entry of o as unknown[]) {
    const [side, outcome, , casualties] = Array.isArray(entry) ? (entry as unknown[]) : [];
    if (!isText(side) || !isOutcome(outcome) || !Number.isInteger(casualties)) {
      throw new StoredDataError(`result of game ${gameId} holds unexpected data: side ${String(side)} has outcome ${String(outcome)}, casualties ${String(casualties)}`);
    }
  }
  return o as OutcomeEntry[];
}

// The orders of an entry's lists, made once (not a closure per entry).
const bySetupOrder = (a: [number, string, unknown], b: [number, string, unknown]) => a[0] - b[0];
// The same side (most pairs: two players a side) compares equal without asking the collator.
const byPlayer = (a: ArchivePlayerInfo, b: ArchivePlayerInfo) => (a.side === b.side ? 0 : localeOrder(a.side, b.side)) || localeOrder(a.playerName, b.playerName);
const byOutcomeSide = (a: OutcomeEntry, b: OutcomeEntry) => localeOrder(a[0], b[0]);

/** Whether one of the first `n` sides is `side`: a game has a handful, so a look along the list, not a Set per entry. */
function listed(sides: readonly { id: string }[], n: number, side: string): boolean {
  for (let k = 0; k < n; k++) if (sides[k]!.id === side) return true;
  return false;
}

/**
 * One archive entry from its raw row (`results.summary`, `results.outcomes`
 * of migration 8, `results.rulings`). The two summary texts are read by
 * `scanSummary` / `scanOutcomes` in the form the triggers write (issue 23,
 * arch4); anything else is parsed as JSON and each value checked as it is
 * read — the triggers write them from STRICT, CHECKed tables, but a damaged
 * file may hold anything, and the error names the game. Returns what
 * `archiveEntryFromRow` returns from the same data (the property
 * `archive-summary.property.test.ts` compares them).
 */
export function archiveEntryFromRaw(row: ArchiveRawRow): ArchiveEntryInfo {
  const gameId = row[0];
  const { names, players, rules } = scanSummary(row[10]) ?? checkedSummary(row[10], gameId);
  // The setup's side names in setup order; players and sides in the locale's order, as before migration 8.
  // A game has a handful of each: sorted by insertion (`sortSmall`), not by the builtin (issue 23, arch5).
  sortSmall(names, bySetupOrder);
  sortSmall(players, byPlayer);

  const sideOutcomes = scanOutcomes(row[9]) ?? checkedOutcomes(row[9], gameId);
  sortSmall(sideOutcomes, byOutcomeSide);
  const outcome: Record<string, SideResultInfo> = {};
  for (const [side, result, level, casualties] of sideOutcomes) outcome[side] = { outcome: result, level: isText(level) ? level : null, casualties };

  // The setup's sides in order, then any side the result names that the setup lacks (an imported or damaged game).
  const sides: { id: string; name: string }[] = [];
  for (const [, side, name] of names) if (!listed(sides, sides.length, side)) sides.push({ id: side, name: (isText(name) ? name.trim() : '') || side });
  const fromSetup = sides.length;
  for (const side of Object.keys(outcome)) if (!listed(sides, fromSetup, side)) sides.push({ id: side, name: side });

  return {
    gameId,
    campaignId: row[1],
    scenarioId: row[2],
    scenarioName: row[3],
    ruleset: row[4],
    finishedAt: row[5],
    turnsPlayed: row[6],
    rulings: storedRulings(row[7], gameId),
    notes: row[8],
    sides,
    outcome,
    players,
    optionalRules: sortSmall(rules, codeUnitOrder),
  };
}
