/**
 * What a game keeps of its scenario (Section 38.0) while it is played: the
 * clock and victory conditions, the set-up and entry rules as squares, the
 * sentries' routes, the scenario objects (Entebbe's hostage groups) and
 * counters, reinforcement arrivals, and the end of the game. Types only;
 * built by `scenarios/setup-game.ts`, folded by `engine/dispatch.ts`.
 * Umpire-only: views never copy it to a side (sentry routes are secret).
 */
import type { MapEdge, Square } from '../../../map/map-model';
import type { Condition, SideVictory, Verdict } from './victory-schema';
import type { ManStatistics } from './man-statistics';
import type { Era } from './scenario-schema';

export interface ScenarioDeployment {
  readonly side: string;
  readonly caseRef: string;
  /** Case 38.43: men per Zone. */
  readonly zones: readonly { readonly zone: number; readonly men: number }[];
  /** Zones named by a set-up not by counts (Case 42.6): any of them, `men` in total. */
  readonly groups: readonly { readonly men: number; readonly zones: readonly number[] }[];
  /** Cases 38.45–38.48. */
  readonly sentryAllowed: boolean;
  readonly sentryForbiddenZones: readonly number[];
  readonly sentryOwnZoneOnly: boolean;
}

export interface ScenarioEntry {
  readonly side: string;
  readonly caseRef: string;
  /** Case 38.51: every square a man may enter on (empty with `anyEdge`). */
  readonly squares: readonly Square[];
  readonly edges: readonly MapEdge[];
  readonly anyEdge: boolean;
  /** Cases 41.7, 45.7, 46.7: the scenario's options, each its squares in printed order (absent in games created before they were kept). */
  readonly options?: readonly { readonly id: string; readonly squares: readonly Square[] }[];
  /** Case 41.7 "All men must enter in the same side": one option for every man (absent = any square of any option). */
  readonly chooseOne?: 'before-deployment' | 'secretly-before-deployment';
  /** Case 48.7 "The men must enter on fifteen adjacent Squares": every entry square within one run of this many squares traced along the options' squares. */
  readonly windowSquares?: number;
}

export interface ReinforcementGroup {
  readonly index: number;
  readonly side: string;
  readonly caseRef: string;
  readonly men: number;
  readonly countedFrom: 'game-start' | 'first-observation-or-turn-10' | 'first-commando-entry';
  readonly firstAfter: number;
  readonly every?: number;
  /** Cases 38.37 (Addenda), 38.55: where they enter. */
  readonly squares: readonly Square[];
  readonly edges: readonly MapEdge[];
  /** Arrivals so far. */
  readonly arrived: number;
  /** Each arriving man's statistics (Case 38.33: the same "vital statistics" unless the scenario says otherwise). */
  readonly template: readonly { readonly weapons: readonly string[]; readonly grenades: Readonly<Record<string, number>>; readonly endurance: number; readonly formula: string }[];
  /** Case 48.43: statistics of their own (the technical advisers) instead of their side's. */
  readonly stats?: ManStatistics;
  /** Case 48.43: each arrival keeps its own Preservation Multiple and condition. */
  readonly preservationPerGroup?: boolean;
}

export interface ScenarioObject {
  readonly id: string;
  readonly kind: string;
  /** The north-west square of its area (a hostage group is 2×2, Case 39.43); absent before set-up or after exit. */
  readonly square?: Square;
  readonly size: number;
  readonly taskPoints?: number;
  /** Task Points spent in `spentTurn`. */
  readonly spent: number;
  readonly spentTurn: number;
  readonly exited?: { readonly edge: MapEdge; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean; readonly turn: number };
  /** Every square of an object longer than one square, on the map, lead first (kind `train`, Case 42.43: three squares; `square` is the lead). */
  readonly squares?: readonly Square[];
  /** Case 42.43: the train's run (special/hejaz-train.ts). */
  readonly train?: TrainRun;
}

/** Case 42.43 Movement of the Train: where the train is on its line and how fast it runs. */
export interface TrainRun {
  /** The side whose men ride it (the Turks). */
  readonly side: string;
  /** Index of its lead square on the rail line from the entry square (Case 42.7); -1 before it enters. */
  readonly lead: number;
  /** Men who enter aboard it and are not on the map yet (ruling HJ2: every Turk), second square first. */
  readonly boarding: readonly string[];
  /** Squares moved in the last Game-Turn it moved, and that Game-Turn. */
  readonly lastMove?: number;
  readonly movedTurn?: number;
  /** Case 42.43 "Turkish Player's option": the squares ordered for this Game-Turn's move. */
  readonly ordered?: { readonly turn: number; readonly squares: number };
  /** It stops for good (Case 42.43: the mine detonated) or has run off the map. */
  readonly stopped?: { readonly turn: number; readonly reason: 'mine' | 'left-map'; readonly caseRef: string };
}

/** Task Points spent on one scenario work (Cases 45.81, 50.43): per man, and per Game-Turn ("7" → points). */
export interface ScenarioWorkProgress {
  readonly byMan: Readonly<Record<string, number>>;
  readonly byTurn: Readonly<Record<string, number>>;
  /** The Game-Turn each man last worked (he stays in his square that Turn, Case 50.43). */
  readonly lastTurn: Readonly<Record<string, number>>;
}

