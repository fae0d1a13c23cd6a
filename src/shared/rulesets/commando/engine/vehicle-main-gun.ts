/**
 * The tank's main gun (Section 23.0 procedure "Fire"; Cases 23.22, 23.24,
 * 23.31, 23.36, 23.38, 23.41; Tables 23.91–23.92; Diagram 8):
 * `vehicle/fire-main-gun` fires at a square, as a grenade is thrown at one.
 * The square must be in the turret's field of fire (Diagram 11, house arcs)
 * and in the commander's Line of Sight and observation range. It costs the
 * full 50 Task Points (a modern NATO or Israeli tank fires a second round in
 * the same Turn for nothing more). The gunner must function; with the loader
 * out the gun fires only on alternate Game-Turns; never in a Game-Turn the
 * turret turned. The shell lands by rules/shell-landing.ts and strikes by
 * engine/shell-blast.ts (Section 28.0's shared module). Rulings VH23–VH25.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeSquare } from '../../../map/coords';
import { onMap } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { squareCode } from '../rules/grenade-geometry';
import { lineOfSight } from '../rules/line-of-sight';
import { inObservationRange } from '../rules/observation-limits';
import { range } from '../rules/range';
import { landShell, shellHitChance } from '../rules/shell-landing';
import { inVehicleArc } from '../rules/vehicle-arcs';
import { weaponLost } from '../rules/vehicle-weapons-lost';
import { smokeOf } from './carried-weapons';
import { shellAftermath, shellBlast, vehiclesStruck } from './shell-blast';
import { chartCost, vehicleInUse, vehicleTaskError } from './vehicle-command';
import { crewIn, functioning } from './vehicles';
import { tablesOf } from './game-tables';

type Fold = (s: GameState, e: GameEvent) => GameState;

const thisTurn = (state: GameState, v: VehicleState) => (v.turnRecord?.turn === state.turn ? v.turnRecord : undefined);

/**
 * Why the turret's weapons (main gun and coaxial machinegun) may not fire this Game-Turn, or undefined:
 * Case 23.24 (gunner out: not at all; loader out: alternate Game-Turns) and Case 23.41 (not while the turret turns).
 */
export function turretWeaponsError(state: GameState, v: VehicleState): RuleError | undefined {
  if (v.kind !== 'tank') return ruleError('vehicle/no-turret', 'Case 24.23', `${v.name} has no turret, main gun or coaxial machinegun (Cases 23.0, 24.23).`);
  if (!functioning(crewIn(state, v, 'gunner'))) return ruleError('vehicle/no-gunner', 'Case 23.24', `${v.name}'s gunner is out of action: the main gun and coaxial machinegun may not be fired until he is replaced (Cases 23.22, 23.24).`);
  if (!functioning(crewIn(state, v, 'loader')) && v.turretFiredTurn === state.turn - 1) {
    return ruleError('vehicle/loader-out', 'Case 23.24', `${v.name}'s loader is out of action: its main gun and coaxial machinegun fire only on alternate Game-Turns, and fired last Game-Turn (Case 23.24).`);
  }
  if (thisTurn(state, v)?.turretTurned) return ruleError('vehicle/turret-turned', 'Case 23.41', `${v.name}'s turret turned this Game-Turn: it may not fire its coaxial machinegun or main gun (Case 23.41).`);
  return undefined;
}

/** The commander's sight of the square (Case 23.38, General Rule "within Line of Sight and observation range"). */
function sightError(state: GameState, v: VehicleState, square: { col: number; row: number }): RuleError | undefined {
  const from = v.square!;
  const los = lineOfSight(state.map, { square: from, posture: 'erect' }, { square, posture: 'prone' }, { smoke: smokeOf(state) });
  if (!los.clear) return ruleError('vehicle/no-los', 'Case 23.38', `${v.name}'s commander has no Line of Sight to ${describeSquare(square)}${los.blockedBy ? `: ${los.blockedBy.reason}` : ''} (Case 23.38).`);
  const r = range(from, square);
  const limit = state.observationRange ?? 'unlimited';
  if (!inObservationRange(r, limit)) return ruleError('vehicle/out-of-range', 'Case 8.12', `${describeSquare(square)} is ${r} squares away, beyond the observation range of ${String(limit)} (Section 23.0 "Fire"; Case 8.12).`);
  return undefined;
}

