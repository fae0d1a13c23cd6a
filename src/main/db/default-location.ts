import os from 'node:os';
import path from 'node:path';
import type { Database } from './driver';
import { DatabaseError } from './errors';
import type { OpenCampaignOptions, OpenReport } from './open-database';
import { openCampaignDatabase } from './open-database';
import type { Campaign } from './repositories/campaigns';
import { CampaignsRepository } from './repositories/campaigns';

export const APP_FOLDER = 'Sightline';
export const DEFAULT_DB_FILE = 'campaign.sqlite';
export const DEFAULT_CAMPAIGN_NAME = 'My club';

export interface LocationInput {
  readonly argv?: readonly string[];
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly platform?: NodeJS.Platform;
  readonly homedir?: string;
  readonly cwd?: string;
}

export interface DatabaseLocation {
  readonly path: string;
  readonly source: 'flag' | 'env' | 'default';
}

function pathFor(platform: NodeJS.Platform): path.PlatformPath {
  return platform === 'win32' ? path.win32 : path.posix;
}

/** The per-user folder where Sightline keeps its data, following each platform's convention. */
export function userDataDir(input: LocationInput = {}): string {
  const platform = input.platform ?? process.platform;
  const env = input.env ?? process.env;
  const home = input.homedir ?? os.homedir();
  const p = pathFor(platform);
  if (platform === 'win32') return p.join(env.APPDATA || p.join(home, 'AppData', 'Roaming'), APP_FOLDER);
  if (platform === 'darwin') return p.join(home, 'Library', 'Application Support', APP_FOLDER);
  // XDG: a relative XDG_DATA_HOME is invalid and must be ignored.
  const xdg = env.XDG_DATA_HOME;
  return p.join(xdg && p.isAbsolute(xdg) ? xdg : p.join(home, '.local', 'share'), APP_FOLDER);
}

/** `--db <path>` or `--db=<path>` wins, then `SIGHTLINE_DB`, then the user data folder. */
export function resolveCampaignDatabasePath(input: LocationInput = {}): DatabaseLocation {
  const argv = input.argv ?? process.argv.slice(2);
  const env = input.env ?? process.env;
  const p = pathFor(input.platform ?? process.platform);
  const cwd = input.cwd ?? process.cwd();
  let flag: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--db') {
      flag = argv[i + 1];
      if (flag === undefined || flag === '' || flag.startsWith('--')) throw new DatabaseError('--db needs a file path after it');
      i++;
    } else if (arg.startsWith('--db=')) {
      flag = arg.slice('--db='.length);
      if (flag === '') throw new DatabaseError('--db= needs a file path after it');
    }
  }
  if (flag !== undefined) return { path: flag === ':memory:' ? flag : p.resolve(cwd, flag), source: 'flag' };
  const fromEnv = env.SIGHTLINE_DB;
  if (fromEnv) return { path: fromEnv === ':memory:' ? fromEnv : p.resolve(cwd, fromEnv), source: 'env' };
  return { path: p.join(userDataDir(input), DEFAULT_DB_FILE), source: 'default' };
}

export interface DefaultCampaign {
  readonly db: Database;
  readonly location: DatabaseLocation;
  /** The first campaign in the file; "My club" when the file was just made. */
  readonly campaign: Campaign;
  readonly report: OpenReport;
}

/**
 * Opens the campaign database the app uses when none is chosen, creating the
 * file, its folder and a first campaign named "My club" on first run.
 */
export async function openDefaultCampaign(input: LocationInput & OpenCampaignOptions = {}): Promise<DefaultCampaign> {
  const location = resolveCampaignDatabasePath(input);
  let report: OpenReport | undefined;
  const db = await openCampaignDatabase(location.path, {
    ...input,
    onOpened: (r) => {
      report = r;
      input.onOpened?.(r);
    },
  });
  try {
    const campaigns = new CampaignsRepository(db);
    const campaign = campaigns.list()[0] ?? campaigns.create({ name: DEFAULT_CAMPAIGN_NAME });
    if (!report) throw new Error('open report missing');
    return { db, location, campaign, report };
  } catch (error) {
    db.close();
    throw error;
  }
}
