import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPAIGN_NAME, openDefaultCampaign, resolveCampaignDatabasePath, userDataDir } from './default-location';
import { CampaignsRepository } from './repositories/campaigns';
import { tempDir } from './test-helpers';

describe('userDataDir', () => {
  it('follows XDG on Linux', () => {
    expect(userDataDir({ platform: 'linux', env: {}, homedir: '/home/ann' })).toBe('/home/ann/.local/share/Sightline');
    expect(userDataDir({ platform: 'linux', env: { XDG_DATA_HOME: '/data/ann' }, homedir: '/home/ann' })).toBe('/data/ann/Sightline');
    expect(userDataDir({ platform: 'linux', env: { XDG_DATA_HOME: 'relative' }, homedir: '/home/ann' })).toBe('/home/ann/.local/share/Sightline');
  });

  it('uses %APPDATA% on Windows and Application Support on macOS', () => {
    expect(userDataDir({ platform: 'win32', env: { APPDATA: 'C:\\Users\\ann\\AppData\\Roaming' }, homedir: 'C:\\Users\\ann' })).toBe(
      'C:\\Users\\ann\\AppData\\Roaming\\Sightline',
    );
    expect(userDataDir({ platform: 'win32', env: {}, homedir: 'C:\\Users\\ann' })).toBe('C:\\Users\\ann\\AppData\\Roaming\\Sightline');
    expect(userDataDir({ platform: 'darwin', env: {}, homedir: '/Users/ann' })).toBe('/Users/ann/Library/Application Support/Sightline');
  });
});

describe('resolveCampaignDatabasePath', () => {
  const base = { platform: 'linux' as const, homedir: '/home/ann', cwd: '/club' };

  it('--db wins over SIGHTLINE_DB, which wins over the default', () => {
    const env = { SIGHTLINE_DB: '/env/c.sqlite' };
    expect(resolveCampaignDatabasePath({ ...base, env, argv: ['--db', 'league.sqlite'] })).toEqual({ path: '/club/league.sqlite', source: 'flag' });
    expect(resolveCampaignDatabasePath({ ...base, env, argv: ['--db=/x/y.sqlite'] })).toEqual({ path: '/x/y.sqlite', source: 'flag' });
    expect(resolveCampaignDatabasePath({ ...base, env, argv: [] })).toEqual({ path: '/env/c.sqlite', source: 'env' });
    expect(resolveCampaignDatabasePath({ ...base, env: {}, argv: [] })).toEqual({
      path: '/home/ann/.local/share/Sightline/campaign.sqlite',
      source: 'default',
    });
  });

  it('complains about --db without a path', () => {
    expect(() => resolveCampaignDatabasePath({ ...base, env: {}, argv: ['--db'] })).toThrow('--db needs a file path after it');
    expect(() => resolveCampaignDatabasePath({ ...base, env: {}, argv: ['--db', '--lan'] })).toThrow(/--db needs a file path/);
  });
});

describe('openDefaultCampaign', () => {
  it('creates the folder, the file and "My club" on first run, and reuses them after', async () => {
    const home = tempDir();
    const input = { platform: 'linux' as const, env: { XDG_DATA_HOME: path.join(home, 'data') }, homedir: home, argv: [] };
    const first = await openDefaultCampaign(input);
    expect(first.location.path).toBe(path.join(home, 'data', 'Sightline', 'campaign.sqlite'));
    expect(first.campaign.name).toBe(DEFAULT_CAMPAIGN_NAME);
    expect(first.report.created).toBe(true);
    first.db.close();
    expect(fs.existsSync(first.location.path)).toBe(true);

    const second = await openDefaultCampaign(input);
    try {
      expect(second.report.created).toBe(false);
      expect(second.campaign.id).toBe(first.campaign.id);
      expect(new CampaignsRepository(second.db).count()).toBe(1);
    } finally {
      second.db.close();
    }
  });
});
