/**
 * Lawrence of Arabia on the Hejaz Railway: the train (Case 42.43 Movement of
 * the Train, Observation from the Train; Case 42.7 Turkish Train Entry).
 *
 * - `hejaz-train`: a scenario object of kind `train`, three squares on the
 *   rail line (map `rail` squares, in order from the entry square 2101). It
 *   moves by itself when the Prepared Task Execution Phase begins (ruling
 *   HJ1), 13 squares, paying no Task Points; the Turks ride in its second
 *   and third squares and move with it (ruling HJ2); an Arab in a square its
 *   lead enters is run over and killed; it stops for good in the square of
 *   the Arab mine (ruling HJ4). No Arab enters a train square (ruling HJ3).
 * - `hejaz-train-observers`: until an Arab is observed the Turks neither
 *   leave the train nor fire from it, and it runs at 13; from the Game-Turn
 *   after, the Turkish Player orders between its last run less six and its
 *   last run (`train/set-speed`; default: its last run); fire from the
 *   running train takes Case 10.82's −25% ("Fire from a moving vehicle").
 *   One Turk in each car observes, the second square's to the left of the
 *   train, the third's to the right (ruling HJ5).
 * Rulings: docs/rulings/scenarios.md (HJ1–HJ9).
 */
import type { CommandOf } from '../../model/commands';
import type { GameEvent } from '../../model/events';
import type { ScenarioObject, TrainRun } from '../../model/scenario-state';
import type { GameState, ManState } from '../../model/state';
import { canAct } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import type { GameMap, Square } from '../../../../map/map-model';
import { onMap } from '../../../../map/map-model';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName } from '../../rules/movement';
import { remainingTaskPoints } from '../../engine/task-points';
import { RAIL_LINE_AND_TRAIN } from '../../tables/rail-line';
import { neverKilledCondition } from './hejaz-rules';
import { MINE_KIND, TRAIN_KIND } from '../../model/scenario-objects';

export { MINE_KIND, TRAIN_KIND };
export const TRAIN_ENTRY_FEATURE = 'train-entry';

const LENGTH = RAIL_LINE_AND_TRAIN.trainLength.value;
const FULL_RUN = RAIL_LINE_AND_TRAIN.trainSquaresPerTurn.value;
const SLOWDOWN = RAIL_LINE_AND_TRAIN.trainSlowdownPerTurn.value;
const PER_CAR = RAIL_LINE_AND_TRAIN.turksPerCar.value;

const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);
const same = (a: Square | undefined, b: Square | undefined): boolean => !!a && !!b && a.col === b.col && a.row === b.row;

/** The rail line as a path from `entry`: each next square the unvisited rail square beside the last (orthogonal first). */
export function railPath(map: GameMap, entry: Square): Square[] {
  const isRail = (s: Square): boolean => onMap(map, s) && map.squares[(s.row - 1) * map.width + (s.col - 1)]?.rail === true;
  if (!isRail(entry)) return [];
  const path: Square[] = [entry];
  const seen = new Set([`${entry.col},${entry.row}`]);
  const steps: [number, number][] = [[0, 1], [1, 0], [0, -1], [-1, 0], [1, 1], [-1, 1], [1, -1], [-1, -1]];
  for (let at = entry; ; ) {
    const next = steps.map(([dc, dr]) => ({ col: at.col + dc, row: at.row + dr })).find((s) => isRail(s) && !seen.has(`${s.col},${s.row}`));
    if (!next) return path;
    seen.add(`${next.col},${next.row}`);
    path.push(next);
    at = next;
  }
}

export function trainOf(state: GameState): (ScenarioObject & { readonly train: TrainRun }) | undefined {
  if (!uses(state, 'hejaz-train')) return undefined;
  return Object.values(state.scenario?.objects ?? {}).find((o): o is ScenarioObject & { train: TrainRun } => o.kind === TRAIN_KIND && o.train !== undefined);
}

