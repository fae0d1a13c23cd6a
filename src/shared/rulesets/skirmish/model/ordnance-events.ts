/**
 * The events of H.E., grenades and flame in the Bound (seed lines 91–131),
 * the umpire's mines and traps (lines 155–200) and radio contact (lines
 * 16–23). Each carries its dice and breakdowns; evolve reads them, never rolls.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { Launcher } from '../tables/infantry-at';
import type { LoadItem } from '../tables/movement';
import type { Ordnance } from '../tables/ordnance-wiring';
import type { MineArea } from './mines';
import type { PendingHit } from './state';

type Point = { readonly x: number; readonly y: number };

export interface HeFiredEvent {
  readonly type: 'he/fired';
  readonly bound: number;
  readonly firerId: string;
  /** The H.E. weapon or flame thrower, or the launcher (ruling SK28). */
  readonly weapon: Ordnance | Launcher;
  readonly round: 'he' | 'other';
  readonly aim: Point;
  /** The roll to get range (lines 92–120). */
  readonly range: Breakdown;
  readonly onTarget: boolean;
  /** The misfire roll a low die called for (lines 126–131). */
  readonly misfire?: { readonly result: string; readonly effect: string; readonly breakdown: Breakdown };
  /** Where a miss went (lines 121–125), when the weapon deviates. */
  readonly deviation?: Breakdown;
  /** Where it burst, or null: a dud, a flame that did not ignite, a miss with no deviation. */
  readonly burst: Point | null;
  /** The number of hits and how they were shared (line 121). */
  readonly hitsRoll?: Breakdown;
  readonly shared: Readonly<Record<string, number>>;
  readonly hits: readonly PendingHit[];
  /** A launcher's miss: where the seed says it does no harm. */
  readonly missed?: string;
  /** The man's own launcher jammed or out of ammunition (line 293). */
  readonly weaponDown?: 'jams' | 'out-of-ammo';
  /** The disposable tube he fired, spent from his loads. */
  readonly spent?: LoadItem;
  readonly dice: readonly RecordedDice[];
}

export interface MinesPlacedEvent {
  readonly type: 'mines/placed';
  readonly bound: number;
  readonly area: MineArea;
  readonly reason: string;
}

export interface MinesWalkedEvent {
  readonly type: 'mines/walked';
  readonly bound: number;
  readonly areaId: string;
  readonly unitId: string;
  /** The encounter roll (line 161). */
  readonly encounter: Breakdown;
  /** The card turned, when the roll met something (line 161). */
  readonly card?: { readonly index: number; readonly label: string; readonly empty: boolean };
  /** Detection rolls of the men who could look (lines 162–174). */
  readonly detection: readonly { readonly figureId: string; readonly breakdown?: Breakdown; readonly why?: string; readonly found: boolean }[];
  readonly detected: boolean;
  /** Who set it off, and the trigger roll (lines 175–179), when not detected. */
  readonly trigger?: { readonly figureId: string; readonly breakdown?: Breakdown; readonly why?: string; readonly fired: boolean };
  readonly hitsRoll?: Breakdown;
  readonly hits: readonly PendingHit[];
  readonly dice: readonly RecordedDice[];
}

export interface RadioRolledEvent {
  readonly type: 'radio/rolled';
  readonly bound: number;
  readonly figureId: string;
  readonly to: string;
  readonly contact: boolean;
  readonly breakdown: Breakdown;
  readonly dice: readonly RecordedDice[];
}

export interface OptionsSetEvent {
  readonly type: 'options/set';
  readonly hitLocation: boolean;
  /** The WWII period switch (seed line 201, ruling SK34); absent in events written before it: unchanged. */
  readonly wwii?: boolean;
  readonly reason: string;
}

export type OrdnanceEvent = HeFiredEvent | MinesPlacedEvent | MinesWalkedEvent | RadioRolledEvent | OptionsSetEvent;

export const ORDNANCE_EVENT_TYPES = ['he/fired', 'mines/placed', 'mines/walked', 'radio/rolled', 'options/set'] as const satisfies readonly OrdnanceEvent['type'][];
