import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * Two builds of the same library: `better-sqlite3` is compiled against
 * Electron's ABI and crashes a plain Node process; `better-sqlite3-node` is an
 * npm alias built for Node (tests, browser mode). The API is identical, so one
 * set of types serves both.
 */
export type Database = BetterSqlite3.Database;
export type Statement<P extends unknown[] | object = unknown[], R = unknown> = BetterSqlite3.Statement<P, R>;
export type DatabaseConstructor = typeof BetterSqlite3;
export type SqliteError = Error & { code: string };

export type NativeModuleName = 'better-sqlite3' | 'better-sqlite3-node';

export function nativeModuleName(versions: NodeJS.ProcessVersions = process.versions): NativeModuleName {
  return versions.electron ? 'better-sqlite3' : 'better-sqlite3-node';
}

let loaded: DatabaseConstructor | undefined;

/** The constructor for this runtime, loaded on first use (a wrong ABI must never be loaded, not even to test it). */
export function sqlite(): DatabaseConstructor {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = require(nativeModuleName()) as DatabaseConstructor;
  }
  return loaded;
}

export function isSqliteError(error: unknown): error is SqliteError {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code.startsWith('SQLITE_');
}
