import type { BackupInfo } from '@shared/contract/api';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { backupCampaign, backupStem, listBackups } from '../db/backup';
import { defaultBackupDir } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { campaignGamePersistence, openCampaignFile, type CampaignAccess } from './campaign-persistence';
import { playableGame } from './damaged-games';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import type { GamePersistence } from './game-persistence';

/** A campaign file opened with one of its games behind it. */
export interface OpenedCampaign {
  readonly persistence: GamePersistence;
  readonly initial: GameState;
}

/** Opens (or creates) a campaign file with its training ground. */
export function defaultOpenCampaign(path: string): Promise<OpenedCampaign> {
  const initial = trainingGroundState();
  return openCampaignFile(path, { id: DEMO_GAME_ID, name: initial.scenarioName, initial }, playableGame);
}

/** An online backup of the campaign into `backups/` beside its file. */
export async function takeBackup(a: CampaignAccess): Promise<BackupInfo> {
  const dir = defaultBackupDir(a.databasePath);
  const path = await backupCampaign(a.db, dir);
  return listBackups(dir, backupStem(a.databasePath)).find((b) => b.path === path) ?? { path, takenAt: '', schemaVersion: 0 };
}

export function campaignBackups(a: CampaignAccess): readonly BackupInfo[] {
  return listBackups(defaultBackupDir(a.databasePath), backupStem(a.databasePath));
}

/** A restored file, back at the game that was open when the file has it (its windows and links stay valid). */
export function backAtGame(next: OpenedCampaign, gameId: string): OpenedCampaign {
  const access = next.persistence.campaign?.();
  if (access && access.gameId !== gameId) {
    const initial = storedSetup(access.db, gameId);
    if (initial) return { persistence: sharingPersistence(next.persistence, campaignGamePersistence(access.db, access.databasePath, gameId)), initial };
  }
  return next;
}

/** Snapshot 0 of a game in this file, or null when the file has no such game. */
function storedSetup(db: CampaignAccess['db'], gameId: string): GameState | null {
  const repos = createRepositories(db);
  if (!repos.games.get(gameId)) return null;
  return (repos.snapshots.latestAtOrBefore(gameId, 0)?.state as unknown as GameState | undefined) ?? null;
}

/** `inner` over the same database as `outer`, closed the way `outer` closes it. */
function sharingPersistence(outer: GamePersistence, inner: GamePersistence): GamePersistence {
  return { ...inner, close: () => outer.close() };
}
