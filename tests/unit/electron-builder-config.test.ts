import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readBundledCatalogue, resolveAssetDirs } from '../../src/main/app/catalogue';
import { readBundledTables, tablesDirOf } from '../../src/main/app/table-catalogue';
import { skirmishScenariosDirOf, withSkirmish } from '../../src/main/app/skirmish-catalogue';

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

  it('sets the Electron fuses: no run-as-node, no NODE_OPTIONS or inspect arguments, cookies encrypted, only the checked asar, no file:// privileges', () => {
    expect(config.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // The asar the fuses trust must be built.
    expect(config.asar).toBe(true);
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

  it('ships the bundled scenarios, maps, skirmish tables and skirmish scenarios as extra resources where the catalogues look for them, every file of each', () => {
    const extra = config.extraResources as { from: string; to: string; filter: string[] }[];
    expect(extra.map((e) => [e.from, e.to])).toEqual([
      ['assets/scenarios', 'scenarios'],
      ['assets/maps', 'maps'],
      ['assets/tables', 'tables'],
      ['assets/skirmish-scenarios', 'skirmish-scenarios'],
    ]);
    // Lay the resources out as electron-builder would (each filter picks every .json file) and read them as the packaged app does.
    const resources = mkdtempSync(join(tmpdir(), 'sightline-resources-'));
    try {
      for (const e of extra) {
        const from = fileURLToPath(new URL(`../../${e.from}`, import.meta.url));
        expect(e.filter).toEqual(['*.json']);
        const json = readdirSync(from).filter((f) => f.endsWith('.json'));
        expect(json.length, e.from).toBe(e.to === 'tables' ? 2 : e.to === 'skirmish-scenarios' ? 3 : 12);
        for (const f of json) cpSync(join(from, f), join(resources, e.to, f));
      }
      const dirs = resolveAssetDirs({ resourcesPath: resources });
      expect(dirs).toEqual({ scenarios: join(resources, 'scenarios'), maps: join(resources, 'maps') });
      const catalogue = readBundledCatalogue(dirs);
      expect([catalogue.scenarios.length, catalogue.maps.length]).toEqual([12, 12]);
      expect(tablesDirOf(dirs)).toBe(join(resources, 'tables'));
      expect(readBundledTables(tablesDirOf(dirs)).map((t) => t.id)).toEqual(['paddy-and-treeline', 'village-edge']);
      expect(skirmishScenariosDirOf(dirs)).toBe(join(resources, 'skirmish-scenarios'));
      expect(withSkirmish(catalogue).skirmish?.scenarios.map((s) => s.id)).toEqual(['skirmish-patrol-meeting', 'skirmish-track-ambush', 'skirmish-village-search']);
    } finally {
      rmSync(resources, { recursive: true, force: true });
    }
  });
});
