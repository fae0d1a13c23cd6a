/**
 * What a figure can see, as a polygon for the umpire's display (and a side's
 * "seen by" shading): an angular sweep from his eye. Rays are cast at every
 * corner of every blocking edge (and just either side of it) to the nearest
 * blocking edge or the table's edge. A blocking edge here is one that stands
 * above his eye wherever it is: a building wall (openings are not holes in the
 * display), a solid linear feature, a contour higher than his eye. Vegetation
 * and lower features do not appear: they are the line of sight's business
 * (lineOfSight answers each pair exactly); the display is an outline.
 */
import { EYE_HEIGHT, LINEAR_OPAQUE } from '../tables/features';
import { crossingParam } from './geometry';
import type { TableIndex } from './table-index';
import { groundAt } from './terrain-along';
import type { Point, TableFigure } from './table-types';

const EPS_ANGLE = 1e-5;

/** The edges (indices into index.edges) that block a figure's sight wherever they stand. */
export function blockingEdges(index: TableIndex, figure: TableFigure): Set<number> {
  const { layout } = index;
  const eye = groundAt(index, figure.at) + EYE_HEIGHT[figure.posture].value;
  const out = new Set<number>();
  index.edges.forEach((e, i) => {
    if (e.kind === 'building') {
      const b = layout.buildings[e.feature]!;
      if (b.height > eye) out.add(i);
    } else if (e.kind === 'linear') {
      const f = layout.linear[e.feature]!;
      if (LINEAR_OPAQUE[f.kind].value && f.height > eye) out.add(i);
    } else if (e.kind === 'contour') {
      if (layout.hills[e.feature]!.contours[e.sub]!.height > eye) out.add(i);
    }
  });
  return out;
}

/** The nearest blocking hit along the ray from o to far (fraction of the ray), 1 if none. */
function nearestHit(index: TableIndex, blockers: ReadonlySet<number>, o: Point, far: Point): number {
  let best = 1;
  index.edgesAlong(o, far, (i) => {
    if (!blockers.has(i)) return;
    const e = index.edges[i]!;
    const t = crossingParam(o.x, o.y, far.x, far.y, e.ax, e.ay, e.bx, e.by);
    if (t !== undefined && t > 1e-12 && t < best) best = t;
  });
  return best;
}

/** The visibility polygon of a figure, corners in order of angle. */
export function visibilityPolygon(index: TableIndex, figure: TableFigure): Point[] {
  const { width, height } = index.layout;
  const o = figure.at;
  const blockers = blockingEdges(index, figure);
  const angles: number[] = [];
  const corners: Point[] = [{ x: 0, y: 0 }, { x: width, y: 0 }, { x: width, y: height }, { x: 0, y: height }];
  for (const i of blockers) {
    const e = index.edges[i]!;
    corners.push({ x: e.ax, y: e.ay }, { x: e.bx, y: e.by });
  }
  for (const c of corners) {
    if (c.x === o.x && c.y === o.y) continue;
    const a = Math.atan2(c.y - o.y, c.x - o.x);
    angles.push(a - EPS_ANGLE, a, a + EPS_ANGLE);
  }
  angles.sort((p, q) => p - q);
  const out: Point[] = [];
  let last = NaN;
  for (const a of angles) {
    if (a === last) continue;
    last = a;
    const far = rayToEdge(o, a, width, height);
    const t = nearestHit(index, blockers, o, far);
    out.push({ x: o.x + (far.x - o.x) * t, y: o.y + (far.y - o.y) * t });
  }
  return out;
}

/** Where the ray from o at angle a leaves the table. */
function rayToEdge(o: Point, a: number, width: number, height: number): Point {
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  let t = Infinity;
  if (dx > 0) t = Math.min(t, (width - o.x) / dx);
  if (dx < 0) t = Math.min(t, -o.x / dx);
  if (dy > 0) t = Math.min(t, (height - o.y) / dy);
  if (dy < 0) t = Math.min(t, -o.y / dy);
  if (!Number.isFinite(t)) t = 0;
  return { x: o.x + dx * t, y: o.y + dy * t };
}
