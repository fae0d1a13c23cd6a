import fs from 'node:fs';
import path from 'node:path';
import { backupCampaign, backupStem, DEFAULT_KEEP_BACKUPS, inspectCampaignFile, newestBackup, removePartialBackups } from './backup';
import { acquireCampaignLock, type HeldLock, type LockOptions } from './campaign-lock';
import { collectStateMaps } from './state-maps-gc';
import type { Database } from './driver';
import { isSqliteError, sqlite } from './driver';
import { CampaignInUseError, DatabaseError, ReadOnlyDatabaseError, type LockOwner } from './errors';
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
  /** Only tests pass this: the lock file's pid, host, clock and liveness check. */
  readonly lock?: LockOptions;
}

export interface OpenReport {
  readonly file: string;
  /** True when the file did not exist (or was empty) and was made a new campaign database. */
  readonly created: boolean;
  readonly migration: MigrationReport;
  /** The backup taken before migrating, if one was needed. */
  readonly backupPath: string | null;
  /** A stale lock (its process no longer runs) that this open took over; absent when there was none. */
  readonly tookOverLockFrom?: LockOwner;
  /** Half-written backups (`*.partial`) of this file that an interrupted backup left, removed on opening; absent when none. */
  readonly removedPartials?: readonly string[];
}

export function defaultBackupDir(file: string): string {
  return path.join(path.dirname(path.resolve(file)), 'backups');
}

function configure(db: Database, busyTimeoutMs: number, exclusive: boolean): void {
  if (exclusive) {
    // One writer: the connection holds SQLite's exclusive lock from its first read until it closes
    // (in WAL mode without the shared-memory index), so no other connection can read or write the file.
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
  }
  db.pragma('journal_mode = WAL');
  db.pragma(`busy_timeout = ${busyTimeoutMs}`);
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
 *
 * One writer: the file's lock (`<file>.lock`, see `campaign-lock.ts`) is taken
 * first and SQLite's exclusive locking mode holds the file until `db.close()`,
 * which also removes the lock file. A second opener, in this process or
 * another, gets `CampaignInUseError` naming the file and the owner's pid.
 */
export async function openCampaignDatabase(file: string, options: OpenCampaignOptions = {}): Promise<Database> {
  const migrations = options.migrations ?? MIGRATIONS;
  checkMigrationList(migrations);

  if (file === ':memory:') {
    const db = new (sqlite())(':memory:');
    configure(db, options.busyTimeoutMs ?? 5000, false);
    const migration = migrate(db, migrations);
    options.onOpened?.({ file, created: true, migration, backupPath: null });
    return db;
  }

  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat?.isDirectory()) throw new DatabaseError(`${file} is a folder, not a campaign database file`);
  if (!stat) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  else refuseReadOnly(file);
  const lock = acquireCampaignLock(file, options.lock);
  if (lock.tookOverFrom) {
    const was = lock.tookOverFrom;
    console.warn(`${file}: took over the lock left by Sightline process ${was.pid} (since ${was.since}), which is no longer running`);
  }
  try {
    const db = await openLocked(file, options, migrations, lock);
    // The lock file goes when the database is closed (and only then).
    const close = db.close.bind(db);
    db.close = () => {
      try {
        // Maps no snapshot names any more go with the connection (state-maps-gc.ts); a failure never keeps the file open.
        try {
          collectStateMaps(db);
        } catch (error) {
          console.warn(`${file}: unused maps were not removed on closing (${error instanceof Error ? error.message : String(error)}); they stay until the next close`);
        }
        return close();
      } finally {
        lock.release();
      }
    };
    return db;
  } catch (error) {
    lock.release();
    if (isSqliteError(error) && (error.code.startsWith('SQLITE_READONLY') || error.code.startsWith('SQLITE_CANTOPEN'))) {
      throw new ReadOnlyDatabaseError(file, `SQLite: ${error.message} [${error.code}]`);
    }
    if (isSqliteError(error) && error.code.startsWith('SQLITE_BUSY')) {
      throw new CampaignInUseError(file, null, `SQLite reports it locked (${error.message}), though its lock file named no running process`);
    }
    throw error;
  }
}

/** An existing file this process may not write is refused up front, naming it (SQLite would open it read-only and fail later). */
function refuseReadOnly(file: string): void {
  try {
    fs.accessSync(file, fs.constants.R_OK | fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw new ReadOnlyDatabaseError(file, `${code}: ${(error as Error).message}`);
    throw error;
  }
}

async function openLocked(file: string, options: OpenCampaignOptions, migrations: readonly Migration[], lock: HeldLock): Promise<Database> {
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const backupDir = options.backupDir ?? defaultBackupDir(file);
  // With the lock held no backup of this file can be running: a *.partial is what an interrupted one left.
  const removedPartials = removePartialBackups(backupDir, backupStem(file));
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  let created = !stat || stat.size === 0;
  if (!created) {
    const checked = inspectCampaignFile(file, {
      latestVersion: migrations.length,
      check: options.integrityCheck ?? 'quick',
      busyTimeoutMs,
      backupPath: () => newestBackup(backupDir, backupStem(file)),
    });
    created = !checked.hasTables;
  }

  const db = new (sqlite())(file);
  try {
    configure(db, busyTimeoutMs, true);
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
    options.onOpened?.({ file, created, migration, backupPath, ...(lock.tookOverFrom ? { tookOverLockFrom: lock.tookOverFrom } : {}), ...(removedPartials.length > 0 ? { removedPartials } : {}) });
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
