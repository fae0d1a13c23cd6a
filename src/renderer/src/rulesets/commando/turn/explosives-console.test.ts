import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { newExplosive } from '@shared/rulesets/commando/rules/explosives';
import { SCENARIO_EXPLOSIVES } from '@shared/rulesets/commando/tables/explosives';
import { umpireItems } from '../map/map-items';
import { buttonCommands, commandLabel } from './labels';

const carried = { ...newExplosive('explosive-1', SCENARIO_EXPLOSIVES.vaagso, 'british'), carrierId: 'a1' };
const set = { ...newExplosive('explosive-2', SCENARIO_EXPLOSIVES.vaagso, 'british'), status: 'set' as const, setTurn: 3, square: { col: 4, row: 4 } };

const view = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 4,
  phase: 'non-prepared-task-execution',
  map: blankMap('m', 'm', 8, 8, { kind: 'custom', note: '' }),
  sides: [{ id: 'british', name: 'British', mode: 'commando', observationCode: 'B' }],
  men: [{ id: 'a1', side: 'british', name: 'Hale', square: { col: 2, row: 2 }, posture: 'erect', endurance: 17, wounds: 0, condition: 'fit', weapons: [] }],
  knowledge: {},
  explosives: [carried, set],
  version: 0,
} satisfies UmpireView;

describe('explosives on the umpire console (Cases 11.71, 11.73)', () => {
  it('Cases 11.71, 11.73: the set-up reassignment and the emplacement are buttons with their Case', () => {
    const assign = { type: 'setup/assign-explosive', explosiveId: 'explosive-1', manId: 'a1' } as const;
    const emplace = { type: 'task/emplace-explosive', manId: 'a1', explosiveId: 'explosive-1', taskPoints: 50 } as const;
    expect(buttonCommands([assign, emplace])).toEqual([assign, emplace]);
    expect(commandLabel(view, assign)).toEqual({ label: 'Give explosive-1 to a1 Hale', caseRef: 'Case 11.71' });
    expect(commandLabel(view, emplace)).toEqual({ label: 'Emplace explosive-1 (50 TP): a1 Hale', caseRef: 'Case 11.73' });
  });

  it('Case 11.7: the master map shows a carried explosive on its carrier and a set one in its square', () => {
    expect(umpireItems(view).filter((i) => i.kind === 'charge')).toEqual([
      { kind: 'charge', square: { col: 2, row: 2 }, title: 'Explosive explosive-1: carried by Hale (Case 11.71)' },
      { kind: 'charge', square: { col: 4, row: 4 }, title: 'Explosive explosive-2: set, set Turn 3 (Case 11.7)' },
    ]);
  });
});
