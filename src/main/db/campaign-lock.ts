import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { CampaignInUseError, ReadOnlyDatabaseError, type LockOwner } from './errors';

/**
 * One writer per campaign file, part 1: a lock file beside the database
 * (`<file>.lock`) saying which process has it open and since when. It makes
 * the refusal a message a person can act on; SQLite's exclusive locking mode
 * (set in `open-database.ts`) is part 2, the guarantee that holds even when
 * the lock file is deleted by hand or two processes race to take over a
 * stale one. See docs/database.md, "One writer".
 */

export type { LockOwner } from './errors';

export interface HeldLock {
  readonly path: string;
  readonly owner: LockOwner;
  /** The dead process whose lock was taken over, when there was one. */
  readonly tookOverFrom: LockOwner | null;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

export interface LockOptions {
  readonly pid?: number;
  readonly host?: string;
  readonly now?: () => Date;
  /** Whether a process of this computer is running (default: `process.kill(pid, 0)`). */
  readonly isAlive?: (pid: number) => boolean;
}

export function lockPathOf(file: string): string {
  return `${file}.lock`;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockRecord extends LockOwner {
  readonly app: 'Sightline';
  readonly token: string;
}

function readRecord(lockPath: string): { record: LockRecord | null; text: string } | null {
  let text: string;
  try {
    text = fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const r = JSON.parse(text) as Partial<LockRecord>;
    if (typeof r.pid === 'number' && typeof r.host === 'string' && typeof r.since === 'string' && typeof r.token === 'string') {
      return { record: { app: 'Sightline', pid: r.pid, host: r.host, since: r.since, token: r.token }, text };
    }
  } catch {
    // fall through: unreadable
  }
  return { record: null, text };
}

/** A lock file being written this very moment looks empty: give its writer this long before calling it stale. */
const UNREADABLE_GRACE_MS = 10_000;

/**
 * Takes the lock file of `file`, or throws `CampaignInUseError` naming the
 * file and the process that has it (pid, computer, since when). A lock left by
 * a process of this computer that is no longer running is stale: it is taken
 * over and `tookOverFrom` says whose it was.
 */
export function acquireCampaignLock(file: string, options: LockOptions = {}): HeldLock {
  const lockPath = lockPathOf(file);
  const pid = options.pid ?? process.pid;
  const host = options.host ?? os.hostname();
  const now = options.now ?? (() => new Date());
  const isAlive = options.isAlive ?? processIsAlive;
  const mine: LockRecord = { app: 'Sightline', pid, host, since: now().toISOString(), token: randomBytes(8).toString('hex') };
  let tookOverFrom: LockOwner | null = null;

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o644);
      try {
        fs.writeSync(fd, `${JSON.stringify(mine)}\n`);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      let released = false;
      return {
        path: lockPath,
        owner: { pid, host, since: mine.since },
        tookOverFrom,
        release() {
          if (released) return;
          released = true;
          // Only our own record: after a forced takeover the file may be someone else's now.
          if (readRecord(lockPath)?.record?.token === mine.token) fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
        throw new ReadOnlyDatabaseError(file, `its folder does not let Sightline create the lock file ${lockPath}: ${code}`);
      }
      if (code !== 'EEXIST') throw error;
    }
    const found = readRecord(lockPath);
    if (!found) continue; // released meanwhile: try again
    const { record, text } = found;
    if (!record) {
      const age = now().getTime() - fs.statSync(lockPath).mtimeMs;
      if (age < UNREADABLE_GRACE_MS) throw new CampaignInUseError(file, null, `its lock file ${lockPath} is being written by another process`);
    } else if (record.host !== host) {
      throw new CampaignInUseError(file, record, `if Sightline is not running on ${record.host}, delete ${lockPath}`);
    } else if (isAlive(record.pid)) {
      throw new CampaignInUseError(file, record, record.pid === pid ? 'this very process: it has the file open already' : null);
    } else {
      tookOverFrom = { pid: record.pid, host: record.host, since: record.since };
    }
    // Stale: remove it, unless it changed since we read it (another process took it over first).
    const again = readRecord(lockPath);
    if (again && again.text === text) fs.rmSync(lockPath, { force: true });
  }
  throw new CampaignInUseError(file, null, `its lock file ${lockPath} keeps changing: another process is opening it`);
}
