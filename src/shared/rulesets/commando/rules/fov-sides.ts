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

/** Per square, which of its sides is blocking line terrain: 1 north, 2 south, 4 west, 8 east. */
const NORTH = 1;
const SOUTH = 2;
const WEST = 4;
const EAST = 8;
const tables = new WeakMap<LosGrid, Uint8Array>();
let lastGrid: LosGrid | null = null;
let lastTable: Uint8Array = new Uint8Array(0);

function blockingSides(g: LosGrid): Uint8Array {
  if (g === lastGrid) return lastTable;
  let t = tables.get(g);
  if (t === undefined) {
    const W = g.width;
    t = new Uint8Array(W * g.height);
    for (let i = 0; i < t.length; i++) {
      const col = i % W;
      const vs = ((i - col) / W) * (W + 1) + col; // vSideIndex of its west side
      t[i] =
        ((g.hSide[i]! & SIDE_BLOCK) !== 0 ? NORTH : 0) |
        ((g.hSide[i + W]! & SIDE_BLOCK) !== 0 ? SOUTH : 0) |
        ((g.vSide[vs]! & SIDE_BLOCK) !== 0 ? WEST : 0) |
        ((g.vSide[vs + 1]! & SIDE_BLOCK) !== 0 ? EAST : 0);
    }
    tables.set(g, t);
  }
  lastGrid = g;
  lastTable = t;
  return t;
}

/** The side a step (x, y) along the map crosses. */
function sideOf(x: number, y: number): number {
  return x > 0 ? EAST : x < 0 ? WEST : y > 0 ? SOUTH : NORTH;
}

/**
 * The blocking sides of octant cell (d, m), map index i, the lines onward may cross: its far side, and (at m = 0 both)
 * its minor sides. A side that is not blocking is passed over before its neighbour is looked up (`addSide` would
 * add nothing).
 */
export function addSides(o: SideCaster, d: number, m: number, i: number): void {
  const sides = blockingSides(o.g)[i]!;
  if ((sides & sideOf(o.xx, o.yx)) !== 0) {
    const far = at(o, d + 1, m);
    if (far >= 0) addSide(o, i, far, 2 * d + 1, 2 * d + 1, 2 * m - 1, 2 * m + 1, d);
  }
  if ((sides & sideOf(o.xy, o.yy)) !== 0) {
    const up = at(o, d, m + 1);
    if (up >= 0) addSide(o, i, up, 2 * d - 1, 2 * d + 1, 2 * m + 1, 2 * m + 1, d);
  }
  if (m === 0 && (sides & sideOf(-o.xy, -o.yy)) !== 0) {
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
