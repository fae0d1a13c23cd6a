import type { GameMap } from '@shared/map/map-model';
import { MARGIN_PX, SQUARE_PX } from './geometry';

/**
 * The terrain layer (fills, tree symbols, grid, line terrain, coordinates) is
 * painted once per map and zoom level into a bitmap (Konva's `cache()`), and a
 * pan only moves that bitmap: before, every move of the map re-ran the terrain
 * painters (issue 23). The plan says what to cache; its `key` changes exactly
 * when the bitmap must be painted again — another map (or a traced underlay),
 * a zoom past the half octave it was painted for, another device pixel
 * ratio — and never on a pan.
 */
export interface TerrainCachePlan {
  readonly key: string;
  /** The map and underlay painted: a plan with the same source differs from it only by zoom. */
  readonly source: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Bitmap pixels per map pixel: the zoom times the screen's device pixel ratio, so the bitmap stays sharp. */
  readonly pixelRatio: number;
}

const HALF_OCTAVE = Math.SQRT2;

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
  const exact = Math.round(scale * devicePixelRatio * 100) / 100;
  if (!(exact > 0) || width * height * exact * exact > MAX_CACHE_PIXELS) return undefined;
  // Painted at the next half octave at or above the zoom (never softer than the screen), so a wheel gesture
  // paints the bitmap again only when it passes one, not on every notch (each paint is the whole map).
  const stepped = Math.round(HALF_OCTAVE ** Math.ceil(Math.log(exact) / Math.log(HALF_OCTAVE) - 1e-9) * 100) / 100;
  const pixelRatio = width * height * stepped * stepped > MAX_CACHE_PIXELS ? exact : stepped;
  return { key: `${mapId(map)}|${pixelRatio}|${underlayKey}`, source: `${mapId(map)}|${underlayKey}`, x: 0, y: 0, width, height, pixelRatio };
}

/**
 * How long a gesture must rest before the bitmap is painted at its new zoom.
 * Painting the whole map stalls the screen (~0.7 s on a club laptop for a
 * 64 × 40 map, docs/benchmarks.md): during a wheel or pinch gesture the old
 * bitmap is shown scaled (a little soft for a moment), and the paint waits
 * until the zoom has stayed put this long.
 */
export const ZOOM_SETTLE_MS = 220;

/**
 * When to paint `next` having painted `painted`: now (0) for the first paint,
 * another map or underlay, or a switch between a bitmap and live drawing;
 * after the gesture settles (ZOOM_SETTLE_MS) when only the zoom's half
 * octave changed; never (undefined) when the plan is the one painted.
 */
export function repaintDelay(painted: TerrainCachePlan | undefined | 'live', next: TerrainCachePlan | undefined): number | undefined {
  if (painted === undefined) return 0;
  if (painted === 'live' || next === undefined) return painted === 'live' && next === undefined ? undefined : 0;
  if (painted.key === next.key) return undefined;
  return painted.source === next.source ? ZOOM_SETTLE_MS : 0;
}
