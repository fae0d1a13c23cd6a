import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { StoredDataError } from '../errors';
import { migrate, schemaVersion } from '../migrate';
import { buildArchiveQuery, buildStatisticsQuery } from '../queries/results';
import { createRepositories } from '../repositories/index';
import { archiveFromDetailTables, statisticsFromDetailTables } from '../test-support/archive-reference';
import { fixedContext } from '../test-helpers';
import { LATEST_SCHEMA_VERSION } from './index';

const T = (day: number) => `2024-01-${String(day).padStart(2, '0')}T21:00:00.000Z`;

/**
 * A schema-7 campaign with what the archive has to get right: several players
 * on a side, a side only the result names, a setup side without a name, a game
 * without a setup, Optional Rules, levels, rulings and notes, a game of
 * another campaign, a running game, and a result with no side rows (a file
 * edited by hand).
 */
function schemaSevenCampaign(): Database {
  const db = campaignAtSchema(7);
  db.exec(`
    INSERT INTO campaigns VALUES ('c', 'Club', '${T(1)}'), ('other', 'Other club', '${T(1)}');
    INSERT INTO players VALUES ('ann', 'c', 'Ann', '${T(1)}'), ('bob', 'c', 'Bob', '${T(1)}'), ('cat', 'c', 'cat', '${T(1)}'), ('dan', 'other', 'Dan', '${T(1)}');
    INSERT INTO scenarios VALUES ('bridge', 'c', 'commando', 'The bridge', '{}', 0, '${T(1)}', '${T(1)}'),
                                 ('radar', 'c', 'commando', 'radar station', '{}', 0, '${T(1)}', '${T(1)}'),
                                 ('far', 'other', 'commando', 'Far away', '{}', 0, '${T(1)}', '${T(1)}');
  `);
  const game = db.prepare(`INSERT INTO games VALUES (@id, @campaign, @scenario, '{}', @status, 'seeded', NULL, @options, '${T(1)}', @finished)`);
  const setup = db.prepare(`INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, 0, ?, '${T(1)}')`);
  const side = db.prepare(`INSERT INTO game_sides VALUES (?, ?, ?)`);
  const result = db.prepare(`INSERT INTO results VALUES (?, ?, ?, ?, ?)`);
  const outcome = db.prepare(`INSERT INTO result_sides VALUES (?, ?, ?, ?, ?)`);
  const games = [
    { id: 'g1', scenario: 'bridge', rules: ['21', '22'], sides: [['raiders', 'No. 2 Commando'], ['garrison', 'Wehrmacht']], players: [['raiders', 'ann'], ['raiders', 'cat'], ['garrison', 'bob']], day: 10, out: [['raiders', 'win', 'Decisive', 2], ['garrison', 'loss', null, 5]] },
    { id: 'g2', scenario: 'bridge', rules: [], sides: [['raiders', null], ['garrison', 'Wehrmacht']], players: [['garrison', 'ann']], day: 12, out: [['raiders', 'draw', null, 3], ['garrison', 'draw', null, 3], ['partisans', 'win', 'Tactical', 0]] },
    { id: 'g3', scenario: 'radar', rules: ['31'], sides: null, players: [], day: 12, out: [['raiders', 'loss', null, 6]] },
    { id: 'g4', scenario: 'radar', rules: ['22'], sides: [['b', 'Bravo'], ['a', 'Alpha']], players: [['a', 'bob'], ['b', 'bob']], day: 15, out: [] },
    { id: 'g5', scenario: 'far', campaign: 'other', rules: [], sides: [['x', 'X']], players: [['x', 'dan']], day: 16, out: [['x', 'win', null, 0]] },
  ];
  for (const g of games) {
    game.run({ id: g.id, campaign: g.campaign ?? 'c', scenario: g.scenario, status: 'finished', options: JSON.stringify({ optionalRules: g.rules }), finished: T(g.day) });
    if (g.sides) setup.run(g.id, JSON.stringify({ version: 0, sides: g.sides.map(([id, name]) => (name === null ? { id } : { id, name })), map: { w: 1 } }));
    for (const [s, p] of g.players) side.run(g.id, s, p);
    result.run(g.id, g.day % 7, g.id === 'g1' ? '["Case 7.41"]' : '[]', g.id === 'g2' ? 'Rain all night.' : '', T(g.day));
    for (const [s, o, level, casualties] of g.out) outcome.run(g.id, s, o, level, casualties);
  }
  game.run({ id: 'g6', campaign: 'c', scenario: 'bridge', status: 'active', options: '{}', finished: null });
  side.run('g6', 'raiders', 'ann');
  return db;
}

