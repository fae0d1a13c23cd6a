/**
 * What a side gives from its own window: its secret set-up (Case 38.4, its
 * men; Section 22.0, its mines), and only while the game is in set-up. The
 * host parses the parameters with these schemas, asks `command` for the
 * side's own command and lets `decide` check the Zones and the allotment as
 * for any command. An unknown man (or mine) and an enemy one are refused in
 * the same words, so the answer never tells a side which ids the other has.
 */
import { z } from 'zod';
import type { PlayerActions } from '../../kernel/ruleset';
import { err, ok, type Result } from '../../kernel/result';
import type { Square } from '../../map/map-model';
import type { Command } from './model/commands';
import type { GameState } from './model/state';
import { mineTypeSchema, type MineType } from './rules/mines-model';
import { COMPASS, type Compass } from './tables/grenade-accuracy';
import { SETUP_PHASE } from './engine/setup-commands';
import { authoriseOrder, orderHeld, sideOrderSchema } from './side-orders';
import { describeOrder } from './order-words';

const idParam = z.string().min(1).max(200);
const squareParam = z.object({ col: z.number().int().min(1).max(200), row: z.number().int().min(1).max(200) }).strict();

/** The side window's actions and their parameters (the side is always the window's own, never taken from the request). */
export const commandoPlayerParams = {
  /**
   * Case 38.4 secret deployment: sets up one of the side's own men (with his
   * sentry route, Cases 38.45–38.48). The host builds the `setup/deploy`
   * command itself; a player can give no other command.
   */
  deploy: z.object({ manId: idParam, square: squareParam, sentryRoute: z.array(squareParam).min(2).max(200).optional() }).strict(),
  /**
   * Section 22.0 Procedure: the side notes one of its own mines in secret (a
   * claymore with its facing and detonator or tripwire anchor, Cases
   * 22.31–22.35); the host builds the `setup/place-mine` command.
   */
  placeMine: z
    .object({ mineType: mineTypeSchema, square: squareParam, facing: z.enum(COMPASS).optional(), detonator: squareParam.optional(), tripwireAnchor: squareParam.optional() })
    .strict(),
  /** Section 22.0: the side lifts one of its own mines again. */
  removeMine: z.object({ mineId: idParam }).strict(),
  /** Issue 15: an order in play for its own men, or an answer to its own prompt (side-orders.ts says which). */
  order: z.object({ order: sideOrderSchema }).strict(),
} as const;

export type CommandoPlayerAction = keyof typeof commandoPlayerParams;
export type CommandoPlayerParams<A extends CommandoPlayerAction> = z.infer<(typeof commandoPlayerParams)[A]>;

/** A man set up from a window (Case 38.4), with an optional sentry route (Cases 38.45–38.48). */
export interface DeployInput {
  readonly manId: string;
  readonly square: Square;
  readonly sentryRoute?: readonly Square[] | undefined;
}

/** A mine as a window lays it (Section 22.0); `side` is the umpire's choice, a side's window lays its own. */
export interface MinePlacementInput {
  readonly side?: string | undefined;
  readonly mineType: MineType;
  readonly square: Square;
  readonly facing?: Compass | undefined;
  readonly detonator?: Square | undefined;
  readonly tripwireAnchor?: Square | undefined;
}

export function deployCommand(deploy: DeployInput): Command {
  return { type: 'setup/deploy', manId: deploy.manId, square: deploy.square, ...(deploy.sentryRoute ? { sentryRoute: [...deploy.sentryRoute] } : {}) };
}

export function placeMineCommand(side: string, m: MinePlacementInput): Command {
  return {
    type: 'setup/place-mine',
    side,
    mineType: m.mineType,
    square: m.square,
    ...(m.facing ? { facing: m.facing } : {}),
    ...(m.detonator ? { detonator: m.detonator } : {}),
    ...(m.tripwireAnchor ? { tripwireAnchor: m.tripwireAnchor } : {}),
  };
}

export function removeMineCommand(mineId: string): Command {
  return { type: 'setup/remove-mine', mineId };
}

/** A side's window acts only while the game is in set-up (Case 38.41, Section 22.0). */
function inSetup(state: GameState): boolean {
  const sc = state.scenario;
  return !!sc && !sc.started && state.phase === SETUP_PHASE;
}

function sideCommand(state: GameState, side: string, action: string, params: unknown): Result<Command, string> {
  switch (action) {
    case 'deploy': {
      const p = params as CommandoPlayerParams<'deploy'>;
      if (!inSetup(state)) return err('Set-up is over (Case 38.41): a side deploys its men only before the game starts.');
      if (state.men[p.manId]?.side !== side) return err('A side sets up only its own men (Case 38.4).');
      return ok(deployCommand(p));
    }
    case 'placeMine':
      if (!inSetup(state)) return err('Set-up is over (Section 22.0): a side lays its mines only before the game starts.');
      return ok(placeMineCommand(side, params as CommandoPlayerParams<'placeMine'>));
    case 'removeMine': {
      const { mineId } = params as CommandoPlayerParams<'removeMine'>;
      if (!inSetup(state)) return err('Set-up is over (Section 22.0): a side lifts its mines only before the game starts.');
      if (state.mines?.laid.find((m) => m.id === mineId)?.side !== side) return err('A side lifts only its own mines (Section 22.0).');
      return ok(removeMineCommand(mineId));
    }
    case 'order':
      if (!state.scenario?.started && state.phase === SETUP_PHASE) return err('The game has not started: a side gives orders in play only (set-up has its own tools, Case 38.4).');
      return authoriseOrder(state, side, (params as CommandoPlayerParams<'order'>).order);
    default:
      return err(`A side's window has no action "${action}".`);
  }
}

export const commandoPlayerActions: PlayerActions<GameState, Command> = { params: commandoPlayerParams, command: sideCommand, orders: ['order'], holds: orderHeld, describe: describeOrder };
