/** Case 23.62: a tank's square is blocking terrain for Line of Sight (los-vehicles.ts, ruling VH19). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLineOfSight, lineOfSight, type LosContext, type Viewpoint } from './line-of-sight';
import type { GameMap } from '../../../map/map-model';
import { LosMapBuilder, erect } from './test-support/los-maps';

function los(map: GameMap, a: Viewpoint, b: Viewpoint, ctx: LosContext) {
  const full = lineOfSight(map, a, b, ctx);
  // The fast path, the full trace and both directions agree.
  expect(hasLineOfSight(map, a, b, ctx)).toBe(full.clear);
  expect(hasLineOfSight(map, b, a, ctx)).toBe(full.clear);
  expect(lineOfSight(map, b, a, ctx).clear).toBe(full.clear);
  return full;
}

const open = (): GameMap => new LosMapBuilder(12, 5).build();
const tankAt = (col: number, row: number): LosContext => ({ vehicles: [{ col, row }] });

describe('Case 23.62: a tank blocks Line of Sight', () => {
  it('Case 23.62: two men on level ground with a tank between them do not see each other; the reason names the Case', () => {
    const r = los(open(), erect(1, 3), erect(9, 3), tankAt(5, 3));
    expect(r.clear).toBe(false);
    expect(r.blockedBy).toMatchObject({ kind: 'vehicle', square: { col: 5, row: 3 }, caseRef: 'Case 23.62' });
    expect(r.blockedBy!.reason).toContain('tank');
  });

  it('Case 23.62: without the tank the same line is clear, and a tank off the line blocks nothing', () => {
    expect(los(open(), erect(1, 3), erect(9, 3), {}).clear).toBe(true);
    expect(los(open(), erect(1, 3), erect(9, 3), tankAt(5, 1)).clear).toBe(true);
  });

  it('Case 23.62 with Case 8.22: the tank counts one level above its ground — men above it see over it (Case 8.25)', () => {
    const map = new LosMapBuilder(12, 5).build();
    expect(los(map, erect(1, 3, 1), erect(9, 3, 1), tankAt(5, 3)).clear).toBe(true);
    expect(los(map, erect(1, 3, 2), erect(9, 3, 0), tankAt(5, 3)).clear).toBe(true);
  });

  it('Case 23.62 with Case 8.26: a tank on a hill (level 1) counts as level 2', () => {
    const map = new LosMapBuilder(12, 5).level(5, 3, 1).build();
    expect(los(map, erect(1, 3, 1), erect(9, 3, 1), {}).clear).toBe(true);
    expect(los(map, erect(1, 3, 1), erect(9, 3, 1), tankAt(5, 3)).clear).toBe(false);
  });

  it('Case 8.27: adjacent men see each other, and a man next to the tank sees it (its own square never blocks the view of it)', () => {
    expect(los(open(), erect(4, 3), erect(6, 4), tankAt(5, 3)).clear).toBe(false);
    expect(los(open(), erect(4, 3), erect(5, 4), tankAt(5, 3)).clear).toBe(true);
    expect(los(open(), erect(1, 3), erect(5, 3, 1), tankAt(5, 3)).clear).toBe(true);
  });

  it('Case 23.62: a tank never makes a blocked line clear, and the fast path agrees with the full trace (property)', () => {
    const sq = fc.record({ col: fc.integer({ min: 1, max: 12 }), row: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(sq, sq, fc.array(sq, { maxLength: 4 }), fc.integer({ min: 0, max: 2 }), (a, b, tanks, h) => {
        const map = new LosMapBuilder(12, 5).level(6, 2, 1).field(3, 4, 'building').build();
        const from = erect(a.col, a.row, h);
        const to = erect(b.col, b.row);
        const without = lineOfSight(map, from, to).clear;
        const withTanks = los(map, from, to, { vehicles: tanks });
        if (!without) expect(withTanks.clear).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
