/**
 * Per-map lookup arrays for Line of Sight (Cases 8.2, 8.6), built once per map
 * (and per terrain table, so a campaign override gets its own) and cached in
 * a WeakMap keyed by the map object. Maps are immutable values: a changed map
 * is a new object and gets a new grid.
 *
 * Everything a LOS query reads is a typed array indexed by integers, so the
 * traversal in line-of-sight.ts allocates nothing.
 */
import type { FieldTerrain, GameMap, LineTerrain, Square } from '../../../map/map-model';
import { LINE_TERRAIN } from '../../../map/map-model';
import type { FieldTerrainEffect, LineTerrainEffect } from '../tables/terrain-effects';
import { FIELD_TERRAIN_EFFECTS, LINE_TERRAIN_EFFECTS } from '../tables/terrain-effects';

/** The two columns of the Terrain Effects Chart (Case 7.39) that LOS reads; a campaign may override them. */
export interface LosTables {
  readonly field: Readonly<Record<FieldTerrain, Pick<FieldTerrainEffect, 'blocking'>>>;
  readonly line: Readonly<Record<LineTerrain, Pick<LineTerrainEffect, 'blocking' | 'aperture'>>>;
}

export const DEFAULT_LOS_TABLES: LosTables = { field: FIELD_TERRAIN_EFFECTS, line: LINE_TERRAIN_EFFECTS };

/** Field blocking modes, as stored in `LosGrid.fieldBlock`. */
export const FIELD_OPEN = 0;
export const FIELD_BLOCKS = 1;
export const FIELD_TREES = 2;

/** Side flags, as stored in `LosGrid.hSide` / `vSide`. */
export const SIDE_BLOCK = 1;
/** A door, window or slit the line passes through (Cases 8.42–8.44). */
export const SIDE_APERTURE = 2;
/** Part of a building's boundary: a building line or an aperture (Case 8.45). */
export const SIDE_BUILDING = 4;

/** Cell flags, as stored in `LosGrid.cellFlags`. */
export const CELL_SIDES = 1;
export const CELL_TREES = 2;
export const CELL_OVERHEAD = 4;

/** Smoke mask bits (Cases 8.23, 11.59). */
export const SMOKE_SQUARE = 1;
export const SMOKE_ZONE = 2;

/** Higher than any level a map can hold: smoke blocks at every elevation (Case 8.23). */
export const UNBOUNDED = 0x3fff;
export const NONE = -0x3fff;

export interface LosGrid {
  readonly width: number;
  readonly height: number;
  /** Contour elevation of each square (Case 8.21), row-major. */
  readonly ground: Int16Array;
  /** Ground, plus one where the whole square is blocking field terrain (Case 8.22). */
  readonly eff: Int16Array;
  /** FIELD_OPEN, FIELD_BLOCKS or FIELD_TREES (woods: only the tree symbols block, Case 8.6). */
  readonly fieldBlock: Uint8Array;
  /** The Elevation Level an overhead obstacle occupies (ground + its level: a crane's arm, Case 48.43), or NONE. */
  readonly overhead: Int16Array;
  /** Horizontal sides: the north side of (col, row) for row 1…height + 1, at `(row − 1)·width + col − 1`. */
  readonly hSide: Uint8Array;
  /** Vertical sides: the west side of (col, row) for col 1…width + 1, at `(row − 1)·(width + 1) + col − 1`. */
  readonly vSide: Uint8Array;
  /** Index into LINE_TERRAIN of the feature that decides each side (for reasons and apertures). */
  readonly hKind: Uint8Array;
  readonly vKind: Uint8Array;
  /**
   * Tree symbols that overlap each square, in compressed rows: the trees for square `i` are
   * `treeStart[i]` … `treeStart[i + 1] − 1`. A tree is listed in every square its bounding box
   * touches, so a line that passes through its circle meets it in a square the line crosses.
   */
  readonly treeStart: Int32Array;
  /** Absolute centre and radius² of each listed tree, in square units from the map's top-left. */
  readonly treeX: Float64Array;
  readonly treeY: Float64Array;
  readonly treeR2: Float64Array;
  /** The square the tree is drawn in (its index). */
  readonly treeOwner: Int32Array;
  /** The highest obstacle anywhere on the map; men both above it see each other unless smoke intervenes. */
  readonly maxObstacle: number;
  /** The lowest and highest ground (Case 8.21): static data the field of view reads for every origin. */
  readonly minGround: number;
  readonly maxGround: number;
  /**
   * For each blocking side (same indices as hSide / vSide): the highest level it can block at where a line
   * passes exactly through one of its ends (the corner ruling takes the four squares around the corner):
   * the highest ground of the six squares around the side, plus one. Elsewhere 0.
   */
  readonly hSideTop: Int16Array;
  readonly vSideTop: Int16Array;
  /** Per square: CELL_SIDES if one of its four sides is blocking line terrain, CELL_TREES if trees are drawn in it, CELL_OVERHEAD under an overhead obstacle. */
  readonly cellFlags: Uint8Array;
  /** 1 at `level − minGround` where some square's ground is at that level. */
  readonly groundLevels: Uint8Array;
  /** Last smoke pattern seen, as col,row pairs, and its mask (see `smokeMask`). */
  smokeKey: Int32Array;
  smokeMask: Uint8Array | null;
}

