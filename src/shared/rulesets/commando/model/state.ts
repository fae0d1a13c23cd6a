import type { SearchlightsState } from './searchlight-state';
import type { ArtilleryState } from './artillery-state';
import type { ManStatistics } from './man-statistics';
export type { ManStatistics };
import type { GameMap, Square } from '../../../map/map-model';
import type { ManKnowledge } from '../rules/knowledge';
import type { ScenarioRuntime } from './scenario-state';
import type { Armament, LyingWeapon } from '../rules/weapons';
import { canAct, type WoundCondition } from '../rules/wounds';
import type { SmokeSquare } from '../rules/smoke';
import type { Explosive } from '../rules/explosives';
import type { WireState } from '../rules/barbed-wire';
import type { MinesState } from '../rules/mines-model';
import type { LiveWireState } from '../rules/electrified-wire';
import type { FlamethrowerState } from '../rules/flamethrower-model';
import type { IlluminationState } from '../rules/illumination';
import type { DogFigure, GuardDogsState } from './dog-state';
import type { DivingGear, Submerged } from '../rules/underwater';
import type { MountFigure, MountsState } from './mount-state';
import type { VehiclesState } from './vehicle';
import type { SatchelsState } from './satchel-state';
import type { TableOverride } from '../tables/index';

export type Posture = 'erect' | 'prone';
export type ManCondition = 'fit' | 'seriously-wounded' | 'incapacitated' | 'dead';

export interface SideInfo {
  readonly id: string;
  readonly name: string;
  /** Case 38.2: commando (attacking) or defending mode; `none` where a scenario has no Modes (Case 42.43). */
  readonly mode: 'commando' | 'defending' | 'none';
  /** Case 8.71: the side's observation code letter. */
  readonly observationCode: string;
  /** Section 14.0: the side's panic percentage from the scenario's force listing; absent = panic not configured (hook only). */
  readonly panicPercentage?: number;
  /** Section 15.0: the side's preservation multiple; absent = no preservation rolls. */
  readonly preservationMultiple?: number;
  /** Case 38.21: combat bonus or debit in percent (null where the listing says "see special rules"); read by the fire and grenade modules. */
  readonly combatBonus?: { readonly fire: number | null; readonly grenade: number | null };
}

export interface ManState {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Off the map (not yet entered, or exited) when absent. */
  readonly square?: Square;
  readonly posture: Posture;
  readonly endurance: number;
  readonly wounds: number;
  readonly condition: ManCondition;
  readonly weapons: readonly string[];
  /**
   * Section 13.1: the weapons he carries (loaded flags, prepared weapon, prepared and carried grenades).
   * Absent until his first weapon task: read it with `armamentOf` (engine/carried-weapons.ts), which derives
   * it from `weapons` and `grenades`. `weapons` is kept in step (the kinds carried). Own side only in views.
   */
  readonly armament?: Armament;
  /** Section 11.0: grenades carried by kind (set by createGame). */
  readonly grenades?: Readonly<Record<string, number>>;
  /** Case 40.82: false for reinforcements (absent = original). */
  readonly original?: boolean;
  /** Case 38.51: off the map, waiting to enter (commandos and reinforcements). */
  readonly awaitingEntry?: boolean;
  /** Case 15.26: he left the map (out of play for good). */
  readonly exited?: { readonly edge: 'north' | 'east' | 'south' | 'west'; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean; readonly ableWhenExited: boolean; readonly turn: number };
  /** Cases 15.14, 15.21, 43.43: what a failed preservation check makes him do in the given Game-Turn (`untilExit`: Case 39.43 Ugandans, every Turn). */
  readonly preservation?: { readonly consequence: 'preservation-routine' | 'fall-prone'; readonly turn: number; readonly untilExit?: boolean };
  /** Case 38.13: scenario equipment he carries (the Bruneval radio, Case 45.81), by scenario object id. */
  readonly equipment?: readonly string[];
  /** Cases 12.21–12.22: surprised in Game-Turn `turn` (that Turn and the next). Who surprised him is not kept here: his side's view would name an unseen enemy. */
  readonly surprised?: { readonly turn: number };
  /** Case 48.43: statistics of his own that replace his side's (the Oilfield's technical advisers); read with `manStatistics`. */
  readonly statistics?: ManStatistics;
  /** Case 48.43: the reinforcing group whose own Preservation Multiple and condition he shares (absent: his side's). */
  readonly preservationGroup?: string;
  /** Case 22.21: 5 or more Wound Points from a bounce mine: severely wounded whatever his Wound Point Total. */
  readonly severeWound?: { readonly caseRef: string; readonly turn: number };
  /** Section 32.0: this figure is a guard dog (dog-state.ts); absent for men. */
  readonly dog?: DogFigure;
  /** Section 19.0: this figure is a horse, camel or mule (mount-state.ts); absent for men. */
  readonly mount?: MountFigure;
  /**
   * Case 7.13: his own Elevation Level within his square, when not at its ground: up a tree or on a roof (Section 35.0).
   * It holds only while he stays in `square` (read it with `manLevel`, rules/climbing.ts); absent, he is at ground level.
   */
  readonly aloft?: Aloft;
  /** Case 35.24 (ruling CL3): he carries hooks and ropes. */
  readonly hooksAndRopes?: true;
  /** Section 36.0: his snorkel or SCUBA gear (rules/underwater.ts). */
  readonly divingGear?: DivingGear;
  /** Case 36.27: below the surface of his water square (read it with `waterLevel`); absent, at level 0. */
  readonly submerged?: Submerged;
  /** Cases 36.52, 36.54: the Game-Turn he went under without breathing gear (absent: at the surface, or a SCUBA man). */
  readonly breathHeldSince?: number;
  /** Cases 36.54–36.58: unconscious from lack of air (he is incapacitated); `revive` counts a Friend's Task Points (Case 36.56). */
  readonly unconscious?: { readonly turn: number; readonly revive?: { readonly taskPoints: number; readonly firstTurn: number } };
  /** Case 36.57: revived; only 25 Task Points a Game-Turn for the rest of the game. */
  readonly revived?: true;
  /** Sections 23.0, 24.0, 29.0, 30.0 (ruling VH2): he is in or on this vehicle, with no square of his own (the vehicle's is his). */
  readonly aboard?: { readonly vehicleId: string };
}

