/** A strafing pass as the game keeps it (ruling SK35). */
import type { StrafingAltitude, StrafingWeapon } from '../tables/strafing';

type Point = { readonly x: number; readonly y: number };

/** A pass as the game keeps it: the umpire's whole; a side sees it only if its men did (`seenBy`, PASS_SEEN_BY). */
export interface AirPass {
  readonly aircraft: string;
  readonly bound: number;
  readonly from: Point;
  readonly to: Point;
  readonly weapon: StrafingWeapon;
  readonly altitude: StrafingAltitude;
  readonly seenBy: readonly string[];
}
