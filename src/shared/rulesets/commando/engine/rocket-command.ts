/**
 * Rocket launchers (Optional Rule Section 26.0) as commands:
 * `setup/issue-rocket-launcher` (the umpire hands out the scenario's allotment,
 * Cases 46.41, 47.42),
 * `task/fire-rocket` (General Rule and Procedure, Cases 26.1, 26.21, 26.22,
 * 26.41–26.45) and `task/reload-rocket` (Cases 26.3, 26.44). A rocket rolls on
 * Table 26.7, scatters on the Rifle Grenade Scatter Table (Case 18.32, cited
 * "18.33"), bursts as a grenade (Case 26.1) and strikes a vehicle in its square
 * on Table 26.5 or 26.6 (engine/shell-blast.ts `vehicleShellDamage`). Every die
 * is recorded. Rulings: docs/rulings/antitank.md (AT1–AT6).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { sameSquare, onMap } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { RocketShot } from '../model/events-antitank';
import type { GameState, ManState } from '../model/state';
import { rocketChance } from '../rules/antitank';
import { rollDice } from '../rules/dice-codes';
import { squareCode } from '../rules/grenade-geometry';
import { recordRoll, scatterGrenade } from '../rules/grenade-scatter';
import { hasLineOfSight } from '../rules/line-of-sight';
import type { Armament } from '../rules/weapons';
import { tablesOf } from './game-tables';
import { actingMan, casualtiesOf, notInUse, ROCKETS_SECTION, rocketsInUse, vehiclesIn } from './antitank-view';
import { allotmentError } from './antitank-allotments';
import { armamentOf, grenadeEraOf, smokeOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { blastWounds } from './grenade-command';
import { resolveBlast } from '../rules/grenade-blast';
import { blastFigures } from './vehicle-explosion';
import { SETUP_PHASE } from './setup-commands';
import { vehicleShellDamage } from './shell-blast';
import { checkAffordable, taskCost } from './task-points';

type Fold = (state: GameState, event: GameEvent) => GameState;

const capacity = (state: GameState, multiple: boolean): number => (multiple ? tablesOf(state).antitankNumbers.multipleRockets.value : 1);

export function decideIssueRocketLauncher(state: GameState, cmd: CommandOf<'setup/issue-rocket-launcher'>): Result<GameEvent[], RuleError> {
  if (!rocketsInUse(state)) return err(notInUse(ROCKETS_SECTION, 'Rocket Launchers'));
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 26.0', 'Rocket launchers are handed out in set-up, before play begins (Case 38.13).'));
  const man = state.men[cmd.manId];
  if (!man || man.dog || man.mount) return err(ruleError('setup/unknown-man', 'Case 26.0', `There is no man "${cmd.manId}" in this game.`));
  const a = armamentOf(man);
  if (a.rocketLauncher) return err(ruleError('rocket/already', 'Case 26.0', `${man.name} already carries a rocket launcher.`));
  // Ruling AT1: the umpire hands out the scenario's allotment (Cases 46.41, 47.42: "given to any men at set-up"), no more; a launcher comes loaded.
  const over = allotmentError(state, 'rocket-launcher', man);
  if (over) return err(over);
  const multiple = cmd.multiple === true;
  const armament: Armament = { ...a, rocketLauncher: { multiple, shells: capacity(state, multiple) } };
  return ok([{ type: 'rocket-launcher-issued', manId: man.id, multiple, armament, caseRef: multiple ? 'Case 26.41' : 'Case 26.0' }]);
}

/** Why he may not fire now, or undefined (General Rule, Cases 26.41–26.45; Case 11.12; ruling AT2). */
function fireError(state: GameState, man: ManState, cmd: CommandOf<'task/fire-rocket'>): RuleError | undefined {
  const a = armamentOf(man);
  const rl = a.rocketLauncher;
  const n = cmd.rockets ?? 1;
  if (!rl) return ruleError('rocket/none', 'Case 26.0', `${man.name} carries no rocket launcher.`);
  if (!onMap(state.map, cmd.target)) return ruleError('rocket/off-map', 'Case 26.0', `Square ${squareCode(cmd.target)} is not on the map.`);
  if (sameSquare(man.square!, cmd.target)) return ruleError('rocket/own-square', 'Case 26.7', 'A rocket is fired at another square: Table 26.7 starts at range 1.');
  if (!rl.multiple && n > 1) return ruleError('rocket/single', 'Case 26.41', 'Only a multiple-fire rocket launcher fires more than one rocket in a Game-Turn (Case 26.41).');
  if (n > rl.shells) return ruleError('rocket/unloaded', rl.multiple ? 'Case 26.45' : 'Case 26.3', `The launcher holds ${rl.shells} rocket${rl.shells === 1 ? '' : 's'}; reload it first (${rl.multiple ? 'Cases 26.44–26.45' : 'Case 26.3'}).`);
  if (a.preparedGrenades.length > 0) return ruleError('rocket/grenade-prepared', 'Case 11.12', 'A man holding a prepared grenade may not fire a weapon until he has thrown it (Case 11.12).');
  const seen = hasLineOfSight(state.map, { square: man.square!, posture: man.posture }, { square: cmd.target, posture: 'erect' }, { smoke: smokeOf(state) });
  if (!seen) return ruleError('rocket/no-los', 'Case 26.0', `A rocket launcher "is fired as is any other weapon" (General Rule): he needs a Line of Sight to ${squareCode(cmd.target)} (ruling AT2).`);
  return undefined;
}

