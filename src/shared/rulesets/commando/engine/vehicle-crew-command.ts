/**
 * Men getting into, onto and out of vehicles: bailing out and re-entering
 * (Cases 23.71–23.74, 24.22), mounting and dismounting (Cases 24.12–24.17,
 * 24.31, 24.41, 24.55, 24.73, 23.18, 23.63, 29.12, 29.32, Section 30.0).
 * Rulings: docs/rulings/vehicles.md.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeSquare } from '../../../map/coords';
import type { Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { aboardIds, roleOf } from '../model/vehicle';
import { range } from '../rules/range';
import { stepTo, turnBy } from '../rules/vehicle-movement';
import { tablesOf } from './game-tables';
import { checkActive } from './sequentiality';
import { checkAffordable, taskCost } from './task-points';
import { chartCost, vehicleInUse, vehicleTaskError } from './vehicle-command';
import { allotmentOf, crewError, passengerWeight, roomFor, vehicleCarrying, vehicleTaskPointsLeft } from './vehicles';

type Decided = Result<GameEvent[], RuleError>;

const tracked = (v: VehicleState): boolean => v.kind === 'tank' || v.kind === 'apc';

/** Cases 24.41, 24.55: the square immediately to the rear of the vehicle. */
export const rearSquare = (v: VehicleState): Square | undefined => (v.square ? stepTo(v.square, turnBy(v.facing, 4)) : undefined);

/** Cases 24.15, 24.31, 24.41, 24.55, 23.18 (a tank as an unroofed APC): from where men mount and dismount. */
export function loadingSquareError(v: VehicleState, sq: Square): RuleError | undefined {
  if (!v.square || range(v.square, sq) !== 1) return ruleError('vehicle/not-adjacent', 'Case 24.15', `Men mount into or dismount from ${v.name} from adjacent squares (Case 24.15); ${describeSquare(sq)} is not next to it.`);
  if (v.kind === 'apc' && v.variant.apcType !== 'unroofed' && !sameSquare(rearSquare(v), sq)) {
    const c = v.variant.apcType === 'enclosed' ? 'Case 24.41' : 'Case 24.55';
    return ruleError('vehicle/rear-only', c, `${v.name} is ${v.variant.apcType === 'enclosed' ? 'enclosed' : 'an APC with gun slits'}: men mount and dismount only from the square immediately to its rear, ${describeSquare(rearSquare(v)!)} (${c}).`);
  }
  return undefined;
}

/** The vehicle's own loading cost this Phase (Case 24.12: 25 once, from a single square; a tank as an unroofed APC, Case 23.18; jeeps spend only on movement, Case 29.11). */
function vehicleLoadCost(state: GameState, v: VehicleState, from: Square): { cost: number } | RuleError {
  if (!tracked(v)) return { cost: 0 };
  const loaded = v.turnRecord?.turn === state.turn ? v.turnRecord.loadedFrom : undefined;
  if (loaded && loaded.phase === state.phase) {
    if (!sameSquare(loaded.square, from)) return ruleError('vehicle/one-loading-square', 'Case 24.12', `${v.name} loads and discharges from a single square in a Phase: this Phase it is ${describeSquare(loaded.square)} (Case 24.12).`);
    return { cost: 0 };
  }
  return { cost: tablesOf(state).vehicleTaskCosts[v.kind === 'tank' ? 'riders-mount' : 'load-passengers'].cost.value };
}

function vehiclePays(state: GameState, v: VehicleState, cost: number, bailing: boolean): RuleError | undefined {
  if (cost === 0) return undefined;
  const crew = crewError(state, v, 'act');
  // Case 24.22: passengers bail out by the dismounting procedure when the APC has nothing left.
  if (bailing && (crew || vehicleTaskPointsLeft(state, v) < cost)) return undefined;
  if (crew) return crew;
  const left = vehicleTaskPointsLeft(state, v);
  if (left < cost) return ruleError('vehicle/insufficient-task-points', 'Case 24.12', `${v.name} must expend ${cost} Task Points when men mount or dismount; it has ${left} left (Case 24.12).`);
  return undefined;
}

