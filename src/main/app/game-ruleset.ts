/**
 * Which ruleset plays a game of the campaign, and the event types it writes
 * (issue 19): a stored row is read, scanned and folded by its own game's
 * ruleset. Imports no other file of the app, so the row scan may use it.
 */
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { DEFAULT_RULESET_ID, findRuleset } from '@shared/rulesets/index';
import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';

/**
 * The ruleset a game of the campaign is played by: its scenario's (a game's
 * row names its scenario, the scenario its ruleset). A game of a ruleset this
 * Sightline does not know is refused, naming it; a game not found is Commando's
 * (the caller's own check names it).
 */
export function rulesetOfGame(db: Database, gameId: string): AnyRuleset {
  const id = prepared<[string], { ruleset: string }>(db, RULESET_OF_GAME).get(gameId)?.ruleset ?? DEFAULT_RULESET_ID;
  const found = findRuleset(id);
  if (!found) throw new Error(`Game ${gameId} is played by the ruleset "${id}", which this Sightline does not know; it may be from a newer Sightline.`);
  return found;
}

// The ruleset column only, as `games.get` joins it: opening a game asks three times, and the whole row parses
// the game's scenario copy each time (issue 23).
const RULESET_OF_GAME = `SELECT s.ruleset FROM games g JOIN scenarios s ON s.id = g.scenario_id WHERE g.id = ?`;

const typesByRuleset = new Map<AnyRuleset, ReadonlySet<string> | null>();

/** A ruleset's event types as a set, built once per ruleset. */
export function eventTypesOf(ruleset: AnyRuleset): ReadonlySet<string> | null {
  if (!typesByRuleset.has(ruleset)) typesByRuleset.set(ruleset, ruleset.eventTypes ? new Set(ruleset.eventTypes) : null);
  return typesByRuleset.get(ruleset)!;
}

