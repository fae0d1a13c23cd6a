import { networkInterfaces } from 'node:os';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type {
  ArchiveEntryInfo,
  ArchiveFilterInput,
  BackupInfo,
  CurrentGameInfo,
  FileDownload,
  FinishInput,
  FinishReport,
  GamePlayersInfo,
  GameSummaryInfo,
  GameSwitchInfo,
  ImportReport,
  MapDetailInfo,
  MapSummaryInfo,
  NewGameInput,
  PlayerInfo,
  PlayerLink,
  ReplayFrame,
  ReplayViewer,
  SaveMapOutcome,
  ScenarioDetailInfo,
  ScenarioStatisticsInfo,
  ScenarioSummaryInfo,
  SessionInfo,
} from '@shared/contract/api';
import type { DiceSource } from '@shared/dice/dice-source';
import type { GameEvent } from '@shared/game/events';
import type { GameState } from '@shared/game/state';
import { replay } from '@shared/game/engine';
import { createGame } from '@shared/scenario/setup-game';
import { importGameFile } from '../archive/import-game';
import { backupCampaign, backupStem, listBackups, restoreCampaign } from '../db/backup';
import { defaultBackupDir } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { GameHost, HostError, type EventStore } from '../host/game-host';
import { MemoryGameLog, type GameLog } from '../host/game-log';
import { SharedScreen } from '../host/shared-screen';
import type { UmpireShell } from '../host/api-service';
import { CampaignArchive } from './campaign-archive';
import { campaignGamePersistence, openCampaignFile, type CampaignAccess } from './campaign-persistence';
import { bundledCatalogue, resolveAssetDirs, type AssetDirs, type BundledCatalogue } from './catalogue';
import { GameManager, type CreateGame } from './game-manager';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import { closeServer, createHttpListener, listen } from '../http/http-transport';
import { TokenRegistry } from '../http/tokens';

/**
 * What `open` returns: either a full `log` (the host folds it, from the latest
 * snapshot, and keeps undo/redo/audit in it), or, as before, the events
 * already committed and a bare `store` for new ones.
 */
export type OpenedGame =
  | { readonly log: GameLog; readonly dice: DiceSource; readonly events?: undefined; readonly store?: undefined }
  | { readonly events: readonly GameEvent[]; readonly store: EventStore; readonly dice: DiceSource; readonly log?: undefined };

export interface GamePersistence {
  readonly databasePath: string;
  open(initial: GameState): OpenedGame;
  close(): void;
  /** The campaign database behind the game, when there is one (archive, export, backups). */
  campaign?(): CampaignAccess;
}

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
  readonly openCampaign?: (path: string) => Promise<{ persistence: GamePersistence; initial: GameState }>;
  /** The bundled scenarios and maps: a folder holding `scenarios/` and `maps/`, or both folders. By default the packaged resources or the repository's `assets/`. */
  readonly assets?: AssetDirs | string;
  /** Sets up a game of a scenario (src/shared/scenario/setup-game.ts); tests may pass their own. */
  readonly createGame?: CreateGame;
  /**
   * Called before another game is put behind the host: the old game's sides
   * and their tokens end, so Electron closes its pop-outs here (a pop-out of a
   * side the new game does not have could not be shown).
   */
  readonly closePlayerWindows?: () => Promise<void>;
}

/** How a switch treats the database files: a new file (close the old), the same file reopened after a restore (the old is closed already), or another game in the same file. */
type SwitchKind = 'new-file' | 'reopened' | 'same-file';

/**
 * The application shell shared by Electron and browser mode: one host, one
 * loopback HTTP listener (browser mode and pop-outs in a browser), and an
 * optional LAN listener that serves players only.
 */
