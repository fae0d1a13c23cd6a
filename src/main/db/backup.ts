import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './driver';
import { isSqliteError, sqlite } from './driver';
import {
  CorruptDatabaseError,
  DatabaseTooNewError,
  NotCampaignDatabaseError,
  NotSqliteDatabaseError,
  RestoreRefusedError,
} from './errors';
import { LATEST_SCHEMA_VERSION, SIGHTLINE_APPLICATION_ID } from './migrations/index';

export const DEFAULT_KEEP_BACKUPS = 10;

/** `campaign.sqlite` → `campaign`: backups of different databases can share a folder. */
export function backupStem(file: string): string {
  if (file === ':memory:' || file === '') return 'campaign';
  const base = path.basename(file);
  const ext = path.extname(base);
  return ext ? base.slice(0, -ext.length) : base;
}

// Compact UTC stamp: sorts chronologically as text, and is a valid file name on Windows.
function stamp(date: Date): string {
  return date.toISOString().replace(/[-:.]/g, '');
}

const BACKUP_NAME = /^(.+)\.(\d{8}T\d{9}Z)\.v(\d+)\.sqlite$/;

export interface BackupFile {
  readonly path: string;
  readonly takenAt: string;
  readonly schemaVersion: number;
}

/** Automatic backups of the database named `stem` in `dir`, newest first. */
export function listBackups(dir: string, stem: string): BackupFile[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: BackupFile[] = [];
  for (const name of names) {
    const m = BACKUP_NAME.exec(name);
    if (!m || m[1] !== stem) continue;
    found.push({ path: path.join(dir, name), takenAt: m[2] ?? '', schemaVersion: Number(m[3]) });
  }
  return found.sort((a, b) => (a.takenAt < b.takenAt ? 1 : a.takenAt > b.takenAt ? -1 : 0));
}

const PARTIAL_NAME = /^(.+)\.(\d{8}T\d{9}Z)\.v(\d+)\.sqlite\.partial$/;

/**
 * Removes the `*.partial` copies that interrupted backups of the database
 * `stem` left in `dir` (a crash or a kill mid-backup). Run when the database
 * is opened, with its lock held, so no backup of it can be running. Returns
 * the files removed.
 */
export function removePartialBackups(dir: string, stem: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const removed: string[] = [];
  for (const name of names) {
    const m = PARTIAL_NAME.exec(name);
    if (!m || m[1] !== stem) continue;
    const f = path.join(dir, name);
    fs.rmSync(f, { force: true });
    removed.push(f);
  }
  return removed;
}

export function newestBackup(dir: string, stem: string): string | null {
  return listBackups(dir, stem)[0]?.path ?? null;
}

export interface BackupOptions {
  /** How many automatic backups of this database to keep; older ones are deleted. */
  readonly keep?: number;
  readonly now?: Date;
}

/**
 * Copies the live database, page by page through SQLite's online backup, to
 * `dir` and keeps only the newest `keep` copies. The copy is written under a
 * temporary name and renamed when complete, so a crash mid-backup never
 * leaves a half file that looks like a backup.
 */
export async function backupCampaign(db: Database, dir: string, options: BackupOptions = {}): Promise<string> {
  const keep = options.keep ?? DEFAULT_KEEP_BACKUPS;
  if (!Number.isInteger(keep) || keep < 1) throw new RangeError(`keep must be a whole number of at least 1, not ${keep}`);
  fs.mkdirSync(dir, { recursive: true });
  const stem = backupStem(db.name);
  const version = db.pragma('user_version', { simple: true }) as number;
  // Two backups in the same millisecond would collide: nudge the stamp, which keeps the order.
  let at = (options.now ?? new Date()).getTime();
  let target: string;
  for (;;) {
    target = path.join(dir, `${stem}.${stamp(new Date(at))}.v${version}.sqlite`);
    if (!fs.existsSync(target)) break;
    at += 1;
  }
  const partial = `${target}.partial`;
  try {
    await db.backup(partial);
    fs.renameSync(partial, target);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  for (const old of listBackups(dir, stem).slice(keep)) fs.rmSync(old.path, { force: true });
  return target;
}

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

/** True when the file starts with SQLite's header; false for anything else (including files under 100 bytes). */
export function hasSqliteHeader(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(100);
    const read = fs.readSync(fd, head, 0, 100, 0);
    return read === 100 && head.subarray(0, 16).equals(SQLITE_MAGIC);
  } finally {
    fs.closeSync(fd);
  }
}

export interface CheckedFile {
  readonly schemaVersion: number;
  /** False for an SQLite file with no tables at all (created empty): it can become a campaign. */
  readonly hasTables: boolean;
}

/**
 * Reads an existing file without writing to it: SQLite header, consistency
 * check, owner and schema version. Throws the matching error for each way a
 * file can be unusable. Used before opening a campaign and before restoring one.
 */
