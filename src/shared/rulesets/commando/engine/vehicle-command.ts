/**
 * Vehicles as commands (Sections 23.0, 24.0, 29.0, 30.0): set-up and the
 * umpire's placement (ruling VH3), movement with its facing and what it meets
 * on the way (Cases 23.13–23.14, 23.18, 22.13–22.14, 22.41–22.42, 29.11),
 * pivoting (Case 23.15), the turret (Cases 23.41–23.43), the hatch (Case
 * 23.5), crew changing places (Case 23.23) and the umpire's damage record.
 * Vehicles act in the Prepared Task Execution Phase (General Rule), between
 * men's intervals (ruling VH1). Rulings: docs/rulings/vehicles.md.
 */
import { driverLostError } from './vehicle-driver-lost';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeSquare } from '../../../map/coords';
import type { Square } from '../../../map/map-model';
import { onMap, sameSquare, terrainAt } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent, VehicleStepRecord } from '../model/events';
import type { GameState } from '../model/state';
import { canAct, sequenceOf } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { PREPARED_PHASE } from '../rules/observation-limits';
import { range } from '../rules/range';
import { pivotCost, turretAfter, turretTurnError, vehicleStep, TRACKED_IMPASSABLE, WHEELED_IMPASSABLE } from '../rules/vehicle-movement';
import type { VehicleTaskId } from '../tables/vehicles';
import { tablesOf } from './game-tables';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, taskCost } from './task-points';
import { crewError, kindInUse, roomFor, vehicleOf, vehicleTaskPointsLeft, VEHICLE_SECTION, type CrewNeed } from './vehicles';

type Decided = Result<GameEvent[], RuleError>;

const tracked = (v: VehicleState): boolean => v.kind === 'tank' || v.kind === 'apc';

/** Table 26.5 Treads ("the vehicle may not move"), or Destroyed: it moves and pivots no more (rulings AR10, AR15). */
const immobile = (v: VehicleState): RuleError | undefined =>
  v.damage?.effects?.some((e) => e === 'treads' || e === 'destroyed')
    ? ruleError('vehicle/immobile', 'Case 26.21 (Table 26.5)', `${v.name} ${v.damage.effects.includes('destroyed') ? 'is destroyed' : 'has lost its treads'} and may not move (Table 26.5).`)
    : undefined;

/** The vehicle, if its Section is in use. */
export function vehicleInUse(state: GameState, id: string): Result<VehicleState, RuleError> {
  const v = vehicleOf(state, id);
  if (!v) return err(ruleError('vehicle/unknown', 'Case 23.0', `There is no vehicle "${id}" in this game.`));
  if (!kindInUse(state, v.kind)) return err(ruleError('optional-rule/not-in-use', `Case ${VEHICLE_SECTION[v.kind]}.0`, `${v.name}: Optional Rule Section ${VEHICLE_SECTION[v.kind]}.0 is not in use in this game.`));
  return ok(v);
}

export function chartCost(state: Pick<GameState, 'tableOverrides'>, what: string, id: VehicleTaskId, times = 1, caseRef = 'Chart 23.8'): Breakdown {
  const row = tablesOf(state).vehicleTaskCosts[id];
  const b = new BreakdownBuilder(`Vehicle Task Points: ${what}`, { label: row.label, caseRef, value: row.cost.value, provenance: row.cost.provenance });
  if (times !== 1) b.multiply(`× ${times}`, caseRef, times);
  return b.build();
}

