/**
 * No man sets up in a square no man may enter (Case 7.39): an oil tank, a
 * guard tower (Case 41.43), a crane body (Case 48.43). Ruling ST1.
 */
import type { GameState } from '../model/state';
import type { Square } from '../../../map/map-model';
import { terrainAt } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { squareName } from '../rules/movement';
import { FIELD_TERRAIN_EFFECTS } from '../tables/terrain-effects';

export function impassableDeployError(state: GameState, square: Square): RuleError | undefined {
  const terrain = terrainAt(state.map, square).terrain;
  if (FIELD_TERRAIN_EFFECTS[terrain].multiple.value !== 'impassable') return undefined;
  const why = terrain === 'tower' ? ' (a guard tower or crane body is entered only by Climbing, Section 35.0; Cases 41.43, 48.43)' : '';
  return ruleError('setup/impassable', 'Case 7.39', `No man can be set up in ${squareName(square)}: ${terrain} is impassable (Terrain Effects Chart, Case 7.39)${why}.`);
}
