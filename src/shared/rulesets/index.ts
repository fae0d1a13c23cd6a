/**
 * The registry of rulesets by id (as chessops picks a variant's rules): a
 * scenario or game file names its ruleset, and the host asks here for it.
 * Rulesets never import each other; only this file knows them all.
 */
import type { AnyRuleset } from '../kernel/ruleset';
import { commandoRuleset } from './commando';

/** Files written before rulesets existed carry no id: they are Commando's. */
export const DEFAULT_RULESET_ID = 'commando';

const RULESETS: ReadonlyMap<string, AnyRuleset> = new Map<string, AnyRuleset>([[commandoRuleset.id, commandoRuleset as unknown as AnyRuleset]]);

export function rulesetIds(): readonly string[] {
  return [...RULESETS.keys()];
}

/** The ruleset with this id, or undefined (a file from a newer Sightline, or a typo). */
export function findRuleset(id: string): AnyRuleset | undefined {
  return RULESETS.get(id);
}

export { commandoRuleset };
