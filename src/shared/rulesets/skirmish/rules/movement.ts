/**
 * Movement on the table (seed lines 37–48): a path of straight legs, each cut
 * into stretches by the areas, roads and buildings it crosses; each stretch
 * costs its length times (open allowance / that class's allowance), so a move
 * wholly in one class is exactly its printed allowance (house, MIXED_TERRAIN_COST).
 * Modifiers come off the allowance once (house, MODIFIERS_OFF_ALLOWANCE).
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { BASE_RADIUS, INFANTRY_MOVE, LOAD_PENALTY, MIXED_TERRAIN_COST, MODIFIERS_OFF_ALLOWANCE, PRONE_TO_ERECT, type LoadItem, type MoveMode, type MovementClass } from '../tables/movement';
import { seedLine } from '../tables/seed';
import { crossingParam, distance } from './geometry';
import type { TableIndex } from './table-index';
import { stretchesAlong } from './terrain-along';
import type { Point, TableFigure } from './table-types';

export interface MoveStretch {
  readonly leg: number;
  readonly inches: number;
  readonly movement: MovementClass;
  /** The features that make the class (road, building or areas); empty in the open. */
  readonly ids: readonly string[];
  /** Open inches of allowance spent; Infinity when impassable. */
  readonly cost: number;
}

export interface LegCost {
  readonly stretches: readonly MoveStretch[];
  readonly cost: number;
}

const WORSE: Record<MovementClass, number> = { open: 0, light: 1, close: 2, impassable: 3 };
const REGION_KINDS = new Set(['area', 'road', 'building'] as const);

/** The cost of one straight leg in open inches of the mode's allowance. */
export function legCost(index: TableIndex, a: Point, b: Point, mode: MoveMode, leg = 0): LegCost {
  const { layout } = index;
  const len = distance(a, b);
  const stretches = stretchesAlong(index, a, b, REGION_KINDS);
  const cuts = new Set<number>([0, 1]);
  for (const s of stretches) {
    cuts.add(s.t0);
    cuts.add(s.t1);
  }
  // A building's wall may be crossed only at a door (house: the seed has no rule for climbing in).
  const walls: { t: number; id: string }[] = [];
  index.edgesAlong(a, b, (e) => {
    const edge = index.edges[e]!;
    if (edge.kind !== 'building') return;
    const t = crossingParam(a.x, a.y, b.x, b.y, edge.ax, edge.ay, edge.bx, edge.by);
    if (t === undefined) return;
    const bld = layout.buildings[edge.feature]!;
    const along = Math.hypot(a.x + (b.x - a.x) * t - edge.ax, a.y + (b.y - a.y) * t - edge.ay);
    const door = bld.openings.some((o) => o.kind === 'door' && o.edge === edge.part && along >= o.at && along <= o.at + o.width);
    if (!door) walls.push({ t, id: bld.id });
  });
  const ts = [...cuts].sort((p, q) => p - q);
  const out: MoveStretch[] = [];
  const open = INFANTRY_MOVE.open[mode].value;
  for (let i = 1; i < ts.length; i++) {
    const t0 = ts[i - 1]!;
    const t1 = ts[i]!;
    if (t1 - t0 <= 1e-12) continue;
    const tm = (t0 + t1) / 2;
    const here = stretches.filter((s) => s.t0 <= tm && tm <= s.t1);
    const roads = here.filter((s) => s.region.kind === 'road');
    let movement: MovementClass = 'open';
    let ids: string[] = [];
    if (roads.length > 0) ids = [...new Set(roads.map((s) => layout.roads[s.region.feature]!.id))];
    else {
      for (const s of here) {
        const m: MovementClass = s.region.kind === 'building' ? 'close' : layout.areas[s.region.feature]!.movement;
        const id = s.region.kind === 'building' ? layout.buildings[s.region.feature]!.id : layout.areas[s.region.feature]!.id;
        if (WORSE[m] > WORSE[movement]) {
          movement = m;
          ids = [id];
        } else if (WORSE[m] === WORSE[movement] && m !== 'open') ids.push(id);
      }
    }
    const inches = (t1 - t0) * len;
    const cost = movement === 'impassable' ? Infinity : inches * (open / INFANTRY_MOVE[movement][mode].value);
    out.push({ leg, inches, movement, ids, cost });
  }
  for (const w of walls) out.push({ leg, inches: 0, movement: 'impassable', ids: [w.id], cost: Infinity });
  return { stretches: out, cost: out.reduce((s, x) => s + x.cost, 0) };
}

