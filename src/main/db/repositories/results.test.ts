import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { ConflictError } from '../errors';
import { openCampaignDatabase } from '../open-database';
import type { Outcome } from '../queries/results';
import { fixedContext } from '../test-helpers';
import type { Repositories } from './index';
import { createRepositories } from './index';

let db: Database;
let repos: Repositories;
const ids: Record<string, string> = {};

interface Played {
  key: string;
  scenario: 'bridge' | 'radar';
  raiders: string;
  garrison: string;
  on: string;
  turns: number;
  raidersOutcome: Outcome;
  casualties: [number, number];
}

const against: Record<Outcome, Outcome> = { win: 'loss', loss: 'win', draw: 'draw' };

// Four finished games at the club, one abandoned, one still running.
const PLAYED: Played[] = [
  { key: 'g1', scenario: 'bridge', raiders: 'ann', garrison: 'bob', on: '2024-01-10T21:00:00Z', turns: 10, raidersOutcome: 'win', casualties: [2, 5] },
  { key: 'g2', scenario: 'bridge', raiders: 'cat', garrison: 'ann', on: '2024-02-15T21:00:00Z', turns: 12, raidersOutcome: 'loss', casualties: [4, 1] },
  { key: 'g3', scenario: 'bridge', raiders: 'bob', garrison: 'cat', on: '2024-03-20T21:00:00Z', turns: 8, raidersOutcome: 'draw', casualties: [3, 3] },
  { key: 'g4', scenario: 'radar', raiders: 'ann', garrison: 'cat', on: '2024-02-20T21:00:00Z', turns: 6, raidersOutcome: 'win', casualties: [0, 2] },
];

beforeAll(async () => {
  db = await openCampaignDatabase(':memory:');
  repos = createRepositories(db, fixedContext());
  const campaignId = repos.campaigns.create({ name: 'My club' }).id;
  ids.campaign = campaignId;
  for (const name of ['ann', 'bob', 'cat']) ids[name] = repos.players.create({ campaignId, name }).id;
  ids.bridge = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: {} }).id;
  ids.radar = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Radar', scenario: {} }).id;
  for (const p of PLAYED) {
    const game = repos.games.create({
      campaignId,
      scenarioId: ids[p.scenario] ?? '',
      diceMode: 'seeded',
      sides: [
        { side: 'raiders', playerId: ids[p.raiders] ?? '' },
        { side: 'garrison', playerId: ids[p.garrison] ?? '' },
      ],
    });
    ids[p.key] = game.id;
    repos.games.setStatus(game.id, 'active');
    repos.results.save({
      gameId: game.id,
      turnsPlayed: p.turns,
      finishedAt: p.on,
      rulings: p.key === 'g1' ? ['Case 8.13: night, sentry may not see past 2 squares'] : [],
      sides: {
        raiders: { outcome: p.raidersOutcome, level: p.raidersOutcome === 'win' ? 'decisive' : null, casualties: p.casualties[0] },
        garrison: { outcome: against[p.raidersOutcome], casualties: p.casualties[1] },
      },
    });
  }
  const abandoned = repos.games.create({ campaignId, scenarioId: ids.bridge ?? '', diceMode: 'seeded', sides: [{ side: 'raiders', playerId: ids.ann ?? '' }] });
  repos.games.setStatus(abandoned.id, 'abandoned');
  ids.abandoned = abandoned.id;
  const running = repos.games.create({ campaignId, scenarioId: ids.bridge ?? '', diceMode: 'seeded' });
  repos.games.setStatus(running.id, 'active');
  ids.running = running.id;
});

afterAll(() => db.close());

const games = (entries: { gameId: string }[]) => entries.map((e) => Object.entries(ids).find(([, v]) => v === e.gameId)?.[0]);

