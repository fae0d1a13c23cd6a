/** The screens sight meets: the umpire's smoke clouds and every terrain fire (seed line 230, FIRE_SMOKE; ruling SK29). */
import type { SkirmishState } from '../model/state';
import type { SmokeCloud } from '../rules/table-types';
import { FIRE_SMOKE } from '../tables/terrain-fire';

export function screensOf(state: SkirmishState): readonly SmokeCloud[] {
  const fires = state.fires ?? [];
  if (fires.length === 0) return state.conditions.smoke;
  return [...state.conditions.smoke, ...fires.map((f) => ({ id: `fire:${f.fireId}`, centre: f.centre, radius: f.radius, developed: FIRE_SMOKE.value }))];
}
