import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Section 35.0 Climbing (engine/climb-command.ts). */
export const climbingCommands = [
  /**
   * The acting man climbs: `tree` up a tree of his woods or forest square (Case 35.11); `ladder` up the ladder or
   * stairway of his building square to its roof (Case 35.21); `hooks` with hooks and ropes onto the roof of `square`,
   * an adjacent building square (Case 35.24).
   */
  z.object({ type: z.literal('task/climb'), manId: id, how: z.enum(['tree', 'ladder', 'hooks']), square: squareSchema.optional() }),
  /**
   * The acting man comes down: `drop` from his tree (Case 35.16); `ladder` down the ladder or stairway (Case 35.21);
   * `jump` off the roof to `square`, adjacent and outside the building (Case 35.23).
   */
  z.object({ type: z.literal('task/climb-down'), manId: id, how: z.enum(['drop', 'ladder', 'jump']), square: squareSchema.optional() }),
  /** Case 35.24 (ruling CL3): in set-up a man of a side is given hooks and ropes. */
  z.object({ type: z.literal('setup/issue-hooks'), manId: id }),
] as const;
