/**
 * What a segment of the table passes through: the ground height under it
 * (stepped hills: the ground inside a contour is that contour's height) and
 * the stretches inside each polygon feature.
 */
import { crossingParam, insideIntervals, pointInPolygon } from './geometry';
import type { Region, TableIndex } from './table-index';
import type { Point } from './table-types';

export interface Stretch {
  readonly region: Region;
  readonly t0: number;
  readonly t1: number;
}

/**
 * Every polygon feature the segment ab enters (or starts or ends in), with the
 * stretches inside it. `candidates`: the edges already fetched for ab (one
 * walk of the index serves several questions); `holding`: the regions
 * already known to hold a or b (see `regionsContaining`).
 */
export function stretchesAlong(
  index: TableIndex,
  a: Point,
  b: Point,
  kinds: ReadonlySet<Region['kind']>,
  candidates?: readonly number[],
  holding?: readonly number[],
): Stretch[] {
  const crossings = new Map<number, number[]>();
  const each = candidates ? (visit: (e: number) => void) => candidates.forEach(visit) : (visit: (e: number) => void) => index.edgesAlong(a, b, visit);
  each((e) => {
    const edge = index.edges[e]!;
    if (edge.kind === 'linear' || !kinds.has(edge.kind)) return;
    const t = crossingParam(a.x, a.y, b.x, b.y, edge.ax, edge.ay, edge.bx, edge.by);
    if (t === undefined) return;
    const r = edge.region;
    const list = crossings.get(r);
    if (list) list.push(t);
    else crossings.set(r, [t]);
  });
  const found = new Set(crossings.keys());
  const holds = (p: Point) =>
    index.regionsAt(p, (r) => {
      if (kinds.has(index.regions[r]!.kind) && !found.has(r) && pointInPolygon(p, index.regions[r]!.polygon)) found.add(r);
    });
  if (holding) {
    for (const r of holding) if (kinds.has(index.regions[r]!.kind)) found.add(r);
  } else {
    holds(a);
    holds(b);
  }
  const out: Stretch[] = [];
  for (const r of [...found].sort((p, q) => p - q)) {
    const region = index.regions[r]!;
    for (const [t0, t1] of insideIntervals(a, b, region.polygon, crossings.get(r) ?? [])) out.push({ region, t0, t1 });
  }
  return out;
}

/** The regions holding point p. */
export function regionsHolding(index: TableIndex, p: Point, kind: Region['kind']): Region[] {
  const out: number[] = [];
  index.regionsAt(p, (r) => {
    const region = index.regions[r]!;
    if (region.kind === kind && pointInPolygon(p, region.polygon)) out.push(r);
  });
  return out.sort((x, y) => x - y).map((r) => index.regions[r]!);
}

/** Ground height (metres) at p: the highest contour holding it, 0 outside every hill. */
export function groundAt(index: TableIndex, p: Point): number {
  let h = 0;
  for (const r of regionsHolding(index, p, 'contour')) h = Math.max(h, index.layout.hills[r.feature]!.contours[r.sub]!.height);
  return h;
}

/** Ground height at fraction t along the segment, from the contour stretches found for it. */
export function groundOnStretches(contours: readonly Stretch[], index: TableIndex, t: number): number {
  let h = 0;
  for (const s of contours) {
    if (t >= s.t0 && t <= s.t1) h = Math.max(h, index.layout.hills[s.region.feature]!.contours[s.region.sub]!.height);
  }
  return h;
}

/** Every region (any kind) holding p, as indices into index.regions. */
export function regionsContaining(index: TableIndex, p: Point): number[] {
  const out: number[] = [];
  index.regionsAt(p, (r) => {
    if (pointInPolygon(p, index.regions[r]!.polygon)) out.push(r);
  });
  return out.sort((x, y) => x - y);
}

/** Ground height from the regions known to hold a point (see `regionsContaining`). */
export function groundOfRegions(index: TableIndex, holding: readonly number[]): number {
  let h = 0;
  for (const r of holding) {
    const region = index.regions[r]!;
    if (region.kind === 'contour') h = Math.max(h, index.layout.hills[region.feature]!.contours[region.sub]!.height);
  }
  return h;
}
