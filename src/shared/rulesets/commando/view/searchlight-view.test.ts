/** Section 33.0 in the views (ruling SL10): the umpire sees every beam; a side only the lit squares its men can see. */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { searchlightGame } from '../test-support/searchlight-game';
import { range } from '../rules/range';
import { projectView } from './view';

// Light of side b on 2010, operated by b1; side a's only man a1 in 2030. A misty Day range of 8
// (searchlightGame's dayRange) bounds what a1 can see of any lit square (Case 33.24).
const game = (facing: 'N' | 'NE' | 'S' | 'SW') =>
  searchlightGame(
    [
      { id: 'a1', side: 'a', col: 20, row: 30 },
      { id: 'b1', side: 'b', col: 1, row: 1 },
    ],
    [{ col: 20, row: 10, facing, operatorId: 'b1' }],
    { dayRange: 8 },
  );
const A1 = { col: 20, row: 30 };
const sideA = (s: ReturnType<typeof game>) => {
  const { version: _v, ...rest } = projectView(s, { kind: 'side', side: 'a' });
  return rest;
};

describe('ruling SL10: fog of the beam', () => {
  it('Case 33.21: the umpire sees the whole beam and every searchlight', () => {
    const u = projectView(game('S'), { kind: 'umpire' });
    expect(u.searchlights?.lights.map((l) => [l.id, l.facing, l.operatorId])).toEqual([['searchlight-1', 'S', 'b1']]);
    expect(u.searchlights?.beams[0]?.lit.length).toBeGreaterThan(100);
  });

  it('ruling SL10: an enemy searchlight turning where side a cannot see (N to NE) changes nothing in its view', () => {
    const t = new Table(game('N'), new ScriptedDice([]));
    const before = sideA(t.state);
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'NE' });
    expect(projectView(t.state, { kind: 'umpire' }).searchlights?.lights[0]?.facing).toBe('NE');
    expect(sideA(t.state)).toEqual(before);
    expect(before.searchlights).toEqual({ own: [], enemySeen: [], lit: [] });
  });

  it('ruling SL10: facing S, side a sees exactly the lit squares within its Day range and Line of Sight, and the light it stands in — never the facing', () => {
    const s = game('S');
    const beam = projectView(s, { kind: 'umpire' }).searchlights!.beams[0]!.lit;
    const expected = beam.filter((q) => range(A1, q) <= 8).sort((a, b) => a.row - b.row || a.col - b.col);
    const view = sideA(s);
    expect(view.searchlights?.lit).toEqual(expected.map((square) => ({ square, own: false })));
    expect(view.searchlights?.lit.length).toBeLessThan(beam.length);
    expect(view.searchlights?.enemySeen).toEqual([{ id: 'searchlight-1', square: { col: 20, row: 10 } }]);
    expect(JSON.stringify(view)).not.toContain('"facing"');
  });

  it('ruling SL10: turning S to SW changes side a\'s view only in squares it can see', () => {
    const seen = (facing: 'S' | 'SW') => new Set((sideA(game(facing)).searchlights?.lit ?? []).map((l) => `${l.square.col},${l.square.row}`));
    for (const key of [...seen('S'), ...seen('SW')]) {
      const [col, row] = key.split(',').map(Number);
      expect(range(A1, { col: col!, row: row! })).toBeLessThanOrEqual(8);
    }
  });

  it('Case 33.11: a side sees its own searchlight whole, facing and operator', () => {
    const v = projectView(game('S'), { kind: 'side', side: 'b' });
    expect(v.searchlights?.own).toEqual([{ id: 'searchlight-1', side: 'b', square: { col: 20, row: 10 }, facing: 'S', operatorId: 'b1' }]);
  });
});
