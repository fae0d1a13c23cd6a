import { describe, expect, it } from 'vitest';
import { isSqliteError, nativeModuleName, sqlite } from './driver';

describe('driver', () => {
  it('picks the Electron build only inside Electron', () => {
    expect(nativeModuleName({ ...process.versions, electron: '45.5.0' })).toBe('better-sqlite3');
    const { electron: _electron, ...node } = process.versions;
    expect(nativeModuleName(node as NodeJS.ProcessVersions)).toBe('better-sqlite3-node');
  });

  it('loads a working SQLite under Node', () => {
    const Sqlite = sqlite();
    const db = new Sqlite(':memory:');
    try {
      expect(db.prepare('SELECT 1 + 1 AS two').get()).toEqual({ two: 2 });
    } finally {
      db.close();
    }
  });

  it('recognises SQLite errors by their code', () => {
    const db = new (sqlite())(':memory:');
    try {
      db.exec('CREATE TABLE t (x INTEGER PRIMARY KEY)');
      db.exec('INSERT INTO t VALUES (1)');
      let caught: unknown;
      try {
        db.exec('INSERT INTO t VALUES (1)');
      } catch (error) {
        caught = error;
      }
      expect(isSqliteError(caught)).toBe(true);
      expect(isSqliteError(new Error('plain'))).toBe(false);
    } finally {
      db.close();
    }
  });
});
