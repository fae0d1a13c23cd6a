import { describe, expect, it } from 'vitest';
import { treeSpans } from './fov-trees';
import { losGridFor } from './los-grid';
import { LosMapBuilder } from './test-support/los-maps';

// The man at the centre of square (1, 3), looking east (octant major +x, minor +y).
const EAST = { oc: 1, or: 3, xx: 1, xy: 0, yx: 0, yy: 1 };

/** The slopes of the two tangents from the man's centre to a tree at (x, y) in square (col, row), as Case 8.6 draws it. */
function tangents(col: number, row: number, x: number, y: number, r: number): [number, number] {
  const a = col - 1 + x - 0.5;
  const b = row - 1 + y - 2.5;
  const centre = Math.atan2(b, a);
  const half = Math.asin(r / Math.hypot(a, b));
  return [Math.tan(centre - half), Math.tan(centre + half)];
}

describe('a square’s tree symbols as intervals of direction (Case 8.6)', () => {
  it('joins two circles whose directions overlap into one interval, from the lower tangent of one to the upper of the other', () => {
    const map = new LosMapBuilder(5, 5).tree(4, 3, 0.5, 0.4, 0.15).tree(4, 3, 0.5, 0.6, 0.15).build();
    const out = { spans: new Float64Array(0) };
    expect(treeSpans(losGridFor(map), (3 - 1) * 5 + 4 - 1, EAST, out)).toBe(1);
    const [lo] = tangents(4, 3, 0.5, 0.4, 0.15);
    const [, hi] = tangents(4, 3, 0.5, 0.6, 0.15);
    expect(out.spans[0]).toBeCloseTo(lo, 12);
    expect(out.spans[1]).toBeCloseTo(hi, 12);
  });

  it('keeps circles apart whose directions do not overlap, so the gap between them stays open to sight', () => {
    const map = new LosMapBuilder(5, 5).tree(4, 3, 0.5, 0.1, 0.05).tree(4, 3, 0.5, 0.9, 0.05).tree(4, 3, 0.5, 0.15, 0.05).build();
    const out = { spans: new Float64Array(0) };
    expect(treeSpans(losGridFor(map), (3 - 1) * 5 + 4 - 1, EAST, out)).toBe(2);
    expect(out.spans[1]).toBeLessThan(tangents(4, 3, 0.5, 0.9, 0.05)[0]);
    expect(out.spans[0]).toBeCloseTo(tangents(4, 3, 0.5, 0.1, 0.05)[0], 12);
    expect(out.spans[3]).toBeCloseTo(tangents(4, 3, 0.5, 0.9, 0.05)[1], 12);
  });

  it('leaves out a circle behind the man in this octant, and another square’s trees reaching in', () => {
    const map = new LosMapBuilder(5, 5).tree(1, 3, 0.2, 0.5, 0.1).tree(3, 3, 0.5, 0.5, 0.2).build();
    const out = { spans: new Float64Array(0) };
    expect(treeSpans(losGridFor(map), (3 - 1) * 5 + 1 - 1, EAST, out)).toBe(0);
    expect(treeSpans(losGridFor(map), (3 - 1) * 5 + 3 - 1, EAST, out)).toBe(1);
  });
});