function manCost(man: ManState, v: VehicleState, mounting: boolean): Breakdown | RuleError {
  return taskCost(mounting ? (v.kind === 'tank' ? 'mount-tank' : 'mount-vehicle') : 'dismount-vehicle', man);
}

/** task/mount-vehicle. */
export function decideMount(state: GameState, cmd: CommandOf<'task/mount-vehicle'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square || man.aboard) return err(ruleError('vehicle/man-not-on-ground', 'Case 24.15', `${man.name} is not standing on the map next to ${v.name}.`));
  if (v.damage?.knockedOut) return err(ruleError('vehicle/knocked-out', v.damage.caseRef, `${v.name} is knocked out.`));
  const where = loadingSquareError(v, man.square);
  if (where) return err(where);
  const aboard = aboardIds(v).map((id) => state.men[id]).filter((m): m is ManState => m !== undefined && m.condition !== 'dead');
  let as: 'passenger' | 'rider' | 'driver' = v.kind === 'tank' ? 'rider' : 'passenger';
  let captured = false;
  if (v.kind === 'apc') {
    const weight = v.passengers.reduce((n, id) => n + (state.men[id] ? passengerWeight(state.men[id]) : 1), 0);
    if (weight + passengerWeight(man) > tablesOf(state).vehicleNumbers.apcPassengers.value) return err(ruleError('vehicle/full', 'Case 24.12', `${v.name} carries up to ${tablesOf(state).vehicleNumbers.apcPassengers.value} infantrymen (a flamethrower or rocket launcher man counts as two); it has ${weight} (Case 24.12).`));
    if (man.side !== v.side) {
      // Case 24.17: an Enemy man enters only an APC unoccupied except by crew, at most two at a time.
      const enemies = v.passengers.filter((id) => state.men[id]?.side === man.side).length;
      const friends = v.passengers.filter((id) => state.men[id]?.side === v.side && canAct(state.men[id]!)).length;
      if (friends > 0) return err(ruleError('vehicle/apc-occupied', 'Case 24.17', `An Enemy man may not enter ${v.name} unless it is unoccupied except by crew members (Case 24.17).`));
      if (enemies >= 2) return err(ruleError('vehicle/apc-two-enemies', 'Case 24.17', `No more than two Enemy men may enter ${v.name} at a time (Case 24.17).`));
    }
  } else if (v.kind === 'tank') {
    // Ruling VH14: riders on a tank, as on an unroofed APC (Case 23.18), up to eight.
    if (v.riders.length >= tablesOf(state).vehicleNumbers.apcPassengers.value) return err(ruleError('vehicle/full', 'Case 23.18', `${v.name} already carries ${v.riders.length} men riding on it (ruling VH14).`));
  } else {
    const seats = v.kind === 'jeep' ? tablesOf(state).vehicleNumbers.jeepMen.value : v.variant.sidecar ? 2 : 1;
    if (aboard.length >= seats) return err(ruleError('vehicle/full', v.kind === 'jeep' ? 'Case 29.32' : 'Case 30.0', `${v.name} carries ${seats} ${seats === 1 ? 'man' : 'men'} at most (${v.kind === 'jeep' ? 'Case 29.32' : 'Section 30.0'}).`));
    const driver = v.crew.driver ? state.men[v.crew.driver] : undefined;
    if (!driver || driver.condition === 'dead') {
      as = 'driver';
      // Case 29.12: a jeep left with no passengers or driver is captured by the Enemy man who takes it.
      captured = man.side !== v.side && aboard.length === 0;
      if (man.side !== v.side && aboard.length > 0) return err(ruleError('vehicle/occupied', 'Case 29.12', `${v.name} has men in it: only an empty one can be captured (Case 29.12).`));
    } else if (man.side !== v.side) {
      return err(ruleError('vehicle/occupied', 'Case 29.12', `${v.name} has a driver: only an empty one can be captured (Case 29.12).`));
    }
  }
  const cost = manCost(man, v, true);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, `Mounting ${v.name}`, 'Case 24.13');
  if (short) return err(short);
  const load = vehicleLoadCost(state, v, man.square);
  if ('code' in load) return err(load);
  const pays = vehiclePays(state, v, load.cost, false);
  if (pays) return err(pays);
  return ok([{ type: 'man-boarded', vehicleId: v.id, manId: man.id, as, from: man.square, cost, vehicleCost: load.cost, phase: state.phase, ...(captured ? { captured } : {}), caseRef: v.kind === 'tank' ? 'Case 23.18' : v.kind === 'apc' ? 'Case 24.12' : 'Case 29.32' }]);
}

