/**
 * Measuring on the table: distance in inches and in metres through the
 * ground scale, bearings, the 60° and 90° arcs, radii and range bands.
 * Bearings are degrees clockwise from "up the table" (towards y = 0), as a
 * compass over the table held with its far edge north.
 */
import type { Sourced } from '../../../kernel/provenance';
import { inchesToMetres } from '../tables/ground-scale';
import { distance } from './geometry';
import type { Point } from './table-types';

export interface Measure {
  readonly inches: number;
  readonly metres: Sourced<number>;
}

export function measure(a: Point, b: Point): Measure {
  const inches = distance(a, b);
  return { inches, metres: inchesToMetres(inches) };
}

/** Bearing from a to b, degrees in [0, 360): 0 up the table (-y), 90 to the right (+x). */
export function bearing(a: Point, b: Point): number {
  if (a.x === b.x && a.y === b.y) throw new RangeError('no bearing from a point to itself');
  const deg = (Math.atan2(b.x - a.x, -(b.y - a.y)) * 180) / Math.PI;
  return ((deg % 360) + 360) % 360;
}

/** The smallest turn between two bearings, 0–180. */
export function bearingDifference(p: number, q: number): number {
  const d = Math.abs((((p - q) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}

/** Arcs the tables use: 60° (e.g. a weapon's arc) and 90°, centred on the facing. */
export type ArcWidth = 60 | 90;

/** Whether b lies within an arc of the given width centred on `facing` from a (edges included). */
export function inArc(a: Point, facing: number, width: ArcWidth | number, b: Point): boolean {
  if (a.x === b.x && a.y === b.y) return true;
  return bearingDifference(bearing(a, b), facing) <= width / 2 + 1e-9;
}

/** Whether b is within `radius` inches of a (a blast, an area effect). */
export const withinRadius = (a: Point, b: Point, radius: number): boolean => distance(a, b) <= radius;

/**
 * The first band whose limit reaches the distance: bands are the printed
 * column limits (e.g. 2" 4" 8" 10" 15" 20" 25" 30" 40" 60" of the H.E. table,
 * seed line 92), increasing. Undefined beyond the last: out of range.
 */
export function rangeBand(inches: number, limits: readonly number[]): { readonly index: number; readonly limit: number } | undefined {
  for (let i = 1; i < limits.length; i++) if (limits[i]! <= limits[i - 1]!) throw new RangeError(`range band limits must increase: ${limits.join(', ')}`);
  for (let i = 0; i < limits.length; i++) {
    if (inches <= limits[i]!) return { index: i, limit: limits[i]! };
  }
  return undefined;
}