export const hSideIndex = (g: LosGrid, col: number, row: number): number => (row - 1) * g.width + col - 1;
export const vSideIndex = (g: LosGrid, col: number, row: number): number => (row - 1) * (g.width + 1) + col - 1;

const APERTURE_KINDS: ReadonlySet<LineTerrain> = new Set(['door', 'window', 'slit']);

function buildLosGrid(map: GameMap, tables: LosTables): LosGrid {
  const W = map.width;
  const H = map.height;
  const n = W * H;
  const ground = new Int16Array(n);
  const eff = new Int16Array(n);
  const fieldBlock = new Uint8Array(n);
  const overhead = new Int16Array(n).fill(NONE);
  let maxObstacle = NONE;
  for (let i = 0; i < n; i++) {
    const sq = map.squares[i];
    if (!sq) throw new RangeError(`map ${map.id} has ${map.squares.length} squares, expected ${n}`);
    const mode = tables.field[sq.terrain].blocking.value;
    ground[i] = sq.elevation;
    fieldBlock[i] = mode === 'yes' ? FIELD_BLOCKS : mode === 'tree-symbols' ? FIELD_TREES : FIELD_OPEN;
    eff[i] = sq.elevation + (mode === 'yes' ? 1 : 0);
    if (eff[i]! > maxObstacle) maxObstacle = eff[i]!;
    if (sq.overhead) {
      overhead[i] = sq.elevation + sq.overhead.level;
      // Men both above the band see over it.
      maxObstacle = Math.max(maxObstacle, overhead[i]! + 1);
    }
  }

  // Line terrain (Case 8.23b). Where one side carries several features, an aperture decides:
  // a door or window drawn on a building line is the opening in it.
  const hSide = new Uint8Array(W * (H + 1));
  const vSide = new Uint8Array((W + 1) * H);
  const hKind = new Uint8Array(W * (H + 1));
  const vKind = new Uint8Array((W + 1) * H);
  const hAperture = new Uint8Array(W * (H + 1));
  const vAperture = new Uint8Array((W + 1) * H);
  for (const f of map.lines) {
    const s = f.side;
    const vertical = s.dir === 'w' || s.dir === 'e';
    const col = s.dir === 'e' ? s.col + 1 : s.col;
    const row = s.dir === 's' ? s.row + 1 : s.row;
    if (vertical ? col < 1 || col > W + 1 || row < 1 || row > H : col < 1 || col > W || row < 1 || row > H + 1) continue;
    const idx = vertical ? (row - 1) * (W + 1) + col - 1 : (row - 1) * W + col - 1;
    const effect = tables.line[f.terrain];
    const isAperture = effect.aperture && APERTURE_KINDS.has(f.terrain);
    let flags = (effect.blocking.value ? SIDE_BLOCK : 0) | (isAperture || f.terrain === 'building-line' ? SIDE_BUILDING : 0);
    if (isAperture) flags |= SIDE_APERTURE;
    const sides = vertical ? vSide : hSide;
    const kinds = vertical ? vKind : hKind;
    const apertureSeen = vertical ? vAperture : hAperture;
    if (apertureSeen[idx]) {
      sides[idx]! |= flags & SIDE_BUILDING;
      continue;
    }
    if (isAperture) {
      apertureSeen[idx] = 1;
      sides[idx] = flags | (sides[idx]! & SIDE_BUILDING);
      kinds[idx] = LINE_TERRAIN.indexOf(f.terrain);
      continue;
    }
    if (flags & SIDE_BLOCK || !(sides[idx]! & SIDE_BLOCK)) kinds[idx] = LINE_TERRAIN.indexOf(f.terrain);
    sides[idx]! |= flags;
  }
  for (let r = 1; r <= H + 1; r++)
    for (let c = 1; c <= W; c++)
      if (hSide[(r - 1) * W + c - 1]! & SIDE_BLOCK) maxObstacle = Math.max(maxObstacle, sideHeight(ground, W, H, c, r - 1, c, r));
  for (let r = 1; r <= H; r++)
    for (let c = 1; c <= W + 1; c++)
      if (vSide[(r - 1) * (W + 1) + c - 1]! & SIDE_BLOCK) maxObstacle = Math.max(maxObstacle, sideHeight(ground, W, H, c - 1, r, c, r));

  // Tree symbols (Case 8.6), only where the chart says the square's trees block.
  const lists: number[][] = Array.from({ length: n }, () => []);
  const tx: number[] = [];
  const ty: number[] = [];
  const tr2: number[] = [];
  const towner: number[] = [];
  for (let i = 0; i < n; i++) {
    const trees = map.squares[i]!.trees;
    if (fieldBlock[i] !== FIELD_TREES || !trees) continue;
    const col0 = i % W;
    const row0 = (i - col0) / W;
    for (const t of trees) {
      if (!(t.r > 0)) continue;
      const x = col0 + t.x;
      const y = row0 + t.y;
      const id = tx.length;
      tx.push(x);
      ty.push(y);
      tr2.push(t.r * t.r);
      towner.push(i);
      maxObstacle = Math.max(maxObstacle, ground[i]! + 1);
      const cMin = Math.max(0, Math.floor(x - t.r));
      const cMax = Math.min(W - 1, Math.ceil(x + t.r) - 1);
      const rMin = Math.max(0, Math.floor(y - t.r));
      const rMax = Math.min(H - 1, Math.ceil(y + t.r) - 1);
      for (let rr = rMin; rr <= rMax; rr++) for (let cc = cMin; cc <= cMax; cc++) lists[rr * W + cc]!.push(id);
    }
  }
  const treeStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) treeStart[i + 1] = treeStart[i]! + lists[i]!.length;
  const total = treeStart[n]!;
  const treeX = new Float64Array(total);
  const treeY = new Float64Array(total);
  const treeR2 = new Float64Array(total);
  const treeOwner = new Int32Array(total);
  for (let i = 0, k = 0; i < n; i++)
    for (const id of lists[i]!) {
      treeX[k] = tx[id]!;
      treeY[k] = ty[id]!;
      treeR2[k] = tr2[id]!;
      treeOwner[k] = towner[id]!;
      k++;
    }

  let minGround = ground[0]!;
  let maxGround = ground[0]!;
  for (let i = 0; i < n; i++) {
    if (ground[i]! < minGround) minGround = ground[i]!;
    if (ground[i]! > maxGround) maxGround = ground[i]!;
  }
  const cellFlags = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const c = i % W;
    const r = (i - c) / W;
    const sides = hSide[i]! | hSide[i + W]! | vSide[r * (W + 1) + c]! | vSide[r * (W + 1) + c + 1]!;
    cellFlags[i] = (sides & SIDE_BLOCK ? CELL_SIDES : 0) | (overhead[i] !== NONE ? CELL_OVERHEAD : 0);
  }
  for (let k = 0; k < total; k++) cellFlags[treeOwner[k]!]! |= CELL_TREES;
  const hSideTop = new Int16Array(W * (H + 1));
  const vSideTop = new Int16Array((W + 1) * H);
  const around = (c0: number, c1: number, r0: number, r1: number): number => {
    let top = NONE;
    for (let r = Math.max(1, r0); r <= Math.min(H, r1); r++) for (let c = Math.max(1, c0); c <= Math.min(W, c1); c++) top = Math.max(top, ground[(r - 1) * W + c - 1]!);
    return top + 1;
  };
  for (let r = 1; r <= H + 1; r++) for (let c = 1; c <= W; c++) if (hSide[(r - 1) * W + c - 1]! & SIDE_BLOCK) hSideTop[(r - 1) * W + c - 1] = around(c - 1, c + 1, r - 1, r);
  for (let r = 1; r <= H; r++) for (let c = 1; c <= W + 1; c++) if (vSide[(r - 1) * (W + 1) + c - 1]! & SIDE_BLOCK) vSideTop[(r - 1) * (W + 1) + c - 1] = around(c - 1, c, r - 1, r + 1);
  const groundLevels = new Uint8Array(maxGround - minGround + 1);
  for (let i = 0; i < n; i++) groundLevels[ground[i]! - minGround] = 1;

  return {
    width: W,
    height: H,
    minGround,
    maxGround,
    groundLevels,
    cellFlags,
    hSideTop,
    vSideTop,
    ground,
    eff,
    fieldBlock,
    overhead,
    hSide,
    vSide,
    hKind,
    vKind,
    treeStart,
    treeX,
    treeY,
    treeR2,
    treeOwner,
    maxObstacle,
    smokeKey: new Int32Array(0),
    smokeMask: null,
  };
}

