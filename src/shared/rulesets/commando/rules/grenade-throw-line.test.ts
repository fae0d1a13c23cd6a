import { describe, expect, it } from 'vitest';
import { throwLineStop } from './grenade-throw-line';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { LosMapBuilder } from './test-support/los-maps';

const T = DEFAULT_COMMANDO_TABLES;

describe('Section 11.0 procedure: the thrower’s line to the possible destination', () => {
  it('Section 11.0 procedure: blocking line terrain on the thrower’s line stops the grenade on his side of it', () => {
    // Wall across column 9's west side, rows 1–12; the target is west of it, the scatter crosses east... via the thrower's line.
    const b = new LosMapBuilder(12, 12);
    for (let r = 1; r <= 12; r++) if (r !== 5) b.line(9, r, 'w', 'wall');
    const map = b.build();
    // Scatter path runs along row 5 (no wall there), but the thrower's line to 0905... passes row 5 only at the end.
    const stop = throwLineStop(map, { col: 2, row: 2 }, { col: 10, row: 5 }, T);
    expect(stop.stop?.kind).toBe('line-of-throw');
    expect(stop.landing.col).toBe(8);
  });
  it('Section 11.0 procedure: a woods tree on the thrower’s line: the grenade lands in that woods square', () => {
    const map = new LosMapBuilder(12, 12).tree(6, 2, 0.5, 0.5, 0.3).build();
    const stop = throwLineStop(map, { col: 2, row: 2 }, { col: 10, row: 2 }, T);
    expect(stop.landing).toEqual({ col: 6, row: 2 });
    expect(stop.stop?.kind).toBe('tree');
    // The thrower's own tree does not stop it.
    const own = new LosMapBuilder(12, 12).tree(2, 2, 0.5, 0.5, 0.3).build();
    expect(throwLineStop(own, { col: 2, row: 2 }, { col: 10, row: 2 }, T).landing).toEqual({ col: 10, row: 2 });
  });
});
