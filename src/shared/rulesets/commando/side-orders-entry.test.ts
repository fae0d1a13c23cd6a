/**
 * Case 38.51 (ruling SO11): a side brings its own man onto the map from its
 * own window, as his first task once it has chosen him (Cases 6.21, 38.54);
 * never the enemy's man, and the refusal names nothing the side did not send.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from './model/state';
import { initialSequence } from './model/state';
import { engineGame } from './test-support/engine-game';
import { authoriseOrder } from './side-orders';

/** a1 and b1 wait off the map (Case 38.51); the acting man is given. */
function offMap(active: 'a1' | 'b1' | 'a2'): GameState {
  const game = engineGame([
    { id: 'a1', side: 'a', col: 1, row: 1 },
    { id: 'a2', side: 'a', col: 2, row: 1 },
    { id: 'b1', side: 'b', col: 5, row: 5 },
  ]);
  const men = { ...game.men };
  for (const id of ['a1', 'b1'] as const) {
    const { square: _s, ...rest } = men[id]!;
    men[id] = { ...rest, awaitingEntry: true };
  }
  const side = men[active]!.side;
  return {
    ...game,
    men,
    phase: 'non-prepared-task-execution',
    sequence: { ...initialSequence(), active: { manId: active, side, phase: 'non-prepared-task-execution', stoppedByEnemy: false, prompted: [], owed: [] } },
  };
}

const at = { col: 1, row: 1 };

describe('Case 38.51: a side orders its own man onto the map (ruling SO11)', () => {
  it('Case 38.51: its own man executing tasks may be ordered to enter; the command is the engine’s, unchanged', () => {
    expect(authoriseOrder(offMap('a1'), 'a', { type: 'entry/enter', manId: 'a1', square: at })).toEqual({ ok: true, value: { type: 'entry/enter', manId: 'a1', square: at } });
  });

  it('Case 38.51: an enemy man, or an unknown id, is refused in the same words as any other man not its own', () => {
    const enemy = authoriseOrder(offMap('b1'), 'a', { type: 'entry/enter', manId: 'b1', square: at });
    expect(enemy).toEqual({ ok: false, error: 'A side orders only its own men.' });
    expect(authoriseOrder(offMap('b1'), 'a', { type: 'entry/enter', manId: 'nobody', square: at })).toEqual(enemy);
    // The enemy's turn is not told apart from its men: the same words while its own man acts.
    expect(authoriseOrder(offMap('a1'), 'a', { type: 'entry/enter', manId: 'b1', square: at })).toEqual(enemy);
  });

  it('Case 6.43: its own man who is not executing tasks now is refused until the side chooses him (Case 6.21)', () => {
    expect(authoriseOrder(offMap('a2'), 'a', { type: 'entry/enter', manId: 'a1', square: at })).toMatchObject({ ok: false, error: expect.stringContaining('Case 6.43') });
  });

  it('issue 15: an entry order with a malformed square is refused as malformed, naming the field', () => {
    expect(authoriseOrder(offMap('a1'), 'a', { type: 'entry/enter', manId: 'a1', square: { col: 'x' } })).toMatchObject({ ok: false, error: expect.stringContaining('square') });
  });
});
