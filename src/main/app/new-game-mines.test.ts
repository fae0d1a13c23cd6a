import { describe, expect, it } from 'vitest';
import type { GameSwitchInfo } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { call, startDemoApp } from './test-support/demo-app';

describe('a new game with mines (Section 22.0 Procedure)', () => {
  it('Case 48.41: with Mines chosen and no numbers given, the scenario listing applies: 17 anti-personnel or bounce mines', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'great-oilfield-raid', optionalRules: ['22'] });
    const view = await call<UmpireView>(app, 'getView');
    expect(view.mines?.allotments).toEqual([expect.objectContaining({ side: 'woggistanis', type: 'anti-personnel', count: 17, caseRef: 'Case 48.41', alsoTypes: ['bounce'] })]);
  });

  it('Section 22.0 Procedure: agreed numbers reach createGame; the side sees its own allotment, the enemy none', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const switched = await call<GameSwitchInfo>(app, 'newGame', {
      scenarioId: 'great-oilfield-raid',
      optionalRules: ['22'],
      mines: [
        { side: 'woggistanis', type: 'bounce', count: 5 },
        { side: 'woggistanis', type: 'claymore', count: 2 },
      ],
    });
    const view = await call<UmpireView>(app, 'getView');
    expect(view.mines?.allotments.map((a) => [a.side, a.type, a.count])).toEqual([
      ['woggistanis', 'bounce', 5],
      ['woggistanis', 'claymore', 2],
    ]);
    const base = `http://127.0.0.1:${app.port}`;
    const viewOf = async (side: string) => {
      const token = switched.session.players.find((p) => p.side === side)!.token;
      const res = await fetch(`${base}/api/player/getView`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
      return (await res.json()) as PlayerView;
    };
    expect((await viewOf('woggistanis')).mines?.allotments).toHaveLength(2);
    expect((await viewOf('us-commandos')).mines?.allotments ?? []).toEqual([]);
  });

  it('Section 22.0: mines are refused without Optional Rule 22, and the request is checked', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    await expect(call(app, 'newGame', { scenarioId: 'great-oilfield-raid', mines: [{ side: 'woggistanis', type: 'bounce', count: 5 }] })).rejects.toMatchObject({ body: { message: expect.stringMatching(/Section 22\.0/) } });
    await expect(call(app, 'newGame', { scenarioId: 'great-oilfield-raid', optionalRules: ['22'], mines: [{ side: 'woggistanis', type: 'mortar', count: 5 }] })).rejects.toMatchObject({ body: { error: 'bad-request' } });
  });
});
