/**
 * Line of Sight's own walk along the straightedge (Case 8.24): the supercover
 * traversal of grid-trace.ts, written out again for the one visitor it serves
 * here, `LosTrace`.
 *
 * Why a copy: `traceSupercover` serves five visitors (LOS, the grenade throw
 * path, the throw line, the claymore tripwire, explosives). Once a game has run
 * them all, its calls to `cell`/`side`/`corner` see five shapes and the engine
 * stops inlining them; LOS, by far the most frequent, then ran 1.7× slower in
 * the app than in a bench that called it alone (issue 23). Here the visitor is
 * one class, so those calls stay monomorphic whatever else the game traces.
 * The order of events is exactly grid-trace.ts's (its tests state the order;
 * los-walk.test.ts checks this walk against it square by square).
 */
import type { LosGrid } from './los-grid';
import type { LosTrace } from './los-trace';

/** Walk from (c0, r0) to (c1, r1) with `t`; `true` if the trace stopped early (a block on the fast path). */
export function walkLos(c0: number, r0: number, c1: number, r1: number, t: LosTrace): boolean {
  if (t.cell(c0, r0, true)) return true;
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
      if (t.side(sx > 0 ? c + 1 : c, r, true)) return true;
      c += sx;
      i++;
    } else if (cmp > 0) {
      if (t.side(c, sy > 0 ? r + 1 : r, false)) return true;
      r += sy;
      j++;
    } else {
      if (t.corner(c, r, sx, sy)) return true;
      c += sx;
      r += sy;
      i++;
      j++;
    }
    if (t.cell(c, r, c === c1 && r === r1)) return true;
  }
  return false;
}

/**
 * The fast path on a built grid: is the line clear between square (ac, ar) at level ha and
 * (bc, br) at level hb? Walked from the lower-indexed square, so who looks never matters.
 * Allocates nothing; `t` is reused.
 */
export function losClear(t: LosTrace, g: LosGrid, smoke: Uint8Array | null, ac: number, ar: number, ha: number, bc: number, br: number, hb: number, vehicles: Uint8Array | null = null): boolean {
  if (ac === bc && ar === br) return true;
  if (smoke === null && vehicles === null && Math.min(ha, hb) >= g.maxObstacle) return true;
  const forward = ar < br || (ar === br && ac < bc);
  let blocked: boolean;
  if (forward) {
    t.reset(g, smoke, null, ac, ar, ha, bc, br, hb, vehicles);
    blocked = walkLos(ac, ar, bc, br, t);
  } else {
    t.reset(g, smoke, null, bc, br, hb, ac, ar, ha, vehicles);
    blocked = walkLos(bc, br, ac, ar, t);
  }
  t.smoke = null;
  t.vehicles = null;
  return !blocked;
}
