/**
 * Case 24.35 — fire down into an unroofed APC (ruling VH43). "An APC is
 * considered to be one elevation level higher than the surrounding terrain.
 * Thus, if an Enemy man were at a sufficiently high elevation level to have a
 * Line of Sight into the passenger compartment of an APC, he could fire his
 * weapon at the passengers of the APC." The compartment's rim stands one
 * level above the APC's ground; a man whose eye is above the rim (his
 * square's Elevation Level and his own level aloft, Case 7.13) looks into it,
 * and every passenger there — standing or not — is seen and fired at in the
 * APC's square ("in APC", Table 10.82), with the square's own terrain. Only
 * an unroofed APC has a compartment open to the sky (Sections 24.4, 24.5);
 * the crew are Case 24.32's (vehicle-exposure.ts). The Line of Sight itself
 * is the fire's own check, from his square to the APC's.
 */
import { terrainAt } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { manLevel } from '../rules/climbing';
import { tablesOf } from './game-tables';
import type { ExposedAboard } from './vehicle-exposure';


/** The passenger compartment `looker` sees down into from where he is (ruling VH43), as the exposure of `target`; undefined when not. */
export function exposedFromAbove(state: GameState, looker: ManState, target: ManState): ExposedAboard | undefined {
  if (target.square || !target.aboard || !looker.square) return undefined;
  const v = state.vehicles?.vehicles.find((x) => x.id === target.aboard?.vehicleId);
  if (!v?.square || v.kind !== 'apc' || (v.variant.apcType ?? 'unroofed') !== 'unroofed' || !v.passengers.includes(target.id)) return undefined;
  const eye = terrainAt(state.map, looker.square).elevation + manLevel(looker);
  const rim = terrainAt(state.map, v.square).elevation + tablesOf(state).vehicleNumbers.apcRimLevels.value;
  return eye > rim ? { vehicleId: v.id, square: v.square, onTankOrInApc: true, caseRef: 'Case 24.35' } : undefined;
}
