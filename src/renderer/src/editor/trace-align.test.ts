import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { alignFromPairs, applyAffine, axisAlignedFromPairs, decompose, IDENTITY, initialTransform, invertAffine, similarityFromPairs, type Affine } from './trace-align';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

// Map corners of a 40×64 Commando map (Case 3.7): top-left of 0101 and bottom-right of 4064, 16 px squares, 22 px margin.
const TL = { x: 22, y: 22 };
const BR = { x: 22 + 40 * 16, y: 22 + 64 * 16 };

describe('trace alignment (two known square corners)', () => {
  it('finds scale and translation for an upright scan, with no rotation', () => {
    // A 300 dpi scan: the map's grid starts at (130, 95) and each square is 47.25 px.
    const s = 47.25;
    const r = similarityFromPairs({ image: { x: 130, y: 95 }, map: TL }, { image: { x: 130 + 40 * s, y: 95 + 64 * s }, map: BR });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const n = decompose(r.transform);
    expect(n.rotation).toBe(0);
    expect(n.scaleX).toBeCloseTo(16 / s, 9);
    expect(n.scaleY).toBeCloseTo(16 / s, 9);
    close(applyAffine(r.transform, { x: 130, y: 95 }), TL);
    close(applyAffine(r.transform, { x: 130 + 40 * s, y: 95 + 64 * s }), BR);
    // Every other corner lands on the grid too: 2547's top-left.
    close(applyAffine(r.transform, { x: 130 + 24 * s, y: 95 + 46 * s }), { x: 22 + 24 * 16, y: 22 + 46 * 16 });
  });

  it('recovers the rotation of a tilted scan', () => {
    const theta = (3 * Math.PI) / 180;
    const s = 2.5; // image px per map px
    // Build the image by rotating the map by -3° and scaling by 2.5 about an arbitrary point.
    const toImage: Affine = { a: s * Math.cos(-theta), b: s * Math.sin(-theta), c: -s * Math.sin(-theta), d: s * Math.cos(-theta), e: 40, f: -12 };
    const r = similarityFromPairs({ image: applyAffine(toImage, TL), map: TL }, { image: applyAffine(toImage, BR), map: BR });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const n = decompose(r.transform);
    expect(n.rotation).toBeCloseTo(3, 9);
    expect(n.scaleX).toBeCloseTo(1 / s, 9);
    const mid = { x: 300, y: 500 };
    close(applyAffine(r.transform, applyAffine(toImage, mid)), mid);
  });

  it('takes both clicked points onto their corners exactly (property)', () => {
    const pt = fc.record({ x: fc.double({ min: -2000, max: 2000, noNaN: true }), y: fc.double({ min: -2000, max: 2000, noNaN: true }) });
    fc.assert(
      fc.property(pt, pt, fc.boolean(), (a, b, rot) => {
        fc.pre(Math.abs(a.x - b.x) > 1 && Math.abs(a.y - b.y) > 1);
        const r = alignFromPairs({ image: a, map: TL }, { image: b, map: BR }, rot);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const pa = applyAffine(r.transform, a);
        const pb = applyAffine(r.transform, b);
        expect(Math.hypot(pa.x - TL.x, pa.y - TL.y)).toBeLessThan(1e-6 * (1 + Math.hypot(BR.x, BR.y)));
        expect(Math.hypot(pb.x - BR.x, pb.y - BR.y)).toBeLessThan(1e-6 * (1 + Math.hypot(BR.x, BR.y)));
      }),
    );
  });

  it('fits separate x and y scales when rotation is off (a stretched photo)', () => {
    const r = axisAlignedFromPairs({ image: { x: 10, y: 20 }, map: TL }, { image: { x: 10 + 40 * 30, y: 20 + 64 * 33 }, map: BR });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const n = decompose(r.transform);
    expect(n.rotation).toBe(0);
    expect(n.scaleX).toBeCloseTo(16 / 30, 9);
    expect(n.scaleY).toBeCloseTo(16 / 33, 9);
  });

  it('refuses points that fix nothing', () => {
    expect(similarityFromPairs({ image: { x: 5, y: 5 }, map: TL }, { image: { x: 5, y: 5 }, map: BR }).ok).toBe(false);
    expect(axisAlignedFromPairs({ image: { x: 5, y: 5 }, map: TL }, { image: { x: 500, y: 5 }, map: BR }).ok).toBe(false);
    expect(() => invertAffine({ ...IDENTITY, a: 0, d: 0 })).toThrow(RangeError);
  });

  it('inverts, and starts a new image across the grid', () => {
    const t: Affine = { a: 0.8, b: 0.1, c: -0.1, d: 0.8, e: 13, f: -7 };
    close(applyAffine(invertAffine(t), applyAffine(t, { x: 123, y: 456 })), { x: 123, y: 456 });
    const init = initialTransform({ width: 1280, height: 2048 }, TL, 640);
    close(applyAffine(init, { x: 1280, y: 2048 }), BR);
  });
});
