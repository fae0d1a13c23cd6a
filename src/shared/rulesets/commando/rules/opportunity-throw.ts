/**
 * Opportunity throw (Case 11.6): plotted and executed as opportunity fire
 * (opportunity-fire.ts: the same condition, triggers, queue and Prepared-Phase
 * rules), except that:
 *
 * - only a man who begins the Opportunity Fire Plot Phase holding a prepared
 *   grenade may be plotted (Case 11.61; grenades.ts validateOpportunityThrowPlot);
 * - the grenade is thrown at a square — the triggering man's — within his
 *   Line of Sight (Case 11.62), by the grenade procedure (grenades.ts);
 * - the Player does not announce it (Case 11.63: `plotDeclaration` ignores it);
 * - it costs the throw plus five (Case 11.64); not thrown, the five only
 *   (chart note ** read across, as grenades.ts opportunityThrowCost), and he
 *   may still throw in the Prepared Phase (Case 11.64's note).
 *
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O8, O13).
 */
import type { GameMap, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { Grenadier, PreparedGrenade } from './grenades';
import { opportunityThrowTrigger, validateOpportunityThrowPlot } from './grenades';
import type { Outcome } from './movement';
import type { CostContext, OpportunityCondition, OpportunityMan, OpportunityPlot, OpportunityTables, PlotKindRules, ThrowPlot } from './opportunity-model';
import { FIRST_OBSERVED_TARGET, readingsOf, tablesOf } from './opportunity-model';
import { checkPlotCommon } from './opportunity-fire-plot';
import { grenadeRangeBand, accuracyRowId } from '../tables/grenade-accuracy';
import { isSeriouslyWounded } from './wounds';

/** Case 11.64: the throw, plus five if `withPlot`; both doubled for a seriously wounded man (Case 9.21). */
export function throwCost(man: Pick<OpportunityMan, 'wounds'>, parts: { readonly throw: boolean; readonly plot: boolean }, tables: OpportunityTables): Breakdown {
  const t = tables.taskPointCosts['throw-grenade'];
  const plot = tables.grenadeRuleNumbers.opportunityThrowPlot;
  const b = parts.throw
    ? new BreakdownBuilder('Task Point cost: opportunity throw (Case 11.64)', { label: t.label, caseRef: 'Case 5.22', value: t.cost.value as number, provenance: t.cost.provenance })
    : new BreakdownBuilder('Task Point cost: opportunity throw plotted, not thrown (Case 11.64)', { label: 'Opportunity throw plotted', caseRef: 'Case 11.64', value: plot.value, provenance: plot.provenance });
  if (parts.throw && parts.plot) b.add('Opportunity throw plotted', 'Case 11.64', plot.value, plot.provenance);
  if (isSeriouslyWounded(man.wounds)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', tables.taskPointAllotment.seriouslyWoundedCostMultiple.value);
  return b.build();
}

function affordable(cost: Breakdown, man: OpportunityMan): Outcome<Breakdown> {
  if (cost.final <= Math.max(0, man.taskPointsRemaining)) return { ok: true, value: cost };
  return { ok: false, error: ruleError('opfire/insufficient-task-points', 'Case 11.64', `An opportunity throw costs ${cost.final} Task Points; he has ${Math.max(0, man.taskPointsRemaining)} (Cases 11.64, 6.44).`) };
}

/** Case 11.81: the square is within the grenade's reach (no "P"); his own square is hand-to-hand, not a throw (ruling O13). */
export function withinThrowRange(plot: ThrowPlot, range: number, tables: OpportunityTables): RuleError | undefined {
  if (range === 0) return ruleError('opfire/throw-own-square', 'Case 11.62', 'The Enemy man is in his own square: no opportunity throw (Case 11.62; ruling O13).');
  const band = grenadeRangeBand(range);
  const row = tables.grenadeAccuracy[accuracyRowId(plot.grenade.era, plot.grenade.type)];
  if (!band || row[band.id].value === 'P') return ruleError('opfire/out-of-range', 'Case 11.81', `A ${row.label} grenade may not be thrown ${range} squares (Case 11.81).`);
  return undefined;
}

const grenadierOf = (plot: ThrowPlot, m: OpportunityMan): Grenadier => ({
  square: m.square,
  posture: m.posture,
  ...(m.level !== undefined ? { level: m.level } : {}),
  severelyWounded: isSeriouslyWounded(m.wounds),
  prepared: [plot.grenade],
  carried: {},
  preparedThisPhase: 0,
  thrownThisPhase: 0,
  otherCombatTaskThisTurn: m.combatTasksThisTurn > 0,
});

function costs(): Pick<PlotKindRules<ThrowPlot>, 'costIfActs' | 'costIfNot'> {
  return {
    costIfActs: (_plot, firer, _entering, ctx: CostContext) => {
      if (firer.combatTasksThisTurn > 0) return { ok: false, error: ruleError('opfire/second-combat-task', 'Case 6.42', 'A man may perform only one combat task per Game-Turn (Cases 6.42, 10.11).') };
      return affordable(throwCost(firer, { throw: true, plot: true }, tablesOf(ctx)), firer);
    },
    costIfNot: (_plot, man, ctx: CostContext) => throwCost(man, { throw: readingsOf(ctx).plotCost === 'case-10.76', plot: true }, tablesOf(ctx)),
  };
}

/** Opportunity throw rules without a map: Line of Sight from the context, reach from Table 11.81. */
export const THROW_PLOT_RULES: PlotKindRules<ThrowPlot> = {
  reach: (plot, _firer, _target, sight, ctx) => withinThrowRange(plot, sight.range, tablesOf(ctx)),
  ...costs(),
};

/** Opportunity throw rules on a map: grenades.ts's full check (walls, Case 11.22; reach, 11.81). */
export function throwPlotRulesOnMap(map: GameMap, smoke: readonly Square[] = []): PlotKindRules<ThrowPlot> {
  return {
    reach: (plot, firer, target, _sight, ctx) => {
      const r = opportunityThrowTrigger(map, grenadierOf(plot, firer), { grenade: plot.grenade }, { kind: 'moved-into', enemySquare: target.square, observed: true }, { smoke, lineOfSight: true }, tablesOf(ctx));
      return r.ok ? undefined : r.error;
    },
    ...costs(),
  };
}

export interface ThrowPlotRequest {
  readonly man: OpportunityMan;
  /** Grenades he held prepared as the Opportunity Fire Plot Phase began (Case 11.61). */
  readonly preparedAtPhaseStart: readonly PreparedGrenade[];
  /** Which one; the first by default. */
  readonly grenade?: PreparedGrenade;
  readonly condition?: OpportunityCondition;
  readonly turn: number;
  readonly phase: string;
  readonly existing?: readonly OpportunityPlot[];
}

/** Cases 11.61, 11.64, 5.1 B: plot this man to opportunity throw; the result is host-only. */
export function plotOpportunityThrow(r: ThrowPlotRequest, ctx: CostContext = {}): Outcome<ThrowPlot> {
  const condition = r.condition ?? FIRST_OBSERVED_TARGET;
  const common = checkPlotCommon(r.man, r.turn, r.phase, r.existing ?? [], condition);
  if (common) return { ok: false, error: common };
  const notPrepared = validateOpportunityThrowPlot({ prepared: r.preparedAtPhaseStart });
  if (notPrepared) return { ok: false, error: notPrepared };
  const grenade = r.grenade ?? r.preparedAtPhaseStart[0]!;
  if (!r.preparedAtPhaseStart.some((g) => g.type === grenade.type && g.era === grenade.era)) {
    return { ok: false, error: ruleError('opfire/grenade-not-prepared', 'Case 11.61', `He did not hold a prepared ${grenade.type} grenade as the Phase began (Case 11.61).`) };
  }
  const cost = affordable(throwCost(r.man, { throw: true, plot: true }, tablesOf(ctx)), r.man);
  if (!cost.ok) return cost;
  return {
    ok: true,
    value: { hostOnly: true, manId: r.man.id, side: r.man.side, turn: r.turn, condition, counted: [], status: 'waiting', kind: 'throw', grenade },
  };
}
