import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { acquireCampaignLock, lockPathOf } from './campaign-lock';
import { sqlite } from './driver';
import { CampaignInUseError } from './errors';
import type { OpenReport } from './open-database';
import { openCampaignDatabase } from './open-database';
import { CampaignsRepository } from './repositories/campaigns';
import { tempDir } from './test-helpers';

const HOLDER = fileURLToPath(new URL('./test-support/hold-campaign.ts', import.meta.url));

/** A pid that was running a moment ago and is not any more. */
function deadPid(): number {
  const r = spawnSync(process.execPath, ['-e', '']);
  if (typeof r.pid !== 'number') throw new Error('could not start a process');
  return r.pid;
}

describe('one writer per campaign file (issue 14, failure 1)', () => {
  it('refuses a second opener of the same file, naming the file, the pid and since when', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    const first = await openCampaignDatabase(file);
    try {
      const second = openCampaignDatabase(file);
      await expect(second).rejects.toBeInstanceOf(CampaignInUseError);
      const error = (await second.catch((e: unknown) => e)) as CampaignInUseError;
      expect(error.message).toContain(file);
      expect(error.message).toContain(`process ${process.pid}`);
      expect(error.owner?.pid).toBe(process.pid);
      expect(error.message).toMatch(/took it at \d{4}-\d\d-\d\dT/);
      expect(error.message).toContain('Nothing was changed');
      // The first writer is undisturbed.
      new CampaignsRepository(first).create({ name: 'Still mine' });
    } finally {
      first.close();
    }
    // Closed: the lock file is gone and the next opener gets the file.
    expect(fs.existsSync(lockPathOf(file))).toBe(false);
    const again = await openCampaignDatabase(file);
    expect(new CampaignsRepository(again).list().map((c) => c.name)).toContain('Still mine');
    again.close();
  });

  it('reproduces the two-server fork: two writers on one file cannot both commit', async () => {
    // Issue 14: two browser-mode servers on one file both answered ok and forked the game.
    const file = path.join(tempDir(), 'club.sqlite');
    const a = await openCampaignDatabase(file);
    let b: Awaited<ReturnType<typeof openCampaignDatabase>> | undefined;
    try {
      b = await openCampaignDatabase(file).catch(() => undefined);
      expect(b, 'a second writer must be refused').toBeUndefined();
    } finally {
      b?.close();
      a.close();
    }
  });

  it('refuses an opener in another process and names that process; opens once it has closed', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    (await openCampaignDatabase(file)).close();
    const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, file], { stdio: ['pipe', 'pipe', 'inherit'] });
    const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
        child.on('exit', () => reject(new Error(`the holder exited: ${out}`)));
      });
      expect(line).toBe(`open ${child.pid}`);
      const refused = (await openCampaignDatabase(file).catch((e: unknown) => e)) as CampaignInUseError;
      expect(refused).toBeInstanceOf(CampaignInUseError);
      expect(refused.message).toContain(file);
      expect(refused.message).toContain(`process ${child.pid} on ${os.hostname()}`);
      // Even a plain SQLite connection cannot read it while the other process holds it.
      const peek = new (sqlite())(file, { timeout: 0 });
      expect(() => peek.prepare('SELECT count(*) FROM campaigns').get()).toThrow(/locked|busy/i);
      peek.close();
    } finally {
      child.stdin.end();
      await exited;
    }
    const db = await openCampaignDatabase(file);
    db.close();
  }, 30_000);

  it('takes over a stale lock (its process is no longer running) and says so', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    (await openCampaignDatabase(file)).close();
    const pid = deadPid();
    const since = '2026-11-30T21:00:00.000Z';
    fs.writeFileSync(lockPathOf(file), JSON.stringify({ app: 'Sightline', pid, host: os.hostname(), since, token: 'stale' }));
    const reports: OpenReport[] = [];
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (m: string) => warnings.push(m);
    let db;
    try {
      db = await openCampaignDatabase(file, { onOpened: (r) => reports.push(r) });
    } finally {
      console.warn = warn;
    }
    expect(reports[0]?.tookOverLockFrom).toEqual({ pid, host: os.hostname(), since });
    expect(warnings.join('\n')).toContain(`took over the lock left by Sightline process ${pid}`);
    expect(JSON.parse(fs.readFileSync(lockPathOf(file), 'utf8')).pid).toBe(process.pid);
    db.close();
    expect(fs.existsSync(lockPathOf(file))).toBe(false);
  });

  it('refuses a lock of another computer (its pid cannot be checked) and says which file to delete', () => {
    const file = path.join(tempDir(), 'club.sqlite');
    fs.writeFileSync(lockPathOf(file), JSON.stringify({ app: 'Sightline', pid: 77, host: 'club-laptop', since: '2026-11-30T21:00:00.000Z', token: 't' }));
    expect(() => acquireCampaignLock(file, { host: 'other' })).toThrow(
      new RegExp(`process 77 on club-laptop.*if Sightline is not running on club-laptop, delete ${lockPathOf(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('an unreadable lock file is a lock being written when fresh, stale when old', () => {
    const file = path.join(tempDir(), 'club.sqlite');
    fs.writeFileSync(lockPathOf(file), '');
    expect(() => acquireCampaignLock(file)).toThrow(/being written by another process/);
    const later = acquireCampaignLock(file, { now: () => new Date(Date.now() + 60_000) });
    expect(later.owner.pid).toBe(process.pid);
    later.release();
    expect(fs.existsSync(lockPathOf(file))).toBe(false);
  });

  it('holds the file with SQLite\'s exclusive lock too: a lock file deleted by hand does not let a second writer in', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    const first = await openCampaignDatabase(file);
    try {
      fs.rmSync(lockPathOf(file));
      const refused = (await openCampaignDatabase(file, { busyTimeoutMs: 50 }).catch((e: unknown) => e)) as CampaignInUseError;
      expect(refused).toBeInstanceOf(CampaignInUseError);
      expect(refused.message).toContain(file);
      expect(refused.message).toMatch(/SQLite reports it locked/);
      new CampaignsRepository(first).create({ name: 'Still writable' });
    } finally {
      first.close();
    }
  });

  it('a refused open (newer schema) leaves no lock file behind', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    const db = await openCampaignDatabase(file);
    db.pragma('user_version = 99');
    db.close();
    await expect(openCampaignDatabase(file)).rejects.toThrow(/newer Sightline/);
    expect(fs.existsSync(lockPathOf(file))).toBe(false);
  });
});
