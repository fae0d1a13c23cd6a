import { blankMap } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';

/** A small two-sided game for view and engine tests. */
export function smallGame(): GameState {
  const man = (id: string, side: string, col: number, row: number): ManState => ({
    id,
    side,
    name: `Man ${id}`,
    square: { col, row },
    posture: 'erect',
    endurance: 15,
    wounds: 0,
    condition: 'fit',
    weapons: ['rifle'],
  });
  const men = [man('a1', 'a', 1, 1), man('a2', 'a', 2, 1), man('b1', 'b', 8, 8), man('b2', 'b', 9, 9), man('b3', 'b', 10, 10)];
  return {
    gameId: 'g',
    ruleset: 'commando',
    scenarioName: 'test',
    map: blankMap('m', 'test map', 12, 12, { kind: 'custom', note: 'test' }),
    sides: [
      { id: 'a', name: 'Side A', mode: 'commando', observationCode: 'C' },
      { id: 'b', name: 'Side B', mode: 'defending', observationCode: 'G' },
    ],
    men: Object.fromEntries(men.map((m) => [m.id, m])),
    knowledge: {},
    turn: 1,
    phase: 'observation',
    version: 0,
  };
}
