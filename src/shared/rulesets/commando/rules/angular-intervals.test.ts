/**
 * The direction sets of the shadowcasting field of view (angular-intervals.ts) against a plain list of
 * the intervals added: shadows report only directions strictly inside one added interval (or a join of
 * overlapping ones), touch sets every direction an interval touches, row marks the last row marked over a
 * direction. Random directions are never within 1e-6 of an end, so EPS never decides.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ClosedIntervals, OpenIntervals, RowMarks } from './angular-intervals';

const interval = fc.tuple(fc.double({ min: -2, max: 2, noNaN: true }), fc.double({ min: 0.001, max: 0.8, noNaN: true })).map(([lo, w]) => [lo, lo + w] as const);
const far = (s: number, list: readonly (readonly [number, number])[]) => list.every(([lo, hi]) => Math.abs(s - lo) > 1e-6 && Math.abs(s - hi) > 1e-6);

describe('angular interval sets (field-of-view.ts)', () => {
  it('touch set: a direction touches iff it lies in one added interval', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 40 }), fc.array(fc.double({ min: -2.5, max: 3, noNaN: true }), { maxLength: 40 }), (list, probes) => {
        const set = new ClosedIntervals();
        for (const [lo, hi] of list) set.add(lo, hi);
        for (const s of probes.filter((p) => far(p, list))) expect(set.touches(s)).toBe(list.some(([lo, hi]) => lo <= s && s <= hi));
      }),
    );
  });

  it('shadows: a direction touches a shadow exactly as a touch set of the same intervals says, ends included', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 40 }), fc.array(fc.double({ min: -2.5, max: 3, noNaN: true }), { maxLength: 40 }), fc.nat(), (list, probes, at) => {
        const open = new OpenIntervals();
        const closed = new ClosedIntervals();
        for (const [lo, hi] of list) {
          open.add(lo, hi);
          closed.add(lo, hi);
        }
        // Probes on and just beside the ends as well: EPS decides there, and both must read it alike.
        const ends = list.flatMap(([lo, hi]) => [lo, hi, lo - 1e-9, hi + 1e-9, lo - 2e-9, hi + 2e-9, lo + 1e-9, hi - 1e-9]);
        const all = [...probes, ...ends.slice(at % 8, at % 8 + 24)].sort((x, y) => x - y);
        for (const s of all) expect(open.covers(s) || open.touches(s), `${s}`).toBe(open.covers(s) || closed.touches(s));
      }),
    );
  });

  it('shadows: a direction covered is inside an added interval, and one well inside an interval is covered', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 40 }), fc.array(fc.double({ min: -2.5, max: 3, noNaN: true }), { maxLength: 40 }), (list, probes) => {
        const set = new OpenIntervals();
        for (const [lo, hi] of list) set.add(lo, hi);
        for (const s of probes.filter((p) => far(p, list))) expect(set.covers(s)).toBe(list.some(([lo, hi]) => lo < s && s < hi));
      }),
    );
  });

  it('row marks: the last row marked over a direction, closed or open, through every reuse of the arrays', () => {
    const closed = new RowMarks();
    const open = new RowMarks(true);
    fc.assert(
      fc.property(fc.array(fc.tuple(interval, fc.integer({ min: 0, max: 3 })), { maxLength: 60 }), fc.array(fc.double({ min: -2.5, max: 3, noNaN: true }), { maxLength: 40 }), (steps, probes) => {
        closed.clear();
        open.clear();
        const span = new Float64Array(2);
        let row = 0;
        const marked: [number, number, number][] = [];
        for (const [[lo, hi], step] of steps) {
          row += step;
          span[0] = lo;
          span[1] = hi;
          closed.mark(span, row);
          open.mark(span, row);
          marked.push([lo, hi, row]);
        }
        const list = marked.map(([lo, hi]) => [lo, hi] as const);
        for (const s of probes.filter((p) => far(p, list))) {
          const want = Math.max(-1, ...marked.filter(([lo, hi]) => lo < s && s < hi).map(([, , r]) => r));
          expect(closed.rowAt(s)).toBe(want);
          expect(open.rowAt(s)).toBe(want);
        }
      }),
    );
  });

  it('queries in increasing order (a row of the field of view) answer as a fresh search, between additions', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(interval, fc.array(fc.double({ min: -2.5, max: 3, noNaN: true }), { maxLength: 12 })), { maxLength: 30 }), (steps) => {
        const shadows = new OpenIntervals();
        const touch = new ClosedIntervals();
        const marks = new RowMarks();
        const span = new Float64Array(2);
        const list: (readonly [number, number])[] = [];
        steps.forEach(([[lo, hi], probes], row) => {
          shadows.add(lo, hi);
          touch.add(lo, hi);
          span[0] = lo;
          span[1] = hi;
          marks.mark(span, row);
          list.push([lo, hi]);
          for (const s of probes.filter((p) => far(p, list)).sort((a, b) => a - b)) {
            expect(shadows.covers(s)).toBe(list.some(([a, b]) => a < s && s < b));
            expect(touch.touches(s)).toBe(list.some(([a, b]) => a <= s && s <= b));
            expect(marks.rowAt(s)).toBe(Math.max(-1, ...list.map(([a, b], r) => (a < s && s < b ? r : -1))));
          }
        });
      }),
    );
  });

  it('shadows of two sets together: a span is covered iff it lies inside one join of both sets\' intervals', () => {
    fc.assert(
      fc.property(fc.array(interval, { maxLength: 20 }), fc.array(interval, { maxLength: 20 }), interval, (one, two, [lo, hi]) => {
        const all = [...one, ...two];
        const ends = [...all.flat(), lo, hi];
        fc.pre(ends.every((x, i) => ends.every((y, j) => i === j || Math.abs(x - y) > 1e-6)));
        const a = new OpenIntervals();
        const b = new OpenIntervals();
        for (const [l, h] of one) a.add(l, h);
        for (const [l, h] of two) b.add(l, h);
        // The joins of open intervals that overlap: walk from lo while some interval strictly holds the point.
        let at = lo;
        let want = false;
        for (;;) {
          const reach = Math.max(-Infinity, ...all.filter(([l, h]) => l < at && at < h).map(([, h]) => h));
          if (reach === -Infinity) break;
          if (hi < reach) {
            want = true;
            break;
          }
          at = reach;
        }
        expect(a.coversSpanWith(b, Float64Array.of(lo, hi))).toBe(want);
        expect(b.coversSpanWith(a, Float64Array.of(lo, hi))).toBe(want);
      }),
    );
  });
});
