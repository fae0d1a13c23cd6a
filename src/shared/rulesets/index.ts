/**
 * The registry of rulesets by id (as chessops picks a variant's rules): a
 * scenario or game file names its ruleset, and the host asks here for it.
 * Rulesets never import each other; only this file knows them all.
 */
import { err, ok, type Result } from '../kernel/result';
import type { AnyRuleset } from '../kernel/ruleset';
import { commandoRuleset } from './commando';
import { skirmishRuleset } from './skirmish';

/** Files written before rulesets existed carry no id: they are Commando's. */
export const DEFAULT_RULESET_ID = 'commando';

const RULESETS: ReadonlyMap<string, AnyRuleset> = new Map<string, AnyRuleset>([
  [commandoRuleset.id, commandoRuleset as unknown as AnyRuleset],
  [skirmishRuleset.id, skirmishRuleset as unknown as AnyRuleset],
]);

export function rulesetIds(): readonly string[] {
  return [...RULESETS.keys()];
}

/** The ruleset with this id, or undefined (a file from a newer Sightline, or a typo). */
export function findRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.get(id);
}

/**
 * The ruleset a scenario or game file names in its `"ruleset"` field (absent:
 * Commando, so files written before rulesets existed still load), or why it
 * cannot be read: the id it names and the ids this Sightline knows.
 */
export function rulesetOfFile(file: unknown): Result<AnyRuleset, string> {
  const named = typeof file === 'object' && file !== null && !Array.isArray(file) ? (file as { ruleset?: unknown }).ruleset : undefined;
  if (named === undefined) return ok(RULESETS.get(DEFAULT_RULESET_ID)!);
  const found = typeof named === 'string' ? RULESETS.get(named) : undefined;
  if (!found) return err(`ruleset ${JSON.stringify(named)} is not one this Sightline knows (it knows: ${rulesetIds().join(', ')}); the file may be from a newer Sightline`);
  return ok(found);
}

export { commandoRuleset, skirmishRuleset };
