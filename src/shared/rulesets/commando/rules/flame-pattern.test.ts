/** Section 17.0 General Rule and Diagram 5: the flamethrower's twelve 45° patterns (ruling FL2, FL3). */
import { describe, expect, it } from 'vitest';
import { FLAME_PATTERNS, flamePatternSquares, flameReach, patternCovers } from './flame-pattern';

const MAP = { width: 40, height: 40 };
const M = { col: 20, row: 20 };
const offsets = (p: (typeof FLAME_PATTERNS)[number], reach: number): [number, number][] => flamePatternSquares(MAP, M, p, reach).map((s) => [s.col - M.col, s.row - M.row]);

describe('Diagram 5: the 45° patterns', () => {
  it('Section 17.0: the diagonal pattern NNE lies between the line north and the line through the north-east square', () => {
    // 2 squares diagonally is range 3 (Case 8.11), beyond a reach of 2.
    expect(offsets('NNE', 2)).toEqual([[0, -1], [1, -1], [0, -2], [1, -2]]);
  });

  it('Section 17.0: the orthogonal pattern S runs from the adjacent square to the far corners and widens one square a side every two rows', () => {
    expect(offsets('S', 3)).toEqual([[0, 1], [-1, 2], [0, 2], [1, 2], [-1, 3], [0, 3], [1, 3]]);
    expect(patternCovers('S', 1, 1)).toBe(false);
  });

  it('Section 17.0: "covers any part of a square": a square the edge of the pattern only touches at a corner is not covered', () => {
    // The N pattern's lines pass exactly through the corners of the squares beside the adjacent one.
    expect(patternCovers('N', 1, -1)).toBe(false);
    expect(patternCovers('N', -1, -1)).toBe(false);
  });

  it('Case 17.13: no pattern covers his own square', () => {
    for (const p of FLAME_PATTERNS) expect(patternCovers(p, 0, 0)).toBe(false);
  });

  it('Section 17.0: the twelve patterns together cover every square round him, each by a diagonal or an orthogonal pattern', () => {
    for (let dr = -3; dr <= 3; dr++) {
      for (let dc = -3; dc <= 3; dc++) {
        if (dc === 0 && dr === 0) continue;
        expect(FLAME_PATTERNS.some((p) => patternCovers(p, dc, dr))).toBe(true);
      }
    }
  });

  it('Section 17.0: mirror patterns are mirror images (E of N, W of S)', () => {
    const n = offsets('N', 6).map(([c, r]) => `${-r},${c}`).sort();
    const e = offsets('E', 6).map(([c, r]) => `${c},${r}`).sort();
    expect(e).toEqual(n);
  });

  it('Section 17.0 (ruling FL3): the pattern reaches as far as the Fire Combat Table row has a chance, 8 squares, and stops at the map edge', () => {
    expect(flameReach()).toBe(8);
    expect(Math.max(...flamePatternSquares(MAP, M, 'S').map((s) => s.row - M.row))).toBe(8);
    expect(flamePatternSquares(MAP, { col: 1, row: 1 }, 'N')).toEqual([]);
  });
});
