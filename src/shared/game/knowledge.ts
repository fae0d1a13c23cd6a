import type { Square } from '../map/map-model';

/**
 * What one man knows of the enemy (Cases 8.82–8.85): whom he observes now, and
 * where each enemy man was when his side last saw him. A side's picture is the
 * union of its men's; a player window may narrow it to one man.
 */
export interface Sighting {
  readonly enemyId: string;
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  /** The Game-Turn and Phase of the sighting, shown with the ghost in a player window. */
  readonly turn: number;
  readonly phase: string;
}

export interface ManKnowledge {
  /** Enemy men this man observes now (Case 8.34: at most three). */
  readonly observing: readonly string[];
  /** Where this man last saw each enemy he has ever observed. */
  readonly lastKnown: Readonly<Record<string, Sighting>>;
  /** Successful observations this Game-Turn (Case 8.85: at most two). */
  readonly successesThisTurn: number;
  /** Enemy men this man has attempted to observe in the current Phase (Case 8.36). */
  readonly attemptedThisPhase: readonly string[];
  /** Made his one Observation Phase attempt (Case 8.31). */
  readonly attemptedInObservationPhase: boolean;
}

export const emptyKnowledge = (): ManKnowledge => ({
  observing: [],
  lastKnown: {},
  successesThisTurn: 0,
  attemptedThisPhase: [],
  attemptedInObservationPhase: false,
});
