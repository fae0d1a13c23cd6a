import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The Electron build runs here even though Electron itself cannot: it proves
// the main bundle builds and that each sandboxed preload is one CommonJS file
// that requires nothing but `electron` (a sandbox cannot load relative files).
const root = fileURLToPath(new URL('../..', import.meta.url));
// Built into a scratch folder so the browser build in out/renderer (served by browser mode) is never replaced.
const outDir = mkdtempSync(join(tmpdir(), 'sightline-electron-build-'));
const preloadDir = join(outDir, 'preload');

beforeAll(() => {
  execFileSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build', '--outDir', outDir], { cwd: root, stdio: 'pipe', timeout: 180_000 });
}, 200_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('Electron build', () => {
  it('produces the main bundle package.json points at (out/main/index.js in a real build)', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main).toBe('out/main/index.js');
    expect(existsSync(join(outDir, 'main', 'index.js'))).toBe(true);
    expect(existsSync(join(outDir, 'renderer', 'index.html'))).toBe(true);
  });

  it('builds one self-contained CommonJS preload per window kind', () => {
    const files = readdirSync(preloadDir, { withFileTypes: true });
    expect(files.filter((f) => f.isDirectory()).map((f) => f.name)).toEqual([]);
    expect(files.map((f) => f.name).sort()).toEqual(['player.cjs', 'umpire.cjs']);
    for (const name of ['player.cjs', 'umpire.cjs']) {
      const code = readFileSync(join(preloadDir, name), 'utf8');
      const required = [...code.matchAll(/require\(["']([^"']+)["']\)/g)].map((m) => m[1]);
      expect(required, name).toEqual(['electron']);
      expect(code, name).not.toMatch(/^\s*(import|export)\s/m);
      expect(code, name).toContain('exposeInMainWorld');
    }
  });

  it('keeps the player preload away from umpire channels', () => {
    const code = readFileSync(join(preloadDir, 'player.cjs'), 'utf8');
    expect(code).toContain('sightline:player:');
    expect(code).not.toMatch(/"(setLan|command|getSession|openPlayerWindow)"/);
  });
});
