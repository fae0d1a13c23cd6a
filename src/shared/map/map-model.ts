/**
 * The map model shared by every ruleset: a rectangle of squares addressed by
 * column (the short side, 01–40 on Commando maps) and row (the long side,
 * 01–64), read together as the CCRR code of Case 3.7.
 *
 * Terrain lives in two places, as the rules put it: field terrain fills a
 * square (Case 7.3), line terrain runs along a square side (Cases 7.35, 8.41).
 */

/** A square's position. Columns and rows are 1-based, as printed on the map. */
export interface Square {
  readonly col: number;
  readonly row: number;
}

export const FIELD_TERRAIN = [
  'clear',
  'rough',
  'crater',
  'trench',
  'woods',
  'forest',
  'dune',
  'rubble',
  'water',
  'road',
  'trail',
  'oil-tank',
  'mountain',
  'river',
  'sea',
  'building',
  'bunker',
  'hangar',
  'tower',
] as const;
export type FieldTerrain = (typeof FIELD_TERRAIN)[number];

export const LINE_TERRAIN = [
  'wall',
  'building-line',
  'door',
  'window',
  'slit',
  'barbed-wire',
  'concertina-wire',
  'electrified-wire',
] as const;
export type LineTerrain = (typeof LINE_TERRAIN)[number];

/**
 * A square side is named by the square and which of its sides. Only `n` and
 * `w` are stored (the `s` side of a square is the `n` side of the one below),
 * so every side has exactly one name; `sideKey` normalises.
 */
export type Direction = 'n' | 'e' | 's' | 'w';

export interface SideRef {
  readonly col: number;
  readonly row: number;
  readonly dir: Direction;
}

/** One tree symbol inside a woods square (Case 8.6): a circle, in square units from the square's top-left corner. */
export interface TreeSymbol {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

export interface SquareTerrain {
  readonly terrain: FieldTerrain;
  /** Elevation level from contour lines (Case 8.21); ground is 0, one level is about 3 m. */
  readonly elevation: number;
  /** Tree symbols drawn in the square (woods, Case 8.6). */
  readonly trees?: readonly TreeSymbol[];
  /** Something overhead, clear of the ground (a crane's arm, Case 48.43). */
  readonly overhead?: OverheadObstacle;
  /**
   * A rail line runs through the square (Case 42.43: the train moves only
   * along it). The Terrain Effects Chart has no rail row: a man crosses it as
   * the field terrain beneath (tables/rail-line.ts, house).
   */
  readonly rail?: true;
  /** Case 35.21: a ladder or stairway symbol is drawn in this building square; men climb it to the roof. */
  readonly ladder?: ClimbSymbol;
  /** Case 35.22: this building's roof is flat (the Players agreed so); absent, the roof is gabled. */
  readonly flatRoof?: true;
}

/** The symbols Case 35.21 lets the Players draw ("the maps ... do not include stairways or ladders"). */
export const CLIMB_SYMBOLS = ['ladder', 'stairway'] as const;
export type ClimbSymbol = (typeof CLIMB_SYMBOLS)[number];

/** Field terrain with a roof a man can stand on (Cases 35.2, 33.0 General Rule): buildings and the like. */
export const ROOFED_TERRAIN: readonly FieldTerrain[] = ['building', 'bunker', 'hangar', 'tower'];

export const OVERHEAD_KINDS = ['crane-arm'] as const;
export type OverheadKind = (typeof OVERHEAD_KINDS)[number];

/**
 * An obstacle above a square that blocks Line of Sight only at its own
 * Elevation Level (Case 48.43: a crane's arm at Level Two; men at Level One
 * see each other under it). `level` is counted from the square's ground.
 * Men move beneath it: the square's field terrain is what they cross.
 */
export interface OverheadObstacle {
  readonly level: number;
  readonly kind: OverheadKind;
}

export interface LineFeature {
  readonly side: SideRef;
  readonly terrain: LineTerrain;
}

/** A numbered defensive zone (Case 38.42). */
export interface Zone {
  readonly id: number;
  readonly squares: readonly Square[];
}

/** A named structure (a house, a hangar) so a scenario can refer to it. */
export interface Structure {
  readonly id: string;
  readonly name: string;
  readonly squares: readonly Square[];
}

export type MapEdge = 'north' | 'east' | 'south' | 'west';

export interface MapProvenance {
  /** `printed` for a map traced from the published sheet, `approximation` for one drawn from the scenario text. */
  readonly kind: 'printed' | 'approximation' | 'custom';
  readonly note: string;
}

export interface GameMap {
  readonly id: string;
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** Row-major, `squares[(row - 1) * width + (col - 1)]`. */
  readonly squares: readonly SquareTerrain[];
  readonly lines: readonly LineFeature[];
  readonly zones: readonly Zone[];
  readonly structures: readonly Structure[];
  /** Edges from which men may enter (Case 38.5), if the map marks any. */
  readonly entryEdges: readonly MapEdge[];
  readonly provenance: MapProvenance;
}

export function squareIndex(map: Pick<GameMap, 'width'>, sq: Square): number {
  return (sq.row - 1) * map.width + (sq.col - 1);
}

export function onMap(map: Pick<GameMap, 'width' | 'height'>, sq: Square): boolean {
  return Number.isInteger(sq.col) && Number.isInteger(sq.row) && sq.col >= 1 && sq.row >= 1 && sq.col <= map.width && sq.row <= map.height;
}

/** Are both squares given and the same square? (An absent square matches nothing.) */
export function sameSquare(a: Square | undefined, b: Square | undefined): boolean {
  return a !== undefined && b !== undefined && a.col === b.col && a.row === b.row;
}

export function terrainAt(map: GameMap, sq: Square): SquareTerrain {
  const t = map.squares[squareIndex(map, sq)];
  if (!t) throw new RangeError(`square ${sq.col},${sq.row} is off the ${map.width}×${map.height} map`);
  return t;
}

/** Normalise a side to its stored name: `s` → the `n` of the square below, `e` → the `w` of the square to the right. */
export function sideKey(side: SideRef): string {
  switch (side.dir) {
    case 'n':
    case 'w':
      return `${side.col},${side.row},${side.dir}`;
    case 's':
      return `${side.col},${side.row + 1},n`;
    case 'e':
      return `${side.col + 1},${side.row},w`;
  }
}

/** A blank map of clear ground at level zero. */
export function blankMap(id: string, name: string, width: number, height: number, provenance: MapProvenance): GameMap {
  const squares: SquareTerrain[] = Array.from({ length: width * height }, () => ({ terrain: 'clear', elevation: 0 }));
  return { id, name, width, height, squares, lines: [], zones: [], structures: [], entryEdges: [], provenance };
}
