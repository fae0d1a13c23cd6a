/**
 * A side's order in words for the umpire's queue (issue 15): which man, what
 * task, and for a move the route with the Task Points the engine would charge
 * for it, read from the whole truth (every man's square, Case 7.44; his
 * remaining Task Points, Case 6.44). The umpire's eyes only: it may name an
 * enemy the side does not know of. Mines and prompts on the way are found
 * only when the order runs (Cases 7.52, 22.1), so they are not foretold here.
 */
import type { Square } from '../../map/map-model';
import type { Command } from './model/commands';
import { sequenceOf, type GameState } from './model/state';
import { moverOf } from './engine/move-command';
import { isJeepGunId } from './engine/jeep-machinegun';
import { remainingTaskPoints } from './engine/task-points';
import { specialRulesOf } from './engine/special-rules';
import { planMove } from './rules/move-plan';
import { MOVEMENT_TABLES } from './rules/movement-tables';
import { squareName } from './rules/movement';
import { occupancyFromMen } from './rules/stacking';

const TASKS: Partial<Record<Command['type'], string>> = {
  'task/begin': 'begins executing tasks (Case 6.21)',
  'task/end': 'ends his tasks for the Phase',
  'task/fall-prone': 'falls prone (Case 7.6)',
  'task/stand': 'stands up (Case 7.6)',
  'task/reload': 'reloads (Section 10.5)',
  'task/prepare-weapon': 'prepares a weapon',
  'task/prepare-grenade': 'prepares a grenade (Case 11.1)',
  'task/throw-grenade': 'throws a grenade (Case 11.2)',
  'task/exchange-weapons': 'exchanges weapons (Section 13.2)',
  'task/exit-map': 'steps off the map (Case 15.26)',
  'task/smother-flames': 'rolls on the ground to put out his flames (Case 17.42)',
  'task/repair-flamethrower': 'repairs his flamethrower (Case 17.36)',
  'plot/opportunity-fire': 'plots opportunity fire (Case 10.76)',
  'plot/withdraw': 'withdraws his opportunity-fire plot',
  'observe/attempt': 'attempts to observe the moving man (Case 7.52)',
  'observe/forego': 'foregoes his observation attempt (Case 7.52)',
  'opportunity/fire': 'fires at the interrupting moment (Case 7.53)',
  'opportunity/hold': 'holds his opportunity fire (Case 7.53)',
  'panic/choose-target': 'chooses his panic-fire target (Case 14.22)',
};

const nameOf = (state: GameState, id: string | undefined): string => (id ? (state.men[id]?.name ?? id) : 'someone');
const squares = (route: readonly Square[]): string => route.map(squareName).join(' → ');

/** The route a move order would walk now: its own squares, or his square and the rest of his last route. */
function routeOf(state: GameState, command: Command): readonly Square[] | undefined {
  if (command.type === 'task/move' || command.type === 'task/route') return command.route;
  if (command.type !== 'task/resume-route') return undefined;
  const man = state.men[command.manId];
  const left = sequenceOf(state).active?.routeLeft;
  return man?.square && left?.length ? [man.square, ...left] : undefined;
}

/** A move priced as the engine prices it: the longest start his Task Points pay for (Case 6.44), a stop in an Enemy man's square (Case 7.44). */
function moveWords(state: GameState, manId: string, route: readonly Square[]): string {
  const man = state.men[manId];
  if (!man) return `moves ${squares(route)}`;
  const left = remainingTaskPoints(state, manId);
  const mover = specialRulesOf(state).reduce((m, p) => p.mover?.(state, man, m) ?? m, moverOf(man));
  const plan = planMove(state.map, mover, route, left, occupancyFromMen(Object.values(state.men), man.side, man.id), MOVEMENT_TABLES);
  const value = plan.ok ? plan.value : plan.partial;
  const priced = value ? `${value.moveCost} TP of his ${left}` : `? TP of his ${left}`;
  const beyond = plan.ok ? '' : ` — ${plan.error.message}`;
  const enemy = plan.ok && plan.value.stopped ? ` — stops in an Enemy man's square at ${squareName(plan.value.stopped.at)} (Case 7.44)` : '';
  return `moves ${squares(route)} (${priced})${enemy}${beyond}`;
}

function targetWords(state: GameState, command: Command): string {
  if (command.type === 'task/fire') {
    const at = command.targets.map((t) => nameOf(state, t.targetId)).join(', ');
    // Ruling VH65: the jeep's mounted machinegun.
    return isJeepGunId(command.weaponId) ? `fires the jeep's machinegun at ${at} (Section 29.0, ruling VH65)` : `fires at ${at} (Section 10.0)`;
  }
  if (command.type === 'task/throw-grenade') return `throws a grenade at ${squareName(command.target)} (Case 11.2)`;
  if (command.type === 'task/fire-flamethrower') return `fires his flamethrower in the ${command.pattern} pattern (Section 17.0)`;
  if (command.type === 'panic/choose-target') return `chooses ${nameOf(state, command.targetId)} as his panic-fire target (Case 14.22)`;
  return TASKS[command.type] ?? `gives "${command.type}"`;
}

/** "Man a1: moves 1-1 → 2-1 → 3-1 (4 TP of his 40)", for the umpire's queue. */
export function describeOrder(state: GameState, command: Command): string {
  const actor = 'manId' in command && typeof command.manId === 'string' ? command.manId : 'observerId' in command && typeof command.observerId === 'string' ? command.observerId : undefined;
  const route = routeOf(state, command);
  const words = route && actor ? moveWords(state, actor, route) : command.type === 'task/resume-route' ? 'goes on along his route, but has none left' : targetWords(state, command);
  return actor ? `${nameOf(state, actor)}: ${words}` : words;
}
