/**
 * A small pure drawing API for maps: fill areas with field terrain (Case 7.3),
 * raise contour areas (Case 8.21), draw buildings as line terrain around a
 * floor (Case 8.41) with doors, windows and slits on chosen sides, lay roads,
 * tracks and streams as polylines of squares, scatter tree symbols in woods
 * (Case 8.6) from a seeded hash of the square (never Math.random), and name
 * zones (Case 38.42), structures and entry edges (Case 38.51).
 *
 * Squares are written as CCRR codes ("1740", Case 3.7) or `{ col, row }`;
 * sides as a code and a direction letter ("1740n"), as map files write them.
 * Areas are plain arrays of squares, built with the helpers below (`rect`,
 * `polygon`, `disc`, `polyline`, `union`, `minus`). Terrain painted outside the
 * map is clipped; a building, structure or zone that leaves the map is a
 * mistake and throws.
 */
import { parseCoord } from './coords';
import { blankMap, onMap, sideKey } from './map-model';
import { sideOnMap } from './map-schema';
import type { Direction, FieldTerrain, GameMap, LineFeature, LineTerrain, MapEdge, MapProvenance, OverheadKind, SideRef, Square, SquareTerrain, TreeSymbol } from './map-model';

/** A square as a CCRR code ("1740") or as numbers. */
export type At = string | Square;
/** A square side as a code and direction ("1740n"), or as numbers. */
export type SideAt = string | SideRef;
export type Area = readonly Square[];

export function sq(at: At): Square {
  return typeof at === 'string' ? parseCoord(at) : { col: at.col, row: at.row };
}

export function side(at: SideAt): SideRef {
  if (typeof at !== 'string') return { col: at.col, row: at.row, dir: at.dir };
  const m = /^(\d{4})([nesw])$/.exec(at);
  if (!m) throw new RangeError(`"${at}" is not a side: a square code and n, e, s or w ("1740n")`);
  return { ...parseCoord(m[1]!), dir: m[2] as Direction };
}

const key = (s: Square): string => `${s.col},${s.row}`;

/** Every square of the rectangle with corners `a` and `b` (either order), row by row. */
export function rect(a: At, b: At): Square[] {
  const p = sq(a);
  const q = sq(b);
  const out: Square[] = [];
  for (let row = Math.min(p.row, q.row); row <= Math.max(p.row, q.row); row++) {
    for (let col = Math.min(p.col, q.col); col <= Math.max(p.col, q.col); col++) out.push({ col, row });
  }
  return out;
}

/** Squares whose centres lie within `radius` squares of the centre of `centre`. */
export function disc(centre: At, radius: number): Square[] {
  const c = sq(centre);
  const r = Math.ceil(radius);
  const out: Square[] = [];
  for (let row = c.row - r; row <= c.row + r; row++) {
    for (let col = c.col - r; col <= c.col + r; col++) if ((col - c.col) ** 2 + (row - c.row) ** 2 <= radius * radius + 1e-9) out.push({ col, row });
  }
  return out;
}

/**
 * Squares inside a polygon whose vertices are square centres (even–odd rule on
 * square centres), plus the squares its edges run through, so a thin polygon
 * still has its outline.
 */
export function polygon(points: readonly At[]): Square[] {
  const v = points.map(sq);
  if (v.length < 3) throw new RangeError('a polygon needs three or more points');
  const rows = v.map((p) => p.row);
  const cols = v.map((p) => p.col);
  const seen = new Set<string>();
  const out: Square[] = [];
  const add = (s: Square): void => {
    if (!seen.has(key(s))) {
      seen.add(key(s));
      out.push(s);
    }
  };
  for (let row = Math.min(...rows); row <= Math.max(...rows); row++) {
    for (let col = Math.min(...cols); col <= Math.max(...cols); col++) {
      let inside = false;
      for (let i = 0, j = v.length - 1; i < v.length; j = i++) {
        const a = v[i]!;
        const b = v[j]!;
        if (a.row > row !== b.row > row && col < ((b.col - a.col) * (row - a.row)) / (b.row - a.row) + a.col) inside = !inside;
      }
      if (inside) add({ col, row });
    }
  }
  for (const s of polyline([...v, v[0]!])) add(s);
  return sortSquares(out);
}

/**
 * A path of orthogonally adjacent squares through the given squares in order
 * (a road, track, stream or trench), `width` squares wide: each square of the
 * centre line grows right and down into a width × width block.
 */
