/** The event of a strafing pass (seed lines 296–315, ruling SK35): its dice and breakdowns; evolve reads them, never rolls. */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { AirCoverColumn, StrafingFlight, StrafingTarget } from '../tables/strafing';
import type { AirPass } from './air-pass';
import type { PendingHit } from './state';
export type { AirPass } from './air-pass';

type Point = { readonly x: number; readonly y: number };

export interface StrafedEvent {
  readonly type: 'air/strafed';
  readonly bound: number;
  readonly pass: AirPass;
  readonly flight: StrafingFlight;
  readonly target: StrafingTarget;
  /** The point on the pass line the umpire aimed at. */
  readonly aim: Point;
  readonly accuracy: Breakdown;
  readonly onTarget: boolean;
  /** A miss deviates as a mortar (lines 300–302, 201). */
  readonly deviation?: Breakdown;
  /** The centre of the area raked, and its corners. */
  readonly centre: Point;
  readonly area: readonly Point[];
  /** Every living man in the area: his cover column and his D6 (absent where the column prints "-"). */
  readonly struck: readonly { readonly figureId: string; readonly column: AirCoverColumn; readonly roll?: Breakdown; readonly hits: number }[];
  readonly hits: readonly PendingHit[];
  readonly reason: string;
  readonly dice: readonly RecordedDice[];
}

export type AirEvent = StrafedEvent;
export const AIR_EVENT_TYPES = ['air/strafed'] as const satisfies readonly AirEvent['type'][];