/** Case 7.13: where a man above his square's ground is, and how high (Cases 35.12, 35.25). */
export interface Aloft {
  readonly on: 'tree' | 'roof';
  readonly level: number;
  readonly square: Square;
}


/**
 * The eight Phases of a Game-Turn, in order (Case 5.1, A–H). The strings are
 * the ones observation-limits.ts already uses for A, E, F and G.
 */
export const PHASES = [
  'observation',
  'opportunity-fire-plot',
  'initiative',
  'hand-to-hand',
  'non-prepared-task-execution',
  'prepared-task-execution',
  'bookkeeping',
  'game-turn-record',
] as const;
export type Phase = (typeof PHASES)[number];

/** What one man has done in the current Game-Turn (Sections 5.2, 6.4). */
export interface ManTurn {
  /** Task Points spent this Game-Turn (Case 5.21), including a plot's cost (Case 10.76). */
  readonly spent: number;
  /** Task Points lost to wounds this Game-Turn (Case 9.31); they are gone, not spent. */
  readonly lost: number;
  /** The Task Execution Phase in which he took his one interval (Cases 6.41, 6.43). */
  readonly actedPhase?: string;
  /** His interval is over: he may spend no more Task Points this Game-Turn (Cases 6.41, 6.43). */
  readonly done: boolean;
  /** He has performed his one combat task (Case 6.42). Set by the fire, grenade and hand-to-hand modules. */
  readonly combatTaskDone: boolean;
  /** He has performed Movement this Game-Turn (Case 8.74 note *: "observing man moving"). */
  readonly movedThisTurn: boolean;
  /** Case 11.11: the Task Execution Phase in which he prepared a grenade. */
  readonly grenadePreparedPhase?: string;
  /** Case 11.13: the Phase in which he threw a grenade. */
  readonly grenadeThrownPhase?: string;
  /** Cases 14.12–14.13: the Task Execution Phase in which he made his panic check. */
  readonly panicCheckedPhase?: string;
  /** Case 14.13: he checked for panic when he fired opportunity fire this Game-Turn (Case 14.11): no check in the opportunity firing men's portion. */
  readonly panicCheckedFiring?: boolean;
  /** Case 14.22: a panic "fire" he must deliver (resolved by the fire module), with the candidates. */
  readonly panicFire?: { readonly candidates: readonly string[]; readonly how: 'fire' | 'throw-grenade'; readonly at: 'enemy' | 'friend' | 'anyone'; readonly caseRef: string };
  /** Case 15.27: he performed the preservation routine this Game-Turn. */
  readonly ranThisTurn?: boolean;
  /** Case 24.71: he moved with a vehicle this Game-Turn (once out of it, only falling prone is left to him). */
  readonly carried?: boolean;
}

export const freshManTurn = (): ManTurn => ({ spent: 0, lost: 0, done: false, combatTaskDone: false, movedThisTurn: false });