export function polyline(points: readonly At[], width = 1): Square[] {
  const v = points.map(sq);
  const seen = new Set<string>();
  const out: Square[] = [];
  const add = (s: Square): void => {
    for (let dr = 0; dr < width; dr++) {
      for (let dc = 0; dc < width; dc++) {
        const t = { col: s.col + dc, row: s.row + dr };
        if (!seen.has(key(t))) {
          seen.add(key(t));
          out.push(t);
        }
      }
    }
  };
  if (v.length === 0) return out;
  let prev = v[0]!;
  add(prev);
  for (let i = 1; i < v.length; i++) {
    const a = v[i - 1]!;
    const b = v[i]!;
    const n = Math.max(Math.abs(b.col - a.col), Math.abs(b.row - a.row));
    for (let k = 1; k <= n; k++) {
      const p = { col: Math.round(a.col + ((b.col - a.col) * k) / n), row: Math.round(a.row + ((b.row - a.row) * k) / n) };
      // A diagonal step gets a corner square, so the path stays orthogonally connected.
      if (p.col !== prev.col && p.row !== prev.row) add({ col: p.col, row: prev.row });
      add(p);
      prev = p;
    }
  }
  return out;
}

export function union(...areas: readonly Area[]): Square[] {
  const seen = new Set<string>();
  const out: Square[] = [];
  for (const a of areas) {
    for (const s of a) {
      if (!seen.has(key(s))) {
        seen.add(key(s));
        out.push({ col: s.col, row: s.row });
      }
    }
  }
  return out;
}

export function minus(area: Area, ...remove: readonly Area[]): Square[] {
  const gone = new Set(remove.flatMap((a) => a.map(key)));
  return area.filter((s) => !gone.has(key(s))).map((s) => ({ col: s.col, row: s.row }));
}

/** Row-major order, each square once. */
export function sortSquares(area: Area): Square[] {
  return union(area).sort((a, b) => a.row - b.row || a.col - b.col);
}

/** The sides of an area's squares that face a square outside it: its outline. */
export function outline(area: Area): SideRef[] {
  const inside = new Set(area.map(key));
  const out: SideRef[] = [];
  const steps: readonly [Direction, number, number][] = [
    ['n', 0, -1],
    ['e', 1, 0],
    ['s', 0, 1],
    ['w', -1, 0],
  ];
  for (const s of sortSquares(area)) {
    for (const [dir, dc, dr] of steps) if (!inside.has(key({ col: s.col + dc, row: s.row + dr }))) out.push({ col: s.col, row: s.row, dir });
  }
  return out;
}

/** The sides along a straight run of squares from `a` to `b`, each on its `dir` side (a wall, a wire, a fence). */
export function sideRun(a: At, b: At, dir: Direction): SideRef[] {
  const p = sq(a);
  const q = sq(b);
  if (p.col !== q.col && p.row !== q.row) throw new RangeError(`a side run goes along one row or column; ${p.col},${p.row} to ${q.col},${q.row} does not`);
  return rect(p, q).map((s) => ({ ...s, dir }));
}

/** A deterministic hash of a square and a salt, in [0, 1). The same square always gets the same number. */
export function hash01(col: number, row: number, salt = 0): number {
  let h = Math.imul(col, 0x27d4eb2d) ^ Math.imul(row, 0x165667b1) ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 0x1_0000_0000;
}

