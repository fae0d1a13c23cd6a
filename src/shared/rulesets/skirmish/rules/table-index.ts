/**
 * The table's edges and features, indexed for the sight and movement rules:
 * one Flatbush over every edge's bounding box (walked in short pieces along a
 * line, so a long diagonal does not fetch half the table) and one over every
 * feature's bounding box (for "which features hold this point").
 * `bruteForceIndex` answers the same questions by testing everything: the
 * benchmark's peer and the tests' oracle.
 */
import Flatbush from 'flatbush';
import { bbox, stripPolygon, type BBox } from './geometry';
import type { Point, Polygon, TableLayout } from './table-types';

export type FeatureKind = 'area' | 'linear' | 'building' | 'contour' | 'road';

/** One edge of a feature: a polygon side, a polyline stretch or a road strip side. */
export interface Edge {
  readonly kind: FeatureKind;
  /** Index into the layout's list of that kind (for contours: the hill). */
  readonly feature: number;
  /** For contours: which contour of the hill. */
  readonly sub: number;
  /** The polygon side or polyline stretch within the feature. */
  readonly part: number;
  readonly ax: number;
  readonly ay: number;
  readonly bx: number;
  readonly by: number;
  /** The region this edge bounds (index into `regions`), -1 for a linear feature. */
  readonly region: number;
}

/** A polygon feature, for point-in tests. */
export interface Region {
  readonly kind: Exclude<FeatureKind, 'linear'>;
  readonly feature: number;
  readonly sub: number;
  readonly polygon: Polygon;
  readonly box: BBox;
}

export interface TableIndex {
  readonly layout: TableLayout;
  readonly edges: readonly Edge[];
  readonly regions: readonly Region[];
  /** Calls visit once per edge that may meet segment ab (a superset of the edges it crosses: boxes met, ends not clearly on one side). */
  edgesAlong(a: Point, b: Point, visit: (edge: number) => void): void;
  /** Calls visit for every region whose box holds p (a superset of those holding p). */
  regionsAt(p: Point, visit: (region: number) => void): void;
}

/** Road strips: each stretch of a road as a quadrilateral of its width. */
export function roadStrips(layout: TableLayout): { road: number; part: number; polygon: Point[] }[] {
  const out: { road: number; part: number; polygon: Point[] }[] = [];
  layout.roads.forEach((road, r) => {
    for (let i = 1; i < road.points.length; i++) out.push({ road: r, part: i - 1, polygon: stripPolygon(road.points[i - 1]!, road.points[i]!, road.width) });
  });
  return out;
}

function collect(layout: TableLayout): { edges: Edge[]; regions: Region[] } {
  const edges: Edge[] = [];
  const regions: Region[] = [];
  const ring = (kind: Exclude<FeatureKind, 'linear'>, feature: number, sub: number, polygon: Polygon) => {
    const region = regions.length;
    regions.push({ kind, feature, sub, polygon, box: bbox(polygon) });
    for (let i = 0; i < polygon.length; i++) {
      const a = polygon[i]!;
      const b = polygon[(i + 1) % polygon.length]!;
      edges.push({ kind, feature, sub, part: i, ax: a.x, ay: a.y, bx: b.x, by: b.y, region });
    }
  };
  layout.areas.forEach((area, i) => ring('area', i, 0, area.polygon));
  layout.buildings.forEach((b, i) => ring('building', i, 0, b.polygon));
  layout.hills.forEach((h, i) => h.contours.forEach((c, k) => ring('contour', i, k, c.polygon)));
  roadStrips(layout).forEach((s) => ring('road', s.road, s.part, s.polygon));
  layout.linear.forEach((f, i) => {
    for (let k = 1; k < f.points.length; k++) {
      const a = f.points[k - 1]!;
      const b = f.points[k]!;
      edges.push({ kind: 'linear', feature: i, sub: 0, part: k - 1, ax: a.x, ay: a.y, bx: b.x, by: b.y, region: -1 });
    }
  });
  return { edges, regions };
}

