import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const config = parse(readFileSync(new URL('../../electron-builder.yml', import.meta.url), 'utf8')) as Record<string, unknown>;
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  main: string;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

const targets = (platform: string) => (config[platform] as { target: (string | { target: string })[] }).target.map((t) => (typeof t === 'string' ? t : t.target));

describe('electron-builder.yml', () => {
  it('names the app', () => {
    expect(config.appId).toMatch(/^[a-z]+(\.[a-z0-9-]+)+$/);
    expect(config.productName).toBe('Sightline');
  });

  it('builds AppImage and deb on Linux, NSIS on Windows, dmg on macOS', () => {
    expect(targets('linux').sort()).toEqual(['AppImage', 'deb']);
    expect(targets('win')).toEqual(['nsis']);
    expect(targets('mac')).toEqual(['dmg']);
  });

  it('never rebuilds native modules, and unpacks the SQLite module from the asar', () => {
    expect(config.npmRebuild).toBe(false);
    expect(config.asar).toBe(true);
    expect(config.asarUnpack as string[]).toContain('node_modules/better-sqlite3/**/*');
  });

  it('packs the built app that package.json points at', () => {
    expect(pkg.main).toBe('out/main/index.js');
    expect(config.files as string[]).toContain('out/**/*');
  });

  it('ships better-sqlite3 13 to Electron and keeps the Node 20 build (12) apart, under an alias', () => {
    expect(pkg.dependencies['better-sqlite3']).toMatch(/^\^?13\./);
    expect(pkg.dependencies['better-sqlite3-node']).toMatch(/^npm:better-sqlite3@12\./);
    expect(pkg.devDependencies.electron).toMatch(/^\^?45\./);
  });
});
