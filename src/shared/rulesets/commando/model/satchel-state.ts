import type { Square } from '../../../map/map-model';

/**
 * Section 25.0: one prepared satchel charge (Case 25.23: its fuse is set when it is prepared). It is
 * held by a man, lies in a square, or rides on a vehicle (Case 25.31) — one of the three. Umpire-only.
 */
export interface SatchelCharge {
  readonly id: string;
  /** The side of the man who prepared it. */
  readonly side: string;
  readonly preparerId: string;
  /** Case 25.21: the Game-Turn it explodes in. */
  readonly explodeTurn: number;
  /** Case 25.21: set for the current Game-Turn, it explodes at the end of the preparer's task execution. */
  readonly atExecutionEnd: boolean;
  readonly holderId?: string;
  readonly square?: Square;
  readonly vehicleId?: string;
}

/** Section 25.0 in a game: the prepared charges not yet exploded, and the next charge number. */
export interface SatchelsState {
  readonly charges: readonly SatchelCharge[];
  readonly nextNumber: number;
}
