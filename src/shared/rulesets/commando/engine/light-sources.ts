/**
 * Sections 33.0 and 34.0 together: the light a man stands in, whatever shines
 * it. Observation asks one question of each attempt — how far may he be seen
 * (Cases 33.24, 34.11: the Day column when his square is lit) and which rows
 * of Case 8.74 apply — and both Sections answer it here, so a searchlight's
 * beam and a flare's circle are never counted apart: an observer lit by one
 * looking at a man lit by the other is not "looking out of the light".
 */
import type { Square } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { LightingSituation } from '../rules/observation-chance';
import type { SightContext } from '../rules/observation-limits';
import { searchlightLightingOf, searchlightLit, searchlightSight } from './searchlights';
import { illuminationLightingOf, illuminationSightContext } from './illumination';
import { readingChosen } from '../model/readings';

/** The observation hook (observation-limits.ts SightContext) for every light source in the game; nothing when none shines. */
export function lightSightContext(state: GameState): Pick<SightContext, 'observationRangeAt'> {
  const byDevice = illuminationSightContext(state).observationRangeAt;
  const byBeam = searchlightSight(state).observationRangeAt;
  if (!byDevice && !byBeam) return {};
  return { observationRangeAt: (target: Square) => byDevice?.(target) ?? byBeam?.(target) };
}

/**
 * Case 8.74's light rows for one attempt: +30% near a searchlight whose beam
 * holds the target (Case 33.26; never for illumination, Case 34.13); −30%
 * when the observer stands in any light and the target in none (Cases 33.27,
 * 34.11); the Day column's note when the target stands in either light
 * (Cases 33.24, 34.11). "Outside the lit area" is outside every light (ruling IL11): a man
 * in a beam or under a flare stands in "full sunlight" (Cases 33.24, 34.11), not in the dark; the
 * named reading `lit-areas-apart` counts each Section's area on its own.
 */
export function lightingOf(state: GameState, observer: Square, target: Square): { readonly lighting?: LightingSituation } {
  const beam = searchlightLightingOf(state, observer, target).lighting ?? {};
  const device = illuminationLightingOf(state, observer, target).lighting ?? {};
  const targetUnderDevice = illuminationSightContext(state).observationRangeAt?.(target) !== undefined;
  const targetLit = beam.targetLit ?? (targetUnderDevice ? 'illumination' : undefined);
  const apart = readingChosen(state, 'lit-areas-apart');
  const lookingOut = apart ? (beam.observerLitTargetNot ?? device.observerLitTargetNot) : targetLit || searchlightLit(state, target) ? undefined : (beam.observerLitTargetNot ?? device.observerLitTargetNot);
  const lighting: LightingSituation = {
    ...(beam.nearSearchlightTargetInArc ? { nearSearchlightTargetInArc: true } : {}),
    ...(lookingOut ? { observerLitTargetNot: lookingOut } : {}),
    ...(targetLit ? { targetLit } : {}),
  };
  return Object.keys(lighting).length > 0 ? { lighting } : {};
}
