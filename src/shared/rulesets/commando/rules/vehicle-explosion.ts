/**
 * Where a destroyed APC's explosion reaches (Table 26.5 Destroyed: "the
 * explosion of an APC has the same effect as a LAW Back-blast (see Section
 * 27.0) extending in every direction"). Ruling AR18: Diagram 14's pattern
 * (house, ruling AT9) laid out behind the APC in each of the eight directions,
 * with its own square; each square is reached as the back-blast reaches it —
 * not through a wall, halved through a door, window or slit (Case 27.23). Pure.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare } from '../../../map/map-model';
import { COMPASS } from '../tables/grenade-accuracy';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { AntitankTables, BackblastSquare } from './antitank';
import { backblastPattern } from './antitank';
import { throwPath } from './grenades';

/** Ruling AR18: the squares a destroyed APC's back-blast reaches, its own first, then outward (each once). */
export function apcExplosionSquares(map: GameMap, from: Square, tables: Pick<AntitankTables, 'antitankNumbers' | 'lineTerrain'> = DEFAULT_COMMANDO_TABLES): { readonly squares: readonly BackblastSquare[]; readonly walled: readonly Square[] } {
  const squares: BackblastSquare[] = [{ square: from, halved: false }];
  const walled: Square[] = [];
  const seen = (sq: Square) => squares.some((q) => sameSquare(q.square, sq)) || walled.some((q) => sameSquare(q, sq));
  for (const dir of COMPASS) {
    for (const sq of backblastPattern(from, dir, tables)) {
      if (!onMap(map, sq) || seen(sq)) continue;
      const path = throwPath(map, from, sq, tables);
      if (path.throughWall) walled.push(sq);
      else squares.push({ square: sq, halved: path.door || path.windowOrSlit });
    }
  }
  return { squares, walled };
}
