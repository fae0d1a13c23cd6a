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
import { groundOfRegions, groundOnStretches, regionsContaining, stretchesAlong, type Stretch } from './terrain-along';
import type { Opening, SmokeCloud, TableFigure } from './table-types';

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
const TABLE_LINE = seedLine(15, 'the table');
const HILLS_AND_AREAS = new Set(['contour', 'area'] as const);
const pct = (t: number) => `${Math.round(t * 100)}% of the way`;

/** Penetration by material and thickness, worked out once (the values are frozen table data). */
const PENETRATIONS = new Map<Material, Map<number, Sourced<number>>>();
function penetrationOf(material: Material, thickness: number): Sourced<number> {
  let byThickness = PENETRATIONS.get(material);
  if (!byThickness) PENETRATIONS.set(material, (byThickness = new Map()));
  let p = byThickness.get(thickness);
  if (!p) byThickness.set(thickness, (p = penetration(material, thickness)));
  return p;
}

/** A line's height (metres) at fraction t: from h0 at the viewer to h1 at the target. */
const at = (h0: number, h1: number, t: number): number => h0 + (h1 - h0) * t;

/** Whether a wall crossed at t lets a line at height h pass: over the roof, or through the opening's gap. */
function passesWall(h: number, g: number, roof: number, opening: Opening | undefined): boolean {
  if (h >= roof) return true;
  if (!opening) return false;
  const gap = OPENING_HEIGHTS[opening.kind].value;
  return h >= g + gap.from && h <= g + gap.to;
}

/** The part [t0, t1] of a stretch where a line from h0 to h1 runs below `top`, or undefined. */
function below(s: Stretch, h0: number, h1: number, top: number): [number, number] | undefined {
  const d0 = at(h0, h1, s.t0) - top;
  const d1 = at(h0, h1, s.t1) - top;
  if (d0 >= 0 && d1 >= 0) return undefined;
  if (d0 < 0 && d1 < 0) return [s.t0, s.t1];
  const tz = s.t0 + ((s.t1 - s.t0) * d0) / (d0 - d1);
  return d0 < 0 ? [s.t0, tz] : [tz, s.t1];
}

