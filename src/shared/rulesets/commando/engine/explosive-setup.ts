/**
 * Explosives a scenario hands out (Case 11.7), in play: reassigned before
 * play (`setup/assign-explosive`, Case 11.71); where a carrier's emplacement
 * counts against a demolition target (Case 11.73); and which scenario
 * features a detonation has damaged or destroyed (Cases 40.81, 48.81).
 * The explosives themselves are created with the game
 * (scenarios/special/scenario-explosives.ts). Rulings: docs/rulings/scenarios.md (SX1–SX4).
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import { err, ok, type Result } from '../../../kernel/result';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import type { Square } from '../../../map/map-model';
import { ruleError } from '../../../kernel/rule-error';
import type { RuleError } from '../../../kernel/rule-error';
import { placedCorrectly, validateTransfer } from '../rules/explosives';
import { targetStructure } from './grenade-command';
import { remainingTaskPoints } from './task-points';
import type { ExplosiveSpec } from '../tables/explosives';
import { tablesOf } from './game-tables';

const carriedBy = (state: GameState, manId: string): number => (state.explosives ?? []).filter((x) => x.carrierId === manId && (x.status === 'carried' || x.status === 'emplacing')).length;

/** setup/assign-explosive (Case 11.71): before play, give an explosive to another man of its side who holds none. */
export function decideAssignExplosive(state: GameState, cmd: CommandOf<'setup/assign-explosive'>): Result<GameEvent[], RuleError> {
  if (!state.scenario || state.scenario.started) return err(ruleError('setup/over', 'Case 11.71', 'Explosives are assigned before play begins (Case 11.71).'));
  const x = (state.explosives ?? []).find((e) => e.id === cmd.explosiveId);
  if (!x) return err(ruleError('explosive/unknown', 'Case 11.71', `There is no explosive "${cmd.explosiveId}" in this game.`));
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('setup/unknown-man', 'Case 11.71', `There is no man "${cmd.manId}" in this game.`));
  if (man.side !== x.ownerSide) return err(ruleError('explosive/wrong-side', 'Case 11.71', `Explosive ${x.id} belongs to ${x.ownerSide}; ${man.name} is not one of his men (Case 11.71).`));
  if (x.carrierId === man.id) return err(ruleError('explosive/already-his', 'Case 11.71', `${man.name} already carries explosive ${x.id}.`));
  const bad = validateTransfer(carriedBy(state, man.id));
  if (bad) return err(bad);
  return ok([{ type: 'explosive-assigned', explosiveId: x.id, manId: man.id, caseRef: 'Case 11.71' }]);
}

/** Case 11.73: does a charge set in `at` count against a demolition target under the listing? */
export function emplacementCounts(state: GameState, at: Square, spec: ExplosiveSpec): boolean {
  const target = targetStructure(state.map, at, spec.place.value);
  return target !== undefined && placedCorrectly(state.map, at, target.squares, spec.place.value, tablesOf(state));
}

/** The command's upper bound on one emplacement command's Task Points (commands.ts). */
const MAX_TP_PER_COMMAND = 50;

/**
 * Case 11.73: for the acting man, one `task/emplace-explosive` per explosive he
 * carries (or is emplacing in his square) where it counts, with the Task
 * Points he has left, up to what the emplacement still needs.
 */
export function emplacementCommands(state: GameState, man: ManState): CommandOf<'task/emplace-explosive'>[] {
  const at = man.square;
  if (!at || !canAct(man)) return [];
  const left = remainingTaskPoints(state, man.id);
  const out: CommandOf<'task/emplace-explosive'>[] = [];
  for (const x of state.explosives ?? []) {
    const here = x.square !== undefined && x.square.col === at.col && x.square.row === at.row;
    if (x.carrierId !== man.id && !(here && (x.status === 'emplacing' || x.status === 'failed'))) continue;
    if (x.status !== 'carried' && x.status !== 'emplacing' && x.status !== 'failed') continue;
    if (!emplacementCounts(state, at, x.spec)) continue;
    const spent = x.status === 'emplacing' && here ? x.emplacementSpent : 0;
    const taskPoints = Math.min(left, MAX_TP_PER_COMMAND, x.spec.emplacementTaskPoints.value - spent);
    if (taskPoints > 0) out.push({ type: 'task/emplace-explosive', manId: man.id, explosiveId: x.id, taskPoints });
  }
  return out;
}

/** Set-up commands of Case 11.71: each explosive to each other man of its side who holds none. */
export function assignmentCommands(state: GameState): CommandOf<'setup/assign-explosive'>[] {
  if (!state.scenario || state.scenario.started) return [];
  const out: CommandOf<'setup/assign-explosive'>[] = [];
  for (const x of state.explosives ?? []) {
    if (x.status !== 'carried') continue;
    for (const m of Object.values(state.men)) {
      if (m.side === x.ownerSide && m.id !== x.carrierId && carriedBy(state, m.id) === 0) out.push({ type: 'setup/assign-explosive', explosiveId: x.id, manId: m.id });
    }
  }
  return out;
}

/**
 * The state of each scenario structure feature for victory (Cases 40.81,
 * 48.81), from the structures detonations have struck (`state.demolished`):
 * a feature that is one map structure takes its state; a group `<id>-1…n`
 * is destroyed when all are, damaged when any is struck.
 */
export function featureStructureStates(state: GameState): Record<string, 'intact' | 'damaged' | 'destroyed'> {
  const out: Record<string, 'intact' | 'damaged' | 'destroyed'> = {};
  const struck = state.demolished ?? {};
  for (const id of Object.keys(state.scenario?.features ?? {})) {
    const exact = state.map.structures.some((s) => s.id === id);
    const members = exact ? [id] : state.map.structures.filter((s) => s.id.startsWith(`${id}-`)).map((s) => s.id);
    if (members.length === 0) continue;
    const states = members.map((m) => struck[m]);
    if (states.every((s) => s === 'destroyed')) out[id] = 'destroyed';
    else if (states.some((s) => s !== undefined)) out[id] = 'damaged';
  }
  return out;
}
