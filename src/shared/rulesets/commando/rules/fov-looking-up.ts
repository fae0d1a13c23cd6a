/**
 * The field of view's obstacles for targets above the man (field-of-view.ts, Case 8.26): an obstacle above
 * him but not above the target blocks only when nearer him, i.e. in the first half of the line. Obstacles
 * above him wait in queues in the order their rows were reached, and are fed into two sets as the target
 * row d grows: `touch`, from the rows near enough that they might block, and `inside` (their open intervals),
 * from the rows near enough that they surely block where the line crosses their inside. Why those bounds: see
 * field-of-view.ts. A square of hill or blocking terrain blocks at its centre (or at a corner of it), so its
 * bounds are tighter than those of a tree or a side (`Queue` per kind).
 */
import { ClosedIntervals, OpenIntervals } from './angular-intervals';

/**
 * How an obstacle blocks between men at levels either side of it (Case 8.26, field-of-view.ts `addInterval`): not at
 * all (smoke, overhead obstacles), or where nearer the lower man, placed as a tree or side (within a square and a half
 * of its row) or as a square of hill or blocking terrain (at its centre or a corner).
 */
export const NOT_BANDED = 0;
export const BANDED = 1;
export const SQUARE = 2;

/** Obstacles of one kind, in row order: fed into `touch` once d ≥ 2k − `touchSlack`, into `inside` once d ≥ 2k + `insideSlack`. */
class Queue {
  lo = new Float64Array(64);
  hi = new Float64Array(64);
  row = new Int32Array(64);
  /** 1 where the obstacle's inside is above the man too (a side's may be lower than its ends). */
  high = new Uint8Array(64);
  touchHead = 0;
  insideHead = 0;
  tail = 0;

  constructor(
    readonly touchSlack: number,
    readonly insideSlack: number,
  ) {}

  clear(): void {
    this.touchHead = 0;
    this.insideHead = 0;
    this.tail = 0;
  }

  push(span: Float64Array, row: number, insideAbove: boolean): void {
    if (this.tail === this.lo.length) this.grow();
    this.lo[this.tail] = span[0]!;
    this.hi[this.tail] = span[1]!;
    this.row[this.tail] = row;
    this.high[this.tail] = insideAbove ? 1 : 0;
    this.tail++;
  }

  feedTouch(d: number, span: Float64Array, touch: ClosedIntervals): void {
    while (this.touchHead < this.tail && 2 * this.row[this.touchHead]! - this.touchSlack <= d) {
      span[0] = this.lo[this.touchHead]!;
      span[1] = this.hi[this.touchHead]!;
      touch.addSpan(span);
      this.touchHead++;
    }
  }

  feedInside(d: number, span: Float64Array, inside: OpenIntervals): void {
    while (this.insideHead < this.tail && 2 * this.row[this.insideHead]! + this.insideSlack <= d) {
      if (this.high[this.insideHead] === 1) {
        span[0] = this.lo[this.insideHead]!;
        span[1] = this.hi[this.insideHead]!;
        inside.addSpan(span);
      }
      this.insideHead++;
    }
  }

  private grow(): void {
    const n = this.lo.length * 2;
    const lo = new Float64Array(n);
    const hi = new Float64Array(n);
    const row = new Int32Array(n);
    const high = new Uint8Array(n);
    lo.set(this.lo);
    hi.set(this.hi);
    row.set(this.row);
    high.set(this.high);
    this.lo = lo;
    this.hi = hi;
    this.row = row;
    this.high = high;
  }
}

export class LookingUp {
  private readonly touch = new ClosedIntervals();
  readonly inside = new OpenIntervals();
  /** Trees and sides: might block when 2k − 3 < d, surely block (inside) when 2k + 2 ≤ d. */
  private readonly other = new Queue(2, 2);
  /** Squares of hill or blocking terrain: might block when 2k − 1 < d, surely block (inside) when 2k + 1 ≤ d. */
  private readonly squares = new Queue(0, 1);

  clear(): void {
    this.touch.clear();
    this.inside.clear();
    this.other.clear();
    this.squares.clear();
  }

  /** Queue span[0] … span[1] of row `row` (rows in increasing order); `square`: a square of hill or blocking terrain. */
  push(span: Float64Array, row: number, insideAbove: boolean, square: boolean): void {
    (square ? this.squares : this.other).push(span, row, insideAbove);
  }

  /** Before deciding row d: feed `inside` (read by every row's dark cells). `span` is scratch. */
  feed(d: number, span: Float64Array): void {
    this.other.feedInside(d, span, this.inside);
    this.squares.feedInside(d, span, this.inside);
  }

  /**
   * Might an obstacle above the man block a target above him in row d, direction s? `touch` is fed only when asked
   * (most rows ask nothing): as it would be had every row fed it, since d never falls within an octant.
   */
  touches(d: number, s: number, span: Float64Array): boolean {
    this.other.feedTouch(d, span, this.touch);
    this.squares.feedTouch(d, span, this.touch);
    return this.touch.touches(s);
  }
}
