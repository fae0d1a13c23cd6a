/**
 * Trace mode: a photo or scan of a printed map lies under the grid, and two
 * clicks align it. The user clicks the image where two known square corners
 * are (say the top-left corner of 0101 and the bottom-right corner of 4064,
 * Case 3.7 codes); these pure functions turn the two pairs of points into the
 * transform from image pixels to map pixels.
 *
 * Two point pairs fix a similarity exactly (one scale, a rotation, a
 * translation): rotation appears only when the points imply it, and a
 * rotation below `ROTATION_EPSILON` is taken as none. Where the scan is known
 * to be square to the grid but stretched (a phone photo), `axisAlignedFromPairs`
 * fits separate x and y scales instead and no rotation.
 */

/** x' = a·x + c·y + e, y' = b·x + d·y + f (the canvas's own form). */
export interface Affine {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
  readonly e: number;
  readonly f: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A point on the image and the map point it should land on. */
export interface PointPair {
  readonly image: Point;
  readonly map: Point;
}

export const IDENTITY: Affine = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 };

/** Rotations smaller than this (radians, about 0.05°) are click jitter, not a tilted scan. */
export const ROTATION_EPSILON = 1e-3;

export function applyAffine(t: Affine, p: Point): Point {
  return { x: t.a * p.x + t.c * p.y + t.e, y: t.b * p.x + t.d * p.y + t.f };
}

export function invertAffine(t: Affine): Affine {
  const det = t.a * t.d - t.b * t.c;
  if (Math.abs(det) < 1e-12) throw new RangeError('the transform is singular and cannot be inverted');
  const a = t.d / det;
  const b = -t.b / det;
  const c = -t.c / det;
  const d = t.a / det;
  return { a, b, c, d, e: -(a * t.e + c * t.f), f: -(b * t.e + d * t.f) };
}

export type AlignResult = { readonly ok: true; readonly transform: Affine } | { readonly ok: false; readonly reason: string };

/** The similarity (uniform scale, rotation if implied, translation) taking both image points onto their map points. */
export function similarityFromPairs(p: PointPair, q: PointPair): AlignResult {
  const ix = q.image.x - p.image.x;
  const iy = q.image.y - p.image.y;
  const mx = q.map.x - p.map.x;
  const my = q.map.y - p.map.y;
  const len2 = ix * ix + iy * iy;
  if (len2 < 1e-9) return { ok: false, reason: 'the two points on the image are the same point; click two corners far apart' };
  if (mx * mx + my * my < 1e-9) return { ok: false, reason: 'the two map corners are the same point; choose two different squares' };
  // Complex division: k = (mx + i·my) / (ix + i·iy) = scale·e^{iθ}.
  let ka = (mx * ix + my * iy) / len2;
  let kb = (my * ix - mx * iy) / len2;
  const theta = Math.atan2(kb, ka);
  if (Math.abs(theta) < ROTATION_EPSILON) {
    ka = Math.hypot(ka, kb);
    kb = 0;
  }
  const transform: Affine = { a: ka, b: kb, c: -kb, d: ka, e: 0, f: 0 };
  const moved = applyAffine(transform, p.image);
  return { ok: true, transform: { ...transform, e: p.map.x - moved.x, f: p.map.y - moved.y } };
}

/** Separate x and y scales and a translation, no rotation: needs the points apart in both directions. */
export function axisAlignedFromPairs(p: PointPair, q: PointPair): AlignResult {
  const ix = q.image.x - p.image.x;
  const iy = q.image.y - p.image.y;
  const mx = q.map.x - p.map.x;
  const my = q.map.y - p.map.y;
  if (Math.abs(ix) < 1e-6 || Math.abs(iy) < 1e-6) return { ok: false, reason: 'without rotation the two points must differ across and down: use opposite corners' };
  if (Math.abs(mx) < 1e-6 || Math.abs(my) < 1e-6) return { ok: false, reason: 'without rotation the two map corners must differ in column and row' };
  const sx = mx / ix;
  const sy = my / iy;
  return { ok: true, transform: { a: sx, b: 0, c: 0, d: sy, e: p.map.x - sx * p.image.x, f: p.map.y - sy * p.image.y } };
}

export function alignFromPairs(p: PointPair, q: PointPair, allowRotation: boolean): AlignResult {
  return allowRotation ? similarityFromPairs(p, q) : axisAlignedFromPairs(p, q);
}

/** Konva's node attributes for a transform without skew (all the fits above): position, rotation in degrees, scales. */
export interface NodeTransform {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly scaleX: number;
  readonly scaleY: number;
}

export function decompose(t: Affine): NodeTransform {
  const scaleX = Math.hypot(t.a, t.b);
  const rotation = Math.atan2(t.b, t.a);
  const scaleY = scaleX === 0 ? 0 : (t.a * t.d - t.b * t.c) / scaleX;
  return { x: t.e, y: t.f, rotation: (rotation * 180) / Math.PI, scaleX, scaleY };
}

/** The transform for a freshly loaded image: stretched across the map's width, its top-left at the grid's. */
export function initialTransform(image: { width: number; height: number }, gridOrigin: Point, gridWidthPx: number): Affine {
  const s = image.width > 0 ? gridWidthPx / image.width : 1;
  return { a: s, b: 0, c: 0, d: s, e: gridOrigin.x, f: gridOrigin.y };
}

/** For the status line: the scale (map px per image px) and rotation in degrees a transform applies. */
export function describeTransform(t: Affine): string {
  const n = decompose(t);
  const scale = Math.abs(n.scaleX - n.scaleY) < 1e-6 ? `scale ${n.scaleX.toFixed(3)}` : `scale ${n.scaleX.toFixed(3)} × ${n.scaleY.toFixed(3)}`;
  return `${scale}, rotation ${n.rotation.toFixed(2)}°`;
}
