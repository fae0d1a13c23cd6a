/**
 * Sets of directions from a man's square, as intervals of slope (minor ÷
 * major axis offset within one octant), for the shadowcasting field of view
 * (field-of-view.ts). Three kinds, each kept as sorted, disjoint intervals in
 * typed arrays that are reused from one field of view to the next (a set only
 * grows its arrays, never allocates per row):
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
 * - `RowMarks`, closed like `ClosedIntervals`, but each stretch remembers the
 *   last row that marked it (rows are marked in increasing order, so a later
 *   mark overwrites): "how far out is the farthest obstacle this direction
 *   touches?" (Case 8.26 needs where an obstacle lies, not only whether).
 *
 * `EPS` only ever makes the answers more cautious (fewer shadowed, fewer
 * clear, rows reported for more directions), so rounding in the slopes can
 * send a square to the exact LOS check, never to a wrong answer.
 */
export const EPS = 1e-9;

class Intervals {
  lo = new Float64Array(16);
  hi = new Float64Array(16);
  n = 0;
  /**
   * The answer of the last `seek` and its query (∞ after any change). The field of view asks about a row's squares
   * in increasing direction, so the next answer is found by stepping on from the last one, not by a fresh search.
   */
  protected cur = 0;
  protected last = Infinity;

  clear(): void {
    this.n = 0;
    this.last = Infinity;
  }

  /** `firstEnding(s, false)`, stepping on from the last answer when `s` is not below the last query. */
  protected seek(s: number): number {
    let i: number;
    if (s >= this.last) {
      const hi = this.hi;
      const n = this.n;
      i = this.cur;
      while (i < n && hi[i]! < s) i++;
    } else i = this.firstEnding(s, false);
    this.cur = i;
    this.last = s;
    return i;
  }

  /** Index of the first interval whose upper end is above `s` (`strict`) or at/above it. */
  protected firstEnding(s: number, strict: boolean): number {
    const hi = this.hi;
    let a = 0;
    let b = this.n;
    while (a < b) {
      const m = (a + b) >> 1;
      if (strict ? hi[m]! <= s : hi[m]! < s) a = m + 1;
      else b = m;
    }
    return a;
  }

  protected grow(): void {
    const lo = new Float64Array(this.lo.length * 2);
    const hi = new Float64Array(this.hi.length * 2);
    lo.set(this.lo);
    hi.set(this.hi);
    this.lo = lo;
    this.hi = hi;
  }

  /** Replace intervals i … j − 1 by [lo, hi] (j = i: insert at i). */
  protected put(i: number, j: number, lo: number, hi: number): void {
    this.last = Infinity;
    const n = this.n;
    if (j === i) {
      if (n === this.lo.length) this.grow();
      const los = this.lo;
      const his = this.hi;
      for (let k = n; k > i; k--) {
        los[k] = los[k - 1]!;
        his[k] = his[k - 1]!;
      }
      this.n = n + 1;
    } else if (j > i + 1) {
      const los = this.lo;
      const his = this.hi;
      const gone = j - i - 1;
      for (let k = j; k < n; k++) {
        los[k - gone] = los[k]!;
        his[k - gone] = his[k]!;
      }
      this.n = n - gone;
    }
    this.lo[i] = lo;
    this.hi[i] = hi;
  }
}

/** Shadows: open intervals, joined only where they overlap by more than EPS. */
export class OpenIntervals extends Intervals {
  /** Add span[0] … span[1] (a typed array, so a hot caller passes its doubles without boxing them). */
  addSpan(span: Float64Array): void {
    this.add(span[0]!, span[1]!);
  }

  add(lo: number, hi: number): void {
    if (hi - lo <= 2 * EPS) return;
    const los = this.lo;
    const his = this.hi;
    const i = this.firstEnding(lo + EPS, true);
    let j = i;
    const n = this.n;
    while (j < n && los[j]! < hi - EPS) {
      if (los[j]! < lo) lo = los[j]!;
      if (his[j]! > hi) hi = his[j]!;
      j++;
    }
    this.put(i, j, lo, hi);
  }

  /** Is the whole closed range [span[0], span[1]] strictly inside one (joined) shadow? */
  coversSpan(span: Float64Array): boolean {
    const lo = span[0]!;
    const hi = span[1]!;
    const i = this.seek(hi);
    return i < this.n && this.lo[i]! + EPS < lo && hi < this.hi[i]! - EPS;
  }

  /**
   * Is every direction of the closed range [span[0], span[1]] strictly inside (by more than EPS) a shadow of this
   * set or of `other`? Walks the union: each step must land strictly inside the next shadow, so a point is never
   * counted covered unless `covers` would say so of one of the two sets.
   */
  coversSpanWith(other: OpenIntervals, span: Float64Array): boolean {
    if (this.n === 0) return other.coversSpan(span);
    if (other.n === 0) return this.coversSpan(span);
    let at = span[0]!;
    const end = span[1]!;
    for (;;) {
      const a = this.reachFrom(at);
      const b = other.reachFrom(at);
      const reach = a > b ? a : b;
      if (reach === -Infinity) return false;
      if (end < reach - EPS) return true;
      at = reach - EPS;
    }
  }

  /** The upper end of the shadow strictly holding `s` (by more than EPS), or −∞. */
  reachFrom(s: number): number {
    const i = this.seek(s);
    return i < this.n && this.lo[i]! + EPS < s && s < this.hi[i]! - EPS ? this.hi[i]! : -Infinity;
  }

