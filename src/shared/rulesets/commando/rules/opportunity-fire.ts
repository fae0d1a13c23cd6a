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
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O1–O14).
 */
import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { checkFirer, firingRow, type Firer } from './fire-chance';
import { fireTaskCost } from './fire-task-cost';
import type { PreparedGrenade } from './grenades';
import type { Outcome } from './movement';
import { NON_PREPARED_PHASE, PREPARED_PHASE, inObservationRange, measureSight, type SightContext } from './observation-limits';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import { fireRowKey, rangeBand } from '../tables/fire-combat-table';
import type { WeaponClassId } from '../tables/weapons';
import { canAct, isSeriouslyWounded, taskPointLossFromWound, type TaskPointLoss, type WoundCondition, type WoundState } from './wounds';
import type { Armament } from './weapons';
import { isFireWeaponClass } from './weapons';

export const OPPORTUNITY_FIRE_PLOT_PHASE = 'opportunity-fire-plot';

/** Case 10.72: which Enemy men the plot counts and may fire at. */
export interface OpportunityCondition {
  /** 'moving-or-firing' is the default; "fires only at firing Enemy man" is 'firing'. */
  readonly trigger: 'moving-or-firing' | 'moving' | 'firing';
  /** 1: the first such man (default); 2: "second moving or firing Enemy man". */
  readonly ordinal: number;
  /** "and so on" (ruling O3): only these Enemy men count … */
  readonly onlyMen?: readonly string[];
  /** … or only men in these squares. */
  readonly onlySquares?: readonly Square[];
}

/** Case 10.72: "or the man will fire at the first observed target". */
export const FIRST_OBSERVED_TARGET: OpportunityCondition = { trigger: 'moving-or-firing', ordinal: 1 };

export type PlotStatus = 'waiting' | 'fired' | 'lapsed' | 'acted';

interface PlotBase {
  /** Never leaves the host: not in a PlayerView, a visible event or a player export (Case 5.1 B "secretly note"). */
  readonly hostOnly: true;
  readonly manId: string;
  readonly side: string;
  readonly turn: number;
  readonly condition: OpportunityCondition;
  /** Enemy men counted toward the ordinal, in order (ruling O4). */
  readonly counted: readonly string[];
  /** The man the plot fires at, once counted (Case 10.72). */
  readonly designated?: string;
  readonly status: PlotStatus;
  /** What he paid when he fired (Case 5.1 F). */
  readonly paid?: Breakdown;
}

export interface FirePlot extends PlotBase {
  readonly kind: 'fire';
  readonly weaponId: string;
  readonly weapon: WeaponClassId;
}

export interface ThrowPlot extends PlotBase {
  readonly kind: 'throw';
  readonly grenade: PreparedGrenade;
}

/** Case 22.33: opportunity detonation of the claymores rigged to the detonator in his square (opportunity-detonation.ts). */
export interface DetonationPlot extends PlotBase {
  readonly kind: 'detonate';
  /** The armed claymores rigged to his detonator when plotted (Case 22.34: all go off together). */
  readonly mineIds: readonly string[];
}

export type OpportunityPlot = FirePlot | ThrowPlot | DetonationPlot;

/** A man as the plot needs him (the engine adapts ManState). */
export interface OpportunityMan {
  readonly id: string;
  readonly side: string;
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  readonly level?: number;
  /** Braces his weapon (Case 10.22b). */
  readonly adjacentToWall?: boolean;
  readonly wounds: WoundState;
  readonly taskPointsRemaining: number;
  readonly combatTasksThisTurn: number;
  /** Case 10.63; absent means loaded. */
  readonly weaponLoaded?: boolean;
  /** Case 14.12–14.13. */
  readonly panicCheckedThisPhase?: boolean;
}

/** Wounds and Task Points before a hit (Case 10.55). */
export interface HitReport {
  readonly man: string;
  readonly before: Pick<OpportunityMan, 'wounds' | 'taskPointsRemaining'>;
}

/** One step of a man's task execution, as the turn engine reports it. */
export type TaskEvent =
  | { readonly kind: 'moved-into'; readonly actor: string; readonly square: Square; readonly step: number; readonly taskPointsSpent: number }
  | { readonly kind: 'fired'; readonly actor: string; readonly square: Square; readonly targets: readonly string[]; readonly hits?: readonly HitReport[]; readonly taskPointsSpent?: number }
  | { readonly kind: 'threw'; readonly actor: string; readonly square: Square; readonly target: Square; readonly combat: boolean; readonly taskPointsSpent?: number }
  | { readonly kind: 'finished'; readonly actor: string };

export interface SightFacts {
  readonly los: boolean;
  readonly range: number;
  readonly inObservationRange: boolean;
}

export type OpportunityTables = CommandoTables;

/** What a cost needs: the Phase's readings and tables. */
export type CostContext = Pick<OpportunityContext, 'readings' | 'tables'>;

export interface OpportunityReadings {
  /** Ruling O8: 'chart-note' (tables.md P3, default) or 'case-10.76' (the fire cost is spent even if he never fires). */
  readonly plotCost: 'chart-note' | 'case-10.76';
  /** Ruling O2: a thrown combat grenade counts as "fires" for Cases 10.71–10.72. */
  readonly throwsTrigger: boolean;
}

