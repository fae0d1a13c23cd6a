import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { EventBase } from './event-base';

/** Section 35.0 Climbing (engine/climb-command.ts). */
export type ClimbingEvent =
  /**
   * Cases 35.11, 35.21, 35.24: the man is up a tree or on a roof in `square`, `level` above its ground (Cases 7.13, 35.12,
   * 35.25); `prone` when the roof is gabled (Case 35.22).
   */
  | (EventBase & {
      readonly type: 'man-climbed';
      readonly manId: string;
      readonly how: 'tree' | 'ladder' | 'hooks';
      readonly square: Square;
      readonly on: 'tree' | 'roof';
      readonly level: number;
      readonly prone: boolean;
      readonly cost: Breakdown;
      readonly caseRef: string;
    })
  /** Cases 35.16, 35.21, 35.23: the man is back at ground level, in `square`. */
  | (EventBase & { readonly type: 'man-climbed-down'; readonly manId: string; readonly how: 'drop' | 'ladder' | 'jump'; readonly square: Square; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 35.24 (ruling CL3): the man carries hooks and ropes. */
  | (EventBase & { readonly type: 'hooks-issued'; readonly manId: string; readonly caseRef: string });
