import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { RepoContext } from './context';

/** A clock that ticks one second per call and ids that count up: repeatable rows. */
export function fixedContext(start = '2024-03-01T19:00:00.000Z'): RepoContext {
  let t = Date.parse(start);
  let n = 0;
  return {
    now: () => new Date((t += 1000)),
    newId: () => `id-${++n}`,
  };
}

/** A fresh folder, removed when the calling test ends. Call it inside a test. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-db-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function fileBytes(file: string): Buffer {
  return fs.readFileSync(file);
}
