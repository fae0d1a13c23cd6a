import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });

/**
 * Umpire rulings: commands the umpire may always give, whatever the Phase,
 * because an umpired game needs a way to set the table right (Case 2.0: the
 * umpire keeps the hidden map). The rule-checked task commands of Sections
 * 5–15 join this union as the engine grows.
 */
export const commandSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('umpire/place-man'),
    manId: z.string().min(1),
    square: squareSchema,
    posture: z.enum(['erect', 'prone']).optional(),
  }),
  z.object({
    type: z.literal('umpire/record-observation'),
    observerId: z.string().min(1),
    targetId: z.string().min(1),
  }),
  z.object({
    type: z.literal('umpire/lose-sight'),
    observerId: z.string().min(1),
    targetId: z.string().min(1),
  }),
]);

export type Command = z.infer<typeof commandSchema>;
