/**
 * What the field of view passes over in a row (field-of-view.ts, Cases 8.25, 8.26): classic shadowcasting never
 * visits what an earlier shadow covers whole, and neither does this, per elevation level.
 *
 * A stretch of the row whose centres lie strictly inside one shadow of `hard[v]` (as `covers` reads it) hides
 * every square there not above the man, and `decide` would say so: only the squares above him are decided one by
 * one (`decideRow`).
 *
 * Octant cell (d, m) is dark when the directions through it, sides and all (`spanLo` … `spanHi`), lie strictly inside one shadow of `hard[v]` and strictly inside one of `hard[top]` or `up.inside`
 * (by more than EPS, as `OpenIntervals.coversSpan` reads it). Then every target there is hidden whatever its
 * level — at or below the man by `hard[v]`; above him by `hard[t]`, which holds `hard[top]` (the shadows only
 * shrink as the level rises: an obstacle goes into every level's set below its own, unless already in shadow
 * there), or by `up.inside` — and an obstacle there changes nothing beyond it: wherever a target touches it,
 * `decide` finds the target hidden before it reads a touch set or a row mark. The sets only grow, so what is dark
 * when the row starts stays dark through it. Neither is decided nor added.
 */
import { EPS } from './angular-intervals';
import type { OpenIntervals } from './angular-intervals';
import type { LosGrid } from './los-grid';

/** What `decideRow` reads of the caster (field-of-view.ts). */
export interface RowCaster {
  readonly g: LosGrid;
  readonly v: number;
  readonly mStep: number;
  /** The highest ground of the octant's targets: none above the man, no square of a shadowed stretch is decided. */
  readonly octantTop: number;
  readonly dark: DarkRow;
  decide(d: number, m: number, i: number): void;
}

/** Decide row d > 1 (map index `row` at m = 0) up to m = top, past its dark cells (`dark`: any run found) and the stretches `shadow` (hard[v]) hides. */
export function decideRow(c: RowCaster, shadow: OpenIntervals, d: number, row: number, top: number, dark: boolean): void {
  const los = shadow.lo;
  const his = shadow.hi;
  const n = shadow.n;
  const ground = c.g.ground;
  const v = c.v;
  const mStep = c.mStep;
  const first = c.dark.first;
  const last = c.dark.last;
  const runs = dark ? c.dark.n : 0;
  let r = 0;
  let k = 0;
  let m = 0;
  while (m <= top) {
    // A run of dark cells is passed over whole.
    while (r < runs && last[r]! < m) r++;
    if (r < runs && first[r]! <= m) {
      m = last[r]! + 1;
      continue;
    }
    const s = m / d;
    while (k < n && his[k]! < s) k++;
    if (k < n && los[k]! + EPS < s && s < his[k]! - EPS) {
      // The last m of the stretch: m / d < hi − EPS, found from an estimate and stepped to the exact test.
      const end = his[k]! - EPS;
      let e = Math.min(top, Math.floor(end * d));
      while (e < top && (e + 1) / d < end) e++;
      while (e > m && !(e / d < end)) e--;
      if (c.octantTop <= v) m = e + 1;
      for (; m <= e; m++) {
        while (r < runs && last[r]! < m) r++;
        if (r < runs && first[r]! <= m) {
          m = last[r]!;
          continue;
        }
        const i = row + m * mStep;
        if (ground[i]! > v) c.decide(d, m, i);
      }
    } else {
      c.decide(d, m, row + m * mStep);
      m++;
    }
  }
}

/** The lowest direction through octant cell (d, m), as `inShadow` computes it. */
function spanLo(d: number, m: number): number {
  return (2 * m - 1) / (m > 0 ? 2 * d + 1 : 2 * d - 1);
}

/** The highest direction through octant cell (d, m). */
function spanHi(d: number, m: number): number {
  return (2 * m + 1) / (2 * d - 1);
}

/** A list of runs of cells, first[j] … last[j] (j < n). */
class Runs {
  first: Int32Array = new Int32Array(64);
  last: Int32Array = new Int32Array(64);
  n = 0;

  push(f: number, l: number): void {
    if (this.n === this.first.length) {
      this.first = grown(this.first);
      this.last = grown(this.last);
    }
    this.first[this.n] = f;
    this.last[this.n] = l;
    this.n++;
  }
}

