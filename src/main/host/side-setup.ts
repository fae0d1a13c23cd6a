import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Square } from '@shared/map/map-model';
import type { MineType } from '@shared/rulesets/commando/rules/mines-model';
import type { Compass } from '@shared/rulesets/commando/tables/grenade-accuracy';
import { SETUP_PHASE } from '@shared/rulesets/commando/engine/setup-commands';
import { ForbiddenError } from './host-errors';

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
export function assertInSetup(state: GameState, message: string): void {
  const sc = state.scenario;
  if (!sc || sc.started || state.phase !== SETUP_PHASE) throw new ForbiddenError(message);
}

/** Set-up rolls no dice; a side's command that asked for one would be refused, never rolled on the umpire's dice. */
export const NO_DICE: DiceSource = {
  mode: 'seeded',
  roll(request) {
    throw new ForbiddenError(`${request.purpose}: a side's window rolls no dice; ask the umpire.`);
  },
};
