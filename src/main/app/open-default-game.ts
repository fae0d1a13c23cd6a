import { withSkirmish } from './skirmish-catalogue';
import { openDefaultCampaign } from '../db/default-location';
import { createRepositories } from '../db/repositories/index';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { campaignGamePersistence, ensureGame } from './campaign-persistence';
import { bundledCatalogue, installBundledScenarios, resolveAssetDirs, type AssetDirs } from './catalogue';
import { playableGame } from './damaged-games';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import type { GamePersistence } from './game-persistence';
import { sideLinks } from './side-links';

/**
 * What `npm start` opens: the default campaign database (a --db flag,
 * SIGHTLINE_DB, or the user data folder), created on first run, with the
 * bundled scenarios installed and the game open when it last stopped (or
 * the training ground) ready to play. A
 * malformed bundled asset stops the start, naming the file and the field,
 * before anything is written.
 */
export async function openDefaultGame(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  options: { assets?: AssetDirs | string } = {},
): Promise<{ persistence: GamePersistence; initial: GameState }> {
  const catalogue = withSkirmish(bundledCatalogue(resolveAssetDirs(options.assets !== undefined ? { override: options.assets } : {})));
  const { db, location, campaign } = await openDefaultCampaign({ argv: [...argv], env });
  try {
    const initial = trainingGroundState();
    const repos = createRepositories(db);
    installBundledScenarios(repos, catalogue);
    // A damaged training ground is left in the list (as damaged) and a new one set up: the app always starts.
    const gameId = ensureGame(repos, campaign.id, { id: DEMO_GAME_ID, name: initial.scenarioName, initial }, (id) => playableGame(db, campaign.id, id));
    // The game open when Sightline stopped is opened again, so the links it printed (and the windows still open) keep working (issue 15).
    const last = sideLinks.lastOpen(db, campaign.id);
    const game = last !== null && last !== gameId ? repos.games.get(last) : null;
    const setup = game && game.campaignId === campaign.id && (game.status === 'active' || game.status === 'setup') ? repos.snapshots.latestAtOrBefore(game.id, 0) : null;
    if (game && setup && playableGame(db, campaign.id, game.id)) return { persistence: campaignGamePersistence(db, location.path, game.id), initial: setup.state as unknown as GameState };
    return { persistence: campaignGamePersistence(db, location.path, gameId), initial: { ...initial, gameId } };
  } catch (e) {
    db.close();
    throw e;
  }
}
