import { describe, expect, it } from 'vitest';
import type { GameMap } from '@shared/map/map-model';
import { centreOn, fitViewport, zoomAbout } from './geometry';
import { repaintDelay, terrainCachePlan, ZOOM_SETTLE_MS } from './terrain-cache';

const map = (width: number, height: number): GameMap => ({
  id: 'm',
  name: 'm',
  width,
  height,
  squares: Array.from({ length: width * height }, () => ({ terrain: 'clear' as const, elevation: 0 })),
  lines: [],
  zones: [],
  structures: [],
  entryEdges: [],
  provenance: { kind: 'custom', note: 'test' },
});

describe('terrain layer cached as a bitmap per zoom (issue 23)', () => {
  it('a pan keeps the cached terrain: same plan key, so the layer is not painted again', () => {
    const m = map(40, 64);
    const vp = fitViewport(m, { width: 1366, height: 768 });
    const panned = { ...vp, x: vp.x + 120, y: vp.y - 75 };
    const centred = centreOn({ col: 30, row: 50 }, { width: 1366, height: 768 }, vp.scale);
    const keys = [vp, panned, centred].map((v) => terrainCachePlan(m, v.scale, 1)?.key);
    expect(keys[0]).toBeDefined();
    expect(new Set(keys).size).toBe(1);
  });

  it('a zoom past a half octave, another map, another screen density or underlay paints it again', () => {
    const m = map(40, 64);
    const vp = fitViewport(m, { width: 1366, height: 768 });
    const base = terrainCachePlan(m, vp.scale, 1)!.key;
    expect(terrainCachePlan(m, vp.scale * 1.5, 1)!.key).not.toBe(base);
    expect(terrainCachePlan({ ...m }, vp.scale, 1)!.key).not.toBe(base);
    expect(terrainCachePlan(m, vp.scale, 2)!.key).not.toBe(base);
    expect(terrainCachePlan(m, vp.scale, 1, 'scan.png|0.5')!.key).not.toBe(base);
  });

  it('a wheel gesture paints the bitmap once per half octave it passes, not on every notch, and never softer than the zoom', () => {
    const m = map(40, 64);
    let vp = fitViewport(m, { width: 889, height: 862 });
    const keys: string[] = [];
    // Eight notches in and eight out, as the ui-frames bench turns the wheel (×1.15 a notch).
    for (const f of [...Array<number>(8).fill(1.15), ...Array<number>(8).fill(1 / 1.15)]) {
      vp = zoomAbout(vp, { x: 400, y: 400 }, f);
      const plan = terrainCachePlan(m, vp.scale, 1)!;
      expect(plan.pixelRatio).toBeGreaterThanOrEqual(Math.round(vp.scale * 100) / 100);
      expect(plan.pixelRatio).toBeLessThan(vp.scale * Math.SQRT2 + 0.01);
      if (plan.key !== keys.at(-1)) keys.push(plan.key);
    }
    // ×1.15^8 ≈ 3.06 is a little over three half octaves: four paints in, as many out, against sixteen.
    expect(keys.length).toBeLessThanOrEqual(8);
    expect(keys.length).toBeGreaterThanOrEqual(4);
  });

  it('the bitmap covers the whole map with its margins, sharp at the zoom, and is not made when it would be huge', () => {
    const m = map(40, 64);
    const plan = terrainCachePlan(m, 2, 1.5)!;
    // Zoom 3 on the screen: painted at the half octave above it, 2√2·√2 = 4 (2^(4/2)).
    expect(plan).toMatchObject({ x: 0, y: 0, width: 40 * 16 + 44, height: 64 * 16 + 44, pixelRatio: 4 });
    // Near the limit the step would be too large: painted at the zoom itself rather than drawn live.
    expect(terrainCachePlan(m, 4.5, 1)!.pixelRatio).toBe(4.5);
    expect(terrainCachePlan(m, 12, 2)).toBeUndefined();
  });

  it('a zoom gesture paints once it settles; a first paint, another map or underlay, or a switch to live drawing paints at once; a pan never', () => {
    const m = map(40, 64);
    const vp = fitViewport(m, { width: 1366, height: 768 });
    const here = terrainCachePlan(m, vp.scale, 1)!;
    const zoomed = terrainCachePlan(m, vp.scale * 1.5, 1)!;
    expect(repaintDelay(undefined, here)).toBe(0);
    expect(repaintDelay(here, terrainCachePlan(m, vp.scale * 1.01, 1))).toBeUndefined();
    expect(repaintDelay(here, zoomed)).toBe(ZOOM_SETTLE_MS);
    expect(repaintDelay(here, terrainCachePlan({ ...m }, vp.scale, 1))).toBe(0);
    expect(repaintDelay(here, terrainCachePlan(m, vp.scale, 1, 'scan.png|0.5'))).toBe(0);
    // Too deep a zoom for a bitmap: drawn live at once, and live stays live.
    expect(repaintDelay(here, undefined)).toBe(0);
    expect(repaintDelay('live', undefined)).toBeUndefined();
    expect(repaintDelay('live', here)).toBe(0);
  });
});
