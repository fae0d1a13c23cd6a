import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { InitiativeRecord, ManCondition, Posture, Prompt } from './state';
import type { OpportunityPlot } from '../rules/opportunity-model';
import type { EventBase, MovedStep, PendingHook } from './event-base';
import type { FireEvent } from './events-fire';
import type { ScenarioEvent } from './events-scenario';
import type { WireEvent } from './events-wire';
import type { MineEvent } from './events-mines';
import type { LiveWireEvent } from './events-live-wire';
import type { FlameEvent } from './events-flame';
import type { LauncherEvent } from './events-launchers';
import type { SearchlightEvent } from './events-searchlights';
import type { ArtilleryEvent } from './events-artillery';
import type { AntitankEvent } from './events-antitank';
import type { SatchelEvent } from './events-satchel';
import type { IlluminationEvent } from './events-illumination';
import type { ClimbingEvent } from './events-climbing';
import type { DogEvent } from './events-dogs';
import type { UnderwaterEvent } from './events-underwater';
import type { MountEvent } from './events-mounts';
import type { VehicleEvent } from './events-vehicles';

// The event types live by area (events-fire.ts, events-scenario.ts, events-wire.ts, events-mines.ts);
// this module is their one union and the one import for callers.
export type { RecordedDice, PendingHook, MovedStep } from './event-base';
export type { FireEvent, FireTargetRecord, JeepFireSplit, JeepTargetFire, MountFireSplit } from './events-fire';
export type { ScenarioEvent } from './events-scenario';
export type { WireEvent } from './events-wire';
export type { MineEvent, MineHit } from './events-mines';
export type { LiveWireEvent } from './events-live-wire';
export type { FlameEvent, FlameBlastHit } from './events-flame';
export type { LauncherEvent, LauncherBlast } from './events-launchers';
export type { SearchlightEvent } from './events-searchlights';
export type { ArtilleryEvent } from './events-artillery';
export type { AntitankEvent } from './events-antitank';
export type { SatchelEvent, SatchelCasualty } from './events-satchel';
export type { IlluminationEvent } from './events-illumination';
export type { ClimbingEvent } from './events-climbing';
export type { UnderwaterEvent } from './events-underwater';
export type { DogEvent } from './events-dogs';
export type { MountEvent } from './events-mounts';
export type { VehicleEvent, VehicleStepRecord } from './events-vehicles';

