/**
 * Fire by passengers from a vehicle (Cases 24.33, 24.36, 24.44, 24.52, 24.54,
 * 29.31, 29.33, 29.34): who aboard may fire, from where, into which squares
 * and with what modifiers. A man aboard has no square of his own (ruling
 * VH2): he fires from the vehicle's, standing (Case 24.33). The fire itself is
 * the ordinary fire of engine/fire-command.ts. A motorcycle's sidecar
 * passenger fires as a jeep's, its driver a pistol when it has not moved
 * (Section 30.0). Rulings VH18, VH26, VH68.
 */
import type { Square } from '../../../map/map-model';
import { describeSquare } from '../../../map/coords';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { GameState, ManState } from '../model/state';
import type { SlitSide, VehicleState } from '../model/vehicle';
import { tablesOf } from './game-tables';
import { roleOf } from '../model/vehicle';
import { slitSide } from '../rules/vehicle-arcs';

/** The vehicle a man is in or on (ruling VH2); vehicles.ts reads this module, so it is looked up here. */
const vehicleCarrying = (state: GameState, manId: string): VehicleState | undefined => {
  const id = state.men[manId]?.aboard?.vehicleId;
  return id === undefined ? undefined : state.vehicles?.vehicles.find((v) => v.id === id);
};

const movedThisTurn = (state: GameState, v: VehicleState): boolean => v.turnRecord?.turn === state.turn && v.turnRecord.moved;

/** Case 29.34: weapons that may not be fired from a jeep. */
const NOT_FROM_JEEP: ReadonlySet<string> = new Set(['rocket-launcher', 'thump-gun', 'flamethrower']);

export interface VehicleFirer {
  /** The man as he fires: in the vehicle's square, standing (Case 24.33). */
  readonly firer: ManState;
  readonly vehicle: VehicleState;
  /** Cases 24.36, 24.54, 29.33: the vehicle moved this Game-Turn (−25%, Case 10.82). */
  readonly moving: boolean;
  /** Case 29.33: fire from a jeep is never braced. */
  readonly jeep: boolean;
  /** Case 24.52: the side of a gun-slit APC he fires through. */
  readonly slit?: SlitSide;
}

/** Why a man aboard may not fire from where he is (Cases 23.3, 24.44, 29.31, ruling VH26), or undefined. */
export function passengerFireError(state: GameState, man: ManState): RuleError | undefined {
  const v = vehicleCarrying(state, man.id);
  if (!v) return undefined;
  if (!v.square) return ruleError('vehicle/off-map', 'Case 24.33', `${v.name} is not on the map.`);
  const role = roleOf(v, man.id);
  if (v.kind === 'motorcycle' && role === 'driver') {
    // Section 30.0 (ruling VH68): "may never fire from a moving motorcycle"; unmoved this Game-Turn, a pistol only (vehicleFirer).
    if (movedThisTurn(state, v)) return ruleError('vehicle/driver-fires', 'Section 30.0', `${man.name} drives ${v.name}, which moved this Game-Turn: the driver of a motorcycle may never fire from a moving motorcycle (Section 30.0).`);
    return undefined;
  }
  if (v.kind === 'jeep' || v.kind === 'motorcycle') {
    if (role === 'driver') return ruleError('vehicle/driver-fires', 'Case 29.31', `${man.name} drives ${v.name}: the driver of a jeep may not fire as long as he remains in it (Case 29.31).`);
    // Section 30.0 (ruling VH68): the sidecar passenger "falls under all restrictions which apply to jeep passengers" — and fires as one.
    return undefined;
  }
  if (role) return ruleError('vehicle/crew-fires', 'Case 23.3', `${man.name} is ${v.name}'s ${role}: the crew fires the vehicle's weapons, not their own, while aboard (Cases 23.3, 24.21; ruling VH26).`);
  if (v.riders.includes(man.id)) return ruleError('vehicle/aboard', 'Case 23.63', `${man.name} rides on ${v.name}: the rules give men riding on a tank no fire (Case 23.63; ruling VH26).`);
  const type = v.variant.apcType ?? 'unroofed';
  if (type === 'enclosed') return ruleError('vehicle/enclosed', 'Case 24.44', `${man.name} is a passenger in an enclosed APC and may not fire (Case 24.44).`);
  return undefined;
}

const SLIT_WORDS: Readonly<Record<SlitSide, string>> = { 'slits-left': 'left side', 'slits-right': 'right side', 'slits-rear': 'rear' };

/**
 * Case 24.52 (ruling VH30): one man fires through one side's slits, so all his targets lie in that side's field of fire;
 * and each Game-Turn no more than four men fire through a side, two through the rear.
 */
