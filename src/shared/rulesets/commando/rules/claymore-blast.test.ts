import { describe, expect, it } from 'vitest';
import { blankMap } from '../../../map/map-model';
import { claymorePattern, tripwireSquares } from './claymore-blast';
import { MINE_NUMBERS } from '../tables/mines';

const map = blankMap('m', 'claymore test', 30, 30, { kind: 'custom', note: 'test' });
const at = (col: number, row: number) => ({ col, row });
const key = (s: { col: number; row: number }) => `${s.col},${s.row}`;

describe('Case 22.36 claymore blast patterns (Diagrams 6 and 7, house geometry, ruling MN8)', () => {
  it('Diagram 6 (orthogonal, facing north): 1, 3, 5, 7 squares out to four, 1D10 for the first two', () => {
    const p = claymorePattern(map, at(10, 10), 'n');
    expect(p).toHaveLength(16);
    expect(p.filter((c) => c.depth === 1).map((c) => key(c.square))).toEqual(['10,9']);
    expect(p.filter((c) => c.depth === 2).map((c) => key(c.square))).toEqual(['9,8', '10,8', '11,8']);
    expect(p.filter((c) => c.depth === 4).map((c) => key(c.square))).toEqual(['7,6', '8,6', '9,6', '10,6', '11,6', '12,6', '13,6']);
    expect(p.filter((c) => c.zone === 'near')).toHaveLength(4);
    expect(MINE_NUMBERS.claymoreNearWounds.value).toBe('1D10');
    expect(MINE_NUMBERS.claymoreFarWounds.value).toBe('1D6');
    expect(MINE_NUMBERS.claymoreFarDepth.provenance.kind).toBe('house');
  });

  it('Diagram 7 (diagonal, facing south-east): the quadrant between east and south, 1 + 3 + 5 + 7 squares', () => {
    const p = claymorePattern(map, at(10, 10), 'se');
    expect(p).toHaveLength(16);
    expect(p.filter((c) => c.depth === 1).map((c) => key(c.square))).toEqual(['11,11']);
    expect(p.filter((c) => c.depth === 2).map((c) => key(c.square)).sort()).toEqual(['11,12', '12,11', '12,12']);
    expect(p.every((c) => c.square.col > 10 && c.square.row > 10)).toBe(true);
  });

  it('Case 22.37: the claymore square is never in its pattern; squares off the map are dropped', () => {
    for (const f of ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const) expect(claymorePattern(map, at(10, 10), f).some((c) => key(c.square) === '10,10')).toBe(false);
    expect(claymorePattern(map, at(1, 1), 'n')).toEqual([]);
  });
});

describe('Case 22.35 tripwire', () => {
  it('runs through every square of the line from the anchor to the claymore, both ends included', () => {
    expect(tripwireSquares(at(10, 1), at(10, 5)).map(key)).toEqual(['10,1', '10,2', '10,3', '10,4', '10,5']);
    expect(tripwireSquares(at(1, 1), at(3, 3)).map(key)).toEqual(['1,1', '2,2', '3,3']);
  });
});
