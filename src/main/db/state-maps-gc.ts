import type { Database } from './driver';

/**
 * Issue 23: maps are stored once, content-addressed (`state_maps`,
 * migration 0030), and named by snapshots. A map no snapshot names any more
 * (its snapshots dropped by a rewind, its game deleted) is garbage: it is
 * deleted when the campaign is closed, in one statement. A map any snapshot
 * still names is never touched (the snapshots' foreign key would refuse it
 * too). Returns how many maps went.
 */
export function collectStateMaps(db: Database): number {
  if (db.readonly || !db.open) return 0;
  const hasTable = db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'state_maps'`).get();
  if (!hasTable) return 0;
  return db.prepare(`DELETE FROM state_maps WHERE hash NOT IN (SELECT map_hash FROM snapshots WHERE map_hash IS NOT NULL)`).run().changes;
}
