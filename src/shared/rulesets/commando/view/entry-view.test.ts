import { describe, expect, it } from 'vitest';
import '../index';
import type { GameState } from '../model/state';
import { engineGame } from '../test-support/engine-game';
import { sideExitBar } from './entry-view';

/** a1 (the commando side, as Case 43.43's British) or b1 executing tasks on an edge square of a game with Passchendaele's exit rule. */
function acting(manId: string, col: number, row: number, rules: readonly string[] = ['passchendaele-exit-row']): GameState {
  const game = engineGame([{ id: 'a1', side: 'a', col, row }, { id: 'b1', side: 'b', col, row: row === 1 ? 2 : row - 1 }]);
  const men = manId === 'b1' ? { ...game.men, b1: { ...game.men['b1']!, square: { col, row } }, a1: { ...game.men['a1']!, square: { col: 15, row: 15 } } } : game.men;
  return { ...game, men, scenario: { specialRules: rules }, sequence: { active: { manId } } } as unknown as GameState;
}

describe('Case 43.43 (ruling SO13): the scenario’s bar on leaving the map, shown to the side before it orders an exit', () => {
  it('Case 43.43: a British man on the west edge is barred, in the rule’s words; on the east (40xx) edge he is not', () => {
    expect(sideExitBar(acting('a1', 1, 10), 'a')).toEqual({ exitBar: { manId: 'a1', caseRef: 'Case 43.43', message: expect.stringContaining('only from the 40xx square-row') } });
    expect(sideExitBar(acting('a1', 30, 10), 'a')).toEqual({});
  });

  it('Case 43.43: a German man is barred on every edge', () => {
    expect(sideExitBar(acting('b1', 30, 10), 'b').exitBar?.caseRef).toBe('Case 43.43');
  });

  it('nothing for another side, a man off the edge, another narrowed window, or a scenario without the bar', () => {
    expect(sideExitBar(acting('a1', 1, 10), 'b')).toEqual({});
    expect(sideExitBar(acting('a1', 5, 10), 'a')).toEqual({});
    expect(sideExitBar(acting('a1', 1, 10), 'a', 'a2')).toEqual({});
    expect(sideExitBar(acting('a1', 1, 10, []), 'a')).toEqual({});
  });
});
