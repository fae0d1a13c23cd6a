import { z } from 'zod';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Section 25.0 Satchel Charges (engine/satchel-command.ts; docs/rulings/satchel-charges.md). */
export const satchelCommands = [
  /** Case 25.11 with the scenario's allotment (Case 45.41): satchel charges given to a man in set-up (ruling SC1). */
  z.object({ type: z.literal('setup/issue-satchel-charges'), manId: id, count: z.number().int().min(1).max(20) }),
  /** Cases 25.11, 25.21–25.23: prepare a satchel charge, its fuse set to explode in Game-Turn `explodeTurn`. */
  z.object({ type: z.literal('task/prepare-satchel'), manId: id, explodeTurn: z.number().int().min(1) }),
  /** Cases 25.12–25.14, 25.31–25.32: throw the prepared satchel charge at a square, or onto the vehicle `ontoVehicleId` in it. */
  z.object({ type: z.literal('task/throw-satchel'), manId: id, target: squareSchema, ontoVehicleId: id.optional() }),
  /** Case 25.15: leave the prepared satchel charge in his square (no Task Points). */
  z.object({ type: z.literal('task/drop-satchel'), manId: id }),
  /** Case 25.31: "pick up weapon" a satchel charge off a vehicle in his square (or lying in it, ruling SC8), to drop or throw it. */
  z.object({ type: z.literal('task/pick-up-satchel'), manId: id, chargeId: id }),
] as const;
