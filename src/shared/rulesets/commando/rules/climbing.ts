/**
 * Climbing (Optional Rule Section 35.0) as pure rules: a man's own level in
 * his square (Case 7.13), where he may climb, how many men fit at a level
 * (Cases 35.14, 35.26) and who may fight hand to hand (Cases 35.15, 35.27,
 * 35.28). The commands are engine/climb-command.ts's; rulings in
 * docs/rulings/climbing.md.
 */
import type { FieldTerrain, GameMap, Square } from '../../../map/map-model';
import { ROOFED_TERRAIN, sameSquare, terrainAt } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { CLIMBING_NUMBERS } from '../tables/climbing';
import { STACKING_LIMIT_CASE_7_41 } from './stacking';

export interface ClimbingMan {
  readonly id: string;
  readonly side: string;
  readonly square?: Square;
  readonly condition: 'fit' | 'seriously-wounded' | 'incapacitated' | 'dead';
  readonly aloft?: { readonly on: 'tree' | 'roof'; readonly level: number; readonly square: Square };
}

/** Case 7.13: where he is above his square's ground, if he is (absent: at ground level, "always assumed"). */
export function aloftOf(man: ClimbingMan): ClimbingMan['aloft'] {
  return man.aloft && sameSquare(man.aloft.square, man.square) ? man.aloft : undefined;
}

/** Case 7.13: his level above his square's ground (0 at ground level) — the Viewpoint `level` of line-of-sight.ts. */
export function manLevel(man: ClimbingMan): number {
  return aloftOf(man)?.level ?? 0;
}

export const hasRoof = (terrain: FieldTerrain): boolean => ROOFED_TERRAIN.includes(terrain);
export const hasTrees = (terrain: FieldTerrain): boolean => terrain === 'woods' || terrain === 'forest';

/** Case 35.22: gabled unless the map marks the roof flat (the Players' agreement). */
export const roofIsGabled = (map: GameMap, square: Square): boolean => terrainAt(map, square).flatRoof !== true;

/** Cases 35.14, 35.26: Friendly men a level holds: one up a woods square's tree, two in a forest's (Case 7.41), two on a roof. */
export function aloftLimit(on: 'tree' | 'roof', terrain: FieldTerrain): Sourced<number> {
  if (on === 'roof') return CLIMBING_NUMBERS.roofLimit;
  return terrain === 'woods' ? CLIMBING_NUMBERS.woodsTreeLimit : STACKING_LIMIT_CASE_7_41;
}

/** Cases 35.14, 35.26: living Friendly men already at that level of the square (the climber not counted). */
export function friendsAloft(men: Iterable<ClimbingMan>, side: string, square: Square, on: 'tree' | 'roof', exceptId: string): number {
  let n = 0;
  for (const m of men) {
    if (m.id === exceptId || m.side !== side || m.condition === 'dead') continue;
    const a = aloftOf(m);
    if (a && a.on === on && sameSquare(a.square, square)) n++;
  }
  return n;
}

/**
 * Cases 35.15, 35.27, 35.28: the place a man fights hand to hand from — his
 * square and level; men fight only at the same place. Undefined on a gabled
 * roof, where no hand-to-hand combat occurs.
 */
export function meleePlace(map: GameMap, man: ClimbingMan): string | undefined {
  if (!man.square) return undefined;
  const a = aloftOf(man);
  if (a?.on === 'roof' && roofIsGabled(map, a.square)) return undefined;
  return `${man.square.col},${man.square.row}@${a ? `${a.on}${a.level}` : 'ground'}`;
}
