/**
 * Opportunity fire (Cases 10.7, 6.3; 5.1 B and F): the secret plot, what
 * triggers it, where it interrupts a man's tasks, what it costs, and who
 * checks panic. The fire itself is fire-combat.ts; the throw's geometry and
 * cost are opportunity-throw.ts (same structure, Case 11.62).
 *
 * - Plot (Phase B): the man's prepared fire weapon (10.76, 13.17) and a
 *   condition (10.72): the first Enemy man who moves or fires within range,
 *   unless the Player wrote otherwise — "second moving or firing", "only a
 *   firing man", a named man or watched squares ("and so on").
 * - Trigger (10.71): an Enemy man moves into a square the plotted man has a
 *   Line of Sight to, or fires; he must be observed (a firing man is observed
 *   automatically, 8.5) and within the weapon's range (10.72).
 * - Interrupt (6.31, 7.53, 10.73): the mover stops at that square; the
 *   plotted man's Player chooses whether he fires now or later in the same
 *   man's tasks (ruling O5); fire can trigger fire (10.71).
 * - A plotted man hit by fire may fire back as he was (10.55, simultaneous).
 * - Costs: the plot's +5 always, the fire cost when he fires (10.76, chart
 *   note **, tables.md P3); he acts only in the Prepared Phase (10.75), may
 *   fire there if he did not (10.77), and never opportunity-fires once he
 *   has begun his tasks there (6.32).
 *
 * The plot's model is opportunity-model.ts; plotting a fire and its costs,
 * opportunity-fire-plot.ts.
 *
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O1–O14).
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { sameSquare, type Square } from '../../../map/map-model';
import type { Outcome } from './movement';
import { NON_PREPARED_PHASE, PREPARED_PHASE, inObservationRange, measureSight, type SightContext } from './observation-limits';
import { canAct, taskPointLossFromWound, type TaskPointLoss, type WoundCondition } from './wounds';
import { readingsOf, type HitReport, type OpportunityContext, type OpportunityMan, type OpportunityPlot, type PlotKindRules, type TaskEvent } from './opportunity-model';
import { FIRE_PLOT_RULES } from './opportunity-fire-plot';

/**
 * Range and LOS from observation-limits.ts (Cases 8.11, 8.12, 8.2) for OpportunityContext.sight. The observation range
 * is the target's square's (`observationRangeAt`): a man in a searchlight's beam or a flare's light is seen by the Day
 * column at night (Cases 33.24, 34.11), as for any observation attempt (sightError).
 */
export function sightOnMap(sc: SightContext): OpportunityContext['sight'] {
  return (observer, target) => {
    const s = measureSight(observer, target, sc);
    return { los: s.los.clear, range: s.range, inObservationRange: inObservationRange(s.range, s.limit?.range ?? sc.observationRange) };
  };
}

/** An opportunity fire or throw the plotted man's Player may take now. */
export interface OpportunityPrompt {
  readonly id: string;
  readonly plotter: string;
  readonly side: string;
  readonly kind: 'fire' | 'throw' | 'detonate' | 'launch';
  readonly target: string;
  readonly targetSquare: Square;
  /** What it interrupts: the actor stops here (Cases 6.31, 10.73); `taskPointsSpent` is what he had spent (6.31). */
  readonly interrupts: { readonly actor: string; readonly event: 'moved-into' | 'fired' | 'threw'; readonly step?: number; readonly taskPointsSpent?: number };
  /** Case 10.55: fires back at the man who hit him, as he was before the hit. */
  readonly simultaneous: boolean;
  readonly firerBeforeHit?: HitReport['before'];
  /** Case 10.31 "Target man moving (possible only with Opportunity Fire)". */
  readonly targetMoving: boolean;
  /** Case 10.16. */
  readonly enteringFirersSquare: boolean;
  /** Task Points he pays if he fires (Case 10.76). */
  readonly cost: Breakdown;
  /** Cases 14.11, 14.13: he checks panic as he opportunity-fires, unless he already has this Phase. */
  readonly firerPanicCheck: boolean;
  /** Case 7.53: the plotted man's Player orders simultaneous prompts. */
  readonly orderChosenBy: string;
  readonly text: string;
}