export type { ObservationDuty, ObservationPrompt, OpportunityFirePlot, OpportunityPromptState, PanicTargetPrompt, Prompt } from './prompts';
import type { OpportunityFirePlot, Prompt } from './prompts';

/** The man executing tasks now: one interval (Case 6.43). */
export interface ActiveMan {
  readonly manId: string;
  readonly side: string;
  readonly phase: string;
  /** He entered a live Enemy man's square: no more Task Points this Phase (Case 7.44). */
  readonly stoppedByEnemy: boolean;
  /** Enemy men already prompted about him in this interval (Case 8.92: "the first Enemy man who moves"). */
  readonly prompted: readonly string[];
  /** Forced observers who chose a later point of his movement (Case 8.95). */
  readonly owed: readonly string[];
  /** Issue 15: the squares of his route move still to enter, after a stop that leaves it open (task/resume-route). */
  readonly routeLeft?: readonly Square[];
}

export interface InitiativeRecord {
  /** The side with the initiative (Case 6.1). */
  readonly side: string;
  /** Each round of rolls; every round but the last is a tie. */
  readonly rounds: readonly (readonly { readonly side: string; readonly roll: number }[])[];
}

/** Facts of a side that outlast one Game-Turn. */
export interface SideTurnInfo {
  /** Case 38.61 / Index note: the Game-Turn in which a defending man first observed a commando man. */
  readonly commandoFirstObservedTurn?: number;
  /** Case 38.61: the Game-Turn in which this (defending) side was alerted. */
  readonly alertedTurn?: number;
  /** Case 15.11: the side's preservation condition (0 or absent: none). */
  readonly preservationCondition?: number;
  /** Case 48.43: each reinforcing group's own preservation condition, by group. */
  readonly groupPreservation?: Readonly<Record<string, number>>;
}

/** Everything Sections 5–6 add to the game: the Phase machinery and each man's Game-Turn. */
export interface SequenceState {
  readonly initiative?: InitiativeRecord;
  /** The side whose man last took an interval in this Phase (alternation, Case 6.22). */
  readonly lastActedSide?: string;
  /** Sides that passed in this Phase (Case 6.41); they do no more tasks in it. */
  readonly passedSides: readonly string[];
  readonly active?: ActiveMan;
  readonly prompts: readonly Prompt[];
  readonly nextPromptNumber: number;
  readonly men: Readonly<Record<string, ManTurn>>;
  /** Secret: never shown to the other side (Case 5.1 B). */
  readonly plots: Readonly<Record<string, OpportunityFirePlot>>;
  /** Case 5.1 B: at the end of the plot Phase each side declares whether any (not how many) of its men are plotted. */
  readonly plotDeclarations?: readonly { readonly side: string; readonly anyPlotted: boolean }[];
  readonly sides: Readonly<Record<string, SideTurnInfo>>;
  /** Observation attempts made so far in this Phase: the order of Case 8.93, recorded not enforced. */
  readonly attemptsThisPhase: number;
}

export const initialSequence = (): SequenceState => ({
  passedSides: [],
  prompts: [],
  nextPromptNumber: 1,
  men: {},
  plots: {},
  sides: {},
  attemptsThisPhase: 0,
});