  /**
   * Is all the closed range [span[0], span[1]] widened by EPS (as `ClosedIntervals` adds it) strictly inside one
   * shadow? Then every direction a touch set would report for it is one `covers` reports.
   */
  coversWidened(span: Float64Array): boolean {
    const lo = span[0]! - EPS;
    const hi = span[1]! + EPS;
    const i = this.seek(hi);
    return i < this.n && this.lo[i]! + EPS < lo && hi < this.hi[i]! - EPS;
  }

  /**
   * Does `s` touch a shadow added here, as a `ClosedIntervals` holding the same spans would say? A joined shadow
   * starts at one added span's lower end and stops at one's upper end, and every span added is wider than 2·EPS,
   * so `s` touches one of its spans exactly when it lies within EPS of the joined shadow, ends included.
   */
  touches(s: number): boolean {
    const i = this.seek(s);
    return (i < this.n && this.lo[i]! - EPS <= s) || (i > 0 && this.hi[i - 1]! + EPS >= s);
  }

  /** Is `s` strictly inside one (joined) shadow, by more than EPS? */
  covers(s: number): boolean {
    const i = this.seek(s);
    return i < this.n && this.lo[i]! + EPS < s && s < this.hi[i]! - EPS;
  }
}

/** Everything an obstacle touches: closed intervals, widened by EPS, joined where they touch. */
export class ClosedIntervals extends Intervals {
  addSpan(span: Float64Array): void {
    this.add(span[0]!, span[1]!);
  }

  add(lo: number, hi: number): void {
    lo -= EPS;
    hi += EPS;
    const los = this.lo;
    const his = this.hi;
    const i = this.firstEnding(lo, false);
    let j = i;
    const n = this.n;
    while (j < n && los[j]! <= hi) {
      if (los[j]! < lo) lo = los[j]!;
      if (his[j]! > hi) hi = his[j]!;
      j++;
    }
    this.put(i, j, lo, hi);
  }

  /** Does `s` touch any interval? */
  touches(s: number): boolean {
    const i = this.seek(s);
    return i < this.n && this.lo[i]! <= s;
  }
}

/**
 * Intervals each stretch of which carries the last row marked over it: closed and widened by EPS (`open` false),
 * or open, narrowed by 2·EPS (`open` true: a direction reported is strictly inside what was marked).
 */
export class RowMarks extends Intervals {
  row = new Int32Array(16);
  readonly pad: number;

  constructor(open = false) {
    super();
    this.pad = open ? -2 * EPS : EPS;
  }

  protected override grow(): void {
    super.grow();
    const row = new Int32Array(this.row.length * 2);
    row.set(this.row);
    this.row = row;
  }

  /** Mark span[0] … span[1] with `row`, which is at least every row marked before: it overwrites. */
  mark(span: Float64Array, row: number): void {
    this.last = Infinity;
    let lo = span[0]! - this.pad;
    let hi = span[1]! + this.pad;
    if (hi <= lo) return;
    const i = this.firstEnding(lo, false);
    let j = i;
    const n = this.n;
    while (j < n && this.lo[j]! <= hi) j++;
    // Stretches i … j − 1 meet [lo, hi]: keep the parts outside it.
    let keepLeft = i < j && this.lo[i]! < lo;
    let keepRight = i < j && this.hi[j - 1]! > hi;
    const leftLo = keepLeft ? this.lo[i]! : 0;
    const leftRow = keepLeft ? this.row[i]! : 0;
    const rightHi = keepRight ? this.hi[j - 1]! : 0;
    const rightRow = keepRight ? this.row[j - 1]! : 0;
    // A stretch of the same row is one stretch with this mark (squares of a row are marked one after another).
    if (keepLeft && leftRow === row) {
      lo = leftLo;
      keepLeft = false;
    }
    if (keepRight && rightRow === row) {
      hi = rightHi;
      keepRight = false;
    }
    const pieces = 1 + (keepLeft ? 1 : 0) + (keepRight ? 1 : 0);
    const shift = pieces - (j - i);
    while (n + shift > this.lo.length) this.grow();
    const los = this.lo;
    const his = this.hi;
    const rows = this.row;
    if (shift > 0)
      for (let k = n - 1; k >= j; k--) {
        los[k + shift] = los[k]!;
        his[k + shift] = his[k]!;
        rows[k + shift] = rows[k]!;
      }
    else if (shift < 0)
      for (let k = j; k < n; k++) {
        los[k + shift] = los[k]!;
        his[k + shift] = his[k]!;
        rows[k + shift] = rows[k]!;
      }
    this.n = n + shift;
    let k = i;
    if (keepLeft) {
      this.lo[k] = leftLo;
      this.hi[k] = lo;
      this.row[k] = leftRow;
      k++;
    }
    this.lo[k] = lo;
    this.hi[k] = hi;
    this.row[k] = row;
    k++;
    if (keepRight) {
      this.lo[k] = hi;
      this.hi[k] = rightHi;
      this.row[k] = rightRow;
    }
  }

  /** The last row marked over `s` (the most of the stretches `s` touches), or −1. */
  rowAt(s: number): number {
    const i = this.seek(s);
    if (i >= this.n || this.lo[i]! > s) return -1;
    const r = this.row[i]!;
    return i + 1 < this.n && this.lo[i + 1]! <= s && this.row[i + 1]! > r ? this.row[i + 1]! : r;
  }
}
