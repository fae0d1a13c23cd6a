/**
 * Case 8.24: LOS's own walk (los-walk.ts) meets the same squares, sides and
 * corners, in the same order, as the shared traversal (grid-trace.ts), for
 * every pair of squares on a 9×9 grid and random long pairs.
 */
import { describe, expect, it } from 'vitest';
import { traceSupercover, type TraceVisitor } from './grid-trace';
import type { LosTrace } from './los-trace';
import { walkLos } from './los-walk';

function recorder(stopAt = -1): TraceVisitor & { events: string[] } {
  const events: string[] = [];
  const stop = () => events.length - 1 === stopAt;
  return {
    events,
    cell: (c, r, end) => (events.push(`cell ${c},${r}${end ? ' end' : ''}`), stop()),
    side: (c, r, v) => (events.push(`side ${c},${r} ${v ? 'v' : 'h'}`), stop()),
    corner: (c, r, sx, sy) => (events.push(`corner ${c},${r} ${sx},${sy}`), stop()),
  };
}

const walk = (c0: number, r0: number, c1: number, r1: number, v: TraceVisitor): boolean => walkLos(c0, r0, c1, r1, v as unknown as LosTrace);

describe("LOS's own trace loop (Case 8.24)", () => {
  it('meets the same events in the same order as traceSupercover, every pair on a 9×9 grid', () => {
    for (let a = 0; a < 81; a++)
      for (let b = 0; b < 81; b++) {
        const [c0, r0, c1, r1] = [(a % 9) + 1, Math.floor(a / 9) + 1, (b % 9) + 1, Math.floor(b / 9) + 1];
        const x = recorder();
        const y = recorder();
        expect(walk(c0, r0, c1, r1, x)).toBe(traceSupercover(c0, r0, c1, r1, y));
        expect(x.events).toEqual(y.events);
      }
  });

  it('stops where the visitor stops, as traceSupercover does', () => {
    for (let k = 0; k < 30; k++) {
      const x = recorder(k);
      const y = recorder(k);
      expect(walk(3, 2, 40, 29, x)).toBe(traceSupercover(3, 2, 40, 29, y));
      expect(x.events).toEqual(y.events);
      expect(x.events.length).toBe(k + 1);
    }
  });
});
