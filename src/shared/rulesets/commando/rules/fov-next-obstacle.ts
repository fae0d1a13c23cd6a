/**
 * Where the next square that can block lies along a map row or column (field-of-view.ts): the field of view adds
 * the obstacles of every row it passes, and most squares of most maps hold none (no ground above the map's lowest,
 * no tree, side or overhead obstacle). Per grid, for each square and each of the four directions, how many steps
 * to the nearest such square from it on (0: itself), so the row's scan jumps from one to the next instead of
 * reading every square. Made once per grid (the grid is built once per map and tables).
 */
import type { LosGrid } from './los-grid';

export interface NextObstacle {
  /** Steps to the next obstacle square east (+1), west (−1), south (+W), north (−W); past the map's edge when none. */
  readonly east: Int32Array;
  readonly west: Int32Array;
  readonly south: Int32Array;
  readonly north: Int32Array;
}

const cache = new WeakMap<LosGrid, NextObstacle>();

/** A square that can block someone, smoke aside: as field-of-view.ts `run` tests it with base = the lowest ground. */
function obstacle(g: LosGrid, i: number): boolean {
  return g.eff[i]! > g.minGround || g.cellFlags[i]! !== 0;
}

export function nextObstacle(g: LosGrid): NextObstacle {
  const got = cache.get(g);
  if (got !== undefined) return got;
  const W = g.width;
  const H = g.height;
  const n = W * H;
  const east = new Int32Array(n);
  const west = new Int32Array(n);
  const south = new Int32Array(n);
  const north = new Int32Array(n);
  for (let r = 0; r < H; r++) {
    // Past the edge: W + 1 steps is beyond any row's reach.
    let k = W + 1;
    for (let c = W - 1; c >= 0; c--) east[r * W + c] = k = obstacle(g, r * W + c) ? 0 : k + 1;
    k = W + 1;
    for (let c = 0; c < W; c++) west[r * W + c] = k = obstacle(g, r * W + c) ? 0 : k + 1;
  }
  for (let c = 0; c < W; c++) {
    let k = H + 1;
    for (let r = H - 1; r >= 0; r--) south[r * W + c] = k = obstacle(g, r * W + c) ? 0 : k + 1;
    k = H + 1;
    for (let r = 0; r < H; r++) north[r * W + c] = k = obstacle(g, r * W + c) ? 0 : k + 1;
  }
  const made = { east, west, south, north };
  cache.set(g, made);
  return made;
}

/** The table for a step along the map: +1, −1, +W or −W. */
export function along(t: NextObstacle, step: number): Int32Array {
  return step === 1 ? t.east : step === -1 ? t.west : step > 0 ? t.south : t.north;
}
