/**
 * Skorzeny to the Rescue's special rules (Case 46.43), for the ids the
 * scenario file names:
 * - `skorzeny-swimming-pool`: unless Underwater Operations (Section 36.0) are
 *   in use, the pool is off limits: a move into it is refused
 *   (`skorzenyMoveError`), no man sets up in it (`skorzenyDeployError`), and
 *   the panic and preservation routines meet it as impassable terrain
 *   (`offLimitsOf`).
 * - `skorzeny-prisoner`: one scenario object of kind `prisoner` (size 1),
 *   placed by the House Guard inside the house (`prisonerPlaceError`). Once
 *   every Enemy man in the house is Killed or Incapacitated
 *   (`prisonerFreed`), a German in or next to his square moves him with his
 *   own 40 Task Points a Game-Turn, movement only (`decidePrisonerMove`,
 *   `object/move`), and may lead him off a map edge. He is not a man: he can
 *   never be the target of fire and is never hit (ruling SK2).
 * Victory (Cases 46.81, 46.82) is data in the scenario file, read by
 * victory.ts from the prisoner's square and exit.
 */
import type { Command, CommandOf } from '../../model/commands';
import type { GameEvent, MovedStep } from '../../model/events';
import type { ScenarioObject } from '../../model/scenario-state';
import type { GameState, ManState } from '../../model/state';
import { canAct, sequenceOf } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import type { MapEdge, Square } from '../../../../map/map-model';
import { onMap } from '../../../../map/map-model';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName, stepTaskPoints } from '../../rules/movement';
import { onEdge } from '../../rules/preservation-routine';
import { isTaskPhase } from '../../engine/sequentiality';
import type { SpecialRules } from '../../engine/special-rules';

export const HOUSE = 'house';
export const SWIMMING_POOL = 'swimming-pool';
export const PRISONER_KIND = 'prisoner';
/** Case 46.43: "has 40 Task Points for movement, only" (per Game-Turn, as every man's allotment). */
export const PRISONER_TASK_POINTS = 40;
/** Stepping off the map, Case 15.26's price (as Entebbe's hostages, ruling PS10). */
export const PRISONER_EXIT_COST = 5;
/** Section 36.0 Underwater Operations lifts the pool's ban. */
const UNDERWATER_OPERATIONS = '36';

const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);
const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;
const inList = (s: Square, list: readonly Square[]): boolean => list.some((q) => same(q, s));
const sideMode = (state: GameState, side: string) => state.sides.find((x) => x.id === side)?.mode;
const near = (a: Square, b: Square): boolean => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) <= 1;

/** Case 46.43: the pool's squares, if it is off limits in this game (the rule is in play and Section 36.0 is not). */
export function poolSquares(state: GameState): readonly Square[] {
  if (!uses(state, 'skorzeny-swimming-pool') || (state.scenario?.optionalRules ?? []).includes(UNDERWATER_OPERATIONS)) return [];
  return state.scenario?.features[SWIMMING_POOL] ?? [];
}

/** For the panic and preservation routines: squares they must treat as impassable (Case 46.43), or undefined. */
export function offLimitsOf(state: GameState): ((square: Square) => boolean) | undefined {
  const pool = poolSquares(state);
  return pool.length === 0 ? undefined : (s) => inList(s, pool);
}

const poolError = (code: string, at: Square): RuleError =>
  ruleError(code, 'Case 46.43', `The swimming pool (${squareName(at)}) is off limits unless the rules for Underwater Operations (Section 36.0) are used (Case 46.43).`);

/** Case 46.43: no move into the swimming pool. */
export function skorzenyMoveError(state: GameState, _man: ManState, route: readonly Square[]): RuleError | undefined {
  const pool = poolSquares(state);
  const into = route.slice(1).find((s) => inList(s, pool));
  return into ? poolError('move/off-limits', into) : undefined;
}

