import type { FieldTerrain, LineFeature, SideRef, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { InitiativeRecord, ManCondition, ManState, Posture, Prompt } from './state';
import type { Armament, CarriedWeapon } from '../rules/weapons';
import type { PreparedGrenade } from '../rules/grenades';
import type { OpportunityPlot } from '../rules/opportunity-fire';
import type { Explosive } from '../rules/explosives';
import type { GameEnd, ScenarioObject } from './scenario-state';
import type { Mine } from '../rules/mines-model';

import type { RecordedDice } from '../../../kernel/dice/recording-dice';
export type { RecordedDice };

interface EventBase {
  readonly dice?: readonly RecordedDice[];
}

/**
 * A rule module that is not written yet leaves a hook in the events, so the
 * log says what was skipped and why (Case 14.11's panic check, for one).
 */
export interface PendingHook {
  readonly status: 'not-wired' | 'not-required' | 'resolved';
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
      /** Why the route was not finished: an observation prompt (Case 7.52) or an Enemy man's square (Case 7.44). */
      readonly stopped?: { readonly reason: 'prompt' | 'enemy-square' | 'mine'; readonly caseRef: string; readonly unexecuted: readonly Square[] };
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
  | MineEvent
  | FireEvent;

/** One target of a fire task as resolved (engine/fire-command.ts); his wounds follow as `man-wounded` events. */
export interface FireTargetRecord {
  readonly targetId: string;
  readonly fires: number;
  readonly chance: Breakdown;
  readonly killChance: Breakdown;
  readonly hit: boolean;
  readonly killed: boolean;
  readonly woundPoints: number;
  readonly condition: ManCondition;
  /** Cases 10.74, 14.31 (opportunity fire) or 17.21 (flamethrower): he must check panic now; Section 14 consumes it. */
  readonly panicCheckDue?: { readonly caseRef: string };
}

/** Events of Sections 9–11, 13 and opportunity fire (engine/fire-command.ts, grenade-command.ts, weapon-command.ts, opportunity-command.ts). */
export type FireEvent =
  | (EventBase & {
      readonly type: 'fire-resolved';
      readonly firerId: string;
      readonly weaponId: string;
      readonly weapon: string;
      readonly aimed: boolean;
      readonly spray: boolean;
      /** Opportunity fire (Cases 6.31, 10.7): the prompt answered; `simultaneous` for Case 10.55 return fire. */
      readonly opportunity?: { readonly promptId: string; readonly simultaneous: boolean; readonly caseRef: string };
      /** The fire task's cost (Chart 5.22 with Cases 10.16, 10.43, 9.21, aiming). */
      readonly cost: Breakdown;
      /** What is charged now: the cost less any part the plot prepaid (Case 10.76, ruling TS15). */
      readonly taskPointsCharged: number;
      readonly targets: readonly FireTargetRecord[];
      /** Case 10.62: the magazine check unloaded the weapon. */
      readonly magazineUnloaded: boolean;
      /** Cases 14.11, 14.13: the opportunity firer checks panic as he fires (unless he has this Phase). */
      readonly firerPanicCheckDue?: { readonly caseRef: string };
      /** Cases 10.74, 14.31 (ruling O11): the man fired upon by opportunity fire checks panic now (one target; also in `targets`). */
      readonly panicCheckDue?: { readonly manId: string; readonly caseRef: string };
      /** Cases 14.22, 14.34: the fire a panic "fire" result ordered (`panic-fire-ordered`); it delivers `ManTurn.panicFire`. */
      readonly panicFire?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Case 17.31 (Table 10.81 note †): the flamethrower rolled in its explosion range; after all the task's fires. The weapon is gone (ruling GC5). */
  | (EventBase & { readonly type: 'flamethrower-exploded'; readonly manId: string; readonly weaponId: string; readonly rolls: readonly number[]; readonly armament: Armament; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 11.72 (and a scenario's listing, e.g. Case 40.43): a detonated charge's effect on a structure; the map is public. */
  | (EventBase & {
      readonly type: 'structure-demolished';
      readonly explosiveId: string;
      readonly at: Square;
      /** The map structure's id when the target is a named structure. */
      readonly structureId?: string;
      /** Case 40.43: `damaged` when one wall went; `destroyed` when the structure was levelled or lost all its walls. */
      readonly result?: 'damaged' | 'destroyed';
      readonly squares: readonly { readonly square: Square; readonly from: FieldTerrain; readonly to: FieldTerrain }[];
      readonly removedLines: readonly LineFeature[];
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Case 8.5: every enemy man with LOS and in range observes a man who fires or throws. */
  | (EventBase & { readonly type: 'observed-automatically'; readonly actorId: string; readonly square: Square; readonly posture: Posture; readonly observerIds: readonly string[]; readonly caseRef: string })
  /** Case 10.72, ruling O4: the plots' counts and designated men after a step, fire or throw (host-only). */
  | (EventBase & { readonly type: 'opportunity-plots-updated'; readonly plots: Readonly<Record<string, OpportunityPlot>>; readonly caseRef: string })
  /** Cases 7.53, 10.73, ruling O5: the plotted man lets this moment pass. */
  | (EventBase & { readonly type: 'opportunity-held'; readonly promptId: string; readonly plotterId: string; readonly caseRef: string })
  | (EventBase & { readonly type: 'grenade-prepared'; readonly manId: string; readonly grenade: PreparedGrenade; readonly armament: Armament; readonly cost: Breakdown; readonly exploded: readonly PreparedGrenade[]; readonly summary: readonly string[]; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'grenade-thrown';
      readonly manId: string;
      readonly grenade: PreparedGrenade;
      readonly target: Square;
      readonly chance: Breakdown;
      readonly hit: boolean;
      readonly landing: Square;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      /** Case 11.4: every man in the blast radius, friends included (Case 11.44). Their wounds follow as `man-wounded`. */
      readonly blast?: { readonly square: Square; readonly code: string; readonly killChance: Breakdown; readonly men: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean; readonly reason: string; readonly panicCheckDue?: { readonly caseRef: string } }[] };
      /** Case 10.12: smoke and illumination are not combat tasks. */
      readonly combat: boolean;
      readonly armament: Armament;
      readonly opportunity?: { readonly promptId: string; readonly simultaneous: boolean; readonly caseRef: string };
      /** Cases 10.74, 14.31: the man whose tasks the opportunity throw interrupted checks panic now (others hit: `blast.men`). */
      readonly panicCheckDue?: { readonly manId: string; readonly caseRef: string };
      /** Case 14.23: the throw a panic "fire" result ordered for a man holding a prepared grenade. */
      readonly panicFire?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'weapon-reloaded'; readonly manId: string; readonly weaponId: string; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapon-prepared'; readonly manId: string; readonly weaponId: string; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapons-dropped'; readonly manId: string; readonly square: Square; readonly dropped: readonly CarriedWeapon[]; readonly armament: Armament; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapon-picked-up'; readonly manId: string; readonly square: Square; readonly weaponId: string; readonly dropped: readonly CarriedWeapon[]; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'weapons-exchanged';
      readonly manId: string;
      readonly partnerId: string;
      readonly square: Square;
      readonly taker: Armament;
      readonly partner: Armament;
      readonly dropped: readonly CarriedWeapon[];
      readonly takerCost: Breakdown;
      readonly partnerCost?: Breakdown;
      /** Case 11.71: an explosive passed in the exchange, to `toManId`. */
      readonly explosive?: { readonly id: string; readonly toManId: string };
      readonly caseRef: string;
    })
  /** Case 11.71: before play the Player gives an explosive to one of his men (set-up, `setup/assign-explosive`). */
  | (EventBase & { readonly type: 'explosive-assigned'; readonly explosiveId: string; readonly manId: string; readonly caseRef: string })
  | (EventBase & { readonly type: 'explosive-emplaced'; readonly manId: string; readonly explosive: Explosive; readonly taskPoints: number; readonly caseRef: string })
  /** Cases 11.52–11.58, in the Bookkeeping Phase. */
  | (EventBase & { readonly type: 'smoke-laid'; readonly landing: Square; readonly squares: readonly Square[]; readonly turn: number; readonly source: string; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 11.54, in the Bookkeeping Phase. */
  | (EventBase & { readonly type: 'smoke-dissipated'; readonly dissipated: readonly Square[]; readonly summary: readonly string[]; readonly caseRef: string })
  /** Cases 11.74–11.76, in the Bookkeeping Phase; wounds follow as `man-wounded`. */
  | (EventBase & { readonly type: 'explosive-checked'; readonly explosive: Explosive; readonly detonated: boolean; readonly summary: readonly string[]; readonly caseRef: string });

/** Events of Sections 12, 14, 15 and 38 (panic-step.ts, melee-phase.ts, bookkeeping-preservation.ts, entry.ts, reinforcements.ts, setup-commands.ts). */
export type ScenarioEvent =
  /** Case 9.4 / 38.21: endurance per man (rolled endurance is secret from the enemy: the umpire's log only). */
  | (EventBase & { readonly type: 'endurance-assigned'; readonly endurances: Readonly<Record<string, number>>; readonly choice: 'standard' | 'rolled'; readonly caseRef: string })
  /** Case 38.41: a defender set up in secret. */
  | (EventBase & { readonly type: 'man-deployed'; readonly manId: string; readonly square: Square; readonly zone: number; readonly sentryRoute?: readonly Square[]; readonly caseRef: string })
  | (EventBase & { readonly type: 'object-placed'; readonly objectId: string; readonly square: Square; readonly caseRef: string })
  /** Case 38.41: set-up over; Phase A of Game-Turn 1 begins. */
  | (EventBase & { readonly type: 'deployment-ended'; readonly caseRef: string })
  /** Cases 38.51–38.55: he enters on an edge square, paying its cost plus 5 per man ahead of him there this Game-Turn. */
  | (EventBase & { readonly type: 'man-entered'; readonly manId: string; readonly square: Square; readonly edge: 'north' | 'east' | 'south' | 'west'; readonly cost: number; readonly queuePenalty: number; readonly breakdown: Breakdown; readonly caseRef: string })
  /** Section 14.0: a panic check (or automatic panic, Case 38.61) and its result. */
  | (EventBase & {
      readonly type: 'panic-checked';
      readonly manId: string;
      readonly trigger: string;
      readonly automatic: boolean;
      readonly chance: Breakdown;
      readonly roll?: number;
      readonly panicked: boolean;
      readonly result?: 'fall-prone' | 'fire' | 'move' | 'hand-to-hand';
      readonly log: readonly string[];
      readonly caseRef: string;
    })
  /** Case 14.22: the panicked man's fire, for the fire module to resolve (or the umpire). */
  | (EventBase & { readonly type: 'panic-fire-ordered'; readonly manId: string; readonly kind: 'fire' | 'poised' | 'fall-prone'; readonly candidates: readonly string[]; readonly how: 'fire' | 'throw-grenade'; readonly at: 'enemy' | 'friend' | 'anyone'; readonly text: string; readonly caseRef: string })
  /** Case 14.22: the owning Player chose among equally near targets; the fire follows. */
  | (EventBase & { readonly type: 'panic-target-chosen'; readonly promptId: string; readonly manId: string; readonly targetId: string; readonly caseRef: string })
  /** Case 14.22: the ordered panic fire could not be made (the fire module's refusal); the order stays on `ManTurn.panicFire` for the umpire. */
  | (EventBase & { readonly type: 'panic-fire-not-delivered'; readonly manId: string; readonly targetId?: string; readonly code: string; readonly reason: string; readonly caseRef: string })
  /** Case 38.45: sentries walk 25 Task Points of their loop between the two Task Execution Phases. */
  | (EventBase & { readonly type: 'sentry-moved'; readonly manId: string; readonly steps: readonly MovedStep[]; readonly index: number; readonly caseRef: string })
  /** Cases 12.1–12.2: a move ended in an Enemy man's square; each occupant's options, surprise included. */
  | (EventBase & { readonly type: 'square-entered'; readonly entrantId: string; readonly occupants: readonly { readonly manId: string; readonly surprised: boolean; readonly reasons: readonly string[] }[]; readonly caseRef: string })
  /** Section 12.0: the whole Hand-to-Hand Combat Phase, every round and die. */
  | (EventBase & {
      readonly type: 'melee-resolved';
      readonly combats: readonly string[];
      readonly men: readonly { readonly id: string; readonly woundPoints: number; readonly condition: ManCondition; readonly weapon: string; readonly carried: readonly string[]; readonly disengaged: boolean; readonly taskPointsLost: number; readonly taskPointsSpent: number }[];
      readonly grapples: Readonly<Record<string, readonly { readonly holder: string; readonly held: string }[]>>;
      readonly log: readonly string[];
      readonly caseRef: string;
    })
  /** Section 15.0: the side's roll and each man's check. */
  | (EventBase & {
      readonly type: 'preservation-rolled';
      readonly side: string;
      /** Case 48.43: the roll of one reinforcing group with its own Preservation Multiple (absent: the side's). */
      readonly group?: string;
      readonly percentage: Breakdown;
      readonly roll: number;
      readonly conditionBefore: number;
      readonly conditionAfter: number;
      readonly checks: readonly { readonly manId: string; readonly roll: number; readonly chance: number; readonly failed: boolean; readonly consequence?: 'preservation-routine' | 'fall-prone' }[];
      /** The Game-Turn in which the failed men act it out (the next one, Case 15.21). */
      readonly forTurn: number;
      readonly untilExit: boolean;
      readonly log: readonly string[];
      readonly caseRef: string;
    })
  /** Case 15.26 (and a commando's exit, Case 38.32): he leaves the map for good. */
  | (EventBase & { readonly type: 'man-exited'; readonly manId: string; readonly edge: 'north' | 'east' | 'south' | 'west'; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean; readonly cost: number; readonly caseRef: string })
  /** Case 38.33: reinforcements arrive off the map, to enter like commandos (Case 38.55). */
  | (EventBase & { readonly type: 'reinforcements-arrived'; readonly group: number; readonly men: readonly ManState[]; readonly caseRef: string })
  /** Case 39.43: a scenario object (a hostage group) moves, or leaves the map. */
  | (EventBase & { readonly type: 'object-moved'; readonly objectId: string; readonly steps: readonly MovedStep[]; readonly cost: number; readonly exited?: ScenarioObject['exited']; readonly byManId: string; readonly caseRef: string })
  | (EventBase & { readonly type: 'counter-changed'; readonly counter: string; readonly value: number; readonly caseRef: string })
  /**
   * Case 42.43 Movement of the Train: it moved `moved` squares along the rail line (lead index `from` → `to`);
   * riders moved with it (`riders`: their new squares; `boarded`: placed as it entered; `exited`: carried off
   * the map); Arabs in its path were run over (`man-wounded` follow); `mine`: the mine detonated and it stopped.
   */
  | (EventBase & {
      readonly type: 'train-moved';
      readonly objectId: string;
      readonly from: number;
      readonly to: number;
      readonly moved: number;
      readonly squares: readonly Square[];
      readonly riders: Readonly<Record<string, Square>>;
      readonly boarded: readonly string[];
      readonly exited: readonly string[];
      readonly ranOver: readonly string[];
      readonly mine?: { readonly objectId: string; readonly square: Square };
      readonly summary: string;
      readonly caseRef: string;
    })
  /** Case 42.43 Observation from the Train: the Turkish Player's choice of squares for this Game-Turn's move. */
  | (EventBase & { readonly type: 'train-speed-ordered'; readonly objectId: string; readonly squares: number; readonly turn: number; readonly caseRef: string })
  /** Cases 45.81, 50.43: the acting man spends Task Points on a scenario work in his square (special/scenario-work.ts). */
  | (EventBase & { readonly type: 'scenario-work-done'; readonly manId: string; readonly workId: string; readonly taskPoints: number; readonly square: Square; readonly summary: string; readonly caseRef: string })
  /** Cases 45.81, 50.43: the work is complete — an objective achieved, or an object (the radio) given to the man who finished it. */
  | (EventBase & { readonly type: 'scenario-work-completed'; readonly workId: string; readonly manId: string; readonly objective?: string; readonly objectId?: string; readonly summary: string; readonly caseRef: string })
  /** Section 13.2 (Cases 20.33, 45.81; ruling SC-H7-2): an item of equipment taken from a man in the same square, as an exchange. */
  | (EventBase & { readonly type: 'equipment-taken'; readonly manId: string; readonly fromId: string; readonly item: string; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 44.43: the one attempt to blow the bridge (1D100); on success the bridge squares become river and the men on it are killed (`man-wounded` follow). */
  | (EventBase & {
      readonly type: 'bridge-detonated';
      readonly manId: string;
      readonly feature: string;
      readonly cost: Breakdown;
      readonly chance: Breakdown;
      readonly roll: number;
      readonly success: boolean;
      readonly squares: readonly { readonly square: Square; readonly from: FieldTerrain; readonly to: FieldTerrain; readonly elevation: number }[];
      readonly summary: string;
      readonly caseRef: string;
    })
  /** Case 50.43 The Tramway: instead of executing tasks, he is placed in the other "Tram" building. */
  | (EventBase & { readonly type: 'tram-ridden'; readonly manId: string; readonly from: Square; readonly to: Square; readonly taskPoints: number; readonly caseRef: string })
  /** Case 38.32 / 38.24: the game is over; victory per side. */
  | (EventBase & { readonly type: 'game-ended'; readonly end: GameEnd });

/** Section 20.0 Barbed Wire (engine/wire-command.ts). */
export type WireEvent =
  /** Case 20.12: a prone man lies on straight wire beside his square (engine/wire-command.ts). */
  | (EventBase & { readonly type: 'wire-bridged'; readonly manId: string; readonly side: SideRef; readonly square: Square; readonly turn: number; readonly phase: string; readonly caseRef: string })
  /** Case 20.13: a man crossed the wire over the bridging man in this Phase. */
  | (EventBase & { readonly type: 'wire-bridge-used'; readonly bridgeManId: string; readonly byManId: string; readonly turn: number; readonly phase: string; readonly caseRef: string })
  /** Case 20.13: the bridging man stands (in `square`); `early` when before his time (the 1D6 Wound Points follow as `man-wounded`, with the die). */
  | (EventBase & { readonly type: 'wire-left'; readonly manId: string; readonly square: Square; readonly cost: Breakdown; readonly early: boolean; readonly caseRef: string })
  /** Cases 20.31–20.32: Task Points toward clipping one wire side. */
  | (EventBase & { readonly type: 'wire-clipping'; readonly manId: string; readonly side: SideRef; readonly terrain: 'barbed-wire' | 'concertina-wire'; readonly taskPoints: number; readonly total: number; readonly needed: number; readonly breakdown: Breakdown; readonly caseRef: string })
  /** Case 20.34: the wire has ceased to exist in the side (the map changes). */
  | (EventBase & { readonly type: 'wire-clipped'; readonly manId: string; readonly side: SideRef; readonly terrain: 'barbed-wire' | 'concertina-wire'; readonly caseRef: string });

/** One man's Wound Points from a mine (Cases 22.1, 22.21, 22.36). */
export interface MineHit {
  readonly manId: string;
  readonly mineId: string;
  readonly woundPoints: number;
  readonly breakdown?: Breakdown;
  /** Case 11.4 (a mine blast is a grenade's): the kill chance fell on him. */
  readonly killed?: boolean;
  /** Case 22.21: 5 or more Wound Points from a bounce mine. */
  readonly severe?: boolean;
  readonly caseRef: string;
}

/** Section 22.0 Mines (engine/mine-command.ts). */
export type MineEvent =
  /** Section 22.0 Procedure: a mine noted in secret before play (id assigned by the engine). */
  | (EventBase & { readonly type: 'mine-placed'; readonly mine: Mine; readonly caseRef: string })
  | (EventBase & { readonly type: 'mine-removed'; readonly mineId: string; readonly caseRef: string })
  /** Cases 22.1, 22.35: a man entered a mined or tripwire square; 1D6, even detonates. */
  | (EventBase & { readonly type: 'mine-triggered'; readonly manId: string; readonly square: Square; readonly mineIds: readonly string[]; readonly how: 'entered' | 'tripwire'; readonly roll: number; readonly detonated: boolean; readonly caseRef: string })
  /** Cases 22.32, 22.34: a man at the detonator sets off every claymore rigged to it (20 Task Points). */
  | (EventBase & {
      readonly type: 'claymore-fired';
      readonly manId: string;
      readonly mineIds: readonly string[];
      readonly cost: Breakdown;
      /** What is charged now: the cost less what a detonation plot prepaid (Cases 10.76, 22.33; ruling MN11); absent means `cost.final`. */
      readonly taskPointsCharged?: number;
      /** Opportunity detonation (Case 22.33): the prompt answered, the plot spent. */
      readonly opportunity?: { readonly promptId: string };
      readonly caseRef: string;
    })
  /** Cases 22.1, 22.36, 22.37: the mines went off; the hits follow as man-wounded events. */
  | (EventBase & { readonly type: 'mine-detonated'; readonly mineIds: readonly string[]; readonly byManId?: string; readonly turn: number; readonly hits: readonly MineHit[]; readonly caseRef: string });

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
  'man-entered': true,
  'panic-checked': true,
  'panic-fire-ordered': true,
  'panic-fire-not-delivered': true,
  'panic-target-chosen': true,
  'sentry-moved': true,
  'square-entered': true,
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
  'structure-demolished': true,
  'wire-bridged': true,
  'wire-bridge-used': true,
  'wire-left': true,
  'wire-clipping': true,
  'wire-clipped': true,
  'mine-placed': true,
  'mine-removed': true,
  'mine-triggered': true,
  'claymore-fired': true,
  'mine-detonated': true,
};

/** Every event type (exhaustive by construction), for the persistence layer's check of stored rows. */
export const GAME_EVENT_TYPES: readonly string[] = Object.keys(EVENT_TYPES);
