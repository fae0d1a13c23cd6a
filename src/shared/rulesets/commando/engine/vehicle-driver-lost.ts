/**
 * Case 23.22: "If the tank is moving, it immediately ceases movement upon
 * driver going out of action." A vehicle moves only in the Prepared Task
 * Execution Phase (ruling VH1), in one or more `vehicle/move`s, and since
 * ruling VH45 a passenger may fire between them. Ruling VH66: a vehicle that
 * entered a square in this Phase is moving until the Phase ends; when its
 * driver is then severely wounded, incapacitated or killed (by fire between
 * its moves, a grenade, a mine, ...), it ceases movement: it neither moves
 * nor pivots again this Game-Turn, even with another crewman put in the
 * driver's seat (Case 23.23). Folded on `man-wounded` (engine/dispatch.ts),
 * so replay needs no event of its own; decide refuses the further movement
 * (`vehicle/driver-lost`). Jeeps and motorcycles too (Section 29.0 treats
 * their driver as Case 29.12's, who alone moves them).
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { PREPARED_PHASE } from '../rules/observation-limits';
import { functioning } from './vehicles';

const movingNow = (state: GameState, v: VehicleState): boolean => state.phase === PREPARED_PHASE && v.turnRecord?.turn === state.turn && v.turnRecord.moved;

/** After `man-wounded` is folded: the moving vehicle whose driver he is ceases movement (Case 23.22). */
export function driverLostOnTheMove(state: GameState, manId: string): GameState {
  const man = state.men[manId];
  const vs = state.vehicles;
  if (!man?.aboard || !vs || functioning(man)) return state;
  const v = vs.vehicles.find((x) => x.id === man.aboard?.vehicleId);
  if (!v || v.crew.driver !== manId || !movingNow(state, v) || v.turnRecord?.driverLost) return state;
  const stopped: VehicleState = { ...v, turnRecord: { ...v.turnRecord!, driverLost: true } };
  return { ...state, vehicles: { ...vs, vehicles: vs.vehicles.map((x) => (x.id === v.id ? stopped : x)) } };
}

/** Case 23.22 (ruling VH66): why the vehicle may not move or pivot again this Game-Turn, or undefined. */
export function driverLostError(state: GameState, v: VehicleState): RuleError | undefined {
  if (v.turnRecord?.turn !== state.turn || !v.turnRecord.driverLost) return undefined;
  return ruleError('vehicle/driver-lost', 'Case 23.22', `${v.name}'s driver went out of action while it was moving: it ceased movement at once and moves no more this Game-Turn (Case 23.22, ruling VH66).`);
}
