import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError } from '../errors';
import { openCampaignDatabase } from '../open-database';
import { fixedContext } from '../test-helpers';
import { createRepositories } from './index';

async function club() {
  const db = await openCampaignDatabase(':memory:');
  const repos = createRepositories(db, fixedContext());
  const campaignId = repos.campaigns.create({ name: 'My club' }).id;
  const [ann, bob, cat] = ['Ann', 'Bob', 'Cat'].map((name) => repos.players.create({ campaignId, name }).id) as [string, string, string];
  const scenarioId = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: {} }).id;
  const game = repos.games.create({ campaignId, scenarioId, diceMode: 'seeded' }).id;
  return { db, repos, campaignId, scenarioId, game, ann, bob, cat };
}

describe('who played each side of a game', () => {
  it('replaces the assignment whole, several players to a side, a player named twice counted once', async () => {
    const { repos, game, ann, bob, cat } = await club();
    repos.games.setPlayers(game, { raiders: [ann, bob, ann], garrison: [cat] });
    expect(repos.games.players(game)).toEqual([
      { side: 'garrison', playerId: cat, playerName: 'Cat' },
      { side: 'raiders', playerId: ann, playerName: 'Ann' },
      { side: 'raiders', playerId: bob, playerName: 'Bob' },
    ]);
    expect(repos.games.setPlayers(game, { raiders: [cat], garrison: [] })).toEqual([{ side: 'raiders', playerId: cat, playerName: 'Cat' }]);
    expect(repos.games.get(game)!.sides).toEqual([{ side: 'raiders', playerId: cat, playerName: 'Cat' }]);
  });

  it('refuses an unknown game, an unknown player or another campaign\'s player, and changes nothing', async () => {
    const { repos, game, ann, cat } = await club();
    repos.games.setPlayers(game, { raiders: [ann] });
    expect(() => repos.games.setPlayers('nope', { raiders: [ann] })).toThrow(NotFoundError);
    expect(() => repos.games.setPlayers(game, { raiders: [cat, 'ghost'] })).toThrow(/player ghost \(side raiders\) does not exist/);
    const elsewhere = repos.campaigns.create({ name: 'Other club' }).id;
    const stranger = repos.players.create({ campaignId: elsewhere, name: 'Zed' }).id;
    expect(() => repos.games.setPlayers(game, { garrison: [stranger] })).toThrow(ConflictError);
    expect(repos.games.players(game)).toEqual([{ side: 'raiders', playerId: ann, playerName: 'Ann' }]);
  });

  it('counts the games each player is recorded in, and a player who played cannot be deleted', async () => {
    const { repos, campaignId, scenarioId, game, ann, bob } = await club();
    const second = repos.games.create({ campaignId, scenarioId, diceMode: 'seeded' }).id;
    repos.games.setPlayers(game, { raiders: [ann], garrison: [ann] });
    repos.games.setPlayers(second, { raiders: [ann] });
    expect(repos.players.listWithGames(campaignId).map((p) => [p.name, p.gamesPlayed])).toEqual([
      ['Ann', 2],
      ['Bob', 0],
      ['Cat', 0],
    ]);
    expect(() => repos.players.delete(ann)).toThrow(/played in 2 game/);
    repos.players.delete(bob);
  });
});

describe('archive entries name the sides', () => {
  it('in the setup\'s order and names (snapshot 0), a side only the result names by its id, and the players recorded for the game', async () => {
    const { repos, campaignId, game, ann, cat } = await club();
    repos.games.setStatus(game, 'active');
    repos.snapshots.save(game, 0, { sides: [{ id: 'raiders', name: 'Raiding party' }, { id: 'garrison', name: 'Bridge garrison' }] });
    repos.games.setPlayers(game, { raiders: [ann], garrison: [cat] });
    repos.results.save({ gameId: game, turnsPlayed: 4, sides: { garrison: { outcome: 'win', casualties: 0 }, raiders: { outcome: 'loss', casualties: 3 }, umpire: { outcome: 'draw', casualties: 0 } } });
    const [entry] = repos.results.archive({ campaignId, playerId: ann });
    expect(entry!.sides).toEqual([
      { id: 'raiders', name: 'Raiding party' },
      { id: 'garrison', name: 'Bridge garrison' },
      { id: 'umpire', name: 'umpire' },
    ]);
    expect(entry!.players.map((p) => `${p.playerName}:${p.side}`)).toEqual(['Cat:garrison', 'Ann:raiders']);
  });

  it('by their ids when the game has no stored setup', async () => {
    const { repos, campaignId, game } = await club();
    repos.games.setStatus(game, 'active');
    repos.results.save({ gameId: game, turnsPlayed: 1, sides: { raiders: { outcome: 'draw', casualties: 0 } } });
    expect(repos.results.get(game)!.sides).toEqual([{ id: 'raiders', name: 'raiders' }]);
    expect(repos.results.archive({ campaignId })).toHaveLength(1);
  });
});
