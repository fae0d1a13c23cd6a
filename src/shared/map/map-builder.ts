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
 * Areas are plain arrays of squares, built with the helpers of map-areas.ts
 * (`rect`, `polygon`, `disc`, `polyline`, `union`, `minus`); tree symbols come
 * from map-trees.ts. Terrain painted outside the map is clipped; a building,
 * structure or zone that leaves the map is a mistake and throws.
 */
import type { Area, At, SideAt } from './map-areas';
import { outline, rect, side, sideRun, sortSquares, sq } from './map-areas';
import { blankMap, onMap, sameSquare, sideKey } from './map-model';
import { sideOnMap } from './map-schema';
import type { ClimbSymbol, Direction, FieldTerrain, GameMap, LineFeature, LineTerrain, MapEdge, MapProvenance, OverheadKind, SideRef, Square, SquareTerrain } from './map-model';
import { treesFor } from './map-trees';

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

  /** A ladder or stairway symbol in each building square (Case 35.21); draw it after `fill`/`building`. */
  ladder(area: Area, kind: ClimbSymbol = 'ladder'): this {
    for (const s of this.require(area, 'ladder')) this.squares[this.index(s)] = { ...this.squares[this.index(s)]!, ladder: kind };
    return this;
  }

  /** Flat roofs on these building squares (Case 35.22: gabled unless the Players agree otherwise). */
  flatRoof(area: Area): this {
    for (const s of this.require(area, 'flatRoof')) this.squares[this.index(s)] = { ...this.squares[this.index(s)]!, flatRoof: true };
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
      const corner = (s: Square): boolean => ring.filter((r) => sameSquare(r, s)).length >= 2;
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
