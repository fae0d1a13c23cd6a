/** A side's written orders for a bound (docs/rulings/skirmish-bound.md, step Orders). */
import { z } from 'zod';
import { POSTURES } from '../tables/features';
import { ORDER_ACTIONS } from '../tables/orders';
import { TARGET_MOVES } from '../tables/spotting';

const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

export const figureOrderSchema = z.strictObject({
  figureId: z.string().min(1),
  mode: z.enum(TARGET_MOVES),
  /** The corners of his move after his start, in table inches; empty when still. */
  path: z.array(point).max(20, 'a path has 20 corners or fewer').default([]),
  /** A man who stays still may change posture (house). */
  posture: z.enum(POSTURES).optional(),
});
export type FigureOrder = z.output<typeof figureOrderSchema>;

export const unitOrderSchema = z.strictObject({
  unitId: z.string().min(1),
  action: z.enum(ORDER_ACTIONS),
  figures: z.array(figureOrderSchema).default([]),
  /** Free words for the umpire: the target of fire, the objective. */
  note: z.string().max(500).optional(),
});
export type UnitOrder = z.output<typeof unitOrderSchema>;
