/**
 * Case 14.31 for a tank or APC (ruling VH67): "Each time a man is subjected to
 * opportunity fire while expending Task Points, he must undergo an immediate
 * panic check." A buttoned-down tank or APC checks as its crew (Cases 23.51,
 * 24.21, ruling VH20); it spends Task Points while it is moving, which since
 * ruling VH45 spans its passenger's interval (it entered a square in this
 * Prepared Phase and is not stopped: VH66's span). Small arms do not touch the
 * vehicle itself (Case 23.61), so what subjects it to opportunity fire is
 * opportunity fire at the men exposed on or in it (its opened-up commander,
 * riders, passengers who stood to fire: ruling VH31). Then it checks at once,
 * once for each such fire (Case 14.12's exception for 14.31), at its own
 * percentage, and the reading is played as on its first task (Case 23.52:
 * hold, straight ahead, or its machineguns, vehicle-panic.ts). A vehicle that
 * has already panicked this Game-Turn does nothing more anyway (ruling VH21).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { PREPARED_PHASE } from '../rules/observation-limits';
import type { Folded } from './follow-ups';
import { vehiclePanicCheck, vehiclePanicDue, type DecideMove, type PanicFire } from './vehicle-panic';

type Fold = (s: GameState, e: GameEvent) => GameState;

/** Ruling VH67: the vehicle is spending Task Points — it moved in this Prepared Phase and has not ceased (Case 23.22, VH66). */
const spendingNow = (state: GameState, v: VehicleState): boolean =>
  state.phase === PREPARED_PHASE && v.turnRecord?.turn === state.turn && v.turnRecord.moved && !v.turnRecord.driverLost;

const withoutCheck = (v: VehicleState): VehicleState => {
  const { panic: _checked, ...rest } = v;
  return rest;
};

/** The moving tanks and APCs whose men this opportunity fire struck at, in the order fired. */
function firedUpon(state: GameState, e: GameEvent): VehicleState[] {
  if (e.type !== 'fire-resolved' || !e.opportunity) return [];
  const out: VehicleState[] = [];
  for (const t of e.targets) {
    const id = state.men[t.targetId]?.aboard?.vehicleId;
    const v = state.vehicles?.vehicles.find((x) => x.id === id);
    if (v && (v.kind === 'tank' || v.kind === 'apc') && !out.includes(v)) out.push(v);
  }
  return out;
}

/** Follow-up (triggers.ts): after each opportunity fire at men aboard a moving tank or APC, the vehicle's Case 14.31 check. */
export function vehiclePanicUnderFire(sofar: Folded, own: readonly GameEvent[], dice: DiceSource, fold: Fold, decideMove: DecideMove, panicFire: PanicFire): Folded {
  if (!sofar.state.vehicles || !own.some((e) => e.type === 'fire-resolved' && e.opportunity)) return sofar;
  let s = sofar.state;
  const out = [...sofar.events];
  for (const e of own) {
    for (const hit of firedUpon(s, e)) {
      const v = s.vehicles?.vehicles.find((x) => x.id === hit.id);
      // vehiclePanicDue without its once-a-Game-Turn: Case 14.12 excepts Case 14.31.
      if (!v || !spendingNow(s, v) || (v.panic?.turn === s.turn && v.panic.reading !== 'steady') || !vehiclePanicDue(s, withoutCheck(v))) continue;
      for (const x of vehiclePanicCheck(s, v, dice, decideMove, panicFire, 'under-opportunity-fire').events) {
        s = fold(s, x);
        out.push(x);
      }
    }
  }
  return { state: s, events: out };
}
