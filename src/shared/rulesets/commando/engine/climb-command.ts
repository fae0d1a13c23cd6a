/**
 * Climbing (Optional Rule Section 35.0) as commands:
 * - `task/climb`: up a tree (Case 35.11, 50 Task Points, not severely
 *   wounded), up a ladder or stairway to the roof (Case 35.21, 25), onto an
 *   adjacent building's roof with hooks and ropes (Case 35.24, 50).
 * - `task/climb-down`: drop from the tree (Case 35.16, 20), down the ladder
 *   (Case 35.21, 25), jump off the roof to an adjacent square outside the
 *   building (Case 35.23, 25).
 * - `setup/issue-hooks`: who carries hooks and ropes (ruling CL3).
 * A man aloft is one level above his square's ground (Cases 7.13, 35.12,
 * 35.25); the men at each level stack apart (Cases 35.14, 35.26); on a gabled
 * roof he is prone (Case 35.22). Rulings: docs/rulings/climbing.md.
 */
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { ClimbingEvent } from '../model/events-climbing';
import type { GameState, ManState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap, sameSquare, terrainAt, type Square } from '../../../map/map-model';
import { aloftLimit, aloftOf, friendsAloft, hasRoof, hasTrees, roofIsGabled } from '../rules/climbing';
import { squareName } from '../rules/movement';
import { adjacent } from '../rules/observation-limits';
import { occupancyFromMen, checkEntry } from '../rules/stacking';
import { CLIMBING_NUMBERS } from '../tables/climbing';
import { checkActive } from './sequentiality';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, taskCost } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

export const CLIMBING_SECTION = '35';

export const climbingInUse = (state: GameState): boolean => (state.scenario?.optionalRules ?? []).includes(CLIMBING_SECTION);

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 35.0', 'Climbing (Optional Rule Section 35.0) is not in use in this game.');

const men = (state: GameState): ManState[] => Object.values(state.men);

/** Cases 35.14, 35.26: room for one more of his side at that level. */
function roomAloft(state: GameState, man: ManState, square: Square, on: 'tree' | 'roof'): RuleError | undefined {
  const limit = aloftLimit(on, terrainAt(state.map, square).terrain);
  if (friendsAloft(men(state), man.side, square, on, man.id) < limit.value) return undefined;
  const caseRef = on === 'roof' ? 'Case 35.26' : 'Case 35.14';
  return ruleError('climb/full', caseRef, `${on === 'roof' ? `The roof of ${squareName(square)}` : `The tree in ${squareName(square)}`} already holds ${limit.value} man${limit.value > 1 ? '' : ''} of ${man.side}'s (${caseRef}).`);
}

/** task/climb (Cases 35.11, 35.21, 35.24). */
export function decideClimb(state: GameState, cmd: CommandOf<'task/climb'>): Decided {
  if (!climbingInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square) return err(ruleError('climb/off-map', 'Case 35.0', `${man.name} is not on the map.`));
  if (aloftOf(man)) return err(ruleError('climb/already-aloft', 'Case 7.13', `${man.name} is already ${aloftOf(man)!.on === 'tree' ? 'up a tree' : 'on a roof'} (Case 7.13).`));
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  const here = terrainAt(state.map, man.square);
  let square = man.square;
  let on: 'tree' | 'roof';
  let row: 'climb-tree' | 'climb-ladder' | 'climb-roof-hooks';
  let caseRef: string;
  if (cmd.how === 'tree') {
    if (!hasTrees(here.terrain)) return err(ruleError('climb/no-tree', 'Case 35.11', `${man.name} is not in a woods or forest square: there is no tree to climb (Case 35.11).`));
    if (man.condition === 'seriously-wounded') return err(ruleError('climb/severely-wounded', 'Case 35.11', `${man.name} is severely wounded: severely wounded men cannot climb trees (Case 35.11).`));
    [on, row, caseRef] = ['tree', 'climb-tree', 'Case 35.11'];
  } else if (cmd.how === 'ladder') {
    if (!hasRoof(here.terrain) || !here.ladder) return err(ruleError('climb/no-ladder', 'Case 35.21', `No ladder or stairway symbol is drawn in ${squareName(man.square)} (Case 35.21).`));
    [on, row, caseRef] = ['roof', 'climb-ladder', 'Case 35.21'];
  } else {
    if (!man.hooksAndRopes) return err(ruleError('climb/no-hooks', 'Case 35.24', `${man.name} has no hooks and ropes: the only way onto a roof is then a ladder or stairway (Case 35.24).`));
    if (!cmd.square || !onMap(state.map, cmd.square)) return err(ruleError('climb/no-square', 'Case 35.24', 'Name the adjacent building square to climb onto (Case 35.24).'));
    const there = terrainAt(state.map, cmd.square);
    if (!hasRoof(there.terrain)) return err(ruleError('climb/not-building', 'Case 35.24', `${squareName(cmd.square)} is not a building (Case 35.24).`));
    if (hasRoof(here.terrain) || sameSquare(cmd.square, man.square) || !adjacent(man.square, cmd.square)) {
      return err(ruleError('climb/not-adjacent-outside', 'Case 35.24', `${man.name} must be adjacent to, and outside, the building to climb it with hooks and ropes (Case 35.24).`));
    }
    // Ruling CL2: "begins a Task Execution Phase adjacent" — he has not moved this Game-Turn (his one interval is in this Phase, Case 6.41).
    if (manTurnOf(state, man.id).movedThisTurn) return err(ruleError('climb/moved', 'Case 35.24', `${man.name} did not begin this Task Execution Phase beside the building: he has moved (Case 35.24, ruling CL2).`));
    const occ = checkEntry(occupancyFromMen(men(state), man.side, man.id)(cmd.square), squareName(cmd.square));
    if (occ.ok && occ.endsMovement) return err(ruleError('climb/enemy-below', 'Case 35.24', `An Enemy man holds ${squareName(cmd.square)}; Sightline does not let a man climb over him (ruling CL2).`));
    [square, on, row, caseRef] = [cmd.square, 'roof', 'climb-roof-hooks', 'Case 35.24'];
  }
  const full = roomAloft(state, man, square, on);
  if (full) return err(full);
  const cost = taskCost(row, man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, cmd.how === 'tree' ? 'Climbing a tree' : 'Climbing onto the roof', caseRef);
  if (short) return err(short);
  const level = on === 'tree' ? CLIMBING_NUMBERS.treeLevel.value : CLIMBING_NUMBERS.roofLevel.value;
  const prone = on === 'roof' && roofIsGabled(state.map, square);
  return ok([{ type: 'man-climbed', manId: man.id, how: cmd.how, square, on, level, prone, cost, caseRef }]);
}

