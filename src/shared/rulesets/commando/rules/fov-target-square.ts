/**
 * The field of view's checks at the target's own square (field-of-view.ts `decide`, Cases 8.6, 8.23b): what
 * no interval set holds there and so sends the square to the exact straightedge check.
 */
import type { LosGrid } from './los-grid';
import { NONE, SIDE_BLOCK } from './los-grid';

/** A tree of another square reaching into square i (its own never blocks): not yet in any set. */
export function treesBeside(g: LosGrid, i: number): boolean {
  const end = g.treeStart[i + 1]!;
  for (let k = g.treeStart[i]!; k < end; k++) if (g.treeOwner[k] !== i) return true;
  return false;
}

const besides = new WeakMap<LosGrid, Uint8Array>();

/** `treesBeside` of every square, 1 or 0: made once per grid, so the field of view reads one byte per target. */
export function treesBesideTable(g: LosGrid): Uint8Array {
  let t = besides.get(g);
  if (t !== undefined) return t;
  t = new Uint8Array(g.width * g.height);
  for (let i = 0; i < t.length; i++) t[i] = treesBeside(g, i) ? 1 : 0;
  besides.set(g, t);
  return t;
}

/** On an octant's diagonal, the last corner before target i: could its neighbour j in the same row, or the side between them, block? */
export function cornerMatters(g: LosGrid, i: number, j: number, low: number): boolean {
  return g.eff[j]! > low || g.overhead[j]! !== NONE || g.treeStart[j + 1]! > g.treeStart[j]! || (sideFlags(g, i, j) & SIDE_BLOCK) !== 0;
}

/** The flags of the side between side-adjacent squares i and j. */
function sideFlags(g: LosGrid, i: number, j: number): number {
  const diff = j - i;
  if (diff === 1 || diff === -1) {
    const k = i < j ? j : i; // the eastern square: its west side
    return g.vSide[k + (k - (k % g.width)) / g.width]!; // vSideIndex: row·(W + 1) + col
  }
  return g.hSide[i < j ? j : i]!; // the southern square: its north side
}
