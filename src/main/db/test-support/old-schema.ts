import { onTestFinished } from 'vitest';
import { sqlite, type Database } from '../driver';
import { migrate } from '../migrate';
import { LATEST_SCHEMA_VERSION, MIGRATIONS } from '../migrations/index';

/**
 * An in-memory campaign file at schema `version`, as the release that wrote
 * that schema left it (its first `version` migrations, foreign keys on),
 * closed when the calling test ends. Call it inside a test.
 */
export function campaignAtSchema(version: number = LATEST_SCHEMA_VERSION): Database {
  const db = new (sqlite())(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, version));
  onTestFinished(() => {
    db.close();
  });
  return db;
}
