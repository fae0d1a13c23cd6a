import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { openCampaignDatabase } from '../open-database';
import { fixedContext } from '../test-helpers';
import type { Repositories } from './index';
import { createRepositories } from './index';

let db: Database;
let repos: Repositories;
let campaignId: string;

beforeEach(async () => {
  db = await openCampaignDatabase(':memory:');
  repos = createRepositories(db, fixedContext());
  campaignId = repos.campaigns.create({ name: 'My club' }).id;
  return () => db.close();
});

describe('campaigns and players', () => {
  it('creates, lists, renames', () => {
    repos.campaigns.create({ name: 'Tuesday group' });
    expect(repos.campaigns.list().map((c) => c.name)).toEqual(['My club', 'Tuesday group']);
    repos.campaigns.rename(campaignId, 'Dorking Wargames Club');
    expect(repos.campaigns.get(campaignId)?.name).toBe('Dorking Wargames Club');
    expect(() => repos.campaigns.rename('nope', 'x')).toThrow(NotFoundError);
    expect(() => repos.campaigns.create({ name: '   ' })).toThrow(/invalid campaign: .*must not be empty/s);
  });

  it('refuses a player in a campaign that does not exist, or a duplicate name', () => {
    repos.players.create({ campaignId, name: 'Ann' });
    expect(() => repos.players.create({ campaignId: 'nope', name: 'Bob' })).toThrow(/campaign nope does not exist/);
    expect(() => repos.players.create({ campaignId, name: 'Ann' })).toThrow(/already has a player called "Ann"/);
    expect(repos.players.list(campaignId).map((p) => p.name)).toEqual(['Ann']);
    expect(repos.players.findByName(campaignId, ' Ann ')?.name).toBe('Ann');
  });

  it('keeps a player who has played, deletes one who has not', () => {
    const ann = repos.players.create({ campaignId, name: 'Ann' });
    const bob = repos.players.create({ campaignId, name: 'Bob' });
    const scenario = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: {} });
    repos.games.create({ campaignId, scenarioId: scenario.id, diceMode: 'seeded', sides: [{ side: 'raiders', playerId: ann.id }] });
    expect(() => repos.players.delete(ann.id)).toThrow(/played in 1 game\(s\) and stays in the archive/);
    repos.players.delete(bob.id);
    expect(repos.players.list(campaignId).map((p) => p.name)).toEqual(['Ann']);
  });

  it('deleting a campaign deletes everything in it', () => {
    const ann = repos.players.create({ campaignId, name: 'Ann' });
    const scenario = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: {} });
    const game = repos.games.create({ campaignId, scenarioId: scenario.id, diceMode: 'seeded', sides: [{ side: 'raiders', playerId: ann.id }] });
    repos.events.append(game.id, [{ type: 'man-placed', payload: {} }]);
    repos.campaigns.delete(campaignId);
    for (const table of ['players', 'scenarios', 'games', 'game_sides', 'events', 'audit']) {
      expect((db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n, table).toBe(0);
    }
  });
});

