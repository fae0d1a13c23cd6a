/**
 * The small input and output model of hand-to-hand combat (Section 12.0).
 * The engine adapts its game state to these shapes; every function over
 * them is pure and rolls only through the DiceSource it is given.
 *
 * A combat is the men of two sides in one square (Case 12.16: at most two
 * each). Grapples are directed: `holder` has grappled `held` (Case 12.4); a
 * mutual grapple is two entries. Orders are the Players' announcements for a
 * round (Cases 12.4, 12.5, 12.53, 12.74); a man without an order keeps his
 * grapples, evades new ones and strikes at a legal target.
 */
import type { DiceRoll } from './dice-codes';
import type { Breakdown } from '../../../kernel/breakdown';
import type { CommandoTables } from '../tables';
import type { MeleeWeaponId } from '../tables/hand-to-hand-weapons';
import type { HorseMeleeLine } from '../tables/mounts';
import type { WoundCondition } from './wounds';

export type ManId = string;

/** Case 12.0 procedure: five rounds (Case 5.1 D: Steps 2 and 3 repeated five times). */
export const ROUNDS_PER_PHASE = 5;

export interface MeleeMan {
  readonly id: ManId;
  /** His Player; a combat has exactly two sides. */
  readonly side: string;
  readonly endurance: number;
  readonly woundPoints: number;
  /** His prepared weapon as its Table 12.93 row (Cases 12.51, 13.17); absent = fists. */
  readonly weapon?: MeleeWeaponId;
  /** Other weapons he carries and may draw (Cases 12.5, 12.92). */
  readonly carried?: readonly MeleeWeaponId[];
  /** Surprised in this Game-Turn (Cases 12.21–12.22): the engine says so for the surprise Turn and the Turn after. */
  readonly surprised?: boolean;
  /** The men who surprised him (Case 12.23); absent = every Enemy man in the combat. */
  readonly surprisedBy?: readonly ManId[];
  /** Panicked: grapples and strikes with his prepared weapon every round (Case 14.29). */
  readonly panicked?: boolean;
  /** On horseback: he never grapples nor is grappled (Case 19.42), not even by a panicked man or a dog. */
  readonly mounted?: boolean;
}

/** `holder` has grappled `held` (Case 12.4). */
export interface Grapple {
  readonly holder: ManId;
  readonly held: ManId;
}

/** What a Player wishes for his men in a combat (Case 12.3). */
export type CombatWish = 'fight' | 'disengage';

export type BlowAction =
  /** Case 12.74: strike at this Enemy man (absent: a legal target is chosen). */
  | { readonly kind: 'strike'; readonly target?: ManId }
  /** Case 12.5: instead of a blow, draw this carried weapon (dropping the prepared one). */
  | { readonly kind: 'draw'; readonly weapon: MeleeWeaponId }
  | { readonly kind: 'pass' };

export interface ManRoundOrder {
  /** Case 12.4: attempt to grapple this Enemy man. Without it the man evades new grapples (Case 12.42). */
  readonly grapple?: ManId;
  /** Case 12.44: try to break free of these grapples (every one he is in, for `true`): a 1 on 1D6. */
  readonly breakFree?: true | readonly ManId[];
  /** Case 12.53: drop the prepared weapon before acting; no blow is spent. */
  readonly drop?: boolean;
  /** The round's blow; default: strike. */
  readonly action?: BlowAction;
}

export interface RoundOrders {
  readonly men?: Readonly<Record<ManId, ManRoundOrder>>;
  /** The order in which each Player has his men strike (Case 12.5); men not listed follow in combat order. */
  readonly blowOrder?: readonly ManId[];
}

