import { z } from 'zod';
import { SHELL_ROUNDS } from './artillery-state';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);
const round = z.enum(SHELL_ROUNDS);

/** Section 28.0 Artillery and Mortar Fire (engine/artillery-command.ts, engine/artillery-fire.ts). */
export const artilleryCommands = [
  /** Section 28.0 General Rule, Cases 28.11, 28.21: in set-up the umpire enters what the Players agreed — rounds of planned fire, pieces for called fire. */
  z.object({ type: z.literal('setup/allot-artillery'), side: id, rounds: z.number().int().min(0).max(99), guns: z.number().int().min(0).max(9) }),
  /** Case 28.12: before play a side notes in secret the Game-Turn and square of a planned round (Case 28.4: its kind). */
  z.object({ type: z.literal('setup/plan-artillery'), side: id, turn: z.number().int().min(1), square: squareSchema, round }),
  /** Case 28.12: a planned round taken back before play. */
  z.object({ type: z.literal('setup/unplan-artillery'), planId: id }),
  /** Case 28.22: before play a side gives one of its pieces its target square. */
  z.object({ type: z.literal('setup/target-gun'), gunId: id, square: squareSchema }),
  /** Case 28.23: before play a side designates up to a fourth of its men as forward observers. */
  z.object({ type: z.literal('setup/designate-observer'), manId: id }),
  /** Cases 28.29, 28.31: in the Opportunity Fire Plot Phase a side announces its called fire (each gun's round) and which guns change target. */
  z.object({
    type: z.literal('artillery/announce'),
    side: id,
    fire: z.array(z.object({ gunId: id, round })).max(9),
    retarget: z.array(id).max(9),
  }),
  /** Cases 28.23, 28.26, 28.27: the acting forward observer spends his whole Game-Turn observing for a gun (designating `newTarget` if it changes). */
  z.object({ type: z.literal('task/forward-observe'), manId: id, gunId: id, newTarget: squareSchema.optional() }),
] as const;
