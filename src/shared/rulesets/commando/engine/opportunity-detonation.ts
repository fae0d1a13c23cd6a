/**
 * Opportunity detonation (Case 22.33): a man who begins the Task Execution
 * Phase in a detonator square may be plotted to set off the claymores rigged
 * to it when an observed Enemy man moves into their blast area. The
 * opportunity-fire rules apply (Case 10.7): the secret plot in Phase B
 * (`plot/opportunity-fire` with the chart row `detonate-claymore`), the
 * interrupt where the Enemy man enters (opportunity-fire.ts `triggers`), the
 * answer `opportunity/fire` or `opportunity/hold`, the Prepared Phase.
 * Costs (rulings MN11, O8): the plot pays the 5 of Case 10.76 when plotted and
 * the 20 of Case 22.32 when he detonates, by opportunity or in his
 * Prepared-Phase interval, as a fire plot does (Chart 5.22 note **); under the
 * campaign reading opportunity-plot-pays-fire both are paid at plotting.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState, OpportunityPromptState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { readingChosen } from '../model/readings';
import { err, ok, type Result } from '../../../kernel/result';
import type { Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { claymoreReach } from '../rules/claymore-blast';
import type { Mine } from '../rules/mines-model';
import { FIRST_OBSERVED_TARGET, OPPORTUNITY_FIRE_PLOT_PHASE, type DetonationPlot, type OpportunityPlot, type PlotKindRules } from '../rules/opportunity-model';
import { checkCondition, plotCost as lyingInWaitCost } from '../rules/opportunity-fire-plot';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';
import { prepaidFire, woundsOf } from './carried-weapons';
import { claymoresAt, detonationEvents } from './mine-command';
import { remainingTaskPoints, taskCost } from './task-points';
import { tablesOf } from './game-tables';

/** The Task Point Cost Chart row a detonation plot names (Chart 5.22 "Detonate claymore", Case 22.32). */
export const DETONATE_TASK = 'detonate-claymore';


/** Case 22.32 plus Case 10.76's five for lying in wait, doubled while seriously wounded (Case 9.21). */
function detonationPlotCost(state: GameState, man: ManState): { total: Breakdown; detonation: number } | RuleError {
  const det = taskCost(DETONATE_TASK, man);
  if ('code' in det) return det;
  const lie = lyingInWaitCost({ wounds: woundsOf(man) }, tablesOf(state));
  const row = TASK_POINT_COSTS[DETONATE_TASK];
  const b = new BreakdownBuilder('Task Points to plot opportunity detonation', { label: row.label, caseRef: 'Case 22.32; Case 22.33', value: det.final, provenance: row.cost.provenance });
  b.add('Lying in wait (opportunity detonation plotted)', 'Case 10.76; Case 22.33', lie.final, TASK_POINT_COSTS['opportunity-fire-plot'].cost.provenance);
  return { total: b.build(), detonation: det.final };
}

/** plot/opportunity-fire with `detonate-claymore` (Cases 5.1 B, 10.72, 10.76, 22.33): secret; the five paid now, the 20 when he detonates (rulings MN11, O8). */
export function decidePlotDetonation(state: GameState, cmd: CommandOf<'plot/opportunity-fire'>): Result<GameEvent[], RuleError> {
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('plot/unknown-man', 'Case 5.1', `There is no man "${cmd.manId}" in this game.`));
  if (!man.square) return err(ruleError('plot/off-map', 'Case 22.33', `${man.name} is not on the map.`));
  if (sequenceOf(state).plots[man.id]) return err(ruleError('plot/already-plotted', 'Case 5.1', `${man.name} is already plotted; withdraw the plot to change it.`));
  if (manTurnOf(state, man.id).done) return err(ruleError('plot/already-acted', 'Case 6.43', `${man.name} has already acted this Game-Turn.`));
  const condition = cmd.condition ?? FIRST_OBSERVED_TARGET;
  if (state.phase !== OPPORTUNITY_FIRE_PLOT_PHASE) return err(ruleError('plot/wrong-phase', 'Case 5.1', `Opportunity detonation is plotted in the Opportunity Fire Plot Phase (Cases 5.1 B, 22.33), not in the ${state.phase} Phase.`));
  if (!canAct(man)) return err(ruleError('plot/cannot-act', 'Case 9.22', `${man.name} is ${man.condition} and can plot nothing (Case 9.22).`));
  const bad = checkCondition(condition);
  if (bad) return err(bad);
  if (condition.trigger === 'firing') return err(ruleError('plot/detonation-condition', 'Case 22.33', 'Opportunity detonation answers an Enemy man moving into the blast area, never a firing man (Case 22.33).'));
  const claymores = claymoresAt(state, man);
  if (claymores.length === 0) return err(ruleError('mines/no-detonator', 'Case 22.33', `${man.name} is not in the detonator square of an armed Friendly claymore: only such a man may be plotted for opportunity detonation (Case 22.33).`));
  if (manTurnOf(state, man.id).combatTaskDone) return err(ruleError('mines/second-combat-task', 'Case 6.42', `${man.name} has already performed his one combat task this Game-Turn (Cases 6.42, 22.32).`));
  const cost = detonationPlotCost(state, man);
  if ('code' in cost) return err(cost);
  const left = remainingTaskPoints(state, man.id);
  if (cost.total.final > left) {
    return err(ruleError('plot/insufficient_task_points', 'Case 22.33', `Plotting opportunity detonation costs ${man.name} ${cost.total.final} Task Points (20 to detonate, Case 22.32, and 5 to lie in wait, Case 10.76); he has ${left} (Cases 22.33, 6.44).`));
  }
  const plot: DetonationPlot = { hostOnly: true, manId: man.id, side: man.side, turn: state.turn, condition, counted: [], status: 'waiting', kind: 'detonate', mineIds: claymores.map((m) => m.id) };
  // Ruling MN11 with O8: "the opportunity firing rules … and costs apply" (Case 22.33) — the five now, the 20 only when he detonates
  // (Chart 5.22 note **); under the campaign reading opportunity-plot-pays-fire, both now (Case 10.76).
  const paysFire = readingChosen(state, 'opportunity-plot-pays-fire');
  const charged = paysFire ? cost.total : lyingInWaitCost({ wounds: woundsOf(man) }, tablesOf(state));
  return ok([{ type: 'opportunity-fire-plotted', manId: man.id, fireTask: DETONATE_TASK, cost: charged.final, breakdown: charged, plot, fireCost: paysFire ? cost.detonation : 0 }]);
}