describe('results', () => {
  it('saving a result finishes the game', () => {
    expect(repos.games.get(ids.g1 ?? '')).toMatchObject({ status: 'finished', finishedAt: '2024-01-10T21:00:00.000Z' });
    expect(repos.results.get(ids.g1 ?? '')).toMatchObject({
      scenarioName: 'Bridge',
      turnsPlayed: 10,
      rulings: ['Case 8.13: night, sentry may not see past 2 squares'],
      outcome: {
        garrison: { outcome: 'loss', level: null, casualties: 5 },
        raiders: { outcome: 'win', level: 'decisive', casualties: 2 },
      },
      players: [
        { side: 'garrison', playerName: 'bob' },
        { side: 'raiders', playerName: 'ann' },
      ],
    });
  });

  it('refuses a second result unless replacing, and never for an abandoned game', () => {
    const input = { gameId: ids.g3 ?? '', turnsPlayed: 9, finishedAt: '2024-03-20T21:00:00Z', sides: { raiders: { outcome: 'win' as const, casualties: 1 } } };
    expect(() => repos.results.save(input)).toThrow(/already has a result; nothing was changed/);
    expect(repos.results.get(ids.g3 ?? '')?.turnsPlayed).toBe(8);
    expect(() => repos.results.save({ ...input, gameId: ids.abandoned ?? '' })).toThrow(ConflictError);
    expect(() => repos.results.save({ ...input, gameId: ids.running ?? '', sides: {} })).toThrow(/at least one side/);
    expect(() => repos.results.save({ ...input, gameId: ids.running ?? '', turnsPlayed: -1 })).toThrow(/turnsPlayed/);
    expect(repos.games.get(ids.running ?? '')?.status).toBe('active');
  });

  it('replacing a result is one transaction', () => {
    const gameId = ids.running ?? '';
    repos.results.save({ gameId, turnsPlayed: 3, finishedAt: '2024-04-01T21:00:00Z', sides: { raiders: { outcome: 'loss', casualties: 6 } } });
    repos.results.save(
      { gameId, turnsPlayed: 4, finishedAt: '2024-04-01T21:00:00Z', sides: { garrison: { outcome: 'win', casualties: 0 } } },
      { replace: true },
    );
    expect(repos.results.get(gameId)?.outcome).toEqual({ garrison: { outcome: 'win', level: null, casualties: 0 } });
    db.prepare('DELETE FROM results WHERE game_id = ?').run(gameId);
  });
});

describe('archive', () => {
  it('lists finished games newest first; abandoned and running games are not in it', () => {
    expect(games(repos.results.archive())).toEqual(['g3', 'g4', 'g2', 'g1']);
  });

  it('filters by scenario', () => {
    expect(games(repos.results.archive({ scenarioId: ids.radar }))).toEqual(['g4']);
  });

  it('filters by player', () => {
    expect(games(repos.results.archive({ playerId: ids.bob }))).toEqual(['g3', 'g1']);
  });

  it('filters by date range, from inclusive and to exclusive', () => {
    expect(games(repos.results.archive({ from: '2024-02-01', to: '2024-03-01' }))).toEqual(['g4', 'g2']);
    expect(games(repos.results.archive({ from: '2024-01-10T21:00:00Z', to: '2024-02-15T21:00:00+00:00' }))).toEqual(['g1']);
    expect(() => repos.results.archive({ from: '2024-03-01', to: '2024-02-01' })).toThrow(/"from" must be before "to"/);
    expect(() => repos.results.archive({ from: 'last tuesday' })).toThrow(/invalid archive filter/);
  });

  it('filters by outcome, for any side or a named one', () => {
    expect(games(repos.results.archive({ outcome: { result: 'draw' } }))).toEqual(['g3']);
    expect(games(repos.results.archive({ outcome: { result: 'win', side: 'garrison' } }))).toEqual(['g2']);
    expect(games(repos.results.archive({ outcome: { result: 'win', side: 'raiders' }, playerId: ids.ann, scenarioId: ids.bridge }))).toEqual(['g1']);
  });

  it('pages', () => {
    expect(games(repos.results.archive({ limit: 2, offset: 1 }))).toEqual(['g4', 'g2']);
  });
});

describe('statistics', () => {
  it('per scenario: games, wins per side, average turns and casualties', () => {
    const stats = repos.results.statistics({ campaignId: ids.campaign });
    expect(stats).toEqual([
      {
        scenarioId: ids.bridge,
        scenarioName: 'Bridge',
        ruleset: 'commando',
        games: 3,
        averageTurns: 10,
        sides: [
          { side: 'garrison', games: 3, wins: 1, losses: 1, draws: 1, averageCasualties: 3, totalCasualties: 9 },
          { side: 'raiders', games: 3, wins: 1, losses: 1, draws: 1, averageCasualties: 3, totalCasualties: 9 },
        ],
      },
      {
        scenarioId: ids.radar,
        scenarioName: 'Radar',
        ruleset: 'commando',
        games: 1,
        averageTurns: 6,
        sides: [
          { side: 'garrison', games: 1, wins: 0, losses: 1, draws: 0, averageCasualties: 2, totalCasualties: 2 },
          { side: 'raiders', games: 1, wins: 1, losses: 0, draws: 0, averageCasualties: 0, totalCasualties: 0 },
        ],
      },
    ]);
  });

  it('takes the archive filters', () => {
    const stats = repos.results.statistics({ from: '2024-02-01', scenarioId: ids.bridge });
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ games: 2, averageTurns: 10 });
    expect(stats[0]?.sides.find((s) => s.side === 'raiders')).toMatchObject({ wins: 0, losses: 1, draws: 1, totalCasualties: 7 });
  });
});
