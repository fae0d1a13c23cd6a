import { z } from 'zod';

/**
 * A side's API and the shared screen's. A player connection can reach
 * nothing of the umpire's. Besides its view, a side's window has the actions
 * its ruleset gives it (`Ruleset.playerActions`: Commando's set-up, Case 38.4
 * and Section 22.0); the transport carries them by name and the host parses
 * their parameters with the ruleset's schemas. The names are listed here
 * because a preload may reach only listed channels (channels.ts).
 */
const rulesetAction = z.unknown();

export const playerApi = {
  /** `manId` narrows the window to what one of the side's own men observes. */
  getView: z.object({ manId: z.string().min(1).optional() }).strict(),
  /** Commando, Case 38.4: the side sets up one of its own men during set-up. */
  deploy: rulesetAction,
  /** Commando, Section 22.0: the side lays one of its own mines in secret during set-up. */
  placeMine: rulesetAction,
  /** Commando, Section 22.0: the side lifts one of its own mines during set-up. */
  removeMine: rulesetAction,
  /** Commando, issue 15: an order in play for the side's own men or an answer to its own prompt. */
  order: rulesetAction,
  /** The modern skirmish rules, issue 19: the side's written orders for the bound, secret until both sides are done (seed line 3). */
  submitOrders: rulesetAction,
  /** Issue 15: the side's own orders waiting for the umpire, and the reasons its refused ones were refused. */
  myOrders: z.object({}).strict(),
  /** Issue 15, ruling SO15: the face of the side's own die its window asks for (a d10's printed 0 may be typed as 0). */
  rollMyDie: z.object({ face: z.number().int().min(0).max(20) }).strict(),
} as const;

export type PlayerMethod = keyof typeof playerApi;
export type PlayerParams<M extends PlayerMethod> = z.infer<(typeof playerApi)[M]>;

/** The shared screen's API: what it shows now, and nothing else (its token opens no other API). */
export const screenApi = {
  getScreen: z.object({}).strict(),
} as const;
export type ScreenMethod = keyof typeof screenApi;

export function parsePlayerParams<M extends PlayerMethod>(method: M, params: unknown): PlayerParams<M> {
  return playerApi[method].parse(params ?? {}) as PlayerParams<M>;
}

export function isPlayerMethod(name: string): name is PlayerMethod {
  return Object.prototype.hasOwnProperty.call(playerApi, name);
}

export function parseScreenParams<M extends ScreenMethod>(method: M, params: unknown): z.infer<(typeof screenApi)[M]> {
  return screenApi[method].parse(params ?? {});
}

export function isScreenMethod(name: string): name is ScreenMethod {
  return Object.prototype.hasOwnProperty.call(screenApi, name);
}
