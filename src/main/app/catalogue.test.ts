import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openCampaignDatabase } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { BundledAssetError, bundledCatalogue, installBundledScenarios, readBundledCatalogue, resolveAssetDirs } from './catalogue';
import { createGame } from '@shared/rulesets/commando/scenarios/setup-game';
import { GameManager } from './game-manager';
import { openDefaultGame } from './open-default-game';
import { withSkirmish } from './skirmish-catalogue';

const repoAssets = resolve(fileURLToPath(new URL('../../../assets', import.meta.url)));

/** A copy of the repository's assets to break. */
function assetCopy(): string {
  const dir = join(tempDir(), 'assets');
  cpSync(repoAssets, dir, { recursive: true });
  return dir;
}

const editJson = (file: string, edit: (j: Record<string, unknown>) => void) => {
  const j = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(j);
  writeFileSync(file, JSON.stringify(j));
};

describe('bundled assets: where they are', () => {
  it('finds the repository assets in development', () => {
    const dirs = resolveAssetDirs({ resourcesPath: undefined });
    expect(dirs).toEqual({ scenarios: join(repoAssets, 'scenarios'), maps: join(repoAssets, 'maps') });
  });

  it('uses <resourcesPath>/scenarios and /maps in the packaged app (electron-builder extraResources)', () => {
    const resources = tempDir();
    mkdirSync(join(resources, 'scenarios'));
    mkdirSync(join(resources, 'maps'));
    expect(resolveAssetDirs({ resourcesPath: resources })).toEqual({ scenarios: join(resources, 'scenarios'), maps: join(resources, 'maps') });
  });

  it('says where it looked when the assets are missing', () => {
    const empty = tempDir();
    expect(() => resolveAssetDirs({ resourcesPath: empty, moduleUrl: new URL(`file://${join(empty, 'x.js')}`).href })).toThrow(/were not found \(looked in .*installation is incomplete/);
  });
});

describe('bundled assets: reading', () => {
  it('reads the twelve scenarios (by Section) and the twelve maps A–M', () => {
    const c = readBundledCatalogue(resolveAssetDirs({ override: repoAssets }));
    expect(c.scenarios.map((s) => s.scenario.section)).toEqual([39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    expect(c.maps.map((m) => m.letter).join('')).toBe('ABCDEFGHJKLM');
    expect(c.scenario('raid-on-entebbe')?.scenario.conditions.map.letter).toBe('J');
    expect(c.mapByLetter('j')?.map.provenance.kind).toBe('approximation');
  });

  it('refuses a malformed scenario naming the file and the field', () => {
    const dir = assetCopy();
    editJson(join(dir, 'scenarios/40-vaagso-island.json'), (j) => {
      (j['conditions'] as Record<string, unknown>)['era'] = 'Napoleonic';
    });
    expect(() => readBundledCatalogue(resolveAssetDirs({ override: dir }))).toThrow(BundledAssetError);
    expect(() => readBundledCatalogue(resolveAssetDirs({ override: dir }))).toThrow(/scenarios\/40-vaagso-island\.json.*conditions\.era/s);
  });

  it('refuses a malformed map naming the file, the square and the field', () => {
    const dir = assetCopy();
    editJson(join(dir, 'maps/c.json'), (j) => {
      (j['trees'] as unknown[]).push({ at: '9999', symbols: [] });
    });
    expect(() => readBundledCatalogue(resolveAssetDirs({ override: dir }))).toThrow(/maps\/c\.json[\s\S]*square 9999, trees\[\d+\]\.at/);
  });

  it('refuses a scenario file that is not JSON', () => {
    const dir = assetCopy();
    writeFileSync(join(dir, 'scenarios/41-raid-on-son-tay.json'), '{"version": 1,');
    expect(() => readBundledCatalogue(resolveAssetDirs({ override: dir }))).toThrow(/scenarios\/41-raid-on-son-tay\.json[\s\S]*not valid JSON/);
  });
});

describe('bundled skirmish scenarios', () => {
  it('are read beside the maps and checked against the bundled tables', () => {
    const c = withSkirmish(readBundledCatalogue(resolveAssetDirs({ override: repoAssets })));
    expect(c.skirmish?.scenarios.map((s) => [s.fileName, s.name])).toEqual([
      ['skirmish-scenarios/patrol-meeting.json', 'Patrol meeting engagement'],
      ['skirmish-scenarios/track-ambush.json', 'Ambush on the village road'],
      ['skirmish-scenarios/village-search.json', 'Village search'],
    ]);
    expect(c.skirmish?.tables.map((t) => t.id)).toEqual(['paddy-and-treeline', 'village-edge']);
  });

  it('a malformed one stops the start naming the file and the field, before anything is written', async () => {
    const dir = assetCopy();
    editJson(join(dir, 'skirmish-scenarios/track-ambush.json'), (j) => {
      j['table'] = 'moon-base';
    });
    expect(() => withSkirmish(readBundledCatalogue(resolveAssetDirs({ override: dir })))).toThrow(/skirmish-scenarios\/track-ambush\.json[\s\S]*table: "moon-base" is not a bundled table/);
    const file = join(tempDir(), 'club.sqlite');
    await expect(openDefaultGame(['--db', file], {}, { assets: dir })).rejects.toThrow(/track-ambush\.json/);
    expect(existsSync(file)).toBe(false);
  });
});

describe('bundled scenarios in the campaign database', () => {
  it('installs the twelve Commando and the three skirmish scenarios under the ids their files give, idempotently', async () => {
    const db = await openCampaignDatabase(':memory:');
    try {
      const repos = createRepositories(db);
      const campaignId = repos.campaigns.create({ name: 'Club' }).id;
      const catalogue = withSkirmish(bundledCatalogue(resolveAssetDirs({ override: repoAssets })));
      installBundledScenarios(repos, catalogue);
      const first = repos.scenarios.list(campaignId);
      expect(first.filter((s) => s.bundled && s.ruleset === 'commando').map((s) => s.id).sort()).toEqual(catalogue.scenarios.map((s) => s.id).sort());
      expect(first.filter((s) => s.ruleset === 'skirmish').map((s) => s.id).sort()).toEqual(['skirmish-patrol-meeting', 'skirmish-track-ambush', 'skirmish-village-search']);
      expect(first).toHaveLength(15);
      const dump = () => db.prepare('SELECT id, json, created_at, updated_at FROM scenarios ORDER BY id').all();
      const before = dump();
      installBundledScenarios(repos, catalogue);
      new GameManager({ db, databasePath: ':memory:', campaignId }, catalogue, createGame);
      expect(dump()).toEqual(before);
      expect(repos.scenarios.get('raid-on-entebbe')?.scenario).toEqual(JSON.parse(readFileSync(join(repoAssets, 'scenarios/39-raid-on-entebbe.json'), 'utf8')));
    } finally {
      db.close();
    }
  });

  it('installs nothing when one asset is malformed', async () => {
    const dir = assetCopy();
    editJson(join(dir, 'scenarios/50-army-group-center-hq.json'), (j) => {
      j['sides'] = [];
    });
    const db = await openCampaignDatabase(':memory:');
    try {
      expect(() => bundledCatalogue(resolveAssetDirs({ override: dir }))).toThrow(/scenarios\/50-army-group-center-hq\.json: sides/);
      expect((db.prepare('SELECT count(*) AS n FROM scenarios').get() as { n: number }).n).toBe(0);
    } finally {
      db.close();
    }
  });
});

describe('npm start: the default campaign', () => {
  it('opens with the fifteen bundled scenarios (twelve Commando, three skirmish) installed beside the training ground', async () => {
    const file = join(tempDir(), 'club.sqlite');
    const game = await openDefaultGame(['--db', file], {});
    try {
      const a = game.persistence.campaign!();
      const ids = createRepositories(a.db).scenarios.list(a.campaignId).map((s) => s.id);
      expect(ids).toContain('raid-on-entebbe');
      expect(ids).toContain('army-group-center-hq');
      expect(ids).toContain('skirmish-village-search');
      expect(ids).toHaveLength(16);
    } finally {
      game.persistence.close();
    }
  });

  it('does not start, and writes nothing, when a bundled asset is malformed', async () => {
    const dir = assetCopy();
    editJson(join(dir, 'maps/m.json'), (j) => {
      j['width'] = 'forty';
    });
    const file = join(tempDir(), 'club.sqlite');
    await expect(openDefaultGame(['--db', file], {}, { assets: dir })).rejects.toThrow(/maps\/m\.json[\s\S]*width/);
    expect(existsSync(file)).toBe(false);
  });
});
