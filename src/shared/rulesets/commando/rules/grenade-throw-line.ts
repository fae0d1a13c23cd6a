/**
 * The thrower's line to a scattered grenade's possible destination square
 * (Section 11.0 procedure "Grenade Scatter"): blocking line terrain or a woods
 * tree on it stops the grenade short. Rulings: docs/rulings/grenades.md.
 */
import type { GameMap, LineTerrain, Square } from '../../../map/map-model';
import { sameSquare, terrainAt } from '../../../map/map-model';
import type { LineTables } from './grenade-geometry';
import { squareCode, stepCrossing } from './grenade-geometry';
import { traceSupercover } from './grid-trace';

/** Why a grenade stopped short of where the count would take it. */
export interface ScatterStop {
  readonly kind: 'map-edge' | 'wall-on-path' | 'aperture' | 'line-of-throw' | 'tree';
  readonly square: Square;
  readonly caseRef: string;
  readonly reason: string;
}

/**
 * "The owning Player of the throwing man now traces a normal Line of Sight to
 * the possible destination square": blocking line terrain on the line stops
 * the grenade in the square in front of it (thrower's side); a woods tree
 * symbol on the line stops it in the first square whose tree the line passes
 * through. The thrower's own trees do not stop it. A corner the line passes
 * exactly through blocks when both routes round it are blocked.
 */
export function throwLineStop(map: GameMap, thrower: Square, dest: Square, tables: LineTables): { landing: Square; stop?: ScatterStop } {
  let cur: Square = thrower;
  let stop: ScatterStop | undefined;
  const x0 = thrower.col - 0.5;
  const y0 = thrower.row - 0.5;
  const x1 = dest.col - 0.5;
  const y1 = dest.row - 0.5;
  const hitsTree = (sq: Square): boolean => {
    for (const t of terrainAt(map, sq).trees ?? []) {
      if (segmentMeetsCircle(x0, y0, x1, y1, sq.col - 1 + t.x, sq.row - 1 + t.y, t.r)) return true;
    }
    return false;
  };
  const blockedAt = (a: Square, b: Square): LineTerrain | undefined => {
    const c = stepCrossing(map, a, b, tables);
    return c.cls === 'blocked' ? c.terrain : undefined;
  };
  traceSupercover(thrower.col, thrower.row, dest.col, dest.row, {
    cell(col, row) {
      const sq = { col, row };
      if (!sameSquare(sq, thrower) && hitsTree(sq)) {
        stop = { kind: 'tree', square: sq, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `The throw passes a woods tree in ${squareCode(sq)}: the grenade lands there.` };
        cur = sq;
        return true;
      }
      cur = sq;
      return false;
    },
    side(col, row, vertical) {
      const a = vertical ? { col: col - 1, row } : { col, row: row - 1 };
      const b = { col, row };
      const from = sameSquare(cur, a) ? a : b;
      const to = sameSquare(cur, a) ? b : a;
      const wall = blockedAt(from, to);
      if (wall) {
        stop = { kind: 'line-of-throw', square: cur, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `A ${wall} lies on the throw to the possible destination: the grenade lands in front of it, in ${squareCode(cur)}.` };
        return true;
      }
      return false;
    },
    corner(col, row, sx, sy) {
      const wall = blockedAt({ col, row }, { col: col + sx, row: row + sy });
      if (wall) {
        stop = { kind: 'line-of-throw', square: cur, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `Line terrain closes the corner the throw passes: the grenade lands in front of it, in ${squareCode(cur)}.` };
        return true;
      }
      return false;
    },
  });
  return stop ? { landing: stop.square, stop } : { landing: dest };
}

function segmentMeetsCircle(x0: number, y0: number, x1: number, y1: number, cx: number, cy: number, r: number): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - x0) * dx + (cy - y0) * dy) / len2));
  const px = x0 + t * dx - cx;
  const py = y0 + t * dy - cy;
  return px * px + py * py < r * r;
}
