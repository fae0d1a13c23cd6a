/**
 * The Great Oilfield Raid's technical advisers (Case 48.43): the Woggistani
 * reinforcements are groups of six with statistics of their own (Panic 23%,
 * Preservation Multiple 20, Endurance 14 (D6 + 11), Fire +5%, Observation
 * Code D), and "the Preservation Multiple only applies to each reinforcing
 * group of men; not the whole force of reinforcing men". The scenario file
 * gives them as the group's `stats`; each arrival is its own preservation
 * group (bookkeeping-preservation.ts). Ruling SX5 in docs/rulings/scenarios.md.
 */
import type { ManStatistics } from '../../model/state';
import type { ReinforcementGroup } from '../../model/scenario-state';
import type { z } from 'zod';
import type { reinforcementGroupSchema } from '../../model/scenario-schema';

type GroupStats = z.output<typeof reinforcementGroupSchema>['stats'];

/** The group's own statistics for the runtime (absent when its men have their side's). */
export function groupStatistics(stats: GroupStats): Pick<ReinforcementGroup, 'stats' | 'preservationPerGroup'> {
  if (!stats) return {};
  const own: ManStatistics = {
    label: stats.name,
    panicPercentage: stats.panicPercentage,
    preservationMultiple: stats.preservationMultiple,
    observationCode: stats.observationCode,
    combatBonus: { fire: stats.combatBonus.fire, grenade: stats.combatBonus.grenade },
  };
  return { stats: own, ...(stats.preservationPerGroup ? { preservationPerGroup: true } : {}) };
}
