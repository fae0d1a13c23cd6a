import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { migrate, schemaVersion } from '../migrate';
import { createRepositories } from '../repositories/index';
import { fixedContext } from '../test-helpers';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './index';
import { mapHash } from './0030-state-maps';

const T = '2024-01-10T21:00:00.000Z';
const MAP_A = { id: 'a', width: 40, height: 64, terrain: Array.from({ length: 50 }, (_, i) => ({ col: i, kind: 'woods' })) };
const MAP_B = { id: 'b', width: 20, height: 10, terrain: [] };
const state = (version: number, map: object | undefined) => ({ version, sides: [{ id: 'raiders', name: 'Raiders' }], men: { c1: { square: { col: 1, row: version } } }, ...(map ? { map } : {}) });

function campaignAt(version: number): Database {
  const db = campaignAtSchema(version);
  db.exec(`
    INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
    INSERT INTO scenarios VALUES ('s', 'c', 'commando', 'S', '{}', 0, '${T}', '${T}');
    INSERT INTO games VALUES ('g1', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                             ('g2', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL);
  `);
  const insert = db.prepare(`INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, ?, ?, '${T}')`);
  insert.run('g1', 0, JSON.stringify(state(0, MAP_A)));
  insert.run('g2', 0, JSON.stringify(state(0, MAP_A)));
  insert.run('g2', 0 + 1, JSON.stringify(state(1, MAP_B)));
  insert.run('g1', 2, JSON.stringify(state(2, undefined)));
  return db;
}

describe('migration 3 (state-maps): each map stored once, content-addressed; snapshots keep the dynamic state', () => {
  it('carries a schema-2 campaign over: every map moves to state_maps once, and every snapshot reads back as it was', () => {
    const db = campaignAt(2);
    const before = (db.prepare(`SELECT game_id, seq, state FROM snapshots ORDER BY game_id, seq`).all() as { game_id: string; seq: number; state: string }[]).map((r) => ({ ...r, state: JSON.parse(r.state) as object }));
    migrate(db);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    const maps = db.prepare(`SELECT hash, json FROM state_maps ORDER BY json`).all() as { hash: string; json: string }[];
    expect(maps.map((m) => JSON.parse(m.json) as object)).toEqual([MAP_A, MAP_B]);
    for (const m of maps) expect(m.hash).toBe(mapHash(m.json));
    expect(db.prepare(`SELECT count(*) AS n FROM snapshots WHERE json_type(state, '$.map') IS NOT NULL`).get()).toEqual({ n: 0 });
    expect(db.prepare(`SELECT game_id, seq, map_hash IS NOT NULL AS apart FROM snapshots ORDER BY game_id, seq`).all()).toEqual([
      { game_id: 'g1', seq: 0, apart: 1 },
      { game_id: 'g1', seq: 2, apart: 0 },
      { game_id: 'g2', seq: 0, apart: 1 },
      { game_id: 'g2', seq: 1, apart: 1 },
    ]);
    const repos = createRepositories(db, fixedContext());
    for (const b of before) expect(repos.snapshots.latestAtOrBefore(b.game_id, b.seq)?.state).toEqual(b.state);
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });

  it('a schema-1 campaign migrates through every later step', () => {
    const db = campaignAt(1);
    // Every later step too (side-links, command-ids).
    expect(migrate(db).applied).toEqual(['archive-sides', 'state-maps', ...MIGRATIONS.slice(3).map((m) => m.name)]);
    expect(db.prepare(`SELECT count(*) AS n FROM state_maps`).get()).toEqual({ n: 2 });
    expect(db.prepare(`SELECT game_id, side, name FROM game_side_names ORDER BY game_id`).all()).toEqual([
      { game_id: 'g1', side: 'raiders', name: 'Raiders' },
      { game_id: 'g2', side: 'raiders', name: 'Raiders' },
    ]);
  });

  it('saving snapshots of one map stores the map once; each snapshot row keeps only the dynamic state', () => {
    const db = campaignAt(LATEST_SCHEMA_VERSION);
    const repos = createRepositories(db, fixedContext());
    db.exec(`INSERT INTO events (game_id, seq, kind, type, payload, created_at) VALUES ('g1', 5, 'game', 'x', '{"type":"x"}', '${T}'), ('g1', 6, 'game', 'x', '{"type":"x"}', '${T}')`);
    repos.snapshots.save('g1', 5, state(5, MAP_A));
    repos.snapshots.save('g1', 6, state(6, MAP_A));
    const rows = db.prepare(`SELECT seq, length(state) AS size, map_hash AS mapHash FROM snapshots WHERE game_id = 'g1' AND seq >= 5`).all() as { seq: number; size: number; mapHash: string }[];
    expect(rows.map((r) => r.mapHash)).toEqual([mapHash(JSON.stringify(MAP_A)), mapHash(JSON.stringify(MAP_A))]);
    for (const r of rows) expect(r.size).toBe(JSON.stringify(state(r.seq, undefined)).length);
    expect(db.prepare(`SELECT count(*) AS n FROM state_maps WHERE hash = ?`).get(mapHash(JSON.stringify(MAP_A)))).toEqual({ n: 1 });
    expect(repos.snapshots.latestAtOrBefore('g1', 6)?.state).toEqual(state(6, MAP_A));
    // A snapshot naming a map that is not stored is reported, naming the game and seq.
    db.pragma('foreign_keys = OFF');
    db.prepare(`UPDATE snapshots SET map_hash = ? WHERE game_id = 'g1' AND seq = 6`).run('0'.repeat(64));
    expect(() => repos.snapshots.latestAtOrBefore('g1', 6)).toThrow(/snapshot 6 of game g1 names map 0{64}, which is not stored/);
  });
});
