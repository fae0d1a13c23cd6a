import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../db/test-helpers';
import { writeSessionFile } from './session-file';

describe('--session-file (issue 14, failure 8)', () => {
  it('is written readable by its owner only (0600): it holds the umpire token', () => {
    const file = path.join(tempDir(), 'session.json');
    writeSessionFile(file, { umpireToken: 'secret', port: 7450 });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual({ umpireToken: 'secret', port: 7450 });
  });

  it('narrows a file that was already there with wider permissions', () => {
    const file = path.join(tempDir(), 'session.json');
    fs.writeFileSync(file, 'old', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    writeSessionFile(file, { umpireToken: 'secret' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8')).not.toContain('old');
  });
});
