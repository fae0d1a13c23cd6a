import { describe, expect, it } from 'vitest';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { mountGame } from '../test-support/mount-game';
import { panicOffLimits } from './mount-panic';

const sq = (col: number, row: number) => ({ col, row });
const withTerrain = (s: GameState, at: { col: number; row: number }, terrain: 'trench' | 'mountain'): GameState => {
  const squares = [...s.map.squares];
  squares[squareIndex(s.map, at)] = { ...squares[squareIndex(s.map, at)]!, terrain };
  return { ...s, map: { ...s.map, squares } };
};

describe('Case 19.25 on a panicking mount’s route (engine/mount-panic.ts)', () => {
  const s = withTerrain(withTerrain(mountGame([{ id: 'a1', side: 'a', col: 10, row: 10 }], [{ side: 'a', kind: 'horse', col: 11, row: 11 }]), sq(12, 11), 'trench'), sq(11, 12), 'mountain');
  it('Case 19.25: a panicking mount enters no trench or mountain square; open ground stays open', () => {
    const off = panicOffLimits(s, s.men['mount-1']!, undefined)!;
    expect(off(sq(12, 11))).toBe(true);
    expect(off(sq(11, 12))).toBe(true);
    expect(off(sq(10, 11))).toBe(false);
  });
  it('Case 14.24: a panicking man keeps the scenario’s own limits only, and a mount keeps them too', () => {
    expect(panicOffLimits(s, s.men['a1']!, undefined)).toBeUndefined();
    const scenario = (q: { col: number; row: number }) => q.col === 10 && q.row === 11;
    expect(panicOffLimits(s, s.men['mount-1']!, scenario)!(sq(10, 11))).toBe(true);
  });
});
