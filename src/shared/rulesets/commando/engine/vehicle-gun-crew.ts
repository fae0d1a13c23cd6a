/**
 * Who mans a vehicle's machineguns (Section 23.0 General Rule, Cases 23.22,
 * 23.34–23.35, 24.21, 24.23) and which crewmen look out of it. Case 23.34:
 * "The crew member must observe an Enemy man to perform the fire", so the
 * crewman of a gun observes from the vehicle's square, standing (ruling
 * VH28): the gunner and hull machinegunner through their sights, the
 * commander only while opened up (Cases 23.35, 23.38, 24.21). A leaf module:
 * prompts.ts (observation) and vehicle-machineguns.ts (fire) both read it.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import type { CrewRole, VehicleState } from '../model/vehicle';
import { roleOf } from '../model/vehicle';
import type { VehicleGun } from '../model/commands-vehicles';

/** Case 23.22 (tank), Case 24.21 (APC: the gunner/commander): the crewman who fires each machinegun. */
export const GUN_CREW: Readonly<Record<VehicleGun, CrewRole>> = { hull: 'hull-machinegunner', coaxial: 'gunner', hatch: 'commander', swivel: 'commander' };

/** The machineguns a vehicle mounts: a tank its coaxial, hatch and (not a modern one, Case 23.22 note) hull gun; an APC its swivel gun (Case 24.23). */
export function gunsOf(v: VehicleState): VehicleGun[] {
  if (v.kind === 'tank') return v.variant.era === 'Modern' ? ['coaxial', 'hatch'] : ['hull', 'coaxial', 'hatch'];
  if (v.kind === 'apc') return ['swivel'];
  return [];
}

/** Cases 23.35, 24.21: the hatch and swivel guns are fired only by an opened-up commander. */
export const needsOpen = (gun: VehicleGun): boolean => gun === 'hatch' || gun === 'swivel';

/** The crewman's seat, if he mans a gun he may now look out over (ruling VH28). */
export function lookoutSeat(state: GameState, man: ManState): Square | undefined {
  if (man.square || !man.aboard) return undefined;
  const v = state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId);
  if (!v?.square) return undefined;
  const role = roleOf(v, man.id);
  if (!role) return undefined;
  return gunsOf(v).some((g) => GUN_CREW[g] === role && (!needsOpen(g) || v.open)) ? v.square : undefined;
}
