/** The event of artillery called over the radio (seed lines 201–222, ruling SK33): its dice and breakdowns; evolve reads them, never rolls. */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { BarrageMinutes, ShellRound } from '../tables/artillery';
import type { FireMission } from './fire-mission';
export type { FireMission } from './fire-mission';
import type { PendingHit } from './state';

type Point = { readonly x: number; readonly y: number };

export interface ArtilleryFiredEvent {
  readonly type: 'artillery/fired';
  readonly bound: number;
  readonly mission: FireMission;
  readonly round: ShellRound;
  readonly fire: 'ranging' | 'barrage';
  /** The ranging roll (line 201), for a ranging round. */
  readonly ranging?: Breakdown;
  /** Minutes and guns, for a barrage (lines 204–222). */
  readonly barrage?: { readonly minutes: BarrageMinutes; readonly guns: 4 | 6; readonly area: { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } };
  readonly onTarget: boolean;
  readonly burst: Point;
  readonly hitsRoll?: Breakdown;
  readonly shared: Readonly<Record<string, number>>;
  readonly hits: readonly PendingHit[];
  readonly dice: readonly RecordedDice[];
}

export type ArtilleryEvent = ArtilleryFiredEvent;
export const ARTILLERY_EVENT_TYPES = ['artillery/fired'] as const satisfies readonly ArtilleryEvent['type'][];
