/**
 * Opportunity fire with a rifle grenade (Section 18.0 General Rule: "Rifle
 * Grenades may be used for opportunity fire") or a thump gun (Case 21.12: the
 * rifle grenade procedure). The opportunity-fire rules apply (Case 10.7): the
 * secret plot in Phase B (`plot/opportunity-fire` with the chart row
 * `fire-rifle-grenade` or `fire-thump-gun`), the interrupt, the answer, the
 * Prepared Phase. Like an opportunity throw (Case 11.61), a rifle grenade plot
 * needs the grenade affixed as the plot is made, a thump gun plot a loaded
 * gun; the shot goes at the Enemy man's square (Case 11.62 read across,
 * ruling RG5). Costs (ruling O8): the five of Case 10.76 at plotting, the
 * weapon's fire cost when he fires (Cases 18.24, 21.12).
 * Rulings: docs/rulings/rifle-grenades.md RG5.
 */
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { range } from '../rules/range';
import { thumpGunDud, validateRifleGrenadeFire, validateThumpGunFire, type LauncherKind } from '../rules/launchers';
import { FIRST_OBSERVED_TARGET, OPPORTUNITY_FIRE_PLOT_PHASE, type LaunchPlot, type PlotKindRules } from '../rules/opportunity-model';
import { checkCondition, plotCost as lyingInWaitCost } from '../rules/opportunity-fire-plot';
import { TASK_POINT_COSTS, type TaskPointActionId } from '../tables/task-point-costs';
import { tablesOf } from './game-tables';
import { armamentOf, smokeOf, woundsOf } from './carried-weapons';
import { launchermanOf, rifleGrenadesInUse, thumpGunsInUse } from './launcher-view';
import { remainingTaskPoints, taskCost } from './task-points';

/** The plot's fire task: the chart has no rifle-grenade row (Case 18.24 prices it as his weapon's fire), so it is named for the shot. */
export const LAUNCH_TASKS: Readonly<Record<LauncherKind, string>> = { 'rifle-grenade': 'fire-rifle-grenade', 'thump-gun': 'fire-thump-gun' };

/** The chart row a launch plot names, or undefined. */
export function launchKindOf(fireTask: string): LauncherKind | undefined {
  return fireTask === 'fire-rifle-grenade' ? 'rifle-grenade' : fireTask === 'fire-thump-gun' ? 'thump-gun' : undefined;
}

/** The Task Point Cost Chart row he pays to fire (Case 18.24: his weapon's; Case 21.12: 25). */
function fireRowOf(state: GameState, man: ManState, kind: LauncherKind): TaskPointActionId {
  if (kind === 'thump-gun') return 'fire-thump-gun';
  const a = armamentOf(man);
  const w = a.weapons.find((x) => x.id === a.rifleGrenadeOn);
  const cls = w ? (tablesOf(state).weaponClasses as Readonly<Record<string, { taskPointCost: TaskPointActionId }>>)[w.kind] : undefined;
  return cls?.taskPointCost ?? 'fire-rifle';
}

function launchPlotCost(state: GameState, man: ManState, kind: LauncherKind): { total: Breakdown; fire: number } | RuleError {
  const row = fireRowOf(state, man, kind);
  const fire = taskCost(row, man);
  if ('code' in fire) return fire;
  const lie = lyingInWaitCost({ wounds: woundsOf(man) }, tablesOf(state));
  const b = new BreakdownBuilder('Task Points to plot opportunity fire', { label: TASK_POINT_COSTS[row].label, caseRef: kind === 'thump-gun' ? 'Case 21.12' : 'Case 18.24', value: fire.final, provenance: TASK_POINT_COSTS[row].cost.provenance });
  b.add('Lying in wait (opportunity fire plotted)', 'Case 10.76', lie.final, TASK_POINT_COSTS['opportunity-fire-plot'].cost.provenance);
  return { total: b.build(), fire: fire.final };
}

/** Why he may not lie in wait with this launcher (Case 11.61 read across: the grenade affixed, the gun loaded and prepared). */
function launchReady(state: GameState, man: ManState, kind: LauncherKind): RuleError | undefined {
  if (kind === 'rifle-grenade' ? !rifleGrenadesInUse(state) : !thumpGunsInUse(state)) return ruleError('optional-rule/not-in-use', kind === 'rifle-grenade' ? 'Case 18.0' : 'Case 21.0', `${kind === 'rifle-grenade' ? 'Rifle Grenades' : 'Thump Guns'} are not in use in this game.`);
  const v = launchermanOf(state, man, true);
  if (kind === 'rifle-grenade' && !v.rifleGrenadeAffixed) return ruleError('opfire/rifle-grenade-not-affixed', 'Case 18.11', `${man.name} has no rifle grenade affixed as the Opportunity Fire Plot Phase begins (Cases 18.11, 11.61).`);
  if (kind === 'thump-gun' && (v.weapon !== 'thump-gun' || v.loaded === false)) return ruleError('opfire/thump-gun-not-ready', 'Case 21.21', `${man.name}'s prepared weapon is not a loaded thump gun (Cases 21.11, 21.21).`);
  return undefined;
}

