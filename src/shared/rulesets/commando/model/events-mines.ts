import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Mine } from '../rules/mines-model';
import type { EventBase } from './event-base';

/** One man's Wound Points from a mine (Cases 22.1, 22.21, 22.36). */
export interface MineHit {
  readonly manId: string;
  readonly mineId: string;
  readonly woundPoints: number;
  readonly breakdown?: Breakdown;
  /** Case 11.4 (a mine blast is a grenade's): the kill chance fell on him. */
  readonly killed?: boolean;
  /** Case 22.21: 5 or more Wound Points from a bounce mine. */
  readonly severe?: boolean;
  readonly caseRef: string;
}

/** Section 22.0 Mines (engine/mine-command.ts). */
export type MineEvent =
  /** Section 22.0 Procedure: a mine noted in secret before play (id assigned by the engine). */
  | (EventBase & { readonly type: 'mine-placed'; readonly mine: Mine; readonly caseRef: string })
  | (EventBase & { readonly type: 'mine-removed'; readonly mineId: string; readonly caseRef: string })
  /** Cases 22.1, 22.35: a man entered a mined or tripwire square; 1D6, even detonates. */
  | (EventBase & { readonly type: 'mine-triggered'; readonly manId: string; readonly square: Square; readonly mineIds: readonly string[]; readonly how: 'entered' | 'tripwire'; /** Absent: a horse or camel sets it off without a roll (Case 22.12). */ readonly roll?: number; readonly detonated: boolean; readonly caseRef: string })
  /** Cases 22.32, 22.34: a man at the detonator sets off every claymore rigged to it (20 Task Points). */
  | (EventBase & {
      readonly type: 'claymore-fired';
      readonly manId: string;
      readonly mineIds: readonly string[];
      readonly cost: Breakdown;
      /** What is charged now: the cost less what a detonation plot prepaid (Cases 10.76, 22.33; ruling MN11); absent means `cost.final`. */
      readonly taskPointsCharged?: number;
      /** Opportunity detonation (Case 22.33): the prompt answered, the plot spent. */
      readonly opportunity?: { readonly promptId: string };
      readonly caseRef: string;
    })
  /** Cases 22.1, 22.36, 22.37: the mines went off; the hits follow as man-wounded events. */
  | (EventBase & { readonly type: 'mine-detonated'; readonly mineIds: readonly string[]; readonly byManId?: string; readonly turn: number; readonly hits: readonly MineHit[]; readonly caseRef: string });
