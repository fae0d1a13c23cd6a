import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { migrate, schemaVersion } from '../migrate';
import { createRepositories } from '../repositories/index';
import { buildArchiveQuery, buildStatisticsQuery } from '../queries/results';
import { fixedContext } from '../test-helpers';
import { LATEST_SCHEMA_VERSION } from './index';

const T = '2024-01-10T21:00:00.000Z';

/** A schema-5 campaign: finished games whose options chose Optional Rules (or not, or held damage). */
function schemaFiveCampaign(): Database {
  const db = campaignAtSchema(5);
  const options = {
    g1: { endurance: 'standard', optionalRules: ['21', '22'] },
    g2: { optionalRules: ['22'] },
    g3: { optionalRules: [] },
    g4: { optionalRules: ['22', 3, 'x', '222', '31'] },
    g5: { optionalRules: 'x' },
  };
  db.exec(`INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
           INSERT INTO scenarios VALUES ('bridge', 'c', 'commando', 'The bridge', '{}', 0, '${T}', '${T}');`);
  const game = db.prepare(`INSERT INTO games VALUES (?, 'c', 'bridge', '{}', 'finished', 'seeded', NULL, ?, '${T}', '${T}')`);
  for (const [id, o] of Object.entries(options)) {
    game.run(id, JSON.stringify(o));
    db.exec(`INSERT INTO results VALUES ('${id}', 7, '[]', '', '${T}');
             INSERT INTO result_sides VALUES ('${id}', 'raiders', '${id === 'g2' ? 'loss' : 'win'}', NULL, 1), ('${id}', 'garrison', '${id === 'g2' ? 'win' : 'loss'}', NULL, 3);`);
  }
  return db;
}

const rulesTable = (db: Database) => db.prepare(`SELECT game_id, rule FROM game_optional_rules ORDER BY game_id, rule`).all();

describe('migration 6 (game-optional-rules): the Optional Rules of each game get their own indexed table, carried over', () => {
  it('carries every stored game over from its options, keeping only two-digit Sections', () => {
    const db = schemaFiveCampaign();
    expect(schemaVersion(db)).toBe(5);
    migrate(db);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(rulesTable(db)).toEqual([
      { game_id: 'g1', rule: '21' },
      { game_id: 'g1', rule: '22' },
      { game_id: 'g2', rule: '22' },
      { game_id: 'g4', rule: '22' },
      { game_id: 'g4', rule: '31' },
    ]);
  });

  it('keeps the table by triggers: a new game, changed options, a deleted game', () => {
    const db = schemaFiveCampaign();
    migrate(db);
    db.prepare(`INSERT INTO games VALUES ('g6', 'c', 'bridge', '{}', 'active', 'seeded', NULL, ?, '${T}', NULL)`).run(JSON.stringify({ optionalRules: ['18', '18', '20'] }));
    db.prepare(`UPDATE games SET options = ? WHERE id = 'g1'`).run(JSON.stringify({ optionalRules: ['31'] }));
    db.exec(`DELETE FROM games WHERE id = 'g2'`);
    expect(rulesTable(db)).toEqual([
      { game_id: 'g1', rule: '31' },
      { game_id: 'g4', rule: '22' },
      { game_id: 'g4', rule: '31' },
      { game_id: 'g6', rule: '18' },
      { game_id: 'g6', rule: '20' },
    ]);
  });

  it('the archive names each game\'s rules and filters by rules used and not used; so do the statistics', () => {
    const db = schemaFiveCampaign();
    migrate(db);
    const results = createRepositories(db, fixedContext()).results;
    const ids = (f: Parameters<typeof results.archive>[0]) => results.archive(f).map((e) => e.gameId).sort();
    expect(Object.fromEntries(results.archive({ campaignId: 'c' }).map((e) => [e.gameId, e.optionalRules]))).toEqual({ g1: ['21', '22'], g2: ['22'], g3: [], g4: ['22', '31'], g5: [] });
    expect(ids({ optionalRules: { used: ['22'] } })).toEqual(['g1', 'g2', 'g4']);
    expect(ids({ optionalRules: { used: ['22', '21'] } })).toEqual(['g1']);
    expect(ids({ optionalRules: { unused: ['22'] } })).toEqual(['g3', 'g5']);
    expect(ids({ optionalRules: { used: ['22'], unused: ['31', '21'] } })).toEqual(['g2']);
    expect(ids({ optionalRules: { used: ['17'] } })).toEqual([]);
    // Statistics: with Section 22.0 the raiders won two of three (g2 was the loss).
    const stats = results.statistics({ optionalRules: { used: ['22'] } });
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({ scenarioId: 'bridge', games: 3 });
    expect(stats[0]!.sides.find((s) => s.side === 'raiders')).toMatchObject({ games: 3, wins: 2, losses: 1 });
    expect(results.statistics({ optionalRules: { unused: ['22'] } })[0]).toMatchObject({ games: 2 });
  });

  it('each rule of the filter is an index lookup on game_optional_rules (rule, game_id), never a scan of the games\' options', () => {
    const db = campaignAtSchema();
    const built = buildArchiveQuery({ optionalRules: { used: ['22'], unused: ['31'] } });
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${built.sql}`).all(built.params) as { detail: string }[]).map((r) => r.detail);
    const onRules = plan.filter((d) => d.includes('game_optional_rules'));
    expect(onRules.length).toBeGreaterThanOrEqual(2);
    for (const d of onRules) expect(d).toMatch(/USING (COVERING )?INDEX game_optional_rules_by_rule|USING PRIMARY KEY/);
    expect(plan.some((d) => /SCAN .*game_optional_rules/.test(d))).toBe(false);
    const stats = buildStatisticsQuery({ optionalRules: { used: ['22'] } });
    expect(stats.params).toMatchObject({ ruleUsed0: '22' });
  });

  it('refuses a filter that names a rule both used and unused, or a rule not written as two digits', () => {
    expect(() => buildArchiveQuery({ optionalRules: { used: ['22'], unused: ['22'] } })).toThrow(/both used and unused/);
    expect(() => buildArchiveQuery({ optionalRules: { used: ['Mines'] } })).toThrow(/written as its Section/);
  });
});
