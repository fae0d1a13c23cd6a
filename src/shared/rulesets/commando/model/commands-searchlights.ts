import { z } from 'zod';
import { COMPASS } from '../rules/searchlights';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);

/** Section 33.0 Searchlights (engine/searchlight-command.ts). */
export const searchlightCommands = [
  /** Section 33.0 General Rule, Case 33.11: in set-up a side mounts a searchlight on a building square, facing one of the eight cardinal directions. */
  z.object({ type: z.literal('setup/place-searchlight'), side: id, square: squareSchema, facing: z.enum(COMPASS) }),
  /** Case 33.12 (ruling SL2): in set-up a man of its side, set up beside the searchlight, goes up to its square on the roof as its operator. */
  z.object({ type: z.literal('setup/man-searchlight'), searchlightId: id, manId: id }),
  /** Case 33.14: in the Observation Phase the operator turns the searchlight by up to two cardinal points. */
  z.object({ type: z.literal('searchlight/turn'), searchlightId: id, facing: z.enum(COMPASS) }),
  /** Case 33.31: the acting man, in the searchlight's square on the roof, destroys it (5 Task Points). */
  z.object({ type: z.literal('task/destroy-searchlight'), manId: id, searchlightId: id }),
  /** Case 33.32: the acting man, in an area it lights, shoots at the searchlight with his prepared weapon (or `weaponId`). */
  z.object({ type: z.literal('task/fire-at-searchlight'), manId: id, searchlightId: id, weaponId: id.optional() }),
  /** Case 33.33 (ruling SL9): the umpire destroys a searchlight hit by a rocket, a tank's main gun or an artillery shell, with his reason. */
  z.object({ type: z.literal('umpire/destroy-searchlight'), searchlightId: id, reason: z.string().trim().min(1) }),
] as const;
