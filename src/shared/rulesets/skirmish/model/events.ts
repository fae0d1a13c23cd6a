/** The events of a skirmish game: dice and breakdowns are written in; replay never rolls. */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { SmokeCloud } from '../rules/table-types';
import type { BoundStep } from '../tables/bound';
import type { Posture } from '../tables/features';
import type { TargetMove } from '../tables/spotting';
import type { Resolution } from './commands';
import type { UnitOrder } from './orders';
import { ORDNANCE_EVENT_TYPES, type OrdnanceEvent } from './ordnance-events';
import { TERRAIN_EVENT_TYPES, type TerrainEvent } from './terrain-events';
import { ARTILLERY_EVENT_TYPES, type ArtilleryEvent } from './artillery-events';
import { WIRED_EVENT_TYPES, type WiredEvent } from './wired-events';
import { AIR_EVENT_TYPES, type AirEvent } from './air-events';

export interface FigureMove {
  readonly figureId: string;
  readonly mode: TargetMove;
  readonly path: readonly { readonly x: number; readonly y: number }[];
  readonly to: { readonly x: number; readonly y: number };
  readonly posture: Posture;
  /** Open inches spent and the allowance, with the breakdown of the move. */
  readonly cost: number;
  readonly allowance: number;
  /** Why he stayed, when his order was to move: his unit failed its reaction. */
  readonly held?: string;
}

export type SkirmishEvent =
  | { readonly type: 'orders/submitted'; readonly side: string; readonly bound: number; readonly orders: readonly UnitOrder[] }
  | { readonly type: 'orders/revealed'; readonly bound: number }
  | { readonly type: 'bound/stepped'; readonly bound: number; readonly to: BoundStep }
  | { readonly type: 'bound/started'; readonly bound: number }
  | { readonly type: 'bound/moved'; readonly bound: number; readonly moves: readonly FigureMove[] }
  | {
      readonly type: 'spot/checked';
      readonly bound: number;
      readonly observerId: string;
      readonly unitId: string;
      readonly side: string;
      /** The truth, for the umpire: the figure checked, or null where nothing is. */
      readonly targetFigureId: string | null;
      readonly at: { readonly x: number; readonly y: number };
      readonly breakdown: Breakdown;
      readonly outcome: 'spotted' | 'something' | 'nothing';
      /** The contact the unit now holds (new or moved), if any. */
      readonly contactId?: string;
      readonly dice?: readonly RecordedDice[];
    }
  | { readonly type: 'umpire/resolved'; readonly bound: number; readonly resolution: Resolution }
  | { readonly type: 'conditions/set'; readonly night: boolean; readonly smoke: readonly SmokeCloud[]; readonly reason: string }
  | WiredEvent
  | OrdnanceEvent
  | TerrainEvent
  | ArtilleryEvent
  | AirEvent;

export const SKIRMISH_EVENT_TYPES = ['orders/submitted', 'orders/revealed', 'bound/stepped', 'bound/started', 'bound/moved', 'spot/checked', 'umpire/resolved', 'conditions/set', ...WIRED_EVENT_TYPES, ...ORDNANCE_EVENT_TYPES, ...TERRAIN_EVENT_TYPES, ...ARTILLERY_EVENT_TYPES, ...AIR_EVENT_TYPES] as const satisfies readonly SkirmishEvent['type'][];
