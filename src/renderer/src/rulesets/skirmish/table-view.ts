/**
 * The table screen's arithmetic, apart from React and Konva: the colours of
 * each class, what a click lands on, the measuring tape's marks and the LOS
 * tool's reading of a sight line. Tested on its own (table-view.test.ts).
 */
import type { CoverClass } from '@shared/rulesets/skirmish/tables/cover';
import type { LinearKind, Posture } from '@shared/rulesets/skirmish/tables/features';
import { SCALE_MARKS } from '@shared/rulesets/skirmish/tables/ground-scale';
import { measure } from '@shared/rulesets/skirmish/rules/measuring';
import type { SightResult } from '@shared/rulesets/skirmish/rules/line-of-sight';
import { pointInPolygon } from '@shared/rulesets/skirmish/rules/geometry';
import type { Point, SkirmishTable, TableError } from '@shared/rulesets/skirmish/model/table-model';
import type { FeatureList, ShapeRef } from '@shared/rulesets/skirmish/model/edit/table-ops';

/** Fill colours by cover class (the same in both themes: the table is a table). */
export const COVER_FILL: Readonly<Record<CoverClass, string>> = {
  open: '#c9d7a0',
  light: '#a9c76a',
  close: '#4f8a3c',
  dense: '#24502a',
  water: '#6fa8d6',
  impassable: '#6b6258',
};

export const LINEAR_STROKE: Readonly<Record<LinearKind, { readonly colour: string; readonly width: number; readonly dash?: readonly number[] }>> = {
  wall: { colour: '#7a3b2e', width: 0.45 },
  fence: { colour: '#8a6a3a', width: 0.2, dash: [0.6, 0.4] },
  hedge: { colour: '#2f6b2a', width: 0.6 },
  bank: { colour: '#8b6d45', width: 0.7 },
  sandbags: { colour: '#c2a36b', width: 0.5, dash: [0.35, 0.15] },
};

export const TABLE_FELT = '#d9cfae';
export const ROAD_FILL: Readonly<Record<'road' | 'track', string>> = { road: '#b9a98a', track: '#c9b78f' };
export const BUILDING_FILL = '#9a8f85';
export const CONTOUR_STROKE = '#7d5a36';

/** Base diameter by posture for the test figures (inches): a 25 mm base is about 1". */
export const FIGURE_RADIUS = 0.5;

export interface TestFigure {
  readonly id: string;
  readonly at: Point;
  readonly posture: Posture;
  /** Degrees clockwise from up the table. */
  readonly facing: number;
}

/** The feature a click lands on: a line or road within `reach` inches, else the innermost building, area or hill holding the point. */
export function featureAt(t: SkirmishTable, p: Point, reach: number): ShapeRef | undefined {
  const near = (pts: readonly Point[]) => pts.some((a, i) => i > 0 && distanceToSegment(p, pts[i - 1]!, a) <= reach);
  for (let i = t.linear.length - 1; i >= 0; i--) if (near(t.linear[i]!.points)) return { list: 'linear', id: t.linear[i]!.id };
  for (let i = t.buildings.length - 1; i >= 0; i--) if (pointInPolygon(p, t.buildings[i]!.polygon)) return { list: 'buildings', id: t.buildings[i]!.id };
  for (let i = t.roads.length - 1; i >= 0; i--) {
    const r = t.roads[i]!;
    if (r.points.some((a, k) => k > 0 && distanceToSegment(p, r.points[k - 1]!, a) <= Math.max(reach, r.width / 2))) return { list: 'roads', id: r.id };
  }
  for (let i = t.areas.length - 1; i >= 0; i--) if (pointInPolygon(p, t.areas[i]!.polygon)) return { list: 'areas', id: t.areas[i]!.id };
  for (let i = t.hills.length - 1; i >= 0; i--) {
    const h = t.hills[i]!;
    for (let k = h.contours.length - 1; k >= 0; k--) if (pointInPolygon(p, h.contours[k]!.polygon)) return { list: 'hills', id: h.id, contour: k };
  }
  return undefined;
}

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The outline of a shape (a polygon's corners, a line's points). */
export function outlineOf(t: SkirmishTable, s: ShapeRef): { readonly points: readonly Point[]; readonly closed: boolean } | undefined {
  switch (s.list) {
    case 'areas': {
      const f = t.areas.find((x) => x.id === s.id);
      return f && { points: f.polygon, closed: true };
    }
    case 'buildings': {
      const f = t.buildings.find((x) => x.id === s.id);
      return f && { points: f.polygon, closed: true };
    }
    case 'linear': {
      const f = t.linear.find((x) => x.id === s.id);
      return f && { points: f.points, closed: false };
    }
    case 'roads': {
      const f = t.roads.find((x) => x.id === s.id);
      return f && { points: f.points, closed: false };
    }
    case 'hills': {
      const c = t.hills.find((x) => x.id === s.id)?.contours[s.contour ?? 0];
      return c && { points: c.polygon, closed: true };
    }
  }
}

