/**
 * The umpire's mines and traps (seed lines 155–200, ruling SK17, SK24): an
 * area of the table with its density (the D10 chance a unit moving in it meets
 * something, line 161) and the stack of cards he prepared ("a previously
 * prepared card is consulted to see what, if anything, there is"). Hidden: a
 * side sees an area only when its side laid it or one of its men found it.
 */
import { z } from 'zod';
import { insideIntervals, polygonCrossings, polygonFault } from '../rules/geometry';
import type { Point } from '../rules/table-types';
import { MINE_DENSITIES, TRAP_EFFECTS, TRIGGERS } from '../tables/mines';
import { DETECTION_ROWS, DETECTION_TERRAIN } from '../tables/trap-detection';

const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

export const mineCardSchema = z.strictObject({
  label: z.string().min(1).max(80),
  /** null: a blank card — nothing there ("if anything", line 161). */
  contents: z
    .strictObject({
      detection: z.enum(DETECTION_ROWS),
      trigger: z.union([z.enum(TRIGGERS), z.strictObject({ fieldNeed: z.number().int().min(5).max(9) })]),
      /** A trap or mine of lines 182–192; a claymore or a weapon (line 199) is the umpire's to play. */
      effect: z.union([z.enum(TRAP_EFFECTS), z.literal('claymore'), z.literal('weapon')]),
    })
    .nullable(),
});

export const mineAreaSchema = z
  .strictObject({
    id: z.string().min(1),
    polygon: z.array(point).min(3, 'a mine area has three corners or more'),
    density: z.enum(MINE_DENSITIES),
    terrain: z.enum(DETECTION_TERRAIN),
    cards: z.array(mineCardSchema).min(1, 'a mine area needs its prepared cards (seed line 161)').max(50),
    /** The side that laid it (it knows where); absent: the umpire's own traps. */
    laidBy: z.string().min(1).optional(),
  })
  .superRefine((a, ctx) => {
    const fault = polygonFault(a.polygon);
    if (fault) ctx.addIssue({ code: 'custom', message: `mine area "${a.id}": ${fault}`, path: ['polygon'] });
  });
export type MineArea = z.output<typeof mineAreaSchema>;

/** A mine area in play: how many of its cards are turned, and the sides whose men found it. */
export interface MinesInPlay {
  readonly area: MineArea;
  readonly turned: number;
  readonly knownTo: readonly string[];
}

/** Table inches of a walked path (its corners, start first) inside the polygon. */
export function inchesInside(path: readonly Point[], polygon: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1]!;
    const b = path[i]!;
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    for (const [t0, t1] of insideIntervals(a, b, polygon, polygonCrossings(a, b, polygon))) total += (t1 - t0) * len;
  }
  return total;
}
