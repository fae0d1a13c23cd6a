import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import { engineGame } from '../test-support/engine-game';
import { armamentOf } from '../engine/carried-weapons';
import { projectView } from './view';

/** a1 stands at 0303; b1 lies (or stands) at the square given; b2 is able, far away. */
function game(b1: { col: number; row: number; condition: 'dead' | 'incapacitated' | 'fit' }): GameState {
  const s = engineGame([
    { id: 'a1', side: 'a', col: 3, row: 3 },
    { id: 'a2', side: 'a', col: 9, row: 9 },
    { id: 'b1', side: 'b', col: b1.col, row: b1.row, condition: b1.condition },
    { id: 'b2', side: 'b', col: 20, row: 20 },
  ]);
  return s;
}

describe('Case 13.21 (ruling SO17): a side sees the fallen enemy lying in its able man’s own square, and his weapons', () => {
  it('Case 13.21: a killed or incapacitated enemy in a1’s square is shown to side a with his weapons, whole side or a1’s narrowed window', () => {
    for (const condition of ['dead', 'incapacitated'] as const) {
      const s = game({ col: 3, row: 3, condition });
      const weapons = armamentOf(s.men['b1']!).weapons.map((w) => ({ id: w.id, kind: w.kind }));
      const expected = [{ id: 'b1', square: { col: 3, row: 3 }, condition: condition === 'dead' ? 'killed' : 'incapacitated', weapons, withMen: ['a1'] }];
      expect(projectView(s, { kind: 'side', side: 'a' }).fallen).toEqual(expected);
      expect(projectView(s, { kind: 'side', side: 'a', manId: 'a1' }).fallen).toEqual(expected);
      // a2's own window: he stands elsewhere and sees nothing of it.
      expect(projectView(s, { kind: 'side', side: 'a', manId: 'a2' }).fallen).toBeUndefined();
    }
  });

  it('Case 13.21: an able enemy in the square, a fallen one a square away, and every fallen man of its own side are not "fallen enemies"', () => {
    expect(projectView(game({ col: 3, row: 3, condition: 'fit' }), { kind: 'side', side: 'a' }).fallen).toBeUndefined();
    expect(projectView(game({ col: 4, row: 3, condition: 'dead' }), { kind: 'side', side: 'a' }).fallen).toBeUndefined();
    const s = game({ col: 3, row: 3, condition: 'dead' });
    expect(projectView(s, { kind: 'side', side: 'b' }).fallen).toBeUndefined();
  });

  it('Case 13.21: a man who cannot act himself searches no one', () => {
    const s = game({ col: 3, row: 3, condition: 'dead' });
    const down = { ...s, men: { ...s.men, a1: { ...s.men['a1']!, condition: 'incapacitated' as const } } };
    expect(projectView(down, { kind: 'side', side: 'a' }).fallen).toBeUndefined();
  });
});
