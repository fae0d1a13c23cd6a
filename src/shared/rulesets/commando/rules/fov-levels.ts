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
 * The levels of the octant's own targets (cells 0 ≤ m ≤ d, from map index o, `dStep` and `mStep` along its major
 * and minor axes): no set is kept for a level none of them stands at. Dark cells stay exact: a target above the
 * man stands at most at the octant's highest level, whose shadows (`hard[top]`, fov-dark.ts) are within every
 * lower level's; with none above him, `up` is never read.
 */
export function octantLevels(c: LevelCaster, o: number, reach: number, wide: number, dStep: number, mStep: number): void {
  const g = c.g;
  const ground = g.ground;
  let lo = Infinity;
  let hi = -Infinity;
  for (let d = 1; d <= reach && (lo > g.minGround || hi < g.maxGround); d++) {
    const row = o + d * dStep;
    const top = d < wide ? d : wide;
    for (let m = 0; m <= top; m++) {
      const t = ground[row + m * mStep]!;
      if (t < lo) lo = t;
      if (t > hi) hi = t;
    }
  }
  c.octantTop = hi;
  c.highs.length = 0;
  c.lows.length = 0;
  for (const h of c.mapHighs) if (h <= hi || h === c.v) c.highs.push(h);
  for (const t of c.mapLows) if (t >= lo) c.lows.push(t);
}