/** Ruling VH1: a vehicle acts in the Prepared Task Execution Phase, between men's intervals (save its movement during a passenger's, ruling VH45), while no prompt waits; it spends what it has left. */
export function vehicleTaskError(state: GameState, v: VehicleState, cost: number, need: CrewNeed): RuleError | undefined {
  if (!v.square) return ruleError('vehicle/off-map', 'Case 23.0', `${v.name} is not on the map.`);
  if (state.phase !== PREPARED_PHASE) return ruleError('vehicle/wrong-phase', 'Case 23.0', `Vehicles are always moved during the Prepared Task Execution Phase (Section 23.0 General Rule); this is the ${state.phase} Phase.`);
  // Case 23.52 (ruling VH21): a panicked tank or APC has held, moved or fired: it takes no further task this Game-Turn.
  if (v.panic?.turn === state.turn && v.panic.reading !== 'steady') return ruleError('vehicle/panicked', 'Case 23.52', `${v.name} panicked this Game-Turn ("${v.panic.reading}"): it takes no further action until the next (Case 23.52).`);
  const seq = sequenceOf(state);
  // Cases 24.72, 29.33 (ruling VH45): the vehicle moves on while one of its passengers executes his tasks (he fires as it moves).
  const carriedActive = need === 'move' && seq.active !== undefined && v.passengers.includes(seq.active.manId);
  if (seq.active && !carriedActive) return ruleError('vehicle/man-active', 'Case 6.43', `${state.men[seq.active.manId]?.name ?? seq.active.manId} is executing his tasks: the vehicle acts between men's intervals (ruling VH1).`);
  if (seq.prompts.length > 0) return ruleError('vehicle/interrupted', 'Case 7.52', 'A prompt waits for an answer first.');
  if (v.turnRecord?.turn === state.turn && v.turnRecord.reEnteredPhase === state.phase) return ruleError('vehicle/re-entered', 'Case 23.72', `A crewman re-entered ${v.name} this Phase: it may not expend Task Points in it (Case 23.72).`);
  const crew = crewError(state, v, need);
  if (crew) return crew;
  const left = vehicleTaskPointsLeft(state, v);
  if (cost > left) return ruleError('vehicle/insufficient-task-points', tracked(v) ? 'Case 23.12' : 'Case 29.11', `${v.name} has ${left} Task Points left this Game-Turn; this costs ${cost}.`);
  return undefined;
}

function placementError(state: GameState, v: VehicleState, square: Square): RuleError | undefined {
  if (!onMap(state.map, square)) return ruleError('vehicle/off-map', 'Case 23.17', `${describeSquare(square)} is off the map.`);
  const t = terrainAt(state.map, square).terrain;
  if ((tracked(v) ? TRACKED_IMPASSABLE : WHEELED_IMPASSABLE).includes(t)) return ruleError('vehicle/impassable', tracked(v) ? 'Case 23.13' : 'Case 29.11', `${v.name} may not stand in ${t} (${describeSquare(square)}).`);
  const other = state.vehicles?.vehicles.find((o) => o.id !== v.id && sameSquare(o.square, square));
  if (other) return ruleError('vehicle/square-taken', 'Case 23.17', `${other.name} already stands in ${describeSquare(square)} (ruling VH4: one vehicle to a square).`);
  return undefined;
}

/** setup/place-vehicle (ruling VH3): in set-up, in a Zone whose set-up names it, or on its side's entry squares. */
export function decidePlaceVehicle(state: GameState, cmd: CommandOf<'setup/place-vehicle'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 38.4', `Vehicles are set up before play (Case 38.4); the umpire places one later (umpire/place-vehicle).`));
  const bad = placementError(state, v, cmd.square);
  if (bad) return err(bad);
  if (v.setup?.zones) {
    const zone = state.map.zones.find((z) => z.squares.some((q) => sameSquare(q, cmd.square)));
    if (!zone || !v.setup.zones.includes(zone.id)) return err(ruleError('setup/not-in-zone', v.setup.caseRef, `${v.name} sets up in Zone ${v.setup.zones.join(' or ')} (${v.setup.caseRef}); ${describeSquare(cmd.square)} is not there.`));
  } else if (v.setup?.entry) {
    const squares = state.scenario.entry.filter((e) => e.side === v.side).flatMap((e) => e.squares);
    if (!squares.some((q) => sameSquare(q, cmd.square))) return err(ruleError('setup/not-entry-square', 'Case 38.51', `${v.name} comes on with its side's men: set it up on one of their entry squares (Case 38.51, ruling VH3).`));
  }
  const turret = v.kind === 'tank' ? (cmd.turret ?? cmd.facing) : undefined;
  return ok([{ type: 'vehicle-placed', vehicleId: v.id, square: cmd.square, facing: cmd.facing, ...(turret ? { turret } : {}), caseRef: v.setup?.caseRef ?? 'Case 38.4' }]);
}

/** umpire/place-vehicle (Case 2.0): anywhere it may stand, with his reason. */
export function decideUmpirePlaceVehicle(state: GameState, cmd: CommandOf<'umpire/place-vehicle'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  const bad = placementError(state, v, cmd.square);
  if (bad) return err(bad);
  const turret = v.kind === 'tank' ? (cmd.turret ?? v.turret ?? cmd.facing) : undefined;
  return ok([{ type: 'vehicle-placed', vehicleId: v.id, square: cmd.square, facing: cmd.facing, ...(turret ? { turret } : {}), reason: cmd.reason, caseRef: 'Case 2.0' }]);
}

