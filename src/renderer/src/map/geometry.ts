import type { Square } from '@shared/map/map-model';

/** Pixel size of one square at zoom 1; the stage scales from here. */
export const SQUARE_PX = 16;
/** Room for the CCRR coordinates along the edges, as on the printed maps. */
export const MARGIN_PX = 22;

export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

/** The square under a stage point, by arithmetic rather than one listener per square. */
export function squareAt(viewport: Viewport, point: { x: number; y: number }, size: { width: number; height: number }): Square | undefined {
  const mapX = (point.x - viewport.x) / viewport.scale - MARGIN_PX;
  const mapY = (point.y - viewport.y) / viewport.scale - MARGIN_PX;
  const col = Math.floor(mapX / SQUARE_PX) + 1;
  const row = Math.floor(mapY / SQUARE_PX) + 1;
  if (col < 1 || row < 1 || col > size.width || row > size.height) return undefined;
  return { col, row };
}

/** Zoom about the pointer: the map point under the pointer stays under it. */
export function zoomAbout(viewport: Viewport, pointer: { x: number; y: number }, factor: number, limits = { min: 0.25, max: 6 }): Viewport {
  const scale = Math.min(limits.max, Math.max(limits.min, viewport.scale * factor));
  const mx = (pointer.x - viewport.x) / viewport.scale;
  const my = (pointer.y - viewport.y) / viewport.scale;
  return { scale, x: pointer.x - mx * scale, y: pointer.y - my * scale };
}

export function squareOrigin(sq: Square): { x: number; y: number } {
  return { x: MARGIN_PX + (sq.col - 1) * SQUARE_PX, y: MARGIN_PX + (sq.row - 1) * SQUARE_PX };
}

export function squareCentre(sq: Square): { x: number; y: number } {
  const o = squareOrigin(sq);
  return { x: o.x + SQUARE_PX / 2, y: o.y + SQUARE_PX / 2 };
}

/** Fit the whole map in a box, for the first paint. */
export function fitViewport(size: { width: number; height: number }, box: { width: number; height: number }): Viewport {
  const w = size.width * SQUARE_PX + 2 * MARGIN_PX;
  const h = size.height * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.max(0.25, Math.min(box.width / w, box.height / h));
  return { scale, x: (box.width - w * scale) / 2, y: Math.max(0, (box.height - h * scale) / 2) };
}
