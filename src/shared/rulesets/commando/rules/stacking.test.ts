import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import { blankMap } from '../../../map/map-model';
import type { Mover } from './movement-tables';
import { stepCost } from './movement';
import type { PlacedMan } from './stacking';
import { checkEntry, EMPTY_OCCUPANCY, occupancyFromMen } from './stacking';

const sq = (col: number, row: number): Square => ({ col, row });
const ERECT: Mover = { prone: false, seriouslyWounded: false };
const m = blankMap('t', 'test', 5, 5, { kind: 'custom', note: 'test' });

const man = (id: string, side: string, square: Square, condition: PlacedMan['condition'] = 'fit'): PlacedMan => ({ id, side, square, condition });

describe('Case 7.41: at most two Friendly men in a square', () => {
  it('a third Friendly man cannot enter', () => {
    const r = checkEntry({ friendly: 2, enemyActive: false }, '0303');
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.error.caseRef]).toEqual(['move/stacking', 'Case 7.41']);
  });
  it('a second may', () => {
    expect(checkEntry({ friendly: 1, enemyActive: false }, '0303').ok).toBe(true);
  });
  it('stepCost refuses the step into a full square', () => {
    const occ = occupancyFromMen([man('a', 'red', sq(3, 2)), man('b', 'red', sq(3, 2))], 'red', 'c');
    const r = stepCost(m, sq(3, 3), sq(3, 2), ERECT, occ);
    expect(!r.ok && r.error.code).toBe('move/stacking');
  });
});

describe('Case 7.42: a Friendly man in the square costs nothing extra', () => {
  it('still 5 Task Points, with a note in the breakdown', () => {
    const r = stepCost(m, sq(3, 3), sq(3, 2), ERECT, () => ({ friendly: 1, enemyActive: false }));
    expect(r.ok && r.value.cost).toBe(5);
    expect(r.ok && r.value.breakdown.steps.at(-1)).toMatchObject({ kind: 'note', caseRef: 'Case 7.42' });
  });
});

describe('Case 7.43: Enemy men do not count against Friendly stacking', () => {
  it('two Friendly and two Enemy men may share a square', () => {
    const occ = occupancyFromMen([man('a', 'red', sq(3, 2)), man('x', 'blue', sq(3, 2)), man('y', 'blue', sq(3, 2))], 'red', 'b');
    expect(occ(sq(3, 2))).toEqual({ friendly: 1, enemyActive: true });
    expect(checkEntry(occ(sq(3, 2)), '0302').ok).toBe(true);
  });
});

describe('Case 7.44: entering a live Enemy man’s square ends movement', () => {
  it('the step is legal and ends movement', () => {
    const r = stepCost(m, sq(3, 3), sq(3, 2), ERECT, () => ({ friendly: 0, enemyActive: true }));
    expect(r.ok && [r.value.cost, r.value.endsMovement]).toEqual([5, true]);
    expect(r.ok && r.value.breakdown.steps.some((s) => s.caseRef === 'Case 7.44')).toBe(true);
  });
  it('wounded Enemy men stop him too (Case 7.46, second sentence)', () => {
    expect(occupancyFromMen([man('x', 'blue', sq(3, 2), 'seriously-wounded')], 'red')(sq(3, 2)).enemyActive).toBe(true);
  });
});

describe('Case 7.46: incapacitated or dead Enemy men do not stop him', () => {
  it('are not active', () => {
    const occ = occupancyFromMen([man('x', 'blue', sq(3, 2), 'incapacitated'), man('y', 'blue', sq(3, 2), 'dead')], 'red');
    expect(occ(sq(3, 2))).toEqual({ friendly: 0, enemyActive: false });
    const r = stepCost(m, sq(3, 3), sq(3, 2), ERECT, occ);
    expect(r.ok && r.value.endsMovement).toBe(false);
  });
});

describe('occupancyFromMen', () => {
  it('does not count the mover, or men off the map, or the Friendly dead; counts the Friendly incapacitated', () => {
    const occ = occupancyFromMen(
      [
        man('me', 'red', sq(1, 1)),
        man('a', 'red', sq(1, 1), 'incapacitated'),
        man('b', 'red', sq(1, 1), 'dead'),
        { id: 'c', side: 'red', condition: 'fit' },
      ],
      'red',
      'me',
    );
    expect(occ(sq(1, 1))).toEqual({ friendly: 1, enemyActive: false });
    expect(EMPTY_OCCUPANCY(sq(1, 1))).toEqual({ friendly: 0, enemyActive: false });
  });
});