describe('migration 8 (archive-summary): each result carries its game\'s summary, carried over from a schema-7 file', () => {
  it('a schema-7 campaign migrates and its archive and statistics list exactly what they listed before, field by field', () => {
    const db = schemaSevenCampaign();
    expect(schemaVersion(db)).toBe(7);
    const before = { c: archiveFromDetailTables(db, 'c'), other: archiveFromDetailTables(db, 'other') };
    const stats = statisticsFromDetailTables(db, 'c');
    expect(before.c.map((e) => e.gameId)).toEqual(['g4', 'g2', 'g3', 'g1']);
    migrate(db);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    const results = createRepositories(db, fixedContext()).results;
    expect(results.archive({ campaignId: 'c' })).toEqual(before.c);
    expect(results.archive({ campaignId: 'other' })).toEqual(before.other);
    expect(results.statistics({ campaignId: 'c' })).toEqual(stats);
    // The cases themselves, so the reference cannot be wrong the same way.
    const g1 = before.c.find((e) => e.gameId === 'g1')!;
    expect(g1.players.map((p) => p.playerName)).toEqual(['Bob', 'Ann', 'cat']);
    expect(g1.optionalRules).toEqual(['21', '22']);
    expect(before.c.find((e) => e.gameId === 'g2')!.sides).toEqual([
      { id: 'raiders', name: 'raiders' },
      { id: 'garrison', name: 'Wehrmacht' },
      { id: 'partisans', name: 'partisans' },
    ]);
    expect(before.c.find((e) => e.gameId === 'g4')).toMatchObject({ outcome: {}, sides: [{ id: 'b', name: 'Bravo' }, { id: 'a', name: 'Alpha' }] });
    // A game without a result has no summary; the running game is in no list.
    expect(db.prepare(`SELECT count(*) AS n FROM results`).get()).toEqual({ n: 5 });
  });

  it('keeps the summary by triggers: players set or renamed, a result replaced, the setup or the rules changed, a side name edited by hand', () => {
    const db = schemaSevenCampaign();
    migrate(db);
    const repos = createRepositories(db, fixedContext());
    const same = () => {
      expect(repos.results.archive({ campaignId: 'c' })).toEqual(archiveFromDetailTables(db, 'c'));
      expect(repos.results.statistics({ campaignId: 'c' })).toEqual(statisticsFromDetailTables(db, 'c'));
    };
    repos.games.setPlayers('g2', { raiders: ['bob', 'cat'], garrison: [] });
    same();
    repos.players.rename('cat', 'Catherine');
    expect(repos.results.get('g2')!.players.map((p) => p.playerName)).toEqual(['Bob', 'Catherine']);
    same();
    repos.results.save({ gameId: 'g3', turnsPlayed: 9, sides: { raiders: { outcome: 'win', level: 'Marginal', casualties: 1 }, garrison: { outcome: 'loss', casualties: 4 } } }, { replace: true });
    expect(repos.results.get('g3')!.outcome).toEqual({ garrison: { outcome: 'loss', level: null, casualties: 4 }, raiders: { outcome: 'win', level: 'Marginal', casualties: 1 } });
    same();
    db.prepare(`UPDATE snapshots SET state = ? WHERE game_id = 'g1' AND seq = 0`).run(JSON.stringify({ sides: [{ id: 'garrison', name: 'Heer' }, { id: 'raiders' }] }));
    db.prepare(`UPDATE games SET options = ? WHERE id = 'g1'`).run(JSON.stringify({ optionalRules: ['17'] }));
    expect(repos.results.get('g1')).toMatchObject({ sides: [{ id: 'garrison', name: 'Heer' }, { id: 'raiders', name: 'raiders' }], optionalRules: ['17'] });
    same();
    db.exec(`UPDATE game_side_names SET name = 'Alpha Company' WHERE game_id = 'g4' AND side = 'a'; DELETE FROM result_sides WHERE game_id = 'g2' AND side = 'partisans';`);
    same();
    db.exec(`UPDATE result_sides SET casualties = 9 WHERE game_id = 'g1' AND side = 'raiders'; DELETE FROM game_sides WHERE game_id = 'g1' AND player_id = 'ann';`);
    same();
    // The running game finishes through the repository: its summary is written with its result.
    repos.games.setStatus('g6', 'finished');
    repos.results.save({ gameId: 'g6', turnsPlayed: 3, sides: { raiders: { outcome: 'loss', casualties: 2 } } });
    expect(repos.results.get('g6')).toMatchObject({ players: [{ side: 'raiders', playerName: 'Ann' }], outcome: { raiders: { outcome: 'loss' } } });
    same();
    db.exec(`DELETE FROM games WHERE id = 'g2'`);
    same();
  });

  it('names a damaged summary instead of listing it', () => {
    const db = schemaSevenCampaign();
    migrate(db);
    const results = createRepositories(db, fixedContext()).results;
    // Listed once whole first: what was read of it then is not what is listed after the edits.
    const listed = results.get('g3')!;
    const asListed = structuredClone(listed);
    expect(listed.gameId).toBe('g3');
    // Nor is an entry handed out shared with the next listing.
    (listed.players as unknown[]).length = 0;
    (listed.sides as unknown[]).length = 0;
    (listed.optionalRules as string[]).push('99');
    (listed.outcome as Record<string, unknown>)['x'] = { outcome: 'win', level: null, casualties: 0 };
    expect(results.get('g3')).toEqual(asListed);
    db.exec(`UPDATE results SET outcomes = '[["raiders","victory",null,1]]' WHERE game_id = 'g3'`);
    expect(() => results.get('g3')).toThrow(StoredDataError);
    expect(() => results.get('g3')).toThrow(/result of game g3 holds unexpected data: side raiders has outcome victory/);
    expect(() => results.statistics({ scenarioId: 'radar' })).toThrow(/result of a game of scenario radar holds unexpected data: side raiders has outcome victory/);
    db.exec(`UPDATE results SET outcomes = '{}' WHERE game_id = 'g3'`);
    expect(() => results.statistics({ scenarioId: 'radar' })).toThrow(/outcomes of a game of scenario radar hold unexpected data: not a list/);
    db.exec(`UPDATE results SET summary = '[]' WHERE game_id = 'g3'`);
    expect(() => results.get('g3')).toThrow(/summary of game g3 holds unexpected data: not an object/);
    db.exec(`UPDATE results SET summary = '{"n":[],"p":[]}' WHERE game_id = 'g3'`);
    expect(() => results.get('g3')).toThrow(/summary of game g3 holds unexpected data: "r"/);
    expect(() => db.exec(`UPDATE results SET summary = '{not json' WHERE game_id = 'g3'`)).toThrow(/CHECK constraint/);
  });

  it('the archive filters still go through their indexes, and the page reads no detail table', () => {
    const db = campaignAtSchema();
    const plan = (q: { sql: string; params: object }) => (db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(q.params) as { detail: string }[]).map((r) => r.detail);
    const uses = (q: { sql: string; params: object }, index: RegExp) => expect(plan(q).some((d) => index.test(d))).toBe(true);
    uses(buildArchiveQuery({ campaignId: 'c' }), /SEARCH g USING INDEX games_by_campaign_date/);
    uses(buildArchiveQuery({ campaignId: 'c', scenarioId: 's' }), /SEARCH g USING INDEX games_by_scenario/);
    uses(buildArchiveQuery({ campaignId: 'c', playerId: 'p' }), /SEARCH gs USING COVERING INDEX game_sides_by_player/);
    uses(buildArchiveQuery({ campaignId: 'c', outcome: { result: 'draw' } }), /SEARCH o USING COVERING INDEX result_sides_by_outcome/);
    uses(buildArchiveQuery({ campaignId: 'c', optionalRules: { used: ['22'] } }), /game_optional_rules_by_rule/);
    const filters = [{}, { scenarioId: 's' }, { playerId: 'p' }, { outcome: { result: 'draw' as const } }, { from: '2021-01-01', to: '2022-01-01' }, { optionalRules: { used: ['22'] } }];
    for (const f of filters) {
      const q = buildArchiveQuery({ campaignId: 'c', ...f });
      // The page is the bare scan's plan (the page query alone), sorted once; then each row's summary by its result's rowid (arch4).
      const page = plan({ ...q, sql: q.sql.slice(q.sql.indexOf('(') + 1, q.sql.lastIndexOf(') x')) });
      expect(plan(q)).toEqual(['CO-ROUTINE x', ...page, 'SCAN x', 'SEARCH d USING INTEGER PRIMARY KEY (rowid=?)']);
      expect(plan(q).filter((d) => /TEMP B-TREE/.test(d))).toEqual(['USE TEMP B-TREE FOR ORDER BY']);
      expect(plan(q).some((d) => /game_side_names|game_sides gs|players|result_sides rs|SCAN (?!x$)/.test(d))).toBe(false);
    }
    // The statistics: one grouped scan through the same index, no per-side table read, the scenario joined after grouping.
    const stats = plan(buildStatisticsQuery({ campaignId: 'c' }));
    expect(stats.some((d) => /SEARCH g USING INDEX games_by_campaign_date/.test(d))).toBe(true);
    expect(stats.some((d) => /result_sides|game_side_names|SCAN g|SCAN r\b/.test(d))).toBe(false);
  });
});
