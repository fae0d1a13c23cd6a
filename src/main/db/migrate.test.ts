import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Database } from './driver';
import { sqlite } from './driver';
import { checkMigrationList, migrate, schemaVersion } from './migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS, SIGHTLINE_APPLICATION_ID } from './migrations/index';
import type { Migration } from './migrations/index';
import { openCampaignDatabase } from './open-database';
import { listBackups } from './backup';
import { tempDir } from './test-helpers';

const TABLES = [
  'app_settings',
  'audit',
  'campaigns',
  'events',
  'game_optional_rules',
  'game_row_checks',
  'game_side_names',
  'game_sides',
  'games',
  'maps',
  'players',
  'result_sides',
  'results',
  'scenarios',
  'side_links',
  'snapshots',
  'state_maps',
  'table_overrides',
];

function tables(db: Database): string[] {
  return (db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`).all() as { name: string }[]).map(
    (r) => r.name,
  );
}

function memory(): Database {
  const db = new (sqlite())(':memory:');
  db.pragma('foreign_keys = ON');
  return db;
}

describe('migrations', () => {
  it('the list counts up from 1 without gaps', () => {
    expect(() => checkMigrationList(MIGRATIONS)).not.toThrow();
    expect(LATEST_SCHEMA_VERSION).toBe(MIGRATIONS.length);
  });

  for (const m of MIGRATIONS) {
    it(`${String(m.version).padStart(4, '0')} ${m.name} applies on an in-memory database`, () => {
      const db = memory();
      try {
        migrate(db, MIGRATIONS.slice(0, m.version));
        expect(schemaVersion(db)).toBe(m.version);
        expect(db.pragma('foreign_key_check')).toEqual([]);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    });
  }

  it('the latest schema has every table and the Sightline mark', () => {
    const db = memory();
    try {
      const report = migrate(db);
      expect(report).toEqual({ from: 0, to: LATEST_SCHEMA_VERSION, applied: MIGRATIONS.map((m) => m.name) });
      expect(tables(db)).toEqual(TABLES);
      expect(db.pragma('application_id', { simple: true })).toBe(SIGHTLINE_APPLICATION_ID);
      const indexes = (db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'index' AND name NOT LIKE 'sqlite_%'`).all() as { name: string }[]).map(
        (r) => r.name,
      );
      expect(indexes).toEqual(
        expect.arrayContaining(['games_by_scenario', 'games_by_campaign_date', 'game_sides_by_player', 'results_by_date', 'result_sides_by_outcome', 'game_optional_rules_by_rule']),
      );
    } finally {
      db.close();
    }
  });

  it('running again applies nothing', () => {
    const db = memory();
    try {
      migrate(db);
      expect(migrate(db)).toEqual({ from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION, applied: [] });
    } finally {
      db.close();
    }
  });

  it('a failing step leaves the database at the last completed version with nothing half-made', () => {
    const broken: Migration = {
      version: 2,
      name: 'broken',
      up(db) {
        db.exec('CREATE TABLE half_made (x)');
        db.exec('INSERT INTO no_such_table VALUES (1)');
      },
    };
    const db = memory();
    try {
      expect(() => migrate(db, [...MIGRATIONS.slice(0, 1), broken])).toThrow(/no_such_table/);
      expect(schemaVersion(db)).toBe(1);
      expect(tables(db)).not.toContain('half_made');
    } finally {
      db.close();
    }
  });

  it('refuses a list with gaps or repeated names', () => {
    const up = () => undefined;
    expect(() => checkMigrationList([{ version: 1, name: 'a', up }, { version: 3, name: 'b', up }])).toThrow(/version 3; expected 2/);
    expect(() => checkMigrationList([{ version: 1, name: 'a', up }, { version: 2, name: 'a', up }])).toThrow(/share a name/);
  });

  it('re-opening a migrated file changes nothing and takes no backup', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'campaign.sqlite');
    const first = await openCampaignDatabase(file);
    expect(schemaVersion(first)).toBe(LATEST_SCHEMA_VERSION);
    first.close();
    const reports: unknown[] = [];
    const again = await openCampaignDatabase(file, { onOpened: (r) => reports.push(r) });
    try {
      expect(schemaVersion(again)).toBe(LATEST_SCHEMA_VERSION);
      expect(tables(again)).toEqual(TABLES);
      expect(reports).toEqual([
        { file, created: false, migration: { from: LATEST_SCHEMA_VERSION, to: LATEST_SCHEMA_VERSION, applied: [] }, backupPath: null },
      ]);
      expect(listBackups(path.join(dir, 'backups'), 'campaign')).toEqual([]);
    } finally {
      again.close();
    }
  });
});
