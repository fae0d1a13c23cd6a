import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { emptyLayout, randomLayout } from '../test-support/tables';
import { crossingParam } from './geometry';
import { bruteForceIndex, buildTableIndex, type TableIndex } from './table-index';
import type { Point, TableLayout } from './table-types';

/** The edges segment ab really meets (crossing or touching), by the robust test. */
const met = (ix: TableIndex, a: Point, b: Point): number[] => {
  const out: number[] = [];
  ix.edgesAlong(a, b, (i) => {
    const e = ix.edges[i]!;
    if (crossingParam(a.x, a.y, b.x, b.y, e.ax, e.ay, e.bx, e.by) !== undefined) out.push(i);
  });
  return out.sort((p, q) => p - q);
};

describe('the edge index', () => {
  it('keeps an edge the segment only touches at a corner, and one lying along the segment', () => {
    const layout: TableLayout = {
      ...emptyLayout(),
      linear: [
        { id: 'touch', kind: 'wall', points: [{ x: 10, y: 10 }, { x: 20, y: 5 }], material: 'brick', thickness: 1, height: 2 },
        { id: 'along', kind: 'wall', points: [{ x: 2, y: 10 }, { x: 6, y: 10 }], material: 'brick', thickness: 1, height: 2 },
        { id: 'beside', kind: 'wall', points: [{ x: 12, y: 11 }, { x: 15, y: 14 }], material: 'brick', thickness: 1, height: 2 },
      ],
    };
    const fast = buildTableIndex(layout);
    const a = { x: 0, y: 10 };
    const b = { x: 10, y: 10 };
    const visited: string[] = [];
    fast.edgesAlong(a, b, (i) => visited.push(layout.linear[fast.edges[i]!.feature]!.id));
    expect(visited.sort()).toEqual(['along', 'touch']);
    expect(met(fast, a, b)).toEqual(met(bruteForceIndex(layout), a, b));
  });

  it('property: the index finds every edge a segment meets, as testing every edge does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.double({ min: 0, max: 72, noNaN: true }), fc.double({ min: 0, max: 48, noNaN: true })), { minLength: 2, maxLength: 12 }), (seed, pts) => {
        const layout = randomLayout(seed, 60);
        const fast = buildTableIndex(layout);
        const brute = bruteForceIndex(layout);
        // Corners of the table's own features as ends, too: touching cases.
        const corners = layout.linear.flatMap((f) => f.points).slice(0, 4);
        const ends = [...pts.map(([x, y]) => ({ x, y })), ...corners];
        for (let i = 1; i < ends.length; i++) expect(met(fast, ends[i - 1]!, ends[i]!)).toEqual(met(brute, ends[i - 1]!, ends[i]!));
      }),
      { seed: propertySeed(), numRuns: 60 },
    );
  });
});
