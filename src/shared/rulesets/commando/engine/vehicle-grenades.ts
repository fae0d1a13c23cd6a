/**
 * Grenades and vehicles (Cases 24.34, 24.42, 24.43, 24.44, 24.56, 29.21,
 * 29.34; rulings VH40–VH43):
 * - who aboard may throw, and from where (a jeep's non-drivers at −25%, an
 *   unroofed APC's passengers standing; nobody else);
 * - a grenade thrown into an APC's passenger compartment: when it may be, and
 *   the blast on the passengers inside (Vented, Case 24.34);
 * - the men aboard whom a grenade bursting outside reaches (in a jeep or on a
 *   motorcycle, riding on a tank, a tank's opened-up commander);
 * - Case 29.21: a fragment grenade bursting in a jeep's square rolls 1D6 and
 *   on a 6 the jeep rolls Table 26.6.
 * The throw itself is engine/grenade-command.ts's.
 */
import type { Provenance } from '../../../kernel/provenance';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { sameSquare, type Square } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { roleOf, type VehicleState } from '../model/vehicle';
import { rollDice } from '../rules/dice-codes';
import type { ManNearBlast } from '../rules/grenade-blast';
import { squareCode } from '../rules/grenade-geometry';
import { resolveVehicleDamage } from '../rules/vehicle-damage';
import { COMPASS_OFFSET, turnBy } from '../rules/vehicle-movement';
import { tablesOf } from './game-tables';

type Fold = (s: GameState, e: GameEvent) => GameState;
type Wounds = (s: GameState, hits: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean }[]) => GameEvent[];

const vehicleById = (state: GameState, id: string | undefined): VehicleState | undefined => (id === undefined ? undefined : state.vehicles?.vehicles.find((v) => v.id === id));

export interface AboardThrow {
  readonly vehicle: VehicleState;
  /** He throws from the vehicle's square, standing (Case 24.33; ruling VH40). */
  readonly square: Square;
  /** Case 29.34: −25% for accuracy. */
  readonly jeep: boolean;
}

/**
 * Who aboard may throw a grenade (ruling VH40): a jeep's non-drivers, at −25% (Case 29.34); an unroofed APC's
 * passengers, standing as they do to fire (Section 24.0 General Rule "throw grenades in some cases", Case 24.33).
 * Refused: a jeep's driver (Case 29.34 names the non-drivers), an enclosed APC's passengers (Case 24.44), a gun-slit
 * APC's (a slit takes a weapon's muzzle, not a thrown grenade; Case 24.56 shuts the compartment to grenades), the crew
 * of a tank or APC, men riding on a tank, and a motorcycle's driver (pistol only); a sidecar passenger throws as a
 * jeep's non-driver does (Section 30.0, ruling VH68).
 */
export function aboardThrow(state: GameState, man: ManState): Result<AboardThrow | undefined, RuleError> {
  if (man.square || !man.aboard) return ok(undefined);
  const v = vehicleById(state, man.aboard.vehicleId);
  if (!v) return ok(undefined);
  if (!v.square) return err(ruleError('vehicle/off-map', 'Case 24.33', `${v.name} is not on the map.`));
  const refuse = (code: string, caseRef: string, why: string) => err(ruleError(code, caseRef, `${man.name} may not throw a grenade from ${v.name}: ${why} (${caseRef}; ruling VH40).`));
  const role = roleOf(v, man.id);
  if (v.kind === 'jeep') return role === 'driver' ? refuse('vehicle/driver-fires', 'Case 29.34', 'only the non-drivers in a jeep engage in tasks other than driving') : ok({ vehicle: v, square: v.square, jeep: true });
  // Section 30.0 (ruling VH68): the sidecar passenger "falls under all restrictions which apply to jeep passengers"; the driver fires a pistol only.
  if (v.kind === 'motorcycle') return role === 'driver' ? refuse('vehicle/driver-fires', 'Section 30.0', 'the driver of a motorcycle fires a pistol only, and only when it does not move') : ok({ vehicle: v, square: v.square, jeep: true });
  if (role) return refuse('vehicle/crew-fires', 'Case 23.3', `he is its ${role}, and the crew fights with the vehicle's weapons`);
  if (v.riders.includes(man.id)) return refuse('vehicle/aboard', 'Case 23.63', 'the rules give men riding on a tank no fire');
  const type = v.variant.apcType ?? 'unroofed';
  if (type === 'enclosed') return refuse('vehicle/enclosed', 'Case 24.44', 'a passenger in an enclosed APC may not fire or throw grenades');
  if (type === 'gun-slits') return refuse('vehicle/enclosed', 'Case 24.56', 'a gun-slit APC is completely enclosed; its slits are for firing weapons');
  return ok({ vehicle: v, square: v.square, jeep: false });
}

