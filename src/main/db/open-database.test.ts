import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupCampaign, listBackups, restoreCampaign } from './backup';
import { sqlite } from './driver';
import { CorruptDatabaseError, DatabaseTooNewError, NotCampaignDatabaseError, NotSqliteDatabaseError, RestoreRefusedError } from './errors';
import { schemaVersion } from './migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/index';
import type { OpenReport } from './open-database';
import { openCampaignDatabase } from './open-database';
import { CampaignsRepository } from './repositories/campaigns';
import { fileBytes, tempDir } from './test-helpers';

/** A real campaign file with enough rows to span many pages. */
async function realCampaign(dir: string, name = 'campaign.sqlite'): Promise<string> {
  const file = path.join(dir, name);
  const db = await openCampaignDatabase(file);
  const campaigns = new CampaignsRepository(db);
  db.transaction(() => {
    for (let i = 0; i < 400; i++) campaigns.create({ name: `Club ${i} ${'x'.repeat(150)}` });
  })();
  db.close();
  return file;
}

function dirListing(dir: string): string[] {
  return fs.readdirSync(dir).sort();
}

describe('openCampaignDatabase', () => {
  it('sets WAL, synchronous=FULL, foreign keys and a busy timeout on a new file', async () => {
    const dir = tempDir();
    const reports: OpenReport[] = [];
    const db = await openCampaignDatabase(path.join(dir, 'sub', 'new.sqlite'), { onOpened: (r) => reports.push(r) });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
      expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
      expect(reports[0]?.created).toBe(true);
      expect(reports[0]?.backupPath).toBeNull();
    } finally {
      db.close();
    }
  });

  it('opens :memory: with the schema', async () => {
    const db = await openCampaignDatabase(':memory:');
    try {
      expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses a database from a newer Sightline and leaves it byte-identical', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const raw = new (sqlite())(file);
    // One above what this app knows, whatever that is.
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    raw.close();
    const before = fileBytes(file);
    const listing = dirListing(dir);

    const attempt = openCampaignDatabase(file);
    await expect(attempt).rejects.toBeInstanceOf(DatabaseTooNewError);
    await expect(attempt).rejects.toThrow(
      `this campaign database was written by a newer Sightline (schema ${LATEST_SCHEMA_VERSION + 1}; this app knows up to ${LATEST_SCHEMA_VERSION}); nothing was changed`,
    );
    expect(fileBytes(file).equals(before)).toBe(true);
    expect(dirListing(dir)).toEqual(listing);
  });

  it('reports a damaged page, offers the newest backup and leaves the file untouched', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const backupDir = path.join(dir, 'backups');
    const db = await openCampaignDatabase(file);
    await backupCampaign(db, backupDir, { now: new Date('2024-01-01T00:00:00Z') });
    const newest = await backupCampaign(db, backupDir, { now: new Date('2024-02-01T00:00:00Z') });
    const pageSize = db.pragma('page_size', { simple: true }) as number;
    db.close();

    // Garbage over the third page: inside the data, past the header.
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, pageSize * 2);
    fs.closeSync(fd);
    const before = fileBytes(file);

    let caught: unknown;
    try {
      await openCampaignDatabase(file);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CorruptDatabaseError);
    const corrupt = caught as CorruptDatabaseError;
    expect(corrupt.file).toBe(file);
    expect(corrupt.backupPath).toBe(newest);
    expect(corrupt.message).toContain(file);
    expect(corrupt.message).toContain(newest);
    expect(corrupt.message).toContain('it was not changed');
    expect(fileBytes(file).equals(before)).toBe(true);
    expect(dirListing(dir)).toEqual(['backups', 'campaign.sqlite']);

    // The offered backup brings the campaign back; the damaged file is kept aside.
    const restored = restoreCampaign(corrupt.backupPath ?? '', file, { now: new Date('2024-03-01T00:00:00Z') });
    expect(restored.setAside).toHaveLength(1);
    expect(fileBytes(restored.setAside[0] ?? '').equals(before)).toBe(true);
    const back = await openCampaignDatabase(file);
    try {
      expect(new CampaignsRepository(back).count()).toBe(400);
    } finally {
      back.close();
    }
  });

  it('says so when there is no backup to offer', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const fd = fs.openSync(file, 'r+');
    fs.writeSync(fd, Buffer.alloc(4096, 0x5a), 0, 4096, 4096 * 3);
    fs.closeSync(fd);
    await expect(openCampaignDatabase(file)).rejects.toThrow(/damaged.*No automatic backup of it was found/);
  });

  it('refuses a file that is not SQLite at all, untouched', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'notes.sqlite');
    fs.writeFileSync(file, 'Turn 3: the sentry at the bridge heard something.\n'.repeat(50));
    const before = fileBytes(file);
    const attempt = openCampaignDatabase(file);
    await expect(attempt).rejects.toBeInstanceOf(NotSqliteDatabaseError);
    await expect(attempt).rejects.toThrow(`${file} is not a Sightline campaign database (it is not an SQLite file at all)`);
    expect(fileBytes(file).equals(before)).toBe(true);
    expect(dirListing(dir)).toEqual(['notes.sqlite']);
  });

  it("refuses another program's SQLite file rather than grafting tables onto it", async () => {
    const dir = tempDir();
    const file = path.join(dir, 'places.sqlite');
    const other = new (sqlite())(file);
    other.exec('CREATE TABLE bookmarks (url TEXT)');
    other.close();
    const before = fileBytes(file);
    await expect(openCampaignDatabase(file)).rejects.toBeInstanceOf(NotCampaignDatabaseError);
    expect(fileBytes(file).equals(before)).toBe(true);
  });

  it('backs up an existing campaign before migrating it', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const second: Migration = {
      version: LATEST_SCHEMA_VERSION + 1,
      name: 'add-venue',
      up: (db) => db.exec('ALTER TABLE campaigns ADD COLUMN venue TEXT'),
    };
    const reports: OpenReport[] = [];
    const db = await openCampaignDatabase(file, { migrations: [...MIGRATIONS, second], onOpened: (r) => reports.push(r) });
    try {
      expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION + 1);
      const backupPath = reports[0]?.backupPath ?? '';
      expect(path.dirname(backupPath)).toBe(path.join(dir, 'backups'));
      const copy = new (sqlite())(backupPath, { readonly: true });
      try {
        expect(schemaVersion(copy)).toBe(LATEST_SCHEMA_VERSION);
        expect((copy.prepare('SELECT count(*) AS n FROM campaigns').get() as { n: number }).n).toBe(400);
      } finally {
        copy.close();
      }
    } finally {
      db.close();
    }
  });

  it('a migration that fails leaves the file at its old schema, with the backup named', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const broken: Migration = { version: LATEST_SCHEMA_VERSION + 1, name: 'broken', up: (db) => db.exec('ALTER TABLE nowhere ADD x') };
    await expect(openCampaignDatabase(file, { migrations: [...MIGRATIONS, broken] })).rejects.toThrow(
      new RegExp(`stays at schema ${LATEST_SCHEMA_VERSION}, and the copy taken before updating is .*backups`),
    );
    const db = await openCampaignDatabase(file);
    try {
      expect(new CampaignsRepository(db).count()).toBe(400);
    } finally {
      db.close();
    }
  });
});

