import type { Square } from '../../../map/map-model';

import type { Compass } from '../rules/searchlights';
export type { Compass };

/** One searchlight (Section 33.0), mounted on a building's roof (General Rule) and never moved. */
export interface SearchlightState {
  readonly id: string;
  /** The side that owns and operates it. */
  readonly side: string;
  /** The building square it stands on; it is one Elevation Level above the terrain there (Case 33.23). */
  readonly square: Square;
  /** Case 33.11: one of the eight cardinal directions. */
  readonly facing: Compass;
  /** Case 33.12: the man operating it, in its square on the roof. */
  readonly operatorId?: string;
  /** Case 33.14: the facing it had when the current Game-Turn's Observation Phase began, once it has been turned this Turn. */
  readonly turned?: { readonly turn: number; readonly from: Compass };
  /** Cases 33.31–33.34: destroyed, never repaired. */
  readonly destroyed?: { readonly turn: number; readonly caseRef: string };
}

/** Section 33.0 in a game (the Optional Rule chosen): the searchlights and the numbers fixed by the scenario's weather. */
export interface SearchlightsState {
  readonly lights: readonly SearchlightState[];
  /** Cases 33.22, 33.25: 25 squares, or the weather's Day observation range when less. */
  readonly beamRange: number;
  /** Case 33.24: the Day column of the Observation Range Table for the scenario's weather. */
  readonly dayRange: number | 'unlimited';
  /** The scenario's suggested allotment (Case 41.41: two for the North Vietnamese); absent: the Players' choice. */
  readonly allotments?: Readonly<Record<string, { readonly count: number | null; readonly caseRef: string }>>;
}