export class SightlineApp implements UmpireShell {
  readonly host: GameHost;
  readonly tokens: TokenRegistry;
  /** The shared screen: one side at a time, behind a curtain between sides (src/main/host/shared-screen.ts). */
  readonly sharedScreen: SharedScreen;
  private loopback?: Server;
  private loopbackPort = 0;
  private lan?: Server;
  private lanPort?: number;
  private persistence: GamePersistence;
  private bundled?: BundledCatalogue;
  private games?: GameManager;
  /** Open player event streams (SSE), closed when another game is put behind the host. */
  private readonly playerStreams = new Set<{ readonly req: IncomingMessage; readonly res: ServerResponse }>();
  /** Game and campaign switches run one at a time. */
  private switching: Promise<unknown> = Promise.resolve();

  private constructor(private readonly opts: SightlineOptions) {
    this.persistence = opts.persistence;
    const opened = opts.persistence.open(opts.initial);
    const options = opts.snapshotEvery !== undefined ? { snapshotEvery: opts.snapshotEvery } : {};
    this.host = opened.log
      ? new GameHost(opts.initial, opened.dice, opened.log, options)
      : new GameHost(replay(opts.initial, opened.events), opened.dice, opened.store, options);
    // The sides of the game as stored (its snapshot 0 wins over the caller's initial state).
    this.tokens = new TokenRegistry(
      this.host.sides().map((s) => s.id),
      opts.tokens,
    );
    this.sharedScreen = new SharedScreen(this.host);
  }

  static async start(opts: SightlineOptions): Promise<SightlineApp> {
    const app = new SightlineApp(opts);
    try {
      // On opening a campaign database the bundled scenarios are installed; a malformed asset stops the start, naming the file.
      if (app.persistence.campaign) app.manager();
      app.loopback = app.trackPlayerStreams(createHttpListener('loopback', app.transportOptions()));
      app.loopbackPort = await listen(app.loopback, opts.port, '127.0.0.1');
    } catch (e) {
      app.persistence.close();
      throw e;
    }
    return app;
  }

  get port(): number {
    return this.loopbackPort;
  }