/** vehicle/move: Cases 23.13–23.14, 23.18, 22.13–22.14, 22.41–22.42, 29.11. */
export function decideVehicleMove(state: GameState, cmd: CommandOf<'vehicle/move'>, dice: DiceSource, opts: { readonly stopAtMine?: boolean } = {}): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  const stuck = immobile(v);
  if (stuck) return err(stuck);
  if (!sameSquare(cmd.route[0], v.square)) return err(ruleError('vehicle/route-start', 'Case 23.0', `${v.name}'s route must begin at its square${v.square ? ` ${describeSquare(v.square)}` : ''}.`));
  if (v.turnRecord?.turn === state.turn && v.turnRecord.stopped) return err(ruleError('vehicle/stopped', 'Case 23.18', `${v.name} ceased movement to take on a man it ran over (Case 23.18).`));
  const driverLost = driverLostError(state, v);
  if (driverLost) return err(driverLost);
  const rec = new RecordingDice(dice);
  const steps: VehicleStepRecord[] = [];
  let at = cmd.route[0]!;
  let facing = v.facing;
  let turret = v.turret;
  let total = 0;
  let mounted: string | undefined;
  let mountCost: Breakdown | undefined;
  const sidesteps = cmd.sidesteps ?? [];
  for (let i = 1; i < cmd.route.length; i++) {
    const to = cmd.route[i]!;
    const step = vehicleStep(state.map, v.kind, at, facing, to, tablesOf(state).vehicleTaskCosts);
    if ('code' in step) return err(step);
    if (state.vehicles?.vehicles.some((o) => o.id !== v.id && sameSquare(o.square, to))) return err(ruleError('vehicle/square-taken', 'Case 23.17', `Another vehicle stands in ${describeSquare(to)} (ruling VH4).`));
    const last = i === cmd.route.length - 1;
    const here = Object.values(state.men).filter((m) => m.square && sameSquare(m.square, to) && m.condition !== 'dead');
    const record: { -readonly [K in keyof VehicleStepRecord]: VehicleStepRecord[K] } = { to, cost: step.cost, facing: tracked(v) ? step.facing : step.facing };
    // Case 23.18: Enemy men step one square away, where their Player chose.
    const enemies = here.filter((m) => m.side !== v.side && canAct(m));
    if (enemies.length > 0) {
      if (v.kind !== 'tank' && v.kind !== 'apc') return err(ruleError('vehicle/enemy-in-square', 'Case 23.18', `${describeSquare(to)} holds Enemy men; only a tank or APC drives at men (Case 23.18, ruling VH10).`));
      const moved: { manId: string; to: Square }[] = [];
      for (const e of enemies) {
        const s = sidesteps.find((x) => x.manId === e.id);
        if (!s) return err(ruleError('vehicle/sidestep-needed', 'Case 23.18', `${e.name} is in ${describeSquare(to)}: his Player moves him one square away at no cost (Case 23.18); the umpire enters where (sidesteps).`));
        if (range(to, s.to) !== 1 || !onMap(state.map, s.to) || cmd.route.slice(i).some((q) => sameSquare(q, s.to))) return err(ruleError('vehicle/sidestep-square', 'Case 23.18', `${e.name} steps one square away from ${describeSquare(to)}, off the vehicle's way; ${describeSquare(s.to)} will not do.`));
        if (!roomFor(state, e.side, s.to, moved.filter((x) => sameSquare(x.to, s.to)).length)) return err(ruleError('vehicle/sidestep-full', 'Case 7.41', `${describeSquare(s.to)} already holds two of ${e.name}'s Friendly men (Case 7.41).`));
        moved.push({ manId: e.id, to: s.to });
      }
      record.sidestepped = moved;
    }
    // Case 23.18: a Friendly man mounts a tank that stops on him, or is run over.
    const friends = here.filter((m) => m.side === v.side && canAct(m));
    if (friends.length > 0) {
      if (last && cmd.mountRunOver && v.kind === 'tank') {
        if (friends.length > 1) return err(ruleError('vehicle/run-over-many', 'Case 23.18', `Two men are in ${describeSquare(to)}; ruling VH11 lets one mount as the tank stops: move them apart first.`));
        mounted = friends[0]!.id;
        const price = taskCost('mount-tank', friends[0]!);
        if ('code' in price) return err(price);
        const short = checkAffordable(state, friends[0]!, price.final, `Mounting ${v.name}`, 'Case 23.18');
        if (short) return err(short);
        mountCost = price;
      } else if (tracked(v)) {
        record.runOver = friends.map((m) => m.id);
      } else {
        return err(ruleError('vehicle/friend-in-square', 'Case 29.14', `${describeSquare(to)} holds Friendly men: a ${v.kind} does not drive over them (ruling VH10).`));
      }
    }
    // Section 22.0: the mines in the square.
    const mines = (state.mines?.laid ?? []).filter((m) => m.status === 'armed' && sameSquare(m.square, to));
    if (tracked(v)) {
      const ap = mines.filter((m) => m.type === 'anti-personnel' || m.type === 'bounce');
      if (ap.length > 0) record.harmlessMines = ap.map((m) => m.id);
      const at = mines.filter((m) => m.type === 'anti-tank');
      if (at.length > 0) record.antiTank = at.map((m) => {
        const roll = rec.roll({ die: 'd6', purpose: `Case 22.42 anti-tank mine ${m.id} under ${v.name}` }).face;
        return { mineId: m.id, roll, detonated: roll % tablesOf(state).vehicleNumbers.atMineEven.value === 0 };
      });
    } else {
      const ap = mines.filter((m) => m.type === 'anti-personnel' || m.type === 'bounce');
      if (ap.length > 0) {
        const roll = rec.roll({ die: 'd6', purpose: `Case 29.21 ${v.name} on a mine` }).face;
        record.jeepMine = { mineIds: ap.map((m) => m.id), roll, affected: roll === 6 };
      }
    }
    steps.push(record);
    total += step.cost;
    if (turret !== undefined) turret = turretAfter(turret, facing, step.facing);
    if (turret !== undefined) record.turret = turret;
    facing = step.facing;
    at = to;
    // Case 22.42: a detonated anti-tank mine stops the move; its damage (Table 26.5) is the umpire's to record.
    if (record.antiTank?.some((m) => m.detonated) && !last && opts.stopAtMine) break;
    if (record.antiTank?.some((m) => m.detonated) && !last) return err(ruleError('vehicle/route-past-mine', 'Case 22.42', 'Ruling VH12: a detonated anti-tank mine stops the vehicle; this route is refused (the die is not rolled again: replay the move to that square).'));
  }
  const cost = new BreakdownBuilder(`Vehicle Task Points: move ${steps.length} square${steps.length === 1 ? '' : 's'}`, { label: 'Squares entered (5 orthogonal, 7 diagonal)', caseRef: tracked(v) ? 'Case 23.13' : 'Case 29.11', value: total, provenance: tablesOf(state).vehicleTaskCosts['move-orthogonal'].cost.provenance }).build();
  const bad = vehicleTaskError(state, v, total, 'move');
  if (bad) return err(bad);
  return ok([{ type: 'vehicle-moved', vehicleId: v.id, steps, cost, ...(mounted ? { mounted } : {}), ...(mountCost ? { mountCost } : {}), dice: rec.take(), caseRef: tracked(v) ? 'Case 23.14' : 'Case 29.11' }]);
}

