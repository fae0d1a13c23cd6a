/**
 * The contract as the renderer's Commando screens read it: the generic
 * results typed with Commando's commands, events and views, Commando's new
 * game options and its side windows' set-up actions. The host and the
 * transports never import this file (they know only the generic contract);
 * the app parses a Commando game's options with `commandoNewGameSchema`.
 */
import { z } from 'zod';
import type { Command } from '../rulesets/commando/model/commands';
import type { GameEvent } from '../rulesets/commando/model/events';
import { mineAllotmentSchema } from '../rulesets/commando/rules/mines-model';
import type { CommandoPlayerAction, CommandoPlayerParams } from '../rulesets/commando/side-commands';
import type { PlayerView, UmpireView } from '../rulesets/commando/view/view';
import type * as host from './host-results';
import type { PlayerMethod } from './player-api';
import type * as results from './results';
import type * as session from './session';
import { idParam, type UmpireMethod, type UmpireParams as GenericUmpireParams } from './umpire-api';

/** A Commando game's set-up choices (the `newGame` method's parameters). */
export const commandoNewGameSchema = z
  .object({
    scenarioId: idParam,
    /** Case 9.4: each man's endurance the printed standard value, or rolled. */
    endurance: z.enum(['standard', 'rolled']).default('standard'),
    /** Optional Rules chosen for this game besides the necessary ones: Sections 17–36, written "21", "35". */
    optionalRules: z.array(z.string().regex(/^\d{2}$/, 'an Optional Rule is written as its Section, such as "21"')).max(20).default([]),
    diceMode: z.enum(['seeded', 'physical']).default('seeded'),
    /** Section 22.0 Procedure: how many mines of each type each side may lay (with Optional Rule "22"). */
    mines: z.array(mineAllotmentSchema).max(16).optional(),
  })
  .strict();
export type NewGameInput = z.infer<typeof commandoNewGameSchema>;

export type UmpireParams<M extends UmpireMethod> = M extends 'newGame' ? NewGameInput : M extends 'command' ? { command: Command } : GenericUmpireParams<M>;
export type PlayerParams<M extends PlayerMethod> = M extends CommandoPlayerAction ? CommandoPlayerParams<M> : M extends 'getView' ? { manId?: string | undefined } : never;

export type UmpireResults = results.UmpireResults<UmpireView, PlayerView, Command, GameEvent>;
export type PlayerResults = results.PlayerResults<PlayerView>;
export type ScreenResults = results.ScreenResults<PlayerView>;
export type UmpirePush = results.UmpirePush<UmpireView>;
export type PlayerPush = results.PlayerPush<PlayerView>;
export type ScreenPush = session.ScreenPush<PlayerView>;
export type PendingDiceInfo = host.PendingDiceInfo<Command>;
export type ReplayFrame = host.ReplayFrame<UmpireView | PlayerView>;
export type AuditEvent = host.AuditEvent<GameEvent>;
export type AuditReport = host.AuditReport<GameEvent>;
