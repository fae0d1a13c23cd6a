import { panBy, squareOrigin, SQUARE_PX, zoomCentre, type Viewport } from './geometry';
import type { Square } from '@shared/map/map-model';

/** Keyboard pan step, in screen pixels. */
export const PAN_STEP = 60;

/**
 * What a key pressed on the focused map does to its view: arrows pan, + and
 * − zoom about the box's centre, 0 fits the map again; any other key is not
 * the map's (undefined).
 */
export function navigationKey(key: string, vp: Viewport, box: { width: number; height: number }): Viewport | 'fit' | undefined {
  switch (key) {
    case 'ArrowLeft':
      return panBy(vp, PAN_STEP, 0);
    case 'ArrowRight':
      return panBy(vp, -PAN_STEP, 0);
    case 'ArrowUp':
      return panBy(vp, 0, PAN_STEP);
    case 'ArrowDown':
      return panBy(vp, 0, -PAN_STEP);
    case '+':
    case '=':
      return zoomCentre(vp, box, 1.25);
    case '-':
    case '_':
      return zoomCentre(vp, box, 0.8);
    case '0':
      return 'fit';
    default:
      return undefined;
  }
}

/** Where the stack viewer opens: just right of the square, kept inside the box. */
export function stackViewerAt(sq: Square, vp: Viewport, box: { width: number; height: number }, viewer = { width: 230, height: 120 }): { x: number; y: number } {
  const o = squareOrigin(sq);
  return {
    x: Math.max(4, Math.min(box.width - viewer.width, (o.x + SQUARE_PX) * vp.scale + vp.x)),
    y: Math.max(4, Math.min(box.height - viewer.height, o.y * vp.scale + vp.y)),
  };
}
