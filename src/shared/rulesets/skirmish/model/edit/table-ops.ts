/**
 * The table editor's operations, as pure functions: each takes a table and
 * gives the next one, or refuses with the table model's own errors naming the
 * feature (`buildings[0] "house-1", polygon: not a simple polygon: …`). An
 * operation is checked by reading the whole result back through the table
 * file's schema and geometry (`parseTable(tableToFile(next))`), so the
 * editor's table is always one that saves and loads; nothing is half-applied.
 */
import type { CoverClass } from '../../tables/cover';
import type { LinearKind } from '../../tables/features';
import type { MovementClass } from '../../tables/movement';
import type { Material } from '../../tables/penetration';
import { parseTable, tableToFile, type Opening, type Point, type SkirmishTable, type TableArea, type TableBuilding, type TableError, type TableHill, type TableLinear, type TableRoad } from '../table-model';

export const FEATURE_LISTS = ['areas', 'linear', 'buildings', 'hills', 'roads'] as const;
export type FeatureList = (typeof FEATURE_LISTS)[number];

/** A feature by list and id. */
export interface FeatureRef {
  readonly list: FeatureList;
  readonly id: string;
}
/** One outline of a feature: its polygon or line; for a hill, one contour. */
export interface ShapeRef extends FeatureRef {
  readonly contour?: number;
}

/** The properties the panel sets; each applies only where the feature has it. */
export interface FeatureProps {
  readonly name?: string;
  readonly cover?: CoverClass;
  readonly movement?: MovementClass;
  readonly kind?: LinearKind | 'road' | 'track';
  readonly material?: Material;
  readonly thickness?: number;
  /** Metres (a wall's, a building's, a canopy's; a contour's with `contour`). */
  readonly height?: number;
  readonly contour?: number;
  /** A road's width, inches. */
  readonly width?: number;
}

export type TableOp =
  | { readonly kind: 'add-area'; readonly area: TableArea }
  | { readonly kind: 'add-linear'; readonly linear: TableLinear }
  | { readonly kind: 'add-building'; readonly building: TableBuilding }
  | { readonly kind: 'add-hill'; readonly hill: TableHill }
  | { readonly kind: 'add-contour'; readonly hill: string; readonly polygon: readonly Point[]; readonly height: number }
  | { readonly kind: 'add-road'; readonly road: TableRoad }
  | { readonly kind: 'delete-feature'; readonly ref: FeatureRef }
  | { readonly kind: 'move-feature'; readonly ref: FeatureRef; readonly dx: number; readonly dy: number }
  | { readonly kind: 'move-vertex'; readonly shape: ShapeRef; readonly index: number; readonly to: Point }
  /** Inserts a corner before `index` (index = length appends). */
  | { readonly kind: 'insert-vertex'; readonly shape: ShapeRef; readonly index: number; readonly at: Point }
  | { readonly kind: 'delete-vertex'; readonly shape: ShapeRef; readonly index: number }
  | { readonly kind: 'set-props'; readonly ref: FeatureRef; readonly props: FeatureProps }
  | { readonly kind: 'set-wall'; readonly building: string; readonly material?: Material; readonly thickness?: number }
  | { readonly kind: 'add-opening'; readonly building: string; readonly opening: Opening }
  | { readonly kind: 'delete-opening'; readonly building: string; readonly index: number }
  | { readonly kind: 'set-table'; readonly name?: string; readonly width?: number; readonly height?: number; readonly provenance?: SkirmishTable['provenance'] };

export type OpResult = { readonly ok: true; readonly table: SkirmishTable } | { readonly ok: false; readonly errors: readonly TableError[] };

/** The editor's grid: half an inch. */
export const SNAP_STEP = 0.5;

/** A point snapped to the nearest `step` (0.5" by default). */
export function snap(p: Point, step = SNAP_STEP): Point {
  const s = (v: number) => {
    const r = Math.round(v / step) * step;
    return r === 0 ? 0 : r; // no -0 in a saved file
  };
  return { x: s(p.x), y: s(p.y) };
}