/** The level of blocking line terrain between two squares: the higher ground beside it, plus one (Case 8.22). */
function sideHeight(ground: Int16Array, W: number, H: number, c1: number, r1: number, c2: number, r2: number): number {
  const on = (c: number, r: number) => c >= 1 && r >= 1 && c <= W && r <= H;
  const g1 = on(c1, r1) ? ground[(r1 - 1) * W + c1 - 1]! : NONE;
  const g2 = on(c2, r2) ? ground[(r2 - 1) * W + c2 - 1]! : NONE;
  return Math.max(g1, g2) + 1;
}

const defaultGrids = new WeakMap<GameMap, LosGrid>();
const customGrids = new WeakMap<object, WeakMap<object, WeakMap<GameMap, LosGrid>>>();

/** The LOS lookup arrays for a map under the given terrain tables, built on first use and cached. */
export function losGridFor(map: GameMap, tables?: Partial<LosTables>): LosGrid {
  const field = tables?.field ?? DEFAULT_LOS_TABLES.field;
  const line = tables?.line ?? DEFAULT_LOS_TABLES.line;
  let cache: WeakMap<GameMap, LosGrid>;
  if (field === DEFAULT_LOS_TABLES.field && line === DEFAULT_LOS_TABLES.line) cache = defaultGrids;
  else {
    let byLine = customGrids.get(field);
    if (!byLine) customGrids.set(field, (byLine = new WeakMap()));
    let byMap = byLine.get(line);
    if (!byMap) byLine.set(line, (byMap = new WeakMap()));
    cache = byMap;
  }
  let grid = cache.get(map);
  if (!grid) cache.set(map, (grid = buildLosGrid(map, { field, line })));
  return grid;
}

