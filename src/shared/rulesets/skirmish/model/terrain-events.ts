/**
 * Burning terrain (seed lines 225, 230–231; ruling SK29): the fires in the
 * game, and the events that start them, burn men in them, record men trying
 * to put them out and roll their burn-out. Dice and breakdowns are written in;
 * evolve reads them, never rolls.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { PendingHit } from './state';
import type { FireCause, TerrainFire } from './terrain-fire';

export type { FireCause, TerrainFire };

export interface FireStartedEvent {
  readonly type: 'terrain-fire/started';
  readonly bound: number;
  readonly fire: TerrainFire;
  /** The burning ground or the umpire's reason, for the log. */
  readonly reason: string;
}

/** Men in a fire, or who walked through it, in the Movement step: their hits wait for the Damage step. */
export interface FireBurnedEvent {
  readonly type: 'terrain-fire/burned';
  readonly bound: number;
  readonly fireId: string;
  readonly hits: readonly PendingHit[];
}

export interface FireFoughtEvent {
  readonly type: 'terrain-fire/fought';
  readonly bound: number;
  readonly fireId: string;
  readonly figureId: string;
}

export interface FireBurnOutEvent {
  readonly type: 'terrain-fire/burn-out';
  readonly bound: number;
  readonly fireId: string;
  readonly burntOut: boolean;
  readonly breakdown: Breakdown;
  readonly dice: readonly RecordedDice[];
}

export type TerrainEvent = FireStartedEvent | FireBurnedEvent | FireFoughtEvent | FireBurnOutEvent;

export const TERRAIN_EVENT_TYPES = ['terrain-fire/started', 'terrain-fire/burned', 'terrain-fire/fought', 'terrain-fire/burn-out'] as const satisfies readonly TerrainEvent['type'][];