/** vehicle/fire-main-gun: Section 23.0 "Fire"; Cases 23.31, 23.36, 23.38; Tables 23.91–23.92; Diagram 8. */
export function decideFireMainGun(state: GameState, cmd: CommandOf<'vehicle/fire-main-gun'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const found = vehicleInUse(state, cmd.vehicleId);
  if (!found.ok) return found;
  const v = found.value;
  if (v.kind !== 'tank') return err(ruleError('vehicle/no-main-gun', 'Case 23.0', `${v.name} has no main gun: only a tank has one (Section 23.0 General Rule).`));
  if (v.damage?.effects?.includes('destroyed')) return err(ruleError('vehicle/knocked-out', 'Case 26.21 (Table 26.5)', `${v.name} is destroyed (Table 26.5).`));
  const lost = weaponLost(v.kind, v.damage?.effects, 'main-gun');
  if (lost) return err(ruleError('vehicle/weapon-lost', 'Case 26.21 (Table 26.5)', `${v.name}: ${lost.text}.`));
  const fired = thisTurn(state, v)?.mainGunFires ?? 0;
  const twice = v.variant.mainGunTwice === true;
  if (fired >= (twice ? 2 : 1)) return err(ruleError('vehicle/main-gun-fired', 'Case 23.31', `${v.name} has fired its main gun ${twice ? 'twice' : 'once'} this Game-Turn (Case 23.31).`));
  // Case 23.31: the first round takes the full 50 Task Points; the exception's second round is paid for by them.
  const cost = fired === 0 ? chartCost(state, 'fire main gun', 'fire-main-gun', 1, 'Case 23.31') : chartCost(state, 'second main gun round (Case 23.31 exception)', 'fire-main-gun', 0, 'Case 23.31');
  const bad = turretWeaponsError(state, v) ?? vehicleTaskError(state, v, cost.final, 'act');
  if (bad) return err(bad);
  if (!onMap(state.map, cmd.square)) return err(ruleError('vehicle/off-map', 'Case 23.38', `${describeSquare(cmd.square)} is off the map.`));
  if (!inVehicleArc(v.square!, v.turret ?? v.facing, cmd.square, 'turret', tablesOf(state).vehicleArcs)) {
    return err(ruleError('vehicle/out-of-arc', 'Case 23.36', `${describeSquare(cmd.square)} is outside the main gun's field of fire with the turret facing ${v.turret ?? v.facing} (Case 23.36, Diagram 11).`));
  }
  const blind = sightError(state, v, cmd.square);
  if (blind) return err(blind);

  const rec = new RecordingDice(dice);
  const chance = shellHitChance({ kind: 'tank', openedUp: v.open }, tablesOf(state));
  const land = landShell(state.map, cmd.square, chance, rec, tablesOf(state));
  const blast = shellBlast(state, land.landing, rec);
  const where = land.hit ? `on its target square ${squareCode(land.landing)}` : `in ${squareCode(land.landing)}, ${land.scatter!.distance} ${land.scatter!.direction.toUpperCase()} of ${squareCode(cmd.square)}`;
  const event: GameEvent = {
    type: 'main-gun-fired',
    vehicleId: v.id,
    target: cmd.square,
    landing: land.landing,
    hit: land.hit,
    chance,
    ...(land.scatter ? { scatter: land.scatter } : {}),
    hits: blast.hits,
    removedLines: blast.removedLines,
    vehicles: vehiclesStruck(state, land.landing),
    cost,
    summary: [
      `${v.name}'s main gun round comes down ${where} (${chance.final}%, ${v.open ? 'opened up' : 'buttoned down'}; Case 23.91)`,
      ...land.rolls.map((r) => r.text),
      ...blast.rolls.map((r) => r.text),
      ...blast.hits.filter((h) => h.shielded).map((h) => `${h.manId}: ${h.reason}`),
    ],
    caseRef: 'Cases 23.31, 23.38, 23.91, 23.92',
    dice: rec.take(),
  };
  return ok([event, ...shellAftermath(fold(state, event), land.landing, blast, dice, fold)]);
}
