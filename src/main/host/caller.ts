import { ForbiddenError } from './host-errors';

/** Who is asking. The host, not the transport, decides what each caller may do. */
export type Caller = { readonly kind: 'umpire' } | { readonly kind: 'player'; readonly side: string };

/** The umpire may do anything; everything else the host refuses a player. */
export function assertUmpire(caller: Caller, message: string): void {
  if (caller.kind !== 'umpire') throw new ForbiddenError(message);
}
