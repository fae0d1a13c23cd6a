/**
 * Task Points (Cases 4.0 "Task Points", 5.2, 6.44, 9.21, 9.22, 9.31, 10.76):
 * a man's allotment for the Game-Turn, what he has left, and the cost of a
 * chart task for him, each as a Breakdown. The numbers are table data
 * (tables/task-point-costs.ts); this file only applies them to a man.
 */
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables/index';
import { tablesOf } from './game-tables';
import { UNDERWATER_NUMBERS } from '../tables/underwater';
import { MOUNT_NUMBERS } from '../tables/mounts';
import { TASK_POINT_ALLOTMENT, TASK_POINT_COSTS, type TaskPointActionId, type TaskPointCost } from '../tables/task-point-costs';

/** Case 4.0: 50 Task Points per Game-Turn for a man who can act (a guard dog 60, Section 32.0); none when incapacitated (Case 9.22) or dead. */
export function allotment(man: ManState, tables: Pick<CommandoTables, 'guardDogs'> = DEFAULT_COMMANDO_TABLES): number {
  if (!canAct(man)) return 0;
  // Case 36.57: a man revived from unconsciousness has 25 Task Points for the rest of the game.
  if (man.revived) return UNDERWATER_NUMBERS.revivedTaskPoints.value;
  // Case 19.21: a horse or camel has 100.
  if (man.mount) return MOUNT_NUMBERS.taskPoints.value;
  return man.dog ? tables.guardDogs.taskPoints.value : TASK_POINT_ALLOTMENT.unwounded.value;
}

/** The most any man can ever have spent in one Game-Turn (Case 6.44): the unwounded allotment. */
export const MAX_TASK_POINTS = TASK_POINT_ALLOTMENT.unwounded.value;

/** Task Points he may still spend this Game-Turn (Case 6.44): allotment − spent − lost to wounds (Case 9.31), never below 0. */
export function remainingTaskPoints(state: GameState, manId: string): number {
  const man = state.men[manId];
  if (!man) return 0;
  const t = manTurnOf(state, manId);
  return Math.max(0, allotment(man, tablesOf(state)) - t.spent - t.lost - luggingCost(man));
}

/** Case 17.11: a man with a flamethrower expends 5 Task Points every Game-Turn lugging it about (doubled seriously wounded, Case 9.21). */
export function luggingCost(man: ManState): number {
  const carries = man.armament ? man.armament.weapons.some((w) => w.kind === 'flamethrower') : man.weapons.includes('flamethrower');
  if (!carries || !canAct(man)) return 0;
  const c = taskCost('carry-flamethrower', man);
  return 'code' in c ? 0 : c.final;
}

export const seriouslyWounded = (man: ManState): boolean => man.condition === 'seriously-wounded';

function chartRow(id: TaskPointActionId): TaskPointCost {
  return TASK_POINT_COSTS[id];
}

/** A chart task's cost for this man: the chart value, doubled while he is seriously wounded (Cases 5.22, 9.21, 9.32). */
export function taskCost(id: TaskPointActionId, man: ManState): Breakdown | RuleError {
  const row = chartRow(id);
  if (typeof row.cost.value !== 'number') {
    return ruleError('task/cost-not-fixed', 'Case 5.22', `"${row.label}" takes all remaining Task Points; it is priced by its own module.`);
  }
  const b = new BreakdownBuilder(`Task Points: ${row.label}`, { label: row.label, caseRef: 'Case 5.22', value: row.cost.value, provenance: row.cost.provenance });
  if (seriouslyWounded(man)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value);
  return b.build();
}

/** Chart rows a man may lie in wait to fire or throw with (Cases 10.7, 10.76): the fire and throw rows with a fixed cost. */
export function isOpportunityFireTask(id: string): id is TaskPointActionId {
  if (!Object.hasOwn(TASK_POINT_COSTS, id) || !(id.startsWith('fire-') || id.startsWith('throw-'))) return false;
  const row = chartRow(id as TaskPointActionId);
  return row.category === 'combat' && typeof row.cost.value === 'number' && !row.addOn;
}

export const OPPORTUNITY_FIRE_TASKS: readonly TaskPointActionId[] = (Object.keys(TASK_POINT_COSTS) as TaskPointActionId[]).filter(isOpportunityFireTask);

/**
 * Case 10.76: the cost to fire his prepared weapon plus five, doubled while seriously wounded (Case 9.21):
 * what he must be able to pay at plotting (ruling O8), and what he pays then under the campaign reading
 * `opportunity-plot-pays-fire` ("regardless of whether he is able to perform opportunity fire").
 */
export function plotCost(fireTask: string, man: ManState): Breakdown | RuleError {
  if (!isOpportunityFireTask(fireTask)) {
    return ruleError('plot/not-a-fire-task', 'Case 10.76', `"${fireTask}" is not a fire or throw task of the Task Point Cost Chart (Cases 5.22, 10.76).`);
  }
  const fire = chartRow(fireTask);
  const lie = chartRow('opportunity-fire-plot');
  const b = new BreakdownBuilder('Task Points to plot opportunity fire', {
    label: fire.label,
    caseRef: 'Case 10.76; Case 5.22',
    value: fire.cost.value as number,
    provenance: fire.cost.provenance,
  });
  b.add('Lying in wait (opportunity fire plotted)', 'Case 10.76; Case 5.22 note **', lie.cost.value as number, lie.cost.provenance);
  if (seriouslyWounded(man)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value);
  return b.build();
}

/**
 * Chart 5.22 note ** and Case 5.1 F (ruling O8, the default): what a plotted man pays at plotting, the five for
 * lying in wait, doubled while seriously wounded (Case 9.21); the fire cost is paid only if he fires.
 */
export function lyingInWaitCost(man: ManState): Breakdown {
  const lie = chartRow('opportunity-fire-plot');
  const b = new BreakdownBuilder('Task Points to plot opportunity fire', {
    label: 'Lying in wait (opportunity fire plotted); the fire cost is paid only if he fires',
    caseRef: 'Case 5.22 note **; Case 5.1 F',
    value: lie.cost.value as number,
    provenance: lie.cost.provenance,
  });
  if (seriouslyWounded(man)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value);
  return b.build();
}

/** Case 6.44: refuse a cost he cannot pay. */
export function checkAffordable(state: GameState, man: ManState, cost: number, what: string, caseRef = 'Case 6.44'): RuleError | undefined {
  const left = remainingTaskPoints(state, man.id);
  if (cost <= left) return undefined;
  return ruleError('task/insufficient_task_points', caseRef, `${what} costs ${man.name} ${cost} Task Points; only ${left} remain (${caseRef}).`);
}
