/**
 * A row's dark cells (fov-dark.ts) against the test `inShadow` makes of each cell one by one: the cell's
 * directions strictly inside one shadow of `a` and strictly inside one of `b` or `c` (`coversSpan`). Shadows drawn
 * near cell edges too, so the estimate-and-step search meets its ends.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { OpenIntervals } from './angular-intervals';
import { DarkRow } from './fov-dark';

/** Ends near a cell edge of row d (2m ± 1) ÷ (2d ± 1), nudged by up to 1e-8, or anywhere. */
const end = (d: number) =>
  fc.oneof(
    fc.tuple(fc.integer({ min: -1, max: 2 * d + 3 }), fc.constantFrom(-1, 1), fc.double({ min: -1e-8, max: 1e-8, noNaN: true })).map(([k, s, nudge]) => k / (2 * d + s) + nudge),
    fc.double({ min: -0.5, max: 1.5, noNaN: true }),
  );
const shadows = (d: number) => fc.array(fc.tuple(end(d), end(d)).map(([x, y]): readonly [number, number] => (x < y ? [x, y] : [y, x])), { maxLength: 8 });

function set(list: readonly (readonly [number, number])[]): OpenIntervals {
  const s = new OpenIntervals();
  for (const [lo, hi] of list) s.add(lo, hi);
  return s;
}

describe('a row’s dark cells: wholly in shadow at every level (Cases 8.25, 8.26)', () => {
  const row = new DarkRow();
  it('marks exactly the cells whose directions lie inside a shadow of a and one of b or c', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 40 }).chain((d) => fc.tuple(fc.constant(d), fc.integer({ min: 0, max: d + 1 }), shadows(d), shadows(d), shadows(d), fc.boolean())),
        ([d, edge, la, lb, lc, alone]) => {
          const a = set(la);
          const b = set(lb);
          const c = set(lc);
          const any = row.mark(d, edge, a, alone ? null : b, c);
          const span = new Float64Array(2);
          let seen = false;
          for (let m = 0; m <= edge; m++) {
            span[0] = (2 * m - 1) / (m > 0 ? 2 * d + 1 : 2 * d - 1);
            span[1] = (2 * m + 1) / (2 * d - 1);
            const want = a.coversSpan(span) && (alone || b.coversSpan(span) || c.coversSpan(span));
            let dark = false;
            for (let j = 0; j < row.n; j++) dark ||= row.first[j]! <= m && m <= row.last[j]!;
            expect(dark, `d ${d}, m ${m}`).toBe(want);
            seen ||= want;
          }
          expect(any).toBe(seen);
          // The runs are disjoint and in increasing m.
          for (let j = 1; j < row.n; j++) expect(row.first[j]!).toBeGreaterThan(row.last[j - 1]!);
        },
      ),
      { numRuns: 400 },
    );
  });
});
