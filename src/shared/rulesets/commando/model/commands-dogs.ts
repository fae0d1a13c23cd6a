import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Section 32.0 Guard Dogs (engine/dog-command.ts). */
export const dogCommands = [
  /** Case 32.11: in set-up a side places a dog within six squares of its handler, naming the alternate handler (Case 32.21). */
  z.object({ type: z.literal('setup/place-dog'), side: id, square: squareSchema, handlerId: id, alternateHandlerId: id.optional() }),
  /** Cases 32.12, 32.16: the owning Player releases a dog that has scented the Enemy. */
  z.object({ type: z.literal('dog/release'), dogId: id }),
  /** Case 32.21: the alternate handler blows the dog whistle (35 Task Points, no move this Game-Turn). */
  z.object({ type: z.literal('task/blow-whistle'), manId: id }),
  /** Case 32.23: a dog whose handler is lost and which has scented no Enemy moves as if panicked with a "Move" result. */
  z.object({ type: z.literal('task/dog-panic-move'), manId: id }),
] as const;
