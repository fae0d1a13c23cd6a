/**
 * The field of view's exact straightedge check (field-of-view.ts `check`, Cases 8.21–8.27): `losClear`'s walk
 * (los-walk.ts, the same events in the same order), without smoke or tanks, passing over the events that cannot
 * block before asking `LosTrace`. The fast path keeps no state from one event to the next, so an event left out
 * that would have answered "no block" changes nothing: the answer is `losClear`'s.
 *
 * An obstacle at or below the lower man never blocks (`LosTrace.blocks`, Cases 8.25, 8.26), so, per grid:
 *
 * - `cell[i]`: the most any obstacle met in square i can be — its level for the line (Case 8.22) and every tree
 *   listed there (Case 8.6); an overhead obstacle (Case 48.43, blocking at one band only) counts as unbounded.
 *   A square with `cell[i]` at or below the lower man never blocks: `LosTrace.cell` says no.
 * - `corner[i]`: square i's level for the line, or unbounded where one of its four sides is blocking line
 *   terrain (Case 8.23b). At a corner the line passes exactly through, the corner ruling takes the lower of its two
 *   flanking squares, each with the sides it shares with the two squares of the line (both sides of that square):
 *   when either flanking square's `corner` is at or below the lower man, so is the ruling's level.
 */
import type { LosGrid } from './los-grid';
import { NONE, SIDE_BLOCK, UNBOUNDED } from './los-grid';
import type { LosTrace } from './los-trace';

export interface EventTops {
  readonly cell: Int16Array;
  readonly corner: Int16Array;
}

const cache = new WeakMap<LosGrid, EventTops>();

/** The grid's event tables (made once per grid). */
export function eventTops(g: LosGrid): EventTops {
  const got = cache.get(g);
  if (got !== undefined) return got;
  const W = g.width;
  const n = W * g.height;
  const cell = new Int16Array(n);
  const corner = new Int16Array(n);
  for (let i = 0; i < n; i++) {
    let top = g.overhead[i] !== NONE ? UNBOUNDED : g.eff[i]!;
    for (let k = g.treeStart[i]!; k < g.treeStart[i + 1]!; k++) top = Math.max(top, g.ground[g.treeOwner[k]!]! + 1);
    cell[i] = top;
    const col = i % W;
    const row = (i - col) / W;
    // Its north and south sides (hSide), west and east (vSide).
    const sides = g.hSide[i]! | g.hSide[i + W]! | g.vSide[row * (W + 1) + col]! | g.vSide[row * (W + 1) + col + 1]!;
    corner[i] = (sides & SIDE_BLOCK) !== 0 ? UNBOUNDED : g.eff[i]!;
  }
  const made = { cell, corner };
  cache.set(g, made);
  return made;
}

/** Is the line clear between square (ac, ar) at level ha and (bc, br) at level hb, no smoke, no tanks? As `losClear`. */
export function fovClear(t: LosTrace, g: LosGrid, ac: number, ar: number, ha: number, bc: number, br: number, hb: number): boolean {
  if (ac === bc && ar === br) return true;
  if (Math.min(ha, hb) >= g.maxObstacle) return true;
  const forward = ar < br || (ar === br && ac < bc);
  const c0 = forward ? ac : bc;
  const r0 = forward ? ar : br;
  const c1 = forward ? bc : ac;
  const r1 = forward ? br : ar;
  t.reset(g, null, null, c0, r0, forward ? ha : hb, c1, r1, forward ? hb : ha, null);
  const tops = eventTops(g);
  const cellTop = tops.cell;
  const cornerTop = tops.corner;
  const low = t.low;
  const W = g.width;
  if (cellTop[(r0 - 1) * W + c0 - 1]! > low && t.cell(c0, r0, true)) return false;
  const dc = c1 - c0;
  const dr = r1 - r0;
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
      if (t.side(sx > 0 ? c + 1 : c, r, true)) return false;
      c += sx;
      i++;
    } else if (cmp > 0) {
      if (t.side(c, sy > 0 ? r + 1 : r, false)) return false;
      r += sy;
      j++;
    } else {
      // The flanking squares (c + sx, r) and (c, r + sy).
      const x = cornerTop[(r - 1) * W + c + sx - 1]!;
      const y = cornerTop[(r + sy - 1) * W + c - 1]!;
      if ((x < y ? x : y) > low && t.corner(c, r, sx, sy)) return false;
      c += sx;
      r += sy;
      i++;
      j++;
    }
    if (cellTop[(r - 1) * W + c - 1]! > low && t.cell(c, r, c === c1 && r === r1)) return false;
  }
  return true;
}