  get umpireUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/umpire?token=${this.tokens.umpire}`;
  }

  /** The shared screen on this computer (never on the LAN: it is the umpire's second monitor). */
  get screenUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/screen?token=${this.tokens.screen}`;
  }

  session(): SessionInfo {
    const lanAddresses = this.lanPort === undefined ? [] : lanUrls(this.opts.lanHost ?? '0.0.0.0', this.lanPort);
    const players: PlayerLink[] = this.host.sides().map((s) => {
      const token = this.tokens.sideToken(s.id);
      const path = `/player/${encodeURIComponent(s.id)}?token=${token}`;
      return { side: s.id, sideName: s.name, token, url: `http://127.0.0.1:${this.loopbackPort}${path}`, lanUrls: lanAddresses.map((base) => base + path) };
    });
    return {
      mode: this.opts.mode,
      databasePath: this.persistence.databasePath,
      ...(this.opts.mode === 'browser' ? { umpireUrl: this.umpireUrl } : {}),
      lan: { enabled: this.lan !== undefined, ...(this.lanPort !== undefined ? { port: this.lanPort } : {}) },
      players,
      screen: { token: this.tokens.screen, url: this.screenUrl },
    };
  }

  async setLan(enabled: boolean): Promise<SessionInfo> {
    if (enabled && !this.lan) {
      const server = this.trackPlayerStreams(createHttpListener('lan', this.transportOptions()));
      this.lanPort = await listen(server, this.opts.lanPort ?? 0, this.opts.lanHost ?? '0.0.0.0');
      this.lan = server;
    } else if (!enabled && this.lan) {
      await closeServer(this.lan);
      this.lan = undefined;
      this.lanPort = undefined;
    }
    return this.session();
  }

  async openPlayerWindow(side: string): Promise<{ opened: boolean; url: string }> {
    const link = this.session().players.find((p) => p.side === side);
    if (!link) throw new Error(`No side "${side}" in this game.`);
    if (!this.opts.openPlayerWindow) return { opened: false, url: link.url };
    await this.opts.openPlayerWindow(side);
    return { opened: true, url: link.url };
  }

  async openScreenWindow(): Promise<{ opened: boolean; url: string }> {
    if (!this.opts.openScreenWindow) return { opened: false, url: this.screenUrl };
    await this.opts.openScreenWindow();
    return { opened: true, url: this.screenUrl };
  }

  async close(): Promise<void> {
    if (this.lan) await closeServer(this.lan);
    if (this.loopback) await closeServer(this.loopback);
    this.persistence.close();
  }

  // ---------------------------------------------------------------- archive

  archive(filter: ArchiveFilterInput): readonly ArchiveEntryInfo[] {
    const a = this.campaign();
    return createRepositories(a.db).results.archive({ campaignId: a.campaignId, ...filter });
  }

  statistics(filter: Omit<ArchiveFilterInput, 'limit' | 'offset'>): readonly ScenarioStatisticsInfo[] {
    const a = this.campaign();
    return createRepositories(a.db).results.statistics({ campaignId: a.campaignId, ...filter });
  }

  /** A game of the campaign (the open one by default) as one JSON file (canonical, no RNG state); with `side`, only that side's projection timeline. */
  exportGame(side?: string, gameId?: string): FileDownload {
    return this.gamesById().exportGame(gameId, side);
  }

  importGame(json: string): ImportReport {
    const a = this.campaign();
    return importGameFile(a.db, json, { campaignId: a.campaignId });
  }

  /** The printable after-action report of a game (the open one by default): the umpire's, or a side's built from that side's file alone. */
  report(side?: string, gameId?: string): FileDownload {
    return this.gamesById().report(gameId, side);
  }

  /** Any game of the campaign right after event `seq`, with the fog lifted or as one side saw it. */
  replayAt(gameId: string, seq: number, viewer: ReplayViewer): ReplayFrame {
    return this.gamesById().replayAt(gameId, seq, viewer);
  }

  /** Ends a game (the open one by default); `players` records who played each side with the result. */
  finishGame(gameId: string | undefined, result: FinishInput, players?: Record<string, string[]>): FinishReport {
    // A game kept in no campaign database (tests, a bare host) is finished as before: no archive, no players.
    if (!this.persistence.campaign && gameId === undefined && players === undefined) return this.host.finishGame({ kind: 'umpire' }, result);
    return this.gamesById().finishGame(gameId, result, players);
  }

  // ---------------------------------------------------------------- players

  listPlayers(): readonly PlayerInfo[] {
    return this.gamesById().listPlayers();
  }

  addPlayer(name: string): PlayerInfo {
    return this.gamesById().addPlayer(name);
  }

  renamePlayer(playerId: string, name: string): PlayerInfo {
    return this.gamesById().renamePlayer(playerId, name);
  }

  gamePlayers(gameId?: string): GamePlayersInfo {
    return this.gamesById().gamePlayers(gameId);
  }

  setGamePlayers(gameId: string | undefined, sides: Record<string, string[]>): GamePlayersInfo {
    return this.gamesById().setGamePlayers(gameId, sides);
  }

  // ---------------------------------------------------------- campaign files

  /** Opens another campaign file (created when new) and its game; every window follows. */
  openCampaign(path: string): Promise<SessionInfo> {
    return this.oneAtATime(async () => {
      const next = await (this.opts.openCampaign ?? defaultOpenCampaign)(path);
      await this.switchTo(next.persistence, next.initial, 'new-file');
      return this.session();
    });
  }

  async backupCampaign(): Promise<BackupInfo> {
    const a = this.campaign();
    const dir = defaultBackupDir(a.databasePath);
    const path = await backupCampaign(a.db, dir);
    return listBackups(dir, backupStem(a.databasePath)).find((b) => b.path === path) ?? { path, takenAt: '', schemaVersion: 0 };
  }

  listBackups(): readonly BackupInfo[] {
    const a = this.campaign();
    return listBackups(defaultBackupDir(a.databasePath), backupStem(a.databasePath));
  }

  /**
   * Puts a backup back in place of the open campaign file: the campaign is
   * closed, the backup checked and moved in (the current file is set aside,
   * never deleted), and the file reopened. A refused backup leaves the
   * campaign as it was, reopened.
   */
  restoreCampaign(backupPath: string): Promise<SessionInfo & { setAside: readonly string[] }> {
    return this.oneAtATime(async () => {
      const { databasePath: file, gameId } = this.campaign();
      this.persistence.close();
      let setAside: readonly string[];
      try {
        setAside = restoreCampaign(backupPath, file).setAside;
      } finally {
        let next = await (this.opts.openCampaign ?? defaultOpenCampaign)(file);
        // Back to the game that was open, when the restored file has it (its windows and links stay valid).
        const access = next.persistence.campaign?.();
        if (access && access.gameId !== gameId) {
          const initial = storedSetup(access.db, gameId);
          if (initial) next = { persistence: sharingPersistence(next.persistence, campaignGamePersistence(access.db, access.databasePath, gameId)), initial };
        }
        await this.switchTo(next.persistence, next.initial, 'reopened');
      }
      return { ...this.session(), setAside };
    });
  }

  // ------------------------------------------------------ catalogue and games

  listScenarios(): readonly ScenarioSummaryInfo[] {
    return this.manager().listScenarios();
  }

  getScenario(id: string): ScenarioDetailInfo {
    return this.manager().getScenario(id);
  }

  listMaps(): readonly MapSummaryInfo[] {
    return this.manager().listMaps();
  }

  getMap(id: string): MapDetailInfo {
    return this.manager().getMap(id);
  }

  saveMap(id: string | undefined, file: Record<string, unknown>): SaveMapOutcome {
    return this.manager().saveMap(id, file);
  }

  deleteMap(id: string): { deleted: true; id: string } {
    return this.manager().deleteMap(id);
  }

  listGames(status?: GameSummaryInfo['status']): readonly GameSummaryInfo[] {
    return this.manager().listGames(this.campaign().gameId, status);
  }

  currentGame(): CurrentGameInfo {
    const a = this.persistence.campaign?.();
    const state = this.host.current;
    const base: CurrentGameInfo = a
      ? this.manager().gameInfo(a.gameId, state)
      : { gameId: state.gameId, scenarioId: null, scenarioName: state.scenarioName, status: this.host.status, diceMode: this.host.diceMode, createdAt: null, sides: [] };
    // The host knows the live status and dice mode; the sides are the game's as the host holds it.
    return { ...base, status: this.host.status, diceMode: this.host.diceMode, sides: this.host.sides().map((s) => ({ id: s.id, name: s.name })) };
  }

  /**
   * Sets up a game of a scenario in the open campaign and puts it behind
   * every window. Old side tokens stop working; the session has the new links.
   */
  newGame(input: NewGameInput): Promise<GameSwitchInfo> {
    return this.oneAtATime(async () => {
      const m = this.manager();
      const { gameId, initial } = m.createGame(input);
      await this.switchTo(campaignGamePersistence(m.campaign.db, m.campaign.databasePath, gameId), initial, 'same-file');
      return { game: this.currentGame(), session: this.session() };
    });
  }

  /** Puts another game of the open campaign behind every window. Old side tokens stop working. */
  openGame(gameId: string): Promise<GameSwitchInfo> {
    return this.oneAtATime(async () => {
      const m = this.manager();
      const initial = m.initialOf(gameId);
      await this.switchTo(campaignGamePersistence(m.campaign.db, m.campaign.databasePath, gameId), initial, 'same-file');
      return { game: this.currentGame(), session: this.session() };
    });
  }

  private campaign(): CampaignAccess {
    const a = this.persistence.campaign?.();
    if (!a) throw new HostError('This game is not kept in a campaign database.');
    return a;
  }

  private gamesById(): CampaignArchive {
    return new CampaignArchive(this.campaign(), this.host);
  }

  private oneAtATime<T>(f: () => Promise<T>): Promise<T> {
    const run = this.switching.then(f, f);
    this.switching = run.catch(() => undefined);
    return run;
  }

  /** The catalogue and games of the open campaign; installs the bundled scenarios the first time a database is seen. */
  private manager(): GameManager {
    const a = this.campaign();
    if (!this.games || this.games.campaign.db !== a.db || this.games.campaign.campaignId !== a.campaignId) {
      this.bundled ??= bundledCatalogue(resolveAssetDirs(this.opts.assets !== undefined ? { override: this.opts.assets } : {}));
      this.games = new GameManager({ db: a.db, databasePath: a.databasePath, campaignId: a.campaignId }, this.bundled, this.opts.createGame ?? createGame);
    }
    return this.games;
  }

  /**
   * Puts the game of `persistence` behind the host, keeping the umpire's
   * subscriptions. When it is another game (not the same one reopened), the
   * side tokens are issued anew first — every old player link stops working
   * at once — and the player streams and pop-outs of the old game are closed
   * before the host changes (their sides may not exist in the new game).
   */
  private async switchTo(persistence: GamePersistence, initial: GameState, kind: SwitchKind): Promise<void> {
    const before = this.persistence.campaign?.();
    let opened: OpenedGame;
    try {
      opened = persistence.open(initial);
    } catch (e) {
      if (kind !== 'same-file') persistence.close();
      throw e;
    }
    const after = persistence.campaign?.();
    const sameGame = before !== undefined && after !== undefined && before.databasePath === after.databasePath && before.gameId === after.gameId;
    if (kind === 'new-file') this.persistence.close();
    this.persistence = persistence;
    const start = opened.log ? (opened.log.initial() ?? initial) : initial;
    if (!sameGame) {
      // The shared screen goes behind the curtain, with nobody to hand over to, before the new game reaches the host.
      this.sharedScreen.gameSwitched();
      this.tokens.resetSides(start.sides.map((s) => s.id));
      await this.closePlayerStreams();
      await this.opts.closePlayerWindows?.();
    }
    if (opened.log) this.host.load(initial, opened.dice, opened.log);
    else this.host.load(replay(initial, opened.events), opened.dice, new MemoryGameLog({ forward: opened.store, diceMode: opened.dice.mode }));
    const sides = this.host.sides().map((s) => s.id);
    if (sides.join('\u0000') !== this.tokens.sideIds().join('\u0000')) this.tokens.resetSides(sides);
    if (persistence.campaign) this.manager();
  }

  /** Remembers each player event stream a listener opens, so a game switch can end them. */
  private trackPlayerStreams(server: Server): Server {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!(req.url ?? '').startsWith('/api/player/events')) return;
      const entry = { req, res };
      this.playerStreams.add(entry);
      res.once('close', () => this.playerStreams.delete(entry));
    });
    return server;
  }

  /** Ends every player event stream and waits until each has unsubscribed from the host. */
  private async closePlayerStreams(): Promise<void> {
    const streams = [...this.playerStreams];
    this.playerStreams.clear();
    await Promise.all(
      streams.map(
        ({ req, res }) =>
          new Promise<void>((resolve) => {
            if (req.closed) return resolve();
            // A clean end of the stream; a client that does not let go is cut off.
            const timer = setTimeout(() => {
              res.destroy();
              resolve();
            }, 2_000);
            timer.unref();
            req.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            res.end();
          }),
      ),
    );
  }

  private transportOptions() {
    return { host: this.host, shell: this, tokens: this.tokens, staticDir: this.opts.staticDir };
  }
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

function defaultOpenCampaign(path: string): Promise<{ persistence: GamePersistence; initial: GameState }> {
  const initial = trainingGroundState();
  return openCampaignFile(path, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
}

/** Addresses a phone or tablet on the club's network can reach. */
function lanUrls(bindHost: string, port: number): string[] {
  if (bindHost !== '0.0.0.0') return [`http://${bindHost}:${port}`];
  const out: string[] = [];
  for (const list of Object.values(networkInterfaces())) {
    for (const a of list ?? []) if (a.family === 'IPv4' && !a.internal) out.push(`http://${a.address}:${port}`);
  }
  return out;
}