export function lineOfSight(index: TableIndex, from: TableFigure, to: TableFigure, smoke: readonly SmokeCloud[] = []): SightResult {
  const { layout } = index;
  const a = from.at;
  const b = to.at;
  const d = distance(a, b);
  const metres = inchesToMetres(d);
  const candidates: number[] = [];
  index.edgesAlong(a, b, (e) => {
    candidates.push(e);
  });
  const atA = regionsContaining(index, a);
  const atB = regionsContaining(index, b);
  const contours: Stretch[] = [];
  const areas: Stretch[] = [];
  for (const s of stretchesAlong(index, a, b, HILLS_AND_AREAS, candidates, atA.concat(atB))) (s.region.kind === 'contour' ? contours : areas).push(s);
  const gA = groundOfRegions(index, atA);
  const gB = groundOfRegions(index, atB);
  const eyeA = gA + EYE_HEIGHT[from.posture].value;
  const eyeB = gB + EYE_HEIGHT[to.posture].value;
  const footB = gB + FEET;
  const eyeBlockers: Blocker[] = [];
  let footBlocked = false;
  const reachT = d === 0 ? 0 : Math.max(0, 1 - COVER_REACH.value / d);

  // Hills: a contour stretch standing above the line (checked at its ends: the line is straight, the ground flat).
  for (const s of contours) {
    const hill = layout.hills[s.region.feature]!;
    const h = hill.contours[s.region.sub]!.height;
    if (at(eyeA, eyeB, s.t0) < h || at(eyeA, eyeB, s.t1) < h) eyeBlockers.push({ kind: 'hill', ids: [hill.id], what: `hill "${hill.id}" contour ${s.region.sub} (${h} m) at ${pct(s.t0)}` });
    if (at(eyeA, footB, s.t0) < h || at(eyeA, footB, s.t1) < h) footBlocked = true;
  }

  // Linear features and building walls crossed, taken in edge order whatever order the index met them in (the blockers and a
  // polyline corner's kept crossing do not depend on the index).
  const hits: number[] = [];
  const hitT: number[] = [];
  for (const e of candidates) {
    const edge = index.edges[e]!;
    if (edge.kind !== 'linear' && edge.kind !== 'building') continue;
    const t = crossingParam(a.x, a.y, b.x, b.y, edge.ax, edge.ay, edge.bx, edge.by);
    if (t === undefined) continue;
    let k = hits.length; // insertion in edge order: a handful of hits per line
    hits.push(e);
    hitT.push(t);
    for (; k > 0 && hits[k - 1]! > e; k--) {
      hits[k] = hits[k - 1]!;
      hitT[k] = hitT[k - 1]!;
    }
    hits[k] = e;
    hitT[k] = t;
  }
  const crossed: CrossedFeature[] = [];
  for (let k = 0; k < hits.length; k++) {
    const edge = index.edges[hits[k]!]!;
    const t = hitT[k]!;
    const g = groundOnStretches(contours, index, t);
    const fromTarget = (1 - t) * d;
    const eye = at(eyeA, eyeB, t);
    const foot = at(eyeA, footB, t);
    if (edge.kind === 'linear') {
      const f = layout.linear[edge.feature]!;
      const top = g + f.height;
      const opaque = LINEAR_OPAQUE[f.kind].value;
      const blocksEye = opaque && eye < top;
      if (blocksEye) eyeBlockers.push({ kind: f.kind, ids: [f.id], what: `${f.kind} "${f.id}" (${f.height} m) at ${pct(t)}` });
      if (opaque && foot < top) footBlocked = true;
      if (crossed.some((c) => c.id === f.id && Math.abs(c.fromTarget - fromTarget) < 1e-9)) continue; // a corner of the polyline
      crossed.push({ id: f.id, kind: f.kind, material: f.material, thickness: f.thickness, penetration: penetrationOf(f.material, f.thickness), fromTarget, protects: fromTarget <= COVER_REACH.value && foot < top, blocksEye });
      continue;
    }
    const bld = layout.buildings[edge.feature]!;
    const along = Math.hypot(a.x + (b.x - a.x) * t - edge.ax, a.y + (b.y - a.y) * t - edge.ay);
    const opening = bld.openings.find((o) => o.edge === edge.part && along >= o.at && along <= o.at + o.width);
    const roof = g + bld.height;
    const blocksEye = !passesWall(eye, g, roof, opening);
    const footStopped = !passesWall(foot, g, roof, opening);
    if (blocksEye) eyeBlockers.push({ kind: 'building', ids: [bld.id], what: `building "${bld.id}" wall ${edge.part}${opening ? ` (${opening.kind} missed)` : ''} at ${pct(t)}` });
    if (footStopped) footBlocked = true;
    const kind = opening ? opening.kind : 'building-wall';
    crossed.push({ id: bld.id, kind, material: bld.wall.material, thickness: bld.wall.thickness, penetration: penetrationOf(bld.wall.material, opening ? 0 : bld.wall.thickness), fromTarget, protects: fromTarget <= COVER_REACH.value && footStopped, blocksEye });
  }
  crossed.sort((p, q) => q.fromTarget - p.fromTarget || p.id.localeCompare(q.id));

  // Vegetation: the depth of the line below each area's canopy, by class.
  const depth = [0, 0, 0, 0];
  const depthIds: string[][] = [[], [], [], []];
  let behindLine: SpottingLine = 'open';
  const behindIds: string[] = [];
  for (const s of areas) {
    const area = layout.areas[s.region.feature]!;
    const line = COVER_LINE[area.cover].value;
    const k = SPOTTING_LINES.indexOf(line);
    if (k === 0 || area.cover === 'water' || area.cover === 'impassable') continue;
    const top = groundOnStretches(contours, index, (s.t0 + s.t1) / 2) + (area.height ?? CANOPY_HEIGHT[line as 'light' | 'close' | 'dense'].value);
    const under = below(s, eyeA, eyeB, top);
    if (under) {
      depth[k]! += (under[1] - under[0]) * d;
      depthIds[k]!.push(area.id);
    }
    const underFeet = below(s, eyeA, footB, top);
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
  for (const want of ['area', 'building'] as const)
    for (const r of atB) {
      const region = index.regions[r]!;
      if (region.kind !== want) continue;
      const feature = want === 'area' ? layout.areas[region.feature]! : layout.buildings[region.feature]!;
      inLine = worseLine(inLine, COVER_LINE[feature.cover].value);
      inIds.push(feature.id);
    }
  for (const c of crossed) {
    if (!c.protects) continue;
    behindLine = worseLine(behindLine, c.kind === 'building-wall' ? 'dense' : c.kind === 'door' || c.kind === 'window' ? 'close' : LINEAR_COVER_LINE[c.kind].value);
    behindIds.push(c.id);
  }

  // Smoke.
  let shift = 0;
  const smokeIds: string[] = [];
  const smokeSeen: SmokeCloud[] = [];
  for (const cloud of smoke) {
    if (!segmentNearPoint(a, b, cloud.centre, cloud.radius)) continue;
    shift = Math.max(shift, SMOKE_SHIFT[cloud.developed].value);
    smokeIds.push(cloud.id);
    smokeSeen.push(cloud);
  }

  const line = lineDown(worseLine(inLine, behindLine), shift);
  const inRange = d <= SPOTTING_RANGE[line].value;
  const visibility: Visibility = eyeBlockers.length > 0 ? 'blocked' : footBlocked ? 'partial' : 'clear';
  // The breakdown's text is written when first read (an all-pairs sweep asks only for the answers), then kept.
  let breakdown: Breakdown | undefined;
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
    get breakdown(): Breakdown {
      breakdown ??= writeBreakdown(from, to, this, smokeSeen);
      return breakdown;
    },
  };
}

