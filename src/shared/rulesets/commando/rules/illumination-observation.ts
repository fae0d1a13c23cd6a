/**
 * Observation under illumination devices (Section 34.0 with Sections 8.1, 8.7
 * and 33.2, which Case 34.11 reads across): a lit square is "the equivalent of
 * full daylight" (Case 34.11), so a man standing in one is observed out to the
 * Observation Range Table's Day column (Case 8.13, as Case 33.24 says for a
 * searchlight); a man standing in one who observes a man outside it has −30%
 * (Cases 34.11, 33.27; the Case 8.74 row); the +30% for being near a
 * searchlight never applies (Case 34.13); there is no facing or arc (Case
 * 34.14). In a Day scenario the devices change nothing (ruling IL2).
 * Pure: the lit squares come in as keys (illumination.ts `litArea`).
 * Rulings: docs/rulings/illumination.md.
 */
import type { Square } from '../../../map/map-model';
import type { Light, ObservationRange } from '../tables/observation-range';
import type { LightingSituation } from './observation-chance';
import { squareKey } from './illumination';

export interface IlluminatedField {
  readonly light: Light;
  /** Case 8.13 for the scenario: the range in the dark (its own light column). */
  readonly baseRange: ObservationRange;
  /** Case 8.13's Day column for the scenario's weather. */
  readonly dayRange: ObservationRange;
  /** Lit squares, "col,row". */
  readonly lit: ReadonlySet<string>;
}

export interface RangeAt {
  readonly range: ObservationRange;
  readonly caseRef: string;
}

const wider = (a: ObservationRange, b: ObservationRange): ObservationRange => (a === 'unlimited' || b === 'unlimited' ? 'unlimited' : Math.max(a, b));

export const isLit = (field: IlluminatedField, sq: Square): boolean => field.light !== 'day' && field.lit.has(squareKey(sq));

/**
 * The observation range to a man standing in `target` (Cases 8.12, 8.13): the
 * Day column when his square is lit (Cases 34.11, 33.24), else the scenario's.
 * `undefined` when nothing changes, so the caller keeps its own range.
 */
export function observationRangeAt(field: IlluminatedField, target: Square): RangeAt | undefined {
  if (!isLit(field, target)) return undefined;
  return { range: wider(field.dayRange, field.baseRange), caseRef: 'Cases 34.11, 33.24: the target stands in a lit square, Case 8.13 Day column' };
}

/**
 * The lighting facts for Case 8.74's rows: the observer in a lit square, the
 * target outside any (Cases 34.11, 33.27): −30%. Never the +30% of Case 33.26
 * (Case 34.13).
 */
export function illuminationLighting(field: IlluminatedField, observer: Square, target: Square): LightingSituation | undefined {
  if (!isLit(field, observer) || isLit(field, target)) return undefined;
  return { observerLitTargetNot: 'illumination' };
}
