import { describe, expect, it } from 'vitest';
import { HillRun } from './fov-hill-run';

describe('a row’s hill squares joined into one interval of direction (Cases 8.21, 8.25)', () => {
  it('joins side-by-side squares at one level: from the first square’s lower edge to the last one’s upper', () => {
    const run = new HillRun();
    run.start(3, 0, 2);
    expect(run.join(3, 1, 2)).toBe(true);
    expect(run.join(3, 2, 2)).toBe(true);
    expect(run.lo).toBeCloseTo(-1 / 5, 15);
    expect(run.hi).toBeCloseTo(5 / 5, 15);
  });

  it('does not join a square at another level, in another row, or past a gap in the row', () => {
    const run = new HillRun();
    run.start(5, 1, 1);
    expect(run.join(5, 2, 2)).toBe(false);
    expect(run.join(6, 2, 1)).toBe(false);
    // (5, 3) begins at 5/11, past (5, 1)'s upper edge 3/9: the square between stays open.
    expect(run.join(5, 3, 1)).toBe(false);
    expect(run.hi).toBeCloseTo(3 / 9, 15);
  });
});