describe('backups', () => {
  it('keeps only the newest N, newest first', async () => {
    const dir = tempDir();
    const db = await openCampaignDatabase(path.join(dir, 'club.sqlite'));
    try {
      const made: string[] = [];
      for (let day = 1; day <= 5; day++) {
        made.push(await backupCampaign(db, path.join(dir, 'b'), { keep: 3, now: new Date(`2024-05-0${day}T12:00:00Z`) }));
      }
      expect(listBackups(path.join(dir, 'b'), 'club').map((b) => b.path)).toEqual([made[4], made[3], made[2]]);
      expect(listBackups(path.join(dir, 'b'), 'club')[0]?.schemaVersion).toBe(LATEST_SCHEMA_VERSION);
      expect(fs.readdirSync(path.join(dir, 'b')).some((f) => f.endsWith('.partial'))).toBe(false);
    } finally {
      db.close();
    }
  });

  it('two backups in the same millisecond do not overwrite each other', async () => {
    const dir = tempDir();
    const db = await openCampaignDatabase(path.join(dir, 'club.sqlite'));
    try {
      const now = new Date('2024-05-01T12:00:00Z');
      const a = await backupCampaign(db, dir, { now });
      const b = await backupCampaign(db, dir, { now });
      expect(a).not.toBe(b);
      expect(listBackups(dir, 'club').map((x) => x.path)).toEqual([b, a]);
    } finally {
      db.close();
    }
  });

  it('refuses to restore a damaged or foreign backup and leaves the campaign alone', async () => {
    const dir = tempDir();
    const file = await realCampaign(dir);
    const before = fileBytes(file);
    const junk = path.join(dir, 'junk.sqlite');
    fs.writeFileSync(junk, 'not a database');
    expect(() => restoreCampaign(junk, file)).toThrow(RestoreRefusedError);
    expect(() => restoreCampaign(junk, file)).toThrow(`cannot restore from ${junk}`);
    expect(() => restoreCampaign(path.join(dir, 'missing.sqlite'), file)).toThrow(/does not exist/);
    expect(fileBytes(file).equals(before)).toBe(true);
    expect(dirListing(dir)).toEqual(['campaign.sqlite', 'junk.sqlite']);
  });
});
