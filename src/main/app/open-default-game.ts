import { openDefaultCampaign } from '../db/default-location';
import { createRepositories } from '../db/repositories/index';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { campaignGamePersistence, ensureGame } from './campaign-persistence';
import { bundledCatalogue, installBundledScenarios, resolveAssetDirs, type AssetDirs } from './catalogue';
import { playableGame } from './damaged-games';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import type { GamePersistence } from './game-persistence';

/**
 * What `npm start` opens: the default campaign database (a --db flag,
 * SIGHTLINE_DB, or the user data folder), created on first run, with the
 * bundled scenarios installed and the training ground ready to play. A
 * malformed bundled asset stops the start, naming the file and the field,
 * before anything is written.
 */
export async function openDefaultGame(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  options: { assets?: AssetDirs | string } = {},
): Promise<{ persistence: GamePersistence; initial: GameState }> {
  const catalogue = bundledCatalogue(resolveAssetDirs(options.assets !== undefined ? { override: options.assets } : {}));
  const { db, location, campaign } = await openDefaultCampaign({ argv: [...argv], env });
  try {
    const initial = trainingGroundState();
    const repos = createRepositories(db);
    installBundledScenarios(repos, catalogue);
    // A damaged training ground is left in the list (as damaged) and a new one set up: the app always starts.
    const gameId = ensureGame(repos, campaign.id, { id: DEMO_GAME_ID, name: initial.scenarioName, initial }, (id) => playableGame(db, campaign.id, id));
    return { persistence: campaignGamePersistence(db, location.path, gameId), initial: { ...initial, gameId } };
  } catch (e) {
    db.close();
    throw e;
  }
}