export interface TriggerResult {
  readonly plot: OpportunityPlot;
  readonly prompt?: OpportunityPrompt;
  /** Why no prompt. */
  readonly reason?: RuleError;
}

const no = (plot: OpportunityPlot, code: string, caseRef: string, message: string): TriggerResult => ({ plot, reason: ruleError(code, caseRef, message) });

function kindRules(plot: OpportunityPlot, ctx: Pick<OpportunityContext, 'throwRules' | 'detonateRules' | 'launchRules'>): PlotKindRules<OpportunityPlot> | undefined {
  if (plot.kind === 'fire') return FIRE_PLOT_RULES as PlotKindRules<OpportunityPlot>;
  if (plot.kind === 'detonate') return ctx.detonateRules as PlotKindRules<OpportunityPlot> | undefined;
  if (plot.kind === 'launch') return ctx.launchRules as PlotKindRules<OpportunityPlot> | undefined;
  return ctx.throwRules as PlotKindRules<OpportunityPlot> | undefined;
}

/**
 * Cases 10.71–10.72, 10.55, 6.32, 8.5: does this event let (or make) the
 * plotted man fire now? Returns the plot with its count updated (ruling O4).
 */
export function triggers(plot: OpportunityPlot, event: TaskEvent, ctx: OpportunityContext): TriggerResult {
  if (event.kind === 'finished') {
    const lapse = plot.status === 'waiting' && plot.designated === event.actor;
    return lapse ? no({ ...plot, status: 'lapsed' }, 'opfire/lapsed', 'Case 10.72', 'His designated target finished his tasks unfired upon: the plot lapses (Case 10.72; ruling O5).') : { plot };
  }
  if (plot.status !== 'waiting') {
    const why = { fired: 'he has already fired his opportunity fire (Cases 6.42, 10.11)', lapsed: 'his plot has lapsed (ruling O5)', acted: 'he has executed tasks in the Prepared Phase (Case 6.32)' }[plot.status];
    return no(plot, 'opfire/plot-spent', plot.status === 'acted' ? 'Case 6.32' : 'Case 10.72', `No opportunity fire: ${why}.`);
  }
  if (ctx.phase !== NON_PREPARED_PHASE && ctx.phase !== PREPARED_PHASE) return no(plot, 'opfire/not-task-execution', 'Case 6.33', 'Opportunity fire happens only during task execution (Case 6.33).');
  const actor = ctx.man(event.actor);
  const me = ctx.man(plot.manId);
  if (!actor || !me) return no(plot, 'opfire/unknown-man', 'Case 10.71', 'Unknown man.');
  if (actor.side === plot.side) return no(plot, 'opfire/not-enemy', 'Case 10.71', 'Opportunity fire is at Enemy men (Case 10.71).');
  const hit = event.kind === 'fired' ? event.hits?.find((h) => h.man === plot.manId) : undefined;
  const firer: OpportunityMan = hit ? { ...me, ...hit.before } : me;
  if (!canAct(firer.wounds)) return no(plot, 'opfire/cannot-act', 'Case 9.22', 'An incapacitated or dead man fires no more (Cases 9.22, 10.54).');
  const moving = event.kind === 'moved-into';
  const firing = event.kind === 'fired' || (event.kind === 'threw' && event.combat && readingsOf(ctx).throwsTrigger);
  if (!moving && !firing) return no(plot, 'opfire/not-a-trigger', 'Case 10.71', 'Only moving or firing triggers opportunity fire (Cases 10.71, 10.12).');
  if (plot.kind === 'detonate' && !moving) return no(plot, 'opfire/not-a-trigger', 'Case 22.33', 'Opportunity detonation answers only an Enemy man moving into the blast area (Case 22.33).');
  const c = plot.condition;
  if ((c.trigger === 'moving' && !moving) || (c.trigger === 'firing' && !firing)) {
    return no(plot, 'opfire/condition', 'Case 10.72', `His plot fires only at a ${c.trigger} Enemy man (Case 10.72).`);
  }
  if (c.onlyMen && !c.onlyMen.includes(actor.id)) return no(plot, 'opfire/condition', 'Case 10.72', 'His plot names other Enemy men (Case 10.72).');
  if (c.onlySquares && !c.onlySquares.some((s) => sameSquare(s, event.square))) return no(plot, 'opfire/condition', 'Case 10.72', 'His plot watches other squares (Case 10.72).');
  const target: OpportunityMan = { ...actor, square: event.square };
  const sight = ctx.sight(firer, target);
  if (!sight.los) return no(plot, 'opfire/no-los', plot.kind === 'throw' ? 'Case 11.62' : 'Case 10.71', 'He has no Line of Sight to that square (Cases 10.71, 11.62).');
  const observed = ctx.observes(plot.manId, actor.id) || (firing && sight.inObservationRange);
  if (!observed) return no(plot, 'opfire/not-observed', 'Case 10.71', 'The Enemy man has not been observed by him (Cases 10.71, 10.14; a firing man is observed automatically, 8.5).');
  const rules = kindRules(plot, ctx);
  if (!rules) return plot.kind === 'detonate' ? no(plot, 'opfire/no-detonate-rules', 'Case 22.33', 'Opportunity detonation needs the claymore blast rules (engine/opportunity-detonation.ts).') : no(plot, 'opfire/no-throw-rules', 'Case 11.62', 'Opportunity throws need the opportunity-throw rules (opportunity-throw.ts THROW_PLOT_RULES).');
  const reach = rules.reach(plot, firer, target, sight, ctx);
  if (reach) return { plot, reason: reach };
  const entering = moving && sameSquare(event.square, firer.square);
  if (plot.kind === 'fire' && !entering && (ctx.friendlyMenInSquare?.(plot.side, event.square) ?? 0) > 0) {
    return no(plot, 'opfire/friendly-in-square', 'Case 10.15', 'A man may never fire at an Enemy man in a square containing a Friendly man (Case 10.15).');
  }
  const cost = rules.costIfActs(plot, firer, entering, ctx);
  if (!cost.ok) return { plot, reason: cost.error };
  const counted = plot.counted.includes(actor.id) ? plot.counted : [...plot.counted, actor.id];
  const designated = plot.designated ?? (counted.length === c.ordinal ? actor.id : undefined);
  const next: OpportunityPlot = { ...plot, counted, ...(designated ? { designated } : {}) };
  if (designated !== actor.id) {
    return no(next, 'opfire/not-designated', 'Case 10.72', `His plot fires at Enemy man number ${c.ordinal} to move or fire; this is number ${counted.indexOf(actor.id) + 1} (Case 10.72).`);
  }
  const step = event.kind === 'moved-into' ? { step: event.step, taskPointsSpent: event.taskPointsSpent } : event.taskPointsSpent !== undefined ? { taskPointsSpent: event.taskPointsSpent } : {};
  const verb = { fire: 'fire', throw: 'throw', detonate: 'detonate', launch: 'fire' }[plot.kind];
  const cases = { fire: '', throw: ', 11.62', detonate: ', 22.33', launch: plot.kind === 'launch' && plot.launcher === 'thump-gun' ? ', 21.12' : ', 18.0' }[plot.kind];
  return {
    plot: next,
    prompt: {
      id: `${plot.manId}:${event.kind}:${actor.id}:${event.kind === 'moved-into' ? event.step : `${event.square.col},${event.square.row}`}`,
      plotter: plot.manId,
      side: plot.side,
      kind: plot.kind,
      target: actor.id,
      targetSquare: event.square,
      interrupts: { actor: actor.id, event: event.kind, ...step },
      simultaneous: hit !== undefined,
      ...(hit ? { firerBeforeHit: hit.before } : {}),
      targetMoving: moving,
      enteringFirersSquare: entering,
      cost: cost.value,
      firerPanicCheck: !(me.panicCheckedThisPhase ?? false),
      orderChosenBy: plot.side,
      text: hit
        ? `${plot.manId}, hit by ${actor.id}, may ${verb} back as he was before the hit, simultaneously (Case 10.55).`
        : `${plot.manId} may opportunity-${verb} at ${actor.id} as he ${moving ? 'enters' : event.kind === 'threw' ? 'throws from' : 'fires from'} this square${plot.kind === 'detonate' ? ', in the blast area of his claymore' : ''} (Cases 10.71, 10.73${cases}).`,
    },
  };
}

