/**
 * Vehicles in the views (Sections 23.0, 24.0, 29.0, 30.0; ruling VH8). The
 * umpire sees every vehicle whole. A side sees its own vehicles whole (with
 * how many men each carries) and an enemy vehicle only while one of its able
 * men on the map sees its square: within the observation range and in Line
 * of Sight to a point one Elevation Level above the ground (Cases 23.62,
 * 24.35). Of an enemy vehicle it sees the kind, square, facing, turret and
 * hatch, never who is in or on it.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import type { VehicleKind, VehicleState } from '../model/vehicle';
import type { Compass } from '../rules/searchlights';
import { lineOfSight } from '../rules/line-of-sight';
import { range } from '../rules/range';
import { smokeSquares } from '../rules/smoke';
import { losVehicles } from '../engine/vehicles';

export interface SideVehicleView {
  /** Its own vehicles, whole, with the men each carries counted. */
  readonly own: readonly (VehicleState & { readonly carried: number })[];
  /** Enemy vehicles its men see now: the outside only. */
  readonly enemySeen: readonly { readonly id: string; readonly kind: VehicleKind; readonly square: Square; readonly facing: Compass; readonly turret?: Compass; readonly open: boolean }[];
}

export function umpireVehicles(state: GameState): { vehicles?: readonly VehicleState[] } {
  return state.vehicles ? { vehicles: state.vehicles.vehicles } : {};
}

/** Ruling VH8: an able man on the map sees the vehicle's square (range, then Line of Sight to one level up). */
export function seesVehicle(state: GameState, eyes: readonly ManState[], v: VehicleState, smoke: readonly Square[] = smokeSquares(state.smoke ?? [])): boolean {
  const sq = v.square;
  if (!sq) return false;
  const limit = state.observationRange ?? 'unlimited';
  return eyes.some((m) => {
    if (!m.square || !canAct(m)) return false;
    const r = range(m.square, sq);
    if (r <= 1) return true;
    if (limit !== 'unlimited' && r > limit) return false;
    return lineOfSight(state.map, { square: m.square, posture: m.posture }, { square: sq, posture: 'erect', level: 1 }, { smoke, ...losVehicles(state) }).clear;
  });
}

export function sideVehicles(state: GameState, side: string, eyes: readonly ManState[]): { vehicles?: SideVehicleView } {
  const vs = state.vehicles;
  if (!vs) return {};
  const smoke = smokeSquares(state.smoke ?? []);
  const own = vs.vehicles.filter((v) => v.side === side).map((v) => ({ ...v, carried: v.passengers.length + v.riders.length }));
  const enemySeen = vs.vehicles
    .filter((v) => v.side !== side && seesVehicle(state, eyes, v, smoke))
    .map((v) => ({ id: v.id, kind: v.kind, square: v.square!, facing: v.facing, ...(v.turret ? { turret: v.turret } : {}), open: v.open }));
  return { vehicles: { own, enemySeen } };
}