export interface MeleeCombat {
  /** Usually the square ("0412"); names dice and steps. */
  readonly id: string;
  readonly men: readonly MeleeMan[];
  /** Grapples standing from the last Phase (Case 12.33: grappled men may try to disengage). */
  readonly grapples?: readonly Grapple[];
  /** Each side's wish (Case 12.3); absent = fight. */
  readonly wishes?: Readonly<Record<string, CombatWish>>;
  /** Which withdrawing man leaves first on a "one" result (Case 12.91); absent = combat order. */
  readonly disengageOrder?: readonly ManId[];
  /** Orders by round: index 0 is round 1. */
  readonly rounds?: readonly (RoundOrders | undefined)[];
  /** Case 19.41: the horses in the square, each with its blows (a strike order's `target` picks whom it strikes). */
  readonly horses?: readonly MeleeHorse[];
}

/** Case 19.41: a horse in a combat; `blows[i]` is its blow in round i + 1 (`rules/mounts.ts` `horseBlows`). */
export interface MeleeHorse {
  readonly id: ManId;
  readonly side: string;
  readonly endurance: number;
  readonly woundPoints: number;
  readonly blows: readonly { readonly line: HorseMeleeLine; readonly against: 'man' | 'horse' }[];
}

export type HandToHandTables = Pick<CommandoTables, 'handToHandDisengagement' | 'handToHandWeaponDraw' | 'handToHandCombat' | 'handToHandDamage'>;

// ---------------------------------------------------------------------------
// Results

/** What the Phase leaves of a man's Task Points for the Task Execution Phases. */
export type TaskPointEffect =
  /** Cases 12.0, 12.31: he fought and expends all his Task Points. */
  | { readonly kind: 'all'; readonly caseRef: 'Case 12.31' }
  /** Case 12.31: disengaged; pays the Task Point Cost Chart's "disengage" cost. */
  | { readonly kind: 'disengage-cost'; readonly caseRef: 'Case 12.31' }
  /** Case 12.33: a grappled disengagement: half his Task Points, rounding down. */
  | { readonly kind: 'half'; readonly caseRef: 'Case 12.33' }
  /** No cost: neither Player wished to fight (Case 12.3), no Enemy could (Case 12.34), or his opponents all left (Case 12.31). */
  | { readonly kind: 'none'; readonly caseRef: 'Case 12.3' | 'Case 12.31' | 'Case 12.34' };

export interface DisengagementStep {
  readonly combat: string;
  /** fight: both wished it; mutual: neither did; table: Case 12.91 roll; free: Case 12.34; barred: Case 12.32. */
  readonly kind: 'fight' | 'mutual' | 'table' | 'free' | 'barred';
  readonly withdrawingSide?: string;
  readonly roll?: DiceRoll;
  readonly breakdowns: readonly Breakdown[];
  readonly disengaged: readonly ManId[];
  readonly note: string;
}

export interface GrappleBreakStep {
  readonly men: readonly [ManId, ManId];
  readonly rolls: readonly { readonly man: ManId; readonly roll: DiceRoll }[];
  readonly broken: boolean;
  readonly note: string;
}

export interface GrappleAttemptStep {
  readonly grappler: ManId;
  readonly target: ManId;
  /** Why it succeeded or failed. */
  readonly how: 'target-grappling' | 'target-surprised' | 'evade-roll' | 'already-holding' | 'void';
  readonly success: boolean;
  /** Case 12.42: the evading man grapples his opponent as well. */
  readonly mutual: boolean;
  readonly roll?: DiceRoll;
  readonly note: string;
}

export interface BlowStep {
  readonly man: ManId;
  readonly kind: 'strike' | 'draw' | 'pass' | 'barred';
  readonly weapon: MeleeWeaponId;
  readonly target?: ManId;
  /** Case 12.6 (grappled blow) rather than Case 12.7. */
  readonly grappled?: boolean;
  readonly hit?: boolean;
  /** Case 12.82: killed outright on the % to Kill. */
  readonly killedOutright?: boolean;
  readonly woundPoints?: number;
  /** The weapon drawn (Case 12.92), when the draw succeeded. */
  readonly drew?: MeleeWeaponId;
  /** The weapon he dropped in the square (Cases 12.53, 12.55). */
  readonly dropped?: MeleeWeaponId;
  readonly breakdowns: readonly Breakdown[];
  readonly dice: readonly DiceRoll[];
  /** For the umpire, citing the Case. */
  readonly note: string;
}