/** Case 29.34's penalty for a throw from a jeep, for the Grenadier (rules/grenades.ts), from the game's chart. */
export function jeepThrow(state: GameState): { readonly penalty: number; readonly provenance: Provenance } {
  const p = tablesOf(state).vehicleNumbers.jeepGrenadePenalty;
  return { penalty: p.value, provenance: p.provenance };
}

/** Case 24.42: the straight line of squares behind the APC (opposite its facing), from its square outwards. */
export function onLineToRear(v: VehicleState, from: Square): boolean {
  if (!v.square) return false;
  const { dc, dr } = COMPASS_OFFSET[turnBy(v.facing, 4)];
  const dx = from.col - v.square.col;
  const dy = from.row - v.square.row;
  const k = dc !== 0 ? dx / dc : dy / dr;
  return Number.isInteger(k) && k >= 1 && dx === k * dc && dy === k * dr;
}

/**
 * Why a grenade may not be thrown into this vehicle's passenger compartment from `from` (Cases 24.34, 24.42, 24.56;
 * ruling VH41), or undefined. Nothing here reads who is inside: the answer is the same with the compartment empty.
 */
export function intoCompartmentError(state: GameState, vehicleId: string, from: Square): RuleError | undefined {
  const v = vehicleById(state, vehicleId);
  if (!v?.square) return ruleError('vehicle/unknown', 'Case 24.34', `There is no vehicle ${vehicleId} on the map.`);
  if (v.kind !== 'apc') return ruleError('grenade/no-compartment', 'Case 24.34', `${v.name} has no passenger compartment to throw a grenade into: only an APC's (Cases 24.34, 24.42, 24.56); a grenade at its square bursts outside.`);
  if (sameSquare(v.square, from)) return ruleError('grenade/no-compartment', 'Case 24.34', `The thrower is in ${v.name}'s own square.`);
  const type = v.variant.apcType ?? 'unroofed';
  if (type === 'enclosed' && !onLineToRear(v, from)) {
    return ruleError('grenade/not-from-rear', 'Case 24.42', `A grenade may be thrown into an enclosed APC only over a straight line of squares to its rear: ${squareCode(from)} is not on the line behind ${v.name} facing ${v.facing} (Case 24.42).`);
  }
  if (type === 'gun-slits') {
    const t = v.turnRecord;
    if (!(t?.turn === state.turn && t.loadedFrom)) return ruleError('grenade/apc-closed', 'Case 24.56', `Grenades may not be tossed into an APC with gun slits except during the Turn it loads or discharges passengers (Case 24.56): ${v.name} has not this Game-Turn.`);
  }
  return undefined;
}

/**
 * Case 24.34 (ruling VH41): the men a grenade bursting inside the compartment reaches — its passengers, all in the
 * one compartment; the crew are never affected by fragments (Case 24.32) and the hull shields everyone outside.
 */
