import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/game/view';
import { buttonCommands, commandLabel, phaseLabel } from './labels';

const view = {
  kind: 'umpire',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'observation',
  map: blankMap('m', 'm', 5, 5, { kind: 'custom', note: '' }),
  sides: [{ id: 'a', name: 'Commandos', mode: 'commando', observationCode: 'C' }],
  men: [{ id: 'a1', side: 'a', name: 'Hale', square: { col: 1, row: 1 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] }],
  knowledge: {},
  version: 0,
} satisfies UmpireView;

describe('turn panel labels (Case 5.1)', () => {
  it('names the Phases in order with their letters', () => {
    expect(phaseLabel('non-prepared-task-execution')).toBe('E. Non-Prepared Task Execution');
    expect(phaseLabel('unknown')).toBe('unknown');
  });

  it('labels commands with the Case that allows them', () => {
    expect(commandLabel(view, { type: 'task/begin', manId: 'a1' })).toEqual({ label: 'Begin tasks: a1 Hale', caseRef: 'Case 6.21' });
    expect(commandLabel(view, { type: 'side/pass', side: 'a' }).label).toBe('Commandos passes');
    expect(commandLabel(view, { type: 'task/move', manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 3 }] }).label).toBe('Move a1 Hale to 0203');
  });

  it('leaves moves and attempts to the map and the prompt list', () => {
    expect(
      buttonCommands([
        { type: 'phase/advance' },
        { type: 'task/move', manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 2 }] },
        { type: 'observe/attempt', observerId: 'a1', targetId: 'b1' },
      ]),
    ).toEqual([{ type: 'phase/advance' }]);
  });
});
