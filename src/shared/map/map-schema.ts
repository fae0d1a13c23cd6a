/**
 * The map file: a JSON form of `GameMap` that is compact enough to keep in a
 * repository (squares as row-major runs) and strict enough that a bad file is
 * refused whole, with every fault named by its square (Case 3.7 code), side,
 * zone or structure. Nothing is half-loaded.
 */
import { z } from 'zod';
import { describeSquare, coordDigits, formatCoord, readCoord, MAX_MAP_SIDE, type CoordBounds } from './coords';
import {
  FIELD_TERRAIN,
  LINE_TERRAIN,
  OVERHEAD_KINDS,
  onMap,
  sideKey,
  type Direction,
  type GameMap,
  type LineFeature,
  type OverheadKind,
  type SideRef,
  type Square,
  type SquareTerrain,
} from './map-model';
import { applyClimbingFields, climbingFileFields, serializeClimbing } from './map-climbing';

/**
 * Version 2 adds overhead obstacles (`overhead`), `tower` terrain and the rail line (`rail`); version 3 ladders, stairways
 * and flat roofs (map-climbing.ts, Cases 35.21–35.22). Older files still load.
 */
export const MAP_FILE_VERSION = 3;
const MAP_FILE_VERSIONS = [1, 2, 3] as const;

/** Elevation levels a map may use (Case 8.21 contours; negative for pits and water, Case 7.39). */
export const MIN_ELEVATION = -10;
export const MAX_ELEVATION = 20;

/** A tree drawn touching its square's side is inside it; this forgives decimal rounding of such a tree. */
const EDGE_SLACK = 1e-9;

const elevation = z
  .number('elevation must be a number')
  .int('elevation must be a whole number of levels (Case 8.21)')
  .min(MIN_ELEVATION, `elevation must be ${MIN_ELEVATION} or more`)
  .max(MAX_ELEVATION, `elevation must be ${MAX_ELEVATION} or less`);

const fieldTerrain = z.enum(FIELD_TERRAIN, { error: (iss) => `unknown terrain ${JSON.stringify(iss.input)} (field terrain, Case 7.3)` });
const overheadKind = z.enum(OVERHEAD_KINDS, { error: (iss) => `unknown overhead obstacle ${JSON.stringify(iss.input)} (Case 48.43: crane-arm)` });
const lineTerrain = z.enum(LINE_TERRAIN, { error: (iss) => `unknown line terrain ${JSON.stringify(iss.input)} (Cases 7.35, 8.41)` });
const coordString = z.string('a square coordinate must be a string such as "2547" (Case 3.7)');

/** One run of identical squares, row-major from 0101; `count` defaults to 1. */
const squareRun = z.strictObject({
  terrain: fieldTerrain,
  elevation,
  count: z.number().int('count must be a whole number').min(1, 'count must be 1 or more').optional(),
});

const treeSymbol = z.strictObject({
  x: z.number().min(0, 'x must lie in the square (0–1)').max(1, 'x must lie in the square (0–1)'),
  y: z.number().min(0, 'y must lie in the square (0–1)').max(1, 'y must lie in the square (0–1)'),
  r: z.number().positive('r must be more than 0').max(0.5, 'r must be 0.5 or less: a tree wider than its square'),
});