export type GameEvent =
  | (EventBase & {
      readonly type: 'man-placed';
      readonly manId: string;
      readonly square: Square;
      readonly posture: Posture;
      /** Case 2.0: a placement outside the rules during play, with the umpire's reason (absent: a set-up or table-fixing placement). */
      readonly ruling?: { readonly reason: string; readonly from?: Square };
    })
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
      /** Case 22.1: he checks for panic as under opportunity fire (panic-step.ts followUps). */
      readonly panicCheckDue?: string;
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
  | (EventBase & { readonly type: 'prompt-raised'; readonly prompt: Prompt })
  | (EventBase & {
      readonly type: 'opportunity-fire-plotted';
      readonly manId: string;
      readonly fireTask: string;
      readonly cost: number;
      readonly breakdown: Breakdown;
      readonly payload?: Readonly<Record<string, unknown>>;
      /** The module's plot with its condition (Case 10.72); host-only. */
      readonly plot?: OpportunityPlot;
      /** The fire (or throw) part of `cost` (Case 10.76, TS15). */
      readonly fireCost?: number;
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
      /** Why the route was not finished: an observation prompt (Case 7.52), an Enemy man's square (Case 7.44), a mine (Case 22.1), or his Task Points (Case 6.44, a route move). */
      readonly stopped?: { readonly reason: 'prompt' | 'enemy-square' | 'mine' | 'task-points'; readonly caseRef: string; readonly unexecuted: readonly Square[] };
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
      readonly reason: 'declared' | 'fell-prone' | 'stopped' | 'panicked' | 'preservation' | 'exited';
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'side-passed'; readonly side: string; readonly phase: string; readonly caseRef: string })
  | ScenarioEvent
  | WireEvent
  | LiveWireEvent
  | FlameEvent
  | MineEvent
  | LauncherEvent
  | SearchlightEvent
  | IlluminationEvent
  | ClimbingEvent
  | DogEvent
  | UnderwaterEvent
  | MountEvent
  | VehicleEvent
  | FireEvent
  | ArtilleryEvent
  | AntitankEvent
  | SatchelEvent;

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
  'endurance-assigned': true,
  'man-deployed': true,
  'object-placed': true,
  'deployment-ended': true,
  'entry-side-chosen': true,
  'man-entered': true,
  'panic-checked': true,
  'panic-fire-ordered': true,
  'panic-fire-not-delivered': true,
  'panic-target-chosen': true,
  'sentry-moved': true,
  'square-entered': true,
  'structures-observed': true,
  'melee-resolved': true,
  'preservation-rolled': true,
  'man-exited': true,
  'reinforcements-arrived': true,
  'object-moved': true,
  'counter-changed': true,
  'train-moved': true,
  'train-speed-ordered': true,
  'scenario-work-done': true,
  'scenario-work-completed': true,
  'equipment-taken': true,
  'bridge-detonated': true,
  'tram-ridden': true,
  'game-ended': true,
  'fire-resolved': true,
  'observed-automatically': true,
  'opportunity-plots-updated': true,
  'opportunity-held': true,
  'grenade-prepared': true,
  'grenade-thrown': true,
  'weapon-reloaded': true,
  'weapon-prepared': true,
  'weapons-dropped': true,
  'weapon-picked-up': true,
  'weapons-exchanged': true,
  'explosive-emplaced': true,
  'explosive-assigned': true,
  'smoke-laid': true,
  'smoke-dissipated': true,
  'explosive-checked': true,
  'flamethrower-exploded': true,
  'flame-blast': true,
  'flamethrower-chain-roll': true,
  'man-caught-fire': true,
  'man-burned': true,
  'flames-smothered': true,
  'flamethrower-repair': true,
  'structure-demolished': true,
  'wire-bridged': true,
  'wire-bridge-used': true,
  'wire-left': true,
  'wire-clipping': true,
  'wire-clipped': true,
  'wire-electrified': true,
  'wire-tested': true,
  'wire-touched': true,
  'wire-shock': true,
  'wire-boosted': true,
  'mine-placed': true,
  'mine-removed': true,
  'mine-triggered': true,
  'claymore-fired': true,
  'mine-detonated': true,
  'rifle-grenade-affixed': true,
  'thump-gun-issued': true,
  'launcher-fired': true,
  'searchlight-placed': true,
  'searchlight-manned': true,
  'searchlight-turned': true,
  'searchlight-shot': true,
  'searchlight-destroyed': true,
  'flare-fired': true,
  'illumination-lit': true,
  'illumination-expired': true,
  'star-shell-drifted': true,
  'wind-rolled': true,
  'man-climbed': true,
  'man-climbed-down': true,
  'hooks-issued': true,
  'dog-wind-rolled': true,
  'dog-wind-checked': true,
  'dog-placed': true,
  'dog-scented': true,
  'dog-released': true,
  'dog-recalled': true,
  'dog-whistle-blown': true,
  'dog-whistle-stopped': true,
  'dog-handler-changed': true,
  'diving-gear-issued': true,
  'man-dived': true,
  'diving-gear-changed': true,
  'man-swims': true,
  'mouthpiece-tear': true,
  'mouthpiece-replaced': true,
  'breath-checked': true,
  'revive-worked': true,
  'high-surf-set': true,
  'mount-placed': true,
  'man-mounted': true,
  'man-dismounted': true,
  'mount-hobbled': true,
  'mount-panicked': true,
  'mount-fell': true,
  'reins-passed': true,
  'mount-hitched': true,
  'mount-stood-at-wire': true,
  'grenade-dropped': true,
  'dropped-grenade-exploded': true,
  'vehicle-placed': true,
  'vehicle-moved': true,
  'vehicle-pivoted': true,
  'turret-turned': true,
  'vehicle-hatch': true,
  'crew-exchanged': true,
  'crew-bailed-out': true,
  'crew-re-entered': true,
  'man-boarded': true,
  'man-alighted': true,
  'vehicle-damaged': true,
  'vehicle-exploded': true,
  'vehicle-panic-checked': true,
  'artillery-allotted': true,
  'artillery-planned': true,
  'artillery-unplanned': true,
  'gun-targeted': true,
  'observer-designated': true,
  'artillery-announced': true,
  'forward-observed': true,
  'observation-credited': true,
  'shell-landed': true,
  'rocket-launcher-issued': true,
  'rocket-fired': true,
  'rocket-reloaded': true,
  'law-issued': true,
  'law-fired': true,
  'main-gun-fired': true,
  'vehicle-machinegun-fired': true,
  'satchel-charges-issued': true,
  'satchel-prepared': true,
  'satchel-thrown': true,
  'satchel-dropped': true,
  'satchel-picked-up': true,
  'satchel-exploded': true,
};

/** Every event type (exhaustive by construction), for the persistence layer's check of stored rows. */
export const GAME_EVENT_TYPES: readonly string[] = Object.keys(EVENT_TYPES);
