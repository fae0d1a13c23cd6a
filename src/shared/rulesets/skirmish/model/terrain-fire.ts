/** A terrain fire on the table (seed lines 225, 230–231; ruling SK29). */

type Point = { readonly x: number; readonly y: number };

/** What set a fire: a flame that ignited, a W.P. round (FIRE_STARTED_BY), or the umpire's hand. */
export type FireCause = 'flame' | 'wp' | 'umpire';

/** A terrain fire burning on the table (line 230: 2" across, until burnt out). */
export interface TerrainFire {
  readonly fireId: string;
  readonly centre: Point;
  readonly radius: number;
  /** The bound it started in: "turns passed" count from it (line 231). */
  readonly startedBound: number;
  /** For the umpire: what started it. A side's view never holds it (ruling SK29). */
  readonly cause: FireCause;
  /** Bounds in which men tried to put it out (line 231, +2 each). */
  readonly foughtBounds: readonly number[];
}
