import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TraceVisitor } from './grid-trace';
import { traceSupercover } from './grid-trace';

type Event = string;

function walk(c0: number, r0: number, c1: number, r1: number): Event[] {
  const events: Event[] = [];
  const v: TraceVisitor = {
    cell: (c, r, end) => (events.push(`cell ${c},${r}${end ? ' end' : ''}`), false),
    side: (c, r, vertical) => (events.push(`side ${c},${r},${vertical ? 'w' : 'n'}`), false),
    corner: (c, r, sx, sy) => (events.push(`corner ${c},${r} → ${c + sx},${r + sy}`), false),
  };
  traceSupercover(c0, r0, c1, r1, v);
  return events;
}

const cellsOf = (events: Event[]) => events.filter((e) => e.startsWith('cell')).map((e) => e.split(' ')[1]!);

/**
 * Brute force, exact: does the segment between the centres of (c0, r0) and (c1, r1) meet the
 * open interior of square (c, r)? In doubled coordinates the centre of (c, r) is (2c − 1, 2r − 1)
 * and the square spans (2c − 2, 2c) × (2r − 2, 2r). Parameters t are compared as fractions.
 */
function meetsInterior(c0: number, r0: number, c1: number, r1: number, c: number, r: number): boolean {
  const x0 = 2 * c0 - 1;
  const y0 = 2 * r0 - 1;
  const dx = 2 * (c1 - c0);
  const dy = 2 * (r1 - r0);
  // Each axis gives an open interval of t (as [num, den] pairs, den > 0), or everything / nothing.
  const interval = (p0: number, d: number, lo: number, hi: number): [[number, number], [number, number]] | 'all' | 'none' => {
    if (d === 0) return p0 > lo && p0 < hi ? 'all' : 'none';
    const a: [number, number] = d > 0 ? [lo - p0, d] : [p0 - lo, -d];
    const b: [number, number] = d > 0 ? [hi - p0, d] : [p0 - hi, -d];
    return d > 0 ? [a, b] : [b, a];
  };
  const lt = (p: [number, number], q: [number, number]) => p[0] * q[1] < q[0] * p[1];
  const ix = interval(x0, dx, 2 * c - 2, 2 * c);
  const iy = interval(y0, dy, 2 * r - 2, 2 * r);
  if (ix === 'none' || iy === 'none') return false;
  let lo: [number, number] = [0, 1];
  let hi: [number, number] = [1, 1];
  let loOpen = false;
  let hiOpen = false;
  for (const iv of [ix, iy]) {
    if (iv === 'all') continue;
    if (!lt(iv[0], lo)) [lo, loOpen] = [iv[0], true];
    if (!lt(hi, iv[1])) [hi, hiOpen] = [iv[1], true];
  }
  return loOpen || hiOpen ? lt(lo, hi) : !lt(hi, lo);
}

/** Lattice points (square corners) exactly on the segment, in doubled coordinates. */
function cornersOn(c0: number, r0: number, c1: number, r1: number): number {
  const x0 = 2 * c0 - 1;
  const y0 = 2 * r0 - 1;
  const dx = 2 * (c1 - c0);
  const dy = 2 * (r1 - r0);
  let n = 0;
  for (let x = Math.min(x0, x0 + dx); x <= Math.max(x0, x0 + dx); x++)
    for (let y = Math.min(y0, y0 + dy); y <= Math.max(y0, y0 + dy); y++)
      if (x % 2 === 0 && y % 2 === 0 && (x - x0) * dy === (y - y0) * dx) n++;
  return n;
}

describe('Case 8.24: the straightedge from centre to centre, walked square by square', () => {
  it('Case 8.24: a shallow line runs 1,1 → 2,1 → 3,1 → 3,2 → 4,2 → 5,2 and crosses one side per step', () => {
    expect(walk(1, 1, 5, 2)).toEqual([
      'cell 1,1 end',
      'side 2,1,w',
      'cell 2,1',
      'side 3,1,w',
      'cell 3,1',
      'side 3,2,n',
      'cell 3,2',
      'side 4,2,w',
      'cell 4,2',
      'side 5,2,w',
      'cell 5,2 end',
    ]);
  });

  it('Case 8.24: a line through a square corner steps diagonally and only touches the flanking squares', () => {
    expect(walk(1, 1, 4, 2)).toEqual(['cell 1,1 end', 'side 2,1,w', 'cell 2,1', 'corner 2,1 → 3,2', 'cell 3,2', 'side 4,2,w', 'cell 4,2 end']);
    expect(walk(3, 3, 1, 1)).toEqual(['cell 3,3 end', 'corner 3,3 → 2,2', 'cell 2,2', 'corner 2,2 → 1,1', 'cell 1,1 end']);
  });

  it('Case 8.24: the same square is its own line', () => {
    expect(walk(4, 4, 4, 4)).toEqual(['cell 4,4 end']);
  });

  it('Case 8.24 (property): the walk visits exactly the squares whose inside the line meets, and every corner on it', () => {
    const sq = fc.record({ c: fc.integer({ min: 1, max: 14 }), r: fc.integer({ min: 1, max: 14 }) });
    fc.assert(
      fc.property(sq, sq, (a, b) => {
        const events = walk(a.c, a.r, b.c, b.r);
        const visited = new Set(cellsOf(events));
        const expected = new Set<string>();
        for (let c = 1; c <= 14; c++) for (let r = 1; r <= 14; r++) if (meetsInterior(a.c, a.r, b.c, b.r, c, r)) expected.add(`${c},${r}`);
        expect(visited).toEqual(expected);
        expect(cellsOf(events)).toHaveLength(visited.size); // each square once
        expect(events.filter((e) => e.startsWith('corner'))).toHaveLength(cornersOn(a.c, a.r, b.c, b.r));
      }),
      { numRuns: 400 },
    );
  });

  it('Case 8.24 (property): walking the line from the other end meets the same squares, sides and corners', () => {
    const sq = fc.record({ c: fc.integer({ min: 1, max: 30 }), r: fc.integer({ min: 1, max: 30 }) });
    fc.assert(
      fc.property(sq, sq, (a, b) => {
        const there = walk(a.c, a.r, b.c, b.r).map((e) => e.replace(' end', ''));
        const back = walk(b.c, b.r, a.c, a.r).map((e) => e.replace(' end', ''));
        const norm = (e: string) => (e.startsWith('corner') ? e.replace(/corner (\d+,\d+) → (\d+,\d+)/, (_, p, q) => `corner ${[p, q].sort().join('|')}`) : e);
        expect(back.map(norm).reverse()).toEqual(there.map(norm));
      }),
    );
  });

  it('Case 8.24: a visitor can stop the walk early', () => {
    let cells = 0;
    const stopped = traceSupercover(1, 1, 9, 1, { cell: () => ++cells === 3, side: () => false, corner: () => false });
    expect(stopped).toBe(true);
    expect(cells).toBe(3);
  });
});
