import type { Square } from '@shared/map/map-model';

/**
 * Where the men's markers and labels go, so no two labels overlap (pure: no
 * canvas). Men sharing a square collapse into one stack drawn with a count;
 * clicking it opens a list of the men (the stack viewer). Each label then
 * takes the first of its candidate places (below, above, right, left of its
 * marker) that overlaps no label already placed and no other marker; a label
 * with no free place is left off (the man is still drawn, and named in the
 * stack viewer or the roster). Labels are placed in a fixed order — the
 * selected man first, then by square — so they do not jump about.
 */
export interface Placeable {
  readonly id: string;
  readonly square: Square;
}

export interface Stack<T extends Placeable> {
  /** `stack:CCRR` for a crowded square, else the man's own id. */
  readonly key: string;
  readonly square: Square;
  readonly members: readonly T[];
}

/** Markers grouped by square, in first-seen order; a square with several men is one stack. */
export function groupBySquare<T extends Placeable>(markers: readonly T[]): Stack<T>[] {
  const bySquare = new Map<string, T[]>();
  for (const m of markers) {
    const k = `${m.square.col},${m.square.row}`;
    const list = bySquare.get(k);
    if (list) list.push(m);
    else bySquare.set(k, [m]);
  }
  return [...bySquare.values()].map((members) => {
    const first = members[0]!;
    const sq = first.square;
    return { key: members.length > 1 ? `stack:${String(sq.col).padStart(2, '0')}${String(sq.row).padStart(2, '0')}` : first.id, square: sq, members };
  });
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export type LabelPlace = 'below' | 'above' | 'right' | 'left';

export interface LabelRequest {
  readonly key: string;
  /** The marker's centre, in the same units as the sizes. */
  readonly centre: { readonly x: number; readonly y: number };
  /** The marker's radius. */
  readonly radius: number;
  readonly width: number;
  readonly height: number;
}

export interface PlacedLabel {
  readonly key: string;
  readonly place: LabelPlace;
  readonly box: Box;
}

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The label's box at one of its places around the marker. */
export function labelBox(r: LabelRequest, place: LabelPlace): Box {
  const { x, y } = r.centre;
  switch (place) {
    case 'below':
      return { x: x - r.width / 2, y: y + r.radius, width: r.width, height: r.height };
    case 'above':
      return { x: x - r.width / 2, y: y - r.radius - r.height, width: r.width, height: r.height };
    case 'right':
      return { x: x + r.radius, y: y - r.height / 2, width: r.width, height: r.height };
    case 'left':
      return { x: x - r.radius - r.width, y: y - r.height / 2, width: r.width, height: r.height };
  }
}

const PLACES: readonly LabelPlace[] = ['below', 'above', 'right', 'left'];

/**
 * Places labels in the order given: each at its first place that overlaps no
 * label already placed and no marker but its own. Those with no free place
 * are not in the answer.
 */
export function placeLabels(requests: readonly LabelRequest[]): PlacedLabel[] {
  const markers = requests.map((r) => ({ key: r.key, box: { x: r.centre.x - r.radius, y: r.centre.y - r.radius, width: 2 * r.radius, height: 2 * r.radius } }));
  const placed: PlacedLabel[] = [];
  for (const r of requests) {
    for (const place of PLACES) {
      const box = labelBox(r, place);
      if (placed.some((p) => overlaps(p.box, box))) continue;
      if (markers.some((m) => m.key !== r.key && overlaps(m.box, box))) continue;
      placed.push({ key: r.key, place, box });
      break;
    }
  }
  return placed;
}
