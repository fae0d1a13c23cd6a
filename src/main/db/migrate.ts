import type { Database } from './driver';
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/index';

export interface MigrationReport {
  readonly from: number;
  readonly to: number;
  readonly applied: readonly string[];
}

export function schemaVersion(db: Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/** A broken list is a programming error; catch it before it reaches anyone's archive. */
export function checkMigrationList(migrations: readonly Migration[]): void {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new Error(`migration "${m.name}" has version ${m.version}; expected ${i + 1} (versions count up from 1 without gaps)`);
    }
  });
  const names = new Set(migrations.map((m) => m.name));
  if (names.size !== migrations.length) throw new Error('two migrations share a name');
}

export function pendingMigrations(db: Database, migrations: readonly Migration[] = MIGRATIONS): Migration[] {
  const current = schemaVersion(db);
  return migrations.filter((m) => m.version > current);
}

/**
 * Runs each pending migration in its own transaction, with `user_version`
 * set inside that same transaction: a failure leaves the database at the
 * last completed version, never half-way through a step.
 */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): MigrationReport {
  checkMigrationList(migrations);
  const from = schemaVersion(db);
  const latest = migrations.length;
  if (from > latest) {
    throw new Error(`database schema ${from} is newer than the newest migration (${latest})`);
  }
  const applied: string[] = [];
  for (const m of pendingMigrations(db, migrations)) {
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    }).immediate();
    applied.push(m.name);
  }
  return { from, to: schemaVersion(db), applied };
}
