import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import { hasLineOfSight } from '../rules/line-of-sight';
import { emptyKnowledge } from '../rules/knowledge';
import { range } from '../rules/range';
import type { GameState } from '../model/state';
import { climbingGame } from '../test-support/climbing-game';
import { manSight } from './man-sight';

const at = (col: number, row: number): Square => ({ col, row });

/** Each square's expected character, from one Line of Sight and one range per square (not the field of view). */
function expectedSquares(state: GameState, from: Square, level: number, observationRange: number): string {
  let out = '';
  for (let row = 1; row <= state.map.height; row++) {
    for (let col = 1; col <= state.map.width; col++) {
      const sq = at(col, row);
      const clear = hasLineOfSight(state.map, { square: from, posture: 'erect', ...(level ? { level } : {}) }, { square: sq, posture: 'erect' });
      out += !clear ? '0' : range(from, sq) <= observationRange ? '1' : '2';
    }
  }
  return out;
}

/** A square within `r` of 0210 that the woods at 0303–0404 hide from a man standing there (found, not assumed). */
function hiddenWithin(r: number): { col: number; row: number } {
  const state = climbingGame([]);
  for (let row = 1; row <= 20; row++) {
    for (let col = 1; col <= 20; col++) {
      if (range(at(2, 10), at(col, row)) <= r && !hasLineOfSight(state.map, { square: at(2, 10), posture: 'erect' }, { square: at(col, row), posture: 'erect' })) return { col, row };
    }
  }
  throw new Error('the test map hides nothing from 0210');
}

describe("the umpire's what-can-this-man-see", () => {
  it('Cases 8.12, 8.24: every square is in sight exactly when a Line of Sight reaches it, and within range when Case 8.11 says so', () => {
    const state = { ...climbingGame([{ id: 'a1', side: 'a', col: 2, row: 10 }]), observationRange: 6 };
    const sight = manSight(state, 'a1')!;
    expect(sight.squares).toBe(expectedSquares(state, at(2, 10), 0, 6));
    // The house at 1010–1111 hides what lies behind it, so some squares are out of sight, some beyond range.
    expect(sight.squares).toContain('0');
    expect(sight.squares).toContain('2');
    expect(sight.squares.length).toBe(20 * 20);
  });

  it('Case 7.13: from a tree he sees from his own level', () => {
    const base = { ...climbingGame([{ id: 'a1', side: 'a', col: 3, row: 3 }]), observationRange: 8 };
    const up: GameState = { ...base, men: { ...base.men, a1: { ...base.men['a1']!, aloft: { on: 'tree', level: 1, square: at(3, 3) } } } };
    const sight = manSight(up, 'a1')!;
    expect(sight.level).toBe(1);
    expect(sight.squares).toBe(expectedSquares(up, at(3, 3), 1, 8));
    expect(sight.squares).not.toBe(manSight(base, 'a1')!.squares);
  });

  it('Cases 8.83, 8.24, 8.12: each enemy as observation would find him, nearest first', () => {
    const base = climbingGame(
      [
        { id: 'a1', side: 'a', col: 2, row: 10 },
        { id: 'b-open', side: 'b', col: 5, row: 10 },
        { id: 'b-watched', side: 'b', col: 2, row: 13 },
        { id: 'b-behind', side: 'b', ...hiddenWithin(10) },
        { id: 'b-far', side: 'b', col: 20, row: 1 },
      ],
      { phase: 'observation' },
    );
    const state: GameState = { ...base, observationRange: 10, knowledge: { a1: { ...emptyKnowledge(), observing: ['b-watched'] } } };
    const sight = manSight(state, 'a1')!;
    const by = Object.fromEntries(sight.enemies.map((e) => [e.id, e]));
    expect(by['b-watched']).toMatchObject({ status: 'observing', caseRef: 'Case 8.83' });
    expect(by['b-open']).toMatchObject({ status: 'in-sight', mayAttempt: true, range: 3 });
    expect(by['b-behind']).toMatchObject({ status: 'hidden', caseRef: 'Case 8.24' });
    expect(by['b-far']).toMatchObject({ status: 'hidden', caseRef: 'Case 8.12' });
    expect(sight.enemies.map((e) => e.range)).toEqual([...sight.enemies.map((e) => e.range)].sort((x, y) => x - y));
  });

  it('Case 8.33: in sight in the Bookkeeping Phase, but no attempt may be made', () => {
    const state = climbingGame(
      [
        { id: 'a1', side: 'a', col: 2, row: 10 },
        { id: 'b1', side: 'b', col: 5, row: 10 },
      ],
      { phase: 'bookkeeping' },
    );
    expect(manSight(state, 'a1')!.enemies[0]).toMatchObject({ status: 'in-sight', mayAttempt: false, caseRef: 'Case 8.33' });
  });

  it('asks nothing of a dead man, a man off the map or an unknown id', () => {
    const state = climbingGame([
      { id: 'a1', side: 'a', col: 2, row: 10, condition: 'dead' },
      { id: 'a2', side: 'a', col: 3, row: 10 },
    ]);
    const offMap: GameState = { ...state, men: { ...state.men, a2: { ...state.men['a2']!, square: undefined } } };
    expect(manSight(state, 'a1')).toBeUndefined();
    expect(manSight(offMap, 'a2')).toBeUndefined();
    expect(manSight(state, 'nobody')).toBeUndefined();
  });
});
