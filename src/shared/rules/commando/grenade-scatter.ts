/**
 * Grenade scatter (Section 11.0 procedure "Grenade Scatter", Cases 11.3,
 * 11.83), and the square-side geometry the other grenade files share.
 *
 * Geometry: what line
 * terrain lies between two neighbouring squares, the best way round a corner,
 * which squares are inside a structure, and rooms.
 *
 * A side is `blocked` by blocking line terrain without an aperture (a wall or
 * building line, Cases 11.22, 11.41, 11.57), an `aperture` when it holds a
 * door, window or slit (Cases 11.3, 11.43, 11.58), and `open` otherwise (wire
 * does not stop a grenade). A diagonal step passes a corner: it takes the
 * better of the two orthogonal routes round it, so it is blocked only when
 * line terrain closes both (the corner reading of docs/rulings/line-of-sight.md).
 * Rulings: docs/rulings/grenades.md.
 */
import { describeSquare } from '../../map/coords';
import type { DiceRoll } from '../../dice/dice-codes';
import { rollDice } from '../../dice/dice-codes';
import type { DiceSource } from '../../dice/dice-source';
import type { FieldTerrain, GameMap, LineTerrain, Square } from '../../map/map-model';
import { onMap, sideKey, terrainAt } from '../../map/map-model';
import { traceSupercover } from './grid-trace';
import type { CommandoTables } from './tables';
import { DEFAULT_COMMANDO_TABLES } from './tables';
import type { Compass } from './tables/grenade-accuracy';
import { COMPASS_STEP } from './tables/grenade-accuracy';

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

const byPosition = (a: Square, b: Square): number => a.row - b.row || a.col - b.col;

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
  const named = map.structures.find((s) => s.squares.some((q) => q.col === sq.col && q.row === sq.row));
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

export const sameSquare = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;
/** A square's CCRR name (Case 3.7), for messages. */
export const squareCode = (sq: Square): string => describeSquare(sq);

// ---------------------------------------------------------------------------
// Dice, recorded as the umpire reads them.

/** One roll as recorded in a result: "Case 11.83 scatter direction: 1D10 = 9, re-rolled". */
export interface GrenadeRoll {
  readonly caseRef: string;
  readonly purpose: string;
  readonly code: string;
  readonly faces: readonly number[];
  readonly total: number;
  readonly text: string;
}

export function recordRoll(caseRef: string, purpose: string, roll: DiceRoll, outcome?: string): GrenadeRoll {
  const faces = roll.faces.map((f) => f.face);
  const shown = roll.code === '1D100' ? `${roll.total}` : faces.length > 1 ? `${faces.join(' + ')} → ${roll.total}` : `${roll.total}`;
  return { caseRef, purpose, code: roll.code, faces, total: roll.total, text: `${caseRef} ${purpose}: ${roll.code} = ${shown}${outcome ? `, ${outcome}` : ''}` };
}

export type ScatterTables = Pick<CommandoTables, 'lineTerrain' | 'grenadeScatter' | 'scatterDiagram' | 'apertureScatter'>;

/**
 * A Scatter Diagram direction: 1D10, re-rolling 9 and 0 "until a number between
 * 1 and 8 is obtained" (Section 11.0 procedure; also Case 11.53 for smoke).
 * A d10 reports a printed 0 as 10 (Case 4.0).
 */
export function rollScatterDirection(dice: DiceSource, caseRef: string, purpose: string, tables: Pick<CommandoTables, 'scatterDiagram'>): { direction: Compass; rolls: GrenadeRoll[] } {
  const rolls: GrenadeRoll[] = [];
  for (;;) {
    const r = rollDice('1D10', dice, `${caseRef} ${purpose}`);
    const face = r.total;
    if (face >= 9) {
      rolls.push(recordRoll(caseRef, purpose, r, `re-rolled (${face === 10 ? '0' : '9'} is not on the Scatter Diagram)`));
      continue;
    }
    const direction = tables.scatterDiagram[String(face) as keyof CommandoTables['scatterDiagram']].value;
    rolls.push(recordRoll(caseRef, purpose, r, `Scatter Diagram ${face}: ${direction.toUpperCase()}`));
    return { direction, rolls };
  }
}

// ---------------------------------------------------------------------------
// Walking the scatter path from the target square.

type Advance =
  | { readonly kind: 'off-map' }
  | { readonly kind: 'blocked'; readonly terrain: LineTerrain }
  | { readonly kind: 'aperture'; readonly terrain: ApertureKind; readonly next: Square }
  | { readonly kind: 'open'; readonly next: Square };