/** task/climb-down (Cases 35.16, 35.21, 35.23). */
export function decideClimbDown(state: GameState, cmd: CommandOf<'task/climb-down'>): Decided {
  if (!climbingInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const a = aloftOf(man);
  if (!a || !man.square) return err(ruleError('climb/not-aloft', 'Case 7.13', `${man.name} is at ground level (Case 7.13).`));
  let square = man.square;
  let row: 'drop-from-tree' | 'climb-ladder' | 'jump-off-roof';
  let caseRef: string;
  if (cmd.how === 'drop') {
    if (a.on !== 'tree') return err(ruleError('climb/not-in-tree', 'Case 35.16', `${man.name} is on a roof, not up a tree: he comes down by ladder or jumps (Cases 35.21, 35.23).`));
    [row, caseRef] = ['drop-from-tree', 'Case 35.16'];
  } else if (cmd.how === 'ladder') {
    if (a.on !== 'roof' || !terrainAt(state.map, man.square).ladder) return err(ruleError('climb/no-ladder', 'Case 35.21', `No ladder or stairway symbol is drawn in ${squareName(man.square)} (Case 35.21).`));
    [row, caseRef] = ['climb-ladder', 'Case 35.21'];
  } else {
    if (a.on !== 'roof') return err(ruleError('climb/not-on-roof', 'Case 35.23', `${man.name} is up a tree: he drops from it (Case 35.16).`));
    const to = cmd.square;
    if (!to || !onMap(state.map, to) || sameSquare(to, man.square) || !adjacent(to, man.square) || hasRoof(terrainAt(state.map, to).terrain)) {
      return err(ruleError('climb/jump-square', 'Case 35.23', `${man.name} jumps off the building to an adjacent square outside it (Case 35.23).`));
    }
    const occ = checkEntry(occupancyFromMen(men(state), man.side, man.id)(to), squareName(to));
    if (!occ.ok) return err(occ.error);
    [square, row, caseRef] = [to, 'jump-off-roof', 'Case 35.23'];
  }
  // Cases 35.14, 35.26: the ground level of his square is a level of its own, with its own two men (Case 7.41).
  if (cmd.how !== 'jump') {
    const occ = checkEntry(occupancyFromMen(men(state), man.side, man.id)(man.square), squareName(man.square));
    if (!occ.ok) return err(occ.error);
  }
  const cost = taskCost(row, man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Coming down', caseRef);
  if (short) return err(short);
  return ok([{ type: 'man-climbed-down', manId: man.id, how: cmd.how, square, cost, caseRef }]);
}

/** setup/issue-hooks (Case 35.24, ruling CL3): in set-up, a man is given hooks and ropes. */
export function decideIssueHooks(state: GameState, cmd: CommandOf<'setup/issue-hooks'>): Decided {
  if (!climbingInUse(state)) return err(notInUse());
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 35.24', 'Hooks and ropes are given out in set-up, before play begins (ruling CL3).'));
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('setup/unknown-man', 'Case 35.24', `There is no man "${cmd.manId}" in this game.`));
  if (man.hooksAndRopes) return err(ruleError('climb/has-hooks', 'Case 35.24', `${man.name} already carries hooks and ropes.`));
  return ok([{ type: 'hooks-issued', manId: man.id, caseRef: 'Case 35.24' }]);
}

/** Commands a man aloft may give: the rest wait until he is down (Case 7.13; ruling CL5). */
const ALOFT_MAY_NOT = new Set(['task/move', 'task/route', 'task/bridge-wire', 'task/clip-wire', 'task/take-equipment', 'task/climb']);

/**
 * The gate shared by decide and cheap legality: a man aloft does not walk off
 * his tree or roof (ruling CL5), and on a gabled roof he stays prone (Case
 * 35.22).
 */
export function climbingGate(state: GameState, cmd: Command): RuleError | undefined {
  if (!cmd.type.startsWith('task/') || !('manId' in cmd) || typeof cmd.manId !== 'string') return undefined;
  const man = state.men[cmd.manId];
  const a = man ? aloftOf(man) : undefined;
  if (!man || !a) return undefined;
  if (cmd.type === 'task/stand' && a.on === 'roof' && roofIsGabled(state.map, a.square)) {
    return ruleError('climb/gabled-roof', 'Case 35.22', `${man.name} is on a gabled roof: men on gabled roofs must remain prone (Case 35.22).`);
  }
  if (ALOFT_MAY_NOT.has(cmd.type) && cmd.type !== 'task/climb') {
    return ruleError('climb/aloft', 'Case 7.13', `${man.name} is ${a.on === 'tree' ? 'up a tree' : 'on the roof'} in ${squareName(a.square)}: he comes down first (task/climb-down; ruling CL5).`);
  }
  return undefined;
}

const spend = (state: GameState, manId: string, cost: number, moved: boolean): GameState => {
  const seq = sequenceOf(state);
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + cost, movedThisTurn: t.movedThisTurn || moved } } } };
};

