#!/usr/bin/env node
// `npm start`: Electron where its binary exists and a display is there to show
// it; otherwise browser mode on 127.0.0.1, saying why. Extra arguments
// (--db PATH, --port N, --lan) pass through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const bin = (name) => join(root, 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);

function electronBinary() {
  const pkg = join(root, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pkg)) return { ok: false, reason: 'the electron package is not installed' };
  if (!existsSync(pathFile)) return { ok: false, reason: 'the Electron binary was never downloaded (it comes from GitHub, which this machine cannot reach)' };
  const exe = join(pkg, 'dist', readFileSync(pathFile, 'utf8').trim());
  if (!existsSync(exe)) return { ok: false, reason: `the Electron binary is missing at ${exe}` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return { ok: false, reason: 'there is no display (DISPLAY is not set)' };
  return { ok: true, exe };
}

function run(cmd, cmdArgs) {
  const r = spawnSync(cmd, cmdArgs, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const electron = process.env.SIGHTLINE_BROWSER_MODE ? { ok: false, reason: 'SIGHTLINE_BROWSER_MODE is set' } : electronBinary();
if (electron.ok) {
  run(bin('electron-vite'), ['build']);
  const child = spawn(electron.exe, ['.', ...args], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stdout.write(`Electron cannot start here: ${electron.reason}.\nStarting Sightline in browser mode instead…\n`);
  run(bin('vite'), ['build', '--config', 'vite.renderer.config.ts']);
  const child = spawn(bin('tsx'), ['--tsconfig', 'src/main/tsconfig.json', 'src/main/cli/browser-mode.ts', '--reason', `Electron unavailable: ${electron.reason}`, ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}
