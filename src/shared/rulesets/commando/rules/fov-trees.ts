/**
 * The field of view's tree symbols (Case 8.6, field-of-view.ts): the directions from the man's centre whose
 * straightedge passes through a square's own tree circles, in one octant.
 */
import { EPS } from './angular-intervals';
import type { LosGrid } from './los-grid';

/**
 * Two trees of one square whose intervals overlap by more than this go in as one interval. All of a square's
 * trees share a level and an octant row, and every set joins two such intervals anyway (open sets past EPS of
 * overlap, row marks narrow each end by 2·EPS), so the joined one reads exactly as the two would: it only saves
 * the per-level bookkeeping.
 */
export const JOIN = 8 * EPS;

/** The octant, as field-of-view.ts steps it: the man's square and the axes (major x, y; minor x, y). */
export interface TreeOctant {
  readonly oc: number;
  readonly or: number;
  readonly xx: number;
  readonly xy: number;
  readonly yx: number;
  readonly yy: number;
}

/**
 * Square i's own trees as intervals of slope into `out.spans` (lo, hi pairs; grown as needed), each tree joined
 * into the first interval it overlaps by more than `JOIN`. Returns how many intervals.
 * A circle at major a, minor b lies between the tangents (ab ± r·√(a² + b² − r²)) ÷ (a² − r²); one no line
 * out of this octant's rows meets is left out.
 */
export function treeSpans(g: LosGrid, i: number, o: TreeOctant, out: { spans: Float64Array }): number {
  const end = g.treeStart[i + 1]!;
  let n = 0;
  for (let k = g.treeStart[i]!; k < end; k++) {
    if (g.treeOwner[k] !== i) continue;
    const px = g.treeX[k]! - (o.oc - 0.5);
    const py = g.treeY[k]! - (o.or - 0.5);
    const a = px * o.xx + py * o.yx;
    const b = px * o.xy + py * o.yy;
    const r2 = g.treeR2[k]!;
    const q = a * a - r2;
    if (a <= 0 || q <= 0) continue;
    const w = Math.sqrt(r2 * (q + b * b));
    const lo = (a * b - w) / q;
    const hi = (a * b + w) / q;
    let j = 0;
    const spans = out.spans;
    while (j < n && (hi < spans[2 * j + 1]! ? hi : spans[2 * j + 1]!) - (lo > spans[2 * j]! ? lo : spans[2 * j]!) <= JOIN) j++;
    if (j < n) {
      if (lo < spans[2 * j]!) spans[2 * j] = lo;
      if (hi > spans[2 * j + 1]!) spans[2 * j + 1] = hi;
      continue;
    }
    if (spans.length < 2 * n + 2) {
      const grown = new Float64Array(Math.max(16, 4 * n + 4));
      grown.set(spans);
      out.spans = grown;
    }
    out.spans[2 * n] = lo;
    out.spans[2 * n + 1] = hi;
    n++;
  }
  return n;
}