/** vehicle/pivot: Case 23.15 (tanks and APCs; a jeep has no facing, Case 29.14). */
export function decidePivot(state: GameState, cmd: CommandOf<'vehicle/pivot'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  const stuck = immobile(v);
  if (stuck) return err(stuck);
  if (!tracked(v)) return err(ruleError('vehicle/no-facing', 'Case 29.14', `${v.name} has no facing and may move in any direction (Case 29.14).`));
  const driverLost = driverLostError(state, v);
  if (driverLost) return err(driverLost);
  if (cmd.facing === v.facing) return err(ruleError('vehicle/same-facing', 'Case 23.15', `${v.name} already faces ${v.facing}.`));
  const total = pivotCost(v.facing, cmd.facing, tablesOf(state).vehicleTaskCosts);
  const bad = vehicleTaskError(state, v, total, 'move');
  if (bad) return err(bad);
  const cost = chartCost(state, `pivot ${v.facing} to ${cmd.facing}`, 'change-facing', total / tablesOf(state).vehicleTaskCosts['change-facing'].cost.value, 'Case 23.15');
  const turret = turretAfter(v.turret, v.facing, cmd.facing);
  return ok([{ type: 'vehicle-pivoted', vehicleId: v.id, from: v.facing, to: cmd.facing, ...(turret ? { turret } : {}), cost, caseRef: 'Case 23.15' }]);
}