/** The length of the pieces a line is walked in when asking the edge index. */
const PIECE = 4;

export function buildTableIndex(layout: TableLayout): TableIndex {
  const { edges, regions } = collect(layout);
  const edgeTree = new Flatbush(Math.max(1, edges.length));
  for (const e of edges) edgeTree.add(Math.min(e.ax, e.bx), Math.min(e.ay, e.by), Math.max(e.ax, e.bx), Math.max(e.ay, e.by));
  if (edges.length === 0) edgeTree.add(-1e9, -1e9, -1e9, -1e9);
  edgeTree.finish();
  const regionTree = new Flatbush(Math.max(1, regions.length));
  for (const r of regions) regionTree.add(r.box.minX, r.box.minY, r.box.maxX, r.box.maxY);
  if (regions.length === 0) regionTree.add(-1e9, -1e9, -1e9, -1e9);
  regionTree.finish();
  const seen = new Uint32Array(Math.max(1, edges.length));
  let stamp = 0;
  return {
    layout,
    edges,
    regions,
    edgesAlong(a, b, visit) {
      stamp++;
      if (stamp === 0xffffffff) {
        seen.fill(0);
        stamp = 1;
      }
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const len = Math.hypot(dx, dy);
      const pieces = Math.max(1, Math.ceil(len / PIECE));
      const eps = 1e-9;
      // The filter keeps nothing: each edge is handled as the tree meets it, with no result array (one filter for every piece).
      const meet = (i: number): boolean => {
        if (i >= edges.length || seen[i] === stamp) return false;
        seen[i] = stamp;
        if (!clearlyOneSide(a, dx, dy, edges[i]!)) visit(i);
        return false;
      };
      for (let k = 0; k < pieces; k++) {
        const x0 = a.x + ((b.x - a.x) * k) / pieces;
        const y0 = a.y + ((b.y - a.y) * k) / pieces;
        const x1 = a.x + ((b.x - a.x) * (k + 1)) / pieces;
        const y1 = a.y + ((b.y - a.y) * (k + 1)) / pieces;
        edgeTree.search(Math.min(x0, x1) - eps, Math.min(y0, y1) - eps, Math.max(x0, x1) + eps, Math.max(y0, y1) + eps, meet);
      }
    },
    regionsAt(p, visit) {
      for (const i of regionTree.search(p.x, p.y, p.x, p.y)) if (i < regions.length) visit(i);
    },
  };
}

/**
 * Whether both ends of an edge lie clearly on one side of the line through a
 * in direction (dx, dy): then the segment cannot meet it. "Clearly": by more
 * than a bound on the floating-point error of the cross products, so an edge
 * the robust test might find touching is never dropped.
 */
function clearlyOneSide(a: Point, dx: number, dy: number, e: Edge): boolean {
  const s1 = dx * (e.ay - a.y) - dy * (e.ax - a.x);
  const s2 = dx * (e.by - a.y) - dy * (e.bx - a.x);
  const scale = Math.abs(dx) + Math.abs(dy);
  const tol1 = 1e-9 * scale * (Math.abs(e.ax - a.x) + Math.abs(e.ay - a.y) + 1);
  const tol2 = 1e-9 * scale * (Math.abs(e.bx - a.x) + Math.abs(e.by - a.y) + 1);
  return (s1 > tol1 && s2 > tol2) || (s1 < -tol1 && s2 < -tol2);
}

/** The same answers by testing every edge and every region: the peer and the oracle. */
export function bruteForceIndex(layout: TableLayout): TableIndex {
  const { edges, regions } = collect(layout);
  return {
    layout,
    edges,
    regions,
    edgesAlong(_a, _b, visit) {
      for (let i = 0; i < edges.length; i++) visit(i);
    },
    regionsAt(p, visit) {
      for (let i = 0; i < regions.length; i++) {
        const b = regions[i]!.box;
        if (p.x >= b.minX && p.x <= b.maxX && p.y >= b.minY && p.y <= b.maxY) visit(i);
      }
    },
  };
}
