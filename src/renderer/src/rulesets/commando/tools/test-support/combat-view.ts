import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';

/** An umpire view for the combat tool tests: a1 acts, observing b1; b2 is unseen; a2 is a friend. */
const map = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 't' });
const man = (id: string, side: string, col: number, row: number, extra: object = {}) => ({
  id,
  side,
  name: id.toUpperCase(),
  square: { col, row },
  posture: 'erect' as const,
  endurance: 15,
  wounds: 0,
  condition: 'fit' as const,
  weapons: ['submachinegun'],
  grenades: { fragmentation: 2 },
  ...extra,
});
export const combatView = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'non-prepared-task-execution',
  map,
  sides: [
    { id: 'a', name: 'A', mode: 'commando', observationCode: 'A' },
    { id: 'b', name: 'B', mode: 'defending', observationCode: 'L' },
  ],
  men: [man('a1', 'a', 2, 2), man('b1', 'b', 6, 2), man('b2', 'b', 6, 8), man('a2', 'a', 7, 3)],
  knowledge: { a1: { observing: ['b1'], lastKnown: {}, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false } },
  sequence: { men: {}, prompts: [], plots: {}, passedSides: [], active: { manId: 'a1', side: 'a', phase: 'non-prepared-task-execution', stoppedByEnemy: false, prompted: [], owed: [] } },
  version: 3,
} as unknown as UmpireView;
