import fs from 'node:fs';
import path from 'node:path';
import { backupCampaign, backupStem, DEFAULT_KEEP_BACKUPS, inspectCampaignFile, newestBackup } from './backup';
import type { Database } from './driver';
import { sqlite } from './driver';
import { DatabaseError } from './errors';
import type { MigrationReport } from './migrate';
import { checkMigrationList, migrate, pendingMigrations, schemaVersion } from './migrate';
import { MIGRATIONS } from './migrations/index';
import type { Migration } from './migrations/index';

export { backupCampaign, restoreCampaign, listBackups, newestBackup, checkIntegrity } from './backup';
export type { BackupFile, RestoreReport } from './backup';

export interface OpenCampaignOptions {
  /** Where automatic backups go. Default: a `backups` folder beside the database file. */
  readonly backupDir?: string;
  readonly keepBackups?: number;
  /** `quick` (default) on every open; `full` also cross-checks every index. */
  readonly integrityCheck?: 'quick' | 'full';
  readonly busyTimeoutMs?: number;
  /** The schema steps to apply; only tests and tools pass anything but the app's own list. */
  readonly migrations?: readonly Migration[];
  readonly onOpened?: (report: OpenReport) => void;
}

export interface OpenReport {
  readonly file: string;
  /** True when the file did not exist (or was empty) and was made a new campaign database. */
  readonly created: boolean;
  readonly migration: MigrationReport;
  /** The backup taken before migrating, if one was needed. */
  readonly backupPath: string | null;
}

export function defaultBackupDir(file: string): string {
  return path.join(path.dirname(path.resolve(file)), 'backups');
}

function configure(db: Database, busyTimeoutMs: number): void {
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
  db.pragma('journal_mode = WAL');
  // FULL: a game event the umpire saw committed must survive a power cut at the club.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
}

/**
 * Opens (or creates) a campaign database and brings its schema up to date.
 *
 * An existing file is examined read-only first, and refused untouched if it is
 * not SQLite, is damaged (`CorruptDatabaseError`, offering the newest backup),
 * belongs to another program, or was written by a newer Sightline
 * (`DatabaseTooNewError`). Before migrating an existing campaign, a backup is
 * taken.
 */
export async function openCampaignDatabase(file: string, options: OpenCampaignOptions = {}): Promise<Database> {
  const migrations = options.migrations ?? MIGRATIONS;
  checkMigrationList(migrations);
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const Sqlite = sqlite();

  if (file === ':memory:') {
    const db = new Sqlite(':memory:');
    configure(db, busyTimeoutMs);
    const migration = migrate(db, migrations);
    options.onOpened?.({ file, created: true, migration, backupPath: null });
    return db;
  }

  const backupDir = options.backupDir ?? defaultBackupDir(file);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw new DatabaseError(`${file} is a folder, not a campaign database file`);
  let created = !stat || stat.size === 0;
  if (!created) {
    const checked = inspectCampaignFile(file, {
      latestVersion: migrations.length,
      check: options.integrityCheck ?? 'quick',
      backupPath: () => newestBackup(backupDir, backupStem(file)),
    });
    created = !checked.hasTables;
  } else {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  }

  const db = new Sqlite(file);
  try {
    configure(db, busyTimeoutMs);
    let backupPath: string | null = null;
    if (!created && pendingMigrations(db, migrations).length > 0) {
      backupPath = await backupCampaign(db, backupDir, { keep: options.keepBackups ?? DEFAULT_KEEP_BACKUPS });
    }
    let migration: MigrationReport;
    try {
      migration = migrate(db, migrations);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseError(
        `updating ${file} failed (${reason}); it stays at schema ${schemaVersion(db)}` +
          (backupPath ? `, and the copy taken before updating is ${backupPath}` : ''),
        { cause: error },
      );
    }
    options.onOpened?.({ file, created, migration, backupPath });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