export const mapFileSchema = z.strictObject({
  version: z.literal(MAP_FILE_VERSIONS, {
    error: (iss) => (iss.input === undefined ? 'missing: a map file must say which version it is' : `${JSON.stringify(iss.input)} is not a map file version this Sightline reads (${MAP_FILE_VERSIONS.join(', ')})`),
  }),
  id: z.string().min(1, 'id must not be empty'),
  name: z.string().min(1, 'name must not be empty'),
  width: z.number().int().min(1).max(MAX_MAP_SIDE),
  height: z.number().int().min(1).max(MAX_MAP_SIDE),
  provenance: z.strictObject({ kind: z.enum(['printed', 'approximation', 'custom']), note: z.string() }),
  squares: z.array(squareRun).min(1, 'a map needs squares'),
  trees: z.array(z.strictObject({ at: coordString, symbols: z.array(treeSymbol) })).default([]),
  /** Version 2: obstacles overhead, `level` above the square's ground (a crane's arm, Case 48.43). */
  overhead: z
    .array(z.strictObject({ at: coordString, level: z.number().int('level must be a whole number (Case 8.21)').min(1, 'an overhead obstacle is 1 level or more above the ground').max(MAX_ELEVATION), kind: overheadKind }))
    .default([]),
  /** Version 2: squares the rail line runs through (Case 42.43); written only by maps that have one. */
  rail: z.array(coordString).default([]),
  /** Version 3: ladders and stairways (Case 35.21), flat roofs (Case 35.22). */
  ...climbingFileFields,
  /** `side` is a square code and a direction letter: "2547n" is the north side of 2547. */
  lines: z.array(z.strictObject({ side: z.string(), terrain: lineTerrain })).default([]),
  zones: z.array(z.strictObject({ id: z.number().int().min(0), squares: z.array(coordString) })).default([]),
  structures: z.array(z.strictObject({ id: z.string().min(1), name: z.string(), squares: z.array(coordString) })).default([]),
  entryEdges: z.array(z.enum(['north', 'east', 'south', 'west'], { error: (iss) => `entry edge ${JSON.stringify(iss.input)} is not north, east, south or west (Case 38.51)` })).default([]),
});

/** What a map file holds on disk (before defaults are applied). */
export type MapFile = z.input<typeof mapFileSchema>;

