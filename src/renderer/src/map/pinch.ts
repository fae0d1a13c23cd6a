import { ZOOM_LIMITS, type Viewport } from './geometry';

/** A point in the map box's own pixels (a finger, relative to the box's top-left corner). */
export interface BoxPoint {
  readonly x: number;
  readonly y: number;
}

/** Where two fingers came down and the view they came down on. */
export interface PinchStart {
  readonly from: Viewport;
  readonly a: BoxPoint;
  readonly b: BoxPoint;
}

export function fingerDistance(a: BoxPoint, b: BoxPoint): number {
  return Math.hypot(b.x - a.x, b.y - a.y);
}

export function fingerCentre(a: BoxPoint, b: BoxPoint): BoxPoint {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * The view under two moving fingers: the scale follows the fingers' spread
 * (twice as far apart, twice the scale, within the limits), and the map point
 * that was under the fingers' centre when they came down stays under their
 * centre now, so moving both fingers together pans. Fingers that came down
 * on one spot (no spread to compare) only pan.
 */
export function pinchViewport(start: PinchStart, a: BoxPoint, b: BoxPoint, limits = ZOOM_LIMITS): Viewport {
  const spread0 = fingerDistance(start.a, start.b);
  const ratio = spread0 > 0 ? fingerDistance(a, b) / spread0 : 1;
  const scale = Math.min(limits.max, Math.max(limits.min, start.from.scale * ratio));
  const c0 = fingerCentre(start.a, start.b);
  const c1 = fingerCentre(a, b);
  const mapX = (c0.x - start.from.x) / start.from.scale;
  const mapY = (c0.y - start.from.y) / start.from.scale;
  return { scale, x: c1.x - mapX * scale, y: c1.y - mapY * scale };
}
