/**
 * Line of sight and cover between two figures on the table
 * (docs/rulings/skirmish-geometry.md). The sight line runs from eye to eye
 * (eye height by posture); it is blocked by a hill contour higher than it, a
 * solid linear feature or building wall taller than it where it crosses, or
 * more depth of vegetation than that class's spotting range. The target is
 * partly visible when the line to his eye is clear but the line to his feet
 * is not. Every answer names its features in the breakdown.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { Sourced } from '../../../kernel/provenance';
import { COVER_LINE, COVER_REACH, SIGHT_THROUGH_AREAS, SMOKE_SHIFT, SPOTTING_LINES, SPOTTING_RANGE, lineDown, worseLine, type SpottingLine } from '../tables/cover';
import { CANOPY_HEIGHT, EYE_HEIGHT, LINEAR_COVER_LINE, LINEAR_OPAQUE, OPENING_HEIGHTS, type LinearKind } from '../tables/features';
import { inchesToMetres } from '../tables/ground-scale';
import { penetration, type Material } from '../tables/penetration';
import { seedLine } from '../tables/seed';
import { crossingParam, distance, segmentNearPoint } from './geometry';
import type { TableIndex } from './table-index';
import { groundOfRegions, groundOnStretches, regionsContaining, stretchesAlong } from './terrain-along';
import type { SmokeCloud, TableFigure } from './table-types';

export type Visibility = 'clear' | 'partial' | 'blocked';

export interface Blocker {
  readonly kind: 'hill' | LinearKind | 'building' | 'vegetation';
  readonly ids: readonly string[];
  readonly what: string;
}

export interface CrossedFeature {
  readonly id: string;
  readonly kind: LinearKind | 'building-wall' | 'door' | 'window';
  readonly material: Material;
  readonly thickness: number;
  readonly penetration: Sourced<number>;
  /** Inches from the target along the line. */
  readonly fromTarget: number;
  /** Near the target (COVER_REACH) and covering at least his feet: his protection. */
  readonly protects: boolean;
  readonly blocksEye: boolean;
}

export interface SightResult {
  readonly visibility: Visibility;
  readonly blockers: readonly Blocker[];
  readonly inches: number;
  readonly metres: Sourced<number>;
  /** The cover class line the target is in, and the features that make it. */
  readonly coverIn: { readonly line: SpottingLine; readonly ids: readonly string[] };
  /** The worst line along the last COVER_REACH inches before the target. */
  readonly coverBehind: { readonly line: SpottingLine; readonly ids: readonly string[] };
  readonly smoke: { readonly shift: number; readonly ids: readonly string[] };
  /** The spotting line after cover and smoke, and whether the target is within its range. */
  readonly line: SpottingLine;
  readonly inRange: boolean;
  readonly crossed: readonly CrossedFeature[];
  /** Steps name every feature; final = the penetration of the cover protecting the target. */
  readonly breakdown: Breakdown;
}

const FEET = 0.05;
const CONTOURS = new Set(['contour'] as const);
const AREAS = new Set(['area'] as const);
const pct = (t: number) => `${Math.round(t * 100)}% of the way`;