/** vehicle/turn-turret: Cases 23.41–23.43. */
export function decideTurnTurret(state: GameState, cmd: CommandOf<'vehicle/turn-turret'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (v.kind !== 'tank' || v.turret === undefined) return err(ruleError('vehicle/no-turret', 'Case 24.23', `${v.name} has no turret (Case 24.23: APCs have none).`));
  const turn = turretTurnError(v.turret, cmd.facing, v.open, tablesOf(state).vehicleNumbers.buttonedTurretPoints.value);
  if (turn) return err(turn);
  const cost = chartCost(state, 'turn turret', 'turn-turret', 1, 'Case 23.42');
  const bad = vehicleTaskError(state, v, cost.final, 'turret');
  if (bad) return err(bad);
  return ok([{ type: 'turret-turned', vehicleId: v.id, from: v.turret, to: cmd.facing, cost, caseRef: 'Case 23.42' }]);
}

/** vehicle/hatch: Case 23.5 (and Case 24.21 for the APC's commander/gunner). */
export function decideHatch(state: GameState, cmd: CommandOf<'vehicle/hatch'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (!tracked(v)) return err(ruleError('vehicle/open-vehicle', 'Case 29.0', `${v.name} is an open vehicle: it has no hatch (Section 29.0 General Rule).`));
  if (v.open === cmd.open) return err(ruleError('vehicle/hatch-same', 'Case 23.5', `${v.name} is already ${v.open ? 'opened up' : 'buttoned down'}.`));
  const cost = chartCost(state, cmd.open ? 'open up' : 'button down', 'button-or-open', 1, 'Case 23.5');
  const bad = vehicleTaskError(state, v, cost.final, 'act');
  if (bad) return err(bad);
  return ok([{ type: 'vehicle-hatch', vehicleId: v.id, open: cmd.open, cost, caseRef: 'Case 23.5' }]);
}

/** vehicle/exchange-crew: Case 23.23 (20 Task Points each exchange). Replacing the commander needs no commander (the whole point). */
export function decideExchangeCrew(state: GameState, cmd: CommandOf<'vehicle/exchange-crew'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (!tracked(v)) return err(ruleError('vehicle/no-crew-seats', 'Case 29.12', `${v.name} has only a driver's seat: any man may drive it (Case 29.12).`));
  if (cmd.a === cmd.b) return err(ruleError('vehicle/same-seat', 'Case 23.23', 'Name two different crew seats.'));
  const roles = v.kind === 'apc' ? ['commander', 'driver'] : Object.keys(v.crew).length === 4 ? ['commander', 'driver', 'loader', 'gunner'] : ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'];
  if (!roles.includes(cmd.a) || !roles.includes(cmd.b)) return err(ruleError('vehicle/no-such-seat', 'Case 23.22', `${v.name} has the seats ${roles.join(', ')} (Case 23.22${v.kind === 'apc' ? ', Case 24.11' : ''}).`));
  if (!v.crew[cmd.a] && !v.crew[cmd.b]) return err(ruleError('vehicle/seats-empty', 'Case 23.23', 'Both seats are empty: nobody changes places.'));
  const cost = chartCost(state, 'two crewmen exchange places', 'exchange-crew', 1, 'Case 23.23');
  // Ruling VH13: replacing an out-of-action commander is the one action taken without him (Cases 23.22, 23.23).
  const bad = vehicleTaskError(state, v, cost.final, 'act');
  if (bad && bad.code !== 'vehicle/no-commander') return err(bad);
  return ok([{ type: 'crew-exchanged', vehicleId: v.id, a: cmd.a, b: cmd.b, cost, caseRef: 'Case 23.23' }]);
}

/** umpire/damage-vehicle: the umpire records what Table 26.5 or 26.6 did (Section 26.0 is not this module's). */
export function decideDamageVehicle(state: GameState, cmd: CommandOf<'umpire/damage-vehicle'>): Decided {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  return ok([{ type: 'vehicle-damaged', vehicleId: cmd.vehicleId, taskPointsLost: cmd.taskPointsLost, knockedOut: cmd.knockedOut, reason: cmd.reason, caseRef: 'Case 2.0' }]);
}
