/**
 * A scripted policy for Scenario 47 (Commando Front-Line Action) that uses
 * its vehicles: the German tank set up in Zone 5 facing the British (Case
 * 47.65), the British APC on their entry row (Case 47.7), the two rocket
 * launchers handed to two Commandos (Case 47.42, ruling AT1) and the three
 * planned rounds of artillery (Cases 47.42, 28.12) noted for Game-Turns 2–4
 * on the tank's set-up square. In play each man fires at the nearest Enemy
 * man he may, a rocketeer first at the Enemy vehicle, else walks toward the
 * nearest Enemy (a Commando, once no German is left, toward the house of
 * Case 47.8); each vehicle, between men's intervals in the Prepared Phase
 * (ruling VH1), fires its guns at what its crew observes, turns its turret
 * toward it, and drives toward the nearest Enemy; a crew whose vehicle is
 * destroyed bails out. Every command goes through `Play.run`: a refusal throws.
 */
import type { Command } from '../../../model/commands';
import type { GameState, ManState } from '../../../model/state';
import { canAct, sequenceOf } from '../../../model/state';
import type { VehicleState } from '../../../model/vehicle';
import type { Square } from '../../../../../map/map-model';
import { onMap, sameSquare } from '../../../../../map/map-model';
import { isLegal, whoseMove } from '../../../engine/legal-actions';
import { entrySquaresFor } from '../../../engine/entry';
import { combatSquares } from '../../../engine/melee-phase';
import { PREPARED_PHASE } from '../../../rules/observation-limits';
import { COMPASS } from '../../../rules/searchlights';
import { frontSquares, stepTo, turnBy } from '../../../rules/vehicle-movement';
import type { Compass } from '../../../rules/searchlights';
import { GUN_CREW, gunsOf } from '../../../engine/vehicle-gun-crew';
import { armamentOf } from '../../../engine/carried-weapons';
import { answerPrompts, isActive, routeToward } from './play';
import { runCounted, type PolicyRng, type RandomRun } from './random-play';

export const FRONT_LINE_FILE = '47-commando-front-line-action.json';
/** Case 47.8: the house which includes Square 2615. */
export const HOUSE: Square = { col: 26, row: 15 };
export const SIDES = ['british', 'germans'] as const;
const ENEMY: Readonly<Record<string, string>> = { british: 'germans', germans: 'british' };

/** The compass point nearest the bearing from one square to another (rows run south). */
function bearing(from: Square, to: Square): Compass | undefined {
  if (sameSquare(from, to)) return undefined;
  const deg = (Math.atan2(to.col - from.col, from.row - to.row) * 180) / Math.PI;
  return COMPASS[(Math.round(deg / 45) + 8) % 8];
}
const dist = (a: Square, b: Square): number => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
const vehicles = (s: GameState): readonly VehicleState[] => s.vehicles?.vehicles ?? [];
const wrecked = (v: VehicleState): boolean => v.damage?.knockedOut === true || v.damage?.effects?.includes('destroyed') === true;
/** Where a man is: his square, or his vehicle's (ruling VH2). */
export function whereIs(s: GameState, m: ManState): Square | undefined {
  if (m.square) return m.square;
  return m.aboard ? vehicles(s).find((v) => v.id === m.aboard!.vehicleId)?.square : undefined;
}
/** The men of a side able to fight, on the map or aboard a vehicle on it. */
export const able = (s: GameState, side: string): ManState[] => Object.values(s.men).filter((m) => m.side === side && !m.mount && !m.dog && canAct(m) && whereIs(s, m) !== undefined);

function tryRun(run: RandomRun, c: Command): boolean {
  if (!isLegal(run.play.state, c)) return false;
  runCounted(run, c);
  answerPrompts(run.play);
  return true;
}

