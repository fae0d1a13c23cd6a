import { describe, expect, it } from 'vitest';
import { rect } from '../test-support/tables';
import { crossingParam, insideIntervals, pointInPolygon, polygonCrossings, polygonFault, segmentsIntersect } from './geometry';

describe('plane geometry', () => {
  it('segments cross, touch, or miss (orient2d)', () => {
    expect(segmentsIntersect(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 1, 1, 1, 2, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 0, 0, 1, 1, 1)).toBe(false);
    expect(segmentsIntersect(0, 0, 2, 0, 1, 0, 3, 0)).toBe(true);
    expect(segmentsIntersect(0, 0, 1, 0, 2, 0, 3, 0)).toBe(false);
    expect(crossingParam(0, 0, 4, 0, 1, -1, 1, 1)).toBeCloseTo(0.25);
  });

  it('points in polygons: inside, outside, on the boundary', () => {
    const sq = rect(0, 0, 4, 4);
    expect(pointInPolygon({ x: 2, y: 2 }, sq)).toBe(true);
    expect(pointInPolygon({ x: 5, y: 2 }, sq)).toBe(false);
    expect(pointInPolygon({ x: 4, y: 2 }, sq)).toBe(true);
    const ell = [{ x: 0, y: 0 }, { x: 4, y: 0 }, { x: 4, y: 1 }, { x: 1, y: 1 }, { x: 1, y: 4 }, { x: 0, y: 4 }];
    expect(pointInPolygon({ x: 3, y: 3 }, ell)).toBe(false);
    expect(pointInPolygon({ x: 0.5, y: 3 }, ell)).toBe(true);
  });

  it('names why a polygon is not simple', () => {
    expect(polygonFault(rect(0, 0, 2, 2))).toBeUndefined();
    expect(polygonFault([{ x: 0, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }, { x: 0, y: 2 }])).toBe('edges 0 and 2 cross');
    expect(polygonFault([{ x: 0, y: 0 }, { x: 1, y: 1 }])).toMatch(/3 corners/);
    expect(polygonFault([{ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 2, y: 2 }])).toBe('edges 0 and 2 fold back over each other');
  });

  it('clips a segment against a polygon into its stretches inside', () => {
    const sq = rect(2, -1, 2, 2);
    const a = { x: 0, y: 0 };
    const b = { x: 8, y: 0 };
    expect(insideIntervals(a, b, sq, polygonCrossings(a, b, sq))).toEqual([[0.25, 0.5]]);
    const ell = [{ x: 1, y: -1 }, { x: 5, y: -1 }, { x: 5, y: 1 }, { x: 4, y: 1 }, { x: 4, y: 0.5 }, { x: 2, y: 0.5 }, { x: 2, y: 1 }, { x: 1, y: 1 }];
    const pts = insideIntervals(a, b, ell, polygonCrossings(a, b, ell));
    expect(pts).toEqual([[0.125, 0.625]]);
  });
});
