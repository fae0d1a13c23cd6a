/**
 * The field of view's squares of hill or blocking terrain (Cases 8.21, 8.25; field-of-view.ts): in one octant row,
 * a run of such squares at one level is held back and goes into the interval sets as one interval. Side by side,
 * squares (d, m) and (d, m + 1) overlap by (2m + 1) · 2 ÷ (4d² − 1) in direction, far past `JOIN`, so every set
 * reads the joined interval exactly as the squares one by one; it only saves the per-level bookkeeping.
 */
import { JOIN } from './fov-trees';

export class HillRun {
  lo = 0;
  hi = 0;
  /** −∞: no run held. */
  level = -Infinity;
  row = 0;

  /** Join square (d, m) at level e to the run held; false when it is at another level or does not overlap it. */
  join(d: number, m: number, e: number): boolean {
    if (this.level !== e || this.row !== d || this.hi - (m > 0 ? (2 * m - 1) / (2 * d + 1) : -1 / (2 * d - 1)) <= JOIN) return false;
    this.hi = (2 * m + 1) / (2 * d - 1);
    return true;
  }

  /** Hold square (d, m) at level e as a new run: the directions through its inside, as `addBox` draws them. */
  start(d: number, m: number, e: number): void {
    this.lo = m > 0 ? (2 * m - 1) / (2 * d + 1) : -1 / (2 * d - 1);
    this.hi = (2 * m + 1) / (2 * d - 1);
    this.level = e;
    this.row = d;
  }
}
