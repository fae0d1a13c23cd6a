/**
 * Satchel charges (Optional Rule Section 25.0) as commands:
 * `setup/issue-satchel-charges` (Case 25.11, ruling SC1), `task/prepare-satchel` (Cases 25.11, 25.21–25.23),
 * `task/throw-satchel` (Cases 25.12–25.14, 25.31–25.32), `task/drop-satchel` (Case 25.15) and
 * `task/pick-up-satchel` (Case 25.31). The explosion is engine/satchel-detonation.ts. Every die is recorded.
 * Rulings: docs/rulings/satchel-charges.md (SC1–SC13).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { sameSquare } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { SatchelCharge } from '../model/satchel-state';
import { manTurnOf, type GameState, type ManState } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { squareCode } from '../rules/grenade-geometry';
import { recordRoll } from '../rules/grenade-scatter';
import { fuseError, satchelChance, satchelThrowError, scatterSatchel, type SatchelThrower } from '../rules/satchel-charges';
import type { Armament } from '../rules/weapons';
import { allotmentError } from './antitank-allotments';
import { actingMan } from './antitank-view';
import { armamentOf, smokeOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { satchelsInUse, satchelsOf, heldBy, chargesOf, SATCHEL_SECTION } from './satchel-view';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, taskCost } from './task-points';
import { tablesOf } from './game-tables';

type Fold = (state: GameState, event: GameEvent) => GameState;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', `Case ${SATCHEL_SECTION}.0`, `Satchel Charges (Optional Rule Section ${SATCHEL_SECTION}.0) is not in use in this game.`);

/** Ruling SC1: the umpire hands out the scenario's satchel charges in set-up (Cases 25.11, 45.41). */
export function decideIssueSatchels(state: GameState, cmd: CommandOf<'setup/issue-satchel-charges'>): Result<GameEvent[], RuleError> {
  if (!satchelsInUse(state)) return err(notInUse());
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 25.11', 'Satchel charges are handed out in set-up, before play begins (Cases 25.11, 38.13).'));
  const man = state.men[cmd.manId];
  if (!man || man.dog || man.mount) return err(ruleError('setup/unknown-man', 'Case 25.11', `There is no man "${cmd.manId}" in this game.`));
  // Ruling SC1: "only if the scenario ... directs them to" (Case 25.11), and no more than it gives the side (Case 45.41: "10 total").
  const over = allotmentError(state, 'satchel-charge', man, cmd.count);
  if (over) return err(over);
  const a = armamentOf(man);
  const armament: Armament = { ...a, satchelCharges: (a.satchelCharges ?? 0) + cmd.count };
  return ok([{ type: 'satchel-charges-issued', manId: man.id, count: cmd.count, armament, caseRef: 'Case 25.11' }]);
}

/** Ruling SC2 (Cases 11.21, 25.12): one combat task a Game-Turn, though he may prepare and throw in the same one. */
const combatUsed = (state: GameState, man: ManState): RuleError | undefined =>
  manTurnOf(state, man.id).combatTaskDone ? ruleError('satchel/combat-task-used', 'Case 11.21', `${man.name} has already executed a combat task this Game-Turn (Cases 11.21, 25.12).`) : undefined;

