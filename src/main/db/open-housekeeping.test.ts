import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lockPathOf } from './campaign-lock';
import { ReadOnlyDatabaseError } from './errors';
import type { OpenReport } from './open-database';
import { openCampaignDatabase } from './open-database';
import { fileBytes, tempDir } from './test-helpers';

describe('opening a campaign: housekeeping (issue 14, failure 8)', () => {
  it('removes the *.partial files interrupted backups of this file left, and only those', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'club.sqlite');
    (await openCampaignDatabase(file)).close();
    const backups = path.join(dir, 'backups');
    fs.mkdirSync(backups, { recursive: true });
    const ours = path.join(backups, 'club.20261201T210000000Z.v1.sqlite.partial');
    const other = path.join(backups, 'other.20261201T210000000Z.v1.sqlite.partial');
    const unrelated = path.join(backups, 'notes.partial');
    for (const f of [ours, other, unrelated]) fs.writeFileSync(f, 'half a backup');
    const reports: OpenReport[] = [];
    const db = await openCampaignDatabase(file, { onOpened: (r) => reports.push(r) });
    db.close();
    expect(fs.existsSync(ours)).toBe(false);
    expect(fs.existsSync(other)).toBe(true);
    expect(fs.existsSync(unrelated)).toBe(true);
    expect(reports[0]?.removedPartials).toEqual([ours]);
  });

  it('refuses a file it may not write, naming the file, and leaves it as it was', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    (await openCampaignDatabase(file)).close();
    const before = fileBytes(file);
    // Root may write any file, so the refusal the OS gives a club member is simulated at the check.
    const spy = vi.spyOn(fs, 'accessSync').mockImplementation(() => {
      throw Object.assign(new Error(`EACCES: permission denied, access '${file}'`), { code: 'EACCES' });
    });
    try {
      const refused = (await openCampaignDatabase(file).catch((e: unknown) => e)) as ReadOnlyDatabaseError;
      expect(refused).toBeInstanceOf(ReadOnlyDatabaseError);
      expect(refused.message).toContain(`the campaign database ${file} cannot be written`);
      expect(refused.message).toContain('Nothing was changed');
    } finally {
      spy.mockRestore();
    }
    expect(fileBytes(file).equals(before)).toBe(true);
    expect(fs.existsSync(lockPathOf(file))).toBe(false);
  });

  it.skipIf(process.getuid?.() === 0)('refuses a chmod 0444 file, naming it (not run as root: root writes any file)', async () => {
    const file = path.join(tempDir(), 'club.sqlite');
    (await openCampaignDatabase(file)).close();
    fs.chmodSync(file, 0o444);
    await expect(openCampaignDatabase(file)).rejects.toThrow(new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} cannot be written`));
  });
});
