/**
 * Plotting opportunity fire (Cases 5.1 B, 10.7, 10.76, 13.17): the checks
 * every plot makes, the fire plot itself, and what it costs — the chart's +5
 * and the fire cost (Case 10.76, chart note **, tables.md P3). Throws are
 * opportunity-throw.ts; what the plot then does is opportunity-fire.ts.
 *
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O1–O14).
 */
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { checkFirer, firingRow, type Firer } from './fire-chance';
import { fireTaskCost } from './fire-task-cost';
import type { Outcome } from './movement';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { fireRowKey, rangeBand } from '../tables/fire-combat-table';
import { canAct, isSeriouslyWounded } from './wounds';
import type { Armament } from './weapons';
import { isFireWeaponClass } from './weapons';
import {
  FIRST_OBSERVED_TARGET,
  OPPORTUNITY_FIRE_PLOT_PHASE,
  readingsOf,
  tablesOf,
  type CostContext,
  type FirePlot,
  type OpportunityCondition,
  type OpportunityMan,
  type OpportunityPlot,
  type OpportunityTables,
  type PlotKindRules,
} from './opportunity-model';

/** The chart's +5 (Case 10.76, note **), doubled for a seriously wounded man (Case 9.21). */
export function plotCost(man: Pick<OpportunityMan, 'wounds'>, tables: OpportunityTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const row = tables.taskPointCosts['opportunity-fire-plot'];
  const b = new BreakdownBuilder('Task Point cost', { label: row.label, caseRef: 'Case 10.76', value: row.cost.value as number, provenance: row.cost.provenance });
  if (isSeriouslyWounded(man.wounds)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', tables.taskPointAllotment.seriouslyWoundedCostMultiple.value);
  return b.build();
}

const firerOf = (plot: FirePlot, m: OpportunityMan): Firer => ({
  weapon: plot.weapon,
  wounds: m.wounds,
  prone: m.posture === 'prone',
  adjacentToWall: m.adjacentToWall ?? false,
  taskPointsRemaining: m.taskPointsRemaining,
  combatTasksThisTurn: m.combatTasksThisTurn,
  weaponLoaded: m.weaponLoaded ?? true,
});

function sum(what: string, parts: readonly Breakdown[]): Breakdown {
  const steps = parts.flatMap((p) => p.steps);
  return { what, steps, final: parts.reduce((s, p) => s + p.final, 0) };
}

/** Case 10.76: the prepared weapon's fire cost (Case 10.16 doubles it into his own square) plus the plot's five. */
export function fireCostWithPlot(plot: FirePlot, m: OpportunityMan, enteringHisSquare: boolean, tables: OpportunityTables = DEFAULT_COMMANDO_TABLES): Outcome<Breakdown> {
  const err = checkFirer(firerOf(plot, m), tables);
  if (err) return { ok: false, error: err };
  const fire = fireTaskCost({ ...firerOf(plot, m), taskPointsRemaining: Number.MAX_SAFE_INTEGER }, { enteringFirersSquare: enteringHisSquare }, tables);
  if ('code' in fire) return { ok: false, error: fire };
  const total = sum('Task Point cost: opportunity fire (Case 10.76)', [fire, plotCost(m, tables)]);
  if (total.final > Math.max(0, m.taskPointsRemaining)) {
    return { ok: false, error: ruleError('opfire/insufficient-task-points', 'Case 10.76', `Opportunity fire costs the fire (${fire.final}) plus five for the plot: ${total.final} Task Points; he has ${Math.max(0, m.taskPointsRemaining)} (Cases 10.76, 6.44).`) };
  }
  return { ok: true, value: total };
}

/** Case 10.72: is the target within the reach of the weapon's row (not "P", Case 10.23)? Ruling O6. */
export function withinWeaponRange(plot: FirePlot, m: OpportunityMan, range: number, tables: OpportunityTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const row = firingRow(firerOf(plot, m), tables);
  if ('code' in row) return row;
  const band = rangeBand(range);
  const cell = tables.fireCombat[fireRowKey(plot.weapon, row.mode)]?.[band.id];
  if (!cell || cell.value === 'P') {
    return ruleError('opfire/out-of-range', 'Case 10.72', `Range ${range} is beyond his ${tables.weaponClasses[plot.weapon].label} (column ${band.id} reads "P"): not "within range of the plotted man's weapon" (Case 10.72).`);
  }
  return undefined;
}

export const FIRE_PLOT_RULES: PlotKindRules<FirePlot> = {
  reach: (plot, firer, _target, sight, ctx) => withinWeaponRange(plot, firer, sight.range, tablesOf(ctx)),
  costIfActs: (plot, firer, entering, ctx) => fireCostWithPlot(plot, firer, entering, tablesOf(ctx)),
  costIfNot: (plot, man, ctx) => {
    const tables = tablesOf(ctx);
    if (readingsOf(ctx).plotCost === 'chart-note') return plotCost(man, tables);
    const fire = fireTaskCost({ ...firerOf(plot, man), taskPointsRemaining: Number.MAX_SAFE_INTEGER }, {}, tables);
    return 'code' in fire ? plotCost(man, tables) : sum('Task Point cost: opportunity fire plotted, not fired (Case 10.76 read literally)', [fire, plotCost(man, tables)]);
  },
};


/** Case 10.72: a condition the Player may write. */
export function checkCondition(c: OpportunityCondition): RuleError | undefined {
  if (!Number.isInteger(c.ordinal) || c.ordinal < 1) return ruleError('opfire/bad-condition', 'Case 10.72', `The plot names the first, second, … Enemy man, not number ${c.ordinal} (Case 10.72).`);
  if (c.onlyMen?.length === 0 || c.onlySquares?.length === 0) return ruleError('opfire/bad-condition', 'Case 10.72', 'A plot restricted to no man or no square could never fire (Case 10.72).');
  return undefined;
}

/** What every plot needs: the Phase, a man who can act, no plot yet this Turn, a sound condition. */
export function checkPlotCommon(man: OpportunityMan, turn: number, phase: string, existing: readonly OpportunityPlot[], condition: OpportunityCondition): RuleError | undefined {
  if (phase !== OPPORTUNITY_FIRE_PLOT_PHASE) return ruleError('opfire/not-plot-phase', 'Case 5.1 B', 'Opportunity fire (or throw) is plotted in the Opportunity Fire Plot Phase (Case 5.1 B).');
  if (!canAct(man.wounds)) return ruleError('opfire/cannot-act', 'Case 9.22', 'An incapacitated or dead man cannot be plotted (Cases 9.22, 10.54).');
  if (existing.some((p) => p.manId === man.id && p.turn === turn)) return ruleError('opfire/already-plotted', 'Case 5.1 B', 'The man is already plotted this Game-Turn (Case 5.1 B).');
  return checkCondition(condition);
}

export interface FirePlotRequest {
  readonly man: OpportunityMan;
  readonly armament: Armament;
  readonly condition?: OpportunityCondition;
  readonly turn: number;
  readonly phase: string;
  readonly existing?: readonly OpportunityPlot[];
}

const newPlot = (man: OpportunityMan, turn: number, condition: OpportunityCondition) =>
  ({ hostOnly: true, manId: man.id, side: man.side, turn, condition, counted: [], status: 'waiting' }) as const;

/** Cases 5.1 B, 10.76, 13.17, 10.63: plot this man to fire his prepared weapon; the result is host-only. */
export function plotOpportunityFire(r: FirePlotRequest, ctx: CostContext = {}): Outcome<FirePlot> {
  const condition = r.condition ?? FIRST_OBSERVED_TARGET;
  const common = checkPlotCommon(r.man, r.turn, r.phase, r.existing ?? [], condition);
  if (common) return { ok: false, error: common };
  const a = r.armament;
  if (a.preparedGrenades.length > 0) {
    return { ok: false, error: ruleError('opfire/grenade-prepared', 'Case 13.17', 'His prepared weapon is a grenade (Case 13.17): plot an opportunity throw instead (Case 11.61).') };
  }
  const w = a.weapons.find((x) => x.id === a.preparedWeapon);
  if (!w || !isFireWeaponClass(w.kind)) {
    return { ok: false, error: ruleError('opfire/no-prepared-weapon', 'Case 10.76', 'Opportunity fire is with his prepared fire weapon (Cases 10.76, 13.17); he has none prepared.') };
  }
  if (w.loaded === false) return { ok: false, error: ruleError('opfire/weapon-unloaded', 'Case 10.63', 'His prepared weapon is unloaded (Case 10.63).') };
  const plot: FirePlot = { ...newPlot(r.man, r.turn, condition), kind: 'fire', weaponId: w.id, weapon: w.kind };
  const cost = fireCostWithPlot(plot, { ...r.man, combatTasksThisTurn: 0, weaponLoaded: true }, false, tablesOf(ctx));
  if (!cost.ok) return cost;
  return { ok: true, value: plot };
}
