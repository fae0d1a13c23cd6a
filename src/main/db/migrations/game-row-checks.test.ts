import { describe, expect, it } from 'vitest';
import type { Database } from '../driver';
import { campaignAtSchema } from '../test-support/old-schema';
import { migrate, schemaVersion } from '../migrate';
import { LATEST_SCHEMA_VERSION } from './index';

const T = '2024-01-10T21:00:00.000Z';
const event = (seq: number) => JSON.stringify({ type: 'man-placed', manId: 'c1', seq });

/** A schema-6 campaign: g1 with a setup and three events, g2 whose setup is not an object, g3 with no setup stored. */
function schemaSixCampaign(): Database {
  const db = campaignAtSchema(6);
  db.exec(`
    INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
    INSERT INTO scenarios VALUES ('s', 'c', 'commando', 'S', '{}', 0, '${T}', '${T}');
    INSERT INTO games VALUES ('g1', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                             ('g2', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                             ('g3', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL);
    INSERT INTO snapshots (game_id, seq, state, created_at) VALUES ('g1', 0, '{"version":0}', '${T}'), ('g2', 0, '[1, 2]', '${T}');
  `);
  const insert = db.prepare(`INSERT INTO events (game_id, seq, kind, type, payload, created_at) VALUES (?, ?, 'game', 'man-placed', ?, '${T}')`);
  for (const seq of [1, 2, 3]) insert.run('g1', seq, event(seq));
  return db;
}

const checks = (db: Database) => db.prepare(`SELECT game_id, checked_seq, damaged_seq, damage, setup_ok FROM game_row_checks ORDER BY game_id`).all();
const checkOf = (db: Database, id: string) => db.prepare(`SELECT checked_seq, damaged_seq, damage, setup_ok FROM game_row_checks WHERE game_id = ?`).get(id);

/** As the app keeps it: rows 1..3 of g1 known good. */
function markChecked(db: Database, seq: number): void {
  db.prepare(`UPDATE game_row_checks SET checked_seq = ? WHERE game_id = 'g1'`).run(seq);
}

describe('migration 7 (game-row-checks): each game keeps how far its rows are known good, so the list reads no rows (issue 23)', () => {
  it('carries every stored game over: its setup checked, its rows left to one scan', () => {
    const db = schemaSixCampaign();
    expect(schemaVersion(db)).toBe(6);
    migrate(db);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    expect(checks(db)).toEqual([
      { game_id: 'g1', checked_seq: 0, damaged_seq: null, damage: null, setup_ok: 1 },
      { game_id: 'g2', checked_seq: 0, damaged_seq: null, damage: null, setup_ok: 0 },
      { game_id: 'g3', checked_seq: 0, damaged_seq: null, damage: null, setup_ok: null },
    ]);
    // Nothing else changed.
    expect(db.prepare(`SELECT count(*) AS n FROM events`).get()).toEqual({ n: 3 });
  });

  it('a new game gets its row; writing, replacing or deleting its setup is checked by trigger', () => {
    const db = schemaSixCampaign();
    migrate(db);
    db.exec(`INSERT INTO games VALUES ('g4', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL)`);
    expect(checkOf(db, 'g4')).toEqual({ checked_seq: 0, damaged_seq: null, damage: null, setup_ok: null });
    db.exec(`INSERT INTO snapshots (game_id, seq, state, created_at) VALUES ('g4', 0, '{"version":0}', '${T}')`);
    expect(checkOf(db, 'g4')).toMatchObject({ setup_ok: 1 });
    db.exec(`UPDATE snapshots SET state = '"text"' WHERE game_id = 'g4' AND seq = 0`);
    expect(checkOf(db, 'g4')).toMatchObject({ setup_ok: 0 });
    db.exec(`INSERT OR REPLACE INTO snapshots (game_id, seq, state, created_at) VALUES ('g4', 0, '{"version":0}', '${T}')`);
    expect(checkOf(db, 'g4')).toMatchObject({ setup_ok: 1 });
    // A later snapshot is a cache, not the setup: it does not touch the setup's check.
    db.exec(`INSERT INTO snapshots (game_id, seq, state, created_at) VALUES ('g4', 5, '[]', '${T}')`);
    expect(checkOf(db, 'g4')).toMatchObject({ setup_ok: 1 });
    db.exec(`DELETE FROM snapshots WHERE game_id = 'g4' AND seq = 0`);
    expect(checkOf(db, 'g4')).toMatchObject({ setup_ok: null });
    db.exec(`DELETE FROM games WHERE id = 'g4'`);
    expect(checkOf(db, 'g4')).toBeUndefined();
  });

  it('a row changed by anything but the app lowers the mark below it, and forgets damage at or after it', () => {
    const db = schemaSixCampaign();
    migrate(db);
    markChecked(db, 3);
    // An edit by hand of row 2: rows from 2 on are scanned again.
    db.exec(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = 'g1' AND seq = 2`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 1, damaged_seq: null });
    // A marking of reverted events (what a rewind writes) is not a change of a row's content.
    markChecked(db, 3);
    db.exec(`INSERT INTO events (game_id, seq, kind, type, payload, created_at) VALUES ('g1', 4, 'rewind', 'rewind', '{"fromSeq":3,"reason":"r"}', '${T}')`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 3 });
    db.exec(`UPDATE events SET reverted_by = 4 WHERE game_id = 'g1' AND seq = 3`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 3 });
    // Damage a scan found at 3 (the mark at 2); an edit after it leaves it, an edit of it (or before) forgets it.
    db.exec(`UPDATE game_row_checks SET checked_seq = 2, damaged_seq = 3, damage = 'x' WHERE game_id = 'g1'`);
    db.exec(`UPDATE events SET payload = '{"fromSeq":3,"reason":"s"}' WHERE game_id = 'g1' AND seq = 4`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 2, damaged_seq: 3, damage: 'x' });
    db.exec(`UPDATE events SET payload = json_set(payload, '$.manId', 'c2') WHERE game_id = 'g1' AND seq = 3`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 2, damaged_seq: null, damage: null });
    // A row put in below the mark (a gap filled by hand, a replaced row), and a deleted one.
    markChecked(db, 4);
    db.exec(`INSERT OR REPLACE INTO events (game_id, seq, kind, type, payload, created_at) VALUES ('g1', 2, 'game', 'man-placed', '${event(2)}', '${T}')`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 1 });
    db.exec(`UPDATE events SET reverted_by = NULL WHERE game_id = 'g1' AND seq = 3`);
    db.exec(`UPDATE game_row_checks SET checked_seq = 2, damaged_seq = 3, damage = 'x' WHERE game_id = 'g1'`);
    db.exec(`DELETE FROM events WHERE game_id = 'g1' AND seq = 4`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 2, damaged_seq: 3 });
    db.exec(`DELETE FROM events WHERE game_id = 'g1' AND seq = 3`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 2, damaged_seq: null, damage: null });
    // A row appended after the mark leaves it where it is: it is simply not checked yet.
    db.exec(`INSERT INTO events (game_id, seq, kind, type, payload, created_at) VALUES ('g1', 9, 'game', 'man-placed', '${event(9)}', '${T}')`);
    expect(checkOf(db, 'g1')).toMatchObject({ checked_seq: 2 });
  });
});
