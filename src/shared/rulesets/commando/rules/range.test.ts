import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { range, rangeBreakdown, rangeForOffset } from './range';

/**
 * Case 8.11 done literally: lay the ruler from the observer's centre toward
 * the target's centre, step the marks 01, 02, ... one square apart, and read
 * the first one inside the target square, less one.
 */
function literalRuler(dCol: number, dRow: number): number {
  const len = Math.hypot(dCol, dRow);
  if (len === 0) return 0;
  for (let mark = 1; ; mark++) {
    const d = mark - 1;
    const x = (d * dCol) / len;
    const y = (d * dRow) / len;
    if (Math.abs(x - dCol) <= 0.5 && Math.abs(y - dRow) <= 0.5) return mark - 1;
  }
}

/** The closed form in exact integers: the least n with (2mn)² ≥ (a² + b²)(2m − 1)². */
function exactRange(dCol: number, dRow: number): number {
  const a = BigInt(Math.abs(dCol));
  const b = BigInt(Math.abs(dRow));
  const m = a > b ? a : b;
  if (m === 0n) return 0;
  const rhs = (a * a + b * b) * (2n * m - 1n) ** 2n;
  let n = m; // the range is never below Chebyshev distance (see below)
  while ((2n * m * n) ** 2n < rhs) n++;
  return Number(n);
}

const sq = (col: number, row: number) => ({ col, row });
const coord = fc.integer({ min: -200, max: 200 });
const square = fc.record({ col: fc.integer({ min: 1, max: 99 }), row: fc.integer({ min: 1, max: 99 }) });

describe('Case 8.11 range', () => {
  it('Case 8.11: same square is range 0 (the 01 mark is in it)', () => {
    expect(range(sq(25, 47), sq(25, 47))).toBe(0);
  });

  it('Case 8.11: orthogonal distance n reads n', () => {
    for (let n = 1; n <= 64; n++) {
      expect(range(sq(1, 1), sq(1, 1 + n))).toBe(n);
      expect(range(sq(40, 30), sq(40 - Math.min(n, 39), 30))).toBe(Math.min(n, 39));
    }
  });

  it('Case 8.11: every adjacent square, diagonals included, is range 1', () => {
    for (const [dc, dr] of [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]] as const) {
      expect(range(sq(10, 10), sq(10 + dc, 10 + dr))).toBe(1);
    }
  });

  it('Case 8.11 worked ranges (docs/rulings/range-and-dice.md table)', () => {
    const table: [number, number, number][] = [
      [2, 1, 2],
      [2, 2, 3],
      [3, 1, 3],
      [3, 2, 4],
      [3, 3, 4],
      [4, 3, 5],
      [5, 5, 7],
      [6, 3, 7],
      [8, 8, 11],
      [10, 5, 11],
      [10, 10, 14],
      [12, 5, 13],
      [20, 20, 28],
      [30, 10, 32],
      [39, 63, 74],
    ];
    for (const [dc, dr, want] of table) expect([dc, dr, rangeForOffset(dc, dr)]).toEqual([dc, dr, want]);
  });

  it('Case 8.11 diagonal 3,3 reads 4: longer than Chebyshev (3), shorter than Euclidean (4.24) rounded up (5)', () => {
    const r = range(sq(1, 1), sq(4, 4));
    expect(r).toBe(4);
    expect(r).toBeGreaterThan(Math.max(3, 3));
    expect(r).toBeLessThan(Math.ceil(Math.hypot(3, 3)));
  });

  it('Case 8.11: the closed form equals the literal ruler for every offset on a 40×64 map', () => {
    for (let dc = -39; dc <= 39; dc++) {
      for (let dr = -63; dr <= 63; dr++) expect(rangeForOffset(dc, dr)).toBe(literalRuler(dc, dr));
    }
  });

  it('Case 8.11: floating point never misreads a mark: equals exact integer arithmetic for every offset to 200', () => {
    for (let a = 0; a <= 200; a++) {
      for (let b = 0; b <= 200; b++) {
        const got = rangeForOffset(a, b);
        if (got !== exactRange(a, b)) expect([a, b, got]).toEqual([a, b, exactRange(a, b)]);
      }
    }
  });

  it('Case 8.11: equals exact integer arithmetic for random offsets up to 5000 (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }), (dc, dr) => rangeForOffset(dc, dr) === exactRange(dc, dr)));
  });

  it('Case 8.11: symmetric — observer and target may swap (property)', () => {
    fc.assert(fc.property(square, square, (p, q) => range(p, q) === range(q, p)));
  });

  it('Case 8.11: depends only on the offset, and is the same under the eight turns and mirrorings of the grid (property)', () => {
    fc.assert(
      fc.property(coord, coord, (dc, dr) => {
        const r = rangeForOffset(dc, dr);
        return [rangeForOffset(-dc, dr), rangeForOffset(dc, -dr), rangeForOffset(dr, dc), rangeForOffset(-dr, -dc)].every((x) => x === r);
      }),
    );
  });

  it('Case 8.11: between Chebyshev distance and Euclidean distance rounded to nearest (property)', () => {
    fc.assert(
      fc.property(coord, coord, (dc, dr) => {
        const r = rangeForOffset(dc, dr);
        const cheb = Math.max(Math.abs(dc), Math.abs(dr));
        const euclid = Math.hypot(dc, dr);
        expect(r).toBeGreaterThanOrEqual(cheb);
        // The ruler enters at least half a square before the target's centre.
        expect(r).toBeLessThanOrEqual(Math.round(euclid));
        // The ruler enters at most half a diagonal (√2/2) before the target's centre.
        expect(r).toBeGreaterThan(euclid - Math.SQRT1_2);
      }),
    );
  });

  it('Case 8.11: never shorter for a farther square — monotone in each offset (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), (a, b) => rangeForOffset(a + 1, b) >= rangeForOffset(a, b) && rangeForOffset(a, b + 1) >= rangeForOffset(a, b)),
    );
  });

  it('Case 8.11: a straight diagonal of n squares reads ⌈√2 (n − ½)⌉', () => {
    for (let n = 1; n <= 64; n++) expect(rangeForOffset(n, n)).toBe(Math.ceil(Math.SQRT2 * (n - 0.5)));
  });
});

describe('Case 8.11 range breakdown', () => {
  it('Case 8.11: the breakdown ends on the same range for every offset on a 40×64 map', () => {
    for (let dc = 0; dc <= 39; dc++) {
      for (let dr = 0; dr <= 63; dr++) expect(rangeBreakdown(sq(1, 1), sq(1 + dc, 1 + dr)).final).toBe(rangeForOffset(dc, dr));
    }
  });

  it('Case 8.11: explains 0101 to 0404 step by step, each step citing the Case', () => {
    const b = rangeBreakdown(sq(1, 1), sq(4, 4));
    expect(b.what).toBe('Range 0101 to 0404');
    expect(b.steps.map((s) => s.kind)).toEqual(['base', 'multiply', 'round', 'note']);
    expect(b.steps.every((s) => s.caseRef === 'Case 8.11')).toBe(true);
    expect(b.steps[0]!.value).toBeCloseTo(Math.hypot(3, 3), 10);
    expect(b.steps[1]!.amount).toBeCloseTo(5 / 6, 12);
    expect(b.steps[3]!.label).toBe('Mark "05" falls in the target square; 5 − 1 = 4');
    expect(b.final).toBe(4);
  });

  it('Case 8.11: the same square is a single step of 0', () => {
    const b = rangeBreakdown(sq(7, 7), sq(7, 7));
    expect(b.steps).toHaveLength(1);
    expect(b.final).toBe(0);
  });
});