/** A fresh id for a new feature: `prefix-1`, `prefix-2`… the first not used anywhere on the table. */
export function nextFeatureId(t: SkirmishTable, prefix: string): string {
  const used = new Set<string>(FEATURE_LISTS.flatMap((l) => (t[l] as readonly { id: string }[]).map((f) => f.id)));
  for (let n = 1; ; n++) if (!used.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

const fail = (where: string, field: string, message: string): OpResult => ({ ok: false, errors: [{ where, field, message }] });

function findIndex(t: SkirmishTable, ref: FeatureRef): number {
  return (t[ref.list] as readonly { id: string }[]).findIndex((f) => f.id === ref.id);
}

const whereOf = (ref: FeatureRef, i: number) => `${ref.list}[${i}] "${ref.id}"`;

function replaceAt<T>(list: readonly T[], i: number, item: T): T[] {
  return list.map((x, k) => (k === i ? item : x));
}

function withList(t: SkirmishTable, list: FeatureList, items: readonly unknown[]): SkirmishTable {
  return { ...t, [list]: items } as SkirmishTable;
}

/** The outline a shape ref names, or an error naming what is missing. */
function outlineOf(t: SkirmishTable, shape: ShapeRef): { points: readonly Point[]; closed: boolean; put: (pts: Point[]) => SkirmishTable } | string {
  const i = findIndex(t, shape);
  if (i < 0) return `no ${shape.list} feature "${shape.id}" on the table`;
  const put = <F>(feature: F) => withList(t, shape.list, replaceAt(t[shape.list] as readonly F[], i, feature));
  switch (shape.list) {
    case 'areas': {
      const f = t.areas[i]!;
      return { points: f.polygon, closed: true, put: (p) => put({ ...f, polygon: p }) };
    }
    case 'buildings': {
      const f = t.buildings[i]!;
      return { points: f.polygon, closed: true, put: (p) => put({ ...f, polygon: p }) };
    }
    case 'linear': {
      const f = t.linear[i]!;
      return { points: f.points, closed: false, put: (p) => put({ ...f, points: p }) };
    }
    case 'roads': {
      const f = t.roads[i]!;
      return { points: f.points, closed: false, put: (p) => put({ ...f, points: p }) };
    }
    case 'hills': {
      const f = t.hills[i]!;
      const k = shape.contour ?? 0;
      const c = f.contours[k];
      if (!c) return `hill "${shape.id}" has no contour ${k} (it has ${f.contours.length})`;
      return { points: c.polygon, closed: true, put: (p) => put({ ...f, contours: replaceAt(f.contours, k, { ...c, polygon: p }) }) };
    }
  }
}

/** Moves every building's openings off a wall that a removed or added corner renumbered (keeps them on the same wall). */
function renumberOpenings(t: SkirmishTable, shape: ShapeRef, index: number, delta: 1 | -1): SkirmishTable {
  if (shape.list !== 'buildings') return t;
  const i = findIndex(t, shape);
  const b = t.buildings[i]!;
  if (b.openings.length === 0) return t;
  // Inserting before corner `index` splits wall index-1; deleting corner `index` merges walls index-1 and index.
  const openings = b.openings.map((o) => (o.edge >= index ? { ...o, edge: o.edge + delta } : o));
  return withList(t, 'buildings', replaceAt(t.buildings, i, { ...b, openings }));
}

function applyUnchecked(t: SkirmishTable, op: TableOp): OpResult {
  switch (op.kind) {
    case 'add-area':
      return { ok: true, table: { ...t, areas: [...t.areas, op.area] } };
    case 'add-linear':
      return { ok: true, table: { ...t, linear: [...t.linear, op.linear] } };
    case 'add-building':
      return { ok: true, table: { ...t, buildings: [...t.buildings, op.building] } };
    case 'add-hill':
      return { ok: true, table: { ...t, hills: [...t.hills, op.hill] } };
    case 'add-road':
      return { ok: true, table: { ...t, roads: [...t.roads, op.road] } };
    case 'add-contour': {
      const i = t.hills.findIndex((h) => h.id === op.hill);
      if (i < 0) return fail('table', 'hills', `no hill "${op.hill}" to add a contour to`);
      const h = t.hills[i]!;
      return { ok: true, table: { ...t, hills: replaceAt(t.hills, i, { ...h, contours: [...h.contours, { polygon: op.polygon, height: op.height }] }) } };
    }
    case 'delete-feature': {
      const i = findIndex(t, op.ref);
      if (i < 0) return fail('table', op.ref.list, `no ${op.ref.list} feature "${op.ref.id}" to delete`);
      return { ok: true, table: withList(t, op.ref.list, (t[op.ref.list] as readonly unknown[]).filter((_, k) => k !== i)) };
    }
    case 'move-feature': {
      const i = findIndex(t, op.ref);
      if (i < 0) return fail('table', op.ref.list, `no ${op.ref.list} feature "${op.ref.id}" to move`);
      const mv = (pts: readonly Point[]) => pts.map((p) => ({ x: p.x + op.dx, y: p.y + op.dy }));
      const f = (t[op.ref.list] as unknown as readonly Record<string, unknown>[])[i]!;
      const moved = op.ref.list === 'hills' ? { ...f, contours: (f as unknown as TableHill).contours.map((c) => ({ ...c, polygon: mv(c.polygon) })) } : 'polygon' in f ? { ...f, polygon: mv(f['polygon'] as Point[]) } : { ...f, points: mv(f['points'] as Point[]) };
      return { ok: true, table: withList(t, op.ref.list, replaceAt(t[op.ref.list] as readonly unknown[], i, moved)) };
    }
    case 'move-vertex':
    case 'insert-vertex':
    case 'delete-vertex': {
      const o = outlineOf(t, op.shape);
      if (typeof o === 'string') return fail('table', op.shape.list, o);
      const where = whereOf(op.shape, findIndex(t, op.shape));
      const max = op.kind === 'insert-vertex' ? o.points.length : o.points.length - 1;
      if (!Number.isInteger(op.index) || op.index < 0 || op.index > max) return fail(where, 'points', `corner ${op.index} does not exist (0–${max})`);
      if (op.kind === 'move-vertex') return { ok: true, table: o.put(replaceAt(o.points, op.index, op.to)) };
      if (op.kind === 'insert-vertex') {
        const next = o.put([...o.points.slice(0, op.index), op.at, ...o.points.slice(op.index)]);
        return { ok: true, table: renumberOpenings(next, op.shape, op.index, 1) };
      }
      const least = o.closed ? 3 : 2;
      if (o.points.length <= least) return fail(where, 'points', `a ${o.closed ? 'polygon' : 'line'} keeps at least ${least} corners: delete the feature instead`);
      if (op.shape.list === 'buildings') {
        const b = t.buildings[findIndex(t, op.shape)]!;
        const n = b.polygon.length;
        const touched = b.openings.find((w) => w.edge === op.index || w.edge === (op.index - 1 + n) % n);
        if (touched) return fail(where, 'openings', `the ${touched.kind} on wall ${touched.edge} stands on corner ${op.index}: delete it first`);
      }
      const next = o.put(o.points.filter((_, k) => k !== op.index));
      return { ok: true, table: renumberOpenings(next, op.shape, op.index, -1) };
    }
    case 'set-props':
      return setProps(t, op.ref, op.props);
    case 'set-wall':
    case 'add-opening':
    case 'delete-opening': {
      const i = t.buildings.findIndex((b) => b.id === op.building);
      if (i < 0) return fail('table', 'buildings', `no building "${op.building}"`);
      const b = t.buildings[i]!;
      let next: TableBuilding;
      if (op.kind === 'set-wall') next = { ...b, wall: { material: op.material ?? b.wall.material, thickness: op.thickness ?? b.wall.thickness } };
      else if (op.kind === 'add-opening') next = { ...b, openings: [...b.openings, op.opening] };
      else {
        if (!b.openings[op.index]) return fail(whereOf({ list: 'buildings', id: b.id }, i), 'openings', `no opening ${op.index} (the building has ${b.openings.length})`);
        next = { ...b, openings: b.openings.filter((_, k) => k !== op.index) };
      }
      return { ok: true, table: { ...t, buildings: replaceAt(t.buildings, i, next) } };
    }
    case 'set-table':
      return {
        ok: true,
        table: { ...t, ...(op.name !== undefined ? { name: op.name } : {}), ...(op.width !== undefined ? { width: op.width } : {}), ...(op.height !== undefined ? { height: op.height } : {}), ...(op.provenance ? { provenance: op.provenance } : {}) },
      };
  }
}

const FIELDS: Readonly<Record<FeatureList, readonly (keyof FeatureProps)[]>> = {
  areas: ['name', 'cover', 'movement', 'height'],
  linear: ['kind', 'material', 'thickness', 'height'],
  buildings: ['name', 'cover', 'height'],
  hills: ['name', 'height'],
  roads: ['kind', 'width'],
};

function setProps(t: SkirmishTable, ref: FeatureRef, props: FeatureProps): OpResult {
  const i = findIndex(t, ref);
  if (i < 0) return fail('table', ref.list, `no ${ref.list} feature "${ref.id}"`);
  const where = whereOf(ref, i);
  const allowed = FIELDS[ref.list];
  const f = (t[ref.list] as unknown as readonly Record<string, unknown>[])[i]!;
  let next: Record<string, unknown> = { ...f };
  for (const [key, value] of Object.entries(props) as [keyof FeatureProps, unknown][]) {
    if (value === undefined || key === 'contour') continue;
    if (!allowed.includes(key)) return fail(where, key, `a ${ref.list} feature has no ${key}`);
    if (ref.list === 'hills' && key === 'height') {
      const k = props.contour ?? 0;
      const h = f as unknown as TableHill;
      if (!h.contours[k]) return fail(where, `contours[${k}]`, `hill "${ref.id}" has no contour ${k}`);
      next = { ...next, contours: replaceAt(h.contours, k, { ...h.contours[k]!, height: value as number }) };
      continue;
    }
    if (key === 'name' && value === '') {
      const { name: _dropped, ...rest } = next;
      next = rest;
      continue;
    }
    next[key] = value;
  }
  return { ok: true, table: withList(t, ref.list, replaceAt(t[ref.list] as readonly unknown[], i, next)) };
}

/** Applies an operation and checks the result through the table model; a refused operation changes nothing. */
export function applyTableOp(t: SkirmishTable, op: TableOp): OpResult {
  const r = applyUnchecked(t, op);
  if (!r.ok) return r;
  const checked = parseTable(tableToFile(r.table));
  return checked.ok ? r : { ok: false, errors: checked.errors };
}

/** A short label for the undo button ("Undo: move corner 2 of areas \"wood-1\""). */
export function describeTableOp(op: TableOp): string {
  switch (op.kind) {
    case 'add-area':
      return `add area "${op.area.id}"`;
    case 'add-linear':
      return `add ${op.linear.kind} "${op.linear.id}"`;
    case 'add-building':
      return `add building "${op.building.id}"`;
    case 'add-hill':
      return `add hill "${op.hill.id}"`;
    case 'add-contour':
      return `add a contour to hill "${op.hill}"`;
    case 'add-road':
      return `add ${op.road.kind} "${op.road.id}"`;
    case 'delete-feature':
      return `delete "${op.ref.id}"`;
    case 'move-feature':
      return `move "${op.ref.id}"`;
    case 'move-vertex':
      return `move corner ${op.index} of "${op.shape.id}"`;
    case 'insert-vertex':
      return `insert a corner in "${op.shape.id}"`;
    case 'delete-vertex':
      return `delete corner ${op.index} of "${op.shape.id}"`;
    case 'set-props':
      return `set ${Object.keys(op.props).filter((k) => k !== 'contour').join(', ')} of "${op.ref.id}"`;
    case 'set-wall':
      return `set the walls of "${op.building}"`;
    case 'add-opening':
      return `add a ${op.opening.kind} to "${op.building}"`;
    case 'delete-opening':
      return `delete opening ${op.index} of "${op.building}"`;
    case 'set-table':
      return 'set the table';
  }
}
