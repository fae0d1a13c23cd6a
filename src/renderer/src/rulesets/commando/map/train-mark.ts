/**
 * The train on the maps (Case 42.43): three squares on the rail line, lead
 * first (object-view.ts). Drawn as linked cars with an arrow in the lead
 * square pointing the way it runs.
 */
import type { Square } from '@shared/map/map-model';
import { squareCentre, SQUARE_PX } from '../../../map/geometry';

/** The arrow's size against a square: its half-length, and its half-width against that. */
export const LEAD_ARROW = { reach: 0.3, width: 0.8 } as const;

/**
 * The lead square's arrow: a triangle in map pixels pointing from the second
 * square through the lead, or none for an object of one square.
 */
export function leadArrow(squares: readonly Square[]): number[] | undefined {
  const [lead, next] = squares;
  if (!lead || !next) return undefined;
  const len = Math.hypot(lead.col - next.col, lead.row - next.row) || 1;
  const dx = (lead.col - next.col) / len;
  const dy = (lead.row - next.row) / len;
  const c = squareCentre(lead);
  const r = SQUARE_PX * LEAD_ARROW.reach;
  const w = r * LEAD_ARROW.width;
  const back = { x: c.x - dx * r * 0.6, y: c.y - dy * r * 0.6 };
  return [c.x + dx * r, c.y + dy * r, back.x - dy * w, back.y + dx * w, back.x + dy * w, back.y - dx * w];
}

/** The coupling between cars: centre to centre, lead first. */
export function carLinks(squares: readonly Square[]): number[] {
  return squares.flatMap((s) => {
    const c = squareCentre(s);
    return [c.x, c.y];
  });
}
