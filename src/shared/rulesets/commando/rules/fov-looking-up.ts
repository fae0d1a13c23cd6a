/**
 * The field of view's obstacles for targets above the man (field-of-view.ts, Case 8.26): an obstacle above
 * him but not above the target blocks only when nearer him, i.e. in the first half of the line. Obstacles
 * above him wait in a queue in the order their rows were reached, and are fed into two sets as the target
 * row d grows: `touch`, from the rows near enough that they might block (2k − 3 < d), and `inside` (their
 * open intervals), from the rows near enough that they surely block where the line crosses their inside
 * (2k + 2 ≤ d). Why those bounds: see field-of-view.ts.
 */
import { ClosedIntervals, OpenIntervals } from './angular-intervals';

export class LookingUp {
  readonly touch = new ClosedIntervals();
  readonly inside = new OpenIntervals();
  private lo = new Float64Array(64);
  private hi = new Float64Array(64);
  private row = new Int32Array(64);
  /** 1 where the obstacle's inside is above the man too (a side's may be lower than its ends). */
  private high = new Uint8Array(64);
  private touchHead = 0;
  private insideHead = 0;
  private tail = 0;

  clear(): void {
    this.touch.clear();
    this.inside.clear();
    this.touchHead = 0;
    this.insideHead = 0;
    this.tail = 0;
  }

  /** Queue span[0] … span[1] of row `row` (rows in increasing order). */
  push(span: Float64Array, row: number, insideAbove: boolean): void {
    if (this.tail === this.lo.length) this.grow();
    this.lo[this.tail] = span[0]!;
    this.hi[this.tail] = span[1]!;
    this.row[this.tail] = row;
    this.high[this.tail] = insideAbove ? 1 : 0;
    this.tail++;
  }

  /** Before deciding row d: feed the sets. `span` is scratch. */
  feed(d: number, span: Float64Array): void {
    while (this.touchHead < this.tail && 2 * this.row[this.touchHead]! - 3 < d) {
      span[0] = this.lo[this.touchHead]!;
      span[1] = this.hi[this.touchHead]!;
      this.touch.addSpan(span);
      this.touchHead++;
    }
    while (this.insideHead < this.tail && 2 * this.row[this.insideHead]! + 2 <= d) {
      if (this.high[this.insideHead] === 1) {
        span[0] = this.lo[this.insideHead]!;
        span[1] = this.hi[this.insideHead]!;
        this.inside.addSpan(span);
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