export function lineOfSight(index: TableIndex, from: TableFigure, to: TableFigure, smoke: readonly SmokeCloud[] = []): SightResult {
  const { layout } = index;
  const a = from.at;
  const b = to.at;
  const d = distance(a, b);
  const metres = inchesToMetres(d);
  const bd = new BreakdownBuilder(`cover protecting "${to.id}" seen from "${from.id}" (penetration)`, {
    label: `"${from.id}" (${from.posture}) to "${to.id}" (${to.posture}): ${d.toFixed(2)}" = ${metres.value.toFixed(0)} m`,
    caseRef: metres.provenance.source,
    value: 0,
    provenance: metres.provenance,
  });
  const candidates: number[] = [];
  index.edgesAlong(a, b, (e) => candidates.push(e));
  const atA = regionsContaining(index, a);
  const atB = regionsContaining(index, b);
  const holding = [...atA, ...atB];
  const contours = stretchesAlong(index, a, b, CONTOURS, candidates, holding);
  const ground = (t: number) => groundOnStretches(contours, index, t);
  const gA = groundOfRegions(index, atA);
  const gB = groundOfRegions(index, atB);
  const eyeA = gA + EYE_HEIGHT[from.posture].value;
  const eyeB = gB + EYE_HEIGHT[to.posture].value;
  const footB = gB + FEET;
  const eyeLine = (t: number) => eyeA + (eyeB - eyeA) * t;
  const footLine = (t: number) => eyeA + (footB - eyeA) * t;
  const eyeBlockers: Blocker[] = [];
  let footBlocked = false;
  const reachT = d === 0 ? 0 : Math.max(0, 1 - COVER_REACH.value / d);

  // Hills: a contour stretch standing above the line (checked at its ends: the line is straight, the ground flat).
  for (const s of contours) {
    const hill = layout.hills[s.region.feature]!;
    const h = hill.contours[s.region.sub]!.height;
    const above = (line: (t: number) => number) => line(s.t0) < h || line(s.t1) < h;
    if (above(eyeLine)) eyeBlockers.push({ kind: 'hill', ids: [hill.id], what: `hill "${hill.id}" contour ${s.region.sub} (${h} m) at ${pct(s.t0)}` });
    if (above(footLine)) footBlocked = true;
  }

  // Linear features and building walls crossed.
  const crossed: CrossedFeature[] = [];
  for (const e of candidates) {
    const edge = index.edges[e]!;
    if (edge.kind !== 'linear' && edge.kind !== 'building') continue;
    const t = crossingParam(a.x, a.y, b.x, b.y, edge.ax, edge.ay, edge.bx, edge.by);
    if (t === undefined) continue;
    const g = ground(t);
    const fromTarget = (1 - t) * d;
    if (edge.kind === 'linear') {
      const f = layout.linear[edge.feature]!;
      const top = g + f.height;
      const opaque = LINEAR_OPAQUE[f.kind].value;
      const blocksEye = opaque && eyeLine(t) < top;
      if (blocksEye) eyeBlockers.push({ kind: f.kind, ids: [f.id], what: `${f.kind} "${f.id}" (${f.height} m) at ${pct(t)}` });
      if (opaque && footLine(t) < top) footBlocked = true;
      if (crossed.some((c) => c.id === f.id && Math.abs(c.fromTarget - fromTarget) < 1e-9)) continue; // a corner of the polyline
      crossed.push({ id: f.id, kind: f.kind, material: f.material, thickness: f.thickness, penetration: penetration(f.material, f.thickness), fromTarget, protects: fromTarget <= COVER_REACH.value && footLine(t) < top, blocksEye });
      continue;
    }
    const bld = layout.buildings[edge.feature]!;
    const px = a.x + (b.x - a.x) * t;
    const py = a.y + (b.y - a.y) * t;
    const along = Math.hypot(px - edge.ax, py - edge.ay);
    const opening = bld.openings.find((o) => o.edge === edge.part && along >= o.at && along <= o.at + o.width);
    const roof = g + bld.height;
    const passes = (line: (t: number) => number) => {
      const h = line(t);
      if (h >= roof) return true;
      if (!opening) return false;
      const gap = OPENING_HEIGHTS[opening.kind].value;
      return h >= g + gap.from && h <= g + gap.to;
    };
    const blocksEye = !passes(eyeLine);
    if (blocksEye) eyeBlockers.push({ kind: 'building', ids: [bld.id], what: `building "${bld.id}" wall ${edge.part}${opening ? ` (${opening.kind} missed)` : ''} at ${pct(t)}` });
    if (!passes(footLine)) footBlocked = true;
    const kind = opening ? opening.kind : 'building-wall';
    crossed.push({ id: bld.id, kind, material: bld.wall.material, thickness: bld.wall.thickness, penetration: penetration(bld.wall.material, opening ? 0 : bld.wall.thickness), fromTarget, protects: fromTarget <= COVER_REACH.value && !passes(footLine), blocksEye });
  }
  crossed.sort((p, q) => q.fromTarget - p.fromTarget || p.id.localeCompare(q.id));

  // Vegetation: the depth of the line below each area's canopy, by class.
  const depth = [0, 0, 0, 0];
  const depthIds: string[][] = [[], [], [], []];
  let behindLine: SpottingLine = 'open';
  const behindIds: string[] = [];
  for (const s of stretchesAlong(index, a, b, AREAS, candidates, holding)) {
    const area = layout.areas[s.region.feature]!;
    const line = COVER_LINE[area.cover].value;
    const k = SPOTTING_LINES.indexOf(line);
    if (k === 0 || area.cover === 'water' || area.cover === 'impassable') continue;
    const top = ground((s.t0 + s.t1) / 2) + (area.height ?? CANOPY_HEIGHT[line as 'light' | 'close' | 'dense'].value);
    const below = (line: (t: number) => number): [number, number] | undefined => {
      const h0 = line(s.t0) - top;
      const h1 = line(s.t1) - top;
      if (h0 >= 0 && h1 >= 0) return undefined;
      if (h0 < 0 && h1 < 0) return [s.t0, s.t1];
      const tz = s.t0 + ((s.t1 - s.t0) * h0) / (h0 - h1);
      return h0 < 0 ? [s.t0, tz] : [tz, s.t1];
    };
    const under = below(eyeLine);
    if (under) {
      depth[k]! += (under[1] - under[0]) * d;
      depthIds[k]!.push(area.id);
    }
    const underFeet = below(footLine);
    if (underFeet && underFeet[1] >= reachT) {
      behindLine = worseLine(behindLine, line);
      behindIds.push(area.id);
    }
  }
  for (let k = 1; k < SPOTTING_LINES.length; k++) {
    const line = SPOTTING_LINES[k]!;
    let through = 0;
    const ids: string[] = [];
    for (let j = k; j < SPOTTING_LINES.length; j++) {
      through += depth[j]!;
      ids.push(...depthIds[j]!);
    }
    if (through > SPOTTING_RANGE[line].value) {
      eyeBlockers.push({ kind: 'vegetation', ids, what: `${through.toFixed(2)}" through ${line} cover or worse (${ids.map((i) => `"${i}"`).join(', ')}), more than its ${SPOTTING_RANGE[line].value}"` });
      footBlocked = true;
      break;
    }
  }

  // Cover the target is in.
  let inLine: SpottingLine = 'open';
  const inIds: string[] = [];
  const inB = atB.map((r) => index.regions[r]!);
  for (const r of inB.filter((x) => x.kind === 'area')) {
    const area = layout.areas[r.feature]!;
    inLine = worseLine(inLine, COVER_LINE[area.cover].value);
    inIds.push(area.id);
  }
  for (const r of inB.filter((x) => x.kind === 'building')) {
    const bld = layout.buildings[r.feature]!;
    inLine = worseLine(inLine, COVER_LINE[bld.cover].value);
    inIds.push(bld.id);
  }
  for (const c of crossed) {
    if (!c.protects) continue;
    const line = c.kind === 'building-wall' ? 'dense' : c.kind === 'door' || c.kind === 'window' ? 'close' : LINEAR_COVER_LINE[c.kind].value;
    behindLine = worseLine(behindLine, line);
    behindIds.push(c.id);
    if (c.penetration.value !== 0) bd.add(`${c.kind} "${c.id}" (${c.material}, ${c.thickness}) ${c.fromTarget.toFixed(2)}" before the target`, c.penetration.provenance.source, c.penetration.value, c.penetration.provenance);
    else bd.note(`${c.kind} "${c.id}" ${c.fromTarget.toFixed(2)}" before the target stops no round`, c.penetration.provenance.source);
  }
  const far = crossed.filter((c) => !c.protects);
  if (far.length > 0) bd.note(`crosses ${far.map((c) => `${c.kind} "${c.id}"`).join(', ')}: not protecting the target (further than ${COVER_REACH.value}" from him, or under the line)`, COVER_REACH.provenance.source);

  // Smoke.
  let shift = 0;
  const smokeIds: string[] = [];
  for (const cloud of smoke) {
    if (!segmentNearPoint(a, b, cloud.centre, cloud.radius)) continue;
    shift = Math.max(shift, SMOKE_SHIFT[cloud.developed].value);
    smokeIds.push(cloud.id);
    bd.note(`smoke "${cloud.id}" (${cloud.developed}): down ${SMOKE_SHIFT[cloud.developed].value} line(s)`, SMOKE_SHIFT[cloud.developed].provenance.source);
  }

  const line = lineDown(worseLine(inLine, behindLine), shift);
  const inRange = d <= SPOTTING_RANGE[line].value;
  const visibility: Visibility = eyeBlockers.length > 0 ? 'blocked' : footBlocked ? 'partial' : 'clear';
  for (const blk of eyeBlockers) bd.note(`blocked by ${blk.what}`, blk.kind === 'vegetation' ? SIGHT_THROUGH_AREAS.provenance.source : seedLine(15, 'the table'));
  bd.note(`target in ${inLine} cover${inIds.length ? ` (${inIds.map((i) => `"${i}"`).join(', ')})` : ''}, behind ${behindLine}${behindIds.length ? ` (${behindIds.map((i) => `"${i}"`).join(', ')})` : ''}: reads on the ${line} line`, COVER_REACH.provenance.source);
  bd.note(`${inRange ? 'within' : 'beyond'} the ${line} line's ${SPOTTING_RANGE[line].value}" range; ${visibility}`, SPOTTING_RANGE[line].provenance.source);
  return {
    visibility,
    blockers: eyeBlockers,
    inches: d,
    metres,
    coverIn: { line: inLine, ids: inIds },
    coverBehind: { line: behindLine, ids: behindIds },
    smoke: { shift, ids: smokeIds },
    line,
    inRange,
    crossed,
    breakdown: bd.build(),
  };
}

/** Whether the eye-to-eye line is blocked (the fast question). */
export const sightBlocked = (index: TableIndex, from: TableFigure, to: TableFigure): boolean => lineOfSight(index, from, to).visibility === 'blocked';
