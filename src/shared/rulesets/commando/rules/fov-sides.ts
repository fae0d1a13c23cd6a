/**
 * The field of view's blocking square sides (line terrain, Case 8.23b; field-of-view.ts): each side the lines
 * onward from an octant cell may cross goes in as a box, at its own level inside it (Case 8.22) and at its ends as
 * high as the corner ruling can make it (los-grid.ts `hSideTop`).
 */
import { BANDED } from './fov-looking-up';
import type { TreeOctant } from './fov-trees';
import type { LosGrid } from './los-grid';
import { SIDE_BLOCK } from './los-grid';

/** What the sides read of the caster: the octant (as the trees read it) and the box it adds (doubled octant coordinates). */
export interface SideCaster extends TreeOctant {
  readonly g: LosGrid;
  readonly W: number;
  readonly H: number;
  addBox(a: number, b: number, c: number, e: number, hardLevel: number, touchLevel: number, row: number, banded: number): void;
}

/** Map square index of octant cell (d, m), or −1 off the map. */
function at(o: SideCaster, d: number, m: number): number {
  const c = o.oc + d * o.xx + m * o.xy;
  const r = o.or + d * o.yx + m * o.yy;
  return c < 1 || r < 1 || c > o.W || r > o.H ? -1 : (r - 1) * o.W + c - 1;
}

/** The blocking sides of octant cell (d, m), map index i, the lines onward may cross: its far side, and (at m = 0 both) its minor sides. */
export function addSides(o: SideCaster, d: number, m: number, i: number): void {
  const far = at(o, d + 1, m);
  if (far >= 0) addSide(o, i, far, 2 * d + 1, 2 * d + 1, 2 * m - 1, 2 * m + 1, d);
  const up = at(o, d, m + 1);
  if (up >= 0) addSide(o, i, up, 2 * d - 1, 2 * d + 1, 2 * m + 1, 2 * m + 1, d);
  if (m === 0) {
    const down = at(o, d, -1);
    if (down >= 0) addSide(o, i, down, 2 * d - 1, 2 * d + 1, -1, -1, d);
  }
}

/** A blocking side between squares i and j: its own level inside it (Case 8.22), and at its ends as high as a corner can make it. */
function addSide(o: SideCaster, i: number, j: number, a: number, b: number, c: number, e: number, row: number): void {
  const g = o.g;
  const diff = j - i;
  let top: number;
  if (diff === 1 || diff === -1) {
    const k = i < j ? j : i; // the eastern square: its west side
    const si = k + (k - (k % o.W)) / o.W; // vSideIndex: row·(W + 1) + col
    if ((g.vSide[si]! & SIDE_BLOCK) === 0) return;
    top = g.vSideTop[si]!;
  } else {
    const si = i < j ? j : i; // the southern square: its north side
    if ((g.hSide[si]! & SIDE_BLOCK) === 0) return;
    top = g.hSideTop[si]!;
  }
  const level = Math.max(g.ground[i]!, g.ground[j]!) + 1;
  o.addBox(a, b, c, e, level, top, row, BANDED);
}