/** The current row's runs of dark cells (its `first`, `last`, `n`): disjoint and in increasing m. */
export class DarkRow extends Runs {
  /** Runs found in `b` and in `c` for one shadow of `a`, before their union goes into the row's. */
  private readonly inB = new Runs();
  private readonly inC = new Runs();
  /** The m range of the last `cells` call, `lo` > `hi` when empty. */
  private lo = 0;
  private hi = -1;

  /**
   * Find the dark cells of row d, m = 0 … edge: inside `a` and inside `b` or `c` (`b` null: inside `a` is
   * enough). Returns whether any is dark.
   */
  mark(d: number, edge: number, a: OpenIntervals, b: OpenIntervals | null, c: OpenIntervals): boolean {
    this.n = 0;
    // Intervals wholly below or above the row's directions hold none of its cells.
    const rowLo = spanLo(d, 0);
    const rowHi = spanHi(d, edge);
    this.bk = 0;
    this.ck = 0;
    // Every cell's directions span more than 1 ÷ d: a narrower shadow holds none.
    const narrow = 1 / d;
    this.narrow = narrow;
    for (let k = 0; k < a.n; k++) {
      if (a.hi[k]! <= rowLo || a.hi[k]! - a.lo[k]! <= narrow) continue;
      if (a.lo[k]! >= rowHi) break;
      if (!this.cells(d, edge, a.lo[k]!, a.hi[k]!)) continue;
      const f = this.lo;
      const l = this.hi;
      if (b === null) this.push(f, l);
      else {
        const lo = spanLo(d, f);
        const hi = spanHi(d, l);
        this.inB.n = 0;
        this.inC.n = 0;
        this.bk = this.within(d, f, l, lo, hi, b, this.bk, this.inB);
        this.ck = this.within(d, f, l, lo, hi, c, this.ck, this.inC);
        this.union(this.inB, this.inC);
      }
    }
    return this.n > 0;
  }

  /** Where `within` left off in `b` and `c`: the cells of `a` come in increasing order. */
  private bk = 0;
  private ck = 0;
  /** 1 ÷ d of the row being marked. */
  private narrow = 1;

  /** The runs of cells of f … l (directions lo … hi) that lie inside an interval of `s`, from its k-th on, into `out`; where the next call starts. */
  private within(d: number, f: number, l: number, lo: number, hi: number, s: OpenIntervals, k: number, out: Runs): number {
    while (k < s.n && s.hi[k]! <= lo) k++;
    for (let j = k; j < s.n && s.lo[j]! < hi; j++) {
      if (s.hi[j]! - s.lo[j]! <= this.narrow || !this.cells(d, l, s.lo[j]!, s.hi[j]!)) continue;
      const from = this.lo > f ? this.lo : f;
      const to = this.hi < l ? this.hi : l;
      if (from <= to) out.push(from, to);
    }
    return k;
  }

  /** Add the union of two lists of runs (each disjoint, increasing, and past every run held). */
  private union(x: Runs, y: Runs): void {
    let i = 0;
    let j = 0;
    while (i < x.n || j < y.n) {
      const fromX = j >= y.n || (i < x.n && x.first[i]! <= y.first[j]!);
      const f = fromX ? x.first[i]! : y.first[j]!;
      const l = fromX ? x.last[i++]! : y.last[j++]!;
      const n = this.n;
      // Overlapping or side by side with the last run held: one run.
      if (n > 0 && f <= this.last[n - 1]! + 1) {
        if (l > this.last[n - 1]!) this.last[n - 1] = l;
      } else this.push(f, l);
    }
  }

  /** The cells m = 0 … edge of row d whose directions lie strictly inside (lo, hi), into `lo` … `hi`. */
  private cells(d: number, edge: number, lo: number, hi: number): boolean {
    const x = lo + EPS;
    const y = hi - EPS;
    // Estimates from the formulas, then stepped to the exact tests (the spans grow with m).
    let f = Math.max(0, Math.ceil((x * (2 * d + 1) + 1) / 2));
    if (!(f <= edge)) return false;
    while (f > 0 && spanLo(d, f - 1) > x) f--;
    while (f <= edge && !(spanLo(d, f) > x)) f++;
    if (f > edge) return false;
    let l = Math.min(edge, Math.floor((y * (2 * d - 1) - 1) / 2));
    if (!(l >= f)) return false;
    while (l < edge && spanHi(d, l + 1) < y) l++;
    while (l >= f && !(spanHi(d, l) < y)) l--;
    this.lo = f;
    this.hi = l;
    return l >= f;
  }
}

function grown(a: Int32Array): Int32Array {
  const b = new Int32Array(2 * a.length);
  b.set(a);
  return b;
}
