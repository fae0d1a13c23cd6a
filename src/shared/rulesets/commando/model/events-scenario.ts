import type { FieldTerrain, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { ManCondition, ManState } from './state';
import type { GameEnd, ScenarioObject } from './scenario-state';
import type { EventBase, MovedStep } from './event-base';

/** Events of Sections 12, 14, 15 and 38 (panic-step.ts, melee-phase.ts, bookkeeping-preservation.ts, entry.ts, reinforcements.ts, setup-commands.ts). */
export type ScenarioEvent =
  /** Case 9.4 / 38.21: endurance per man (rolled endurance is secret from the enemy: the umpire's log only). */
  | (EventBase & { readonly type: 'endurance-assigned'; readonly endurances: Readonly<Record<string, number>>; readonly choice: 'standard' | 'rolled'; readonly caseRef: string })
  /** Case 38.41: a defender set up in secret. */
  | (EventBase & { readonly type: 'man-deployed'; readonly manId: string; readonly square: Square; readonly zone: number; readonly sentryRoute?: readonly Square[]; readonly caseRef: string })
  | (EventBase & { readonly type: 'object-placed'; readonly objectId: string; readonly square: Square; readonly caseRef: string })
  /** Cases 41.7, 45.7, 46.7: the attacking Player's written choice of entry option (umpire and his own side only). */
  | (EventBase & { readonly type: 'entry-side-chosen'; readonly side: string; readonly optionId: string; readonly caseRef: string })
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
  /**
   * Case 41.81 (ruling ST2): he has Observed these map structures from `square`, standing in the scenario features `from`
   * (no roll: range and Line of Sight only). A side learns only its own men's observations (view.ts).
   */
  | (EventBase & { readonly type: 'structures-observed'; readonly manId: string; readonly side: string; readonly structures: readonly string[]; readonly square: Square; readonly from: readonly string[]; readonly phase: string; readonly caseRef: string })
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
      /** Case 19.41: the horses that struck or were struck; `charged` when it struck this Phase (its next Turn's first blow rears). */
      readonly horses?: readonly { readonly id: string; readonly woundPoints: number; readonly condition: ManCondition; readonly taskPointsLost: number; readonly charged: boolean }[];
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
