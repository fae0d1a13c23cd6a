import { describe, expect, it } from 'vitest';
import { fillViewport, fitViewport, MARGIN_PX, squarePixels, SQUARE_PX } from './geometry';
import { groupBySquare, labelBox, placeLabels, type LabelRequest } from './marker-layout';
import { navigationKey, PAN_STEP, stackViewerAt } from './navigation';
import { zoneOutline } from './zone-outlines';

// Issue 16: a 40×64 Commando map (Case 3.7) on a club-night laptop.
const map = { width: 40, height: 64 };
const mapPx = { w: map.width * SQUARE_PX + 2 * MARGIN_PX, h: map.height * SQUARE_PX + 2 * MARGIN_PX };

describe('fitting the map to its box', () => {
  it('fills the box of a 1366×768 console with squares of at least 16 px (the whole-map fit gave about 10)', () => {
    const box = { width: 855, height: 675 };
    expect(squarePixels(fitViewport(map, box))).toBeLessThan(11);
    const vp = fillViewport(map, box);
    expect(squarePixels(vp)).toBeGreaterThanOrEqual(16);
    // No side margins: the map spans the box's width exactly, from its north edge down.
    expect(vp.x).toBeCloseTo(0);
    expect(mapPx.w * vp.scale).toBeCloseTo(box.width);
    expect(vp.y).toBe(0);
    expect(mapPx.h * vp.scale).toBeGreaterThan(box.height);
  });

  it('fills the height of a tall narrow box and centres the map across it', () => {
    const box = { width: 380, height: 900 };
    const vp = fillViewport(map, box);
    expect(mapPx.h * vp.scale).toBeCloseTo(box.height);
    expect(vp.y).toBeCloseTo(0);
    expect(vp.x).toBeCloseTo((box.width - mapPx.w * vp.scale) / 2);
  });

  it('keeps the zoom limits', () => {
    expect(fillViewport(map, { width: 100_000, height: 100 }).scale).toBe(6);
    expect(fillViewport(map, { width: 10, height: 10 }).scale).toBe(0.25);
  });
});

describe('keyboard navigation on the focused map', () => {
  const vp = { x: 10, y: 20, scale: 1 };
  const box = { width: 800, height: 600 };
  it('pans with the arrows, zooms about the centre with + and −, fits with 0, leaves other keys alone', () => {
    expect(navigationKey('ArrowDown', vp, box)).toEqual({ x: 10, y: 20 - PAN_STEP, scale: 1 });
    expect(navigationKey('ArrowLeft', vp, box)).toEqual({ x: 10 + PAN_STEP, y: 20, scale: 1 });
    const zin = navigationKey('+', vp, box);
    expect(zin).not.toBe('fit');
    if (zin && zin !== 'fit') {
      expect(zin.scale).toBeCloseTo(1.25);
      // The map point at the box's centre stays there.
      expect((400 - zin.x) / zin.scale).toBeCloseTo((400 - vp.x) / vp.scale);
    }
    const zout = navigationKey('-', vp, box);
    expect(zout !== 'fit' && zout?.scale).toBeCloseTo(0.8);
    expect(navigationKey('0', vp, box)).toBe('fit');
    expect(navigationKey('m', vp, box)).toBeUndefined();
  });

  it('opens the stack viewer beside its square, inside the box', () => {
    expect(stackViewerAt({ col: 1, row: 1 }, { x: 0, y: 0, scale: 1 }, { width: 800, height: 600 })).toEqual({ x: MARGIN_PX + SQUARE_PX, y: MARGIN_PX });
    const far = stackViewerAt({ col: 40, row: 64 }, { x: 0, y: 0, scale: 1 }, { width: 800, height: 600 });
    expect(far.x).toBeLessThanOrEqual(800 - 230);
    expect(far.y).toBeLessThanOrEqual(600 - 120);
  });
});

describe('stacks and labels that never overlap', () => {
  it('collapses men on one square into one stack, in first-seen order', () => {
    const stacks = groupBySquare([
      { id: 'c1', square: { col: 5, row: 7 } },
      { id: 'c2', square: { col: 6, row: 7 } },
      { id: 'c3', square: { col: 5, row: 7 } },
    ]);
    expect(stacks.map((s) => [s.key, s.members.map((m) => m.id)])).toEqual([
      ['stack:0507', ['c1', 'c3']],
      ['c2', ['c2']],
    ]);
  });

  const req = (key: string, x: number, y: number, width = 30): LabelRequest => ({ key, centre: { x, y }, radius: 6, width, height: 10 });
  const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  it('puts a lone label below its man', () => {
    expect(placeLabels([req('a', 100, 100)])).toEqual([{ key: 'a', place: 'below', box: labelBox(req('a', 100, 100), 'below') }]);
  });

  it('moves the label of a man next door (16 map px away) so "GREN s-a" cannot happen', () => {
    const placed = placeLabels([req('s-a', 100, 100), req('s-b', 116, 100)]);
    expect(placed.map((p) => p.place)).toEqual(['below', 'above']);
    expect(overlap(placed[0]!.box, placed[1]!.box)).toBe(false);
  });

  it('never returns two overlapping labels nor a label over another man, however crowded', () => {
    const crowd: LabelRequest[] = [];
    for (let i = 0; i < 5; i++) for (let j = 0; j < 5; j++) crowd.push(req(`m${i}${j}`, 100 + i * 16, 100 + j * 16, 34));
    const placed = placeLabels(crowd);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(crowd.length);
    for (const a of placed) {
      for (const b of placed) if (a !== b) expect(overlap(a.box, b.box)).toBe(false);
      for (const r of crowd) if (r.key !== a.key) expect(overlap(a.box, { x: r.centre.x - 6, y: r.centre.y - 6, width: 12, height: 12 })).toBe(false);
    }
  });
});

describe('Zone outlines (Case 38.43)', () => {
  it('draws only the border of a Zone: a 3×2 block has 3+3+2+2 sides', () => {
    const squares = [];
    for (let col = 4; col <= 6; col++) for (let row = 10; row <= 11; row++) squares.push({ col, row });
    expect(zoneOutline({ id: 6, squares })).toHaveLength(10);
  });
});
