import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { Armament } from '../rules/weapons';
import type { EventBase } from './event-base';
import type { SatchelCharge } from './satchel-state';

/** A man the satchel charge's blast reached (Case 25.24), and what it did (his `man-wounded` follows). */
export interface SatchelCasualty {
  readonly id: string;
  readonly wounds: number;
  readonly reason: string;
  readonly breakdown?: Breakdown;
}

/** Section 25.0 Satchel Charges. */
export type SatchelEvent =
  | (EventBase & { readonly type: 'satchel-charges-issued'; readonly manId: string; readonly count: number; readonly armament: Armament; readonly caseRef: string })
  | (EventBase & { readonly type: 'satchel-prepared'; readonly manId: string; readonly charge: SatchelCharge; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'satchel-thrown';
      readonly manId: string;
      readonly chargeId: string;
      readonly target: Square;
      /** Case 25.31: the vehicle he threw at, if he chose to throw onto it. */
      readonly ontoVehicleId?: string;
      readonly chance: Breakdown;
      readonly hit: boolean;
      readonly landing: Square;
      /** Case 25.14: one square, never further. */
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      /** Case 25.31: on target, it lies on the vehicle and travels with it. */
      readonly onVehicleId?: string;
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'satchel-dropped'; readonly manId: string; readonly chargeId: string; readonly square: Square; readonly caseRef: string })
  | (EventBase & { readonly type: 'satchel-picked-up'; readonly manId: string; readonly chargeId: string; readonly fromVehicleId?: string; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'satchel-exploded';
      readonly chargeId: string;
      /** Where it exploded; absent when its holder had no square (aboard, off the map: the umpire's, ruling SC10). */
      readonly square?: Square;
      readonly onVehicleId?: string;
      /** Case 25.42: the square's kind (Case 11.43) and its dice. */
      readonly squareKind?: string;
      readonly code?: string;
      readonly men: readonly SatchelCasualty[];
      /** Case 25.33: the vehicles struck (their `vehicle-damaged` events follow). */
      readonly vehicles: readonly string[];
      readonly summary: readonly string[];
      readonly caseRef: string;
    });
