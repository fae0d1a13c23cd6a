/**
 * Section 28.0 Artillery and Mortar Fire: what the game keeps (engine/artillery-*.ts).
 * The plan and the guns' target squares are the owning side's secret (Case 28.12,
 * 28.31); the announcements are public; an impact reaches a side only where its
 * men see it (ruling AR7, view/artillery-view.ts).
 */
import type { Square } from '../../../map/map-model';

export const SHELL_ROUNDS = ['high-explosive', 'smoke', 'illumination'] as const;
/** Case 28.4: high explosive, smoke or illumination (star shell, Case 34.4). */
export type ShellRound = (typeof SHELL_ROUNDS)[number];

/** Case 28.11 (planned: rounds) and 28.21 (called: pieces), from the scenario or the Players' agreement (General Rule). */
export interface ArtilleryAllotment {
  readonly side: string;
  readonly rounds: number;
  readonly guns: number;
  /** The scenario's Case, or "Section 28.0" for an agreement entered by the umpire. */
  readonly caseRef: string;
}

/** Case 28.12: one planned round, noted in secret before play. */
export interface PlannedRound {
  readonly id: string;
  readonly side: string;
  readonly turn: number;
  readonly square: Square;
  readonly round: ShellRound;
}

/** Case 28.21: an off-map piece assigned to a side's men. */
export interface ArtilleryGun {
  readonly id: string;
  readonly side: string;
  /** Case 28.22: its target square; none until designated. */
  readonly target?: Square;
  /** Case 28.22: the first Game-Turn it may fire at `target` (three quiet Game-Turns after a change). */
  readonly readyTurn: number;
  /** Cases 28.23–28.24: Game-Turns of forward observation on `target`. */
  readonly observedTurns: number;
  /** Case 28.29: the observer last credited; while he cannot act the gun fires as if it had none (ruling AR9). */
  readonly observedBy?: string;
  /** Case 28.23: this Game-Turn's observer, credited in the Bookkeeping Phase if he took no damage (Case 28.29). */
  readonly observing?: { readonly manId: string; readonly turn: number; readonly woundsBefore: number; readonly square: Square; readonly newTarget?: Square };
}

/** Case 28.31: announced in the Opportunity Fire Plot Phase, without guns, rounds or squares. */
export interface ArtilleryAnnouncement {
  readonly side: string;
  readonly turn: number;
  readonly fire: boolean;
  readonly retarget: boolean;
  /** Case 28.12: the announcement of a side's planned fire for this Game-Turn (made for it). */
  readonly planned: boolean;
}

/** Case 28.31: the called fire of one gun this Game-Turn (secret until it lands). */
export interface CalledRound {
  readonly gunId: string;
  readonly turn: number;
  readonly round: ShellRound;
}

/** Where a shell came down (Cases 28.13, 28.32). */
export interface ShellImpact {
  readonly id: string;
  readonly side: string;
  readonly turn: number;
  readonly round: ShellRound;
  readonly target: Square;
  readonly landing: Square;
  readonly hit: boolean;
  /** Ruling AR7: the sides that saw it land. */
  readonly seenBy: readonly string[];
}

export interface ArtilleryState {
  readonly allotments: readonly ArtilleryAllotment[];
  readonly plans: readonly PlannedRound[];
  readonly guns: readonly ArtilleryGun[];
  /** Case 28.23: the designated forward observers (never replaced, Case 28.28). */
  readonly observers: readonly string[];
  readonly announcements: readonly ArtilleryAnnouncement[];
  readonly called: readonly CalledRound[];
  /** Case 28.29: the guns announced as changing target this Game-Turn (secret). */
  readonly retargets: readonly { readonly gunId: string; readonly turn: number }[];
  readonly impacts: readonly ShellImpact[];
  readonly nextNumber: number;
}

export const emptyArtillery = (): ArtilleryState => ({ allotments: [], plans: [], guns: [], observers: [], announcements: [], called: [], retargets: [], impacts: [], nextNumber: 1 });
