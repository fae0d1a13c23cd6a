import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { _electron as electron, expect, test } from '@playwright/test';

// Runs wherever an Electron binary exists (and a display to show it); skipped
// with the reason printed where it does not, as on machines that cannot
// download Electron's binary.
function electronUnavailable(): string | undefined {
  const pkg = join(process.cwd(), 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return 'the Electron binary was never downloaded (node_modules/electron/path.txt is missing)';
  const exe = join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(exe)) return `the Electron binary is missing at ${exe}`;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return 'there is no display (DISPLAY is not set)';
  if (!existsSync(join(process.cwd(), 'out', 'main', 'index.js'))) return 'the Electron build is missing; run "npm run build" first';
  return undefined;
}

const reason = electronUnavailable();

test('Electron: the umpire window opens on the master map with a sandboxed bridge', async () => {
  if (reason) console.log(`[electron e2e] skipped: ${reason}`);
  test.skip(reason !== undefined, reason ?? '');
  const app = await electron.launch({ args: ['.'], env: { ...process.env, SIGHTLINE_DB: join(process.env.SIGHTLINE_E2E_DIR ?? '.', 'electron.sqlite') } });
  const win = await app.firstWindow();
  // Served from the app's own scheme (src/main/electron/app-protocol.ts), never from file://.
  expect(win.url()).toBe('app://sightline/index.html?role=umpire');
  await expect(win.getByTestId('scenario')).toHaveText('Training ground (demo)');
  // The app's origin serves its own files and nothing beside them: Chromium folds the encoded ".." before the
  // handler sees it (then the file is not under the renderer folder, 404); the handler refuses what is left (403).
  expect(await win.evaluate(async () => (await fetch('/index.html')).status)).toBe(200);
  expect([403, 404]).toContain(await win.evaluate(async () => (await fetch('/%2e%2e/main/index.js')).status));
  // Context isolation: the page sees the bridge, never Node or ipcRenderer.
  expect(await win.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined');
  expect(await win.evaluate(() => (window as unknown as { api: { role: string } }).api.role)).toBe('umpire');
  await app.close();
});
