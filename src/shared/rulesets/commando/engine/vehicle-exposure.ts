/**
 * Men aboard a vehicle whom Enemy fire can reach (Cases 23.35, 23.61, 23.63,
 * 24.21, 24.32–24.33, 24.51, 24.53), where they stand and what shields them.
 * A man aboard has no square of his own (ruling VH2); an exposed one is
 * fired at in his vehicle's square, standing (ruling VH31):
 * - an opened-up tank's commander, "as though he were standing erect outside
 *   the tank" (Case 23.35; Case 23.61 shields the rest of the crew);
 * - men riding on a tank, with Table 10.82's "on tank" −8 (Case 23.63);
 * - an opened-up APC's commander/gunner (Case 24.21), and in an unroofed
 *   one its driver too, as behind a window (Case 24.32); its passengers who stood and fired this
 *   Game-Turn, in rough terrain (Case 24.33) — both "in APC", −8;
 * - a gun-slit APC's passengers who fired this Game-Turn, through the slits
 *   (Case 24.53), "in APC", −8.
 * - the men in a jeep or on a motorcycle, in the open (Case 29.23; Section
 *   30.0), with no modifier of their own.
 */
import type { FieldTerrain, LineTerrain, Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { roleOf } from '../model/vehicle';
import type { ManAt } from '../rules/observation-limits';

export interface ExposedAboard {
  readonly vehicleId: string;
  /** The vehicle's square: where he is fired at, standing. */
  readonly square: Square;
  /** Case 24.33: rough terrain instead of the square's own. */
  readonly terrain?: FieldTerrain;
  /** Cases 24.32 (window), 24.53 (slit): the aperture the fire passes through. */
  readonly aperture?: LineTerrain;
  /** Table 10.82 "Target man on tank or in APC" (Case 23.63). */
  readonly onTankOrInApc: boolean;
  readonly caseRef: string;
}

/** He stood and fired from the vehicle this Game-Turn (Cases 24.33, 24.53; engine/evolve-fire.ts records it). */
const firedAboard = (state: GameState, vehicleId: string, manId: string): boolean => {
  const t = state.vehicles?.vehicles.find((v) => v.id === vehicleId)?.turnRecord;
  return t?.turn === state.turn && (t.firedAboard ?? []).includes(manId);
};

/** Where and how Enemy fire reaches this man aboard, or undefined when it cannot (or he is not aboard). */
export function exposedAboard(state: GameState, man: ManState): ExposedAboard | undefined {
  if (man.square || !man.aboard) return undefined;
  const v = state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId);
  if (!v?.square) return undefined;
  const at = { vehicleId: v.id, square: v.square };
  const role = roleOf(v, man.id);
  if (v.kind === 'tank') {
    if (role === 'commander' && v.open) return { ...at, onTankOrInApc: false, caseRef: 'Case 23.35' };
    if (v.riders.includes(man.id)) return { ...at, onTankOrInApc: true, caseRef: 'Case 23.63' };
    return undefined;
  }
  // Case 29.23 (Section 30.0): the men in a jeep or on a motorcycle sit in the open; a miss at one may hit the jeep (jeep-fire.ts).
  if (v.kind === 'jeep' || v.kind === 'motorcycle') return { ...at, onTankOrInApc: false, caseRef: 'Case 29.23' };
  if (v.kind !== 'apc') return undefined;
  const type = v.variant.apcType ?? 'unroofed';
  // Case 24.21: opened up, the gunner/commander exposes himself; Case 24.32: in an unroofed APC he and the driver are as behind a window.
  if (role) {
    if (!v.open || (role !== 'commander' && type !== 'unroofed')) return undefined;
    return type === 'unroofed' ? { ...at, aperture: 'window', onTankOrInApc: true, caseRef: 'Case 24.32' } : { ...at, onTankOrInApc: true, caseRef: 'Case 24.21' };
  }
  if (!firedAboard(state, v.id, man.id)) return undefined;
  if (type === 'unroofed') return { ...at, terrain: 'rough', onTankOrInApc: true, caseRef: 'Case 24.33' };
  if (type === 'gun-slits') return { ...at, aperture: 'slit', onTankOrInApc: true, caseRef: 'Case 24.53' };
  return undefined;
}

/** The square a man is fired at in: his own, or his vehicle's when he is exposed aboard. */
export const targetSquare = (state: GameState, man: ManState | undefined): Square | undefined => (man ? (man.square ?? exposedAboard(state, man)?.square) : undefined);

/**
 * Case 8.84 for a man aboard (ruling VH50): where an observer must still see to keep him at Bookkeeping. An exposed
 * man stands in the vehicle's square; one inside is followed by his vehicle, seen as ruling VH8 sees it (one
 * Elevation Level above its square). Undefined when the vehicle is off the map: nothing there to keep sight of.
 */
export function aboardSightPoint(state: GameState, man: ManState): ManAt | undefined {
  const v = man.aboard ? state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId) : undefined;
  if (!v?.square) return undefined;
  return exposedAboard(state, man) ? { id: man.id, square: v.square, posture: 'erect' } : { id: man.id, square: v.square, posture: 'erect', level: 1 };
}