/** Case 5.1 B: each Player declares whether any (not how many) of his men are plotted; throws are not announced (Case 11.63). */
export function plotDeclaration(plots: readonly OpportunityPlot[], side: string): { readonly side: string; readonly anyOpportunityFire: boolean } {
  // Case 22.33 applies the opportunity-fire rules to a detonation plot, the declaration included.
  return { side, anyOpportunityFire: plots.some((p) => p.side === side && p.kind !== 'throw') };
}

/** Cases 10.74 and 14.31 (ruling O11): must the man fired upon check panic now? */
export function targetPanicCheck(o: { readonly hit: boolean; readonly conditionAfter: WoundCondition; readonly expendingTaskPoints: boolean }): { readonly required: boolean; readonly caseRef: string } {
  if (o.conditionAfter === 'dead' || o.conditionAfter === 'incapacitated') return { required: false, caseRef: 'Case 9.22' };
  if (o.hit) return { required: true, caseRef: 'Case 10.74' };
  return o.expendingTaskPoints ? { required: true, caseRef: 'Case 14.31' } : { required: false, caseRef: 'Case 14.31' };
}

/** Case 9.31 (and 10.52): the Task Points a man hit by opportunity fire loses — twice the Wound Points, never below zero. */
export function taskPointLossWhenHit(woundPoints: number, taskPointsRemaining: number, killed = false): TaskPointLoss {
  return taskPointLossFromWound(woundPoints, taskPointsRemaining, killed);
}