export function decideFireRocket(state: GameState, cmd: CommandOf<'task/fire-rocket'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  if (!rocketsInUse(state)) return err(notInUse(ROCKETS_SECTION, 'Rocket Launchers'));
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const bad = fireError(state, man, cmd);
  if (bad) return err(bad);
  // Case 26.41: one volley costs 25 Task Points, however many rockets.
  const cost = taskCost('fire-rocket-launcher', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Firing a rocket launcher (Section 26.0 General Rule)');
  if (short) return err(short);
  const n = cmd.rockets ?? 1;
  const recording = new RecordingDice(dice);
  const chance = rocketChance(man.square!, cmd.target, tablesOf(state))!;
  const shots: RocketShot[] = [];
  const after: GameEvent[] = [];
  const summary: string[] = [`${man.name} fires ${n === 1 ? 'a rocket' : `${n} rockets`} at ${squareCode(cmd.target)}: ${chance.final}% each (Case 26.7)`];
  let s = state;
  for (let i = 0; i < n; i++) {
    // Case 26.42: each rocket's accuracy and scatter are its own.
    const r = rollDice('1D100', recording, `Case 26.7 rocket ${i + 1} accuracy`);
    const hit = r.total <= chance.final;
    summary.push(recordRoll('Case 26.7', `rocket ${i + 1} accuracy`, r, hit ? `${r.total} ≤ ${chance.final}: hits ${squareCode(cmd.target)}` : `${r.total} > ${chance.final}: scatters`).text);
    const scatter = hit ? undefined : scatterGrenade(s.map, man.square!, cmd.target, recording, { ...tablesOf(state), grenadeScatter: tablesOf(state).rifleGrenadeScatter }, 'Case 18.32');
    if (scatter) summary.push(...scatter.rolls.map((x) => x.text), ...scatter.stops.map((x) => x.reason));
    const landing = scatter?.landing ?? cmd.target;
    // Case 26.1: it bursts as a grenade on every man in its square and the eight around it — riders and a jeep's men in the open too (ruling AR17).
    const b = resolveBlast(s.map, { square: landing, era: grenadeEraOf(s) }, blastFigures(s), recording, tablesOf(state));
    summary.push(...b.rolls.map((x) => x.text));
    const wounds = blastWounds(s, b.men.filter((m) => m.wounds > 0 || m.killed).map((m) => ({ id: m.id, wounds: m.wounds, killed: m.killed })));
    s = wounds.reduce(fold, s);
    // Cases 26.21–26.22 with ruling AT3: a vehicle in the square the rocket lands in, on target or scattered.
    const vehicles = vehiclesIn(s, landing);
    const struck = vehicleShellDamage(s, vehicles, dice, fold, { jeepCase: 'Case 26.22', tankCase: 'Case 26.21', reason: 'a rocket struck it' });
    s = struck.state;
    after.push(...wounds, ...struck.events);
    shots.push({
      chance,
      hit,
      landing,
      ...(scatter ? { scatter: { direction: scatter.direction, distance: scatter.distance, stops: scatter.stops.map((x) => x.reason) } } : {}),
      blast: { code: b.code, men: casualtiesOf(b) },
      vehicles,
    });
  }
  const a = armamentOf(man);
  const armament: Armament = { ...a, rocketLauncher: { ...a.rocketLauncher!, shells: a.rocketLauncher!.shells - n } };
  const fired: GameEvent = { type: 'rocket-fired', manId: man.id, target: cmd.target, shots, armament, cost, taskPointsCharged: cost.final, summary, caseRef: n > 1 ? 'Case 26.42' : 'Case 26.0', dice: recording.take() };
  const events = [fired, ...after];
  // Ruling AT2: firing a rocket launcher is firing a weapon (Cases 8.5, 10.71): it reveals the firer and sets off "firing" plots.
  return ok([...events, ...afterFireOrThrow(events.reduce(fold, state), man.id, man.square!, { kind: 'fired', targets: [], hits: [] })]);
}

/** Cases 26.3, 26.44: a reload, alone (50) or as one of two men sharing it (25 each, in the same Phase). */
export function decideReloadRocket(state: GameState, cmd: CommandOf<'task/reload-rocket'>): Result<GameEvent[], RuleError> {
  if (!rocketsInUse(state)) return err(notInUse(ROCKETS_SECTION, 'Rocket Launchers'));
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const owner = cmd.ownerId ? state.men[cmd.ownerId] : man;
  if (!owner?.square || owner.side !== man.side || owner.condition === 'dead') return err(ruleError('rocket/no-owner', 'Case 26.3', `There is no Friendly man "${cmd.ownerId ?? ''}" on the map with a launcher to load.`));
  const rl = armamentOf(owner).rocketLauncher;
  if (!rl) return err(ruleError('rocket/none', 'Case 26.3', `${owner.name} carries no rocket launcher.`));
  if (!sameSquare(owner.square, man.square!)) return err(ruleError('rocket/loader-not-here', 'Case 26.3', `A loader works on a launcher in his own square (Case 26.3); ${owner.name} is in ${squareCode(owner.square)}.`));
  if (rl.shells >= capacity(state, rl.multiple)) return err(ruleError('rocket/full', rl.multiple ? 'Case 26.44' : 'Case 26.3', `The launcher already holds ${rl.shells} rocket${rl.shells === 1 ? '' : 's'}.`));
  // Ruling AT4: a shared reload is finished within the Phase it was begun in; points from an earlier Phase are lost.
  const begun = rl.loading && rl.loading.turn === state.turn && rl.loading.phase === state.phase ? rl.loading.points : 0;
  const helper = owner.id !== man.id;
  const share = helper || begun > 0;
  const N = tablesOf(state).antitankNumbers;
  const full = taskCost('reload-rocket-launcher', man);
  if ('code' in full) return err(full);
  const b = new BreakdownBuilder('Task Points: a share of a two-man reload', { label: 'Each of two men in the launcher\'s square', caseRef: 'Case 26.3', value: N.sharedReloadShare.value, provenance: N.sharedReloadShare.provenance });
  if (man.condition === 'seriously-wounded') b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', 2);
  const cost = share ? b.build() : full;
  const short = checkAffordable(state, man, cost.final, 'Reloading a rocket launcher (Case 26.3)');
  if (short) return err(short);
  const points = begun + (share ? N.sharedReloadShare.value : 2 * N.sharedReloadShare.value);
  const loaded = points >= 2 * N.sharedReloadShare.value;
  const { loading: _was, ...rest } = rl;
  const launcher = loaded ? { ...rest, shells: rl.shells + 1 } : { ...rest, loading: { turn: state.turn, phase: state.phase, points } };
  const armament: Armament = { ...armamentOf(owner), rocketLauncher: launcher };
  return ok([{ type: 'rocket-reloaded', manId: man.id, ownerId: owner.id, points: cost.final, loaded, armament, cost, caseRef: rl.multiple ? 'Case 26.44' : 'Case 26.3' }]);
}
