/**
 * What interrupts or waits on a man's tasks (Sections 7.5, 10.7, 14.2): his
 * secret opportunity-fire plot and the three prompts the engine raises. Apart
 * from state.ts to keep one concept per file; state.ts re-exports them.
 */
import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { OpportunityPlot } from '../rules/opportunity-model';

/**
 * A man's secret opportunity-fire plot (Case 5.1 B, Case 10.7). Never in a
 * view of the enemy side. `payload` is the plot's conditions (Case 10.72:
 * "fires at second moving man", …) kept opaque until the opportunity-fire
 * module reads it.
 */
export interface OpportunityFirePlot {
  /** The Task Point Cost Chart row of the fire he lies in wait to make (Case 10.76). */
  readonly fireTask: string;
  /** Fire cost + 5, doubled if seriously wounded (Cases 10.76, 9.21); paid when plotted. */
  readonly cost: number;
  readonly payload?: Readonly<Record<string, unknown>>;
  /** He has fired opportunity fire this Game-Turn (set by the opportunity-fire module). */
  readonly fired: boolean;
  /** The plot with its condition (Case 10.72), counted men and status (opportunity-model.ts). Host-secret like the rest. */
  readonly plot?: OpportunityPlot;
  /** The fire (or throw) part of `cost`, prepaid (Case 10.76, ruling TS15): a later fire of that task charges only any excess. */
  readonly fireCost?: number;
}

/** One enemy man's duty in an observation prompt (Cases 7.52, 8.92, 8.94). */
export type ObservationDuty = 'must' | 'may-forego' | 'may';

/** What every prompt holds: the generic prompt machinery (whose move, dropping the dead) reads only these. */
interface PromptBase {
  readonly id: string;
  /** The man whose tasks wait on the prompt. */
  readonly moverId: string;
  readonly moverSide: string;
  /** The square of the mover when the prompt was raised. */
  readonly at: Square;
  /** Those still to answer, each with his duty. */
  readonly pending: readonly { readonly observerId: string; readonly duty: ObservationDuty }[];
  /** Raised at the end of the mover's task execution for observers who deferred (Case 8.95): they may not defer again. */
  readonly final: boolean;
  readonly caseRef: string;
}

/**
 * An interruption of a man's task execution (Cases 7.5, 7.52): until every
 * listed observer has attempted or foregone, the mover spends no Task Points.
 */
export interface ObservationPrompt extends PromptBase {
  readonly kind: 'observation';
}

/**
 * An opportunity fire (or throw) the plotted man's side may take now (Cases 6.31, 7.53, 10.71–10.73, 10.55):
 * the interrupted man waits until it is answered (`opportunity/fire` or `opportunity/hold`). `pending` holds
 * the plotted man alone, so the generic prompt machinery (whose move, dropping the dead) treats him as the
 * one to answer. Never shown to the other side beyond "his man waits".
 */
export interface OpportunityPromptState extends PromptBase {
  readonly kind: 'opportunity';
  /** Never final: the mover (here the target, interrupted) waits on the plotted man alone. */
  readonly final: false;
  readonly plotterId: string;
  /** 'detonate': opportunity detonation of his claymores (Case 22.33). */
  readonly plotKind: 'fire' | 'throw' | 'detonate' | 'launch';
  readonly trigger: 'moved-into' | 'fired' | 'threw';
  /** Case 10.55: return fire, with the plotted man as he was before the hit. */
  readonly simultaneous: boolean;
  readonly firerBefore?: { readonly wounds: number; readonly taskPointsRemaining: number };
  readonly targetMoving: boolean;
  /** Case 10.16. */
  readonly enteringFirersSquare: boolean;
  /** The module's cost if he acts (fire + 5, Case 10.76); the engine charges only what the plot did not prepay. */
  readonly cost: Breakdown;
  readonly text: string;
}

/**
 * Case 14.22 ("if two are equidistant, owning Player's choice"): a panicked man's "fire" found equally near
 * targets; his owning side names one (`panic/choose-target`) before the fire is resolved. `pending` holds the
 * panicked man alone, so the generic prompt machinery (whose move, dropping the dead) treats him as the one to answer.
 */
export interface PanicTargetPrompt extends PromptBase {
  /** The mover here is the panicked man. */
  readonly kind: 'panic-target';
  readonly final: false;
  /** The equally near men, each a legal choice. */
  readonly candidates: readonly string[];
  readonly fireAt: 'enemy' | 'friend';
  readonly how: 'fire' | 'throw-grenade';
  /** The Case of the order (14.22, or 14.34 at an opportunity firer). */
  readonly orderCaseRef: string;
  /** His interval ends (Case 14.14) once the fire is delivered: the check came at his first task. */
  readonly endsInterval: boolean;
}

export type Prompt = ObservationPrompt | OpportunityPromptState | PanicTargetPrompt;
