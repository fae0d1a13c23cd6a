/**
 * Case 23.52's "fire" result, played (ruling VH51): "only the machineguns will
 * fire (and, of course, they'll fire at the nearest observed Enemy man within
 * the appropriate field of fire; following all rules of panic)". Each of the
 * vehicle's machineguns that may fire now (vehicle-machineguns.ts `gunError`,
 * the vehicle's Task Points) fires once, in the order hull, coaxial, hatch,
 * swivel, at the Enemy man nearest the vehicle whom its crewman observes and
 * who lies in its field of fire (Diagrams 10–11; on a tie, the first by id);
 * a gun with no such man is silent. The fire is the ordinary
 * `vehicle/fire-machinegun` (25 Task Points once, Case 23.32), decided on the
 * state before the panic check is folded (which bars every further task,
 * ruling VH21).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { canAct } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { range } from '../rules/range';
import type { Fold } from './opportunity-command';
import { targetSquare } from './vehicle-exposure';
import { GUN_CREW, gunsOf, inGunArc } from './vehicle-gun-crew';
import { decideFireMachinegun, gunError } from './vehicle-machineguns';

/** Case 23.52: the nearest Enemy man the gun's crewman observes in its field of fire, or undefined. */
export function nearestInArc(state: GameState, v: VehicleState, gun: ReturnType<typeof gunsOf>[number]): string | undefined {
  const crewmanId = v.crew[GUN_CREW[gun]];
  if (!crewmanId || !v.square) return undefined;
  const seen = state.knowledge[crewmanId]?.observing ?? [];
  const near = seen
    .map((id) => state.men[id])
    .flatMap((m) => {
      const at = m && m.side !== v.side && canAct(m) ? targetSquare(state, m) : undefined;
      return m && at && inGunArc(state, v, gun, at) ? [{ id: m.id, r: range(v.square!, at) }] : [];
    })
    .sort((a, b) => a.r - b.r || a.id.localeCompare(b.id));
  return near[0]?.id;
}

/** The panicked vehicle's machinegun fire (Case 23.52), events to follow its `vehicle-panic-checked`. */
export function panicMachinegunFire(state: GameState, vehicleId: string, dice: DiceSource, fold: Fold): GameEvent[] {
  const out: GameEvent[] = [];
  let s = state;
  const first = s.vehicles?.vehicles.find((x) => x.id === vehicleId);
  if (!first) return out;
  for (const gun of gunsOf(first)) {
    const v = s.vehicles!.vehicles.find((x) => x.id === vehicleId)!;
    if (gunError(s, v, gun)) continue;
    const target = nearestInArc(s, v, gun);
    if (!target) continue;
    const r = decideFireMachinegun(s, { type: 'vehicle/fire-machinegun', vehicleId, gun, targets: [{ targetId: target }] }, dice, fold, true);
    if (!r.ok) continue;
    out.push(...r.value);
    s = r.value.reduce(fold, s);
  }
  return out;
}
