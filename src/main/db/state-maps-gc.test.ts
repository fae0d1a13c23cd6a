import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openCampaignDatabase } from './open-database';
import { createRepositories } from './repositories/index';
import { collectStateMaps } from './state-maps-gc';
import { tempDir } from './test-helpers';

const T = '2024-01-10T21:00:00.000Z';
const MAP_A = { id: 'a', width: 40, height: 64, terrain: [{ col: 1, kind: 'woods' }] };
const MAP_B = { id: 'b', width: 20, height: 10, terrain: [] };
const MAP_C = { id: 'c', width: 30, height: 10, terrain: [] };
const state = (version: number, map: object) => ({ version, sides: [{ id: 'raiders', name: 'Raiders' }], men: {}, map });

const mapsIn = (db: { prepare(sql: string): { all(): unknown[] } }) => (db.prepare(`SELECT json FROM state_maps`).all() as { json: string }[]).map((r) => (JSON.parse(r.json) as { id: string }).id).sort();

describe('state_maps garbage collection (issue 23): a map no snapshot names is deleted when the campaign closes', () => {
  it('keeps every map a snapshot names and deletes the others, on close and when asked', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    const db = await openCampaignDatabase(file);
    db.exec(`
      INSERT INTO campaigns VALUES ('c', 'Club', '${T}');
      INSERT INTO scenarios VALUES ('s', 'c', 'commando', 'S', '{}', 0, '${T}', '${T}');
      INSERT INTO games VALUES ('g1', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                               ('g2', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL),
                               ('g3', 'c', 's', '{}', 'active', 'seeded', NULL, '{}', '${T}', NULL);
    `);
    const snaps = createRepositories(db).snapshots;
    snaps.save('g1', 0, state(0, MAP_A));
    snaps.save('g2', 0, state(0, MAP_B));
    snaps.save('g3', 0, state(0, MAP_A));
    snaps.save('g3', 0, state(0, MAP_C));
    expect(mapsIn(db)).toEqual(['a', 'b', 'c']);
    // Nothing to collect while every map is named.
    expect(collectStateMaps(db)).toBe(0);
    // g3's setup was rewritten on map c (map a stays: g1 names it); deleting g2 drops its snapshots (map b) and g3's (map c).
    db.prepare(`DELETE FROM games WHERE id IN ('g2', 'g3')`).run();
    expect(mapsIn(db)).toEqual(['a', 'b', 'c']);
    db.close();
    const again = await openCampaignDatabase(file);
    try {
      expect(mapsIn(again)).toEqual(['a']);
      expect(createRepositories(again).snapshots.latestAtOrBefore('g1', 0)?.state).toEqual(state(0, MAP_A));
      expect(again.pragma('foreign_key_check')).toEqual([]);
      expect(collectStateMaps(again)).toBe(0);
    } finally {
      again.close();
    }
  });
});
