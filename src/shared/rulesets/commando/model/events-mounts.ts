import type { Breakdown } from '../../../kernel/breakdown';
import type { Square } from '../../../map/map-model';
import type { EventBase } from './event-base';
import type { ManState } from './state';
import type { PreparedGrenade } from '../rules/grenades';
import type { Armament } from '../rules/weapons';
import type { Compass } from '../tables/grenade-accuracy';

/** Section 19.0 Horses and Camels (engine/mount-command.ts). Umpire-only; a side learns through its view. */
export type MountEvent =
  /** Cases 19.11, 42.42: a mount placed in set-up, its Endurance rolled (the figure as it enters `state.men`). */
  | (EventBase & { readonly type: 'mount-placed'; readonly mount: ManState; readonly square: Square; readonly endurance: number; readonly caseRef: string })
  /** Cases 19.22–19.23: a man mounted (his Task Points and the mount's). */
  | (EventBase & { readonly type: 'man-mounted'; readonly manId: string; readonly mountId: string; readonly cost: Breakdown; readonly mountCost: number; readonly caseRef: string })
  /** Cases 19.22, 19.67: a man dismounted; he holds the reins. */
  | (EventBase & { readonly type: 'man-dismounted'; readonly manId: string; readonly mountId: string; readonly cost: Breakdown; readonly mountCost: number; readonly caseRef: string })
  /** Case 19.66: a camel hobbled or unhobbled. */
  | (EventBase & { readonly type: 'mount-hobbled'; readonly manId: string; readonly mountId: string; readonly hobbled: boolean; readonly cost: Breakdown; readonly caseRef: string })
  /** Cases 19.64, 19.65, 19.68 (Case 42.43 for the mule): a mount panicked — it holds still, runs or falls; held reins are let go, a hitch comes loose if it runs. */
  /** Cases 19.45, 19.55 (a ridden mount down), 19.53 (1D6 after Wound Points from fire: on a 6 it falls) and 20.15 (at wire it did not know: `roll` its 1D10); the rider is dismounted. */
  | (EventBase & { readonly type: 'mount-fell'; readonly mountId: string; readonly riderId?: string; readonly cause: 'down' | 'fire' | 'wire'; readonly fell: boolean; readonly roll?: number; readonly riderWounds?: number; readonly caseRef: string })
  /** Case 19.67: a man passed a mount's reins to another man in his square. */
  | (EventBase & { readonly type: 'reins-passed'; readonly manId: string; readonly toManId: string; readonly mountId: string; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 19.67: a mount hitched to a building corner, or unhitched (the man then holds its reins). */
  | (EventBase & { readonly type: 'mount-hitched'; readonly manId: string; readonly mountId: string; readonly hitched: boolean; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 20.15: a mount fallen at the wire stands by itself in the following Task Execution Phase, suffering 1D6 (`roll`); unless they put it out of action (then `stood` is false). */
  | (EventBase & { readonly type: 'mount-stood-at-wire'; readonly mountId: string; readonly roll: number; readonly stood: boolean; readonly caseRef: string })
  /** Case 19.34: the rider let his prepared grenade fall as his mount galloped through `square`; 1D10 `roll` (1–8: one square in the Scatter Diagram's `direction`). */
  | (EventBase & { readonly type: 'grenade-dropped'; readonly riderId: string; readonly mountId: string; readonly grenade: PreparedGrenade; readonly square: Square; readonly roll: number; readonly direction?: Compass; readonly landing: Square; readonly armament: Armament; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 19.34: a dropped grenade goes off at the conclusion of the mount's movement (its men's wounds follow as `man-wounded`). */
  | (EventBase & { readonly type: 'dropped-grenade-exploded'; readonly riderId: string; readonly mountId: string; readonly grenade: PreparedGrenade; readonly landing: Square; readonly blast?: { readonly code: string; readonly killChance: Breakdown; readonly men: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean; readonly reason: string }[] }; readonly summary: readonly string[]; readonly caseRef: string })
  | (EventBase & { readonly type: 'mount-panicked'; readonly mountId: string; readonly result: 'hold' | 'move' | 'fall-prone'; readonly automatic: boolean; readonly letGo?: string; readonly caseRef: string });

export const MOUNT_EVENT_TYPES = ['mount-placed', 'man-mounted', 'man-dismounted', 'mount-hobbled', 'mount-panicked', 'mount-fell', 'reins-passed', 'mount-hitched', 'mount-stood-at-wire', 'grenade-dropped', 'dropped-grenade-exploded'] as const;