/** Set-up (before setup/start): vehicles, launchers and the planned rounds. */
export function frontLineSetUp(run: RandomRun, rng: PolicyRng): void {
  const s = run.play.state;
  const tank = vehicles(s).find((v) => v.kind === 'tank')!;
  const apc = vehicles(s).find((v) => v.kind === 'apc')!;
  // Case 47.65: the tank in Zone 5, as near the house as it may stand, facing the British entry row (south).
  const zone5 = [...s.map.zones.find((z) => z.id === 5)!.squares].sort((a, b) => dist(a, HOUSE) - dist(b, HOUSE) || a.row - b.row);
  const skip = Math.floor(rng.next() * 20);
  const tankAt = zone5.slice(skip).find((q) => isLegal(run.play.state, { type: 'setup/place-vehicle', vehicleId: tank.id, square: q, facing: 'S', turret: 'S' }));
  if (!tankAt) throw new Error('No square of Zone 5 takes the tank (Case 47.65).');
  runCounted(run, { type: 'setup/place-vehicle', vehicleId: tank.id, square: tankAt, facing: 'S', turret: 'S' });
  // Case 47.7 (ruling VH3): the APC on the British entry row, facing north.
  const entry = (s.scenario?.entry ?? []).filter((e) => e.side === apc.side).flatMap((e) => e.squares);
  const from = Math.floor(rng.next() * entry.length);
  const apcAt = [...entry.slice(from), ...entry.slice(0, from)].find((q) => isLegal(run.play.state, { type: 'setup/place-vehicle', vehicleId: apc.id, square: q, facing: 'N' }));
  if (!apcAt) throw new Error('No entry square takes the APC (Case 47.7).');
  runCounted(run, { type: 'setup/place-vehicle', vehicleId: apc.id, square: apcAt, facing: 'N' });
  // Case 47.42: two rocket launchers, to two Commandos (ruling AT1: the umpire hands them out).
  let issued = 0;
  for (const m of Object.values(run.play.state.men).filter((x) => x.side === 'british' && !x.aboard)) {
    if (issued < 2 && tryRun(run, { type: 'setup/issue-rocket-launcher', manId: m.id })) issued++;
  }
  // Cases 47.42, 28.12: three planned rounds of high explosive, on the tank's set-up square, Game-Turns 2, 3 and 4.
  for (const turn of [2, 3, 4]) runCounted(run, { type: 'setup/plan-artillery', side: 'british', turn, square: tankAt, round: 'high-explosive' });
}

function nearestEnemy(s: GameState, at: Square, side: string): ManState | undefined {
  return able(s, ENEMY[side]!).sort((a, b) => dist(whereIs(s, a)!, at) - dist(whereIs(s, b)!, at))[0];
}

/** Case 47.8: the German on foot nearest the house, who holds it. */
function garrison(s: GameState): ManState | undefined {
  return able(s, 'germans').filter((m) => m.square).sort((a, b) => dist(a.square!, HOUSE) - dist(b.square!, HOUSE) || a.id.localeCompare(b.id))[0];
}

/** Fire at the Enemy man nearest him whom he may fire at (task/fire checks he observes him, Case 10.1). */
function fireAtNearest(run: RandomRun, manId: string): boolean {
  const s = run.play.state;
  const man = s.men[manId]!;
  const at = man.square!;
  const targets = able(s, ENEMY[man.side]!).filter((t) => t.square).sort((a, b) => dist(a.square!, at) - dist(b.square!, at));
  for (const t of targets.slice(0, 4)) if (tryRun(run, { type: 'task/fire', manId, targets: [{ targetId: t.id }] })) return true;
  return false;
}

/** Case 26.21: a rocket at the Enemy vehicle (its square), reloading first when spent (Case 26.3). */
function rocketAtVehicle(run: RandomRun, manId: string): boolean {
  const s = run.play.state;
  const man = s.men[manId]!;
  if (!armamentOf(man).rocketLauncher) return false;
  const targets = vehicles(s).filter((v) => v.side !== man.side && v.square && !wrecked(v));
  for (const v of targets) if (tryRun(run, { type: 'task/fire-rocket', manId, target: v.square! })) return true;
  return tryRun(run, { type: 'task/reload-rocket', manId });
}