export interface SideOutcome {
  readonly side: string;
  readonly caseRef: string;
  /** Every outcome whose condition holds, or needs the umpire. */
  readonly outcomes: readonly { readonly result: string; readonly verdict: Verdict; readonly text: string }[];
  /** Some part is for the umpire to judge (Case 38.24 conditions the record cannot decide). */
  readonly umpireJudged: boolean;
}

export interface GameEnd {
  readonly turn: number;
  readonly reason: 'turn-limit' | 'goal' | 'attackers-out' | 'umpire';
  readonly caseRef: string;
  readonly sides: readonly SideOutcome[];
}

/** What the scenario hands a side (a count of pieces; null: the count is not printed). */
export interface AntitankAllotment {
  readonly count: number | null;
  readonly caseRef: string;
}
export type AntitankKind = 'rocket-launcher' | 'law' | 'satchel-charge';
export type AntitankAllotments = Readonly<Partial<Record<AntitankKind, Readonly<Record<string, AntitankAllotment>>>>>;

export interface ScenarioRuntime {
  readonly id: string;
  readonly title: string;
  readonly section: number;
  /** Case x.1 "Era" (Section 38.0): which line of the era-dependent tables is read (Cases 11.81, 11.84; Case 22.1's mine blast). Absent in games created before it was kept: World War II (carried-weapons.ts). */
  readonly era?: Era;
  readonly optionalRules: readonly string[];
  /** Named campaign readings chosen for this game (model/readings.ts); absent or empty: the rules text. */
  readonly readings?: readonly string[];
  /** Case 21.11 with the scenario's suggestion (Cases 39.41, 41.41, 48.41): thump guns each side may issue in set-up (count null: as many as it likes). Absent: any side, any number (Players' scenarios). */
  readonly thumpGuns?: Readonly<Record<string, { readonly count: number | null; readonly caseRef: string; readonly inLieuOf?: string }>>;
  /**
   * Cases 25.11, 26.0, 27.0 with the scenario's listing (Cases 45.41, 46.41, 47.42, 49.41): rocket launchers, LAWs and satchel
   * charges each side may be handed in set-up (count null: not printed, the umpire's). Absent for a kind: any side, any number
   * (a Players' scenario, or a Section chosen by agreement). engine/antitank-allotments.ts.
   */
  readonly antitankAllotments?: AntitankAllotments;
  /** Case 9.4: standard or rolled endurance for every man, reinforcements included. */
  readonly enduranceChoice: 'standard' | 'rolled';
  readonly specialRules: readonly string[];
  readonly gameLength: {
    readonly caseRef: string;
    readonly goalOriented: boolean;
    readonly goal?: Condition;
    readonly turnLimit?: { readonly turns: number; readonly countedFrom: 'game-start' | 'first-observation-or-turn-10' | 'first-commando-entry' };
    readonly endsWhen: readonly Condition[];
  };
  readonly victory: readonly SideVictory[];
  /** Features by id with their squares (from the map's structures / zones). */
  readonly features: Readonly<Record<string, readonly Square[]>>;
  readonly deployment: readonly ScenarioDeployment[];
  readonly entry: readonly ScenarioEntry[];
  readonly reinforcements: readonly ReinforcementGroup[];
  /** Men placed in set-up, with the Zone they count against (Case 38.43). */
  readonly deployed: Readonly<Record<string, { readonly zone: number }>>;
  /** Case 38.45: sentries' loops and where each is on it. Secret from the commando side. */
  readonly sentries: Readonly<Record<string, { readonly route: readonly Square[]; readonly index: number }>>;
  /** Case 38.53: men entered per square this Game-Turn ("col,row" → count), valid for `entriesTurn`. */
  readonly entries: Readonly<Record<string, number>>;
  readonly entriesTurn: number;
  /** Cases 41.7, 48.7: the squares each side's original men entered by, every Game-Turn (absent until the first entry). */
  readonly enteredSquares?: Readonly<Record<string, readonly Square[]>>;
  /** Case 41.81: per man, the map structures he has Observed and the scenario features he stood in (absent until the first). */
  readonly structuresObserved?: Readonly<Record<string, readonly { readonly structure: string; readonly from: readonly string[] }[]>>;
  /** Cases 41.7, 45.7, 46.7: each attacking side's written choice of entry option (`setup/choose-entry`), secret from the defender. */
  readonly entryChoices?: Readonly<Record<string, string>>;
  /** Case 38.33 / 44.43 anchors. */
  readonly firstCommandoEntryTurn?: number;
  readonly objects: Readonly<Record<string, ScenarioObject>>;
  readonly counters: Readonly<Record<string, number>>;
  /** Case 39.43: the Game-Turn an Israeli first entered the terminal / first moved the hostages; also `objective:<id>`, `destroyed:<feature>` and `done:<work>` (special/scenario-work.ts). */
  readonly flags: Readonly<Record<string, number>>;
  /** Task Points spent on scenario work (Cases 45.81, 50.43), by work id (special/scenario-work.ts); absent until the first. */
  readonly work?: Readonly<Record<string, ScenarioWorkProgress>>;
  /** Grapples standing after the last Hand-to-Hand Phase (Case 12.33), by combat square. */
  readonly grapples: Readonly<Record<string, readonly { readonly holder: string; readonly held: string }[]>>;
  /** Set-up is over (Case 38.41: the defender has deployed). */
  readonly started: boolean;
  /** The Hand-to-Hand Phase of this Game-Turn has been resolved. */
  readonly meleeResolvedTurn?: number;
  readonly ended?: GameEnd;
}
