import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * A number of hits as the seed prints it in a "Hits" column (seed lines
 * 92–111, 182–198, 202, 261): "D6", "2D6-1", "1/2D6", "1/2D6-1", "3D6-2",
 * "D6+1", a flat "1", or "5+" (one hit on a D6 of 5 or more).
 */
export type HitsDice =
  | { readonly kind: 'dice'; readonly dice: number; readonly half: boolean; readonly plus: number }
  | { readonly kind: 'flat'; readonly hits: number }
  | { readonly kind: 'one-on'; readonly need: number };

/** Reads a printed hits figure; throws naming the text when it is not one of the printed shapes. */
export function parseHits(text: string): HitsDice {
  const on = /^(\d)\+$/.exec(text);
  if (on) return { kind: 'one-on', need: Number(on[1]) };
  if (/^\d+$/.test(text)) return { kind: 'flat', hits: Number(text) };
  const m = /^(1\/2)?(\d?)D6([+-]\d+)?$/.exec(text.replace(/ /g, ''));
  if (!m || (m[1] && m[2])) throw new RangeError(`hits "${text}": not a printed hits figure (D6, 2D6-1, 1/2D6, 5+, 1)`);
  return { kind: 'dice', dice: m[1] ? 1 : Number(m[2] || 1), half: Boolean(m[1]), plus: Number(m[3] ?? 0) };
}

/** "1/2D6" is half a D6, rounded up: 1–3 (house). */
export const HALF_D6_ROUNDING: Sourced<'up'> = house(
  'up',
  seedLine(93, 'Hits 1/2D6'),
  'the seed prints 1/2D6 beside D6 and D6-1 without saying how to halve; rounding up keeps every roll at least one hit, as a D3',
);

/** "2D-1" (seed line 261, LAW's) is read as 2D6-1 (house): every other hits figure names its D6. */
export const GARBLED_2D: Sourced<'2D6-1'> = house('2D6-1', seedLine(261, 'Penetration, LAW\'s Hits 2D-1'), 'every other hits figure of the seed is in D6s; the "6" is lost in the flattening');

/** Hits from a blast (or other "Rad. Hits" figure) never go below none (house). */
export const HITS_FLOOR: Sourced<number> = house(0, seedLine(113, '(DM\'s): to No hits'), 'a DM may take the roll below nothing; a negative number of hits is no hits');

/** "HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS. MAXIMUM OF 4/FIGURE." (seed lines 121, 199, 203). */
export const HITS_PER_FIGURE_MAX: Sourced<number> = printed(4, seedLine(121, 'HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS. MAXIMUM OF 4/FIGURE'));
export const HITS_SHARED_EQUALLY: Sourced<'equal-shares'> = printed('equal-shares', seedLine(121, 'HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS'));

/**
 * Hits that do not divide equally go one each to the figures nearest the
 * burst, nearest first (house, ruling SK13); hits beyond 4 a figure are lost.
 */
export const HITS_REMAINDER: Sourced<'nearest-first'> = house(
  'nearest-first',
  seedLine(121, 'HITS ARE SHARED EQUALLY BETWEEN THOSE WITHIN RADIUS'),
  'the seed does not say where the odd hits fall; the men nearest the burst are the likeliest to be hit, and a figure farther out then never takes more hits than a nearer one',
);
/** A figure exactly on the radius is within it (house). */
export const RADIUS_INCLUSIVE: Sourced<'inclusive'> = house('inclusive', seedLine(121, 'THOSE WITHIN RADIUS'), 'measured to the figure’s centre; on the line counts, as a range on the line counts in every range band of the seed');
