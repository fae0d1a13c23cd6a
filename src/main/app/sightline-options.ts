import type { LinkNotice } from '@shared/contract/session';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { OpenedCampaign } from './campaign-files';
import type { AssetDirs } from './catalogue';
import type { CreateGame } from './game-manager';
import type { GamePersistence } from './game-persistence';

/** How Electron, browser mode and the tests start the app (sightline-app.ts). */
export interface SightlineOptions {
  readonly mode: 'browser' | 'electron';
  readonly persistence: GamePersistence;
  readonly initial: GameState;
  /** The built renderer, served to browsers and LAN players. */
  readonly staticDir: string;
  /** Loopback port (0 picks one). */
  readonly port: number;
  /** Where the LAN listener binds when the umpire turns LAN on; 0.0.0.0 by default. */
  readonly lanHost?: string;
  readonly lanPort?: number;
  readonly tokens?: { umpire?: string; sides?: Record<string, string>; screen?: string };
  /** Electron supplies this to open a pop-out window; in browser mode the umpire's page opens the URL. */
  readonly openPlayerWindow?: (side: string) => Promise<void>;
  /** Electron supplies this to open the shared screen as a pop-out; in browser mode the umpire's page opens the URL. */
  readonly openScreenWindow?: () => Promise<void>;
  /** Snapshot every N live events (default 200). */
  readonly snapshotEvery?: number;
  /** Opens another campaign file and its game; by default the training ground in that file. */
  readonly openCampaign?: (path: string) => Promise<OpenedCampaign>;
  /** The bundled scenarios and maps: a folder holding `scenarios/` and `maps/`, or both folders. By default the packaged resources or the repository's `assets/`. */
  readonly assets?: AssetDirs | string;
  /** Sets up a game of a scenario (src/shared/rulesets/commando/scenarios/setup-game.ts); tests may pass their own. */
  readonly createGame?: CreateGame;
  /**
   * Called before another game is put behind the host: the old game's sides
   * and their tokens end, so Electron closes its pop-outs here (a pop-out of a
   * side the new game does not have could not be shown).
   */
  readonly closePlayerWindows?: (follow: (side: string) => LinkNotice) => Promise<(() => void) | void>;
}