export interface MoveRequest {
  readonly figure: TableFigure;
  /** Corners after the start: the path is figure.at → waypoints[0] → … */
  readonly waypoints: readonly Point[];
  readonly mode: MoveMode;
  readonly risesFromProne?: boolean;
  readonly loads?: readonly LoadItem[];
}

export interface MoveResult {
  readonly legs: readonly LegCost[];
  readonly cost: number;
  readonly allowance: number;
  readonly reachable: boolean;
  readonly faults: readonly string[];
  readonly breakdown: Breakdown;
}

/** The path's cost against the allowance; figures may not end overlapping another's base or off the table. */
export function planMove(index: TableIndex, req: MoveRequest, others: readonly TableFigure[] = []): MoveResult {
  const base = INFANTRY_MOVE.open[req.mode];
  const bd = new BreakdownBuilder(`move allowance of "${req.figure.id}" (${req.mode}, open inches)`, { label: `${req.mode} on track/open`, caseRef: base.provenance.source, value: base.value, provenance: base.provenance });
  if (req.risesFromProne) bd.add('prone to erect', PRONE_TO_ERECT.provenance.source, -PRONE_TO_ERECT.value, PRONE_TO_ERECT.provenance);
  for (const item of req.loads ?? []) bd.add(`carrying ${item}`, LOAD_PENALTY[item].provenance.source, -LOAD_PENALTY[item].value, LOAD_PENALTY[item].provenance);
  bd.note('modifiers once off the bound', MODIFIERS_OFF_ALLOWANCE.provenance.source);
  bd.clamp('no less than nothing', seedLine(42, 'movement modifiers'), 0, Infinity);
  const allowance = bd.value;
  const legs: LegCost[] = [];
  const faults: string[] = [];
  let at = req.figure.at;
  req.waypoints.forEach((p, i) => {
    const leg = legCost(index, at, p, req.mode, i);
    legs.push(leg);
    for (const s of leg.stretches) {
      if (s.movement === 'impassable') faults.push(`leg ${i} crosses impassable ${s.ids.map((id) => `"${id}"`).join(', ')}`);
      else if (s.inches > 0) bd.note(`leg ${i}: ${s.inches.toFixed(2)}" ${s.movement}${s.ids.length ? ` (${s.ids.map((id) => `"${id}"`).join(', ')})` : ''} costs ${s.cost.toFixed(2)}"`, MIXED_TERRAIN_COST.provenance.source);
    }
    at = p;
  });
  const cost = legs.reduce((s, l) => s + l.cost, 0);
  const { width, height } = index.layout;
  const r = req.figure.baseRadius ?? BASE_RADIUS.value;
  for (const p of req.waypoints) if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) faults.push(`the path leaves the table at (${p.x}, ${p.y})`);
  for (const o of others) {
    if (o.id === req.figure.id) continue;
    if (distance(at, o.at) < r + (o.baseRadius ?? BASE_RADIUS.value)) faults.push(`would end overlapping "${o.id}"`);
  }
  if (cost > allowance && Number.isFinite(cost)) faults.push(`costs ${cost.toFixed(2)}" of a ${allowance}" allowance`);
  bd.note(`path costs ${cost.toFixed(2)}"`, MIXED_TERRAIN_COST.provenance.source);
  return { legs, cost, allowance, reachable: faults.length === 0, faults, breakdown: bd.build() };
}