export function inspectCampaignFile(
  file: string,
  options: {
    latestVersion?: number;
    backupPath?: () => string | null;
    check?: 'quick' | 'full';
    /** The name to report in errors when `file` is a working copy. */
    label?: string;
    /** How long to wait for a lock another connection holds (default 5 s). */
    busyTimeoutMs?: number;
  } = {},
): CheckedFile {
  const latest = options.latestVersion ?? LATEST_SCHEMA_VERSION;
  const label = options.label ?? file;
  if (!hasSqliteHeader(file)) throw new NotSqliteDatabaseError(label);
  // A read-only connection still creates empty -wal/-shm companions for a WAL
  // file; remove the ones we caused so a refused file is left as we found it.
  const companions = [`${file}-wal`, `${file}-shm`].filter((f) => !fs.existsSync(f));
  const Sqlite = sqlite();
  let db: Database | undefined;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true, timeout: options.busyTimeoutMs ?? 5000 });
    const problems = checkIntegrity(db, options.check ?? 'quick');
    if (problems.length > 0) throw new CorruptDatabaseError(label, problems, options.backupPath?.() ?? null);
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = (db.prepare(`SELECT count(*) AS n FROM sqlite_schema`).get() as { n: number }).n;
    if (appId !== 0 && appId !== SIGHTLINE_APPLICATION_ID) {
      throw new NotCampaignDatabaseError(label, `its application id is 0x${appId.toString(16)}`);
    }
    if (appId === 0 && tables > 0) {
      throw new NotCampaignDatabaseError(label, 'it has tables but no Sightline mark');
    }
    if (version > latest) throw new DatabaseTooNewError(label, version, latest);
    return { schemaVersion: version, hasTables: tables > 0 };
  } catch (error) {
    if (isSqliteError(error) && (error.code.startsWith('SQLITE_CORRUPT') || error.code === 'SQLITE_NOTADB')) {
      throw new CorruptDatabaseError(label, [error.message], options.backupPath?.() ?? null);
    }
    throw error;
  } finally {
    db?.close();
    tidyCompanions(file, companions);
  }
}

// The -shm is only an index of the -wal; both may go when the -wal we caused holds nothing.
function tidyCompanions(file: string, created: readonly string[]): void {
  const wal = `${file}-wal`;
  const walEmpty = !fs.existsSync(wal) || fs.statSync(wal).size === 0;
  if (!walEmpty) return;
  for (const f of created) fs.rmSync(f, { force: true });
}

/** SQLite's own check: `quick` is O(pages) and runs on every open; `full` also cross-checks indexes. */
export function checkIntegrity(db: Database, level: 'quick' | 'full' = 'quick'): string[] {
  const pragma = level === 'quick' ? 'quick_check' : 'integrity_check';
  const rows = db.pragma(pragma) as Record<string, string>[];
  const messages = rows.map((r) => String(Object.values(r)[0]));
  return messages.length === 1 && messages[0] === 'ok' ? [] : messages;
}

export interface RestoreReport {
  readonly restoredFrom: string;
  readonly target: string;
  /** Where the files that were at the target went (the database and any -wal/-shm), so nothing is lost. */
  readonly setAside: readonly string[];
}

/**
 * Puts a backup back in place of a campaign file. The campaign must be
 * closed. The backup is checked first (on a copy) and refused if damaged,
 * foreign or too new; the file it replaces is renamed aside, never deleted,
 * together with its -wal/-shm (a stale WAL replayed over the restored pages
 * would corrupt them).
 */
export function restoreCampaign(backupPath: string, targetPath: string, options: { now?: Date } = {}): RestoreReport {
  if (!fs.existsSync(backupPath)) throw new RestoreRefusedError(`backup ${backupPath} does not exist; ${targetPath} was not changed`);
  const tmp = `${targetPath}.restoring`;
  fs.rmSync(tmp, { force: true });
  fs.copyFileSync(backupPath, tmp);
  try {
    const checked = inspectCampaignFile(tmp, { check: 'full', label: backupPath });
    if (!checked.hasTables) throw new Error(`${backupPath} is an empty database`);
  } catch (error) {
    for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`]) fs.rmSync(f, { force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new RestoreRefusedError(`cannot restore from ${backupPath}: ${reason}; ${targetPath} was not changed`, { cause: error });
  }
  const suffix = `.replaced-${stamp(options.now ?? new Date())}`;
  const setAside: string[] = [];
  for (const f of [targetPath, `${targetPath}-wal`, `${targetPath}-shm`]) {
    if (!fs.existsSync(f)) continue;
    const aside = `${f}${suffix}`;
    fs.renameSync(f, aside);
    setAside.push(aside);
  }
  fs.renameSync(tmp, targetPath);
  return { restoredFrom: backupPath, target: targetPath, setAside };
}