/**
 * Blocking line terrain between two adjacent squares (Case 8.27), used to keep smoke on its side
 * of a wall (Case 11.57). Diagonal neighbours are separated when blocking sides close the corner
 * on both sides of the diagonal (the corner ruling, docs/rulings/line-of-sight.md).
 */
export function wallBetween(g: LosGrid, c1: number, r1: number, c2: number, r2: number): boolean {
  if (r1 === r2) return (g.vSide[vSideIndex(g, Math.max(c1, c2), r1)]! & SIDE_BLOCK) !== 0;
  if (c1 === c2) return (g.hSide[hSideIndex(g, c1, Math.max(r1, r2))]! & SIDE_BLOCK) !== 0;
  const cc = Math.max(c1, c2); // vertical grid line through the corner
  const rc = Math.max(r1, r2); // horizontal grid line through the corner
  const up = g.vSide[vSideIndex(g, cc, rc - 1)]! & SIDE_BLOCK;
  const down = g.vSide[vSideIndex(g, cc, rc)]! & SIDE_BLOCK;
  const left = g.hSide[hSideIndex(g, cc - 1, rc)]! & SIDE_BLOCK;
  const right = g.hSide[hSideIndex(g, cc, rc)]! & SIDE_BLOCK;
  // The diagonal from (c1,r1) to (c2,r2) splits the four half-sides into two pairs.
  const sameSense = (c2 - c1) * (r2 - r1) > 0; // NW–SE diagonal
  return sameSense ? (up | right) !== 0 && (left | down) !== 0 : (up | left) !== 0 && (right | down) !== 0;
}

/**
 * Which squares smoke covers (Case 8.23): SMOKE_SQUARE for a square holding smoke, SMOKE_ZONE for
 * it and the eight around it, except where a wall stands between (Case 11.57). The last pattern
 * is kept on the grid and compared by content, so callers may pass a fresh array each query.
 */
export function smokeMask(g: LosGrid, smoke: readonly Square[] | undefined): Uint8Array | null {
  if (!smoke || smoke.length === 0) return null;
  const key = g.smokeKey;
  if (key.length === smoke.length * 2) {
    let same = true;
    for (let i = 0; i < smoke.length && same; i++) same = key[2 * i] === smoke[i]!.col && key[2 * i + 1] === smoke[i]!.row;
    if (same) return g.smokeMask;
  }
  const W = g.width;
  const H = g.height;
  const mask = new Uint8Array(W * H);
  const newKey = new Int32Array(smoke.length * 2);
  smoke.forEach((s, i) => {
    newKey[2 * i] = s.col;
    newKey[2 * i + 1] = s.row;
    if (!(s.col >= 1 && s.row >= 1 && s.col <= W && s.row <= H)) return;
    mask[(s.row - 1) * W + s.col - 1]! |= SMOKE_SQUARE | SMOKE_ZONE;
    for (let dr = -1; dr <= 1; dr++)
      for (let dc = -1; dc <= 1; dc++) {
        const c = s.col + dc;
        const r = s.row + dr;
        if ((dc === 0 && dr === 0) || c < 1 || r < 1 || c > W || r > H) continue;
        if (!wallBetween(g, s.col, s.row, c, r)) mask[(r - 1) * W + c - 1]! |= SMOKE_ZONE;
      }
  });
  g.smokeKey = newKey;
  g.smokeMask = mask;
  return mask;
}
