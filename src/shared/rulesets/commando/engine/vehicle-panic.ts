/**
 * Tank and APC panic (Cases 23.51–23.52, 24.21). A buttoned-down tank (35%)
 * or APC (40%) checks for panic when it is first given a task in a Game-Turn
 * (its "first task", Case 14.13); an opened-up one never panics. Only the
 * preservation conditions modify the percentage. On a panic the order given
 * is not carried out; the result is read by Case 23.52: "fall prone" holds,
 * "move" drives straight ahead spending all its Task Points, "fire" fires the
 * machineguns only, at the nearest observed Enemy man in each gun's field of
 * fire (vehicle-panic-fire.ts, ruling VH51). Either way the vehicle does nothing more that Game-Turn.
 * Rulings VH20–VH21 (docs/rulings/vehicles.md).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { ok, type Result } from '../../../kernel/result';
import type { RuleError } from '../../../kernel/rule-error';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehiclePanicReading, VehicleState } from '../model/vehicle';
import { aboardIds } from '../model/vehicle';
import { panicCheck } from '../rules/panic';
import { straightAhead } from '../rules/vehicle-movement';
import { manStatistics, preservationConditionOf } from './man-statistics';
import { crewIn, functioning, vehicleOf, vehicleTaskPointsLeft } from './vehicles';
import { tablesOf } from './game-tables';

type Decided = Result<GameEvent[], RuleError>;
export type DecideMove = (state: GameState, vehicleId: string, route: readonly { col: number; row: number }[], dice: DiceSource) => Decided;
export type PanicFire = (state: GameState, vehicleId: string, dice: DiceSource) => GameEvent[];

/** Case 23.51: a buttoned-down tank or APC not yet checked this Game-Turn, in a game whose sides have panic percentages. */
export function vehiclePanicDue(state: GameState, v: VehicleState): boolean {
  if ((v.kind !== 'tank' && v.kind !== 'apc') || v.open || !v.square || v.damage?.knockedOut) return false;
  if (v.panic?.turn === state.turn) return false;
  // No panic percentage for the side (a bare engine game): no checks at all, as for men (panic-step.ts).
  const crewman = aboardIds(v).map((id) => state.men[id]).find((m) => m !== undefined && m.side === v.side);
  return crewman !== undefined && manStatistics(state, crewman).panicPercentage !== undefined;
}

const READING: Readonly<Record<'fall-prone' | 'fire' | 'move', VehiclePanicReading>> = { 'fall-prone': 'hold', fire: 'fire', move: 'move' };

/**
 * The panic check before a vehicle's order (Cases 23.51–23.52, 24.21). `decided` is the order as decided
 * without panic: a refused order rolls nothing. Steady: the check, then the order. Panicked: the check,
 * then its reading (a straight-ahead move for "move", decided by `decideMove`).
 */
export function withVehiclePanic(state: GameState, vehicleId: string, decided: Decided, dice: DiceSource, decideMove: DecideMove, panicFire: PanicFire): Decided {
  const v = vehicleOf(state, vehicleId);
  if (!decided.ok || !v || !vehiclePanicDue(state, v)) return decided;
  const checked = vehiclePanicCheck(state, v, dice, decideMove, panicFire, 'first-task');
  return ok(checked.reading === 'steady' ? [...checked.events, ...decided.value] : checked.events);
}

/**
 * The check itself and what its reading does (Cases 23.51–23.52): the `vehicle-panic-checked` event, then a panicked
 * vehicle's machinegun fire or straight-ahead move. `trigger`: its first task (Case 14.13) or opportunity fire it is
 * subjected to while it spends Task Points (Case 14.31, vehicle-panic-under-fire.ts, ruling VH67).
 */
export function vehiclePanicCheck(state: GameState, v: VehicleState, dice: DiceSource, decideMove: DecideMove, panicFire: PanicFire, trigger: 'first-task' | 'under-opportunity-fire'): { readonly reading: VehiclePanicReading; readonly events: GameEvent[] } {
  const rec = new RecordingDice(dice);
  const base = v.kind === 'tank' ? tablesOf(state).vehicleNumbers.tankPanic : tablesOf(state).vehicleNumbers.apcPanic;
  const caseRef = trigger === 'under-opportunity-fire' ? 'Case 14.31' : v.kind === 'tank' ? 'Case 23.51' : 'Case 24.21';
  // Case 23.51: "only modified by preservation conditions, and no other panic modifiers".
  const commander = crewIn(state, v, 'commander') ?? state.men[aboardIds(v)[0]!]!;
  const check = panicCheck({ basePanic: base.value, wounds: 'none', enemyObservation: 'none', preservationCondition: preservationConditionOf(state, commander) }, rec, { trigger }, tablesOf(state));
  const printed = check.outcome?.result === 'hand-to-hand' ? undefined : check.outcome?.result;
  let reading: VehiclePanicReading = check.panicked && printed ? READING[printed] : 'steady';
  // Case 23.52: "If the driver is out of action, a 'move' result will prevent the tank from taking any action."
  if (reading === 'move' && !functioning(crewIn(state, v, 'driver'))) reading = 'hold';
  const text = panicText(v, reading, printed);
  const event: GameEvent = { type: 'vehicle-panic-checked', vehicleId: v.id, chance: check.chance, roll: check.roll?.total ?? 0, panicked: check.panicked, ...(printed ? { result: printed } : {}), reading, text, caseRef: check.panicked ? 'Case 23.52' : caseRef, dice: rec.take() };
  if (reading === 'steady') return { reading, events: [event] };
  // Case 23.52 (ruling VH51): the machineguns fire at the nearest observed Enemy man in their fields of fire (vehicle-panic-fire.ts).
  if (reading === 'fire') return { reading, events: [event, ...panicFire(state, v.id, dice)] };
  if (reading !== 'move') return { reading, events: [event] };
  // Case 23.52: straight ahead, all its Task Points, stopping before impassable terrain (ruling VH20: and before men or another vehicle).
  const steps = straightAhead(state.map, v.kind, v.square!, v.facing, vehicleTaskPointsLeft(state, v), tablesOf(state).vehicleTaskCosts);
  const route = [v.square!];
  for (const s of steps) {
    if (blockedForPanic(state, v, s.to)) break;
    route.push(s.to);
  }
  if (route.length < 2) return { reading, events: [event] };
  const moved = decideMove(state, v.id, route, dice);
  return { reading, events: [event, ...(moved.ok ? moved.value : [])] };
}

/** Ruling VH20: the panicked move halts before a square with another vehicle or an able man in it. */
function blockedForPanic(state: GameState, v: VehicleState, sq: { col: number; row: number }): boolean {
  if (state.vehicles?.vehicles.some((o) => o.id !== v.id && o.square?.col === sq.col && o.square.row === sq.row)) return true;
  return Object.values(state.men).some((m) => m.square?.col === sq.col && m.square.row === sq.row && m.condition !== 'dead');
}

function panicText(v: VehicleState, reading: VehiclePanicReading, printed: string | undefined): string {
  switch (reading) {
    case 'steady':
      return `${v.name} does not panic`;
    case 'hold':
      return printed === 'move'
        ? `${v.name} panics ("move") with its driver out of action: it takes no action this Game-Turn`
        : `${v.name} panics ("fall prone" read as "hold"): it spends no Task Points this Game-Turn`;
    case 'move':
      return `${v.name} panics: it drives straight ahead ${v.facing}, spending its Task Points in movement only`;
    case 'fire':
      return `${v.name} panics: only its machineguns fire, at the nearest observed Enemy man in their field of fire`;
  }
}

