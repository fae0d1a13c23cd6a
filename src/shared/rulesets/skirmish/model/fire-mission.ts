import type { ArtilleryClass } from '../tables/artillery';

type Point = { readonly x: number; readonly y: number };

/** A fire mission as the umpire keeps it: never in a side's view (ruling SK33). */
export interface FireMission {
  readonly missionId: string;
  readonly side: string;
  readonly observerId: string;
  readonly battery: ArtilleryClass;
  readonly aim: Point;
  /** Ranging rounds fired so far. */
  readonly shots: number;
  /** A ranging round has hit: the battery may fire for effect. */
  readonly rangedIn: boolean;
}
