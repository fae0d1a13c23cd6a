import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Sections 26.0 Rocket Launchers and 27.0 LAWs (engine/rocket-command.ts, engine/law-command.ts). */
export const antitankCommands = [
  /** Section 26.0 with the scenario's allotment (Cases 46.41, 47.42): a rocket launcher given to a man in set-up; `multiple` is Case 26.41's. */
  z.object({ type: z.literal('setup/issue-rocket-launcher'), manId: id, multiple: z.boolean().optional() }),
  /** Section 26.0 General Rule, Cases 26.41–26.43: fire 1 (or, multiple-fire, up to 4) rockets at one square. */
  z.object({ type: z.literal('task/fire-rocket'), manId: id, target: squareSchema, rockets: z.number().int().min(1).max(4).optional() }),
  /** Cases 26.3, 26.44: reload a shell (50 Task Points), or put 25 into a shared reload of `ownerId`'s launcher from his square. */
  z.object({ type: z.literal('task/reload-rocket'), manId: id, ownerId: id.optional() }),
  /** Section 27.0 General Rule: a LAW given to a man in set-up, besides his other weapons. */
  z.object({ type: z.literal('setup/issue-law'), manId: id }),
  /** Cases 27.11–27.24: fire a LAW at an Enemy vehicle. */
  z.object({ type: z.literal('task/fire-law'), manId: id, vehicleId: id }),
] as const;
