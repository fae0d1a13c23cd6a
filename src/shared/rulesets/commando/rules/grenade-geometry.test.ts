import { describe, expect, it } from 'vitest';
import { roomOf, stepCrossing } from './grenade-geometry';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { LosMapBuilder } from './test-support/los-maps';

const T = DEFAULT_COMMANDO_TABLES;

describe('corner geometry (diagonal steps)', () => {
  it('a diagonal step is blocked only when both routes round the corner are', () => {
    const one = new LosMapBuilder(5, 5).line(2, 2, 'n', 'wall').build();
    expect(stepCrossing(one, { col: 2, row: 2 }, { col: 3, row: 1 }, T).cls).toBe('open');
    const corner = new LosMapBuilder(5, 5).line(2, 2, 'n', 'wall').line(2, 2, 'w', 'wall').build();
    expect(stepCrossing(corner, { col: 2, row: 2 }, { col: 1, row: 1 }, T).cls).toBe('blocked');
  });
  it('a room is the interior squares reachable without crossing lines (flood fill)', () => {
    const b = new LosMapBuilder(6, 6);
    for (let c = 2; c <= 4; c++) for (let r = 2; r <= 3; r++) b.field(c, r, 'building');
    b.line(4, 2, 'w', 'wall').line(4, 3, 'w', 'wall'); // splits column 4 off
    const map = b.build();
    expect(roomOf(map, { col: 2, row: 2 }, T)).toHaveLength(4);
    expect(roomOf(map, { col: 4, row: 3 }, T)).toHaveLength(2);
    expect(roomOf(map, { col: 1, row: 1 }, T)).toBeUndefined();
  });
});