export function trainPath(state: GameState): Square[] {
  const entry = state.scenario?.features[TRAIN_ENTRY_FEATURE]?.[0];
  return entry ? railPath(state.map, entry) : [];
}

/** The train's squares on the map with the lead at `lead`, lead first (index 0 lead, 1 second, 2 third). */
export function squaresAt(path: readonly Square[], lead: number): (Square | undefined)[] {
  return Array.from({ length: LENGTH }, (_, i) => path[lead - i]);
}

/** Which of the train's squares a man is in (0 lead, 1 second, 2 third), if any. */
export function carOf(state: GameState, man: ManState): number | undefined {
  const t = trainOf(state);
  if (!t || !man.square || man.side !== t.train.side) return undefined;
  const i = squaresAt(trainPath(state), t.train.lead).findIndex((s) => same(s, man.square));
  return i < 0 ? undefined : i;
}

export const aboard = (state: GameState, man: ManState): boolean => carOf(state, man) !== undefined || (trainOf(state)?.train.boarding.includes(man.id) ?? false);

/** The first Game-Turn in which a man of the train's side observed an Arab (Case 42.43), if any. */
export function arabObservedTurn(state: GameState): number | undefined {
  const t = trainOf(state);
  if (!t) return undefined;
  let first: number | undefined;
  for (const m of Object.values(state.men)) {
    if (m.side !== t.train.side) continue;
    for (const [target, turn] of Object.entries(state.knowledge[m.id]?.firstObserved ?? {})) {
      if (state.men[target]?.side !== t.train.side && (first === undefined || turn < first)) first = turn;
    }
  }
  return first;
}

/** Case 42.43: the squares the train may run this Game-Turn (Turkish Player's option once an Arab was observed in an earlier Turn). */
export function runRange(state: GameState): { readonly min: number; readonly max: number } {
  const t = trainOf(state)!;
  const observed = arabObservedTurn(state);
  if (!uses(state, 'hejaz-train-observers') || observed === undefined || observed >= state.turn || t.train.lastMove === undefined) return { min: FULL_RUN, max: FULL_RUN };
  return { min: Math.max(0, t.train.lastMove - SLOWDOWN), max: t.train.lastMove };
}

/** Is the train running (fire from it is "fire from a moving vehicle", Case 10.82)? Not once stopped, nor at a run of 0. */
export function trainRunning(state: GameState): boolean {
  const t = trainOf(state);
  return !!t && !t.train.stopped && t.train.lastMove !== 0;
}

/** train/set-speed (Case 42.43 "Turkish Player's option"): before the train runs this Game-Turn. */
export function decideTrainSpeed(state: GameState, cmd: CommandOf<'train/set-speed'>): Result<GameEvent[], RuleError> {
  const t = trainOf(state);
  if (!t || t.id !== cmd.objectId) return err(ruleError('train/unknown', 'Case 42.43', `There is no train "${cmd.objectId}" in this game.`));
  if (t.train.stopped) return err(ruleError('train/stopped', 'Case 42.43', `The train has stopped for good (${t.train.stopped.reason}, ${t.train.stopped.caseRef}).`));
  if (t.train.movedTurn === state.turn) return err(ruleError('train/already-moved', 'Case 42.43', 'The train has run this Game-Turn; order its next run next Game-Turn (Case 42.43, ruling HJ1).'));
  const { min, max } = runRange(state);
  if (cmd.squares < min || cmd.squares > max) {
    const why = min === max && max === FULL_RUN ? 'unless the Turks observed an Arab in an earlier Game-Turn, the train moves the full 13 squares' : `it may run ${min} to ${max} squares this Game-Turn (six fewer than its last run at most)`;
    return err(ruleError('train/speed', 'Case 42.43', `The train cannot run ${cmd.squares} squares: ${why} (Case 42.43).`));
  }
  return ok([{ type: 'train-speed-ordered', objectId: t.id, squares: cmd.squares, turn: state.turn, caseRef: 'Case 42.43' }]);
}

