/**
 * Exact supercover traversal of the straightedge laid from the centre of one
 * square to the centre of another (Case 8.24), in the style of Amanatides & Woo
 * ("A Fast Voxel Traversal Algorithm", 1987), but with integer arithmetic only.
 *
 * Squares are unit squares; square (col, row) spans x ∈ [col − 1, col],
 * y ∈ [row − 1, row] and its centre is (col − ½, row − ½). A centre-to-centre
 * line never runs along a grid line, so it meets the grid in three ways:
 *
 * - it crosses the interior of a square side (a `side` event), entering the
 *   square beyond it;
 * - it passes exactly through a square corner (a `corner` event), entering the
 *   diagonally opposite square and only touching the two squares flanking the
 *   corner at that single point (see docs/rulings/line-of-sight.md);
 * - it runs through the interior of each square it enters (a `cell` event).
 *
 * With |Δcol| = DX and |Δrow| = DY, the i-th vertical grid line (i = 0…DX − 1)
 * is crossed at parameter t = (2i + 1) / (2·DX) and the j-th horizontal one at
 * (2j + 1) / (2·DY), so comparing (2i + 1)·DY with (2j + 1)·DX orders the
 * crossings exactly; equality is a corner. The set of events does not depend
 * on which end the walk starts from.
 */

/** Receives the events of a traversal, in order from the start. Return `true` to stop early. */
export interface TraceVisitor {
  /** The line runs through the interior of square (col, row); `endpoint` for the first and last square. */
  cell(col: number, row: number, endpoint: boolean): boolean;
  /**
   * The line crosses the interior of a square side, named as `sideKey` stores it: the north
   * side (`vertical` false) or west side (`vertical` true) of square (col, row).
   */
  side(col: number, row: number, vertical: boolean): boolean;
  /**
   * The line passes exactly through the corner between square (col, row), which it leaves,
   * and square (col + sx, row + sy), which it enters. The flanking squares are
   * (col + sx, row) and (col, row + sy).
   */
  corner(col: number, row: number, sx: number, sy: number): boolean;
}

/**
 * Walk from square (c0, r0) to square (c1, r1). Returns `true` if the visitor stopped
 * the walk early, `false` if it reached the far square. Allocates nothing.
 */
export function traceSupercover(c0: number, r0: number, c1: number, r1: number, v: TraceVisitor): boolean {
  if (v.cell(c0, r0, true)) return true;
  const dc = c1 - c0;
  const dr = r1 - r0;
  if (dc === 0 && dr === 0) return false;
  const sx = dc > 0 ? 1 : dc < 0 ? -1 : 0;
  const sy = dr > 0 ? 1 : dr < 0 ? -1 : 0;
  const DX = dc * sx;
  const DY = dr * sy;
  let c = c0;
  let r = r0;
  let i = 0;
  let j = 0;
  while (i < DX || j < DY) {
    const cmp = i >= DX ? 1 : j >= DY ? -1 : (2 * i + 1) * DY - (2 * j + 1) * DX;
    if (cmp < 0) {
      if (v.side(sx > 0 ? c + 1 : c, r, true)) return true;
      c += sx;
      i++;
    } else if (cmp > 0) {
      if (v.side(c, sy > 0 ? r + 1 : r, false)) return true;
      r += sy;
      j++;
    } else {
      if (v.corner(c, r, sx, sy)) return true;
      c += sx;
      r += sy;
      i++;
      j++;
    }
    if (v.cell(c, r, c === c1 && r === r1)) return true;
  }
  return false;
}
