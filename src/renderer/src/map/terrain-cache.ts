import type { GameMap } from '@shared/map/map-model';
import { MARGIN_PX, SQUARE_PX } from './geometry';

/**
 * The terrain layer (fills, tree symbols, grid, line terrain, coordinates) is
 * painted once per map and zoom level into a bitmap (Konva's `cache()`), and a
 * pan only moves that bitmap: before, every move of the map re-ran the terrain
 * painters (issue 23). The plan says what to cache; its `key` changes exactly
 * when the bitmap must be painted again — another map (or a traced underlay),
 * another zoom, another device pixel ratio — and never on a pan.
 */
export interface TerrainCachePlan {
  readonly key: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Bitmap pixels per map pixel: the zoom times the screen's device pixel ratio, so the bitmap stays sharp. */
  readonly pixelRatio: number;
}

/** Above this many bitmap pixels (about 64 MB) the layer is drawn live instead: a deep zoom on a big map. */
export const MAX_CACHE_PIXELS = 16_000_000;

const mapIds = new WeakMap<GameMap, number>();
let nextMapId = 1;

function mapId(map: GameMap): number {
  let id = mapIds.get(map);
  if (id === undefined) {
    id = nextMapId++;
    mapIds.set(map, id);
  }
  return id;
}

/** What to cache for this map at this zoom, or `undefined` to draw live (bitmap too large). */
export function terrainCachePlan(map: GameMap, scale: number, devicePixelRatio: number, underlayKey = ''): TerrainCachePlan | undefined {
  const width = map.width * SQUARE_PX + 2 * MARGIN_PX;
  const height = map.height * SQUARE_PX + 2 * MARGIN_PX;
  const pixelRatio = Math.round(scale * devicePixelRatio * 100) / 100;
  if (!(pixelRatio > 0) || width * height * pixelRatio * pixelRatio > MAX_CACHE_PIXELS) return undefined;
  return { key: `${mapId(map)}|${pixelRatio}|${underlayKey}`, x: 0, y: 0, width, height, pixelRatio };
}
