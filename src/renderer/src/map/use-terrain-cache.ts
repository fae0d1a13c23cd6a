import { useEffect, useRef } from 'react';
import type Konva from 'konva';
import type { GameMap } from '@shared/map/map-model';
import { terrainCachePlan } from './terrain-cache';

/**
 * A ref for the terrain Group: painted into a bitmap once per map and zoom
 * (terrain-cache.ts) and only moved by a pan. `painters` are the scene
 * functions and images inside it: a new one paints the bitmap again.
 */
export function useTerrainCache(map: GameMap, scale: number, underlayKey: string, painters: readonly unknown[]) {
  const terrain = useRef<Konva.Group>(null);
  const plan = terrainCachePlan(map, scale, typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1, underlayKey);
  const planKey = plan?.key;
  useEffect(() => {
    const group = terrain.current;
    if (!group) return;
    group.clearCache();
    if (plan) group.cache({ x: plan.x, y: plan.y, width: plan.width, height: plan.height, pixelRatio: plan.pixelRatio });
    group.getLayer()?.batchDraw();
    // The plan's key names everything it depends on; the painters are compared one by one.
  }, [planKey, ...painters]);
  return terrain;
}
