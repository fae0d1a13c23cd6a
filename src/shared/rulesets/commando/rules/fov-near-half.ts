/**
 * The exact check for a target the field of view has cleared of every obstacle above both men (field-of-view.ts
 * `decide`, Cases 8.25, 8.26): what is left to find is an obstacle between the men's levels, and one blocks only
 * where strictly nearer the lower man (Case 8.26). So the straightedge is walked as los-walk.ts walks it (from the
 * lower-indexed square, the same events in the same order), but an event whose every position lies no nearer the
 * lower man is passed over: the answer is `losClear`'s.
 *
 * Why that is exact: the caller has found no obstacle above both men touching the line, no smoke and no overhead
 * obstacle (both sit in the touch sets at every level), and one at or below the lower man never blocks
 * (`LosTrace.blocks`). An event at the walk's square (c, r) meets obstacles placed within 1 of that square's centre
 * (its sides and corners, in doubled coordinates) or at the centre of a tree's own square, at most `reach` squares
 * away (a tree is listed in every square its bounding box touches). With D = H − L (the higher and lower men's
 * centres), a position P is strictly nearer L when 2P·D < |H|² − |L|², and moving P by at most δ per axis moves
 * 2P·D by at most 2δ(|Dx| + |Dy|). Along the walk P·D only grows from L's end (each step goes D's way), so from
 * that end the walk stops at the first event too far to matter.
 */
import type { LosGrid } from './los-grid';
import type { LosTrace } from './los-trace';
import { eventTops } from './fov-walk';

/** Per grid: how many squares from its own square a tree is listed at most. */
const reachOf = new WeakMap<LosGrid, number>();

function treeReach(g: LosGrid): number {
  let r = reachOf.get(g);
  if (r !== undefined) return r;
  r = 0;
  const W = g.width;
  for (let i = 0; i < W * g.height; i++) {
    const col = i % W;
    const row = (i - col) / W;
    for (let k = g.treeStart[i]!; k < g.treeStart[i + 1]!; k++) {
      const o = g.treeOwner[k]!;
      const oc = o % W;
      r = Math.max(r, Math.abs(oc - col), Math.abs((o - oc) / W - row));
    }
  }
  reachOf.set(g, r);
  return r;
}

/**
 * Is the line clear between square (ac, ar) at level ha and (bc, br) at level hb ≠ ha, given that only an obstacle
 * between their levels can block (see above)? No smoke, no tanks.
 */
export function clearNearLower(t: LosTrace, g: LosGrid, ac: number, ar: number, ha: number, bc: number, br: number, hb: number): boolean {
  const forward = ar < br || (ar === br && ac < bc);
  const c0 = forward ? ac : bc;
  const r0 = forward ? ar : br;
  const c1 = forward ? bc : ac;
  const r1 = forward ? br : ar;
  t.reset(g, null, null, c0, r0, forward ? ha : hb, c1, r1, forward ? hb : ha, null);
  const Dx = t.hx - t.lx;
  const Dy = t.hy - t.ly;
  const K = t.hx * t.hx + t.hy * t.hy - t.lx * t.lx - t.ly * t.ly;
  const reach = treeReach(g);
  const delta = reach > 0 ? 2 * reach : 1;
  // An event at the square with doubled centre P may matter only when 2P·D − K < margin.
  const margin = 2 * delta * ((Dx < 0 ? -Dx : Dx) + (Dy < 0 ? -Dy : Dy));
  // Walking from the lower man: stop at the first event too far; from the higher: skip until one is near enough.
  const fromLow = t.lx === 2 * c0 - 1 && t.ly === 2 * r0 - 1;
  // Events that cannot block are passed over as fov-walk.ts passes them.
  const tops = eventTops(g);
  const cellTop = tops.cell;
  const cornerTop = tops.corner;
  const low = t.low;
  const W = g.width;
  let near = 2 * ((2 * c0 - 1) * Dx + (2 * r0 - 1) * Dy) - K < margin;
  if (near ? cellTop[(r0 - 1) * W + c0 - 1]! > low && t.cell(c0, r0, true) : fromLow) return near ? false : true;
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
      if (near && t.side(sx > 0 ? c + 1 : c, r, true)) return false;
      c += sx;
      i++;
    } else if (cmp > 0) {
      if (near && t.side(c, sy > 0 ? r + 1 : r, false)) return false;
      r += sy;
      j++;
    } else {
      if (near) {
        const x = cornerTop[(r - 1) * W + c + sx - 1]!;
        const y = cornerTop[(r + sy - 1) * W + c - 1]!;
        if ((x < y ? x : y) > low && t.corner(c, r, sx, sy)) return false;
      }
      c += sx;
      r += sy;
      i++;
      j++;
    }
    near = 2 * ((2 * c - 1) * Dx + (2 * r - 1) * Dy) - K < margin;
    if (!near && fromLow) return true;
    if (near && cellTop[(r - 1) * W + c - 1]! > low && t.cell(c, r, c === c1 && r === r1)) return false;
  }
  return true;
}
