import { LinksRepository } from '../db/repositories/links';
import { HostError } from '../host/host-errors';
import type { CampaignAccess } from './game-persistence';

/**
 * Issue 15: the LAN port is fixed so printed QR codes keep working, and the umpire may set it in the Players tab.
 * The setting is saved in the campaign file (so the next start listens on it too) and wins over --lan-port,
 * SIGHTLINE_LAN_PORT and the default (player-links.ts), which are what a file without the setting uses.
 */
const KEY = 'lan-port';

export function checkedLanPort(port: number): number {
  if (!Number.isInteger(port) || port < 1024 || port > 65535) throw new HostError(`The LAN port must be a whole number from 1024 to 65535, not ${port}; nothing was changed.`);
  return port;
}

/** The port the LAN listener takes: the campaign's saved one, else the start's (`fallback`). */
export function lanPortSetting(access: CampaignAccess | undefined, fallback: number | undefined): number | undefined {
  const saved = access ? Number(new LinksRepository(access.db).setting(KEY)) : NaN;
  return Number.isInteger(saved) && saved > 0 ? saved : fallback;
}

export function saveLanPort(access: CampaignAccess | undefined, port: number): void {
  if (access) new LinksRepository(access.db).setSetting(KEY, String(checkedLanPort(port)));
}
