/**
 * Case 41.81 (ruling ST2): a man "has Observed" a building. Section 8 speaks only of observing men; a
 * building hides nothing and is drawn on the map, so it takes no roll: like Case 8.5's automatic
 * observation, only observation range (Case 8.12) and a Line of Sight (Cases 8.22–8.27) are needed. He
 * sees the building when he stands in it, or when a line from his square reaches one of its squares
 * blocked by nothing but that square's own walls (he sees the wall's face; the building line is
 * what he looks at, not through).
 */
import type { GameMap, Square } from '../../../map/map-model';
import { sameSquare, sideKey } from '../../../map/map-model';
import { lineOfSight, type Viewpoint } from './line-of-sight';
import { inObservationRange } from './observation-limits';
import { range } from './range';

export interface StructureSighting {
  /** The square of the building the line reached (his own when he stands in it). */
  readonly square: Square;
  readonly range: number;
}

const ownSides = (sq: Square): Set<string> => new Set((['n', 'e', 's', 'w'] as const).map((dir) => sideKey({ col: sq.col, row: sq.row, dir })));

/** Where he sees the building from `from`, or undefined when no square of it is in range and in sight. */
export function structureInSight(
  map: GameMap,
  from: Viewpoint,
  squares: readonly Square[],
  opts: { readonly observationRange: number | 'unlimited'; readonly smoke?: readonly Square[] },
): StructureSighting | undefined {
  if (squares.some((q) => sameSquare(q, from.square))) return { square: from.square, range: 0 };
  const near = squares
    .map((square) => ({ square, range: range(from.square, square) }))
    .filter((x) => inObservationRange(x.range, opts.observationRange))
    .sort((a, b) => a.range - b.range);
  for (const x of near) {
    const los = lineOfSight(map, from, { square: x.square, posture: 'erect' }, opts.smoke ? { smoke: opts.smoke } : undefined);
    if (los.clear) return x;
    const b = los.blockedBy;
    if (b?.kind === 'line' && b.side && ownSides(x.square).has(sideKey(b.side))) return x;
  }
  return undefined;
}
