/**
 * Case 23.62: "A tank also blocks LOS; treat a square containing a tank as
 * blocking terrain square for LOS-tracing purposes." The shared field of view
 * the lights and the sight tool read (sight-squares.ts) must take the tanks'
 * squares in as the straightedge LOS does: on every square of random origins
 * over two bundled maps, with random tanks (and smoke in some draws), it
 * equals `hasLineOfSight` with the same tanks.
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { loadBundledMap as load } from '../test-support/bundled-maps';
import type { Square } from '../../../map/map-model';
import { hasLineOfSight } from './line-of-sight';
import { inSight, sightFrom } from './sight-squares';
import { propertySeed } from '../test-support/property-seed';

describe('Case 23.62: a tank’s square blocks the shared field of view (lights, the sight tool)', () => {
  it('Case 23.62: equals the straightedge LOS with the same tanks on every square of 12 random origins', { timeout: 120_000 }, async () => {
    const maps = [await load('a'), await load('h')];
    const rng = xoroshiro128plus(propertySeed());
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    let blockedByTank = 0;
    for (let n = 0; n < 12; n++) {
      const map = maps[n % maps.length]!;
      const from = { square: { col: int(1, map.width), row: int(1, map.height) }, posture: 'erect' as const };
      // Tanks near the origin, so that they stand in the way.
      const near = (): Square => ({ col: Math.min(map.width, Math.max(1, from.square.col + int(-4, 4))), row: Math.min(map.height, Math.max(1, from.square.row + int(-4, 4))) });
      const tanks = Array.from({ length: int(1, 4) }, near);
      const smoke: Square[] = int(0, 3) === 0 ? [near()] : [];
      const fov = sightFrom(map, from, smoke, tanks);
      const bare = sightFrom(map, from, smoke);
      const wrong: string[] = [];
      for (let row = 1; row <= map.height; row++)
        for (let col = 1; col <= map.width; col++) {
          const square = { col, row };
          const want = hasLineOfSight(map, from, { square, posture: 'erect' }, { ...(smoke.length ? { smoke } : {}), vehicles: tanks });
          if (inSight(fov, square) !== want) wrong.push(`${col},${row}`);
          if (inSight(bare, square) && !want) blockedByTank++;
        }
      expect(wrong, `origin ${from.square.col},${from.square.row} tanks ${JSON.stringify(tanks)}`).toEqual([]);
    }
    // The draws must put a tank in somebody's way, or the test proves nothing.
    expect(blockedByTank).toBeGreaterThan(0);
  });
});
