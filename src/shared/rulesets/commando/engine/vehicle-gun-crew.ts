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
import { sequenceOf } from '../model/state';
import { inVehicleArc } from '../rules/vehicle-arcs';
import { tablesOf } from './game-tables';

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

/** Cases 23.33, 23.53 (ruling VH60): the plot's fire task for a crewman lying in wait at his machinegun; the payload names the gun. */
export const GUN_PLOT_TASK = 'fire-vehicle-machinegun';

/** The vehicle and gun a plot's payload names, if it is a machinegun's plot. */
export function gunPlotOf(payload: Readonly<Record<string, unknown>> | undefined): { readonly vehicleId: string; readonly gun: VehicleGun } | undefined {
  const gun = payload?.['gun'];
  const vehicleId = payload?.['vehicleId'];
  if (typeof vehicleId !== 'string' || (gun !== 'hull' && gun !== 'coaxial' && gun !== 'hatch' && gun !== 'swivel')) return undefined;
  return { vehicleId, gun };
}

/** Diagrams 10–11 (house arcs, ruling VH25): whether a square lies in the gun's field of fire (the hatch and swivel guns fire all round). */
export function inGunArc(state: Pick<GameState, 'tableOverrides'>, v: VehicleState, gun: VehicleGun, at: { col: number; row: number }): boolean {
  if (gun === 'hull') return inVehicleArc(v.square!, v.facing, at, 'hull', tablesOf(state).vehicleArcs);
  if (gun === 'coaxial') return inVehicleArc(v.square!, v.turret ?? v.facing, at, 'turret', tablesOf(state).vehicleArcs);
  return true;
}

/** Diagrams 10–11 (ruling VH60): a machinegun's plot is asked only about a man within the gun's field of fire (Cases 23.34, 23.36). */
export function gunPlotOutOfArc(state: GameState, plotterId: string, at: { col: number; row: number }): boolean {
  const gp = gunPlotOf(sequenceOf(state).plots[plotterId]?.payload);
  if (!gp) return false;
  const v = state.vehicles?.vehicles.find((x) => x.id === gp.vehicleId);
  return !v?.square || !inGunArc(state, v, gp.gun, at);
}
