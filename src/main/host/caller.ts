import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { ForbiddenError } from './host-errors';

/** Who is asking. The host, not the transport, decides what each caller may do. */
export type Caller = { readonly kind: 'umpire' } | { readonly kind: 'player'; readonly side: string };

/** Who gave a command, in its audit row (a side's order: `{ kind: 'player', side }`, issue 15). */
export const BY_UMPIRE = { by: { kind: 'umpire' } } as const;

/** The umpire may do anything; everything else the host refuses a player. */
export function assertUmpire(caller: Caller, message: string): void {
  if (caller.kind !== 'umpire') throw new ForbiddenError(message);
}

/** Set-up rolls no dice; a side's command that asked for one would be refused, never rolled on the umpire's dice. */
export const NO_DICE: DiceSource = {
  mode: 'seeded',
  roll(request) {
    throw new ForbiddenError(`${request.purpose}: a side's window rolls no dice; ask the umpire.`);
  },
};
