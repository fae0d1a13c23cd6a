import { z } from 'zod';

const id = z.string().min(1);

/** Section 36.0 Underwater Operations (engine/underwater-command.ts). */
export const underwaterCommands = [
  /** Cases 36.21, 50.42 (ruling UW10): in set-up a man is given snorkel or SCUBA gear. */
  z.object({ type: z.literal('setup/issue-diving-gear'), manId: id, kind: z.enum(['snorkel', 'scuba']) }),
  /** Case 36.27: the acting man in diving gear dives (`down`) or rises (`up`) one level, 10 Task Points. */
  z.object({ type: z.literal('task/dive'), manId: id, direction: z.enum(['down', 'up']) }),
  /** Case 36.26: the acting man packs his flippers and mask away, or puts them back on (50 Task Points). */
  z.object({ type: z.literal('task/diving-gear'), manId: id, action: z.enum(['pack', 'don']) }),
  /** Case 36.44: the acting man puts his torn-off mouthpiece back (no Task Points). */
  z.object({ type: z.literal('task/replace-mouthpiece'), manId: id }),
  /** Case 36.56: the acting man spends Task Points reviving an unconscious Friend in his land square. */
  z.object({ type: z.literal('task/revive'), manId: id, targetId: id, taskPoints: z.number().int().min(1).max(150) }),
  /** Case 36.44 (ruling UW11): in the Hand-to-Hand Combat Phase, the umpire rolls a man's tear at a SCUBA opponent's mouthpiece. */
  z.object({ type: z.literal('umpire/tear-mouthpiece'), manId: id, targetId: id }),
  /** Cases 36.61–36.63: the umpire declares high surf (or its end). */
  z.object({ type: z.literal('umpire/high-surf'), on: z.boolean() }),
] as const;