const withMan = (state: GameState, manId: string, change: (m: ManState) => ManState): GameState => {
  const m = state.men[manId];
  return m ? { ...state, men: { ...state.men, [manId]: change(m) } } : state;
};

/** Folds the Section 35.0 events. Pure; it never rolls. */
export function evolveClimbingEvent(state: GameState, event: ClimbingEvent): GameState {
  switch (event.type) {
    case 'man-climbed': {
      // Ruling CL1: climbing is movement (chart 5.22 lists it so): he has moved this Game-Turn (Case 8.74).
      const s = spend(state, event.manId, event.cost.final, true);
      return withMan(s, event.manId, (m) => ({ ...m, square: event.square, aloft: { on: event.on, level: event.level, square: event.square }, ...(event.prone ? { posture: 'prone' as const } : {}) }));
    }
    case 'man-climbed-down': {
      const s = spend(state, event.manId, event.cost.final, true);
      return withMan(s, event.manId, (m) => {
        const { aloft: _gone, ...rest } = m;
        return { ...rest, square: event.square };
      });
    }
    case 'hooks-issued':
      return withMan(state, event.manId, (m) => ({ ...m, hooksAndRopes: true }));
  }
}

/** Legal-action candidates for the acting man (decide checks each): climb here or onto an adjacent roof, come down, jump to each adjacent square. */
export function climbCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!climbingInUse(state) || !man?.square) return [];
  const around: Square[] = [];
  for (let dc = -1; dc <= 1; dc++) for (let dr = -1; dr <= 1; dr++) if (dc || dr) around.push({ col: man.square.col + dc, row: man.square.row + dr });
  const near = around.filter((q) => onMap(state.map, q));
  if (aloftOf(man)) {
    return [{ type: 'task/climb-down', manId, how: 'drop' }, { type: 'task/climb-down', manId, how: 'ladder' }, ...near.map((q): Command => ({ type: 'task/climb-down', manId, how: 'jump', square: q }))];
  }
  const hooks = man.hooksAndRopes ? near.filter((q) => hasRoof(terrainAt(state.map, q).terrain)).map((q): Command => ({ type: 'task/climb', manId, how: 'hooks', square: q })) : [];
  return [{ type: 'task/climb', manId, how: 'tree' }, { type: 'task/climb', manId, how: 'ladder' }, ...hooks];
}

/** Set-up candidates: hooks and ropes for each man who has none (ruling CL3). */
export function hooksCandidates(state: GameState): Command[] {
  if (!climbingInUse(state) || !state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return [];
  return Object.values(state.men).filter((m) => !m.hooksAndRopes).map((m): Command => ({ type: 'setup/issue-hooks', manId: m.id }));
}
