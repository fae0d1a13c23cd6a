/**
 * What searchlights do to night observation (Cases 33.24, 33.26, 33.27 and
 * the two searchlight rows of the Observation Chance Modification Table,
 * Case 8.74, printed as [8.64]). Pure: the engine hands in each working
 * beam's lit squares (engine/searchlights.ts). Observation itself calls in
 * through two hooks: the range toward a target (observation-limits.ts
 * `observationRangeAt`) and the lighting facts of a chance
 * (observation-chance.ts `LightingSituation`).
 * Rulings: docs/rulings/searchlights.md (SL5–SL7).
 */
import type { Square } from '../../../map/map-model';
import type { SearchlightNumbers } from '../tables/searchlights';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';
import type { LightingSituation } from './observation-chance';
import { range } from './range';
import { squareKey } from './searchlights';

/** A working searchlight's beam: where it stands and the squares it lights now. */
export interface LitBeam {
  readonly id: string;
  readonly side: string;
  readonly square: Square;
  readonly lit: ReadonlySet<string>;
}

/** Is the square lit by any of the beams (Case 33.24)? */
export const isLit = (beams: readonly LitBeam[], sq: Square): boolean => beams.some((b) => b.lit.has(squareKey(sq)));

/**
 * Case 33.24: a man in a lit square is observed as in full sunlight, by the
 * Day column of the Observation Range Table; anywhere else the scenario's
 * range (Night or Dawn/Dusk) holds. The light never shortens a range.
 */
export function observationRangeToward(
  target: Square,
  beams: readonly LitBeam[],
  scenarioRange: number | 'unlimited',
  dayRange: number | 'unlimited',
): number | 'unlimited' {
  if (!isLit(beams, target)) return scenarioRange;
  if (dayRange === 'unlimited' || scenarioRange === 'unlimited') return 'unlimited';
  return Math.max(dayRange, scenarioRange);
}

/**
 * Cases 33.26 and 33.27 as the facts of one attempt (observation-chance.ts
 * applies the rows):
 * - +30%: the observer is within 10 squares of a searchlight and the target
 *   is in that searchlight's lit area (Case 33.26; the table's note †: "and
 *   target is within searchlight arc" — the lit squares, ruling SL6);
 * - −30%: the observer is in a searchlight-lit square and the target is in
 *   no lit square (Case 33.27).
 * Also whether the target stands in the light (Case 33.24, a note).
 */
export function searchlightLighting(
  observer: Square,
  target: Square,
  beams: readonly LitBeam[],
  numbers: SearchlightNumbers = DEFAULT_COMMANDO_TABLES.searchlights,
): LightingSituation {
  const key = squareKey(target);
  const near = beams.some((b) => b.lit.has(key) && range(observer, b.square) <= numbers.nearObserverRange.value);
  const targetLit = isLit(beams, target);
  const observerLit = isLit(beams, observer);
  return {
    ...(near ? { nearSearchlightTargetInArc: true } : {}),
    ...(observerLit && !targetLit ? { observerLitTargetNot: 'searchlight' as const } : {}),
    ...(targetLit ? { targetLit: 'searchlight' as const } : {}),
  };
}