export const DEFAULT_READINGS: OpportunityReadings = { plotCost: 'chart-note', throwsTrigger: true };

/** What a kind of plot adds: where it can reach and what it costs (fire here, throw in opportunity-throw.ts). */
export interface PlotKindRules<P extends OpportunityPlot> {
  readonly reach: (plot: P, firer: OpportunityMan, target: OpportunityMan, sight: SightFacts, ctx: OpportunityContext) => RuleError | undefined;
  /** Task Points if he fires or throws now, plot cost included. */
  readonly costIfActs: (plot: P, firer: OpportunityMan, enteringHisSquare: boolean, ctx: CostContext) => Outcome<Breakdown>;
  /** Case 5.1 F: deducted at his Prepared-Phase tasks if he did not act. */
  readonly costIfNot: (plot: P, man: OpportunityMan, ctx: CostContext) => Breakdown;
}

export interface OpportunityContext {
  readonly phase: string;
  readonly man: (id: string) => OpportunityMan | undefined;
  readonly sight: (observer: OpportunityMan, target: OpportunityMan) => SightFacts;
  /** After any observation attempt at this step (Cases 7.52, 8.92). */
  readonly observes: (observerId: string, targetId: string) => boolean;
  /** Men of `side` in `square` (Case 10.15). */
  readonly friendlyMenInSquare?: (side: string, square: Square) => number;
  readonly throwRules?: PlotKindRules<ThrowPlot>;
  /** Case 22.33: the claymore blast areas (engine/opportunity-detonation.ts). */
  readonly detonateRules?: PlotKindRules<DetonationPlot>;
  readonly readings?: Partial<OpportunityReadings>;
  readonly tables?: OpportunityTables;
}

export const tablesOf = (ctx: Pick<OpportunityContext, 'tables'>): OpportunityTables => ctx.tables ?? DEFAULT_COMMANDO_TABLES;
export const readingsOf = (ctx: Pick<OpportunityContext, 'readings'>): OpportunityReadings => ({ ...DEFAULT_READINGS, ...ctx.readings });
const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

/** Range and LOS from observation-limits.ts (Cases 8.11, 8.12, 8.2) for OpportunityContext.sight. */
export function sightOnMap(sc: SightContext): OpportunityContext['sight'] {
  return (observer, target) => {
    const s = measureSight(observer, target, sc);
    return { los: s.los.clear, range: s.range, inObservationRange: inObservationRange(s.range, sc.observationRange) };
  };
}

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

/** An opportunity fire or throw the plotted man's Player may take now. */
export interface OpportunityPrompt {
  readonly id: string;
  readonly plotter: string;
  readonly side: string;
  readonly kind: 'fire' | 'throw' | 'detonate';
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

function kindRules(plot: OpportunityPlot, ctx: Pick<OpportunityContext, 'throwRules' | 'detonateRules'>): PlotKindRules<OpportunityPlot> | undefined {
  if (plot.kind === 'fire') return FIRE_PLOT_RULES as PlotKindRules<OpportunityPlot>;
  if (plot.kind === 'detonate') return ctx.detonateRules as PlotKindRules<OpportunityPlot> | undefined;
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
  if (c.onlySquares && !c.onlySquares.some((s) => same(s, event.square))) return no(plot, 'opfire/condition', 'Case 10.72', 'His plot watches other squares (Case 10.72).');
  const target: OpportunityMan = { ...actor, square: event.square };
  const sight = ctx.sight(firer, target);
  if (!sight.los) return no(plot, 'opfire/no-los', plot.kind === 'throw' ? 'Case 11.62' : 'Case 10.71', 'He has no Line of Sight to that square (Cases 10.71, 11.62).');
  const observed = ctx.observes(plot.manId, actor.id) || (firing && sight.inObservationRange);
  if (!observed) return no(plot, 'opfire/not-observed', 'Case 10.71', 'The Enemy man has not been observed by him (Cases 10.71, 10.14; a firing man is observed automatically, 8.5).');
  const rules = kindRules(plot, ctx);
  if (!rules) return plot.kind === 'detonate' ? no(plot, 'opfire/no-detonate-rules', 'Case 22.33', 'Opportunity detonation needs the claymore blast rules (engine/opportunity-detonation.ts).') : no(plot, 'opfire/no-throw-rules', 'Case 11.62', 'Opportunity throws need the opportunity-throw rules (opportunity-throw.ts THROW_PLOT_RULES).');
  const reach = rules.reach(plot, firer, target, sight, ctx);
  if (reach) return { plot, reason: reach };
  const entering = moving && same(event.square, firer.square);
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
  const verb = { fire: 'fire', throw: 'throw', detonate: 'detonate' }[plot.kind];
  const cases = { fire: '', throw: ', 11.62', detonate: ', 22.33' }[plot.kind];
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


// ---------------------------------------------------------------------------
// Phase B: plotting (Cases 5.1 B, 10.7, 10.76, 13.17)

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
