import { describe, expect, it } from 'vitest';
import type { ScenarioDetailInfo, ScenarioSummaryInfo } from '@shared/contract/api';
import { call, startDemoApp } from './test-support/demo-app';

describe('the Games screen lists both rulesets\' scenarios (issue 19)', () => {
  it('the three skirmish scenarios after the twelve Commando ones, each with its ruleset, conflict, table, set-up and length', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const list = await call<ScenarioSummaryInfo[]>(app, 'listScenarios');
    expect(list.map((s) => s.ruleset)).toEqual([...Array<string>(12).fill('commando'), 'skirmish', 'skirmish', 'skirmish']);
    const ambush = list.find((s) => s.id === 'skirmish-track-ambush')!;
    expect(ambush).toMatchObject({
      ruleset: 'skirmish', bundled: true, section: null, title: 'Ambush on the village road', canStart: true, problems: [],
      sides: [{ id: 'rli', name: 'R.L.I. patrol', numberOfMen: 8 }, { id: 'zanla', name: 'Guerrillas', numberOfMen: 10 }],
      skirmish: { conflict: "RHODESIA ('64-'79/80)", tableId: 'village-edge', tableName: 'Village edge', setUp: 'hidden', bounds: 10, provenance: expect.stringMatching(/^Written for Sightline/) },
    });
    const detail = await call<ScenarioDetailInfo>(app, 'getScenario', { id: 'skirmish-village-search' });
    expect(detail).toMatchObject({ ruleset: 'skirmish', skirmish: { setUp: 'open', conflict: "LEBANON ('82-'86)" }, file: { table: 'village-edge', conflict: 'lebanon' } });
  });
});
