import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Armament } from '../rules/weapons';
import type { EventBase } from './event-base';

/** A man a blast or back-blast reached, and what it did (wounds follow as `man-wounded`). */
export interface AntitankCasualty {
  readonly id: string;
  readonly wounds: number;
  readonly killed: boolean;
  readonly reason: string;
}

/** One rocket of a volley (Case 26.42: scatter for each is determined separately). */
export interface RocketShot {
  readonly chance: Breakdown;
  readonly hit: boolean;
  readonly landing: Square;
  readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
  /** Case 26.1: the grenade burst where it lands. */
  readonly blast: { readonly code: string; readonly men: readonly AntitankCasualty[] };
  /** Cases 26.21–26.22: vehicles in the square it lands in (their `vehicle-damaged` events follow). */
  readonly vehicles: readonly string[];
}

/** Sections 26.0 Rocket Launchers and 27.0 LAWs. */
export type AntitankEvent =
  | (EventBase & { readonly type: 'rocket-launcher-issued'; readonly manId: string; readonly multiple: boolean; readonly armament: Armament; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'rocket-fired';
      readonly manId: string;
      readonly target: Square;
      readonly shots: readonly RocketShot[];
      readonly armament: Armament;
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Cases 26.3, 26.44: Task Points put into a reload; `loaded` when a shell went in. */
  | (EventBase & { readonly type: 'rocket-reloaded'; readonly manId: string; readonly ownerId: string; readonly points: number; readonly loaded: boolean; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & { readonly type: 'law-issued'; readonly manId: string; readonly armament: Armament; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'law-fired';
      readonly manId: string;
      readonly vehicleId: string;
      readonly target: Square;
      /** Case 27.21: within 3 squares it never arms. */
      readonly unarmed: boolean;
      readonly chance?: Breakdown;
      readonly hit: boolean;
      readonly landing: Square;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      /** Cases 27.13–27.14: the vehicle it strikes (its `vehicle-damaged` follows), if any. */
      readonly struckVehicleId?: string;
      /** Case 27.14: the building line a scattered LAW crossed, which the umpire turns to rubble (ruling AT8). */
      readonly lineDestroyed?: string;
      /** Cases 27.22–27.24: the back-blast and those it hurt. */
      readonly backblast: { readonly toward: string; readonly squares: readonly Square[]; readonly men: readonly AntitankCasualty[]; readonly smallBuilding: boolean };
      readonly armament: Armament;
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    });
