import type { Database, Statement } from './driver';

const byConnection = new WeakMap<Database, Map<string, unknown>>();

/**
 * `db.prepare(sql)`, once per connection, text and mode (issue 23: opening a
 * game prepared the same few statements again each time, and preparing costs
 * more than running them). `raw`: rows as arrays. Every caller of the
 * connection shares the statement: never change its mode (`raw`, `pluck`,
 * `expand`) after.
 */
export function prepared<P extends unknown[] | object = unknown[], R = unknown>(db: Database, sql: string, mode: { raw?: boolean } = {}): Statement<P, R> {
  let forDb = byConnection.get(db);
  if (!forDb) {
    forDb = new Map();
    byConnection.set(db, forDb);
  }
  const key = mode.raw ? `raw:${sql}` : sql;
  let stmt = forDb.get(key) as Statement<P, R> | undefined;
  if (!stmt) {
    stmt = db.prepare<P, R>(sql);
    if (mode.raw) stmt.raw(true);
    forDb.set(key, stmt);
  }
  return stmt;
}