/** Case 46.43: no man sets up in the swimming pool. */
export function skorzenyDeployError(state: GameState, _man: ManState, square: Square): RuleError | undefined {
  return inList(square, poolSquares(state)) ? poolError('setup/off-limits', square) : undefined;
}

const house = (state: GameState): readonly Square[] => state.scenario?.features[HOUSE] ?? [];

/** Case 46.43: "The Prisoner is deployed inside the house." */
export function prisonerPlaceError(state: GameState, o: ScenarioObject, square: Square): RuleError | undefined {
  if (o.kind !== PRISONER_KIND || !uses(state, 'skorzeny-prisoner')) return undefined;
  if (!onMap(state.map, square)) return ruleError('setup/off-map', 'Case 3.7', `${squareName(square)} is not on the map.`);
  if (!inList(square, house(state))) return ruleError('setup/prisoner-outside-house', 'Case 46.43', `The Prisoner is deployed inside the house; ${squareName(square)} is not in it (Case 46.43).`);
  return undefined;
}

/** Case 46.43: every Enemy man in the house is Killed or Incapacitated (ruling SK1: none able is left in it). */
export function prisonerFreed(state: GameState): boolean {
  const h = house(state);
  return !Object.values(state.men).some((m) => sideMode(state, m.side) === 'defending' && m.square && canAct(m) && inList(m.square, h));
}

/** Is this `object/move` for Skorzeny's prisoner (so `decidePrisonerMove` decides it)? */
export const isPrisoner = (state: GameState, objectId: string): boolean => uses(state, 'skorzeny-prisoner') && state.scenario?.objects[objectId]?.kind === PRISONER_KIND;

/** The edges the escorting man's side may have entered on (Case 46.7), as a man's own exit reads them. */
function entryEdges(state: GameState, man: ManState): readonly MapEdge[] {
  return (state.scenario?.entry ?? []).filter((e) => e.side === man.side).flatMap((e) => e.edges);
}