/** plot/opportunity-fire with `fire-rifle-grenade` or `fire-thump-gun` (Cases 5.1 B, 10.72, 10.76; Section 18.0 General Rule). */
export function decidePlotLaunch(state: GameState, cmd: CommandOf<'plot/opportunity-fire'>, kind: LauncherKind): Result<GameEvent[], RuleError> {
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('plot/unknown-man', 'Case 5.1', `There is no man "${cmd.manId}" in this game.`));
  if (!man.square) return err(ruleError('plot/off-map', 'Case 10.71', `${man.name} is not on the map.`));
  if (sequenceOf(state).plots[man.id]) return err(ruleError('plot/already-plotted', 'Case 5.1', `${man.name} is already plotted; withdraw the plot to change it.`));
  if (state.phase !== OPPORTUNITY_FIRE_PLOT_PHASE) return err(ruleError('plot/wrong-phase', 'Case 5.1', `Opportunity fire is plotted in the Opportunity Fire Plot Phase (Case 5.1 B), not in the ${state.phase} Phase.`));
  if (!canAct(man)) return err(ruleError('plot/cannot-act', 'Case 9.22', `${man.name} is ${man.condition} and can plot nothing (Case 9.22).`));
  if (manTurnOf(state, man.id).done) return err(ruleError('plot/already-acted', 'Case 6.43', `${man.name} has already acted this Game-Turn.`));
  const condition = cmd.condition ?? FIRST_OBSERVED_TARGET;
  const bad = checkCondition(condition) ?? launchReady(state, man, kind);
  if (bad) return err(bad);
  const cost = launchPlotCost(state, man, kind);
  if ('code' in cost) return err(cost);
  const left = remainingTaskPoints(state, man.id);
  if (cost.total.final > left) return err(ruleError('plot/insufficient_task_points', 'Case 10.76', `Plotting this opportunity fire costs ${man.name} ${cost.total.final} Task Points; he has ${left} (Cases 10.76, 6.44).`));
  const plot: LaunchPlot = { hostOnly: true, manId: man.id, side: man.side, turn: state.turn, condition, counted: [], status: 'waiting', kind: 'launch', launcher: kind };
  const charged = lyingInWaitCost({ wounds: woundsOf(man) }, tablesOf(state));
  return ok([{ type: 'opportunity-fire-plotted', manId: man.id, fireTask: LAUNCH_TASKS[kind], cost: charged.final, breakdown: charged, plot, fireCost: 0 }]);
}

/** The launch plots the plot chooser offers (legal-actions.ts; `decide` checks them again). */
export function launchPlotCandidates(state: GameState, man: ManState): Command[] {
  if (!man.square || !canAct(man) || sequenceOf(state).plots[man.id]) return [];
  return (['rifle-grenade', 'thump-gun'] as const).filter((k) => !launchReady(state, man, k)).map((k) => ({ type: 'plot/opportunity-fire', manId: man.id, fireTask: LAUNCH_TASKS[k] }));
}

/** The launcher's reach and cost for opportunity-fire.ts `triggers`. */
export function launchPlotRulesOnMap(state: GameState): PlotKindRules<LaunchPlot> {
  return {
    reach: (plot, _firer, target) => {
      const man = state.men[plot.manId];
      if (!man?.square) return ruleError('plot/off-map', 'Case 10.71', `${plot.manId} is not on the map.`);
      const shot = { firer: launchermanOf(state, man, true), target: target.square, smoke: smokeOf(state), enemyObserved: true };
      if (plot.launcher === 'thump-gun') {
        if (thumpGunDud(range(man.square, target.square), tablesOf(state))) return ruleError('opfire/will-not-arm', 'Case 21.22', 'Within 10 squares the shell would not arm (Case 21.22).');
        return validateThumpGunFire(state.map, shot, tablesOf(state));
      }
      return validateRifleGrenadeFire(state.map, shot);
    },
    costIfActs: (plot, firer) => {
      if (firer.combatTasksThisTurn > 0) return { ok: false, error: ruleError('opfire/second-combat-task', 'Case 6.42', 'A man may perform only one combat task per Game-Turn (Cases 6.42, 10.11).') };
      const man = state.men[plot.manId];
      const cost = man ? launchPlotCost(state, man, plot.launcher) : ruleError('plot/unknown-man', 'Case 10.71', `There is no man "${plot.manId}".`);
      if ('code' in cost) return { ok: false, error: cost };
      if (cost.total.final > Math.max(0, firer.taskPointsRemaining)) {
        return { ok: false, error: ruleError('opfire/insufficient-task-points', 'Case 10.76', `This opportunity fire costs ${cost.total.final} Task Points; he has ${Math.max(0, firer.taskPointsRemaining)} (Cases 10.76, 6.44).`) };
      }
      return { ok: true, value: cost.total };
    },
    costIfNot: (_plot, man) => lyingInWaitCost(man, tablesOf(state)),
  };
}