/** One fault in a map file: where (a square code, side, zone, structure, or "map"), which field, and what is wrong. */
export interface MapError {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

export type MapParseResult = { readonly ok: true; readonly map: GameMap } | { readonly ok: false; readonly errors: readonly MapError[] };

export function formatMapError(e: MapError): string {
  return `${e.where}, ${e.field}: ${e.message}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a map file (already JSON-parsed). Either the whole map or every error found. */
export function parseMap(json: unknown): MapParseResult {
  if (!isRecord(json)) return { ok: false, errors: [{ where: 'map', field: '(file)', message: 'a map file must be a JSON object' }] };
  const v = json['version'];
  if (typeof v === 'number' && Number.isInteger(v) && v > MAP_FILE_VERSION) {
    return {
      ok: false,
      errors: [{ where: 'map', field: 'version', message: `this map file is version ${v}, from a newer Sightline; this Sightline reads map files up to version ${MAP_FILE_VERSION}` }],
    };
  }
  const parsed = mapFileSchema.safeParse(json);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map((iss) => issueToError(iss, json)) };
  const errors: MapError[] = [];
  const map = buildMap(parsed.data, errors);
  return errors.length === 0 ? { ok: true, map } : { ok: false, errors };
}

type Parsed = z.output<typeof mapFileSchema>;

function buildMap(file: Parsed, errors: MapError[]): GameMap {
  const bounds: CoordBounds = { width: file.width, height: file.height };
  const expected = file.width * file.height;
  const squares: SquareTerrain[] = [];
  for (const run of file.squares) {
    for (let i = 0; i < (run.count ?? 1) && squares.length <= expected; i++) squares.push({ terrain: run.terrain, elevation: run.elevation });
  }
  const total = file.squares.reduce((n, run) => n + (run.count ?? 1), 0);
  if (total !== expected) {
    errors.push({ where: 'map', field: 'squares', message: `the runs cover ${total} squares but a ${file.width}×${file.height} map has ${expected}` });
  }

  // Squares named in the file must exist; `at` is the code as written, for messages.
  const square = (at: string, where: string, field: string): Square | undefined => {
    const r = readCoord(at, bounds);
    if (r.ok) return r.square;
    errors.push({ where, field, message: r.error.message });
    return undefined;
  };

  const seenTrees = new Set<number>();
  file.trees.forEach((entry, i) => {
    const sq = square(entry.at, `square ${entry.at}`, `trees[${i}].at`);
    if (!sq || total !== expected) return;
    const idx = (sq.row - 1) * file.width + (sq.col - 1);
    const where = `square ${formatCoord(sq, bounds)}`;
    if (seenTrees.has(idx)) errors.push({ where, field: `trees[${i}]`, message: 'tree symbols for this square are listed twice' });
    seenTrees.add(idx);
    const here = squares[idx];
    if (!here) return;
    if (here.terrain !== 'woods' && here.terrain !== 'forest') {
      errors.push({ where, field: `trees[${i}]`, message: `tree symbols (Case 8.6) on a ${here.terrain} square; only woods and forest have trees` });
    }
    entry.symbols.forEach((t, j) => {
      if (t.x - t.r < -EDGE_SLACK || t.x + t.r > 1 + EDGE_SLACK || t.y - t.r < -EDGE_SLACK || t.y + t.r > 1 + EDGE_SLACK) {
        errors.push({ where, field: `trees[${i}].symbols[${j}]`, message: `the tree (x ${t.x}, y ${t.y}, r ${t.r}) reaches outside its square` });
      }
    });
    squares[idx] = { ...here, trees: entry.symbols.map((t) => ({ x: t.x, y: t.y, r: t.r })) };
  });

  if (file.version < 2 && file.rail.length > 0) errors.push({ where: 'map', field: 'rail', message: 'a rail line needs a version-2 map file' });
  file.rail.forEach((at, i) => {
    const sq = square(at, `square ${at}`, `rail[${i}]`);
    if (!sq || total !== expected) return;
    const idx = (sq.row - 1) * file.width + (sq.col - 1);
    const here = squares[idx];
    if (here) squares[idx] = { ...here, rail: true };
  });

  if (file.version < 2 && file.overhead.length > 0) errors.push({ where: 'map', field: 'overhead', message: 'overhead obstacles need a version-2 map file' });
  const seenOverhead = new Set<number>();
  file.overhead.forEach((entry, i) => {
    const sq = square(entry.at, `square ${entry.at}`, `overhead[${i}].at`);
    if (!sq || total !== expected) return;
    const idx = (sq.row - 1) * file.width + (sq.col - 1);
    if (seenOverhead.has(idx)) errors.push({ where: `square ${formatCoord(sq, bounds)}`, field: `overhead[${i}]`, message: 'this square has an overhead obstacle listed twice' });
    seenOverhead.add(idx);
    const here = squares[idx];
    if (here) squares[idx] = { ...here, overhead: { level: entry.level, kind: entry.kind } };
  });

  if (total === expected) applyClimbingFields(file, squares, file.width, bounds, square, errors);

  const lines: LineFeature[] = [];
  const seenSides = new Map<string, string>();
  file.lines.forEach((line, i) => {
    const side = readSide(line.side, bounds);
    const where = `side ${line.side}`;
    if (typeof side === 'string') {
      errors.push({ where, field: `lines[${i}].side`, message: side });
      return;
    }
    if (!sideOnMap(bounds, side)) {
      errors.push({ where, field: `lines[${i}].side`, message: `neither square beside this side is on the ${file.width}×${file.height} map` });
      return;
    }
    const key = sideKey(side);
    const first = seenSides.get(key);
    if (first !== undefined) {
      errors.push({ where, field: `lines[${i}].side`, message: `this side already has a line feature (as side ${first}); one feature a side` });
      return;
    }
    seenSides.set(key, line.side);
    lines.push({ side, terrain: line.terrain });
  });

  const areaSquares = (codes: readonly string[], where: string): Square[] => {
    const out: Square[] = [];
    const seen = new Set<string>();
    codes.forEach((code, i) => {
      const sq = square(code, where, `squares[${i}]`);
      if (!sq) return;
      if (seen.has(code)) errors.push({ where, field: `squares[${i}]`, message: `square ${code} is listed twice` });
      seen.add(code);
      out.push(sq);
    });
    return out;
  };
  const zoneIds = new Set<number>();
  const zones = file.zones.map((zone) => {
    const where = `zone ${zone.id}`;
    if (zoneIds.has(zone.id)) errors.push({ where, field: 'id', message: `zone ${zone.id} is defined twice (Case 38.42 zones have distinct numbers)` });
    zoneIds.add(zone.id);
    return { id: zone.id, squares: areaSquares(zone.squares, where) };
  });
  const structureIds = new Set<string>();
  const structures = file.structures.map((s) => {
    const where = `structure "${s.id}"`;
    if (structureIds.has(s.id)) errors.push({ where, field: 'id', message: `structure id "${s.id}" is used twice` });
    structureIds.add(s.id);
    return { id: s.id, name: s.name, squares: areaSquares(s.squares, where) };
  });
  const edges = new Set<string>();
  file.entryEdges.forEach((edge, i) => {
    if (edges.has(edge)) errors.push({ where: 'map', field: `entryEdges[${i}]`, message: `the ${edge} edge is listed twice` });
    edges.add(edge);
  });

  return {
    id: file.id,
    name: file.name,
    width: file.width,
    height: file.height,
    squares,
    lines,
    zones,
    structures,
    entryEdges: [...file.entryEdges],
    provenance: { kind: file.provenance.kind, note: file.provenance.note },
  };
}

/** A side on the outer edge counts: one of the two squares it separates is on the map. */
export function sideOnMap(bounds: CoordBounds, side: SideRef): boolean {
  const beyond: Record<Direction, Square> = {
    n: { col: side.col, row: side.row - 1 },
    s: { col: side.col, row: side.row + 1 },
    w: { col: side.col - 1, row: side.row },
    e: { col: side.col + 1, row: side.row },
  };
  return onMap(bounds, side) || onMap(bounds, beyond[side.dir]);
}

/** "2547n" → the north side of 2547. Column or row 00 is allowed: the side may be named from just off the edge. */
export function readSide(text: string, bounds: CoordBounds): SideRef | string {
  const d = coordDigits(bounds);
  const m = new RegExp(`^(\\d{${d}})(\\d{${d}})([nesw])$`).exec(text);
  if (!m) return `"${text}" is not a side: write the square code and n, e, s or w ("${'25'.padStart(d, '0')}${'47'.padStart(d, '0')}n")`;
  return { col: Number(m[1]), row: Number(m[2]), dir: m[3] as Direction };
}

export function formatSide(side: SideRef, bounds: CoordBounds): string {
  const d = coordDigits(bounds);
  const limit = 10 ** d;
  let s = side;
  // A map-edge side named from beyond a 99- or 999-square edge would need another digit; name it from inside instead.
  if (s.col >= limit && s.dir === 'w') s = { col: s.col - 1, row: s.row, dir: 'e' };
  if (s.row >= limit && s.dir === 'n') s = { col: s.col, row: s.row - 1, dir: 's' };
  if (!Number.isInteger(s.col) || !Number.isInteger(s.row) || s.col < 0 || s.row < 0 || s.col >= limit || s.row >= limit) {
    throw new RangeError(`side (column ${side.col}, row ${side.row}, ${side.dir}) cannot be written as a ${d}-digit code`);
  }
  return `${String(s.col).padStart(d, '0')}${String(s.row).padStart(d, '0')}${s.dir}`;
}

/** Writes a map file, version 1 unless it needs version 2 (overhead obstacles, towers, a rail line) or 3 (ladders, flat roofs); `parseMap(serializeMap(m))` gives `m` back. */
export function serializeMap(map: GameMap): MapFile {
  const bounds: CoordBounds = { width: map.width, height: map.height };
  const squares: { terrain: SquareTerrain['terrain']; elevation: number; count?: number }[] = [];
  const trees: { at: string; symbols: { x: number; y: number; r: number }[] }[] = [];
  const rail: string[] = [];
  const overhead: { at: string; level: number; kind: OverheadKind }[] = [];
  map.squares.forEach((sq, i) => {
    if (sq.overhead) overhead.push({ at: formatCoord({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 }, bounds), level: sq.overhead.level, kind: sq.overhead.kind });
    if (sq.rail) rail.push(formatCoord({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 }, bounds));
    const last = squares[squares.length - 1];
    if (last && last.terrain === sq.terrain && last.elevation === sq.elevation) last.count = (last.count ?? 1) + 1;
    else squares.push({ terrain: sq.terrain, elevation: sq.elevation });
    if (sq.trees) {
      const at = formatCoord({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 }, bounds);
      trees.push({ at, symbols: sq.trees.map((t) => ({ x: t.x, y: t.y, r: t.r })) });
    }
  });
  const v2 = overhead.length > 0 || rail.length > 0 || map.squares.some((q) => q.terrain === 'tower');
  const climbing = serializeClimbing(map);
  const v3 = climbing.ladders !== undefined || climbing.flatRoofs !== undefined;
  return {
    version: v3 ? 3 : v2 ? 2 : 1,
    id: map.id,
    name: map.name,
    width: map.width,
    height: map.height,
    provenance: { kind: map.provenance.kind, note: map.provenance.note },
    squares,
    trees,
    ...(rail.length > 0 ? { rail } : {}),
    ...(overhead.length > 0 ? { overhead } : {}),
    ...climbing,
    lines: map.lines.map((l) => ({ side: formatSide(l.side, bounds), terrain: l.terrain })),
    zones: map.zones.map((z) => ({ id: z.id, squares: z.squares.map((s) => formatCoord(s, bounds)) })),
    structures: map.structures.map((s) => ({ id: s.id, name: s.name, squares: s.squares.map((q) => formatCoord(q, bounds)) })),
    entryEdges: [...map.entryEdges],
  };
}

/** Names the place a schema issue points at, reading the raw file as far as it can be trusted. */
function issueToError(iss: z.ZodError['issues'][number], raw: Record<string, unknown>): MapError {
  const path = iss.path;
  const [head, index, ...rest] = path;
  const field = (parts: readonly PropertyKey[]) => parts.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('') || '(file)';
  const item = (key: string): unknown => {
    const list = raw[key];
    return Array.isArray(list) && typeof index === 'number' ? list[index] : undefined;
  };
  const at = (key: string, prop: string) => {
    const v = item(key);
    return isRecord(v) ? v[prop] : undefined;
  };
  let where = 'map';
  let rel: readonly PropertyKey[] = path;
  if (typeof index === 'number') {
    rel = rest.length ? rest : [head ?? '', index];
    if (head === 'squares') where = runStart(raw, index);
    else if (head === 'overhead') where = typeof at('overhead', 'at') === 'string' ? `square ${String(at('overhead', 'at'))}` : `overhead[${index}]`;
    else if (head === 'ladders') where = typeof at('ladders', 'at') === 'string' ? `square ${String(at('ladders', 'at'))}` : `ladders[${index}]`;
    else if (head === 'trees') where = typeof at('trees', 'at') === 'string' ? `square ${String(at('trees', 'at'))}` : `trees[${index}]`;
    else if (head === 'lines') where = typeof at('lines', 'side') === 'string' ? `side ${String(at('lines', 'side'))}` : `lines[${index}]`;
    else if (head === 'zones') where = typeof at('zones', 'id') === 'number' ? `zone ${String(at('zones', 'id'))}` : `zones[${index}]`;
    else if (head === 'structures') where = typeof at('structures', 'id') === 'string' ? `structure "${String(at('structures', 'id'))}"` : `structures[${index}]`;
    else rel = path;
  }
  return { where, field: field(rel), message: iss.message };
}

/** The first square of run `index`, as a code, if the runs before it are well formed. */
function runStart(raw: Record<string, unknown>, index: number): string {
  const runs = raw['squares'];
  const width = raw['width'];
  const height = raw['height'];
  const fallback = `squares[${index}]`;
  if (!Array.isArray(runs) || typeof width !== 'number' || typeof height !== 'number' || !Number.isInteger(width) || width < 1) return fallback;
  let start = 0;
  for (let i = 0; i < index; i++) {
    const run: unknown = runs[i];
    const count = isRecord(run) ? (run['count'] ?? 1) : undefined;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return fallback;
    start += count;
  }
  const sq = { col: (start % width) + 1, row: Math.floor(start / width) + 1 };
  if (sq.row > height) return fallback;
  let bounds: CoordBounds | undefined;
  try {
    coordDigits({ width, height });
    bounds = { width, height };
  } catch {
    bounds = undefined;
  }
  return `square ${describeSquare(sq, bounds)} (${fallback})`;
}
