/**
 * Which ruleset plays a game of the campaign, and the event types it writes
 * (issue 19): a stored row is read, scanned and folded by its own game's
 * ruleset. Imports no other file of the app, so the row scan may use it.
 */
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { DEFAULT_RULESET_ID, findRuleset } from '@shared/rulesets/index';
import type { Database } from '../db/driver';
import { createRepositories } from '../db/repositories/index';

/**
 * The ruleset a game of the campaign is played by: its scenario's (a game's
 * row names its scenario, the scenario its ruleset). A game of a ruleset this
 * Sightline does not know is refused, naming it; a game not found is Commando's
 * (the caller's own check names it).
 */
export function rulesetOfGame(db: Database, gameId: string): AnyRuleset {
  const id = createRepositories(db).games.get(gameId)?.ruleset ?? DEFAULT_RULESET_ID;
  const found = findRuleset(id);
  if (!found) throw new Error(`Game ${gameId} is played by the ruleset "${id}", which this Sightline does not know; it may be from a newer Sightline.`);
  return found;
}

const typesByRuleset = new Map<AnyRuleset, ReadonlySet<string> | null>();

/** A ruleset's event types as a set, built once per ruleset. */
export function eventTypesOf(ruleset: AnyRuleset): ReadonlySet<string> | null {
  if (!typesByRuleset.has(ruleset)) typesByRuleset.set(ruleset, ruleset.eventTypes ? new Set(ruleset.eventTypes) : null);
  return typesByRuleset.get(ruleset)!;
}