function advance(map: GameMap, pos: Square, dir: Compass, tables: LineTables): Advance {
  const s = COMPASS_STEP[dir];
  const next = { col: pos.col + s.dc, row: pos.row + s.dr };
  if (!onMap(map, next)) return { kind: 'off-map' };
  const c = stepCrossing(map, pos, next, tables);
  if (c.cls === 'blocked') return { kind: 'blocked', terrain: c.terrain! };
  if (c.cls === 'aperture') return { kind: 'aperture', terrain: c.apertures[0]!, next };
  return { kind: 'open', next };
}

/** Case 11.3: the chance (0–1) a grenade scatters through this aperture, from the 1D10 bands. */
export function aperturePassChance(terrain: ApertureKind, tables: Pick<CommandoTables, 'apertureScatter'>): number {
  const band = tables.apertureScatter[terrain === 'door' ? 'door' : 'window-or-slit'];
  return Math.max(0, band.to.value - band.from.value + 1) / 10;
}

/** Why a grenade stopped short of where the count would take it. */
export interface ScatterStop {
  readonly kind: 'map-edge' | 'wall-on-path' | 'aperture' | 'line-of-throw' | 'tree';
  readonly square: Square;
  readonly caseRef: string;
  readonly reason: string;
}

// ---------------------------------------------------------------------------
// The thrower's line to the possible destination square.

/**
 * "The owning Player of the throwing man now traces a normal Line of Sight to
 * the possible destination square": blocking line terrain on the line stops
 * the grenade in the square in front of it (thrower's side); a woods tree
 * symbol on the line stops it in the first square whose tree the line passes
 * through. The thrower's own trees do not stop it. A corner the line passes
 * exactly through blocks when both routes round it are blocked.
 */
export function throwLineStop(map: GameMap, thrower: Square, dest: Square, tables: LineTables): { landing: Square; stop?: ScatterStop } {
  let cur: Square = thrower;
  let stop: ScatterStop | undefined;
  const x0 = thrower.col - 0.5;
  const y0 = thrower.row - 0.5;
  const x1 = dest.col - 0.5;
  const y1 = dest.row - 0.5;
  const hitsTree = (sq: Square): boolean => {
    for (const t of terrainAt(map, sq).trees ?? []) {
      if (segmentMeetsCircle(x0, y0, x1, y1, sq.col - 1 + t.x, sq.row - 1 + t.y, t.r)) return true;
    }
    return false;
  };
  const blockedAt = (a: Square, b: Square): LineTerrain | undefined => {
    const c = stepCrossing(map, a, b, tables);
    return c.cls === 'blocked' ? c.terrain : undefined;
  };
  traceSupercover(thrower.col, thrower.row, dest.col, dest.row, {
    cell(col, row) {
      const sq = { col, row };
      if (!sameSquare(sq, thrower) && hitsTree(sq)) {
        stop = { kind: 'tree', square: sq, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `The throw passes a woods tree in ${squareCode(sq)}: the grenade lands there.` };
        cur = sq;
        return true;
      }
      cur = sq;
      return false;
    },
    side(col, row, vertical) {
      const a = vertical ? { col: col - 1, row } : { col, row: row - 1 };
      const b = { col, row };
      const from = sameSquare(cur, a) ? a : b;
      const to = sameSquare(cur, a) ? b : a;
      const wall = blockedAt(from, to);
      if (wall) {
        stop = { kind: 'line-of-throw', square: cur, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `A ${wall} lies on the throw to the possible destination: the grenade lands in front of it, in ${squareCode(cur)}.` };
        return true;
      }
      return false;
    },
    corner(col, row, sx, sy) {
      const wall = blockedAt({ col, row }, { col: col + sx, row: row + sy });
      if (wall) {
        stop = { kind: 'line-of-throw', square: cur, caseRef: 'Section 11.0 procedure (Grenade Scatter)', reason: `Line terrain closes the corner the throw passes: the grenade lands in front of it, in ${squareCode(cur)}.` };
        return true;
      }
      return false;
    },
  });
  return stop ? { landing: stop.square, stop } : { landing: dest };
}

function segmentMeetsCircle(x0: number, y0: number, x1: number, y1: number, cx: number, cy: number, r: number): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - x0) * dx + (cy - y0) * dy) / len2));
  const px = x0 + t * dx - cx;
  const py = y0 + t * dy - cy;
  return px * px + py * py < r * r;
}

// ---------------------------------------------------------------------------
// Rolling a scatter.

