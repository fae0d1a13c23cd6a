import { describe, expect, it } from 'vitest';
import { fitViewport, squareAt, squareCentre, zoomAbout, MARGIN_PX, SQUARE_PX } from './geometry';

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
