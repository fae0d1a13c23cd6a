import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/**
 * Umpire rulings: commands the umpire may always give, whatever the Phase,
 * because an umpired game needs a way to set the table right (Case 2.0: the
 * umpire keeps the hidden map).
 */
const umpireRulings = [
  z.object({
    type: z.literal('umpire/place-man'),
    manId: id,
    square: squareSchema,
    posture: z.enum(['erect', 'prone']).optional(),
  }),
  z.object({ type: z.literal('umpire/record-observation'), observerId: id, targetId: id }),
  z.object({ type: z.literal('umpire/lose-sight'), observerId: id, targetId: id }),
  /** Wound Points charged by a ruling (until the fire modules charge them): Cases 9.0–9.3. */
  z.object({
    type: z.literal('umpire/wound-man'),
    manId: id,
    woundPoints: z.number().int().min(1).max(99),
    /** Killed outright on the Kill Percentage Table (Case 10.54). */
    killed: z.boolean().optional(),
    /** Hit by opportunity fire: he loses twice the Wound Points in Task Points (Case 9.31). */
    byOpportunityFire: z.boolean().optional(),
  }),
] as const;

/** The rule-checked commands of Sections 5–8 (Phase sequence, observation, plots, initiative, tasks). */
const sequenceCommands = [
  /** Case 5.1: move on to the next Phase (the umpire gives it when the Phase's work is done). */
  z.object({ type: z.literal('phase/advance') }),
  /** Cases 8.31, 8.73, 8.92: one man tries to observe one enemy man (1D100). */
  z.object({ type: z.literal('observe/attempt'), observerId: id, targetId: id }),
  /** Cases 8.92, 8.95: an observer in a prompt lets the moment pass (or, if forced, defers to a later point). */
  z.object({ type: z.literal('observe/forego'), observerId: id, promptId: id }),
  /** Case 5.1 B, 10.76: secretly plot a man for opportunity fire. */
  z.object({
    type: z.literal('plot/opportunity-fire'),
    manId: id,
    fireTask: z.string().min(1),
    payload: z.record(z.string(), z.unknown()).optional(),
  }),
  /** Case 5.1 B: change one's mind before the plot Phase ends. */
  z.object({ type: z.literal('plot/withdraw'), manId: id }),
  /** Case 6.1: each side rolls 1D10, ties re-rolled. */
  z.object({ type: z.literal('initiative/roll') }),
  /** Cases 5.1 E, 6.21, 14.11: the side to act chooses a man to execute tasks. */
  z.object({ type: z.literal('task/begin'), manId: id }),
  /** Section 7.0: a route, route[0] the man's own square. */
  z.object({ type: z.literal('task/move'), manId: id, route: z.array(squareSchema).min(2).max(200) }),
  /** Chart 5.22, Case 7.6. */
  z.object({ type: z.literal('task/fall-prone'), manId: id }),
  /** Chart 5.22. */
  z.object({ type: z.literal('task/stand'), manId: id }),
  /** Case 6.41/6.43: the man's interval is over. */
  z.object({ type: z.literal('task/end'), manId: id }),
  /** Case 6.41: the side performs no further tasks in this Phase. */
  z.object({ type: z.literal('side/pass'), side: id }),
] as const;

export const commandSchema = z.discriminatedUnion('type', [...umpireRulings, ...sequenceCommands]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