/** The train's run at the start of the Prepared Task Execution Phase (ruling HJ1), with the run-over Arabs' deaths. */
export function trainMoveEvents(state: GameState): GameEvent[] {
  const t = trainOf(state);
  if (!t || t.train.stopped || t.train.movedTurn === state.turn) return [];
  const path = trainPath(state);
  if (path.length === 0) return [];
  const { max } = runRange(state);
  const run = t.train.ordered?.turn === state.turn ? t.train.ordered.squares : max;
  // Standing still (a run of 0 ordered before): nothing to record.
  if (run === 0 && t.train.lastMove === 0) return [];
  const mine = Object.values(state.scenario?.objects ?? {}).find((o) => o.kind === MINE_KIND && o.square);
  const side = t.train.side;
  // Riders: men of the train's side in its squares (by car), then those boarding in car order.
  const before = squaresAt(path, t.train.lead);
  const car = new Map<string, number>();
  for (const m of Object.values(state.men)) {
    if (m.side !== side || !m.square || m.condition === 'dead') continue;
    const i = before.findIndex((s) => same(s, m.square));
    if (i >= 0) car.set(m.id, i);
  }
  t.train.boarding.forEach((id, k) => car.set(id, k < PER_CAR ? 1 : 2));
  const ranOver: string[] = [];
  let lead = t.train.lead;
  let moved = 0;
  let detonated: { objectId: string; square: Square } | undefined;
  while (moved < run) {
    lead++;
    moved++;
    const into = path[lead];
    if (!into) continue;
    // Case 42.43: "Any Arab run over by the train is killed."
    for (const m of Object.values(state.men)) if (m.side !== side && m.condition !== 'dead' && same(m.square, into) && !ranOver.includes(m.id)) ranOver.push(m.id);
    if (mine && same(mine.square, into)) {
      detonated = { objectId: mine.id, square: into };
      break;
    }
  }
  const after = squaresAt(path, lead);
  const riders: Record<string, Square> = {};
  const boarded: string[] = [];
  const exited: string[] = [];
  for (const [id, i] of car) {
    const sq = after[i];
    if (sq) {
      riders[id] = sq;
      if (t.train.boarding.includes(id)) boarded.push(id);
    } else if (lead - i >= path.length) exited.push(id); // carried off the end of the line: out for good (Case 42.43)
  }
  const onMapSquares = after.filter((s): s is Square => s !== undefined);
  const summary = [
    `Case 42.43: the train ran ${moved} square${moved === 1 ? '' : 's'}${onMapSquares[0] ? `, its lead now in ${squareName(onMapSquares[0])}` : ', off the map'}`,
    ...(ranOver.length > 0 ? [`${ranOver.map((id) => state.men[id]?.name ?? id).join(', ')} run over`] : []),
    ...(detonated ? [`the mine in ${squareName(detonated.square)} detonated: the train stops for good (its effect on men is the umpire's, umpire/wound-man)`] : []),
  ].join('; ');
  const events: GameEvent[] = [
    { type: 'train-moved', objectId: t.id, from: t.train.lead, to: lead, moved, squares: onMapSquares, riders, boarded, exited, ranOver, ...(detonated ? { mine: detonated } : {}), summary, caseRef: 'Case 42.43' },
  ];
  for (const id of ranOver) {
    const m = state.men[id]!;
    const condition = neverKilledCondition(state, m.id, 'dead');
    events.push({ type: 'man-wounded', manId: m.id, woundPoints: 0, totalWounds: m.wounds, condition, taskPointsLost: remainingTaskPoints(state, m.id), caseRef: 'Case 42.43' });
  }
  return events;
}