/** Cases 10.75, 5.1 E–F, 6.43: may this man begin task execution in this Phase? */
export function checkTaskExecution(plot: OpportunityPlot | undefined, phase: string): RuleError | undefined {
  if (phase === NON_PREPARED_PHASE && plot) {
    return ruleError('opfire/plotted-man-waits', 'Case 10.75', 'A man plotted for opportunity fire performs no task but opportunity fire until every unplotted man has executed his tasks (Case 10.75).');
  }
  if (phase === PREPARED_PHASE && !plot) return ruleError('opfire/not-plotted', 'Case 5.1 F', 'Only men plotted for opportunity fire execute tasks in the Prepared Task Execution Phase (Case 5.1 F).');
  if (phase === PREPARED_PHASE && plot?.status === 'acted') return ruleError('opfire/already-acted', 'Case 6.43', 'No man expends Task Points at two separate intervals in a Turn (Case 6.43).');
  return undefined;
}

export interface PreparedStart {
  readonly plot: OpportunityPlot;
  /** Case 5.1 F: deducted now (nothing more if he fired: he paid then). */
  readonly deduction: Breakdown;
  readonly taskPointsRemaining: number;
  /** Case 10.77: he did not fire, so he may fire normally (one combat task, 10.11). */
  readonly mayFireNormally: boolean;
}

/** Case 5.1 F, 10.77, 6.32: the plotted man begins his Prepared-Phase tasks; his plot ends. */
export function beginPreparedExecution(plot: OpportunityPlot, man: OpportunityMan, ctx: Pick<OpportunityContext, 'phase' | 'throwRules' | 'readings' | 'tables'>): Outcome<PreparedStart> {
  const err = checkTaskExecution(plot, ctx.phase);
  if (err) return { ok: false, error: err };
  const acted = plot.status === 'fired';
  const rules = kindRules(plot, ctx);
  const zero: Breakdown = { what: 'Task Point cost', steps: [{ kind: 'note', label: 'Opportunity fire already paid when fired', caseRef: 'Case 5.1 F', value: 0 }], final: 0 };
  const deduction = acted || !rules ? zero : rules.costIfNot(plot, man, ctx);
  const taskPointsRemaining = Math.max(0, man.taskPointsRemaining - deduction.final);
  return { ok: true, value: { plot: { ...plot, status: 'acted' }, deduction, taskPointsRemaining, mayFireNormally: !acted && man.combatTasksThisTurn === 0 } };
}