/** The detonation plot the plot chooser offers a man at a detonator (legal-actions.ts; `decide` checks it again). */
export function detonationPlotCandidates(state: GameState, man: ManState): Command[] {
  if (!man.square || !canAct(man) || sequenceOf(state).plots[man.id] || claymoresAt(state, man).length === 0) return [];
  return [{ type: 'plot/opportunity-fire', manId: man.id, fireTask: DETONATE_TASK, condition: { trigger: 'moving', ordinal: 1 } }];
}

/** The claymores a square is in the blast area of (Case 22.36; ruling MN9: squares the balls cannot reach are not in it). */
export function blastAreaHolds(state: GameState, claymores: readonly Mine[], square: Square): boolean {
  return claymores.some((c) => c.facing !== undefined && claymoreReach(state.map, c.square, c.facing, tablesOf(state).mines).some((cell) => sameSquare(cell.square, square)));
}

/** Case 22.33 for opportunity-fire.ts `triggers`: the blast area is the reach, detonating is the cost. */
export function detonatePlotRulesOnMap(state: GameState): PlotKindRules<DetonationPlot> {
  const rigged = (plot: OpportunityPlot): Mine[] => {
    const man = state.men[plot.manId];
    return man?.square ? claymoresAt(state, man) : [];
  };
  return {
    reach: (plot, _firer, target) => {
      const claymores = rigged(plot);
      if (claymores.length === 0) return ruleError('mines/no-detonator', 'Case 22.33', 'No armed claymore is rigged to his detonator any more (Case 22.33).');
      if (!blastAreaHolds(state, claymores, target.square)) return ruleError('opdet/outside-blast-area', 'Case 22.33', 'The Enemy man is not moving into the blast area of his claymore (Cases 22.33, 22.36).');
      return undefined;
    },
    costIfActs: (plot, firer) => {
      const man = state.men[plot.manId];
      const cost = man ? detonationPlotCost(state, man) : ruleError('plot/unknown-man', 'Case 22.33', `There is no man "${plot.manId}".`);
      if ('code' in cost) return { ok: false, error: cost };
      if (cost.total.final > Math.max(0, firer.taskPointsRemaining)) {
        return { ok: false, error: ruleError('opfire/insufficient-task-points', 'Case 22.33', `Opportunity detonation costs ${cost.total.final} Task Points; he has ${Math.max(0, firer.taskPointsRemaining)} (Cases 22.33, 10.76, 6.44).`) };
      }
      return { ok: true, value: cost.total };
    },
    costIfNot: (_plot, man) => lyingInWaitCost(man, tablesOf(state)),
  };
}

/** opportunity/fire on a detonation plot (Cases 22.33, 22.34): every claymore on his detonator goes off now. */
export function decideOpportunityDetonation(state: GameState, p: OpportunityPromptState, dice: DiceSource): Result<GameEvent[], RuleError> {
  const man = state.men[p.plotterId];
  if (!man?.square || !canAct(man)) return err(ruleError('opdet/cannot-act', 'Case 9.22', `${p.plotterId} can no longer detonate (Case 9.22).`));
  const claymores = claymoresAt(state, man);
  if (claymores.length === 0) return err(ruleError('mines/no-detonator', 'Case 22.33', `No armed claymore is rigged to ${man.name}'s detonator any more (Case 22.33).`));
  const cost = taskCost(DETONATE_TASK, man);
  if ('code' in cost) return err(cost);
  const charged = Math.max(0, cost.final - prepaidFire(state, man.id, DETONATE_TASK));
  if (charged > remainingTaskPoints(state, man.id)) {
    return err(ruleError('opfire/insufficient-task-points', 'Case 22.33', `Detonating costs ${man.name} ${charged} more Task Points; he has ${remainingTaskPoints(state, man.id)} (Cases 22.33, 6.44).`));
  }
  const fired: GameEvent = { type: 'claymore-fired', manId: man.id, mineIds: claymores.map((m) => m.id), cost, taskPointsCharged: charged, opportunity: { promptId: p.id }, caseRef: 'Case 22.33' };
  return ok([fired, ...detonationEvents(state, claymores, man.id, dice, { [man.id]: charged })]);
}
