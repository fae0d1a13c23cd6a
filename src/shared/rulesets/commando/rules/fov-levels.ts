/**
 * Which levels the field of view keeps sets for in an octant (field-of-view.ts): only those its own targets
 * stand at, and how far the octant runs on the map.
 */
import type { LosGrid } from './los-grid';

/** What `octantLevels` reads and writes of the caster (field-of-view.ts). */
export interface LevelCaster {
  readonly g: LosGrid;
  readonly v: number;
  readonly W: number;
  readonly H: number;
  readonly oc: number;
  readonly or: number;
  readonly mapHighs: readonly number[];
  readonly mapLows: readonly number[];
  highs: number[];
  lows: number[];
  octantTop: number;
}

/** How many squares the map runs from the man along the axis (x, y). */
export function extent(c: LevelCaster, x: number, y: number): number {
  if (x > 0) return c.W - c.oc;
  if (x < 0) return c.oc - 1;
  return y > 0 ? c.H - c.or : c.or - 1;
}

/**
 * The levels of the octant's own targets (cells 0 ≤ m ≤ d ≤ `reach`, m ≤ `wide`, from map index o): no set is kept
 * for a level none of them stands at. Dark cells stay exact: a target above the man stands at most at the octant's
 * highest level, whose shadows (`hard[top]`, fov-dark.ts) are within every lower level's; with none above him, `up`
 * is never read. The lowest and highest ground come from the grid's table (`octantGround`).
 */
export function octantLevels(c: LevelCaster, o: number, dx: number, dy: number, mx: number, my: number): void {
  const table = octantGround(c.g, dx, dy, mx, my);
  const lo = table.lo[o]! === EMPTY_LO ? Infinity : table.lo[o]!;
  const hi = table.hi[o]! === EMPTY_HI ? -Infinity : table.hi[o]!;
  c.octantTop = hi;
  c.highs.length = 0;
  c.lows.length = 0;
  for (const h of c.mapHighs) if (h <= hi || h === c.v) c.highs.push(h);
  for (const t of c.mapLows) if (t >= lo) c.lows.push(t);
}

/** Per square: the lowest and highest ground of the octant's cells from there (EMPTY_LO, EMPTY_HI: none on the map). */
export interface OctantGround {
  readonly lo: Int16Array;
  readonly hi: Int16Array;
}

const EMPTY_LO = 0x7fff;
const EMPTY_HI = -0x8000;
const cache = new WeakMap<LosGrid, OctantGround[]>();

/**
 * The table of the octant with major axis (dx, dy) and minor (mx, my), made once per grid. The octant's cells from square o are
 * its first row, a = o + major and b = o + major + minor, and the octant's cells from a (rows 2 on, m < d) and
 * from b (rows 2 on, m ≥ 1), the map cutting off the same cells either way: so each square's range is its first
 * row's with a's and b's, squares taken from the far end of the major axis back.
 */
export function octantGround(g: LosGrid, dx: number, dy: number, mx: number, my: number): OctantGround {
  // Kept by the axes themselves (each −1, 0 or 1).
  const q = ((dx + 1) * 3 + dy + 1) * 9 + (mx + 1) * 3 + my + 1;
  let all = cache.get(g);
  if (all === undefined) cache.set(g, (all = []));
  const got = all[q];
  if (got !== undefined) return got;
  const W = g.width;
  const H = g.height;
  const ground = g.ground;
  const lo = new Int16Array(W * H).fill(EMPTY_LO);
  const hi = new Int16Array(W * H).fill(EMPTY_HI);
  // Along the major axis from its far end: a and b are done before o.
  const steps = dx !== 0 ? W : H;
  for (let k = 0; k < steps; k++) {
    const along = (dx > 0 || dy > 0 ? steps - 1 - k : k);
    const across = dx !== 0 ? H : W;
    for (let x = 0; x < across; x++) {
      const c = dx !== 0 ? along : x;
      const r = dx !== 0 ? x : along;
      const ac = c + dx;
      const ar = r + dy;
      if (ac < 0 || ar < 0 || ac >= W || ar >= H) continue;
      const o = r * W + c;
      const a = ar * W + ac;
      let l = Math.min(ground[a]!, lo[a]!);
      let h = Math.max(ground[a]!, hi[a]!);
      const bc = ac + mx;
      const br = ar + my;
      if (bc >= 0 && br >= 0 && bc < W && br < H) {
        const b = br * W + bc;
        l = Math.min(l, ground[b]!, lo[b]!);
        h = Math.max(h, ground[b]!, hi[b]!);
      }
      lo[o] = l;
      hi[o] = h;
    }
  }
  const made = { lo, hi };
  all[q] = made;
  return made;
}
