/**
 * Guard dogs (Optional Rule Section 32.0) in the game state. A dog is a
 * figure in `state.men` with `dog` set (Section 32.0 General Rule: it
 * "follow[s] all rules for movement, task execution, hand-to-hand combat"),
 * so movement, observation of it, fire at it and hand-to-hand reach it as
 * they reach a man (ruling GD3). What only dogs have is here. Host-secret
 * except as view.ts projects it.
 */
import type { Compass } from '../tables/grenade-accuracy';

/** A dog's own record (Cases 32.11–32.34). */
export interface DogFigure {
  /** Case 32.11: its handler (after Case 32.21, the alternate who blew the whistle). */
  readonly handlerId: string;
  /** Case 32.21: the man designated as alternate dog handler at the beginning of play. */
  readonly alternateHandlerId?: string;
  /** Cases 32.12, 32.16: released after scenting the Enemy; non-released again by Case 32.34. */
  readonly released: boolean;
  /** Case 32.14: the Enemy men it has scented (renewed each Bookkeeping Phase and on every move). */
  readonly scented: readonly string[];
  /**
   * In a side's view only (ruling GD5): the dog has scented the Enemy. The view
   * empties `scented`, which names Enemy men the side may not have observed.
   */
  readonly alert?: boolean;
}

/** Case 32.21: a man blowing the dog whistle, from `startTurn` (two consecutive Game-Turns without moving). */
export interface DogWhistle {
  readonly manId: string;
  readonly side: string;
  readonly startTurn: number;
  /** Game-Turns in which he blew (35 Task Points each, no move). */
  readonly turnsBlown: readonly number[];
}

export interface GuardDogsState {
  /** Case 32.12: the direction the wind blows from (rolled with the first dog placed, before the game begins). */
  readonly windFrom?: Compass;
  /** The scenario's dogs by side (Case 40.41: three for the Germans); a side not listed places none when any is listed. */
  readonly allotments?: Readonly<Record<string, { readonly count: number; readonly caseRef: string }>>;
  /** Case 32.21: whistles being blown. */
  readonly whistles: readonly DogWhistle[];
  readonly nextNumber: number;
}