export interface GameState {
  readonly gameId: string;
  readonly ruleset: 'commando';
  readonly scenarioName: string;
  readonly map: GameMap;
  readonly sides: readonly SideInfo[];
  readonly men: Readonly<Record<string, ManState>>;
  readonly knowledge: Readonly<Record<string, ManKnowledge>>;
  readonly turn: number;
  /** One of PHASES (kept a string so older saved states still load). */
  readonly phase: string;
  /** Case 8.13: the scenario's observation range in squares; unlimited when absent. */
  readonly observationRange?: number | 'unlimited';
  /** Case 11.5: smoke squares on the map (with the Game-Turn that made each); they block LOS (Cases 8.23, 11.56, 11.59). */
  readonly smoke?: readonly SmokeSquare[];
  /** Cases 11.51–11.52: smoke grenades landed this Game-Turn, patterned in its Bookkeeping Phase. */
  readonly pendingSmoke?: readonly { readonly landing: Square; readonly source: string }[];
  /** Case 13.14: weapons lying where they were dropped. */
  readonly lyingWeapons?: readonly LyingWeapon[];
  /** Case 11.7: explosives in play, with the man carrying each (absent once emplaced). Umpire-only. */
  readonly explosives?: readonly (Explosive & { readonly carrierId?: string })[];
  /** Case 11.72: named map structures an explosive has damaged (one wall, Case 40.43) or destroyed; public, like the map. */
  readonly demolished?: Readonly<Record<string, 'damaged' | 'destroyed'>>;
  /** Section 20.0: bridging men, clipping under way, wire clipped away (barbed-wire.ts). Umpire-only. */
  readonly wire?: WireState;
  /** Section 22.0 (Optional Rule chosen): mine allotments and the mines laid (engine/mine-command.ts). Umpire-only but a side's own. */
  readonly mines?: MinesState;
  /** Section 31.0 (Optional Rule chosen): the live sides of straight wire and what each Player was told (electrified-wire.ts). Umpire-only. */
  readonly liveWire?: LiveWireState;
  /** Section 17.0: broken and repaired flamethrowers, burning men, this Game-Turn's flames (rules/flamethrower-model.ts). Umpire-only (view/flame-view.ts). */
  readonly flamethrowers?: FlamethrowerState;
  /** Section 33.0 (Optional Rule chosen): the searchlights (engine/searchlights.ts). Public like the map; the beams a side sees come through its view. */
  readonly searchlights?: SearchlightsState;
  /** Section 28.0 (Optional Rule chosen): allotments, the secret plans and targets, announcements and impacts (engine/artillery-*.ts; the side's share through view/artillery-view.ts). */
  readonly artillery?: ArtilleryState;
  /** Section 34.0 (Optional Rule chosen): illumination devices burning, the wind, the flares issued (rules/illumination.ts). Public once lit, within sight (view/illumination-view.ts). */
  readonly illumination?: IlluminationState;
  /** Section 32.0: the wind, the scenario's dogs, the whistles (the dogs themselves are men with `dog`, dog-state.ts). */
  readonly guardDogs?: GuardDogsState;
  /** Cases 36.61–36.63: the umpire has declared high surf (Section 36.0). Public, as the weather. */
  readonly highSurf?: true;
  /** Section 19.0: the scenario's mounts still to place, and the next mount number. */
  readonly mounts?: MountsState;
  /** Sections 23.0, 24.0, 29.0, 30.0 (Optional Rules chosen): the vehicles (model/vehicle.ts). A side sees its own, and an enemy one only as its men see it (view/vehicle-view.ts). */
  readonly vehicles?: VehiclesState;
  /** Section 25.0 (Optional Rule chosen): the prepared satchel charges, held, lying or on a vehicle (engine/satchel-command.ts). Umpire-only. */
  readonly satchels?: SatchelsState;
  /** Sections 5–6; absent in a state that has not begun the sequence (read it with `sequenceOf`). */
  readonly sequence?: SequenceState;
  /** Number of events folded into this state. */
  readonly version: number;
  /** Section 38.0: the scenario being played (set by createGame); absent in a bare engine game. */
  readonly scenario?: ScenarioRuntime;
  /**
   * The campaign's chart overrides this game was started with (tables/index.ts `applyOverrides`); absent when none.
   * Recorded in the initial state, so replay keeps them if the campaign's change later. Read the charts with
   * engine/game-tables.ts `tablesOf`. Umpire-only.
   */
  readonly tableOverrides?: readonly TableOverride[];
}

export function menOfSide(state: GameState, side: string): ManState[] {
  return Object.values(state.men).filter((m) => m.side === side);
}

export function sideOf(state: GameState, manId: string): string | undefined {
  return state.men[manId]?.side;
}

export function sequenceOf(state: GameState): SequenceState {
  return state.sequence ?? initialSequence();
}

export function manTurnOf(state: GameState, manId: string): ManTurn {
  return sequenceOf(state).men[manId] ?? freshManTurn();
}

/**
 * Cases 14.12, 14.13: he has checked for panic in this Task Execution Phase — in this Phase, or, in the
 * opportunity firing men's portion (the Prepared Phase), when he fired opportunity fire earlier in the Game-Turn.
 */
export function panicCheckedThisPhase(state: GameState, manId: string): boolean {
  const t = manTurnOf(state, manId);
  return t.panicCheckedPhase === state.phase || (state.phase === 'prepared-task-execution' && t.panicCheckedFiring === true);
}

// Can this man take any action at all? One rule for men and wound states alike (rules/wounds.ts).
export { canAct };

/** Men who can act and are on the map. */
export const ableOnMap = (m: ManState): boolean => canAct(m) && m.square !== undefined;

/** His recorded condition from his wound condition (Case 9.0): unwounded and wounded men are both 'fit'. */
export const conditionOf = (c: WoundCondition): ManCondition => (c === 'unwounded' || c === 'wounded' ? 'fit' : c);
