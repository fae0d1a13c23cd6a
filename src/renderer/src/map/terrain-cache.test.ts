import { describe, expect, it } from 'vitest';
import type { GameMap } from '@shared/map/map-model';
import { centreOn, fitViewport, zoomAbout } from './geometry';
import { terrainCachePlan } from './terrain-cache';

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

  it('a zoom, another map, another screen density or underlay paints it again', () => {
    const m = map(40, 64);
    const vp = fitViewport(m, { width: 1366, height: 768 });
    const zoomed = zoomAbout(vp, { x: 300, y: 200 }, 1.15);
    const base = terrainCachePlan(m, vp.scale, 1)!.key;
    expect(terrainCachePlan(m, zoomed.scale, 1)!.key).not.toBe(base);
    expect(terrainCachePlan({ ...m }, vp.scale, 1)!.key).not.toBe(base);
    expect(terrainCachePlan(m, vp.scale, 2)!.key).not.toBe(base);
    expect(terrainCachePlan(m, vp.scale, 1, 'scan.png|0.5')!.key).not.toBe(base);
  });

  it('the bitmap covers the whole map with its margins, sharp at the zoom, and is not made when it would be huge', () => {
    const m = map(40, 64);
    const plan = terrainCachePlan(m, 2, 1.5)!;
    expect(plan).toMatchObject({ x: 0, y: 0, width: 40 * 16 + 44, height: 64 * 16 + 44, pixelRatio: 3 });
    expect(terrainCachePlan(m, 12, 2)).toBeUndefined();
  });
});
