/**
 * Plane geometry in table inches. Every "do these cross" and "which side" is
 * decided by `orient2d` from robust-predicates (exact in floating point); only
 * where two segments cross is computed in floating point.
 */
import { orient2d } from 'robust-predicates';
import type { Point, Polygon } from './table-types';

export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

const sign = (v: number): number => (v > 0 ? 1 : v < 0 ? -1 : 0);

const onSegment = (ax: number, ay: number, bx: number, by: number, px: number, py: number): boolean =>
  Math.min(ax, bx) <= px && px <= Math.max(ax, bx) && Math.min(ay, by) <= py && py <= Math.max(ay, by);

/** Whether segments ab and cd share a point (touching counts). */
export function segmentsIntersect(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): boolean {
  const o1 = sign(orient2d(ax, ay, bx, by, cx, cy));
  const o2 = sign(orient2d(ax, ay, bx, by, dx, dy));
  const o3 = sign(orient2d(cx, cy, dx, dy, ax, ay));
  const o4 = sign(orient2d(cx, cy, dx, dy, bx, by));
  if (o1 !== o2 && o3 !== o4) return true;
  if (o1 === 0 && onSegment(ax, ay, bx, by, cx, cy)) return true;
  if (o2 === 0 && onSegment(ax, ay, bx, by, dx, dy)) return true;
  if (o3 === 0 && onSegment(cx, cy, dx, dy, ax, ay)) return true;
  if (o4 === 0 && onSegment(cx, cy, dx, dy, bx, by)) return true;
  return false;
}

/**
 * Where segment ab meets segment cd, as the fraction t along ab (0 at a, 1 at
 * b), or undefined when they do not meet. Collinear overlaps give the first
 * shared point.
 */
export function crossingParam(
  ax: number, ay: number, bx: number, by: number,
  cx: number, cy: number, dx: number, dy: number,
): number | undefined {
  if (!segmentsIntersect(ax, ay, bx, by, cx, cy, dx, dy)) return undefined;
  const rx = bx - ax;
  const ry = by - ay;
  const sx = dx - cx;
  const sy = dy - cy;
  const denom = rx * sy - ry * sx;
  const len2 = rx * rx + ry * ry;
  if (denom === 0 || Math.abs(denom) < 1e-15 * Math.max(1, len2)) {
    // Collinear: the nearest of c, d (or a itself) along ab.
    if (len2 === 0) return 0;
    const tc = ((cx - ax) * rx + (cy - ay) * ry) / len2;
    const td = ((dx - ax) * rx + (dy - ay) * ry) / len2;
    const lo = Math.max(0, Math.min(tc, td));
    return Math.min(1, lo);
  }
  const t = ((cx - ax) * sy - (cy - ay) * sx) / denom;
  return Math.min(1, Math.max(0, t));
}

/** Even-odd point in polygon; a point on the boundary counts as inside. */
export function pointInPolygon(p: Point, poly: Polygon): boolean {
  return pointInPolygonXY(p.x, p.y, poly);
}

/** `pointInPolygon` for the point (px, py), without making a point. */
export function pointInPolygonXY(px: number, py: number, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j]!;
    const b = poly[i]!;
    const o = orient2d(a.x, a.y, b.x, b.y, px, py);
    if (o === 0 && onSegment(a.x, a.y, b.x, b.y, px, py)) return true;
    if (a.y > py !== b.y > py) {
      // Upward or downward crossing: which side of ab is p?
      const leftOfUp = b.y > a.y ? o < 0 : o > 0;
      if (leftOfUp) inside = !inside;
    }
  }
  return inside;
}

export interface BBox {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

export function bbox(points: readonly Point[]): BBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    minY = Math.min(minY, p.y);
    maxX = Math.max(maxX, p.x);
    maxY = Math.max(maxY, p.y);
  }
  return { minX, minY, maxX, maxY };
}

export function signedArea(poly: Polygon): number {
  let s = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) s += poly[j]!.x * poly[i]!.y - poly[i]!.x * poly[j]!.y;
  return s / 2;
}

/** Why a polygon is not simple, or undefined: at least 3 corners, some area, no edge crossing another. */
export function polygonFault(poly: Polygon): string | undefined {
  if (poly.length < 3) return `a polygon needs 3 corners or more, not ${poly.length}`;
  const n = poly.length;
  for (let i = 0; i < n; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % n]!;
    if (a.x === b.x && a.y === b.y) return `corners ${i} and ${(i + 1) % n} are the same point`;
    for (let j = i + 1; j < n; j++) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const c = poly[j]!;
      const d = poly[(j + 1) % n]!;
      if (adjacent) {
        // Neighbours share one corner; they may not fold back over each other.
        const shared = j === i + 1 ? b : a;
        const other1 = j === i + 1 ? a : b;
        const other2 = j === i + 1 ? d : c;
        if (orient2d(other1.x, other1.y, shared.x, shared.y, other2.x, other2.y) === 0) {
          const back = (other1.x - shared.x) * (other2.x - shared.x) + (other1.y - shared.y) * (other2.y - shared.y) > 0;
          if (back) return `edges ${i} and ${j} fold back over each other`;
        }
        continue;
      }
      if (segmentsIntersect(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) return `edges ${i} and ${j} cross`;
    }
  }
  if (signedArea(poly) === 0) return 'the polygon has no area';
  return undefined;
}

/**
 * The stretches of segment ab inside a polygon, as [t0, t1] fractions of ab,
 * from the crossing parameters already found (any order, duplicates allowed).
 */
export function insideIntervals(a: Point, b: Point, poly: Polygon, crossings: readonly number[]): [number, number][] {
  const ts = [0, ...crossings, 1].sort((p, q) => p - q);
  const out: [number, number][] = [];
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1]!;
    const t1 = ts[i]!;
    if (t1 - t0 <= 1e-12) continue;
    const tm = (t0 + t1) / 2;
    if (!pointInPolygonXY(a.x + (b.x - a.x) * tm, a.y + (b.y - a.y) * tm, poly)) continue;
    const last = out[out.length - 1];
    if (last && Math.abs(last[1] - t0) <= 1e-12) last[1] = t1;
    else out.push([t0, t1]);
  }
  return out;
}

/** All crossings of segment ab with a polygon's edges (t fractions of ab). */
export function polygonCrossings(a: Point, b: Point, poly: Polygon): number[] {
  const ts: number[] = [];
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const t = crossingParam(a.x, a.y, b.x, b.y, poly[j]!.x, poly[j]!.y, poly[i]!.x, poly[i]!.y);
    if (t !== undefined) ts.push(t);
  }
  return ts;
}

/** The four corners of a road stretch of the given width around segment ab. */
export function stripPolygon(a: Point, b: Point, width: number): Point[] {
  const len = distance(a, b) || 1;
  const nx = (-(b.y - a.y) / len) * (width / 2);
  const ny = ((b.x - a.x) / len) * (width / 2);
  return [
    { x: a.x + nx, y: a.y + ny },
    { x: b.x + nx, y: b.y + ny },
    { x: b.x - nx, y: b.y - ny },
    { x: a.x - nx, y: a.y - ny },
  ];
}

/** Whether segment ab comes within r of centre c. */
export function segmentNearPoint(a: Point, b: Point, c: Point, r: number): boolean {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((c.x - a.x) * dx + (c.y - a.y) * dy) / len2));
  return Math.hypot(a.x + dx * t - c.x, a.y + dy * t - c.y) <= r;
}
