import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Compass } from '../tables/grenade-accuracy';
import type { EventBase } from './event-base';
import type { ManState } from './state';

/** Section 32.0 Guard Dogs (engine/dog-command.ts, engine/guard-dogs.ts). Umpire-only; a side learns through its view. */
export type DogEvent =
  /** Case 32.12: before the game begins, the direction the wind blows from (1D10, 9s and 10s re-rolled, with the dice). */
  | (EventBase & { readonly type: 'dog-wind-rolled'; readonly from: Compass; readonly rolls: readonly number[]; readonly caseRef: string })
  /** Case 32.13: the end of a fifth Game-Turn: 1D6, and on 1–2 the wind re-rolled (`from` is the wind after). */
  | (EventBase & { readonly type: 'dog-wind-checked'; readonly change: number; readonly from: Compass; readonly rolls: readonly number[]; readonly caseRef: string })
  /** Case 32.11: a dog placed in set-up within six squares of its handler (the figure as it enters `state.men`). */
  | (EventBase & { readonly type: 'dog-placed'; readonly dog: ManState; readonly square: Square; readonly caseRef: string })
  /** Case 32.14: the Enemy men the dog scents now (after the Bookkeeping Phase's lines, or a move that came within ten squares). */
  | (EventBase & { readonly type: 'dog-scented'; readonly dogId: string; readonly scented: readonly string[]; readonly caseRef: string })
  /** Cases 32.12, 32.16: released (it has scented the Enemy). */
  | (EventBase & { readonly type: 'dog-released'; readonly dogId: string; readonly caseRef: string })
  /** Case 32.34: back within six squares of its handler with no Enemy scented: non-released again. */
  | (EventBase & { readonly type: 'dog-recalled'; readonly dogId: string; readonly caseRef: string })
  /** Case 32.21: the alternate handler blew the whistle this Game-Turn (35 Task Points). */
  | (EventBase & { readonly type: 'dog-whistle-blown'; readonly manId: string; readonly cost: Breakdown; readonly turnsBlown: number; readonly caseRef: string })
  /** Case 32.21: a whistle broken off (he moved, or a Game-Turn passed without it). */
  | (EventBase & { readonly type: 'dog-whistle-stopped'; readonly manId: string; readonly reason: string; readonly caseRef: string })
  /** Case 32.21: at the end of two Game-Turns' whistling he becomes the dogs' handler. */
  | (EventBase & { readonly type: 'dog-handler-changed'; readonly dogIds: readonly string[]; readonly handlerId: string; readonly caseRef: string });

export const DOG_EVENT_TYPES = ['dog-wind-rolled', 'dog-wind-checked', 'dog-placed', 'dog-scented', 'dog-released', 'dog-recalled', 'dog-whistle-blown', 'dog-whistle-stopped', 'dog-handler-changed'] as const;