describe('maps and scenarios', () => {
  it('saves a map with its provenance and reads it back', () => {
    const map = repos.maps.create({ campaignId, name: 'Village', map: { width: 40, squares: [] }, provenance: 'Commando map, printed' });
    expect(repos.maps.get(map.id)).toMatchObject({ name: 'Village', map: { width: 40 }, provenance: 'Commando map, printed' });
    repos.maps.update({ id: map.id, name: 'Village (winter)', map: { width: 40, snow: true }, provenance: 'house: snow added' });
    expect(repos.maps.get(map.id)?.map).toEqual({ width: 40, snow: true });
    expect(repos.maps.list(campaignId).map((m) => m.name)).toEqual(['Village (winter)']);
    expect(() => repos.maps.create({ campaignId, name: 'x', map: 'not an object' as never, provenance: 'p' })).toThrow(InvalidInputError);
  });

  it('lists bundled scenarios with the campaign’s own and protects the bundled ones', () => {
    repos.scenarios.installBundled([{ id: 'commando/raid', ruleset: 'commando', name: 'The Raid', scenario: { v: 1 } }]);
    const own = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Our raid', scenario: { v: 1 } });
    const other = repos.campaigns.create({ name: 'Other club' });
    repos.scenarios.create({ campaignId: other.id, ruleset: 'commando', name: 'Theirs', scenario: {} });
    expect(repos.scenarios.list(campaignId).map((s) => [s.name, s.bundled])).toEqual([
      ['The Raid', true],
      ['Our raid', false],
    ]);
    expect(() => repos.scenarios.update({ id: 'commando/raid', name: 'Hacked', scenario: {} })).toThrow(/ships with Sightline/);
    expect(() => repos.scenarios.delete('commando/raid')).toThrow(ConflictError);
    expect(repos.scenarios.update({ id: own.id, name: 'Our raid v2', scenario: { v: 2 } }).scenario).toEqual({ v: 2 });
  });

  it('a game keeps the scenario as it was played when the bundled one is updated', () => {
    repos.scenarios.installBundled([{ id: 'commando/raid', ruleset: 'commando', name: 'The Raid', scenario: { turns: 10 } }]);
    const game = repos.games.create({ campaignId, scenarioId: 'commando/raid', diceMode: 'physical' });
    repos.scenarios.installBundled([{ id: 'commando/raid', ruleset: 'commando', name: 'The Raid', scenario: { turns: 12 } }]);
    expect(repos.scenarios.get('commando/raid')?.scenario).toEqual({ turns: 12 });
    expect(repos.games.get(game.id)?.scenario).toEqual({ turns: 10 });
  });

  it('a played scenario cannot be deleted', () => {
    const s = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: {} });
    repos.games.create({ campaignId, scenarioId: s.id, diceMode: 'seeded' });
    expect(() => repos.scenarios.delete(s.id)).toThrow(/has been played and stays in the archive/);
  });
});

