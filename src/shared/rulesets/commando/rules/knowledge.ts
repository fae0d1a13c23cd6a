import type { Square } from '../../../map/map-model';

/**
 * What one man knows of the enemy (Cases 8.82–8.85): whom he observes now, and
 * where each enemy man was when his side last saw him. A side's picture is the
 * union of its men's; a player window may narrow it to one man.
 */
export interface Sighting {
  readonly enemyId: string;
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  /** Case 7.13: seen up a tree or on a roof, this many levels above the square's ground (absent: at ground level). */
  readonly level?: number;
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
  /**
   * Addenda to Case 14.41 (ruling P2): the Game-Turn in which he first observed each enemy man, kept for good
   * (lastKnown is overwritten by every sighting). Absent in states saved before it was tracked.
   */
  readonly firstObserved?: Readonly<Record<string, number>>;
}

export const emptyKnowledge = (): ManKnowledge => ({
  observing: [],
  lastKnown: {},
  successesThisTurn: 0,
  attemptedThisPhase: [],
  attemptedInObservationPhase: false,
});

/**
 * Records the Game-Turn of his first sighting of `enemyId` (Addenda to Case 14.41), unless he had one. A sighting
 * made before first sightings were tracked counts from its last-known Turn, so an old save never reads as "first".
 * Call with the knowledge as it was before this sighting.
 */
export function withFirstSighting(before: ManKnowledge, after: ManKnowledge, enemyId: string, turn: number): ManKnowledge {
  if (before.firstObserved?.[enemyId] !== undefined) return after;
  const first = before.lastKnown[enemyId]?.turn ?? turn;
  return { ...after, firstObserved: { ...(before.firstObserved ?? {}), [enemyId]: first } };
}

/** Did he observe, in Game-Turn `turn`, an enemy man he had never observed before (Addenda to Case 14.41)? */
export function firstSightingIn(k: ManKnowledge | undefined, turn: number): boolean {
  return Object.values(k?.firstObserved ?? {}).some((t) => t === turn);
}
