import { describe, expect, it } from 'vitest';
import { disc, minus, outline, polygon, polyline, rect, sideRun, sortSquares, union } from './map-areas';
import type { Square } from './map-model';

const k = (s: Square) => `${s.col},${s.row}`;

describe('area helpers', () => {
  it('rect takes CCRR codes (Case 3.7) in either corner order', () => {
    expect(rect('1740', '2443')).toHaveLength(8 * 4);
    expect(rect('2443', '1740').map(k)).toEqual(rect('1740', '2443').map(k));
    expect(rect('0101', '0101')).toEqual([{ col: 1, row: 1 }]);
  });

  it('disc is round and centred', () => {
    const d = disc('1010', 1);
    expect(d.map(k).sort()).toEqual(['10,10', '10,11', '10,9', '11,10', '9,10'].sort());
  });

  it('polyline is orthogonally connected, even on a diagonal, and can be widened', () => {
    const p = polyline(['0101', '0505']);
    const set = new Set(p.map(k));
    for (const s of p.slice(1)) {
      const n = [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ].some(([dc, dr]) => set.has(k({ col: s.col + dc!, row: s.row + dr! })));
      expect(n).toBe(true);
    }
    expect(set.has('5,5')).toBe(true);
    expect(sortSquares(polyline(['0101', '0104'], 2)).map(k)).toEqual(rect('0101', '0205').map(k));
  });

  it('polygon fills inside its vertices and keeps its outline', () => {
    const p = polygon(['0101', '0501', '0505', '0105']);
    expect(sortSquares(p).map(k)).toEqual(rect('0101', '0505').map(k));
  });

  it('union, minus and outline', () => {
    const a = rect('0101', '0202');
    expect(union(a, rect('0202', '0303'))).toHaveLength(7);
    expect(minus(a, [{ col: 1, row: 1 }])).toHaveLength(3);
    expect(outline(a)).toHaveLength(8);
    expect(sideRun('0101', '0103', 'w').map((s) => s.dir)).toEqual(['w', 'w', 'w']);
    expect(() => sideRun('0101', '0202', 'n')).toThrow(RangeError);
  });
});
