import { describe, expect, it } from 'vitest';
import { centreOn, fitViewport, nearestEdge, sideAt, sideEnds, squareAt, squareAtMapPoint, squareCentre, toMapPoint, zoomAbout, MARGIN_PX, SQUARE_PX } from './geometry';
import { sideKey } from '@shared/map/map-model';

const size = { width: 40, height: 64 };

describe('map geometry (Case 3.7 squares on screen)', () => {
  it('finds the square under the pointer by arithmetic', () => {
    const vp = { x: 0, y: 0, scale: 1 };
    expect(squareAt(vp, { x: MARGIN_PX + 1, y: MARGIN_PX + 1 }, size)).toEqual({ col: 1, row: 1 });
    expect(squareAt(vp, { x: MARGIN_PX + 24 * SQUARE_PX + 3, y: MARGIN_PX + 46 * SQUARE_PX + 3 }, size)).toEqual({ col: 25, row: 47 });
    expect(squareAt(vp, { x: 2, y: 2 }, size)).toBeUndefined();
    expect(squareAt(vp, { x: MARGIN_PX + 40 * SQUARE_PX + 1, y: MARGIN_PX + 5 }, size)).toBeUndefined();
  });

  it('round-trips a square centre through a zoomed, panned viewport', () => {
    const vp = { x: -130, y: 57, scale: 2.5 };
    const c = squareCentre({ col: 12, row: 33 });
    const screen = { x: c.x * vp.scale + vp.x, y: c.y * vp.scale + vp.y };
    expect(squareAt(vp, screen, size)).toEqual({ col: 12, row: 33 });
  });

  it('keeps the point under the pointer fixed when zooming', () => {
    const vp = { x: 10, y: 20, scale: 1 };
    const pointer = { x: 300, y: 200 };
    const before = squareAt(vp, pointer, size);
    const after = zoomAbout(vp, pointer, 1.7);
    expect(after.scale).toBeCloseTo(1.7);
    expect(squareAt(after, pointer, size)).toEqual(before);
  });

  it('clamps the zoom and fits the map into its box', () => {
    expect(zoomAbout({ x: 0, y: 0, scale: 5 }, { x: 0, y: 0 }, 10).scale).toBe(6);
    const fit = fitViewport(size, { width: 800, height: 600 });
    expect((size.height * SQUARE_PX + 2 * MARGIN_PX) * fit.scale).toBeLessThanOrEqual(600.0001);
  });
});

describe('side hit-testing (line terrain on square sides, Cases 7.35, 8.41)', () => {
  const vp = { x: 0, y: 0, scale: 1 };
  const at = (col: number, row: number, fx: number, fy: number) => ({ x: MARGIN_PX + (col - 1 + fx) * SQUARE_PX, y: MARGIN_PX + (row - 1 + fy) * SQUARE_PX });

  it('picks the side nearest the pointer, named in its stored n/w form between squares', () => {
    expect(sideAt(vp, at(25, 47, 0.5, 0.1), size)).toEqual({ col: 25, row: 47, dir: 'n' });
    expect(sideAt(vp, at(25, 47, 0.1, 0.5), size)).toEqual({ col: 25, row: 47, dir: 'w' });
    // The south side of 2547 is the north side of 2548; the east side is the west side of 2647.
    expect(sideAt(vp, at(25, 47, 0.5, 0.9), size)).toEqual({ col: 25, row: 48, dir: 'n' });
    expect(sideAt(vp, at(25, 47, 0.9, 0.5), size)).toEqual({ col: 26, row: 47, dir: 'w' });
  });

  it('names the map edge from the edge square and refuses points off the map', () => {
    expect(sideAt(vp, at(40, 10, 0.95, 0.5), size)).toEqual({ col: 40, row: 10, dir: 'e' });
    expect(sideAt(vp, at(3, 64, 0.5, 0.97), size)).toEqual({ col: 3, row: 64, dir: 's' });
    expect(sideAt(vp, at(1, 1, 0.02, 0.5), size)).toEqual({ col: 1, row: 1, dir: 'w' });
    expect(sideAt(vp, { x: 2, y: 2 }, size)).toBeUndefined();
  });

  it('agrees with sideKey whichever square the pointer approaches a side from', () => {
    const fromAbove = sideAt(vp, at(7, 7, 0.5, 0.95), size)!;
    const fromBelow = sideAt(vp, at(7, 8, 0.5, 0.05), size)!;
    expect(sideKey(fromAbove)).toBe(sideKey(fromBelow));
    expect(sideKey(fromAbove)).toBe(sideKey({ col: 7, row: 7, dir: 's' }));
  });

  it('works through a zoomed, panned viewport and breaks ties north first', () => {
    const zoomed = { x: -340, y: 75, scale: 3 };
    const p = at(12, 33, 0.5, 0.2);
    expect(sideAt(zoomed, { x: p.x * 3 - 340, y: p.y * 3 + 75 }, size)).toEqual({ col: 12, row: 33, dir: 'n' });
    expect(sideAt(vp, at(12, 33, 0.5, 0.5), size)).toEqual({ col: 12, row: 33, dir: 'n' });
    expect(sideAt(vp, at(12, 33, 0, 0), size)).toEqual({ col: 12, row: 33, dir: 'n' });
  });

  it('finds the nearest map edge and the ends of a side', () => {
    expect(nearestEdge(at(20, 1, 0.5, 0.5), size)).toBe('north');
    expect(nearestEdge(at(40, 32, 0.5, 0.5), size)).toBe('east');
    expect(nearestEdge(at(20, 64, 0.5, 0.9), size)).toBe('south');
    expect(nearestEdge(at(1, 30, 0.5, 0.5), size)).toBe('west');
    expect(sideEnds({ col: 2, row: 3, dir: 'e' })).toEqual([at(3, 3, 0, 0), at(3, 4, 0, 0)]);
    expect(squareAtMapPoint(toMapPoint({ x: 5, y: 5, scale: 2 }, { x: 5 + 2 * at(4, 4, 0.5, 0.5).x, y: 5 + 2 * at(4, 4, 0.5, 0.5).y }), size)).toEqual({ col: 4, row: 4 });
  });

  it('centres a square in a box', () => {
    const vp2 = centreOn({ col: 30, row: 50 }, { width: 800, height: 600 }, 2);
    expect(squareAt(vp2, { x: 400, y: 300 }, size)).toEqual({ col: 30, row: 50 });
  });
});