describe('games', () => {
  let scenarioId: string;
  beforeEach(() => {
    scenarioId = repos.scenarios.create({ campaignId, ruleset: 'commando', name: 'Bridge', scenario: { turns: 8 } }).id;
  });

  it('creates a game with sides, options and a hidden RNG state', () => {
    const ann = repos.players.create({ campaignId, name: 'Ann' });
    const bob = repos.players.create({ campaignId, name: 'Bob' });
    const game = repos.games.create({
      campaignId,
      scenarioId,
      diceMode: 'seeded',
      rngState: 'secret-seed',
      options: { snapshotEvery: 50 },
      sides: [
        { side: 'raiders', playerId: ann.id },
        { side: 'garrison', playerId: bob.id },
      ],
    });
    expect(game).toMatchObject({ status: 'setup', diceMode: 'seeded', scenarioName: 'Bridge', options: { snapshotEvery: 50 }, finishedAt: null });
    expect(game.sides.map((s) => [s.side, s.playerName])).toEqual([
      ['garrison', 'Bob'],
      ['raiders', 'Ann'],
    ]);
    expect(JSON.stringify(game)).not.toContain('secret-seed');
    expect(JSON.stringify(repos.games.list(campaignId))).not.toContain('secret-seed');
    expect(repos.games.rngState(game.id)).toBe('secret-seed');
  });

  it('creates nothing when a side names an unknown player or one from another club', () => {
    const other = repos.campaigns.create({ name: 'Other' });
    const stranger = repos.players.create({ campaignId: other.id, name: 'Stranger' });
    expect(() =>
      repos.games.create({ campaignId, scenarioId, diceMode: 'seeded', sides: [{ side: 'raiders', playerId: 'ghost' }] }),
    ).toThrow(/player ghost \(side raiders\) does not exist; the game was not created/);
    expect(() =>
      repos.games.create({ campaignId, scenarioId, diceMode: 'seeded', sides: [{ side: 'raiders', playerId: stranger.id }] }),
    ).toThrow(/belongs to another campaign/);
    expect(() => repos.games.create({ campaignId, scenarioId: 'nope', diceMode: 'seeded' })).toThrow(/scenario nope does not exist/);
    expect(() => repos.games.create({ campaignId, scenarioId, diceMode: 'loaded' as never })).toThrow(InvalidInputError);
    expect(repos.games.list(campaignId)).toEqual([]);
  });

  it('moves through its statuses and refuses to go back', () => {
    const { id } = repos.games.create({ campaignId, scenarioId, diceMode: 'seeded' });
    expect(() => repos.games.setStatus(id, 'finished')).toThrow(/is setup and cannot become finished \(it can become active or abandoned\)/);
    repos.games.setStatus(id, 'active');
    repos.games.setDiceMode(id, 'physical');
    repos.games.setStatus(id, 'finished');
    const game = repos.games.get(id);
    expect(game).toMatchObject({ status: 'finished', diceMode: 'physical' });
    expect(game?.finishedAt).not.toBeNull();
    expect(() => repos.games.setStatus(id, 'active')).toThrow(/it is over/);
    expect(repos.games.list(campaignId, 'finished').map((g) => g.id)).toEqual([id]);
    expect(repos.games.list(campaignId, 'active')).toEqual([]);
  });

  it('the schema rejects foreign key violations written directly', () => {
    const { id } = repos.games.create({ campaignId, scenarioId, diceMode: 'seeded' });
    const now = '2024-01-01T00:00:00.000Z';
    expect(() =>
      db
        .prepare(`INSERT INTO events (game_id, seq, kind, type, payload, created_at) VALUES ('ghost', 1, 'game', 't', '{}', ?)`)
        .run(now),
    ).toThrow(/FOREIGN KEY constraint failed/);
    expect(() => db.prepare(`INSERT INTO game_sides (game_id, side, player_id) VALUES (?, 'x', 'ghost')`).run(id)).toThrow(
      /FOREIGN KEY constraint failed/,
    );
    expect(() =>
      db
        .prepare(`INSERT INTO games (id, campaign_id, scenario_id, scenario_json, status, dice_mode, options, created_at)
                  VALUES ('g2', ?, 'ghost', '{}', 'setup', 'seeded', '{}', ?)`)
        .run(campaignId, now),
    ).toThrow(/FOREIGN KEY constraint failed/);
    expect(() => db.prepare(`UPDATE games SET status = 'won' WHERE id = ?`).run(id)).toThrow(/CHECK constraint failed/);
  });
});

describe('table overrides', () => {
  it('sets, replaces, lists and deletes one cell', () => {
    const cell = { campaignId, ruleset: 'commando', table: 'fire-combat', key: 'rifle@4', field: 'hit' };
    repos.overrides.set({ ...cell, value: 6, rationale: 'club ruling 2023: rifles at 4 squares' });
    repos.overrides.set({ ...cell, value: 5, rationale: 'revised after playtest' });
    repos.overrides.set({ campaignId, ruleset: 'skirmish', table: 'morale', key: 'green', field: 'mod', value: [-1, 0], rationale: 'r' });
    expect(repos.overrides.list(campaignId, 'commando')).toEqual([
      expect.objectContaining({ ...cell, value: 5, rationale: 'revised after playtest' }),
    ]);
    expect(repos.overrides.list(campaignId)).toHaveLength(2);
    expect(() => repos.overrides.set({ ...cell, value: 5, rationale: ' ' })).toThrow(/rationale/);
    expect(() => repos.overrides.set({ ...cell, campaignId: 'nope', value: 5, rationale: 'r' })).toThrow(/campaign nope does not exist/);
    expect(repos.overrides.delete(cell)).toBe(true);
    expect(repos.overrides.delete(cell)).toBe(false);
    expect(repos.overrides.list(campaignId, 'commando')).toEqual([]);
  });
});
