import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Section 19.0 Horses and Camels (engine/mount-command.ts). */
export const mountCommands = [
  /** Cases 19.11, 19.22 (Case 42.42: the Arabs' hobbled camels and mule): in set-up a side places an allotted mount beside one of its men; its Endurance is rolled. */
  z.object({ type: z.literal('setup/place-mount'), side: id, square: squareSchema, kind: z.enum(['horse', 'camel', 'mule']) }),
  /** Cases 19.22–19.24: the active man mounts a riderless mount in his square (both pay). */
  z.object({ type: z.literal('task/mount'), manId: id, mountId: id }),
  /** Cases 19.22, 19.23, 19.67: the active rider dismounts (both pay) and holds the reins. */
  z.object({ type: z.literal('task/dismount'), manId: id }),
  /** Case 19.66: the active man hobbles (or unhobbles) a riderless camel in his square. */
  z.object({ type: z.literal('task/hobble'), manId: id, mountId: id, hobble: z.boolean() }),
  /** Case 19.67: the active man, in another Friendly man's square, passes him a mount's reins. */
  z.object({ type: z.literal('task/pass-reins'), manId: id, mountId: id, toManId: id }),
  /** Case 19.67: the active man hitches the mount whose reins he holds to a building corner (or unhitches one and takes its reins). */
  z.object({ type: z.literal('task/hitch'), manId: id, mountId: id, hitch: z.boolean() }),
] as const;
