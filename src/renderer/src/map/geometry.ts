import type { Direction, MapEdge, SideRef, Square } from '@shared/map/map-model';

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

/** How far the wheel, the buttons, the keys and two fingers may zoom. */
export const ZOOM_LIMITS: { readonly min: number; readonly max: number } = { min: 0.25, max: 6 };

/** Zoom about the pointer: the map point under the pointer stays under it. */
export function zoomAbout(viewport: Viewport, pointer: { x: number; y: number }, factor: number, limits = ZOOM_LIMITS): Viewport {
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

/** A stage (screen) point in map pixels, the space `squareOrigin` uses. */
export function toMapPoint(viewport: Viewport, point: { x: number; y: number }): { x: number; y: number } {
  return { x: (point.x - viewport.x) / viewport.scale, y: (point.y - viewport.y) / viewport.scale };
}

/** The square under a map-pixel point, or undefined off the map. */
export function squareAtMapPoint(point: { x: number; y: number }, size: { width: number; height: number }): Square | undefined {
  const col = Math.floor((point.x - MARGIN_PX) / SQUARE_PX) + 1;
  const row = Math.floor((point.y - MARGIN_PX) / SQUARE_PX) + 1;
  if (col < 1 || row < 1 || col > size.width || row > size.height) return undefined;
  return { col, row };
}

/**
 * The square side nearest a map-pixel point (line terrain, Cases 7.35, 8.41),
 * or undefined off the map. Sides between two squares are named as the stored
 * form names them (the `n` or `w` side of a square: `sideKey`); the map's own
 * east and south edges are named from the edge square (`e`, `s`). On a tie
 * (a square's corner or centre) north beats south beats west beats east.
 */
export function sideAtMapPoint(point: { x: number; y: number }, size: { width: number; height: number }): SideRef | undefined {
  const sq = squareAtMapPoint(point, size);
  if (!sq) return undefined;
  const fx = (point.x - MARGIN_PX) / SQUARE_PX - (sq.col - 1);
  const fy = (point.y - MARGIN_PX) / SQUARE_PX - (sq.row - 1);
  const candidates: [Direction, number][] = [
    ['n', fy],
    ['s', 1 - fy],
    ['w', fx],
    ['e', 1 - fx],
  ];
  let best = candidates[0]!;
  for (const c of candidates) if (c[1] < best[1]) best = c;
  const dir = best[0];
  if (dir === 's' && sq.row < size.height) return { col: sq.col, row: sq.row + 1, dir: 'n' };
  if (dir === 'e' && sq.col < size.width) return { col: sq.col + 1, row: sq.row, dir: 'w' };
  return { col: sq.col, row: sq.row, dir };
}

/** The square side nearest a stage point (see `sideAtMapPoint`). */
export function sideAt(viewport: Viewport, point: { x: number; y: number }, size: { width: number; height: number }): SideRef | undefined {
  return sideAtMapPoint(toMapPoint(viewport, point), size);
}

/** The two end points of a side, in map pixels. */
export function sideEnds(side: SideRef): [{ x: number; y: number }, { x: number; y: number }] {
  const o = squareOrigin(side);
  switch (side.dir) {
    case 'n':
      return [o, { x: o.x + SQUARE_PX, y: o.y }];
    case 's':
      return [{ x: o.x, y: o.y + SQUARE_PX }, { x: o.x + SQUARE_PX, y: o.y + SQUARE_PX }];
    case 'w':
      return [o, { x: o.x, y: o.y + SQUARE_PX }];
    case 'e':
      return [{ x: o.x + SQUARE_PX, y: o.y }, { x: o.x + SQUARE_PX, y: o.y + SQUARE_PX }];
  }
}

/** The map edge (Case 38.5) nearest a map-pixel point. */
export function nearestEdge(point: { x: number; y: number }, size: { width: number; height: number }): MapEdge {
  const w = size.width * SQUARE_PX;
  const h = size.height * SQUARE_PX;
  const x = point.x - MARGIN_PX;
  const y = point.y - MARGIN_PX;
  // Distances scaled by the map's sides so a tall map's diagonals split the corners fairly.
  const d: [MapEdge, number][] = [
    ['north', y / h],
    ['south', (h - y) / h],
    ['west', x / w],
    ['east', (w - x) / w],
  ];
  let best = d[0]!;
  for (const c of d) if (c[1] < best[1]) best = c;
  return best[0];
}

/** A viewport that puts a square's centre in the middle of a box, at the given scale. */
export function centreOn(sq: Square, box: { width: number; height: number }, scale: number): Viewport {
  const c = squareCentre(sq);
  return { scale, x: box.width / 2 - c.x * scale, y: box.height / 2 - c.y * scale };
}

/**
 * The map fitted to its box on open and on resize: it fills the box (no side
 * margins) along the axis that leaves the larger squares, so a tall 40×64
 * Commando map in a landscape window fills the window's width and pans up and
 * down, instead of shrinking to a narrow column of 10-pixel squares. The view
 * starts at the top (the map's north edge) and is centred across whichever
 * axis is not filled.
 */
export function fillViewport(size: { width: number; height: number }, box: { width: number; height: number }, limits = ZOOM_LIMITS): Viewport {
  const w = size.width * SQUARE_PX + 2 * MARGIN_PX;
  const h = size.height * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.min(limits.max, Math.max(limits.min, box.width / w, box.height / h));
  // Centred across the axis it fills (or, overflowing, cropped evenly); from the north edge down the other.
  const x = (box.width - w * scale) / 2;
  const y = h * scale <= box.height ? (box.height - h * scale) / 2 : 0;
  return { scale, x, y };
}

/** The on-screen size of one square at a viewport, in pixels. */
export function squarePixels(viewport: Viewport): number {
  return SQUARE_PX * viewport.scale;
}

/** A viewport moved by a number of screen pixels (keyboard pan). */
export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, x: viewport.x + dx, y: viewport.y + dy };
}

/** Zoom about the box's centre (the + and − buttons and keys). */
export function zoomCentre(viewport: Viewport, box: { width: number; height: number }, factor: number): Viewport {
  return zoomAbout(viewport, { x: box.width / 2, y: box.height / 2 }, factor);
}