function slitLimitError(state: GameState, v: VehicleState, man: ManState, sides: readonly SlitSide[]): Result<SlitSide | undefined, RuleError> {
  const side = sides[0];
  if (!side) return ok(undefined);
  if (sides.some((s) => s !== side)) return err(ruleError('vehicle/one-slit', 'Case 24.52', `${man.name} fires through one side of ${v.name}: his targets must all lie in the field of fire of the ${SLIT_WORDS[side]}'s slits (Case 24.52, Diagrams 12–13).`));
  const fired = v.turnRecord?.turn === state.turn ? (v.turnRecord.slitFirers?.[side] ?? []) : [];
  const limit = side === 'slits-rear' ? tablesOf(state).vehicleNumbers.slitFirersRear.value : tablesOf(state).vehicleNumbers.slitFirersPerSide.value;
  if (fired.filter((id) => id !== man.id).length >= limit) {
    return err(ruleError('vehicle/slits-full', 'Case 24.52', `${limit} men have fired through the ${SLIT_WORDS[side]} of ${v.name} this Game-Turn: no more may (Case 24.52).`));
  }
  return ok(side);
}

/** The man aboard as a firer at `targets`, or an error; undefined when he is not aboard. */
export function vehicleFirer(state: GameState, man: ManState, weaponKind: string, targets: readonly Square[]): Result<VehicleFirer | undefined, RuleError> {
  const v = vehicleCarrying(state, man.id);
  if (!v) return ok(undefined);
  const bad = passengerFireError(state, man);
  if (bad) return err(bad);
  // Section 30.0: a motorcycle is "treated as jeeps are" (never braced, −25% moving, Case 29.34's weapons).
  const jeep = v.kind === 'jeep' || v.kind === 'motorcycle';
  if (jeep && NOT_FROM_JEEP.has(weaponKind)) return err(ruleError('vehicle/weapon-from-jeep', 'Case 29.34', `A ${weaponKind} may not be fired from a ${v.kind} (Case 29.34${v.kind === 'motorcycle' ? ', Section 30.0' : ''}).`));
  if (v.kind === 'motorcycle' && roleOf(v, man.id) === 'driver' && weaponKind !== 'pistol') return err(ruleError('vehicle/driver-fires', 'Section 30.0', `${man.name} drives ${v.name}: unmoved, the driver of a motorcycle may fire a pistol only (Section 30.0).`));
  const from = v.square!;
  if (v.kind === 'apc' && v.variant.apcType === 'gun-slits') {
    // Case 24.52 (Diagrams 12–13): through a side or the rear slits, into that side's field of fire only.
    const blind = targets.find((t) => slitSide(from, v.facing, t, tablesOf(state).vehicleArcs) === undefined);
    if (blind) return err(ruleError('vehicle/out-of-arc', 'Case 24.52', `${describeSquare(blind)} is outside every gun slit's field of fire of ${v.name} facing ${v.facing} (Case 24.52, Diagrams 12–13).`));
    const slit = slitLimitError(state, v, man, targets.map((t) => slitSide(from, v.facing, t, tablesOf(state).vehicleArcs)!));
    if (!slit.ok) return slit;
    return ok({ firer: { ...man, square: from, posture: 'erect' }, vehicle: v, moving: movedThisTurn(state, v), jeep, ...(slit.value ? { slit: slit.value } : {}) });
  }
  return ok({ firer: { ...man, square: from, posture: 'erect' }, vehicle: v, moving: movedThisTurn(state, v), jeep });
}

/** Plots that need a square of his own, or are no fire of his weapon: a throw, a launch, a claymore (ruling VH44). */
const NOT_PLOTTED_ABOARD: ReadonlySet<string> = new Set(['throw-grenade', 'fire-rifle-grenade', 'fire-thump-gun', 'detonate-claymore']);

/** Case 24.61 (ruling VH44): a man aboard may be plotted to fire his weapon where his place lets him fire, and nothing else. */
export function aboardPlotError(state: GameState, man: ManState, fireTask: string): RuleError | undefined {
  const bad = passengerFireError(state, man);
  if (bad) return bad;
  // Section 30.0 (ruling VH68): the motorcycle driver's fire turns on the whole Game-Turn without movement, which a plot cannot know.
  const v = vehicleCarrying(state, man.id);
  if (v?.kind === 'motorcycle' && roleOf(v, man.id) === 'driver') return ruleError('vehicle/driver-fires', 'Section 30.0', `${man.name} drives ${v.name}: he fires a pistol only in a Game-Turn it does not move (Section 30.0), so he is not plotted to fire (ruling VH68).`);
  if (NOT_PLOTTED_ABOARD.has(fireTask)) return ruleError('vehicle/aboard', 'Case 24.61', `${man.name} is aboard: he may lie in wait to fire his weapon from the vehicle (Case 24.61), not to throw, launch or detonate (ruling VH44).`);
  return undefined;
}
