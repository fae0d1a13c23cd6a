import { describe, expect, it } from 'vitest';
import type { ArchiveEntryInfo, CurrentGameInfo, GameSummaryInfo, GameSwitchInfo, ScenarioStatisticsInfo } from '@shared/contract/api';
import { call, startDemoApp } from './test-support/demo-app';

describe('the Optional Rules chosen at a new game are kept in its record and the archive (issue 22)', () => {
  it('Case 48.41: a game of the Great Oilfield Raid with Sections 18.0, 21.0 and 22.0 names them as current game, in the games list, and in the archive, which filters by them', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const switched = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'great-oilfield-raid', optionalRules: ['22', '18', '21'] });
    expect(switched.game.optionalRules).toEqual(['18', '21', '22']);
    expect((await call<CurrentGameInfo>(app, 'currentGame')).optionalRules).toEqual(['18', '21', '22']);
    const games = await call<GameSummaryInfo[]>(app, 'listGames');
    expect(games.find((g) => g.id === switched.game.gameId)?.optionalRules).toEqual(['18', '21', '22']);
    // The demo game was set up without any.
    expect(games.filter((g) => g.id !== switched.game.gameId).map((g) => g.optionalRules)).toEqual([[]]);

    await call(app, 'finishGame', { result: { sides: { 'us-commandos': { outcome: 'win' }, woggistanis: { outcome: 'loss' } } } });
    const [entry] = await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { gameId: switched.game.gameId } });
    expect(entry?.optionalRules).toEqual(['18', '21', '22']);
    expect((await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { optionalRules: { used: ['21'] } } })).map((e) => e.gameId)).toEqual([switched.game.gameId]);
    expect(await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { optionalRules: { unused: ['22'] } } })).toEqual([]);
    expect((await call<ScenarioStatisticsInfo[]>(app, 'statistics', { filter: { optionalRules: { used: ['18', '22'] } } }))[0]).toMatchObject({ scenarioId: 'great-oilfield-raid', games: 1 });
    await expect(call(app, 'statistics', { filter: { optionalRules: { used: ['Mines'] } } })).rejects.toMatchObject({ body: { error: 'bad-request' } });
  });

  it('Case 38.23: a game of the Hejaz Railway started with nothing ticked is played with Section 19.0, its necessary Optional Rule, and says so as current game and in the games list', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const switched = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'hejaz-railway', optionalRules: [] });
    expect(switched.game.optionalRules).toEqual(['19']);
    expect((await call<CurrentGameInfo>(app, 'currentGame')).optionalRules).toEqual(['19']);
    expect((await call<GameSummaryInfo[]>(app, 'listGames')).find((g) => g.id === switched.game.gameId)?.optionalRules).toEqual(['19']);
  });
});