/** One man's interval: up to three tasks. */
function manInterval(run: RandomRun, manId: string): void {
  const play = run.play;
  // Cases 38.51–38.54: a Commando off the map enters first, on the entry square nearest the house.
  const off = play.state.men[manId]!;
  if (!off.square && off.awaitingEntry) {
    const squares = [...entrySquaresFor(play.state, off).squares].sort((a, b) => dist(a, HOUSE) - dist(b, HOUSE));
    if (!squares.some((square) => tryRun(run, { type: 'entry/enter', manId, square }))) return;
  }
  for (let k = 0; k < 3 && isActive(play, manId); k++) {
    answerPrompts(play);
    if (!isActive(play, manId)) return;
    if (rocketAtVehicle(run, manId) || fireAtNearest(run, manId)) continue;
    const s = play.state;
    const man = s.men[manId]!;
    if (!man.square) return;
    // Case 47.8: the German nearest the house holds it; a man with no Enemy left goes into it; the rest go for the nearest Enemy
    // (into his square: hand-to-hand, Case 7.44).
    const prey = nearestEnemy(s, man.square, man.side);
    const goal = prey && garrison(s)?.id !== manId ? whereIs(s, prey)! : HOUSE;
    if (sameSquare(man.square, goal)) return;
    const route = routeToward(s, manId, [goal]);
    if (!route || !tryRun(run, { type: 'task/move', manId, route })) return;
  }
}

/** Ruling VH1: the vehicle's tasks between men's intervals in the Prepared Phase. */
function vehicleTasks(run: RandomRun, v0: VehicleState): void {
  const id = v0.id;
  const v = () => vehicles(run.play.state).find((x) => x.id === id)!;
  if (!v().square) return;
  // Cases 23.71, 23.74: a destroyed vehicle's crew bail out to the squares around it; so does the crew of a side with no man
  // left outside its vehicles, to fight on foot for the house (Case 47.8).
  const onFoot = able(run.play.state, v().side).some((m) => m.square);
  if (wrecked(v()) || !onFoot) {
    const crew = Object.values(v().crew).filter((m): m is string => m !== undefined && canAct(run.play.state.men[m]!));
    const around = COMPASS.map((c) => stepTo(v().square!, c)).filter((q) => onMap(run.play.state.map, q));
    for (const [i, manId] of crew.entries()) for (const q of around.slice(i)) if (tryRun(run, { type: 'vehicle/bail-out', vehicleId: id, men: [{ manId, square: q }] })) break;
    return;
  }
  const s = run.play.state;
  const enemy = nearestEnemy(s, v().square!, v().side);
  const enemyAt = enemy ? whereIs(s, enemy) : undefined;
  // Section 23.0 "Fire": the main gun at the nearest Enemy man's square; else the turret turned toward him (Case 23.41).
  if (v().kind === 'tank' && enemyAt) {
    if (!tryRun(run, { type: 'vehicle/fire-main-gun', vehicleId: id, square: enemyAt })) {
      const toward = bearing(v().square!, enemyAt);
      if (toward && toward !== v().turret && dist(v().square!, enemyAt) > 1 && dist(v().square!, enemyAt) <= 20) tryRun(run, { type: 'vehicle/turn-turret', vehicleId: id, facing: toward });
    }
  }
  // Cases 23.32–23.35, 24.23: each machinegun at the men its crewman observes (the APC's swivel needs the hatch open, Case 24.21).
  if (v().kind === 'apc' && !v().open && enemyAt && dist(v().square!, enemyAt) <= 15) tryRun(run, { type: 'vehicle/hatch', vehicleId: id, open: true });
  for (const gun of gunsOf(v())) {
    const crewman = v().crew[GUN_CREW[gun]];
    const seen = crewman ? (run.play.state.knowledge[crewman]?.observing ?? []) : [];
    for (const targetId of seen) if (tryRun(run, { type: 'vehicle/fire-machinegun', vehicleId: id, gun, targets: [{ targetId }] })) break;
  }
  // Cases 23.13–23.15: drive toward the nearest Enemy (the APC, with no German left, toward the house), a square at a time.
  const goal = enemyAt ?? HOUSE;
  for (let k = 0; k < 8 && !run.play.ended; k++) {
    const at = v().square!;
    if (dist(at, goal) <= (v().kind === 'tank' ? 3 : 1)) return;
    const ahead = frontSquares(at, v().facing).sort((a, b) => dist(a, goal) - dist(b, goal));
    if (ahead.some((q) => dist(q, goal) < dist(at, goal) && tryRun(run, { type: 'vehicle/move', vehicleId: id, route: [at, q] }))) continue;
    const toward = bearing(at, goal);
    const facings = toward ? [toward, turnBy(toward, 1), turnBy(toward, -1)] : [];
    if (!facings.some((f) => f !== v().facing && tryRun(run, { type: 'vehicle/pivot', vehicleId: id, facing: f }))) return;
  }
}

