import type { GameMap } from '@shared/map/map-model';
import { waterLevel, waterState, type WaterMan } from '@shared/rulesets/commando/rules/underwater';

/**
 * Section 36.0: a man in a water square carries his state (Case 36.21), as a
 * climber carries his level: "WADE" standing, "SWIM" swimming, "DIVE-2" at
 * level −2; and, if he wears it, his gear ("SNORKEL", "SCUBA"; "FINS OFF" packed away).
 */
export function waterBadges(map: GameMap | undefined, m: WaterMan): string[] {
  const out: string[] = [];
  const s = map ? waterState(map, m) : 'dry';
  if (s === 'standing') out.push('WADE');
  if (s === 'swimming') out.push('SWIM');
  if (s === 'diving' && map) out.push(`DIVE${waterLevel(map, m)}`);
  if (m.divingGear) out.push(m.divingGear.packed ? 'FINS OFF' : m.divingGear.kind === 'scuba' ? (m.divingGear.mouthpieceTorn ? 'SCUBA TORN' : 'SCUBA') : 'SNORKEL');
  return out;
}

/** An enemy as a side saw him: below the surface at his seen level (Case 36.14: only from in the water), or swimming. */
export function enemyWaterBadges(map: GameMap | undefined, e: { readonly square: { col: number; row: number }; readonly posture: 'erect' | 'prone'; readonly level?: number }): string[] {
  if (e.level !== undefined && e.level < 0) return [`DIVE${e.level}`];
  return waterBadges(map, { id: 'seen', side: 'seen', square: e.square, posture: e.posture, condition: 'fit' });
}
