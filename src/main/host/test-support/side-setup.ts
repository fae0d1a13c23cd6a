import { deployCommand, placeMineCommand, removeMineCommand, type DeployInput, type MinePlacementInput } from '@shared/rulesets/commando/side-commands';
import type { CommandOutcome } from '@shared/contract/host-results';
import { ForbiddenError, HostError, type Caller } from '../game-host';
import type { CommandoHost } from './commando-host';

/**
 * Commando's set-up from a window, as the host's tests give it (the host's
 * own `deploy`, `placeMine` and `removeMine` before it knew no ruleset): the
 * umpire gives the command itself; a side goes through the host's
 * `playerAction`, which Commando's `playerActions` build and check.
 */
export function deploy(host: CommandoHost, caller: Caller, input: DeployInput): CommandOutcome {
  if (caller.kind === 'umpire') return host.command(caller, deployCommand(input));
  return host.playerAction(caller, 'deploy', input);
}

export function placeMine(host: CommandoHost, caller: Caller, mine: MinePlacementInput): CommandOutcome {
  if (caller.kind === 'umpire') {
    if (!mine.side) throw new HostError('Name the side whose mine this is (Section 22.0).');
    return host.command(caller, placeMineCommand(mine.side, mine));
  }
  const { side, ...own } = mine;
  // The side is the window's own, never taken from the request.
  if (side !== undefined && side !== caller.side) throw new ForbiddenError('A side lays only its own mines (Section 22.0).');
  return host.playerAction(caller, 'placeMine', own);
}

export function removeMine(host: CommandoHost, caller: Caller, mineId: string): CommandOutcome {
  if (caller.kind === 'umpire') return host.command(caller, removeMineCommand(mineId));
  return host.playerAction(caller, 'removeMine', { mineId });
}
