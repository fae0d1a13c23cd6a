/** Small maps for the Line of Sight tests (line-of-sight*.test.ts, grid-trace.test.ts). */
import type { Direction, FieldTerrain, GameMap, LineFeature, LineTerrain, OverheadObstacle, SquareTerrain, TreeSymbol } from '../../../../map/map-model';
import type { Viewpoint } from '../line-of-sight';

interface MutableSquare {
  terrain: FieldTerrain;
  elevation: number;
  trees?: TreeSymbol[];
  overhead?: OverheadObstacle;
}

/** Builds a fresh GameMap each `build()`, so the LOS grid cache sees a new map after every change. */
export class LosMapBuilder {
  readonly squares: MutableSquare[];
  readonly lines: LineFeature[] = [];

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.squares = Array.from({ length: width * height }, () => ({ terrain: 'clear' as FieldTerrain, elevation: 0 }));
  }

  at(col: number, row: number): MutableSquare {
    const s = this.squares[(row - 1) * this.width + col - 1];
    if (!s) throw new RangeError(`${col},${row} off the test map`);
    return s;
  }

  field(col: number, row: number, terrain: FieldTerrain): this {
    this.at(col, row).terrain = terrain;
    return this;
  }

  level(col: number, row: number, elevation: number): this {
    this.at(col, row).elevation = elevation;
    return this;
  }

  /** A tree symbol in square (col, row), its centre (x, y) in square units from the square's top-left. */
  tree(col: number, row: number, x: number, y: number, r: number): this {
    const s = this.at(col, row);
    s.terrain = 'woods';
    (s.trees ??= []).push({ x, y, r });
    return this;
  }

  /** An overhead obstacle `level` above the square's ground (a crane's arm, Case 48.43). */
  overhead(col: number, row: number, level: number): this {
    this.at(col, row).overhead = { level, kind: 'crane-arm' };
    return this;
  }

  line(col: number, row: number, dir: Direction, terrain: LineTerrain): this {
    this.lines.push({ side: { col, row, dir }, terrain });
    return this;
  }

  build(): GameMap {
    const squares: SquareTerrain[] = this.squares.map((s) => ({ ...s, ...(s.trees ? { trees: [...s.trees] } : {}) }));
    return {
      id: 'los-test',
      name: 'LOS test map',
      width: this.width,
      height: this.height,
      squares,
      lines: [...this.lines],
      zones: [],
      structures: [],
      entryEdges: [],
      provenance: { kind: 'custom', note: 'test' },
    };
  }
}

export const erect = (col: number, row: number, level?: number): Viewpoint => ({
  square: { col, row },
  posture: 'erect',
  ...(level !== undefined ? { level } : {}),
});

export const prone = (col: number, row: number, level?: number): Viewpoint => ({ ...erect(col, row, level), posture: 'prone' });
