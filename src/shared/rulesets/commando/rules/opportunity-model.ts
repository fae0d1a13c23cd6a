/**
 * Opportunity fire's model (Cases 10.7, 6.3, 22.33): the secret plot of each
 * kind, its condition, the men and task events it watches, and the context
 * the rules read. The rules themselves are opportunity-fire.ts (triggers and
 * execution), opportunity-fire-plot.ts (plotting a fire and its costs) and
 * opportunity-throw.ts.
 *
 * Rulings: docs/rulings/weapons-and-opportunity-fire.md (O1–O14).
 */
import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import type { PreparedGrenade } from './grenades';
import type { Outcome } from './movement';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import type { WeaponClassId } from '../tables/weapons';
import type { WoundState } from './wounds';

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

/** Section 18.0 General Rule ("Rifle Grenades may be used for opportunity fire"), Case 21.12: a rifle grenade or thump gun shot at the Enemy man's square (engine/opportunity-launch.ts). */
export interface LaunchPlot extends PlotBase {
  readonly kind: 'launch';
  readonly launcher: 'rifle-grenade' | 'thump-gun';
}

export type OpportunityPlot = FirePlot | ThrowPlot | DetonationPlot | LaunchPlot;

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
  /** Sections 18.0, 21.0: the launcher's reach and cost (engine/opportunity-launch.ts). */
  readonly launchRules?: PlotKindRules<LaunchPlot>;
  readonly readings?: Partial<OpportunityReadings>;
  readonly tables?: OpportunityTables;
}

export const tablesOf = (ctx: Pick<OpportunityContext, 'tables'>): OpportunityTables => ctx.tables ?? DEFAULT_COMMANDO_TABLES;
export const readingsOf = (ctx: Pick<OpportunityContext, 'readings'>): OpportunityReadings => ({ ...DEFAULT_READINGS, ...ctx.readings });
