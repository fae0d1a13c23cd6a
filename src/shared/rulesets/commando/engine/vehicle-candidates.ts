/**
 * The vehicle commands `legalActions` proposes (Sections 23.0, 24.0, 29.0,
 * 30.0), each then checked by `decide` like every other candidate: set-up
 * placements (ruling VH3), the vehicle's own tasks between men's intervals
 * in the Prepared Phase (ruling VH1: one square at a time, each facing, the
 * turret, the hatch, crew exchanges, bailing out, the machineguns at the men
 * their crewmen observe), and the acting man's
 * mounting, dismounting and re-entering (Cases 23.72, 24.12–24.15, 29.32),
 * and his fire at an Enemy jeep (Case 29.22).
 */
import { sameSquare, type Square } from '../../../map/map-model';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import type { CrewRole, VehicleState } from '../model/vehicle';
import { COMPASS } from '../rules/searchlights';
import { COMPASS_OFFSET, frontSquares, stepTo, turnBy } from '../rules/vehicle-movement';
import { targetSquare } from './vehicle-exposure';
import { GUN_CREW, gunsOf } from './vehicle-gun-crew';
import { kindInUse } from './vehicles';

/** Set-up squares offered per vehicle (the umpire console lists, it does not enumerate a Zone). */
const SETUP_SQUARES = 4;

const around = (sq: Square): Square[] => COMPASS.map((c) => ({ col: sq.col + COMPASS_OFFSET[c].dc, row: sq.row + COMPASS_OFFSET[c].dr }));

function setupCandidates(state: GameState, v: VehicleState): Command[] {
  const zones = v.setup?.zones ?? [];
  const squares = zones.length > 0
    ? state.map.zones.filter((z) => zones.includes(z.id)).flatMap((z) => z.squares)
    : v.setup?.entry ? (state.scenario?.entry ?? []).filter((e) => e.side === v.side).flatMap((e) => e.squares) : [];
  return squares.slice(0, SETUP_SQUARES).map((square) => ({ type: 'setup/place-vehicle', vehicleId: v.id, square, facing: 'N' }));
}

function ownTasks(v: VehicleState): Command[] {
  const sq = v.square!;
  const tracked = v.kind === 'tank' || v.kind === 'apc';
  const out: Command[] = (tracked ? frontSquares(sq, v.facing) : around(sq)).map((to) => ({ type: 'vehicle/move', vehicleId: v.id, route: [sq, to] }));
  if (tracked) {
    for (const facing of COMPASS) if (facing !== v.facing) out.push({ type: 'vehicle/pivot', vehicleId: v.id, facing });
    out.push({ type: 'vehicle/hatch', vehicleId: v.id, open: !v.open });
    const seats = Object.keys(v.crew) as CrewRole[];
    for (const b of seats) if (b !== 'commander') out.push({ type: 'vehicle/exchange-crew', vehicleId: v.id, a: 'commander', b });
    const first = Object.values(v.crew).find((id) => id !== undefined);
    if (first) out.push({ type: 'vehicle/bail-out', vehicleId: v.id, men: [{ manId: first, square: stepTo(sq, turnBy(v.facing, 4)) }] });
  }
  if (v.kind === 'tank' && v.turret !== undefined) for (const facing of COMPASS) if (facing !== v.turret) out.push({ type: 'vehicle/turn-turret', vehicleId: v.id, facing });
  return out;
}

/** Cases 23.34–23.35, 24.23: each machinegun at each Enemy man on the map (or exposed aboard, ruling VH31) its crewman observes (decide checks the arcs). */
function gunTasks(state: GameState, v: VehicleState): Command[] {
  return gunsOf(v).flatMap((gun) => {
    const crewman = v.crew[GUN_CREW[gun]];
    const seen = crewman === undefined ? [] : (state.knowledge[crewman]?.observing ?? []).filter((id) => targetSquare(state, state.men[id]) !== undefined);
    return seen.map((targetId): Command => ({ type: 'vehicle/fire-machinegun', vehicleId: v.id, gun, targets: [{ targetId }] }));
  });
}

/** The acting man's vehicle tasks: mount a vehicle next to him (or in his square), re-enter an empty seat, or get out. */
function manTasks(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man) return [];
  const vs = state.vehicles!.vehicles.filter((v) => v.square && kindInUse(state, v.kind));
  if (man.aboard) {
    const v = vs.find((x) => x.id === man.aboard!.vehicleId);
    return v ? around(v.square!).map((square) => ({ type: 'task/dismount-vehicle', manId, square })) : [];
  }
  if (!man.square) return [];
  const out: Command[] = [];
  for (const v of vs) {
    const near = sameSquare(v.square, man.square) || around(v.square!).some((q) => sameSquare(q, man.square));
    if (!near) continue;
    out.push({ type: 'task/mount-vehicle', manId, vehicleId: v.id });
    if (v.side === man.side) for (const role of ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'] as const) if (v.crew[role] === undefined) out.push({ type: 'task/re-enter-vehicle', manId, vehicleId: v.id, role });
  }
  // Case 29.22 (ruling VH52): an Enemy jeep or motorcycle he may fire at (decide checks that he sees it).
  for (const v of vs) if (v.side !== man.side && (v.kind === 'jeep' || v.kind === 'motorcycle')) out.push({ type: 'task/fire-at-jeep', manId, vehicleId: v.id });
  return out;
}

/** Every vehicle command worth checking now; `activeId`: the man acting in a Task Execution Phase. */
export function vehicleCandidates(state: GameState, activeId: string | undefined): Command[] {
  if (!state.vehicles) return [];
  const inUse = state.vehicles.vehicles.filter((v) => kindInUse(state, v.kind));
  if (state.scenario && !state.scenario.started) return inUse.filter((v) => !v.square).flatMap((v) => setupCandidates(state, v));
  if (activeId) return manTasks(state, activeId);
  return inUse.filter((v) => v.square).flatMap((v) => [...ownTasks(v), ...gunTasks(state, v)]);
}
