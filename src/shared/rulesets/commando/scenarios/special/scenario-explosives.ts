/**
 * A scenario's explosives (Case 11.7 with the listings of Cases 40.43 and
 * 48.43): created with the game from the special rule and the men's
 * `{"item":"explosive"}` equipment, one to a man (Case 11.71); reassigned
 * before play (`setup/assign-explosive`, engine/explosive-setup.ts, with
 * where an emplacement counts and what a detonation left of the scenario's
 * features). Rulings: docs/rulings/scenarios.md (SX1–SX4).
 */
import type { GameState } from '../../model/state';
import { newExplosive } from '../../rules/explosives';
import type { ExplosiveSpec } from '../../tables/explosives';
import { SCENARIO_EXPLOSIVES } from '../../tables/explosives';

/** The special rules that give a side explosives, and the listing each prints. */
export const EXPLOSIVE_RULES: Readonly<Record<string, keyof typeof SCENARIO_EXPLOSIVES>> = {
  'vaagso-explosives': 'vaagso',
  'oilfield-explosives': 'oilfield',
};

/** The listing a game's special rules give (at most one per scenario). */
export function explosiveSpecFor(specialRules: readonly string[]): ExplosiveSpec | undefined {
  const rule = specialRules.find((r) => EXPLOSIVE_RULES[r] !== undefined);
  return rule ? SCENARIO_EXPLOSIVES[EXPLOSIVE_RULES[rule]!] : undefined;
}

/** A man as the scenario lists him: whether his force listing shows him with an explosive. */
export interface ListedMan {
  readonly id: string;
  readonly side: string;
  readonly listedExplosives: number;
}

/**
 * Case 11.71: the listing's Number of explosives, each carried by one man of
 * the side the scenario equips — by default the men it shows with one (Cases
 * 40.2, 48.2), then the side's other men in order; the Player may reassign
 * them before play (`setup/assign-explosive`).
 */
export function scenarioExplosives(specialRules: readonly string[], men: readonly ListedMan[], commandoSide: string): NonNullable<GameState['explosives']> {
  const spec = explosiveSpecFor(specialRules);
  if (!spec) return [];
  const owner = men.find((m) => m.listedExplosives > 0)?.side ?? commandoSide;
  const ofSide = men.filter((m) => m.side === owner);
  const carriers = [...ofSide.filter((m) => m.listedExplosives > 0), ...ofSide.filter((m) => m.listedExplosives === 0)];
  return Array.from({ length: spec.number.value }, (_, i) => {
    const carrier = carriers[i];
    return { ...newExplosive(`explosive-${i + 1}`, spec, owner), ...(carrier ? { carrierId: carrier.id } : {}) };
  });
}
