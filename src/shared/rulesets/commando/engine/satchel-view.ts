/**
 * What Section 25.0 reads of the game: whether the rule is in use, the prepared charges, the one a man
 * holds, and where a charge is now (its holder's square, its vehicle's, or where it lies).
 * Rulings: docs/rulings/satchel-charges.md.
 */
import type { Square } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { SatchelCharge, SatchelsState } from '../model/satchel-state';

export const SATCHEL_SECTION = '25';

export const satchelsInUse = (state: GameState): boolean => (state.scenario?.optionalRules ?? []).includes(SATCHEL_SECTION);

export const chargesOf = (state: GameState): readonly SatchelCharge[] => state.satchels?.charges ?? [];

export const satchelsOf = (state: GameState): SatchelsState => state.satchels ?? { charges: [], nextNumber: 1 };

/** The prepared charge the man holds (ruling SC3: one at a time). */
export const heldBy = (state: GameState, manId: string): SatchelCharge | undefined => chargesOf(state).find((c) => c.holderId === manId);

/** Where the charge is now (Case 25.31: on a vehicle it travels with it); undefined when its holder or vehicle has no square. */
export function chargeSquare(state: GameState, c: SatchelCharge): Square | undefined {
  if (c.holderId) return state.men[c.holderId]?.square;
  if (c.vehicleId) return state.vehicles?.vehicles.find((v) => v.id === c.vehicleId)?.square;
  return c.square;
}
