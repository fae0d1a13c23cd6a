/**
 * Sets of directions from a man's square, as intervals of slope (minor ÷
 * major axis offset within one octant), for the shadowcasting field of view
 * (field-of-view.ts). Two kinds, both kept as sorted, disjoint intervals:
 *
 * - `OpenIntervals`, the shadows: each added interval is the *open* set of
 *   directions whose straightedge passes through the inside of an obstacle.
 *   Two are joined only where they overlap by more than `EPS`, so a direction
 *   reported inside is strictly inside one obstacle's own interval: a line
 *   that only grazes a corner or a tree is never counted as shadowed.
 * - `ClosedIntervals`, everything that might matter: each added interval is
 *   the *closed* set of directions that touch an obstacle at all (edges and
 *   corners included), widened by `EPS`; a direction reported outside touches
 *   none of them.
 *
 * `EPS` only ever makes the two answers more cautious (fewer shadowed, fewer
 * clear), so rounding in the slopes can send a square to the exact LOS check,
 * never to a wrong answer.
 */
export const EPS = 1e-9;

class Intervals {
  readonly lo: number[] = [];
  readonly hi: number[] = [];

  clear(): void {
    this.lo.length = 0;
    this.hi.length = 0;
  }

  /** Index of the first interval whose upper end is above `s` (`strict`) or at/above it. */
  protected firstEnding(s: number, strict: boolean): number {
    const hi = this.hi;
    let a = 0;
    let b = hi.length;
    while (a < b) {
      const m = (a + b) >> 1;
      if (strict ? hi[m]! <= s : hi[m]! < s) a = m + 1;
      else b = m;
    }
    return a;
  }

  /** Replace intervals i … j − 1 by [lo, hi] (j = i: insert at i), shifting the rest by hand. */
  protected put(i: number, j: number, lo: number, hi: number): void {
    const los = this.lo;
    const his = this.hi;
    const n = los.length;
    if (j === i) {
      for (let k = n; k > i; k--) {
        los[k] = los[k - 1]!;
        his[k] = his[k - 1]!;
      }
    } else if (j > i + 1) {
      const gone = j - i - 1;
      for (let k = j; k < n; k++) {
        los[k - gone] = los[k]!;
        his[k - gone] = his[k]!;
      }
      los.length = n - gone;
      his.length = n - gone;
    }
    los[i] = lo;
    his[i] = hi;
  }
}

/** Shadows: open intervals, joined only where they overlap by more than EPS. */
export class OpenIntervals extends Intervals {
  add(lo: number, hi: number): void {
    if (hi - lo <= 2 * EPS) return;
    const los = this.lo;
    const his = this.hi;
    const i = this.firstEnding(lo + EPS, true);
    let j = i;
    while (j < los.length && los[j]! < hi - EPS) {
      if (los[j]! < lo) lo = los[j]!;
      if (his[j]! > hi) hi = his[j]!;
      j++;
    }
    this.put(i, j, lo, hi);
  }

  /** Is the whole closed range [lo, hi] strictly inside one (joined) shadow? */
  coversRange(lo: number, hi: number): boolean {
    const i = this.firstEnding(hi, false);
    return i < this.hi.length && this.lo[i]! + EPS < lo && hi < this.hi[i]! - EPS;
  }

  /** Is `s` strictly inside one (joined) shadow, by more than EPS? */
  covers(s: number): boolean {
    const i = this.firstEnding(s, false);
    return i < this.hi.length && this.lo[i]! + EPS < s && s < this.hi[i]! - EPS;
  }
}

/** Everything an obstacle touches: closed intervals, widened by EPS, joined where they touch. */
export class ClosedIntervals extends Intervals {
  add(lo: number, hi: number): void {
    lo -= EPS;
    hi += EPS;
    const los = this.lo;
    const his = this.hi;
    const i = this.firstEnding(lo, false);
    let j = i;
    while (j < los.length && los[j]! <= hi) {
      if (los[j]! < lo) lo = los[j]!;
      if (his[j]! > hi) hi = his[j]!;
      j++;
    }
    this.put(i, j, lo, hi);
  }

  /** Does `s` touch any interval? */
  touches(s: number): boolean {
    const i = this.firstEnding(s, false);
    return i < this.hi.length && this.lo[i]! <= s;
  }
}
