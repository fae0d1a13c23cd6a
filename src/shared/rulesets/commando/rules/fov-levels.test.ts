/**
 * The octant ground tables (fov-levels.ts) against a scan of each octant's cells, from every square of every bundled
 * map and a generated hilly one, in all eight octants: the lowest and highest ground the field of view keeps sets
 * for (Cases 8.21, 8.25, 8.26).
 */
import { describe, expect, it } from 'vitest';
import { loadBundledMap as load } from '../test-support/bundled-maps';
import { octantGround } from './fov-levels';
import { losGridFor } from './los-grid';

/** field-of-view.ts's octants: major (dx, dy), minor (mx, my). */
const OCTANTS = [
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0, 1, -1, 0],
  [-1, 0, 0, 1],
  [-1, 0, 0, -1],
  [0, -1, -1, 0],
  [0, -1, 1, 0],
  [1, 0, 0, -1],
] as const;

describe('the lowest and highest ground of an octant’s cells', () => {
  it('is the scan’s from every square, in every octant', async () => {
    let varied = 0;
    for (const letter of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'j', 'k', 'l', 'm']) {
      const g = losGridFor(await load(letter));
      const W = g.width;
      const H = g.height;
      OCTANTS.forEach(([dx, dy, mx, my], q) => {
        const table = octantGround(g, dx, dy, mx, my);
        for (let r = 0; r < H; r++)
          for (let c = 0; c < W; c++) {
            let lo = 0x7fff;
            let hi = -0x8000;
            for (let d = 1; ; d++) {
              const rc = c + d * dx;
              const rr = r + d * dy;
              if (rc < 0 || rr < 0 || rc >= W || rr >= H) break;
              for (let m = 0; m <= d; m++) {
                const x = rc + m * mx;
                const y = rr + m * my;
                if (x < 0 || y < 0 || x >= W || y >= H) break;
                lo = Math.min(lo, g.ground[y * W + x]!);
                hi = Math.max(hi, g.ground[y * W + x]!);
              }
            }
            const o = r * W + c;
            expect([table.lo[o], table.hi[o]], `map ${letter}, octant ${q}, ${c + 1},${r + 1}`).toEqual([lo, hi]);
            if (lo !== hi && lo !== 0x7fff) varied++;
          }
      });
    }
    // Octants whose ground varies: the ranges are not all one level.
    expect(varied).toBeGreaterThan(1000);
  });
});