/** Fold of `train-moved` and `train-speed-ordered` (evolve-scenario.ts). */
export function evolveTrainEvent(state: GameState, event: Extract<GameEvent, { type: 'train-moved' | 'train-speed-ordered' }>): GameState {
  const sc = state.scenario;
  const o = sc?.objects[event.objectId];
  if (!sc || !o?.train) return state;
  if (event.type === 'train-speed-ordered') {
    return { ...state, scenario: { ...sc, objects: { ...sc.objects, [o.id]: { ...o, train: { ...o.train, ordered: { turn: event.turn, squares: event.squares } } } } } };
  }
  const men = { ...state.men };
  for (const [id, square] of Object.entries(event.riders)) if (men[id]) men[id] = { ...men[id], square };
  for (const id of event.exited) {
    const m = men[id];
    if (!m) continue;
    const rest: ManState = { ...m, exited: { edge: 'south', viaEntryEdge: false, viaEntrySquare: false, ableWhenExited: canAct(m), turn: state.turn } };
    delete (rest as { square?: unknown }).square;
    men[id] = rest;
  }
  const leftMap = event.squares.length === 0 && event.to >= 0;
  const stopped: TrainRun['stopped'] = event.mine ? { turn: state.turn, reason: 'mine', caseRef: 'Case 42.43' } : leftMap ? { turn: state.turn, reason: 'left-map', caseRef: 'Case 42.43' } : undefined;
  const boarding = o.train.boarding.filter((id) => !event.boarded.includes(id) && !event.exited.includes(id));
  const train: TrainRun = { ...o.train, lead: event.to, boarding, lastMove: event.moved, movedTurn: state.turn, ...(stopped ? { stopped } : {}) };
  const moved: ScenarioObject = { ...o, train, squares: event.squares, ...(event.squares[0] ? { square: event.squares[0] } : {}) };
  if (!event.squares[0]) delete (moved as { square?: unknown }).square;
  return { ...state, men, scenario: { ...sc, objects: { ...sc.objects, [o.id]: moved } } };
}

// ------------------------------------------------------------------ set-up

/** The train's run at creation (ruling HJ2): every man of the side that has the train boards it, ten to a car. */
export function initialTrainRun(side: string, men: readonly string[]): TrainRun {
  return { side, lead: -1, boarding: [...men] };
}

/** Case 42.7 / ruling HJ4: the train is not set up; the mine goes on a rail square. */
export function hejazPlaceObjectError(state: GameState, o: ScenarioObject, square: Square): RuleError | undefined {
  if (o.kind === TRAIN_KIND && uses(state, 'hejaz-train')) return ruleError('setup/train-enters', 'Case 42.7', 'The Turkish train is not set up: it enters at 2101 on Game-Turn 1 (Case 42.7).');
  if (o.kind === MINE_KIND && uses(state, 'hejaz-train') && !state.map.squares[(square.row - 1) * state.map.width + (square.col - 1)]?.rail) {
    return ruleError('setup/mine-off-rail', 'Case 42.43', `The mine that stops the train goes on the rail line; ${squareName(square)} is not on it (Case 42.43, ruling HJ4).`);
  }
  // Ruling HJ4: not where the train would stop with a car still off the map (its Turks could never enter).
  if (o.kind === MINE_KIND && uses(state, 'hejaz-train') && trainPath(state).slice(0, LENGTH - 1).some((s) => same(s, square))) {
    return ruleError('setup/mine-at-entry', 'Case 42.7', `The mine may not go in ${squareName(square)}: the train would stop there before all of it had entered at 2101 (Case 42.7, ruling HJ4).`);
  }
  return undefined;
}

// ------------------------------------------------------------------ men and the train

