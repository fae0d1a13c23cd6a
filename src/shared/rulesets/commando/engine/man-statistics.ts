/**
 * A man's force-listing statistics (Case 38.21): his side's panic
 * percentage, preservation multiple, observation code letter and combat
 * bonus — or his own where the scenario gives a group of men different
 * ones (Case 48.43, the Oilfield's technical advisers). Every module that
 * reads these numbers for one man reads them here.
 */
import type { GameState, ManState, SideInfo } from '../model/state';
import { sequenceOf } from '../model/state';

export interface EffectiveStatistics {
  readonly panicPercentage?: number;
  readonly preservationMultiple?: number;
  readonly observationCode?: string;
  readonly combatBonus?: SideInfo['combatBonus'];
}

/** His statistics: his own (Case 48.43) over his side's (Case 38.21). */
export function manStatistics(state: GameState, man: Pick<ManState, 'side' | 'statistics'>): EffectiveStatistics {
  if (man.statistics) return man.statistics;
  const side = state.sides.find((s) => s.id === man.side);
  return side ? { ...(side.panicPercentage !== undefined ? { panicPercentage: side.panicPercentage } : {}), ...(side.preservationMultiple !== undefined ? { preservationMultiple: side.preservationMultiple } : {}), observationCode: side.observationCode, ...(side.combatBonus ? { combatBonus: side.combatBonus } : {}) } : {};
}

/** The preservation condition he is under (Case 15.12): his group's (Case 48.43) or his side's (Case 15.11). */
export function preservationConditionOf(state: GameState, man: Pick<ManState, 'side' | 'preservationGroup'>): number {
  const info = sequenceOf(state).sides[man.side] ?? {};
  return man.preservationGroup !== undefined ? (info.groupPreservation?.[man.preservationGroup] ?? 0) : (info.preservationCondition ?? 0);
}