export function compartmentMen(state: GameState, v: VehicleState): ManNearBlast[] {
  if (!v.square) return [];
  return v.passengers.flatMap((id) => (state.men[id] && state.men[id]!.condition !== 'dead' ? [{ id, square: v.square!, posture: 'erect' as const }] : []));
}

/**
 * Ruling VH42: the men aboard whom a grenade bursting outside reaches, as men standing in the vehicle's square: the
 * men in a jeep or on a motorcycle (in the open, Case 29.21, ruling VH32), men riding on a tank ("affected normally by
 * all weapons", Case 23.63) and an opened-up tank's commander (Case 23.35). An APC's crew and passengers are not (Cases
 * 24.32, 24.42, 24.51): only a grenade into the compartment reaches its passengers.
 */
export function exposedToBlast(state: GameState): ManNearBlast[] {
  return (state.vehicles?.vehicles ?? []).flatMap((v) => {
    if (!v.square) return [];
    const ids = v.kind === 'jeep' || v.kind === 'motorcycle' ? [...Object.values(v.crew), ...v.passengers] : v.kind === 'tank' ? [...v.riders, ...(v.open && v.crew.commander ? [v.crew.commander] : [])] : [];
    return ids.flatMap((id) => (id && state.men[id] && state.men[id]!.condition !== 'dead' ? [{ id, square: v.square!, posture: 'erect' as const }] : []));
  });
}

/** Case 29.21 (Section 30.0 for motorcycles): the jeeps in the square a fragment grenade bursts in, not already destroyed. */
export function jeepsInBlast(state: GameState, square: Square): VehicleState[] {
  return (state.vehicles?.vehicles ?? []).filter((v) => (v.kind === 'jeep' || v.kind === 'motorcycle') && v.square && sameSquare(v.square, square) && !v.damage?.effects?.includes('destroyed'));
}

/** Case 29.21: the 1D6 for each jeep in the burst square (rolled with the throw; a 6 affects it). */
export function jeepBlastDice(state: GameState, square: Square, dice: DiceSource): { readonly vehicleId: string; readonly die: number }[] {
  const on = tablesOf(state).vehicleNumbers.jeepAffectedOn.value;
  return jeepsInBlast(state, square).map((j) => ({ vehicleId: j.id, die: rollDice('1D6', dice, `Case 29.21: a fragment grenade bursts in ${j.name}'s square; is it affected? (on a ${on})`).total }));
}

/** Case 29.21: each jeep whose 1D6 was a 6 rolls Table 26.6 (`vehicle-damaged`), and its wounds follow. */
export function jeepGrenadeDamage(state: GameState, rolls: readonly { readonly vehicleId: string; readonly die: number }[], dice: DiceSource, fold: Fold, wounds: Wounds): GameEvent[] {
  const events: GameEvent[] = [];
  let s = state;
  for (const { vehicleId } of rolls.filter((x) => x.die >= tablesOf(state).vehicleNumbers.jeepAffectedOn.value)) {
    const v = s.vehicles?.vehicles.find((x) => x.id === vehicleId);
    if (!v) continue;
    const rec = new RecordingDice(dice);
    const r = resolveVehicleDamage(v, 'Case 29.21', rec);
    const damaged: GameEvent = {
      type: 'vehicle-damaged',
      vehicleId: v.id,
      taskPointsLost: v.damage?.taskPointsLost ?? 0,
      knockedOut: r.destroyed,
      reason: `a fragment grenade burst in its square (${r.table} ${r.roll}: ${r.effects.join(' and ')})`,
      table: { name: r.table, roll: r.roll, effects: r.effects },
      summary: r.rolls.map((x) => x.text),
      caseRef: 'Case 29.21',
      dice: rec.take(),
    };
    s = fold(s, damaged);
    const w = wounds(s, r.wounds.map((x) => ({ id: x.manId, wounds: x.wounds, killed: x.killed })));
    s = w.reduce(fold, s);
    events.push(damaged, ...w);
  }
  return events;
}