/** task/dismount-vehicle. */
export function decideDismount(state: GameState, cmd: CommandOf<'task/dismount-vehicle'>): Decided {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const v = vehicleCarrying(state, man.id);
  if (!v) return err(ruleError('vehicle/not-aboard', 'Case 24.12', `${man.name} is not in or on a vehicle.`));
  const found = vehicleInUse(state, v.id);
  if (!found.ok) return found;
  const role = roleOf(v, man.id);
  if (role && tracked(v)) return err(ruleError('vehicle/crew-bails-out', 'Case 23.71', `${man.name} is ${v.name}'s ${role}: crew leave by bailing out (Case 23.71).`));
  if (!onMap(state.map, cmd.square)) return err(ruleError('vehicle/off-map', 'Case 24.15', `${describeSquare(cmd.square)} is off the map.`));
  const where = loadingSquareError(v, cmd.square);
  if (where) return err(where);
  const t = terrainAt(state.map, cmd.square).terrain;
  if (t === 'sea' || t === 'mountain') return err(ruleError('vehicle/dismount-impassable', 'Case 7.35', `${man.name} cannot step down into ${t}.`));
  if (!roomFor(state, man.side, cmd.square)) return err(ruleError('vehicle/square-full', 'Case 7.41', `${describeSquare(cmd.square)} already holds two Friendly men (Case 7.41).`));
  const cost = manCost(man, v, false);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, `Dismounting ${v.name}`, 'Case 24.13');
  if (short) return err(short);
  const load = vehicleLoadCost(state, v, cmd.square);
  if ('code' in load) return err(load);
  const pays = vehiclePays(state, v, load.cost, true);
  if (pays) return err(pays);
  const vehicleCost = Math.min(load.cost, vehicleTaskPointsLeft(state, v));
  return ok([{ type: 'man-alighted', vehicleId: v.id, manId: man.id, square: cmd.square, cost, vehicleCost, phase: state.phase, caseRef: tracked(v) ? 'Case 24.12' : 'Case 29.32' }]);
}

