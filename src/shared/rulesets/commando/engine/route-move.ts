/**
 * Route moves (issue 15): a side (or the umpire) plots a man's whole route
 * once and the engine walks it square by square as `task/move` does
 * (Section 7.0, Chart 5.22's Task Points per square), stopping only where the
 * rules stop a move: an observation prompt (Case 7.52), an opportunity-fire
 * interrupt (Case 7.53), a mine (Case 22.1, ruling MN3), an Enemy man's
 * square (Case 7.44), or his Task Points running out (Case 6.44). A stop that
 * leaves the route open (a prompt or an interrupt; his Task Points, for a
 * later Phase of the Game-Turn) keeps the rest as his `routeLeft`, and
 * `task/resume-route` walks it on one command. A mine or an Enemy man's square
 * ends the route (the rules end his movement there). Every check is
 * `task/move`'s: the walk is a `task/move` over the affordable part, with the
 * squares past his Task Points as its `beyond`.
 */
import type { Square } from '../../../map/map-model';
import { err, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Command, CommandOf } from '../model/commands';
import type { ActiveMan, GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import type { GameEvent } from '../model/events';

type MoveEvent = Extract<GameEvent, { type: 'man-moved' }>;
type Walk<T> = (move: CommandOf<'task/move'>) => Result<T, RuleError>;

/** The active man's route after a move: kept when the stop leaves it open, dropped otherwise. */
export function withRouteLeft(active: ActiveMan, stopped: MoveEvent['stopped']): ActiveMan {
  const { routeLeft: _dropped, ...rest } = active;
  const open = stopped && (stopped.reason === 'prompt' || stopped.reason === 'task-points') && stopped.unexecuted.length > 0;
  return open ? { ...rest, routeLeft: stopped.unexecuted } : rest;
}

/** The route a route command stands for: the plotted one, or his own square and the rest of the last one. */
function routeOf(state: GameState, command: CommandOf<'task/route'> | CommandOf<'task/resume-route'>): Result<Square[], RuleError> {
  if (command.type === 'task/route') return { ok: true, value: [...command.route] };
  const active = sequenceOf(state).active;
  const man = state.men[command.manId];
  if (active?.manId !== command.manId || !active.routeLeft?.length || !man?.square) {
    return err(ruleError('move/no-route-left', 'Case 7.52', `${man?.name ?? command.manId} has no route left to go on with: plot a new one.`));
  }
  return { ok: true, value: [man.square, ...active.routeLeft] };
}

/**
 * Walks a route command: the longest start of the route his Task Points pay
 * for (Case 6.44), as one `task/move`; the squares past it go in `beyond`.
 * A route whose first square he cannot pay for is refused as `task/move`
 * refuses it. `walk` is the engine's own decide-and-fold of a `task/move`.
 */
export function walkRoute<T>(state: GameState, command: CommandOf<'task/route'> | CommandOf<'task/resume-route'>, walk: Walk<T>): Result<T, RuleError> {
  const route = routeOf(state, command);
  if (!route.ok) return route;
  const squares = route.value;
  let first: Result<T, RuleError> | undefined;
  // Shorter and shorter starts until his Task Points pay (a refusal rolls no dice: planMove refuses before any mine is rolled).
  for (let end = squares.length; end >= 2; end--) {
    const beyond = squares.slice(end);
    const tried = walk({ type: 'task/move', manId: command.manId, route: squares.slice(0, end), ...(beyond.length > 0 ? { beyond } : {}) });
    first ??= tried;
    if (tried.ok || tried.error.code !== 'move/insufficient_task_points') return tried;
  }
  return first!;
}

export const isRouteCommand = (c: Command): c is CommandOf<'task/route'> | CommandOf<'task/resume-route'> => c.type === 'task/route' || c.type === 'task/resume-route';
