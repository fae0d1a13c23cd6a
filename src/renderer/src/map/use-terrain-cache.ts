import { useEffect, useRef, useState } from 'react';
import type Konva from 'konva';
import type { GameMap } from '@shared/map/map-model';
import { repaintDelay, terrainCachePlan, type TerrainCachePlan } from './terrain-cache';

/**
 * A ref for the terrain Group: painted into a bitmap once per map and zoom
 * (terrain-cache.ts) and only moved by a pan. `painters` are the scene
 * functions and images inside it: a new one paints the bitmap again at once.
 * A zoom gesture shows the old bitmap scaled and paints when it settles
 * (repaintDelay), so turning the wheel never stalls on a whole-map paint.
 */
export function useTerrainCache(map: GameMap, scale: number, underlayKey: string, painters: readonly unknown[]) {
  const terrain = useRef<Konva.Group>(null);
  const painted = useRef<{ plan: TerrainCachePlan | 'live'; painters: readonly unknown[] }>(undefined);
  // What the bitmap was last painted at (0: drawn live), for the map box's data-terrain-ratio (the e2e waits on it).
  const [paintedRatio, setPaintedRatio] = useState<number>();
  const plan = terrainCachePlan(map, scale, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, underlayKey);
  const planKey = plan?.key;
  useEffect(() => {
    const group = terrain.current;
    if (!group) return;
    const last = painted.current;
    const samePainters = last !== undefined && last.painters.length === painters.length && last.painters.every((p, i) => p === painters[i]);
    const delay = samePainters ? repaintDelay(last.plan, plan) : 0;
    if (delay === undefined) return;
    const paint = () => {
      group.clearCache();
      if (plan) group.cache({ x: plan.x, y: plan.y, width: plan.width, height: plan.height, pixelRatio: plan.pixelRatio });
      group.getLayer()?.batchDraw();
      painted.current = { plan: plan ?? 'live', painters };
      setPaintedRatio(plan?.pixelRatio ?? 0);
    };
    if (delay === 0) {
      paint();
      return;
    }
    const timer = setTimeout(paint, delay);
    return () => clearTimeout(timer);
    // The plan's key names everything it depends on; the painters are compared one by one.
  }, [planKey, ...painters]);
  return { terrain, paintedRatio };
}
