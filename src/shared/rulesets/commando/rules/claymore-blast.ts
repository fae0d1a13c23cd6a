/**
 * Claymore geometry (Case 22.3): the blast pattern of Diagrams 6 and 7 by
 * the mine's facing, and the squares a tripwire runs through (Case 22.35).
 *
 * The diagrams are described in words only (seed-gaps.md). Ruling MN8: the
 * cone is a 90° fan pointed at the facing square, `claymoreFarDepth` squares
 * deep, the first `claymoreNearDepth` squares out taking 1D10 and the rest
 * 1D6. Orthogonal (Diagram 6): at n squares out, the n·2 − 1 squares across
 * centred on the facing line. Diagonal (Diagram 7): the squares of the
 * quadrant between the two orthogonals beside the facing, n squares out by
 * the longer of column and row. Both patterns hold 1 + 3 + 5 + 7 squares.
 * Case 22.37: the claymore's own square is never in its pattern.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { hasLineOfSight } from './line-of-sight';
import { traceSupercover } from './grid-trace';
import { range } from './range';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS_STEP } from '../tables/grenade-accuracy';
import type { MineNumbers } from '../tables/mines';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';

export type ClaymoreZone = 'near' | 'far';

export interface ClaymoreSquare {
  readonly square: Square;
  readonly zone: ClaymoreZone;
  /** Squares out from the claymore (1 = the facing square's ring). */
  readonly depth: number;
}

/** Diagrams 6 and 7 (ruling MN8): every square of the cone on the map, with its zone. */
export function claymorePattern(map: GameMap, mine: Square, facing: Compass, numbers: Pick<MineNumbers, 'claymoreNearDepth' | 'claymoreFarDepth'> = DEFAULT_COMMANDO_TABLES.mines): ClaymoreSquare[] {
  const { dc, dr } = COMPASS_STEP[facing];
  const far = numbers.claymoreFarDepth.value;
  const near = numbers.claymoreNearDepth.value;
  const out: ClaymoreSquare[] = [];
  const push = (col: number, row: number, depth: number): void => {
    const square = { col, row };
    if (onMap(map, square)) out.push({ square, zone: depth <= near ? 'near' : 'far', depth });
  };
  for (let depth = 1; depth <= far; depth++) {
    if (dc === 0 || dr === 0) {
      // Diagram 6: across the facing line, one more square each side per square out.
      for (let o = -(depth - 1); o <= depth - 1; o++) {
        push(mine.col + dc * depth + (dc === 0 ? o : 0), mine.row + dr * depth + (dr === 0 ? o : 0), depth);
      }
    } else {
      // Diagram 7: the ring `depth` out, inside the quadrant (both steps at least 1 toward the facing).
      for (let a = 1; a <= depth; a++) {
        for (let b = 1; b <= depth; b++) {
          if (Math.max(a, b) === depth) push(mine.col + dc * a, mine.row + dr * b, depth);
        }
      }
    }
  }
  return out;
}

/**
 * The squares of the pattern a blast reaches (ruling MN9): the balls fly
 * straight, so a square with no Line of Sight from the claymore (Case 8.2:
 * a wall, a building) is shielded.
 */
export function claymoreReach(map: GameMap, mine: Square, facing: Compass, numbers: Pick<MineNumbers, 'claymoreNearDepth' | 'claymoreFarDepth'> = DEFAULT_COMMANDO_TABLES.mines): ClaymoreSquare[] {
  if (!onMap(map, mine)) return [];
  return claymorePattern(map, mine, facing, numbers).filter((c) => hasLineOfSight(map, { square: mine, posture: 'erect' }, { square: c.square, posture: 'erect' }));
}

/** Case 22.35: the squares the tripwire runs through, from the anchor to the claymore, both ends included. */
export function tripwireSquares(anchor: Square, mine: Square): Square[] {
  const out: Square[] = [];
  traceSupercover(anchor.col, anchor.row, mine.col, mine.row, {
    cell: (col, row) => {
      out.push({ col, row });
      return false;
    },
    side: () => false,
    corner: () => false,
  });
  return out;
}

/** Squares apart for Cases 22.32 and 22.35: the Case 8.11 range (ruling MN6). */
export const squaresApart = (a: Square, b: Square): number => range(a, b);
