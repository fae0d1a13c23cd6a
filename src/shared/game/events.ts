import type { Square } from '../map/map-model';
import type { DieFace } from '../dice/dice-source';
import type { Breakdown } from '../rules/breakdown';
import type { InitiativeRecord, ManCondition, ObservationPrompt, Posture } from './state';

/** Dice recorded in an event: what was rolled, why, and how (Case 4.0). Replay reads these and never rolls. */
export interface RecordedDice {
  readonly purpose: string;
  readonly mode: 'seeded' | 'scripted' | 'physical';
  readonly faces: readonly DieFace[];
}

interface EventBase {
  readonly dice?: readonly RecordedDice[];
}

/**
 * A rule module that is not written yet leaves a hook in the events, so the
 * log says what was skipped and why (Case 14.11's panic check, for one).
 */
export interface PendingHook {
  readonly status: 'not-wired' | 'not-required';
  readonly caseRef: string;
  readonly note: string;
}

export interface MovedStep {
  readonly to: Square;
  readonly cost: number;
}

export type GameEvent =
  | (EventBase & { readonly type: 'man-placed'; readonly manId: string; readonly square: Square; readonly posture: Posture })
  | (EventBase & {
      readonly type: 'enemy-observed';
      readonly observerId: string;
      readonly targetId: string;
      readonly square: Square;
      readonly posture: Posture;
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'sight-lost'; readonly observerId: string; readonly targetId: string; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'man-wounded';
      readonly manId: string;
      readonly woundPoints: number;
      readonly totalWounds: number;
      readonly condition: ManCondition;
      /** Case 9.31 (opportunity fire) or a killed man's remainder. */
      readonly taskPointsLost: number;
      readonly caseRef: string;
    })
  | (EventBase & {
      readonly type: 'phase-advanced';
      readonly from: string;
      readonly to: string;
      /** The Game-Turn after the advance (one more when leaving the Game-Turn Record Phase, Case 5.1 H). */
      readonly turn: number;
      /** Case 5.1 B: declared when the plot Phase ends. */
      readonly plotDeclarations?: readonly { readonly side: string; readonly anyPlotted: boolean }[];
      /** Rule modules not yet wired for the Phase entered (hand-to-hand, preservation, …). */
      readonly hooks?: readonly PendingHook[];
    })
  | (EventBase & {
      readonly type: 'observation-attempted';
      readonly observerId: string;
      readonly targetId: string;
      readonly phase: string;
      /** Case 8.93: the order of attempts in the Phase (1, 2, …), recorded not enforced. */
      readonly order: number;
      readonly roll: number;
      readonly chance: number;
      readonly success: boolean;
      readonly breakdown: Breakdown;
      /** Where the target was: the sighting on success. */
      readonly square: Square;
      readonly posture: Posture;
      readonly promptId?: string;
      readonly summary: string;
      readonly caseRef: string;
    })
  | (EventBase & {
      readonly type: 'observation-foregone';
      readonly observerId: string;
      readonly promptId: string;
      /** A forced observer chose a later point of the movement (Case 8.95). */
      readonly deferred: boolean;
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'prompt-raised'; readonly prompt: ObservationPrompt })
  | (EventBase & {
      readonly type: 'opportunity-fire-plotted';
      readonly manId: string;
      readonly fireTask: string;
      readonly cost: number;
      readonly breakdown: Breakdown;
      readonly payload?: Readonly<Record<string, unknown>>;
    })
  | (EventBase & { readonly type: 'opportunity-fire-plot-withdrawn'; readonly manId: string; readonly refund: number })
  | (EventBase & { readonly type: 'initiative-determined'; readonly initiative: InitiativeRecord })
  | (EventBase & {
      readonly type: 'task-begun';
      readonly manId: string;
      readonly phase: string;
      /** Case 14.11: the panic check before his first task. */
      readonly panicCheck: PendingHook;
      /** Case 38.61: he panics automatically (no roll) this Game-Turn; Section 14 will run the routine. */
      readonly automaticPanic?: PendingHook;
    })
  | (EventBase & {
      readonly type: 'man-moved';
      readonly manId: string;
      readonly from: Square;
      readonly steps: readonly MovedStep[];
      readonly cost: number;
      readonly breakdowns: readonly Breakdown[];
      /** Why the route was not finished: an observation prompt (Case 7.52) or an Enemy man's square (Case 7.44). */
      readonly stopped?: { readonly reason: 'prompt' | 'enemy-square'; readonly caseRef: string; readonly unexecuted: readonly Square[] };
    })
  | (EventBase & {
      readonly type: 'posture-changed';
      readonly manId: string;
      readonly posture: Posture;
      readonly cost: number;
      readonly breakdown: Breakdown;
      /** Case 7.6: a free fall prone is his last task. */
      readonly endsTasks: boolean;
    })
  | (EventBase & {
      readonly type: 'task-ended';
      readonly manId: string;
      readonly reason: 'declared' | 'fell-prone' | 'stopped';
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'side-passed'; readonly side: string; readonly phase: string; readonly caseRef: string });

export type GameEventType = GameEvent['type'];

const EVENT_TYPES: Readonly<Record<GameEventType, true>> = {
  'man-placed': true,
  'enemy-observed': true,
  'sight-lost': true,
  'man-wounded': true,
  'phase-advanced': true,
  'observation-attempted': true,
  'observation-foregone': true,
  'prompt-raised': true,
  'opportunity-fire-plotted': true,
  'opportunity-fire-plot-withdrawn': true,
  'initiative-determined': true,
  'task-begun': true,
  'man-moved': true,
  'posture-changed': true,
  'task-ended': true,
  'side-passed': true,
};

/** Every event type (exhaustive by construction), for the persistence layer's check of stored rows. */
export const GAME_EVENT_TYPES: readonly string[] = Object.keys(EVENT_TYPES);