/** Squares of the area picked by the hash: about `fraction` of them, the same ones every time. */
export function sample(area: Area, fraction: number, salt = 0): Square[] {
  return area.filter((s) => hash01(s.col, s.row, salt) < fraction);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** One to `max` (default two) tree symbols for a woods square (Case 8.6), placed from the hash of the square. */
export function treesFor(s: Square, salt = 0, max = 2): TreeSymbol[] {
  const count = 1 + Math.floor(hash01(s.col, s.row, salt) * max);
  const trees: TreeSymbol[] = [];
  for (let i = 0; i < count; i++) {
    const r = round2(0.12 + 0.1 * hash01(s.col, s.row, salt + 101 + i));
    const at = (h: number): number => Math.min(1 - r, Math.max(r, round2(r + (1 - 2 * r) * h)));
    trees.push({ x: at(hash01(s.col, s.row, salt + 211 + i)), y: at(hash01(s.col, s.row, salt + 307 + i)), r });
  }
  return trees;
}

export interface BuildingSpec {
  readonly id: string;
  readonly name: string;
  /** Two opposite corner squares ("bounded by Squares 1740, 2440, 1743 and 2443"), or any area. */
  readonly corners?: readonly [At, At];
  readonly area?: Area;
  /** Floor terrain (default `building`). */
  readonly floor?: Extract<FieldTerrain, 'building' | 'bunker' | 'hangar'>;
  /** Line terrain of the outer walls (default `building-line`, Case 8.41). */
  readonly walls?: LineTerrain;
  readonly doors?: readonly SideAt[];
  readonly windows?: readonly SideAt[];
  readonly slits?: readonly SideAt[];
  /** A window on every n-th outer side (counted by the side's square, corners and doors skipped). */
  readonly windowEvery?: number;
  /** Interior walls: straight runs of sides inside the building, with optional doors in them. */
  readonly interior?: readonly { readonly from: At; readonly to: At; readonly dir: Direction; readonly doors?: readonly SideAt[] }[];
  /** Register as a structure (default true). */
  readonly structure?: boolean;
}

export interface BuilderOptions {
  readonly width?: number;
  readonly height?: number;
  readonly terrain?: FieldTerrain;
  readonly elevation?: number;
}

/** Draws one map; every method returns the builder, `build()` returns the finished GameMap. */
export class MapBuilder {
  readonly width: number;
  readonly height: number;
  private readonly squares: SquareTerrain[];
  private readonly lines = new Map<string, LineFeature>();
  private readonly zones = new Map<number, Square[]>();
  private readonly structures = new Map<string, { name: string; squares: Square[] }>();
  private readonly edges: MapEdge[] = [];

  constructor(
    readonly id: string,
    readonly name: string,
    readonly provenance: MapProvenance,
    options: BuilderOptions = {},
  ) {
    this.width = options.width ?? 40;
    this.height = options.height ?? 64;
    const base = blankMap(id, name, this.width, this.height, provenance);
    this.squares = base.squares.map(() => ({ terrain: options.terrain ?? 'clear', elevation: options.elevation ?? 0 }));
  }

  private index(s: Square): number {
    return (s.row - 1) * this.width + (s.col - 1);
  }

  private onMap(s: Square): boolean {
    return onMap(this, s);
  }

  private require(area: Area, what: string): Square[] {
    const off = area.find((s) => !this.onMap(s));
    if (off) throw new RangeError(`${what}: square ${off.col},${off.row} is off the ${this.width}×${this.height} map`);
    return sortSquares(area);
  }

  /** The terrain at a square, as drawn so far. */
  at(at: At): SquareTerrain {
    const s = sq(at);
    if (!this.onMap(s)) throw new RangeError(`square ${s.col},${s.row} is off the map`);
    return this.squares[this.index(s)]!;
  }

  /** Field terrain over the area (elevation kept; trees dropped unless the new terrain is woods). */
  fill(area: Area, terrain: FieldTerrain): this {
    for (const s of area) {
      if (!this.onMap(s)) continue;
      const i = this.index(s);
      const old = this.squares[i]!;
      this.squares[i] = { terrain, elevation: old.elevation, ...(terrain === old.terrain && old.trees ? { trees: old.trees } : {}) };
    }
    return this;
  }

  /** Contour level for the area (Case 8.21); water squares keep their own (depth) level unless `force`. */
  elevate(area: Area, level: number, force = false): this {
    for (const s of area) {
      if (!this.onMap(s)) continue;
      const i = this.index(s);
      const old = this.squares[i]!;
      if (!force && (old.terrain === 'water' || old.terrain === 'river' || old.terrain === 'sea')) continue;
      this.squares[i] = { ...old, elevation: level };
    }
    return this;
  }

  /** Water, river or sea at a depth (a negative level, Cases 7.39 Addenda and 36.11). */
  water(area: Area, terrain: Extract<FieldTerrain, 'water' | 'river' | 'sea'>, depth: number): this {
    this.fill(area, terrain);
    for (const s of area) if (this.onMap(s)) this.squares[this.index(s)] = { terrain, elevation: depth };
    return this;
  }

  /** Woods (Case 8.6) with one or two tree symbols a square from the square's hash; `forest` blocks whole squares and gets none. */
  woods(area: Area, salt = 0, terrain: Extract<FieldTerrain, 'woods' | 'forest'> = 'woods'): this {
    for (const s of area) {
      if (!this.onMap(s)) continue;
      const i = this.index(s);
      const old = this.squares[i]!;
      this.squares[i] = terrain === 'woods' ? { terrain, elevation: old.elevation, trees: treesFor(s, salt) } : { terrain, elevation: old.elevation };
    }
    return this;
  }

  /** A rail line through the area's squares (Case 42.43), over the terrain drawn there; draw it after `fill`, which replaces squares. */
  rail(area: Area): this {
    for (const s of this.require(area, 'rail')) this.squares[this.index(s)] = { ...this.squares[this.index(s)]!, rail: true };
    return this;
  }

  /** An obstacle `level` above the ground of each square (a crane's arm, Case 48.43); draw it after `fill`, which replaces squares. */
  overhead(area: Area, level: number, kind: OverheadKind = 'crane-arm'): this {
    for (const s of this.require(area, 'overhead')) this.squares[this.index(s)] = { ...this.squares[this.index(s)]!, overhead: { level, kind } };
    return this;
  }

  /** Line terrain on each side (one feature a side: a later one replaces an earlier). */
  line(sides: SideAt | readonly SideAt[], terrain: LineTerrain): this {
    for (const a of typeof sides === 'string' || !Array.isArray(sides) ? [sides as SideAt] : (sides as readonly SideAt[])) {
      const s = side(a);
      if (!sideOnMap(this, s)) throw new RangeError(`side ${s.col},${s.row},${s.dir} is off the ${this.width}×${this.height} map`);
      const k = sideKey(s);
      const [c, r, d] = k.split(',');
      const stored: SideRef = { col: Number(c), row: Number(r), dir: d as Direction };
      this.lines.delete(k);
      this.lines.set(k, { side: stored, terrain });
    }
    return this;
  }

  /** Removes any line feature from the sides (a gap in a wall or a wire). */
  clearLines(sides: readonly SideAt[]): this {
    for (const a of sides) this.lines.delete(sideKey(side(a)));
    return this;
  }

  /** Line terrain around the area's outline (a compound wall, a fence, a building's walls). */
  enclose(area: Area, terrain: LineTerrain): this {
    return this.line(
      outline(area).filter((s) => this.onMap(s)),
      terrain,
    );
  }

  /**
   * A building (Case 8.41): floor terrain on its squares, walls on every outer
   * side, then doors, windows and slits on the sides named, interior walls,
   * and a structure with its id so a scenario can name it.
   */
  building(spec: BuildingSpec): this {
    const raw = spec.area ?? (spec.corners ? rect(spec.corners[0], spec.corners[1]) : undefined);
    if (!raw) throw new RangeError(`building ${spec.id}: give corners or an area`);
    const area = this.require(raw, `building ${spec.id}`);
    this.fill(area, spec.floor ?? 'building');
    const ring = outline(area);
    this.line(ring, spec.walls ?? 'building-line');
    if (spec.windowEvery) {
      const corner = (s: Square): boolean => ring.filter((r) => r.col === s.col && r.row === s.row).length >= 2;
      const doors = new Set((spec.doors ?? []).map((d) => sideKey(side(d))));
      const n = spec.windowEvery;
      const steps: Record<Direction, [number, number]> = { n: [0, -1], e: [1, 0], s: [0, 1], w: [-1, 0] };
      // No window in a party wall: skip sides facing a building drawn earlier.
      const party = (r: SideRef): boolean => {
        const [dc, dr] = steps[r.dir];
        const t = { col: r.col + dc, row: r.row + dr };
        if (!this.onMap(t)) return false;
        const f = this.squares[this.index(t)]!.terrain;
        return f === 'building' || f === 'bunker' || f === 'hangar';
      };
      const picks = ring.filter((r) => !corner(r) && !doors.has(sideKey(r)) && !party(r) && (r.dir === 'n' || r.dir === 's' ? r.col : r.row) % n === 0);
      this.line(picks, 'window');
    }
    for (const wall of spec.interior ?? []) {
      this.line(sideRun(wall.from, wall.to, wall.dir), 'building-line');
      if (wall.doors) this.line(wall.doors, 'door');
    }
    if (spec.windows) this.line(spec.windows, 'window');
    if (spec.slits) this.line(spec.slits, 'slit');
    if (spec.doors) this.line(spec.doors, 'door');
    if (spec.structure ?? true) this.structure(spec.id, spec.name, area);
    return this;
  }

  /** A named place a scenario can refer to (a house, a bridge, a rail line). */
  structure(id: string, name: string, area: Area): this {
    if (this.structures.has(id)) throw new RangeError(`structure ${id} is drawn twice`);
    this.structures.set(id, { name, squares: this.require(area, `structure ${id}`) });
    return this;
  }

  /** A numbered defensive Zone (Case 38.42). */
  zone(id: number, area: Area): this {
    if (this.zones.has(id)) throw new RangeError(`zone ${id} is drawn twice`);
    this.zones.set(id, this.require(area, `zone ${id}`));
    return this;
  }

  /** Edges men may enter from (Case 38.51). */
  entry(...edges: MapEdge[]): this {
    for (const e of edges) if (!this.edges.includes(e)) this.edges.push(e);
    return this;
  }

  build(): GameMap {
    return {
      id: this.id,
      name: this.name,
      width: this.width,
      height: this.height,
      squares: this.squares.map((s) => ({ ...s })),
      lines: [...this.lines.values()],
      zones: [...this.zones.entries()].sort((a, b) => a[0] - b[0]).map(([id, squares]) => ({ id, squares })),
      structures: [...this.structures.entries()].map(([id, s]) => ({ id, name: s.name, squares: s.squares })),
      entryEdges: [...this.edges],
      provenance: this.provenance,
    };
  }
}
