import { openDefaultCampaign } from '../db/default-location';
import { createRepositories } from '../db/repositories/index';
import type { GameState } from '@shared/game/state';
import { campaignGamePersistence, ensureGame } from './campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import type { GamePersistence } from './sightline-app';

/**
 * What `npm start` opens: the default campaign database (a --db flag,
 * SIGHTLINE_DB, or the user data folder), created on first run, with the
 * training ground ready to play.
 */
export async function openDefaultGame(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<{ persistence: GamePersistence; initial: GameState }> {
  const { db, location, campaign } = await openDefaultCampaign({ argv: [...argv], env });
  try {
    const initial = trainingGroundState();
    const gameId = ensureGame(createRepositories(db), campaign.id, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
    return { persistence: campaignGamePersistence(db, location.path, gameId), initial: { ...initial, gameId } };
  } catch (e) {
    db.close();
    throw e;
  }
}