/** The breakdown of a sight result: the cover protecting the target, every feature named. */
function writeBreakdown(from: TableFigure, to: TableFigure, r: Omit<SightResult, 'breakdown'>, smoke: readonly SmokeCloud[]): Breakdown {
  const bd = new BreakdownBuilder(`cover protecting "${to.id}" seen from "${from.id}" (penetration)`, {
    label: `"${from.id}" (${from.posture}) to "${to.id}" (${to.posture}): ${r.inches.toFixed(2)}" = ${r.metres.value.toFixed(0)} m`,
    caseRef: r.metres.provenance.source,
    value: 0,
    provenance: r.metres.provenance,
  });
  for (const c of r.crossed) {
    if (!c.protects) continue;
    if (c.penetration.value !== 0) bd.add(`${c.kind} "${c.id}" (${c.material}, ${c.thickness}) ${c.fromTarget.toFixed(2)}" before the target`, c.penetration.provenance.source, c.penetration.value, c.penetration.provenance);
    else bd.note(`${c.kind} "${c.id}" ${c.fromTarget.toFixed(2)}" before the target stops no round`, c.penetration.provenance.source);
  }
  const far = r.crossed.filter((c) => !c.protects);
  if (far.length > 0) bd.note(`crosses ${far.map((c) => `${c.kind} "${c.id}"`).join(', ')}: not protecting the target (further than ${COVER_REACH.value}" from him, or under the line)`, COVER_REACH.provenance.source);
  for (const cloud of smoke) bd.note(`smoke "${cloud.id}" (${cloud.developed}): down ${SMOKE_SHIFT[cloud.developed].value} line(s)`, SMOKE_SHIFT[cloud.developed].provenance.source);
  for (const blk of r.blockers) bd.note(`blocked by ${blk.what}`, blk.kind === 'vegetation' ? SIGHT_THROUGH_AREAS.provenance.source : TABLE_LINE);
  const { coverIn, coverBehind } = r;
  bd.note(`target in ${coverIn.line} cover${coverIn.ids.length ? ` (${coverIn.ids.map((i) => `"${i}"`).join(', ')})` : ''}, behind ${coverBehind.line}${coverBehind.ids.length ? ` (${coverBehind.ids.map((i) => `"${i}"`).join(', ')})` : ''}: reads on the ${r.line} line`, COVER_REACH.provenance.source);
  bd.note(`${r.inRange ? 'within' : 'beyond'} the ${r.line} line's ${SPOTTING_RANGE[r.line].value}" range; ${r.visibility}`, SPOTTING_RANGE[r.line].provenance.source);
  return bd.build();
}

/** Whether the eye-to-eye line is blocked (the fast question). */
export const sightBlocked = (index: TableIndex, from: TableFigure, to: TableFigure): boolean => lineOfSight(index, from, to).visibility === 'blocked';
