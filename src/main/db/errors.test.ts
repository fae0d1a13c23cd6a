import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sqlite } from './driver';
import { DatabaseFullError, explainSqliteFailure, ReadOnlyDatabaseError } from './errors';
import { tempDir } from './test-helpers';

describe('explainSqliteFailure (issue 14, failure 8: name the file in every database error)', () => {
  it('turns SQLite\'s own SQLITE_READONLY (a connection opened read-only underneath) into an error naming the file and saying it is read-only', () => {
    const file = join(tempDir(), 'club.sqlite');
    const writer = new (sqlite())(file);
    writer.exec('CREATE TABLE t (x INTEGER)');
    writer.close();
    const reader = new (sqlite())(file, { readonly: true });
    let raw: unknown;
    try {
      reader.prepare('INSERT INTO t VALUES (1)').run();
    } catch (e) {
      raw = e;
    } finally {
      reader.close();
    }
    expect((raw as { code?: string }).code).toBe('SQLITE_READONLY');
    const explained = explainSqliteFailure(raw, file);
    expect(explained).toBeInstanceOf(ReadOnlyDatabaseError);
    expect((explained as ReadOnlyDatabaseError).file).toBe(file);
    expect((explained as Error).message).toContain(`the campaign database ${file} cannot be written`);
    expect((explained as Error).message).toMatch(/read-only/);
    expect((explained as Error).cause).toBe(raw);
  });

  it("turns SQLite's SQLITE_FULL (the file may not grow: max_page_count, as a full disk does) into an error naming the file", () => {
    const file = join(tempDir(), 'club.sqlite');
    const db = new (sqlite())(file);
    let raw: unknown;
    try {
      db.exec('CREATE TABLE t (x BLOB)');
      db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
      db.prepare('INSERT INTO t VALUES (randomblob(100000))').run();
    } catch (e) {
      raw = e;
    } finally {
      db.close();
    }
    expect((raw as { code?: string }).code).toBe('SQLITE_FULL');
    const explained = explainSqliteFailure(raw, file) as DatabaseFullError;
    expect(explained).toBeInstanceOf(DatabaseFullError);
    expect(explained.file).toBe(file);
    expect(explained.message).toContain(`the campaign database ${file} could not grow`);
    expect(explained.message).toMatch(/disk holding it is full.*nothing was changed/);
  });

  it('passes any other error through unchanged', () => {
    const busy = Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
    const plain = new Error('not SQLite');
    expect(explainSqliteFailure(busy, '/x/club.sqlite')).toBe(busy);
    expect(explainSqliteFailure(plain, '/x/club.sqlite')).toBe(plain);
    expect(explainSqliteFailure('a string', '/x/club.sqlite')).toBe('a string');
  });
});
