/** Case 48.43: a crane's arm is an overhead obstacle at Elevation Level Two, blocking LOS at that level only. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasLineOfSight, lineOfSight } from './line-of-sight';
import type { Viewpoint } from './line-of-sight';
import type { GameMap } from '../../../map/map-model';
import { LosMapBuilder, erect } from './test-support/los-maps';

function los(map: GameMap, a: Viewpoint, b: Viewpoint) {
  const full = lineOfSight(map, a, b);
  expect(hasLineOfSight(map, a, b)).toBe(full.clear);
  expect(hasLineOfSight(map, b, a)).toBe(full.clear);
  expect(lineOfSight(map, b, a).clear).toBe(full.clear);
  return full;
}

/** A row of 9 squares with a crane arm at level 2 over the middle square (column 5). */
const arm = (): GameMap => new LosMapBuilder(9, 3).overhead(5, 1, 2).overhead(5, 2, 2).overhead(5, 3, 2).build();

describe('Case 48.43: the arm of a crane blocks Line of Sight at Elevation Level Two only', () => {
  it('Case 48.43: two men at Elevation Level One observe each other "through" the arm', () => {
    expect(los(arm(), erect(1, 2, 1), erect(9, 2, 1)).clear).toBe(true);
  });

  it('Case 48.43: men on the ground (level 0) see beneath the arm; the terrain below it is Clear', () => {
    const map = arm();
    expect(los(map, erect(1, 2), erect(9, 2)).clear).toBe(true);
    expect(map.squares[(2 - 1) * 9 + 4]!.terrain).toBe('clear');
  });

  it('Case 48.43: two men at Elevation Level Two are blocked by the arm, and the reason names the Case', () => {
    const r = los(arm(), erect(1, 2, 2), erect(9, 2, 2));
    expect(r.clear).toBe(false);
    expect(r.blockedBy).toMatchObject({ kind: 'overhead', square: { col: 5, row: 2 }, caseRef: 'Case 48.43' });
    expect(r.blockedBy!.reason).toContain('Elevation Level 2');
  });

  it('Case 48.43: men above the arm (level 3) see over it', () => {
    expect(los(arm(), erect(1, 2, 3), erect(9, 2, 3)).clear).toBe(true);
  });

  it('Case 48.43: between men at different levels the line blocks where it passes the arm at level two', () => {
    // From level 0 to level 4 over 8 squares the line is at level 2 over the middle: blocked.
    expect(los(arm(), erect(1, 2, 0), erect(9, 2, 4)).blockedBy).toMatchObject({ kind: 'overhead' });
    // From level 0 to level 2 the line is at level 1 over the middle: beneath the arm.
    expect(los(arm(), erect(1, 2, 0), erect(9, 2, 2)).clear).toBe(true);
    // From level 1 to level 5 it is at level 3 there: above the arm.
    expect(los(arm(), erect(1, 2, 1), erect(9, 2, 5)).clear).toBe(true);
  });

  it('Case 48.43: the arm counts from the ground beneath it (an arm over a level-1 rise is at level 3)', () => {
    const b = new LosMapBuilder(9, 1);
    for (let c = 1; c <= 9; c++) b.level(c, 1, 1);
    const map = b.overhead(5, 1, 2).build();
    expect(los(map, erect(1, 1, 1), erect(9, 1, 1)).clear).toBe(true);
    expect(los(map, erect(1, 1, 2), erect(9, 1, 2)).blockedBy).toMatchObject({ kind: 'overhead', caseRef: 'Case 48.43' });
  });

  it('Case 8.27: adjacent men see each other under or beside the arm; a man in the arm square is not blocked by it', () => {
    const map = arm();
    expect(los(map, erect(4, 2, 2), erect(5, 2, 2)).clear).toBe(true);
    expect(los(map, erect(5, 2, 2), erect(9, 2, 2)).clear).toBe(true);
  });
});

describe('Case 48.43: overhead obstacles keep Line of Sight symmetric and the fast path exact (property)', () => {
  it('Case 48.43: on random maps with hills and arms, either man looking gives the same answer, and the fast path agrees', () => {
    const W = 7;
    const H = 6;
    const cell = fc.record({ elevation: fc.integer({ min: 0, max: 2 }), arm: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }) });
    const view = fc.record({ col: fc.integer({ min: 1, max: W }), row: fc.integer({ min: 1, max: H }), level: fc.integer({ min: 0, max: 4 }) });
    fc.assert(
      fc.property(fc.array(cell, { minLength: W * H, maxLength: W * H }), view, view, (cells, a, b) => {
        const m = new LosMapBuilder(W, H);
        cells.forEach((c, i) => {
          const col = (i % W) + 1;
          const row = Math.floor(i / W) + 1;
          m.level(col, row, c.elevation);
          if (c.arm !== undefined) m.overhead(col, row, c.arm);
        });
        const map = m.build();
        const va = erect(a.col, a.row, a.level);
        const vb = erect(b.col, b.row, b.level);
        const full = lineOfSight(map, va, vb);
        expect(hasLineOfSight(map, va, vb)).toBe(full.clear);
        expect(hasLineOfSight(map, vb, va)).toBe(full.clear);
        expect(lineOfSight(map, vb, va).clear).toBe(full.clear);
      }),
      { numRuns: 400 },
    );
  });
});