export interface ScatterResult {
  readonly direction: Compass;
  /** Squares to count (Case 11.83). */
  readonly distance: number;
  /** From the target square along the scatter, each square the grenade reached. */
  readonly path: readonly Square[];
  /** Where the count ended (or where the path stopped). */
  readonly possibleDestination: Square;
  /** The destination square: where the grenade lands. */
  readonly landing: Square;
  readonly stops: readonly ScatterStop[];
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Scatter a grenade that missed `target` (Section 11.0 procedure; Cases 11.3,
 * 11.83): direction, distance, the walk with its aperture rolls, then the
 * thrower's line. Rulings: walls on the scatter path stop it in front; the map
 * edge stops it on the last square (docs/rulings/grenades.md).
 */
export function scatterGrenade(map: GameMap, thrower: Square, target: Square, dice: DiceSource, tables: ScatterTables = DEFAULT_COMMANDO_TABLES): ScatterResult {
  const { direction, rolls } = rollScatterDirection(dice, 'Case 11.83', 'scatter direction', tables);
  const dr = rollDice('1D6', dice, 'Case 11.83 scatter distance');
  const distance = tables.grenadeScatter[String(dr.total) as keyof CommandoTables['grenadeScatter']].value;
  const allRolls = [...rolls, recordRoll('Case 11.83', 'scatter distance', dr, `${distance} square${distance === 1 ? '' : 's'}`)];
  const stops: ScatterStop[] = [];
  const path: Square[] = [target];
  let pos = target;
  for (let i = 0; i < distance; i++) {
    const a = advance(map, pos, direction, tables);
    if (a.kind === 'off-map') {
      stops.push({ kind: 'map-edge', square: pos, caseRef: 'Case 11.83', reason: `The scatter would leave the map: the grenade stops at the edge, in ${squareCode(pos)}.` });
      break;
    }
    if (a.kind === 'blocked') {
      stops.push({ kind: 'wall-on-path', square: pos, caseRef: 'Case 11.3', reason: `A ${a.terrain} closes the scatter path: the grenade lands in front of it, in ${squareCode(pos)}.` });
      break;
    }
    if (a.kind === 'aperture') {
      const r = rollDice('1D10', dice, `Case 11.3 scatter through the ${a.terrain}`);
      const band = tables.apertureScatter[a.terrain === 'door' ? 'door' : 'window-or-slit'];
      const through = r.total >= band.from.value && r.total <= band.to.value;
      allRolls.push(recordRoll('Case 11.3', `scatter through the ${a.terrain}`, r, through ? `through the ${a.terrain}` : `lands in front of the ${a.terrain}`));
      if (!through) {
        stops.push({ kind: 'aperture', square: pos, caseRef: 'Case 11.3', reason: `The grenade does not pass the ${a.terrain}: it lands directly in front of it, in ${squareCode(pos)}.` });
        break;
      }
    }
    pos = a.next;
    path.push(pos);
  }
  const line = throwLineStop(map, thrower, pos, tables);
  if (line.stop) stops.push(line.stop);
  return { direction, distance, path, possibleDestination: pos, landing: line.landing, stops, rolls: allRolls };
}

// ---------------------------------------------------------------------------
// The fan: every landing square with its probability, for the UI.

export interface FanEntry {
  readonly square: Square;
  readonly probability: number;
}

/**
 * Where a grenade thrown from `thrower` at `target` can land, with the chance
 * of each. Without `hitChance` the fan is for a grenade known to scatter; with
 * it (percent, from `throwChance`), the target square carries the hit chance
 * and the scatter the rest. Probabilities sum to 1.
 */
export function scatterFan(map: GameMap, thrower: Square, target: Square, tables: ScatterTables = DEFAULT_COMMANDO_TABLES, hitChance?: number): FanEntry[] {
  const acc = new Map<number, number>();
  const key = (sq: Square): number => (sq.row - 1) * map.width + sq.col - 1;
  const addAt = (sq: Square, p: number): void => {
    if (p <= 0) return;
    const land = throwLineStop(map, thrower, sq, tables).landing;
    acc.set(key(land), (acc.get(key(land)) ?? 0) + p);
  };
  const hit = hitChance === undefined ? 0 : Math.min(100, Math.max(0, hitChance)) / 100;
  if (hit > 0) acc.set(key(target), hit);
  const miss = 1 - hit;
  const faces = Object.values(tables.grenadeScatter) as readonly { value: number }[];
  const dirs = Object.values(tables.scatterDiagram) as readonly { value: Compass }[];
  const walk = (pos: Square, dir: Compass, left: number, p: number): void => {
    if (left === 0) return addAt(pos, p);
    const a = advance(map, pos, dir, tables);
    if (a.kind === 'off-map' || a.kind === 'blocked') return addAt(pos, p);
    if (a.kind === 'aperture') {
      const pass = aperturePassChance(a.terrain, tables);
      addAt(pos, p * (1 - pass));
      return walk(a.next, dir, left - 1, p * pass);
    }
    walk(a.next, dir, left - 1, p);
  };
  for (const d of dirs) for (const f of faces) walk(target, d.value, f.value, miss / (dirs.length * faces.length));
  return [...acc.entries()]
    .map(([k, probability]) => ({ square: { col: (k % map.width) + 1, row: Math.floor(k / map.width) + 1 }, probability }))
    .sort((a, b) => b.probability - a.probability || byPosition(a.square, b.square));
}