/** Where a new corner goes when the umpire double-clicks near an edge: the index to insert at, or undefined if no edge is within reach. */
export function insertionIndex(points: readonly Point[], closed: boolean, p: Point, reach: number): number | undefined {
  let best: { i: number; d: number } | undefined;
  const n = points.length;
  for (let i = 0; i < (closed ? n : n - 1); i++) {
    const d = distanceToSegment(p, points[i]!, points[(i + 1) % n]!);
    if (d <= reach && (!best || d < best.d)) best = { i: i + 1, d };
  }
  return best?.i;
}

/** The features a table error names (`buildings[0] "house-1"` → house-1), for drawing the fault on them. */
export function faultyIds(errors: readonly TableError[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of errors) {
    const m = /^(areas|linear|buildings|hills|roads)\[\d+\] "(.*)"$/.exec(e.where);
    const id = m ? m[2]! : 'table';
    out.set(id, [...(out.get(id) ?? []), `${e.field}: ${e.message}`]);
  }
  return out;
}

export interface TapeMark {
  readonly at: Point;
  readonly inches: number;
  readonly label: string;
}

export interface TapeReading {
  readonly inches: number;
  readonly metres: number;
  /** True when the metres fall between the printed marks of the scale table (interpolated: a house reading). */
  readonly house: boolean;
  readonly text: string;
  /** The printed marks of the ground scale along the tape (2" = 10 m, 4" = 20 m, …). */
  readonly marks: readonly TapeMark[];
}

/** The measuring tape from a to b: inches, metres through the ground scale, and the printed marks it passes. */
export function readTape(a: Point, b: Point): TapeReading {
  const m = measure(a, b);
  const house = m.metres.provenance.kind === 'house';
  const marks: TapeMark[] = [];
  for (const s of SCALE_MARKS) {
    const inches = s.value.inches;
    if (inches > m.inches || m.inches === 0) continue;
    const t = inches / m.inches;
    marks.push({ at: { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }, inches, label: `${inches}"=${s.value.metres} m` });
  }
  const text = `${m.inches.toFixed(2)}" = ${Math.round(m.metres.value)} m${house ? ' (house: between the printed marks of the ground scale, interpolated)' : ' (printed mark of the ground scale)'}`;
  return { inches: m.inches, metres: m.metres.value, house, text, marks };
}

/** The ids of the features a sight line is blocked by, for highlighting. */
export const blockingIds = (r: SightResult): Set<string> => new Set(r.blockers.flatMap((b) => b.ids));

/** The LOS tool's reading in words: visibility, blockers, cover in and behind, walls crossed with their penetration. */
export function describeSight(r: SightResult): { readonly headline: string; readonly lines: readonly string[] } {
  const headline = `${r.visibility === 'clear' ? 'Clear' : r.visibility === 'partial' ? 'Partly visible' : 'Blocked'} · ${r.inches.toFixed(2)}" = ${Math.round(r.metres.value)} m · reads on the ${r.line} line (${r.inRange ? 'within' : 'beyond'} range)`;
  const lines = [
    ...r.blockers.map((b) => `Blocked by ${b.what}`),
    `In ${r.coverIn.line} cover${r.coverIn.ids.length ? ` (${r.coverIn.ids.join(', ')})` : ''}; behind ${r.coverBehind.line}${r.coverBehind.ids.length ? ` (${r.coverBehind.ids.join(', ')})` : ''}`,
    ...r.crossed.map((c) => `Crosses ${c.kind} "${c.id}" (${c.material}, ${c.thickness}): penetration ${c.penetration.value} (${c.penetration.provenance.kind}) · ${c.fromTarget.toFixed(2)}" before the target${c.protects ? ' · protects him' : ''}`),
  ];
  return { headline, lines };
}

export const LIST_LABEL: Readonly<Record<FeatureList, string>> = { areas: 'Area', linear: 'Linear feature', buildings: 'Building', hills: 'Hill', roads: 'Road' };
