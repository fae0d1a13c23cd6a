/**
 * The square-side geometry the grenade files share (Sections 11.0, 11.4, 11.5):
 * what line terrain lies between two neighbouring squares, the best way round
 * a corner, which squares are inside a structure, and rooms.
 *
 * A side is `blocked` by blocking line terrain without an aperture (a wall or
 * building line, Cases 11.22, 11.41, 11.57), an `aperture` when it holds a
 * door, window or slit (Cases 11.3, 11.43, 11.58), and `open` otherwise (wire
 * does not stop a grenade). A diagonal step passes a corner: it takes the
 * better of the two orthogonal routes round it, so it is blocked only when
 * line terrain closes both (the corner reading of docs/rulings/line-of-sight.md).
 * Rulings: docs/rulings/grenades.md.
 */
import { describeSquare } from '../../../map/coords';
import type { FieldTerrain, GameMap, LineTerrain, Square } from '../../../map/map-model';
import { onMap, sameSquare, sideKey, terrainAt } from '../../../map/map-model';
import type { CommandoTables } from '../tables';

export type LineTables = Pick<CommandoTables, 'lineTerrain'>;
export type ApertureKind = 'door' | 'window' | 'slit';
export type SideClass = 'open' | 'aperture' | 'blocked';

export interface Crossing {
  readonly cls: SideClass;
  /** The aperture passed (for `aperture`), or the line that blocks (for `blocked`). */
  readonly terrain?: LineTerrain;
  /** Every aperture on the route taken, in order. */
  readonly apertures: readonly ApertureKind[];
}

const OPEN: Crossing = { cls: 'open', apertures: [] };
const sideCache = new WeakMap<GameMap, Map<string, LineTerrain[]>>();

function sidesOf(map: GameMap): Map<string, LineTerrain[]> {
  let m = sideCache.get(map);
  if (m) return m;
  m = new Map();
  for (const f of map.lines) {
    const k = sideKey(f.side);
    const list = m.get(k);
    if (list) list.push(f.terrain);
    else m.set(k, [f.terrain]);
  }
  sideCache.set(map, m);
  return m;
}

/** The line features on the side shared by two orthogonally adjacent squares. */
export function linesBetween(map: GameMap, a: Square, b: Square): readonly LineTerrain[] {
  const dc = b.col - a.col;
  const dr = b.row - a.row;
  if (Math.abs(dc) + Math.abs(dr) !== 1) throw new RangeError(`${a.col},${a.row} and ${b.col},${b.row} do not share a side`);
  const side = dc === 0 ? { col: a.col, row: a.row, dir: dr < 0 ? ('n' as const) : ('s' as const) } : { col: a.col, row: a.row, dir: dc < 0 ? ('w' as const) : ('e' as const) };
  return sidesOf(map).get(sideKey(side)) ?? [];
}

const isAperture = (t: LineTerrain): t is ApertureKind => t === 'door' || t === 'window' || t === 'slit';

/** One side: an aperture in it wins (a door in a wall is a way through); otherwise blocking line terrain blocks. */
export function classifySide(map: GameMap, a: Square, b: Square, tables: LineTables): Crossing {
  const lines = linesBetween(map, a, b);
  if (lines.length === 0) return OPEN;
  const ap = lines.find(isAperture);
  if (ap) return { cls: 'aperture', terrain: ap, apertures: [ap] };
  const wall = lines.find((t) => tables.lineTerrain[t].blocking.value);
  return wall ? { cls: 'blocked', terrain: wall, apertures: [] } : OPEN;
}

const RANK: Record<SideClass, number> = { open: 0, aperture: 1, blocked: 2 };

function worse(x: Crossing, y: Crossing): Crossing {
  if (RANK[y.cls] > RANK[x.cls]) return { ...y, apertures: [...x.apertures, ...y.apertures] };
  return { ...x, apertures: [...x.apertures, ...y.apertures] };
}

/**
 * What a one-square step (orthogonal or diagonal) from `a` to `b` passes. A
 * diagonal step takes the better of the routes via (b.col, a.row) and
 * (a.col, b.row); a route is as bad as the worse of its two sides.
 */