export function decidePrepareSatchel(state: GameState, cmd: CommandOf<'task/prepare-satchel'>): Result<GameEvent[], RuleError> {
  if (!satchelsInUse(state)) return err(notInUse());
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const a = armamentOf(man);
  if ((a.satchelCharges ?? 0) < 1) return err(ruleError('satchel/none', 'Case 25.11', `${man.name} carries no satchel charge (Case 25.11: only those the scenario gives).`));
  // Ruling SC3: Case 25.23 — no holding a charge as a grenade is held: one prepared charge at a time.
  if (heldBy(state, man.id)) return err(ruleError('satchel/already-prepared', 'Case 25.23', `${man.name} already holds a prepared satchel charge: throw or drop it first (ruling SC3).`));
  const fuse = fuseError(state.turn, cmd.explodeTurn, tablesOf(state));
  if (fuse) return err(fuse);
  const used = combatUsed(state, man);
  if (used) return err(used);
  const cost = taskCost('prepare-satchel-charge', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Preparing a satchel charge (Case 25.11)');
  if (short) return err(short);
  const s = satchelsOf(state);
  const charge: SatchelCharge = { id: `satchel-${s.nextNumber}`, side: man.side, preparerId: man.id, explodeTurn: cmd.explodeTurn, atExecutionEnd: cmd.explodeTurn === state.turn, holderId: man.id };
  const armament: Armament = { ...a, satchelCharges: (a.satchelCharges ?? 0) - 1 };
  return ok([{ type: 'satchel-prepared', manId: man.id, charge, armament, cost, caseRef: charge.atExecutionEnd ? 'Case 25.21' : 'Case 25.22' }]);
}

const throwerOf = (man: ManState): SatchelThrower => ({ square: man.square!, posture: man.posture, severelyWounded: man.condition === 'seriously-wounded' });

/** Why he may not throw now, or undefined (Cases 25.12, 25.31, 25.32; rulings SC2, SC4, SC7). */
function throwError(state: GameState, man: ManState, cmd: CommandOf<'task/throw-satchel'>): RuleError | undefined {
  if (!heldBy(state, man.id)) return ruleError('satchel/not-prepared', 'Case 25.15', `${man.name} holds no prepared satchel charge (Cases 25.11, 25.23).`);
  const bad = satchelThrowError(state.map, throwerOf(man), cmd.target, tablesOf(state));
  if (bad) return bad;
  if (cmd.ontoVehicleId) {
    const v = state.vehicles?.vehicles.find((x) => x.id === cmd.ontoVehicleId);
    if (!v?.square || !sameSquare(v.square, cmd.target)) return ruleError('satchel/no-vehicle', 'Case 25.31', `There is no vehicle "${cmd.ontoVehicleId}" in ${squareCode(cmd.target)}.`);
    if (v.kind === 'motorcycle') return ruleError('satchel/motorcycle', 'Case 25.32', 'A motorcycle cannot have a satchel charge thrown onto it (Cases 25.32, 30.0).');
  }
  return combatUsed(state, man);
}

export function decideThrowSatchel(state: GameState, cmd: CommandOf<'task/throw-satchel'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  if (!satchelsInUse(state)) return err(notInUse());
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const bad = throwError(state, man, cmd);
  if (bad) return err(bad);
  const cost = taskCost('throw-satchel-charge', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Throwing a satchel charge (Case 25.12)');
  if (short) return err(short);
  const charge = heldBy(state, man.id)!;
  const chance = satchelChance(state.map, throwerOf(man), cmd.target, { smoke: smokeOf(state) }, tablesOf(state))!;
  const recording = new RecordingDice(dice);
  const r = rollDice('1D100', recording, 'Case 25.41 satchel charge throw');
  const hit = r.total <= chance.final;
  const summary = [
    `${man.name} throws a satchel charge at ${squareCode(cmd.target)}: ${chance.final}% (Case 25.41)`,
    recordRoll('Case 25.41', 'satchel charge throw', r, hit ? `${r.total} ≤ ${chance.final}: lands in ${squareCode(cmd.target)}` : `${r.total} > ${chance.final}: scatters one square`).text,
  ];
  const scatter = hit ? undefined : scatterSatchel(state.map, man.square!, cmd.target, recording, tablesOf(state));
  if (scatter) summary.push(...scatter.rolls.map((x) => x.text), ...scatter.stops.map((x) => x.reason));
  const landing = scatter?.landing ?? cmd.target;
  // Case 25.31: thrown at the vehicle and not scattered, it is on it (ruling SC7).
  const onVehicleId = hit && cmd.ontoVehicleId ? cmd.ontoVehicleId : undefined;
  if (onVehicleId) summary.push(`Case 25.31: the satchel charge is on ${onVehicleId} and travels with it`);
  const thrown: GameEvent = {
    type: 'satchel-thrown',
    manId: man.id,
    chargeId: charge.id,
    target: cmd.target,
    ...(cmd.ontoVehicleId ? { ontoVehicleId: cmd.ontoVehicleId } : {}),
    chance,
    hit,
    landing,
    ...(scatter ? { scatter: { direction: scatter.direction, distance: scatter.distance, stops: scatter.stops.map((x) => x.reason) } } : {}),
    ...(onVehicleId ? { onVehicleId } : {}),
    cost,
    taskPointsCharged: cost.final,
    summary,
    caseRef: onVehicleId ? 'Case 25.31' : scatter ? 'Case 25.14' : 'Case 25.13',
    dice: recording.take(),
  };
  // Ruling SC2: a throw is seen as a grenade's is (Case 8.5) and sets off "firing" plots (Case 10.71).
  return ok([thrown, ...afterFireOrThrow(fold(state, thrown), man.id, man.square!, { kind: 'threw', target: cmd.target, combat: true })]);
}

/** Case 25.15: he leaves the prepared charge in his square, at no cost. */
export function decideDropSatchel(state: GameState, cmd: CommandOf<'task/drop-satchel'>): Result<GameEvent[], RuleError> {
  if (!satchelsInUse(state)) return err(notInUse());
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const charge = heldBy(state, man.id);
  if (!charge) return err(ruleError('satchel/not-prepared', 'Case 25.15', `${man.name} holds no prepared satchel charge to drop (Case 25.15: "presuming he has prepared it").`));
  return ok([{ type: 'satchel-dropped', manId: man.id, chargeId: charge.id, square: man.square!, caseRef: 'Case 25.15' }]);
}

/** Case 25.31 (ruling SC8): a "pick up weapon" task takes a charge off a vehicle in his square, or up from his square. */
export function decidePickUpSatchel(state: GameState, cmd: CommandOf<'task/pick-up-satchel'>): Result<GameEvent[], RuleError> {
  if (!satchelsInUse(state)) return err(notInUse());
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const charge = chargesOf(state).find((c) => c.id === cmd.chargeId);
  const vehicle = charge?.vehicleId ? state.vehicles?.vehicles.find((v) => v.id === charge.vehicleId) : undefined;
  const where = vehicle ? vehicle.square : charge?.holderId ? undefined : charge?.square;
  if (!charge || !where || !sameSquare(where, man.square!)) return err(ruleError('satchel/not-here', 'Case 25.31', `There is no satchel charge "${cmd.chargeId}" on a vehicle or lying in ${man.name}'s square.`));
  if (heldBy(state, man.id)) return err(ruleError('satchel/already-prepared', 'Case 25.23', `${man.name} already holds a prepared satchel charge (ruling SC3).`));
  const cost = taskCost('pick-up-weapon', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Picking up a satchel charge (Case 25.31)');
  if (short) return err(short);
  return ok([{ type: 'satchel-picked-up', manId: man.id, chargeId: charge.id, ...(vehicle ? { fromVehicleId: vehicle.id } : {}), cost, caseRef: 'Case 25.31' }]);
}
