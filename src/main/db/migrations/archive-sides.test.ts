import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { migrate, schemaVersion } from '../migrate';
import { createRepositories } from '../repositories/index';
import { fixedContext } from '../test-helpers';
import { LATEST_SCHEMA_VERSION } from './index';

const T = '2024-01-10T21:00:00.000Z';

/** A campaign written by schema 1: two finished games (one with a setup whose sides have no names, one with no setup at all). */
function schemaOneCampaign(): Database {
  const db = campaignAtSchema(1);
  db.exec(`
    INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
    INSERT INTO players VALUES ('ann', 'c', 'Ann', '${T}'), ('bob', 'c', 'Bob', '${T}');
    INSERT INTO scenarios VALUES ('bridge', 'c', 'commando', 'The bridge', '{}', 0, '${T}', '${T}');
    INSERT INTO games VALUES ('g1', 'c', 'bridge', '{}', 'finished', 'seeded', NULL, '{}', '${T}', '${T}'),
                             ('g2', 'c', 'bridge', '{}', 'finished', 'seeded', NULL, '{}', '${T}', '${T}'),
                             ('g3', 'c', 'bridge', '{}', 'finished', 'seeded', NULL, '{}', '${T}', '${T}');
    INSERT INTO snapshots VALUES ('g1', 0, '{"version":0,"sides":[{"id":"raiders","name":"No. 2 Commando"},{"id":"garrison","name":"Wehrmacht"}],"map":{"w":40}}', '${T}'),
                                 ('g1', 4, '{"version":4,"sides":[{"id":"x","name":"not the setup"}]}', '${T}'),
                                 ('g2', 0, '{"version":0,"sides":[{"id":"raiders"},{"name":"no id"},3]}', '${T}');
    INSERT INTO game_sides VALUES ('g1', 'raiders', 'ann'), ('g1', 'garrison', 'bob'), ('g2', 'raiders', 'bob');
  `);
  for (const g of ['g1', 'g2', 'g3']) {
    db.exec(`INSERT INTO results VALUES ('${g}', 7, '["Case 7.41"]', '', '${T}');
             INSERT INTO result_sides VALUES ('${g}', 'raiders', 'win', NULL, 1), ('${g}', 'garrison', 'loss', 'Tactical', 3);`);
  }
  return db;
}

describe('migration 2 (archive-sides): the setup\'s side names get their own table, carried over', () => {
  it('a schema-1 campaign migrates to the latest schema with every game\'s side names taken from its setup', () => {
    const db = schemaOneCampaign();
    expect(schemaVersion(db)).toBe(1);
    migrate(db);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(db.prepare(`SELECT game_id, ord, side, name FROM game_side_names ORDER BY game_id, ord`).all()).toEqual([
      { game_id: 'g1', ord: 0, side: 'raiders', name: 'No. 2 Commando' },
      { game_id: 'g1', ord: 1, side: 'garrison', name: 'Wehrmacht' },
      { game_id: 'g2', ord: 0, side: 'raiders', name: null },
    ]);
    const archive = createRepositories(db, fixedContext()).results.archive({ campaignId: 'c' });
    const byId = Object.fromEntries(archive.map((e) => [e.gameId, e]));
    expect(byId.g1!.sides).toEqual([{ id: 'raiders', name: 'No. 2 Commando' }, { id: 'garrison', name: 'Wehrmacht' }]);
    expect(byId.g1!.players).toEqual([
      { side: 'garrison', playerId: 'bob', playerName: 'Bob' },
      { side: 'raiders', playerId: 'ann', playerName: 'Ann' },
    ]);
    expect(byId.g1!.outcome).toEqual({ garrison: { outcome: 'loss', level: 'Tactical', casualties: 3 }, raiders: { outcome: 'win', level: null, casualties: 1 } });
    expect(byId.g1!.rulings).toEqual(['Case 7.41']);
    // A side without a name is named by its id; a side only the result names comes after, by its id.
    expect(byId.g2!.sides).toEqual([{ id: 'raiders', name: 'raiders' }, { id: 'garrison', name: 'garrison' }]);
    expect(byId.g3!.sides).toEqual([{ id: 'garrison', name: 'garrison' }, { id: 'raiders', name: 'raiders' }]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('writing a setup (snapshot 0) keeps the names; a later snapshot does not touch them; deleting the game removes them', () => {
    const db = schemaOneCampaign();
    migrate(db);
    db.prepare(`UPDATE snapshots SET state = json_set(state, '$.sides[0].name', 'Renamed') WHERE game_id = 'g1' AND seq = 0`).run();
    db.prepare(`INSERT OR REPLACE INTO snapshots (game_id, seq, state, created_at) VALUES ('g1', 5, '{"sides":[{"id":"zz","name":"later"}]}', '${T}')`).run();
    db.prepare(`INSERT INTO snapshots (game_id, seq, state, created_at) VALUES ('g3', 0, '{"sides":[{"id":"garrison","name":"Garrison"}]}', '${T}')`).run();
    const names = () => db.prepare(`SELECT game_id, side, name FROM game_side_names ORDER BY game_id, ord`).all();
    expect(names()).toEqual([
      { game_id: 'g1', side: 'raiders', name: 'Renamed' },
      { game_id: 'g1', side: 'garrison', name: 'Wehrmacht' },
      { game_id: 'g2', side: 'raiders', name: null },
      { game_id: 'g3', side: 'garrison', name: 'Garrison' },
    ]);
    db.prepare(`DELETE FROM games WHERE id = 'g2'`).run();
    expect(names()).toHaveLength(3);
  });
});
