import type { GameState } from '@shared/rulesets/commando/model/state';
import type { CommandoHost } from './commando-host';
import type { SharedScreen } from '../host/shared-screen';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { TokenRegistry } from '../http/tokens';
import { openedSetup, prepareInto, type GamePersistence, type OpenedGame } from './game-persistence';
import type { PlayerStreams } from './player-streams';
import { streamToken } from '../http/http-transport';
import type { LinkNotice } from '@shared/contract/session';
import { GAME_CLOSED, sideLinks } from './side-links';

/** How a switch treats the database files: a new file (close the old), the same file reopened after a restore (the old is closed already), or another game in the same file. */
export type SwitchKind = 'new-file' | 'reopened' | 'same-file';

export interface SwitchDeps {
  readonly host: CommandoHost;
  readonly tokens: TokenRegistry;
  readonly sharedScreen: SharedScreen<PlayerView>;
  readonly streams: PlayerStreams;
  /** Electron closes its pop-outs here, told where each side's seat goes; what it returns runs once the new game is behind the host (reopening them, follow-popouts.ts). */
  readonly closePlayerWindows?: ((follow: (side: string) => LinkNotice) => Promise<(() => void) | void>) | undefined;
  /** Called once the new game is behind the host (the catalogue is installed into a campaign seen for the first time). */
  readonly switched: (persistence: GamePersistence) => void;
}

/**
 * Which game is behind the host, and putting another there (newGame,
 * openGame, openCampaign, restoreCampaign), one switch at a time.
 */
export class GameSwitcher {
  private current: GamePersistence;
  /** Game and campaign switches run one at a time. */
  private switching: Promise<unknown> = Promise.resolve();

  constructor(
    persistence: GamePersistence,
    private readonly deps: SwitchDeps,
  ) {
    this.current = persistence;
  }

  /** The game now behind the host. */
  get persistence(): GamePersistence {
    return this.current;
  }

  oneAtATime<T>(f: () => Promise<T>): Promise<T> {
    const run = this.switching.then(f, f);
    this.switching = run.catch(() => undefined);
    return run;
  }

  /**
   * Puts the game of `persistence` behind the host, keeping the umpire's
   * subscriptions. When it is another game (not the same one reopened), the
   * side tokens become the new game's (stored in its campaign, issue 15;
   * fresh ones for a game kept in memory) — every link of the old game stops
   * working at once — and the player streams and pop-outs of the old game are
   * closed before the host changes (their sides may not exist in the new
   * game). Each stream is told last where its window goes: the new game's
   * link of its seat, or that its game was closed (side-links.ts).
   */
  async switchTo(persistence: GamePersistence, initial: GameState, kind: SwitchKind, refused: (error: unknown) => unknown = (e) => e): Promise<void> {
    const { host, tokens } = this.deps;
    const before = this.current.campaign?.();
    let opened: OpenedGame;
    let loaded: ReturnType<typeof prepareInto>;
    try {
      opened = persistence.open(initial);
      // The game is read once, here, before anything switches: one that cannot be read or shown to the umpire is refused (`refused` names it).
      try {
        loaded = prepareInto(host, opened, initial, persistence.ruleset?.());
        loaded.ruleset.project(loaded.state, { kind: 'umpire' });
      } catch (e) {
        throw refused(e);
      }
    } catch (e) {
      if (kind !== 'same-file') persistence.close();
      throw e;
    }
    const after = persistence.campaign?.();
    const sameGame = before !== undefined && after !== undefined && before.databasePath === after.databasePath && before.gameId === after.gameId;
    const start = openedSetup(opened, initial);
    const next = after ? sideLinks.tokens(after, start.sides.map((s) => s.id)) : undefined;
    if (after) sideLinks.remember(after);
    const previous = this.current;
    this.current = persistence;
    let reopen: (() => void) | undefined;
    if (!sameGame) {
      // The shared screen goes behind the curtain, with nobody to hand over to, before the new game reaches the host.
      this.deps.sharedScreen.gameSwitched();
      const farewell = (req: Parameters<Parameters<PlayerStreams['closeAll']>[0] & object>[0]) => {
        const side = tokens.sideFor(streamToken(req));
        if (side === undefined || !before || !after || !next) return undefined;
        return { type: 'link', link: sideLinks.follow(before, { gameId: before.gameId, side }, { access: after, sides: next }) };
      };
      // Farewells are written (with the old tokens) and the old links end before anything is awaited.
      const closing = this.deps.streams.closeAll(farewell);
      if (next) tokens.setSides(next);
      else tokens.resetSides(start.sides.map((s) => s.id));
      if (kind === 'new-file') previous.close();
      await closing;
      const closedMessage = { kind: 'closed', message: GAME_CLOSED } as const;
      reopen = (await this.deps.closePlayerWindows?.((side) => (before && after && next ? sideLinks.follow(before, { gameId: before.gameId, side }, { access: after, sides: next }) : closedMessage))) ?? undefined;
    } else if (kind === 'new-file') previous.close();
    host.adopt(loaded);
    const sides = host.sides().map((s) => s.id);
    if (sides.join('\u0000') !== tokens.sideIds().join('\u0000')) {
      if (after) tokens.setSides(sideLinks.tokens(after, sides));
      else tokens.resetSides(sides);
    }
    this.deps.switched(persistence);
    reopen?.();
  }
}
