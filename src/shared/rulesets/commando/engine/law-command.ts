/**
 * LAWs (Optional Rule Section 27.0) as commands: `setup/issue-law` (General
 * Rule: carried besides his other weapons) and `task/fire-law` (Cases
 * 27.11–27.24): Table 27.3 at the range to the vehicle; a hit rolls the
 * vehicle's damage table (Case 27.13, Tables 26.5/26.6); a miss scatters on
 * the Rifle Grenade Scatter Table and strikes only another vehicle where it
 * lands, or a building line it meets (Case 27.14, ruling AT8); inside 3
 * squares it never arms (Case 27.21); the back-blast (Cases 27.22–27.24) wounds
 * every man in its pattern. Once fired, a LAW is discarded (General Rule).
 * Rulings: docs/rulings/antitank.md (AT7–AT11).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { sameSquare } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { AntitankCasualty } from '../model/events-antitank';
import type { GameState } from '../model/state';
import { backblast, inSquares, lawChance, smallBuilding } from '../rules/antitank';
import { rollDice } from '../rules/dice-codes';
import { squareCode } from '../rules/grenade-geometry';
import { recordRoll, scatterGrenade } from '../rules/grenade-scatter';
import { hasLineOfSight } from '../rules/line-of-sight';
import type { Armament } from '../rules/weapons';
import { allotmentError } from './antitank-allotments';
import { tablesOf } from './game-tables';
import { actingMan, LAWS_SECTION, lawsInUse, notInUse, vehiclesIn } from './antitank-view';
import { armamentOf, smokeOf } from './carried-weapons';
import { afterFireOrThrow } from './fire-command';
import { blastWounds } from './grenade-command';
import { SETUP_PHASE } from './setup-commands';
import { vehicleShellDamage } from './shell-blast';
import { checkAffordable, taskCost } from './task-points';

type Fold = (state: GameState, event: GameEvent) => GameState;

const LAW_STRIKE = { jeepCase: 'Case 27.13', tankCase: 'Case 27.13', reason: 'a LAW struck it' };

export function decideIssueLaw(state: GameState, cmd: CommandOf<'setup/issue-law'>): Result<GameEvent[], RuleError> {
  if (!lawsInUse(state)) return err(notInUse(LAWS_SECTION, 'Light Anti-Tank Weapons'));
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 27.0', 'LAWs are handed out in set-up, before play begins (Case 38.13).'));
  const man = state.men[cmd.manId];
  if (!man || man.dog || man.mount) return err(ruleError('setup/unknown-man', 'Case 27.0', `There is no man "${cmd.manId}" in this game.`));
  const a = armamentOf(man);
  // General Rule: "A man may carry a LAW in addition to his other weapons" (ruling AT7: one at a time).
  if ((a.laws ?? 0) > 0) return err(ruleError('law/already', 'Case 27.0', `${man.name} already carries a LAW (ruling AT7: one a man).`));
  // Ruling AT1: no more than the scenario's listing gives the side.
  const over = allotmentError(state, 'law', man);
  if (over) return err(over);
  const armament: Armament = { ...a, laws: 1 };
  return ok([{ type: 'law-issued', manId: man.id, armament, caseRef: 'Case 27.0' }]);
}

export function decideFireLaw(state: GameState, cmd: CommandOf<'task/fire-law'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const N = tablesOf(state).antitankNumbers;
  if (!lawsInUse(state)) return err(notInUse(LAWS_SECTION, 'Light Anti-Tank Weapons'));
  const checked = actingMan(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const a = armamentOf(man);
  if ((a.laws ?? 0) < 1) return err(ruleError('law/none', 'Case 27.0', `${man.name} carries no LAW (once fired, a LAW is discarded: General Rule).`));
  if (a.preparedGrenades.length > 0) return err(ruleError('law/grenade-prepared', 'Case 11.12', 'A man holding a prepared grenade may not fire a weapon until he has thrown it (Case 11.12).'));
  const v = state.vehicles?.vehicles.find((x) => x.id === cmd.vehicleId);
  if (!v?.square) return err(ruleError('law/no-vehicle', 'Case 27.11', `There is no vehicle "${cmd.vehicleId}" on the map.`));
  if (v.side === man.side) return err(ruleError('law/friendly', 'Case 27.11', `LAWs are fired at Enemy vehicles (Case 27.11); ${v.name} is his own side's.`));
  const target = v.square;
  // Ruling AT9: the back-blast goes behind the firer, opposite his fire; at a vehicle in his own square there is no such way.
  if (sameSquare(target, man.square!)) return err(ruleError('law/own-square', 'Case 27.22', `${v.name} is in ${man.name}'s own square: a LAW's back-blast has no direction there (ruling AT9).`));
  // Ruling AT10: he fires at a vehicle he can see (Cases 27.11–27.12: "fired at a target").
  if (!hasLineOfSight(state.map, { square: man.square!, posture: man.posture }, { square: target, posture: 'erect' }, { smoke: smokeOf(state) })) {
    return err(ruleError('law/no-los', 'Case 27.11', `He has no Line of Sight to ${v.name} in ${squareCode(target)} (ruling AT10).`));
  }
  const cost = taskCost('fire-rocket-launcher', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Firing a LAW (Case 27.11)');
  if (short) return err(short);
  const recording = new RecordingDice(dice);
  const chance = lawChance(man.square!, target, tablesOf(state));
  const summary: string[] = [];
  let hit = false;
  let landing = target;
  let scatter: { direction: string; distance: number; stops: string[] } | undefined;
  let struckVehicleId: string | undefined;
  let lineDestroyed: string | undefined;
  if (!chance) {
    summary.push(`${man.name} fires a LAW at ${v.name} in ${squareCode(target)}, within ${N.lawArming.value} squares: it does not arm and has no effect (Case 27.21)`);
  } else {
    summary.push(`${man.name} fires a LAW at ${v.name} in ${squareCode(target)}: ${chance.final}% (Case 27.3)`);
    const r = rollDice('1D100', recording, 'Case 27.12 LAW accuracy');
    hit = r.total <= chance.final;
    summary.push(recordRoll('Case 27.12', 'LAW accuracy', r, hit ? `${r.total} ≤ ${chance.final}: strikes ${v.name}` : `${r.total} > ${chance.final}: scatters`).text);
    if (hit) struckVehicleId = v.id;
    else {
      const sc = scatterGrenade(state.map, man.square!, target, recording, { ...tablesOf(state), grenadeScatter: tablesOf(state).rifleGrenadeScatter }, 'Case 27.14');
      summary.push(...sc.rolls.map((x) => x.text), ...sc.stops.map((x) => x.reason));
      landing = sc.landing;
      scatter = { direction: sc.direction, distance: sc.distance, stops: sc.stops.map((x) => x.reason) };
      // Case 27.14: it strikes another vehicle where it lands, or a building line it meets (ruling AT8).
      struckVehicleId = vehiclesIn(state, landing).find((id) => id !== v.id);
      const wall = sc.stops.find((x) => x.kind === 'wall-on-path' || x.kind === 'line-of-throw' || x.kind === 'aperture');
      if (!struckVehicleId && wall) lineDestroyed = wall.reason;
    }
  }
  // Cases 27.22–27.24: the back-blast, fired armed or not.
  const bb = backblast(state.map, man.square!, target, tablesOf(state))!;
  const small = smallBuilding(state.map, man.square!, tablesOf(state));
  const men: AntitankCasualty[] = [];
  for (const m of Object.values(state.men)) {
    if (!m.square || m.condition === 'dead') continue;
    const inSmall = small !== undefined && inSquares(small, m.square);
    const spot = bb.squares.find((q) => sameSquare(q.square, m.square!));
    if (!inSmall && !spot) continue;
    const r = rollDice(N.backblastWounds.value, recording, `${inSmall ? 'Case 27.24' : 'Case 27.22'} back-blast on ${m.id}`);
    const halved = !inSmall && spot!.halved;
    const wounds = halved ? Math.floor(r.total / 2) : r.total;
    summary.push(recordRoll(inSmall ? 'Case 27.24' : 'Case 27.22', `back-blast on ${m.name}`, r, halved ? `halved through an aperture: ${wounds} (Case 27.23)` : `${wounds} Wound Points`).text);
    men.push({ id: m.id, wounds, killed: false, reason: inSmall ? 'inside a building of six squares or fewer (Case 27.24)' : halved ? 'back-blast through an aperture (Case 27.23)' : 'back-blast (Case 27.22)' });
  }
  const armament: Armament = { ...a, laws: (a.laws ?? 1) - 1 };
  const fired: GameEvent = {
    type: 'law-fired',
    manId: man.id,
    vehicleId: v.id,
    target,
    unarmed: !chance,
    ...(chance ? { chance } : {}),
    hit,
    landing,
    ...(scatter ? { scatter } : {}),
    ...(struckVehicleId ? { struckVehicleId } : {}),
    ...(lineDestroyed ? { lineDestroyed } : {}),
    backblast: { toward: bb.toward, squares: bb.squares.map((q) => q.square), men, smallBuilding: small !== undefined },
    armament,
    cost,
    taskPointsCharged: cost.final,
    summary,
    caseRef: !chance ? 'Case 27.21' : hit ? 'Case 27.13' : 'Case 27.14',
    dice: recording.take(),
  };
  let s = fold(state, fired);
  const wounds = blastWounds(s, men.filter((m) => m.wounds > 0));
  s = wounds.reduce(fold, s);
  const struck = struckVehicleId ? vehicleShellDamage(s, [struckVehicleId], dice, fold, LAW_STRIKE) : { events: [], state: s };
  const events = [fired, ...wounds, ...struck.events];
  // Ruling AT11: firing a LAW is firing a weapon (Cases 8.5, 10.71).
  return ok([...events, ...afterFireOrThrow(struck.state, man.id, man.square!, { kind: 'fired', targets: [], hits: [] })]);
}