/** Case 19.41: a horse's blow on the Horse Melee Table (Table 19.49). */
export interface HorseBlowStep {
  readonly kind: 'horse';
  readonly man: ManId;
  readonly line: HorseMeleeLine;
  readonly target?: ManId;
  readonly hit?: boolean;
  readonly killedOutright?: boolean;
  readonly woundPoints?: number;
  readonly weapon?: undefined;
  readonly grappled?: undefined;
  readonly drew?: undefined;
  readonly dropped?: undefined;
  readonly breakdowns: readonly Breakdown[];
  readonly dice: readonly DiceRoll[];
  readonly note: string;
}

export interface RoundStep {
  readonly combat: string;
  readonly round: number;
  readonly breaks: readonly GrappleBreakStep[];
  readonly attempts: readonly GrappleAttemptStep[];
  /** The grapples in force for this round's blows. */
  readonly grapples: readonly Grapple[];
  /** Case 12.54: the side that strikes first this round, and the 1D10s that decided it (none when only one side could act). */
  readonly initiative?: { readonly side: string; readonly rolls: readonly DiceRoll[] };
  readonly blows: readonly (BlowStep | HorseBlowStep)[];
  /** Every die of the step, in the order rolled. */
  readonly dice: readonly DiceRoll[];
  readonly breakdowns: readonly Breakdown[];
  readonly notes: readonly string[];
}

export interface ManOutcome {
  readonly id: ManId;
  readonly side: string;
  readonly combat: string;
  readonly woundPoints: number;
  /** Wound Points taken this Phase. */
  readonly woundsTaken: number;
  readonly condition: WoundCondition;
  readonly killedOutright: boolean;
  readonly weapon: MeleeWeaponId;
  readonly carried: readonly MeleeWeaponId[];
  readonly disengaged: boolean;
  readonly taskPoints: TaskPointEffect;
}

/** Case 19.41: a horse after the Phase; `struck` counts the blows it attempted. */
export interface HorseOutcome {
  readonly id: ManId;
  readonly side: string;
  readonly combat: string;
  readonly woundPoints: number;
  readonly woundsTaken: number;
  readonly condition: WoundCondition;
  readonly killedOutright: boolean;
  readonly struck: number;
}

export interface WoundRecord {
  readonly combat: string;
  readonly round: number;
  readonly man: ManId;
  readonly by: ManId;
  readonly woundPoints: number;
  readonly caseRef: 'Case 12.6' | 'Case 12.7' | 'Case 19.41';
}

export interface KillRecord {
  readonly combat: string;
  readonly round: number;
  readonly man: ManId;
  readonly by: ManId;
  /** Case 12.82 (% to Kill) or Wound Points reaching endurance + 3 (Case 9.0). */
  readonly cause: 'kill-percentage' | 'wounds';
}

export interface DropRecord {
  readonly combat: string;
  readonly round: number;
  readonly man: ManId;
  readonly weapon: MeleeWeaponId;
  readonly caseRef: 'Case 12.55';
}

export interface HandToHandPhaseResult {
  readonly disengagement: readonly DisengagementStep[];
  readonly rounds: readonly RoundStep[];
  readonly men: readonly ManOutcome[];
  /** Case 19.41: the horses that were in a combat. */
  readonly horses: readonly HorseOutcome[];
  readonly wounds: readonly WoundRecord[];
  readonly kills: readonly KillRecord[];
  /** Men incapacitated this Phase (Case 9.22). */
  readonly incapacitated: readonly ManId[];
  readonly drops: readonly DropRecord[];
  readonly disengaged: readonly ManId[];
  /** Grapples standing at the end of the Phase, by combat (they carry into the next, Case 12.33). */
  readonly grapples: Readonly<Record<string, readonly Grapple[]>>;
  /** Every die of the Phase, in the order rolled. */
  readonly dice: readonly DiceRoll[];
}

/** "Case 12.54 round 3 initiative, combat 0412, side A: 1D10 = 7". */
export const describeRoll = (r: DiceRoll): string => `${r.purpose}: ${r.code} = ${r.total}`;