/** Ruling HJ3: no Arab enters a square of the train; ruling HJ5: no Turk leaves it before an Arab has been observed. */
export function trainMoveError(state: GameState, cmd: CommandOf<'task/move'>): RuleError | undefined {
  const t = trainOf(state);
  const man = state.men[cmd.manId];
  if (!t || !man) return undefined;
  const squares = t.squares ?? [];
  if (man.side !== t.train.side) {
    const into = cmd.route.slice(1).find((s) => squares.some((q) => same(q, s)));
    return into ? ruleError('move/train-square', 'Case 42.43', `${squareName(into)} is a square of the train: no Arab may enter it (Case 42.43, ruling HJ3).`) : undefined;
  }
  const observed = arabObservedTurn(state);
  if (carOf(state, man) !== undefined && uses(state, 'hejaz-train-observers') && observed === undefined) {
    return ruleError('move/aboard-train', 'Case 42.43', `${man.name} rides the train: no Turk leaves it until an Arab has been observed (Case 42.43, ruling HJ5).`);
  }
  return undefined;
}

/** Ruling HJ5: only one Turk in each car observes, the second square's to the left of the train, the third's to the right. */
export function trainObservationError(state: GameState, observerId: string, targetId: string): RuleError | undefined {
  const t = trainOf(state);
  const man = state.men[observerId];
  const target = state.men[targetId];
  if (!t || !man || !target?.square || !uses(state, 'hejaz-train-observers')) return undefined;
  const car = carOf(state, man);
  if (car === undefined) return undefined;
  const path = trainPath(state);
  const sq = squaresAt(path, t.train.lead);
  const lookout = Object.values(state.men)
    .filter((m) => m.side === t.train.side && canAct(m) && same(m.square, sq[car]))
    .sort((a, b) => a.id.localeCompare(b.id))[0];
  if (car === 0 || lookout?.id !== man.id) return ruleError('observe/train-lookout', 'Case 42.43', `Only one Turk in the second square and one in the third square of the train observe; ${man.name} is not his car's lookout (Case 42.43, ruling HJ5).`);
  // Left and right of the direction of travel: the cross product of the heading with the line to the target.
  const head = path[t.train.lead] ?? sq[0]!;
  const tail = path[t.train.lead - 1] ?? head;
  const dc = head.col - tail.col || 0;
  const dr = head.row - tail.row || 1;
  const cross = dc * (target.square.row - man.square!.row) - dr * (target.square.col - man.square!.col);
  // Screen coordinates (rows grow southward): cross < 0 is left of the heading.
  const wanted = car === 1 ? 'left' : 'right';
  const side = cross < 0 ? 'left' : cross > 0 ? 'right' : 'ahead';
  if (side !== wanted) return ruleError('observe/train-side', 'Case 42.43', `${man.name} looks to the ${wanted} of the train (Case 42.43); ${target.name} is not on that side.`);
  return undefined;
}

/** Case 42.43: Turks fire from the train only once an Arab has been observed, and then at Case 10.82's −25% while it runs. */
export function trainFire(state: GameState, firer: ManState): { readonly error?: RuleError; readonly movingVehicle: boolean } {
  const t = trainOf(state);
  if (!t || carOf(state, firer) === undefined) return { movingVehicle: false };
  if (uses(state, 'hejaz-train-observers') && arabObservedTurn(state) === undefined) {
    return { movingVehicle: false, error: ruleError('fire/train-not-alerted', 'Case 42.43', `${firer.name} rides the train: Turks fire from it only once an Arab has been observed (Case 42.43).`) };
  }
  return { movingVehicle: trainRunning(state) };
}

/** train/set-speed choices for the umpire console while the train has not yet run this Game-Turn. */
export function trainCandidates(state: GameState): CommandOf<'train/set-speed'>[] {
  const t = trainOf(state);
  if (!t || t.train.stopped || t.train.movedTurn === state.turn || !uses(state, 'hejaz-train-observers')) return [];
  const { min, max } = runRange(state);
  if (min === max) return [];
  return Array.from({ length: max - min + 1 }, (_, i) => ({ type: 'train/set-speed' as const, objectId: t.id, squares: min + i }));
}