/** One side's turn to choose (Case 6.41): its vehicles' tasks once a Phase, then a man who may act, or it passes. */
function sideChooses(run: RandomRun, side: string, done: Set<string>): void {
  const play = run.play;
  const s = play.state;
  const waiting = Object.values(s.men).filter((m) => m.side === side && m.awaitingEntry && !m.square && canAct(m));
  const ids = [...able(s, side).filter((m) => m.square), ...waiting].filter((m) => !done.has(`${s.turn}:${s.phase}:${m.id}`)).map((m) => m.id).sort();
  for (const id of ids) {
    done.add(`${s.turn}:${s.phase}:${id}`);
    if (!tryRun(run, { type: 'task/begin', manId: id })) continue;
    if (isActive(play, id)) manInterval(run, id);
    answerPrompts(play);
    if (isActive(play, id)) runCounted(run, { type: 'task/end', manId: id });
    return;
  }
  runCounted(run, { type: 'side/pass', side });
}

/** One whole Game-Turn (Case 5.1 A–H) under the policy. */
export function playFrontLineTurn(run: RandomRun, done: Set<string>): void {
  const play = run.play;
  const turn = play.state.turn;
  for (let guard = 0; guard < 500 && !play.ended && play.state.turn === turn; guard++) {
    answerPrompts(play);
    if (play.ended) return;
    const who = whoseMove(play.state);
    if (who.kind === 'man-acting' && who.manId) {
      runCounted(run, { type: 'task/end', manId: who.manId });
      continue;
    }
    // Ruling VH1: between men's intervals in the Prepared Phase (with or without men to act), each vehicle's tasks once.
    const pending = play.state.phase === PREPARED_PHASE && who.kind !== 'prompt' ? vehicles(play.state).find((v) => v.square && !done.has(`${turn}:${v.id}`)) : undefined;
    if (pending) {
      done.add(`${turn}:${pending.id}`);
      vehicleTasks(run, pending);
      continue;
    }
    if (who.kind === 'choose-man' && who.side) {
      sideChooses(run, who.side, done);
      continue;
    }
    const phase = play.state.phase;
    if (phase === 'initiative' && !sequenceOf(play.state).initiative) runCounted(run, { type: 'initiative/roll' });
    else if (phase === 'hand-to-hand' && combatSquares(play.state).length > 0 && play.state.scenario?.meleeResolvedTurn !== play.state.turn) runCounted(run, { type: 'melee/resolve', combats: [] });
    else runCounted(run, { type: 'phase/advance' });
  }
  if (!play.ended && play.state.turn === turn) throw new Error(`Game-Turn ${turn} did not end in 500 steps (${play.state.phase}: ${whoseMove(play.state).summary})`);
}
