import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Issue 14, "Installs that keep working": npm 11 runs a dependency's install script only as the project's
// package.json "allowScripts" says, and the project's .npmrc makes an unreviewed one fail the install.
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(new URL('../../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, { name?: string; version?: string; resolved?: string; hasInstallScript?: boolean }>;
};
const npmrc = readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8');

/** The registry name of each locked package that has an install script (an npm alias carries its real name). */
const withInstallScripts = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && entry.hasInstallScript === true)
  .map(([path, entry]) => ({ path, name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), entry }));

describe('install scripts (package.json allowScripts, .npmrc)', () => {
  it('approves the SQLite module and esbuild, and denies the Windows-only Squirrel installer', () => {
    // better-sqlite3: the Node build (the alias better-sqlite3-node) compiles its native module for the tests and the
    // browser-mode server; the Electron build (13) has no install script (it ships N-API prebuilds).
    // esbuild: its postinstall checks the platform binary vite and tsx run. electron-winstaller: its install script
    // only picks a 7-Zip .exe for Squirrel.Windows, and electron-builder.yml builds NSIS on Windows.
    expect(pkg.allowScripts).toEqual({ 'better-sqlite3': true, esbuild: true, 'electron-winstaller': false });
  });

  it('makes an unreviewed install script fail the install instead of running with a notice', () => {
    const settings = npmrc.split('\n').map((line) => line.trim()).filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith(';'));
    expect(settings).toContain('strict-allow-scripts=true');
    expect(settings.some((line) => /^(dangerously-allow-all-scripts|ignore-scripts)\s*=\s*true$/.test(line))).toBe(false);
  });

  it('covers every locked package with an install script, and names no package without one', () => {
    const covered = Object.keys(pkg.allowScripts ?? {});
    expect(withInstallScripts.map((p) => p.name).sort()).toEqual([...covered].sort());
  });

  it('keys the aliased Node build by its real name: npm refuses alias keys, and a pin cannot match an unresolved lock entry', () => {
    expect(pkg.dependencies['better-sqlite3-node']).toMatch(/^npm:better-sqlite3@\d+\.\d+\.\d+$/);
    const alias = withInstallScripts.find((p) => p.path === 'node_modules/better-sqlite3-node');
    expect(alias?.name).toBe('better-sqlite3');
    // With omit-lockfile-registry-resolved the lock has no tarball URL, so npm cannot verify a version and refuses
    // a pinned approval (better-sqlite3@12.11.1); only a name-only key matches. A pinned key must then be absent.
    if (alias?.entry.resolved === undefined) {
      expect(Object.keys(pkg.allowScripts ?? {}).filter((key) => key.includes('@'))).toEqual([]);
    }
    expect(Object.keys(pkg.allowScripts ?? {})).not.toContain('better-sqlite3-node');
  });
});