export function stepCrossing(map: GameMap, a: Square, b: Square, tables: LineTables): Crossing {
  const dc = b.col - a.col;
  const dr = b.row - a.row;
  if (dc === 0 || dr === 0) return classifySide(map, a, b, tables);
  const viaX = { col: b.col, row: a.row };
  const viaY = { col: a.col, row: b.row };
  const routeX = onMap(map, viaX) ? worse(classifySide(map, a, viaX, tables), classifySide(map, viaX, b, tables)) : null;
  const routeY = onMap(map, viaY) ? worse(classifySide(map, a, viaY, tables), classifySide(map, viaY, b, tables)) : null;
  if (!routeX) return routeY ?? OPEN;
  if (!routeY) return routeX;
  return RANK[routeY.cls] < RANK[routeX.cls] ? routeY : routeX;
}

/** Field terrain that is the inside of a structure: a building, bunker, hangar or barracks (Cases 11.43, 11.55). */
export const INTERIOR_TERRAIN: readonly FieldTerrain[] = ['building', 'bunker', 'hangar'];

export function isInterior(map: GameMap, sq: Square): boolean {
  return INTERIOR_TERRAIN.includes(terrainAt(map, sq).terrain);
}

const ORTHO = [
  { dc: 0, dr: -1 },
  { dc: 1, dr: 0 },
  { dc: 0, dr: 1 },
  { dc: -1, dr: 0 },
] as const;

/** Reading order: by row, then column. */
export const byPosition = (a: Square, b: Square): number => a.row - b.row || a.col - b.col;

/**
 * The room a square of a structure belongs to: every interior square reachable
 * from it by orthogonal steps that cross no line terrain that is blocking or an
 * aperture (a flood fill). `undefined` for a square outside any structure.
 */
export function roomOf(map: GameMap, start: Square, tables: LineTables): Square[] | undefined {
  if (!onMap(map, start) || !isInterior(map, start)) return undefined;
  const seen = new Set<number>([(start.row - 1) * map.width + start.col - 1]);
  const out: Square[] = [start];
  for (let i = 0; i < out.length; i++) {
    const sq = out[i]!;
    for (const d of ORTHO) {
      const n = { col: sq.col + d.dc, row: sq.row + d.dr };
      if (!onMap(map, n) || !isInterior(map, n)) continue;
      const k = (n.row - 1) * map.width + n.col - 1;
      if (seen.has(k) || classifySide(map, sq, n, tables).cls !== 'open') continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out.sort(byPosition);
}

/**
 * The structure a square is part of: a structure the map names that holds it,
 * else every square of the same kind of field terrain (interior, or oil tank)
 * connected to it orthogonally, whatever lines divide it into rooms.
 */
export function structureOf(map: GameMap, sq: Square): Square[] | undefined {
  const named = map.structures.find((s) => s.squares.some((q) => sameSquare(q, sq)));
  if (named) return [...named.squares].sort(byPosition);
  if (!onMap(map, sq)) return undefined;
  const kind = (q: Square): 'interior' | 'oil-tank' | undefined => {
    const t = terrainAt(map, q).terrain;
    return INTERIOR_TERRAIN.includes(t) ? 'interior' : t === 'oil-tank' ? 'oil-tank' : undefined;
  };
  const k0 = kind(sq);
  if (!k0) return undefined;
  const seen = new Set<number>([(sq.row - 1) * map.width + sq.col - 1]);
  const out: Square[] = [sq];
  for (let i = 0; i < out.length; i++) {
    const q = out[i]!;
    for (const d of ORTHO) {
      const n = { col: q.col + d.dc, row: q.row + d.dr };
      if (!onMap(map, n) || kind(n) !== k0) continue;
      const k = (n.row - 1) * map.width + n.col - 1;
      if (seen.has(k)) continue;
      seen.add(k);
      out.push(n);
    }
  }
  return out.sort(byPosition);
}

// map-model's, passed on only for engine/grenade-command.ts until it imports it from there.

/** A square's CCRR name (Case 3.7), for messages. */
export const squareCode = (sq: Square): string => describeSquare(sq);
