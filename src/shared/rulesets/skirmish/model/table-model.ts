/**
 * Loading and checking a skirmish table: the file's shape (table-schema.ts)
 * then its geometry — every polygon simple and on the table, contours nested
 * and rising, openings on their wall, ids unique. Every error names its
 * feature by list, index and id; nothing is half-loaded.
 */
import type { z } from 'zod';
import { bbox, pointInPolygon, polygonFault, segmentsIntersect, distance } from '../rules/geometry';
import type { Point, Polygon, TableLayout } from '../rules/table-types';
import { TABLE_FILE_VERSION, tableFileSchema, type ParsedTableFile } from './table-schema';

export type { Contour, Opening, Point, Polygon, TableArea, TableBuilding, TableHill, TableLayout, TableLinear, TableRoad } from '../rules/table-types';
export { DEFAULT_TABLE, MAX_TABLE_SIDE, TABLE_FILE_VERSION, tableFileSchema, type TableFile } from './table-schema';

export interface SkirmishTable extends TableLayout {
  readonly id: string;
  readonly name: string;
  readonly provenance: { readonly kind: 'sightline' | 'traced' | 'custom'; readonly note: string };
}

export interface TableError {
  /** "table", or the feature: `areas[2] "wood-1"`. */
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

export type TableParseResult = { readonly ok: true; readonly table: SkirmishTable } | { readonly ok: false; readonly errors: readonly TableError[] };

export const formatTableError = (e: TableError): string => `${e.where}, ${e.field}: ${e.message}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const LISTS = ['areas', 'linear', 'buildings', 'hills', 'roads'] as const;

function whereOf(json: unknown, path: readonly PropertyKey[]): { where: string; field: string } {
  const [list, index, ...rest] = path;
  if (typeof list === 'string' && (LISTS as readonly string[]).includes(list) && typeof index === 'number' && isRecord(json)) {
    const items = json[list];
    const item = Array.isArray(items) ? (items[index] as unknown) : undefined;
    const itemId = isRecord(item) && typeof item['id'] === 'string' ? ` "${item['id']}"` : '';
    return { where: `${list}[${index}]${itemId}`, field: rest.map(String).join('.') || '(feature)' };
  }
  return { where: 'table', field: path.map(String).join('.') || '(file)' };
}

/** Reads a table file (already JSON-parsed): the whole table or every error found. */
export function parseTable(json: unknown): TableParseResult {
  if (!isRecord(json)) return { ok: false, errors: [{ where: 'table', field: '(file)', message: 'a table file must be a JSON object' }] };
  const v = json['version'];
  if (typeof v === 'number' && Number.isInteger(v) && v > TABLE_FILE_VERSION) {
    return { ok: false, errors: [{ where: 'table', field: 'version', message: `this table file is version ${v}, from a newer Sightline; this Sightline reads table files up to version ${TABLE_FILE_VERSION}` }] };
  }
  const parsed = tableFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((iss: z.core.$ZodIssue) => ({ ...whereOf(json, iss.path), message: iss.message })) };
  const table = toTable(parsed.data);
  const errors = validateTable(table);
  return errors.length === 0 ? { ok: true, table } : { ok: false, errors };
}

function toTable(f: ParsedTableFile): SkirmishTable {
  return {
    id: f.id,
    name: f.name,
    provenance: f.provenance,
    width: f.width,
    height: f.height,
    areas: f.areas.map((a) => ({ id: a.id, polygon: a.polygon, cover: a.cover, movement: a.movement, ...(a.name !== undefined ? { name: a.name } : {}), ...(a.height !== undefined ? { height: a.height } : {}) })),
    linear: f.linear,
    buildings: f.buildings.map((b) => ({ id: b.id, polygon: b.polygon, height: b.height, wall: b.wall, openings: b.openings, cover: b.cover, ...(b.name !== undefined ? { name: b.name } : {}) })),
    hills: f.hills.map((h) => ({ id: h.id, contours: h.contours, ...(h.name !== undefined ? { name: h.name } : {}) })),
    roads: f.roads,
  };
}

/** The table written back as a file (parseTable(tableToFile(t)) gives t again). */
export function tableToFile(t: SkirmishTable): ParsedTableFile {
  return { version: TABLE_FILE_VERSION, kind: 'skirmish-table', ...t, areas: [...t.areas], linear: [...t.linear], buildings: t.buildings.map((b) => ({ ...b, openings: [...b.openings] })), hills: t.hills.map((h) => ({ ...h, contours: [...h.contours] })), roads: [...t.roads] } as ParsedTableFile;
}

/** Every geometric fault of a table, each naming its feature. */
export function validateTable(t: SkirmishTable): TableError[] {
  const errors: TableError[] = [];
  const ids = new Map<string, string>();
  const onTable = (p: Point) => p.x >= 0 && p.y >= 0 && p.x <= t.width && p.y <= t.height;
  const checkPoints = (where: string, field: string, pts: readonly Point[]) => {
    pts.forEach((p, i) => {
      if (!onTable(p)) errors.push({ where, field: `${field}[${i}]`, message: `(${p.x}, ${p.y}) is off the ${t.width}"×${t.height}" table` });
    });
  };
  const checkPolygon = (where: string, field: string, poly: Polygon) => {
    checkPoints(where, field, poly);
    const fault = polygonFault(poly);
    if (fault) errors.push({ where, field, message: `not a simple polygon: ${fault}` });
  };
  const claim = (where: string, id: string) => {
    const before = ids.get(id);
    if (before) errors.push({ where, field: 'id', message: `id "${id}" is already used by ${before}` });
    else ids.set(id, where);
  };
  t.areas.forEach((a, i) => {
    const where = `areas[${i}] "${a.id}"`;
    claim(where, a.id);
    checkPolygon(where, 'polygon', a.polygon);
  });
  t.linear.forEach((f, i) => {
    const where = `linear[${i}] "${f.id}"`;
    claim(where, f.id);
    checkPoints(where, 'points', f.points);
    for (let k = 1; k < f.points.length; k++) if (distance(f.points[k - 1]!, f.points[k]!) === 0) errors.push({ where, field: `points[${k}]`, message: 'the same point twice in a row' });
  });
  t.buildings.forEach((b, i) => {
    const where = `buildings[${i}] "${b.id}"`;
    claim(where, b.id);
    checkPolygon(where, 'polygon', b.polygon);
    b.openings.forEach((o, k) => {
      const field = `openings[${k}]`;
      if (o.edge >= b.polygon.length) {
        errors.push({ where, field, message: `wall ${o.edge} does not exist: the building has walls 0–${b.polygon.length - 1}` });
        return;
      }
      const len = distance(b.polygon[o.edge]!, b.polygon[(o.edge + 1) % b.polygon.length]!);
      if (o.at + o.width > len + 1e-9) errors.push({ where, field, message: `the ${o.kind} runs to ${o.at + o.width}" along a wall ${len.toFixed(2)}" long` });
    });
  });
  t.hills.forEach((h, i) => {
    const where = `hills[${i}] "${h.id}"`;
    claim(where, h.id);
    h.contours.forEach((c, k) => {
      checkPolygon(where, `contours[${k}].polygon`, c.polygon);
      if (k === 0) return;
      const outer = h.contours[k - 1]!;
      if (c.height <= outer.height) errors.push({ where, field: `contours[${k}].height`, message: `${c.height} m is not above the contour outside it (${outer.height} m)` });
      if (!nestedIn(c.polygon, outer.polygon)) errors.push({ where, field: `contours[${k}].polygon`, message: `contour ${k} is not inside contour ${k - 1}` });
    });
  });
  t.roads.forEach((r, i) => {
    const where = `roads[${i}] "${r.id}"`;
    claim(where, r.id);
    checkPoints(where, 'points', r.points);
  });
  return errors;
}

/** Whether polygon inner lies inside outer: every corner inside and no edges crossing. */
function nestedIn(inner: Polygon, outer: Polygon): boolean {
  const ib = bbox(inner);
  const ob = bbox(outer);
  if (ib.minX < ob.minX || ib.minY < ob.minY || ib.maxX > ob.maxX || ib.maxY > ob.maxY) return false;
  if (!inner.every((p) => pointInPolygon(p, outer))) return false;
  for (let i = 0; i < inner.length; i++) {
    const a = inner[i]!;
    const b = inner[(i + 1) % inner.length]!;
    for (let j = 0; j < outer.length; j++) {
      const c = outer[j]!;
      const d = outer[(j + 1) % outer.length]!;
      if (segmentsIntersect(a.x, a.y, b.x, b.y, c.x, c.y, d.x, d.y)) return false;
    }
  }
  return true;
}
