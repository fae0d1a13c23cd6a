import { describe, expect, it } from 'vitest';
import { toMapPoint, ZOOM_LIMITS } from './geometry';
import { fingerCentre, fingerDistance, pinchViewport, type PinchStart } from './pinch';

// Issue 15 (phones and tablets): two fingers on the side window's map zoom and pan it.
const start: PinchStart = { from: { x: -100, y: -40, scale: 1.5 }, a: { x: 100, y: 300 }, b: { x: 200, y: 300 } };
const near = (v: { x: number; y: number }, w: { x: number; y: number }) => {
  expect(v.x).toBeCloseTo(w.x, 9);
  expect(v.y).toBeCloseTo(w.y, 9);
};

describe('pinch zoom and two-finger pan (issue 15)', () => {
  it('measures the fingers: spread and centre', () => {
    expect(fingerDistance({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(5);
    expect(fingerCentre({ x: 0, y: 10 }, { x: 4, y: 20 })).toEqual({ x: 2, y: 15 });
  });

  it('fingers that have not moved leave the view as it was', () => {
    const vp = pinchViewport(start, start.a, start.b);
    expect(vp.scale).toBeCloseTo(1.5, 12);
    near(vp, start.from);
  });

  it('spreading the fingers to twice their distance doubles the scale, and the map point between them stays between them', () => {
    const vp = pinchViewport(start, { x: 50, y: 300 }, { x: 250, y: 300 });
    expect(vp.scale).toBeCloseTo(3, 12);
    near(toMapPoint(vp, { x: 150, y: 300 }), toMapPoint(start.from, { x: 150, y: 300 }));
  });

  it('pinching the fingers to half their distance halves the scale about their centre', () => {
    const vp = pinchViewport(start, { x: 125, y: 300 }, { x: 175, y: 300 });
    expect(vp.scale).toBeCloseTo(0.75, 12);
    near(toMapPoint(vp, { x: 150, y: 300 }), toMapPoint(start.from, { x: 150, y: 300 }));
  });

  it('moving both fingers together pans by as much, at the same scale', () => {
    const vp = pinchViewport(start, { x: 130, y: 260 }, { x: 230, y: 260 });
    expect(vp.scale).toBeCloseTo(1.5, 12);
    near(vp, { x: start.from.x + 30, y: start.from.y - 40 });
  });

  it('zoom and pan together: the map point first under the fingers follows their centre', () => {
    const vp = pinchViewport(start, { x: 300, y: 500 }, { x: 300, y: 800 });
    expect(vp.scale).toBeCloseTo(4.5, 12);
    near(toMapPoint(vp, { x: 300, y: 650 }), toMapPoint(start.from, { x: 150, y: 300 }));
  });

  it('keeps to the zoom limits the wheel and the buttons keep to, still about the fingers’ centre', () => {
    const wide = pinchViewport(start, { x: -1000, y: 300 }, { x: 1300, y: 300 });
    expect(wide.scale).toBe(ZOOM_LIMITS.max);
    near(toMapPoint(wide, { x: 150, y: 300 }), toMapPoint(start.from, { x: 150, y: 300 }));
    const tight = pinchViewport(start, { x: 149, y: 300 }, { x: 151, y: 300 });
    expect(tight.scale).toBe(ZOOM_LIMITS.min);
    near(toMapPoint(tight, { x: 150, y: 300 }), toMapPoint(start.from, { x: 150, y: 300 }));
  });

  it('two fingers that came down on one spot only pan (no spread to divide by)', () => {
    const vp = pinchViewport({ ...start, b: start.a }, { x: 110, y: 300 }, { x: 150, y: 300 });
    expect(vp.scale).toBe(1.5);
    expect(Number.isFinite(vp.x) && Number.isFinite(vp.y)).toBe(true);
    near(vp, { x: start.from.x + 30, y: start.from.y });
  });
});
