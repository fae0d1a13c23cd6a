/**
 * The field of view's walk (fov-walk.ts) against `losClear` pair by pair on every bundled map, men standing at
 * their ground or one or two levels up (Cases 8.21, 8.25, 8.26), walked from either end: it passes over the
 * events that cannot block, so its answers must be `losClear`'s. Also checks that it passed over events at all.
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { loadBundledMap as load } from '../test-support/bundled-maps';
import { eventTops, fovClear } from './fov-walk';
import { losGridFor } from './los-grid';
import { LosTrace } from './los-trace';
import { losClear } from './los-walk';

describe('the field of view’s exact check, passing over what cannot block', () => {
  it('answers as losClear on every bundled map', async () => {
    const rng = xoroshiro128plus(23);
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    const t = new LosTrace();
    let pairs = 0;
    let blocked = 0;
    let passed = 0;
    for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'j', 'k', 'l', 'm']) {
      const g = losGridFor(await load(letter));
      const tops = eventTops(g);
      for (let n = 0; n < 3000; n++) {
        const ac = int(1, g.width);
        const ar = int(1, g.height);
        const bc = int(1, g.width);
        const br = int(1, g.height);
        const ha = g.ground[(ar - 1) * g.width + ac - 1]! + int(0, 2);
        const hb = g.ground[(br - 1) * g.width + bc - 1]! + int(0, 2);
        const whole = losClear(t, g, null, ac, ar, ha, bc, br, hb);
        expect(fovClear(t, g, ac, ar, ha, bc, br, hb), `${ac},${ar}@${ha} → ${bc},${br}@${hb}`).toBe(whole);
        expect(fovClear(t, g, bc, br, hb, ac, ar, ha)).toBe(whole);
        pairs++;
        if (!whole) blocked++;
        if (tops.cell[(br - 1) * g.width + bc - 1]! <= Math.min(ha, hb)) passed++;
      }
    }
    // Enough of both answers, and of squares passed over, for the test to mean something.
    expect(blocked).toBeGreaterThan(pairs / 20);
    expect(blocked).toBeLessThan(pairs - pairs / 20);
    expect(passed).toBeGreaterThan(pairs / 10);
  });
});
