/**
 * The commands of a skirmish game, parsed with zod at the transport. The
 * steps the rules helper's calculators will play (reaction, fire, damage,
 * close combat, motivation) are for now the umpire's `umpire/resolve`, with
 * the result and the reason entered: a bound can be played through.
 */
import { z } from 'zod';
import { FIGURE_STATES } from './figures';
import { unitOrderSchema } from './orders';

const id = z.string().min(1);
const reason = z.string().trim().min(1, 'say why: the reason is kept in the log');
const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

/** The umpire's discretion on a roll (seed line 24, "+/- Umpires discretion"): an amount and its reason. */
export const discretionSchema = z.strictObject({ amount: z.number().int().min(-6).max(6), reason });

const smokeSchema = z.strictObject({ id, centre: point, radius: z.number().positive().max(60), developed: z.enum(['partial', 'full']) });

export const resolutionSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('reaction'), unitId: id, passed: z.boolean(), reason }),
  z.strictObject({
    step: z.literal('fire'),
    firerIds: z.array(id).min(1),
    result: z.string().min(1),
    reason,
    /** Misfires as the table gave them (line 60): a jam or out of ammunition marks the weapon; O.K. clears it. */
    misfires: z.array(z.strictObject({ figureId: id, result: z.enum(['ok', 'dud', 'out-of-ammo', 'jams']) })).default([]),
  }),
  z.strictObject({ step: z.literal('damage'), figureId: id, result: z.enum(FIGURE_STATES), reason }),
  z.strictObject({
    step: z.literal('close-combat'),
    figureIds: z.array(id).min(1),
    result: z.string().min(1),
    reason,
    states: z.array(z.strictObject({ figureId: id, state: z.enum(FIGURE_STATES) })).default([]),
  }),
  z.strictObject({ step: z.literal('motivation'), unitId: id, change: z.number().int().min(-4).max(4), reason }),
  z.strictObject({ step: z.literal('recovery'), figureId: id, result: z.enum(FIGURE_STATES), reason }),
]);
export type Resolution = z.output<typeof resolutionSchema>;

export const skirmishCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('orders/submit'), side: id, orders: z.array(unitOrderSchema) }),
  z.strictObject({ type: z.literal('bound/advance') }),
  z.strictObject({
    type: z.literal('spot/check'),
    observerId: id,
    /** A figure the umpire checks, or a place where (the umpire knows) nothing is. */
    target: z.union([z.strictObject({ figureId: id }), z.strictObject({ at: point })]),
    discretion: discretionSchema.optional(),
  }),
  z.strictObject({ type: z.literal('umpire/resolve'), resolution: resolutionSchema }),
  z.strictObject({ type: z.literal('umpire/set-conditions'), night: z.boolean(), smoke: z.array(smokeSchema), reason }),
]);
export type SkirmishCommand = z.output<typeof skirmishCommandSchema>;