/** object/move for the prisoner (Case 46.43): he moves with a German, 40 Task Points a Game-Turn, movement only. */
export function decidePrisonerMove(state: GameState, cmd: CommandOf<'object/move'>): Result<GameEvent[], RuleError> {
  if (!isTaskPhase(state.phase)) return err(ruleError('task/wrong-phase', 'Case 5.1', 'The Prisoner moves during a Task Execution Phase (Case 46.43).'));
  const seq = sequenceOf(state);
  if (seq.active?.manId !== cmd.manId || seq.prompts.length > 0) return err(ruleError('task/not-active', 'Case 7.51', 'The Prisoner moves with the German who is executing tasks (Cases 7.51, 46.43).'));
  const man = state.men[cmd.manId]!;
  const o = state.scenario!.objects[cmd.objectId]!;
  if (!o.square) return err(ruleError('object/unknown', 'Case 46.43', 'The Prisoner is not on the map.'));
  if (sideMode(state, man.side) !== 'commando' || !man.square) return err(ruleError('object/not-commando', 'Case 46.43', 'The Prisoner moves only with a commando (Case 46.43).'));
  if (!prisonerFreed(state)) return err(ruleError('object/prisoner-guarded', 'Case 46.43', 'The Prisoner moves only once every Enemy man in the house is Killed or Incapacitated (Case 46.43).'));
  if (!near(man.square, o.square)) return err(ruleError('object/not-adjacent', 'Case 46.43', `The Prisoner moves with a commando in or next to his square; ${man.name} is not (Case 46.43).`));
  const budget = (o.taskPoints ?? PRISONER_TASK_POINTS) - (o.spentTurn === state.turn ? o.spent : 0);
  const enemies = Object.values(state.men).filter((m) => m.side !== man.side && canAct(m) && m.square);
  const pool = poolSquares(state);
  const steps: MovedStep[] = [];
  let at = o.square;
  let cost = 0;
  const route = same(cmd.route[0]!, at) ? cmd.route.slice(1) : cmd.route;
  for (const to of route) {
    if (!near(at, to) || same(at, to)) return err(ruleError('object/not-adjacent', 'Case 7.23', `${squareName(to)} is not next to ${squareName(at)} (Case 7.23).`));
    if (inList(to, pool)) return err(poolError('move/off-limits', to));
    // Ruling SK3: he moves as an erect man; the Prisoner is not wounded and never goes prone.
    const c = stepTaskPoints(state.map, at, to, { prone: false, seriouslyWounded: false });
    if (typeof c !== 'number') return err(c);
    if (enemies.some((e) => same(e.square!, to))) return err(ruleError('object/enemy-square', 'Case 7.44', `The Prisoner cannot be moved into a square held by an Enemy man (${squareName(to)}).`));
    cost += c;
    steps.push({ to, cost: c });
    at = to;
  }
  let exited: ScenarioObject['exited'] | undefined;
  if (cmd.exit) {
    const edge = (['north', 'east', 'south', 'west'] as const).find((e) => onEdge(state.map, at, e));
    if (!edge) return err(ruleError('object/not-on-edge', 'Case 15.26', 'The Prisoner must reach a map edge to leave it (Case 15.26).'));
    cost += PRISONER_EXIT_COST;
    const entry = (state.scenario?.entry ?? []).filter((e) => e.side === man.side);
    exited = { edge, viaEntryEdge: entryEdges(state, man).includes(edge), viaEntrySquare: entry.some((e) => inList(at, e.squares)), turn: state.turn };
  }
  if (cost > budget) return err(ruleError('object/insufficient_task_points', 'Case 46.43', `Moving the Prisoner costs ${cost} Task Points; he has ${budget} of his ${o.taskPoints ?? PRISONER_TASK_POINTS} left this Game-Turn (Case 46.43).`));
  if (steps.length === 0 && !exited) return err(ruleError('object/no-route', 'Case 46.43', 'Give at least one square, or exit.'));
  return ok([{ type: 'object-moved', objectId: o.id, steps, cost, byManId: man.id, ...(exited ? { exited } : {}), caseRef: 'Case 46.43' }]);
}

/** For the turn panel: one-square moves of the Prisoner, and his exit, for the acting man (each still checked by `decide`). */
export function prisonerCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square || !uses(state, 'skorzeny-prisoner')) return [];
  const out: Command[] = [];
  for (const o of Object.values(state.scenario?.objects ?? {})) {
    if (o.kind !== PRISONER_KIND || !o.square || !near(man.square, o.square)) continue;
    for (let dc = -1; dc <= 1; dc++)
      for (let dr = -1; dr <= 1; dr++) {
        const to = { col: o.square.col + dc, row: o.square.row + dr };
        if ((dc !== 0 || dr !== 0) && onMap(state.map, to)) out.push({ type: 'object/move', objectId: o.id, manId, route: [to] });
      }
    out.push({ type: 'object/move', objectId: o.id, manId, route: [o.square], exit: true });
  }
  return out;
}

/** Skorzeny's special rules (Case 46.43) as one plug-in (engine/special-rules.ts); the Sentry Routine zone is set up by createGame. */
export const skorzenyRules: SpecialRules = {
  name: 'Skorzeny (Case 46.43)',
  ids: ['skorzeny-sentry-own-zone', 'skorzeny-swimming-pool', 'skorzeny-prisoner'],
  routeError: skorzenyMoveError,
  deployError: skorzenyDeployError,
  placeObjectError: prisonerPlaceError,
  offLimits: offLimitsOf,
  taskCandidates: prisonerCandidates,
  // The prisoner's move; any other object is another plug-in's (Entebbe's hostages).
  commands: { 'object/move': (state, cmd) => (isPrisoner(state, cmd.objectId) ? decidePrisonerMove(state, cmd) : undefined) },
};