/** vehicle/bail-out: Cases 23.71, 23.74, 24.22. */
export function decideBailOut(state: GameState, cmd: CommandOf<'vehicle/bail-out'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (!tracked(v)) return err(ruleError('vehicle/no-crew', 'Case 29.32', `Men get out of ${v.name} by dismounting (Case 29.32).`));
  // Case 23.74: a tank damaged so that it has no Task Points is bailed out of for nothing.
  const disabled = allotmentOf(v, tablesOf(state).vehicleNumbers) - (v.damage?.taskPointsLost ?? 0) <= 0 || v.damage?.knockedOut === true;
  const price = disabled ? 0 : tablesOf(state).vehicleTaskCosts['bail-out'].cost.value;
  const cost: Breakdown = disabled
    ? new BreakdownBuilder('Vehicle Task Points: crew bails out', { label: 'Damaged: no Task Points remain', caseRef: 'Case 23.74', value: 0 }).build()
    : chartCost(state, 'crew bails out', 'bail-out', 1, 'Case 23.71');
  if (!disabled) {
    const bad = vehicleTaskError(state, v, price, 'act');
    // The crew abandons the vehicle: a missing commander is no bar (ruling VH15).
    if (bad && bad.code !== 'vehicle/no-commander' && bad.code !== 'vehicle/crew-too-few') return err(bad);
  }
  const seen = new Set<string>();
  for (const b of cmd.men) {
    const m = state.men[b.manId];
    if (!m || !roleOf(v, b.manId)) return err(ruleError('vehicle/not-crew', 'Case 23.71', `"${b.manId}" is not one of ${v.name}'s crew.`));
    if (seen.has(b.manId)) return err(ruleError('vehicle/named-twice', 'Case 23.71', `${m.name} is named twice.`));
    seen.add(b.manId);
    if (m.condition === 'dead') return err(ruleError('vehicle/dead-crewman', 'Case 23.71', `${m.name} is dead and stays in ${v.name}.`));
    if (!onMap(state.map, b.square) || !v.square || range(v.square, b.square) !== 1) return err(ruleError('vehicle/bail-square', 'Case 23.71', `Bailing-out crew are placed in adjacent squares; ${describeSquare(b.square)} is not next to ${v.name} (Case 23.71).`));
    const before = cmd.men.slice(0, cmd.men.indexOf(b)).filter((x) => sameSquare(x.square, b.square)).length;
    if (!roomFor(state, m.side, b.square, before)) return err(ruleError('vehicle/square-full', 'Case 7.41', `${describeSquare(b.square)} would hold more than two Friendly men (Case 7.41).`));
  }
  return ok([{ type: 'crew-bailed-out', vehicleId: v.id, men: cmd.men, cost, caseRef: disabled ? 'Case 23.74' : 'Case 23.71' }]);
}

/** task/re-enter-vehicle: Case 23.72 (25 Task Points of the man's own; the tank spends nothing this Phase). */
export function decideReEnter(state: GameState, cmd: CommandOf<'task/re-enter-vehicle'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (!tracked(v)) return err(ruleError('vehicle/no-crew', 'Case 29.32', `Men get into ${v.name} by mounting (Case 29.32).`));
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (man.side !== v.side) return err(ruleError('vehicle/enemy-crew', 'Case 23.72', `${man.name} is not of ${v.name}'s side.`));
  if (!man.square || !v.square || range(man.square, v.square) > 1) return err(ruleError('vehicle/not-adjacent', 'Case 23.72', `${man.name} must be next to ${v.name} to re-enter it.`));
  const roles = v.kind === 'apc' ? ['commander', 'driver'] : v.variant.era === 'Modern' ? ['commander', 'driver', 'loader', 'gunner'] : ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'];
  if (!roles.includes(cmd.role)) return err(ruleError('vehicle/no-such-seat', 'Case 23.22', `${v.name} has the seats ${roles.join(', ')}.`));
  const sitting = v.crew[cmd.role];
  if (sitting && state.men[sitting]?.aboard?.vehicleId === v.id) return err(ruleError('vehicle/seat-taken', 'Case 23.72', `${v.name}'s ${cmd.role} seat is taken.`));
  const inside = Object.values(v.crew).filter((id) => id !== undefined && state.men[id]?.aboard?.vehicleId === v.id).length;
  if (v.kind === 'tank' && inside >= tablesOf(state).vehicleNumbers.tankMen.value) return err(ruleError('vehicle/full', 'Case 24.16', `No more than five men may ever be in a tank (Case 24.16).`));
  const cost = taskCost('re-enter-tank', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, `Re-entering ${v.name}`, 'Case 23.72');
  if (short) return err(short);
  return ok([{ type: 'crew-re-entered', vehicleId: v.id, manId: man.id, role: cmd.role, phase: state.phase, cost, caseRef: 'Case 23.72' }]);
}
