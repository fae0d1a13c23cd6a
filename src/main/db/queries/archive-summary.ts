import { OUTCOMES, type ArchivePlayerInfo, type Outcome } from '@shared/contract/api';
import { StoredDataError } from '../errors';

/** What the archive shows of a game besides its result's own columns: read from `results.summary` (migration 8). */
export interface ArchiveDetails {
  names: { ord: number; side: string; name: string | null }[];
  outcomes: { side: string; outcome: Outcome; level: string | null; casualties: number }[];
  players: ArchivePlayerInfo[];
  optionalRules: string[];
}

const isText = (v: unknown): v is string => typeof v === 'string';

/** Each entry of a summary's list `key` must be a list: anything else is damage, named. */
function listOf(summary: Record<string, unknown>, key: string, gameId: string): unknown[][] {
  const v = summary[key];
  if (!Array.isArray(v) || !v.every(Array.isArray)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: "${key}" is not a list of lists`);
  return v as unknown[][];
}

/** A result's `outcomes` (migration 8): `[[side, outcome, level, casualties], ...]`, checked; `whose` names the game in an error. */
function storedOutcomes(text: string, whose: string): ArchiveDetails['outcomes'] {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (error) {
    throw new StoredDataError(`outcomes of ${whose} hold text that is not JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(v)) throw new StoredDataError(`outcomes of ${whose} hold unexpected data: not a list`);
  return v.map((o: unknown) => {
    const [side, outcome, level, casualties] = Array.isArray(o) ? (o as unknown[]) : [];
    if (!isText(side) || !OUTCOMES.includes(outcome as Outcome) || !Number.isInteger(casualties)) {
      throw new StoredDataError(`result of ${whose} holds unexpected data: side ${String(side)} has outcome ${String(outcome)}, casualties ${String(casualties)}`);
    }
    return { side, outcome: outcome as Outcome, level: isText(level) ? level : null, casualties: casualties as number };
  });
}

/**
 * A result's outcomes and summary, as the triggers of migration 8 write
 * them (JSON text of the game's outcomes; of its setup side names, players
 * and Optional Rules). Every value is checked: the triggers write them from
 * STRICT, CHECKed tables, but a damaged file may still hold anything.
 */
export function summaryDetails(outcomesText: string, summaryText: string, gameId: string): ArchiveDetails {
  let v: unknown;
  try {
    v = JSON.parse(summaryText);
  } catch (error) {
    throw new StoredDataError(`summary of game ${gameId} holds text that is not JSON: ${(error as Error).message}`);
  }
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: not an object`);
  const summary = v as Record<string, unknown>;
  const names = listOf(summary, 'n', gameId).map(([ord, side, name]) => {
    if (!Number.isInteger(ord) || !isText(side)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: side name ${String(ord)} ${String(side)}`);
    return { ord: ord as number, side, name: isText(name) ? name : null };
  });
  const players = listOf(summary, 'p', gameId).map(([side, playerId, playerName]) => {
    if (!isText(side) || !isText(playerId) || !isText(playerName)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: player ${String(playerId)} of side ${String(side)}`);
    return { side, playerId, playerName };
  });
  const rules = summary['r'];
  if (!Array.isArray(rules) || !rules.every(isText)) throw new StoredDataError(`summary of game ${gameId} holds unexpected data: "r" is not a list of Optional Rules`);
  return { names, outcomes: storedOutcomes(outcomesText, `game ${gameId}`), players, optionalRules: rules };
}
