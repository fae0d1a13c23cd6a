/**
 * A vehicle's machineguns (Section 23.0 General Rule; Cases 23.31–23.37,
 * 24.21, 24.23): `vehicle/fire-machinegun` fires the hull, coaxial, turret
 * hatch or APC swivel gun at Enemy men, between men's intervals in the
 * Prepared Task Execution Phase (ruling VH1). The crewman of the gun (Case
 * 23.22) must function and observe each target (Case 23.34); each target must
 * lie in the gun's field of fire (Diagrams 10–11; the hatch and swivel guns
 * fire all round, Cases 23.35, 24.23, but only opened up). The fire itself is
 * the ordinary fire of fire-command.ts from the vehicle's square, with a
 * mounted machinegun: braced and never unloaded (Case 23.37). The vehicle
 * pays 25 (Case 23.32), nothing after its main gun this Game-Turn (Case 23.31)
 * and nothing for more machineguns in a Phase it paid in (ruling VH27).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeSquare } from '../../../map/coords';
import type { CommandOf } from '../model/commands';
import type { VehicleGun } from '../model/commands-vehicles';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { weaponLost } from '../rules/vehicle-weapons-lost';
import { resolveFireOrder } from './fire-command';
import type { Fold } from './opportunity-command';
import { chartCost, vehicleInUse, vehicleTaskError } from './vehicle-command';
import { targetSquare } from './vehicle-exposure';
import { GUN_CREW, gunsOf, inGunArc, needsOpen } from './vehicle-gun-crew';
import { turretWeaponsError } from './vehicle-main-gun';
import { crewIn, functioning } from './vehicles';

export const GUN_NAME: Readonly<Record<VehicleGun, string>> = { hull: 'hull machinegun', coaxial: 'coaxial machinegun', hatch: 'turret hatch machinegun', swivel: 'swivel machinegun' };

/** The mounted gun as a weapon id: never one a man carries, so no armament changes when it fires. */
export const mountedGunId = (vehicleId: string, gun: VehicleGun): string => `${vehicleId}-${gun}-mg`;

const thisTurn = (state: GameState, v: VehicleState) => (v.turnRecord?.turn === state.turn ? v.turnRecord : undefined);

/** Case 23.31: after the main gun all other weapons fire free; Case 23.32 (ruling VH27): 25, once a Phase, for the machineguns. */
export function gunCost(state: GameState, v: VehicleState, gun: VehicleGun) {
  const t = thisTurn(state, v);
  const what = `fire the ${GUN_NAME[gun]}`;
  if ((t?.mainGunFires ?? 0) > 0) return chartCost(state, `${what} (the main gun fired this Game-Turn)`, 'fire-other-weapons', 0, 'Case 23.31');
  if (t?.machinegunsPaidPhase === state.phase) return chartCost(state, `${what} (its machineguns' 25 were paid this Phase; ruling VH27)`, 'fire-other-weapons', 0, 'Case 23.32');
  return chartCost(state, what, 'fire-other-weapons', 1, 'Case 23.32');
}

/** Why this gun may not fire now, whoever the target (Cases 23.21–23.24, 23.35, 23.41, 24.21, 24.23), or undefined. */
export function gunError(state: GameState, v: VehicleState, gun: VehicleGun): RuleError | undefined {
  if (!gunsOf(v).includes(gun)) {
    const caseRef = v.kind === 'apc' ? 'Case 24.23' : v.kind === 'tank' ? 'Case 23.22' : 'Case 29.0';
    return ruleError('vehicle/no-such-gun', caseRef, `${v.name} has no ${GUN_NAME[gun]} (Section 23.0 General Rule; Case 23.22 note: a modern tank has no hull machinegun; Case 24.23: an APC's one gun is its swivel machinegun).`);
  }
  if (v.damage?.effects?.includes('destroyed')) return ruleError('vehicle/knocked-out', 'Case 26.21 (Table 26.5)', `${v.name} is destroyed (Table 26.5).`);
  const lost = weaponLost(v.kind, v.damage?.effects, gun);
  if (lost) return ruleError('vehicle/weapon-lost', 'Case 26.21 (Table 26.5)', `${v.name}: ${lost.text}.`);
  const role = GUN_CREW[gun];
  if (!functioning(crewIn(state, v, role))) return ruleError('vehicle/gunner-out', 'Case 23.21', `${v.name}'s ${role} is out of action: its ${GUN_NAME[gun]} may not be fired (Cases 23.21–23.22).`);
  if (needsOpen(gun) && !v.open) {
    const caseRef = gun === 'hatch' ? 'Case 23.35' : 'Case 24.21';
    return ruleError('vehicle/buttoned-down', caseRef, `${v.name} is buttoned down: only an opened-up commander fires the ${GUN_NAME[gun]} (${caseRef}).`);
  }
  if (gun === 'coaxial') return turretWeaponsError(state, v);
  return undefined;
}

/**
 * vehicle/fire-machinegun: Cases 23.31–23.37, 24.21, 24.23. `panic`: the fire a panic "fire" result orders (Case 23.52,
 * vehicle-panic-fire.ts), decided on the state before the panic check is folded, which would bar every further task.
 */
export function decideFireMachinegun(state: GameState, cmd: CommandOf<'vehicle/fire-machinegun'>, dice: DiceSource, fold: Fold, panic = false): Result<GameEvent[], RuleError> {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  const cost = gunCost(state, v, cmd.gun);
  const bad = gunError(state, v, cmd.gun) ?? vehicleTaskError(state, v, cost.final, 'act');
  if (bad) return err(bad);
  for (const t of cmd.targets) {
    const at = targetSquare(state, state.men[t.targetId]);
    if (at && !inGunArc(state, v, cmd.gun, at)) {
      const arc = { facing: cmd.gun === 'hull' ? v.facing : (v.turret ?? v.facing) };
      const caseRef = cmd.gun === 'hull' ? 'Case 23.34' : 'Case 23.36';
      return err(ruleError('vehicle/out-of-arc', caseRef, `${describeSquare(at)} is outside the ${GUN_NAME[cmd.gun]}'s field of fire with the ${cmd.gun === 'hull' ? 'hull' : 'turret'} facing ${arc.facing} (${caseRef}, Diagram ${cmd.gun === 'hull' ? 10 : 11}).`));
    }
  }
  const crewmanId = v.crew[GUN_CREW[cmd.gun]]!;
  const fired = resolveFireOrder(
    state,
    { firerId: crewmanId, targets: cmd.targets, aimed: false, ...(cmd.spray !== undefined ? { spray: cmd.spray } : {}), mounted: { vehicleId: v.id, weaponId: mountedGunId(v.id, cmd.gun) } },
    dice,
    fold,
  );
  if (!fired.ok) return fired;
  const paid: GameEvent = { type: 'vehicle-machinegun-fired', vehicleId: v.id, gun: cmd.gun, crewmanId, cost, ...(panic ? { panic: true } : {}), caseRef: panic ? 'Case 23.52' : cmd.gun === 'swivel' ? 'Cases 24.21, 24.23, 23.37' : 'Cases 23.32, 23.37' };
  return ok([paid, ...fired.value]);
}
