/**
 * The half walk (fov-near-half.ts) against the whole one (`losClear`) where its premise holds: the higher man at or
 * above every obstacle of the map (no Case 8.25 block anywhere), no smoke, no overhead obstacle on the line's map.
 * Then only obstacles between the levels can block (Case 8.26), and the answers must agree pair by pair, walked
 * from either end (the lower-indexed square starts the walk, low or high).
 */
import { describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { loadBundledMap as load } from '../test-support/bundled-maps';
import { clearNearLower } from './fov-near-half';
import { losGridFor, NONE } from './los-grid';
import { LosTrace } from './los-trace';
import { losClear } from './los-walk';

describe('the exact check along the half of the line nearer the lower man (Case 8.26)', () => {
  it('agrees with the whole walk wherever only obstacles between the levels can block', async () => {
    const rng = xoroshiro128plus(26);
    const int = (lo: number, hi: number) => uniformInt(rng, lo, hi);
    const t = new LosTrace();
    let pairs = 0;
    let blocked = 0;
    for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'j', 'k', 'l', 'm']) {
      const g = losGridFor(await load(letter));
      if (g.overhead.some((b) => b !== NONE)) continue;
      for (let n = 0; n < 3000; n++) {
        const ac = int(1, g.width);
        const ar = int(1, g.height);
        const bc = int(1, g.width);
        const br = int(1, g.height);
        if (Math.abs(ac - bc) <= 1 && Math.abs(ar - br) <= 1) continue;
        const ha = g.ground[(ar - 1) * g.width + ac - 1]!;
        // The other man at or above every obstacle, and above the first: `blocks` alone decides, by Case 8.26.
        const hb = Math.max(g.maxObstacle, ha + 1) + int(0, 1);
        for (const [c0, r0, h0, c1, r1, h1] of [
          [ac, ar, ha, bc, br, hb],
          [bc, br, hb, ac, ar, ha],
        ] as const) {
          const whole = losClear(t, g, null, c0, r0, h0, c1, r1, h1);
          expect(clearNearLower(t, g, c0, r0, h0, c1, r1, h1), `${c0},${r0}@${h0} → ${c1},${r1}@${h1}`).toBe(whole);
          pairs++;
          if (!whole) blocked++;
        }
      }
    }
    // Enough of both answers for the test to mean something.
    expect(pairs).toBeGreaterThan(20_000);
    expect(blocked).toBeGreaterThan(pairs / 20);
    expect(blocked).toBeLessThan(pairs - pairs / 20);
  });
});
