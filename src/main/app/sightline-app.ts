import type { Server } from 'node:http';
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
  LinkNotice,
  MapDetailInfo,
  MapSummaryInfo,
  NewGameInput,
  PlayerInfo,
  ReplayFrame,
  ReplayViewer,
  SaveMapOutcome,
  SaveTableOutcome,
  TableDetailInfo,
  TableSummaryInfo,
  TableOverrideInfo,
  ScenarioDetailInfo,
  ScenarioStatisticsInfo,
  ScenarioSummaryInfo,
  SessionInfo,
} from '@shared/contract/api';
import { createGame } from '@shared/rulesets/commando/scenarios/setup-game';
import { importGameFile } from '../archive/import-game';
import { restoreCampaign } from '../db/backup';
import { resultsOf } from '../db/repositories/results';
import { HostError } from '../host/game-host';
import type { CommandoHost } from './commando-host';
import { SharedScreen } from '../host/shared-screen';
import { commandoNewGameSchema } from '@shared/contract/commando-api';
import type { z } from 'zod';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import type { UmpireShell } from '../host/api-service';
import { CampaignArchive } from './campaign-archive';
import { backAtGame, campaignBackups, defaultOpenCampaign, takeBackup } from './campaign-files';
import { campaignGamePersistence, type CampaignAccess } from './campaign-persistence';
import { bundledCatalogue, resolveAssetDirs, type BundledCatalogue } from './catalogue';
import { GameManager } from './game-manager';
import { CampaignTableOverrides, type OverrideCellInput } from './table-overrides';
import { withSkirmish } from './skirmish-catalogue';
import { readBundledTables, TableCatalogue, tablesDirOf, type BundledTableEntry } from './table-catalogue';
import { hostOver, type GamePersistence } from './game-persistence';
import { GameSwitcher } from './game-switch';
import { lanListenError, lanUrls, playerLinks } from './player-links';
import { checkedLanPort, lanPortSetting, saveLanPort } from './lan-port';
import { PlayerStreams } from './player-streams';
import type { SightlineOptions } from './sightline-options';
import { closeServer, createHttpListener, listen } from '../http/http-transport';
import { TokenRegistry } from '../http/tokens';
import { deadLinkNotice, rotateLink, storedTokens } from './side-links';

// The app's names, importable from here as before the split.
export type { GamePersistence, OpenedGame } from './game-persistence';
export type { SightlineOptions } from './sightline-options';

/**
 * The application shell shared by Electron and browser mode: one host, one
 * loopback HTTP listener (browser mode and pop-outs in a browser), and an
 * optional LAN listener that serves players only.
 */
export class SightlineApp implements UmpireShell {
  readonly host: CommandoHost;
  readonly tokens: TokenRegistry;
  /** The shared screen: one side at a time, behind a curtain between sides (src/main/host/shared-screen.ts). */
  readonly sharedScreen: SharedScreen<PlayerView>;
  private loopback?: Server;
  private loopbackPort = 0;
  private lan?: Server;
  private lanPort?: number;
  private lanChosen?: number;
  private bundled?: BundledCatalogue;
  private bundledTables?: readonly BundledTableEntry[];
  private games?: GameManager;
  /** Open player event streams (SSE), closed when another game is put behind the host. */
  private readonly playerStreams = new PlayerStreams();
  /** Which game is behind the host; switches run one at a time. */
  private readonly switcher: GameSwitcher;

  private constructor(private readonly opts: SightlineOptions) {
    const opened = opts.persistence.open(opts.initial);
    const options = opts.snapshotEvery !== undefined ? { snapshotEvery: opts.snapshotEvery } : {};
    this.host = hostOver(opened, opts.initial, options, opts.persistence.ruleset?.());
    // The sides of the game as stored (its snapshot 0 wins over the caller's initial state), with the tokens its campaign keeps (issue 15).
    this.tokens = new TokenRegistry(this.host.sides().map((s) => s.id), storedTokens(opts.persistence, this.host.sides(), opts.tokens));
    this.sharedScreen = new SharedScreen(this.host);
    this.switcher = new GameSwitcher(opts.persistence, {
      host: this.host,
      tokens: this.tokens,
      sharedScreen: this.sharedScreen,
      streams: this.playerStreams,
      closePlayerWindows: opts.closePlayerWindows,
      switched: (persistence) => void (persistence.campaign && this.manager()),
    });
  }

  static async start(opts: SightlineOptions): Promise<SightlineApp> {
    const app = new SightlineApp(opts);
    try {
      // On opening a campaign database the bundled scenarios are installed; a malformed asset stops the start, naming the file.
      if (app.persistence.campaign) app.manager();
      app.loopback = app.playerStreams.track(createHttpListener('loopback', app.transportOptions()));
      app.loopbackPort = await listen(app.loopback, opts.port, '127.0.0.1');
    } catch (e) {
      app.persistence.close();
      throw e;
    }
    return app;
  }

  get port(): number { return this.loopbackPort; }

  get umpireUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/umpire?token=${this.tokens.umpire}`;
  }

  /** The shared screen on this computer (never on the LAN: it is the umpire's second monitor). */
  get screenUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/screen?token=${this.tokens.screen}`;
  }

  session(): SessionInfo {
    const lanAddresses = this.lanPort === undefined ? [] : lanUrls(this.opts.lanHost ?? '0.0.0.0', this.lanPort);
    const players = playerLinks(this.host.sides(), (side) => this.tokens.sideToken(side), this.loopbackPort, lanAddresses);
    return {
      mode: this.opts.mode,
      databasePath: this.persistence.databasePath,
      ...(this.opts.mode === 'browser' ? { umpireUrl: this.umpireUrl } : {}),
      lan: { enabled: this.lan !== undefined, ...(this.lanPort !== undefined ? { port: this.lanPort } : {}), ...(this.lanSetting() !== undefined ? { setting: this.lanSetting() } : {}) },
      players,
      screen: { token: this.tokens.screen, url: this.screenUrl },
    };
  }

  /** `port`: a new fixed LAN port, saved in the campaign file; a LAN already on moves to it (lan-port.ts). */
  async setLan(enabled: boolean, port?: number): Promise<SessionInfo> {
    if (port !== undefined && port !== this.lanSetting()) {
      saveLanPort(this.persistence.campaign?.(), (this.lanChosen = checkedLanPort(port)));
      if (this.lan) await this.setLan(false);
    }
    const fixed = this.lanSetting();
    if (enabled && !this.lan) {
      const server = this.playerStreams.track(createHttpListener('lan', this.transportOptions()));
      this.lanPort = await listen(server, fixed ?? 0, this.opts.lanHost ?? '0.0.0.0').catch((e: unknown) => Promise.reject(lanListenError(e, fixed)));
      this.lan = server;
    } else if (!enabled && this.lan) {
      await closeServer(this.lan);
      this.lan = undefined;
      this.lanPort = undefined;
    }
    return this.session();
  }

  /** The fixed LAN port: the one chosen in this run, else the campaign's saved one, else the start's. */
  private lanSetting(): number | undefined {
    return this.lanChosen ?? lanPortSetting(this.persistence.campaign?.(), this.opts.lanPort);
  }

  /** A new link for one side of the open game (the umpire's request): its old link stops working and its open windows are told so. */
  rotateSideLink(side: string): SessionInfo {
    rotateLink(this.campaign(), this.host.sides(), this.tokens, this.playerStreams, side);
    return this.session();
  }

  /** What a side token that opens nothing now is told (the transport's 401). */
  deadLink(token: string): LinkNotice {
    return deadLinkNotice(this.persistence.campaign?.(), token, this.tokens.allSides());
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
    return resultsOf(a.db).archive({ campaignId: a.campaignId, ...filter });
  }

  statistics(filter: Omit<ArchiveFilterInput, 'limit' | 'offset'>): readonly ScenarioStatisticsInfo[] {
    const a = this.campaign();
    return resultsOf(a.db).statistics({ campaignId: a.campaignId, ...filter });
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
    return this.switcher.oneAtATime(async () => {
      const next = await (this.opts.openCampaign ?? defaultOpenCampaign)(path);
      await this.switcher.switchTo(next.persistence, next.initial, 'new-file');
      return this.session();
    });
  }

  async backupCampaign(): Promise<BackupInfo> {
    return takeBackup(this.campaign());
  }

  listBackups(): readonly BackupInfo[] {
    return campaignBackups(this.campaign());
  }

  /**
   * Puts a backup back in place of the open campaign file: the campaign is
   * closed, the backup checked and moved in (the current file is set aside,
   * never deleted), and the file reopened. A refused backup leaves the
   * campaign as it was, reopened.
   */
  restoreCampaign(backupPath: string): Promise<SessionInfo & { setAside: readonly string[] }> {
    return this.switcher.oneAtATime(async () => {
      const { databasePath: file, gameId } = this.campaign();
      this.persistence.close();
      let setAside: readonly string[];
      try {
        setAside = restoreCampaign(backupPath, file).setAside;
      } finally {
        // Back to the game that was open, when the restored file has it (its windows and links stay valid).
        const next = backAtGame(await (this.opts.openCampaign ?? defaultOpenCampaign)(file), gameId);
        await this.switcher.switchTo(next.persistence, next.initial, 'reopened');
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

  listTables(): readonly TableSummaryInfo[] {
    return this.tableCatalogue().listTables();
  }

  getTable(id: string): TableDetailInfo {
    return this.tableCatalogue().getTable(id);
  }

  saveTable(id: string | undefined, file: Record<string, unknown>): SaveTableOutcome {
    return this.tableCatalogue().saveTable(id, file);
  }

  deleteTable(id: string): { deleted: true; id: string } {
    return this.tableCatalogue().deleteTable(id);
  }

  listTableOverrides(): readonly TableOverrideInfo[] {
    return this.tableOverrides().list();
  }

  setTableOverride(input: OverrideCellInput & { readonly value: number | string | boolean; readonly rationale: string }): TableOverrideInfo {
    return this.tableOverrides().set(input);
  }

  deleteTableOverride(cell: OverrideCellInput): { deleted: boolean } {
    return this.tableOverrides().delete(cell);
  }

  listGames(status?: GameSummaryInfo['status']): readonly GameSummaryInfo[] {
    return this.manager().listGames(this.campaign().gameId, status);
  }

  currentGame(): CurrentGameInfo {
    const a = this.persistence.campaign?.();
    const state = this.host.current;
    const base: CurrentGameInfo = a
      ? this.manager().gameInfo(a.gameId, state)
      : { gameId: state.gameId, scenarioId: null, scenarioName: state.scenarioName, status: this.host.status, diceMode: this.host.diceMode, createdAt: null, sides: [], optionalRules: [] };
    // The host knows the live status and dice mode; the sides are the game's as the host holds it.
    return { ...base, ruleset: this.host.ruleset.id, status: this.host.status, diceMode: this.host.diceMode, sides: this.host.sides().map((s) => ({ id: s.id, name: s.name })) };
  }

  /**
   * Sets up a game of a scenario in the open campaign and puts it behind
   * every window. Old side tokens stop working; the session has the new links.
   */
  newGame(params: z.input<typeof commandoNewGameSchema>): Promise<GameSwitchInfo> {
    // The contract passes a new game's options through; they are Commando's (a bad one is the parse error, a bad request).
    const input: NewGameInput = commandoNewGameSchema.parse(params);
    return this.switcher.oneAtATime(async () => {
      const m = this.manager();
      const { gameId, initial } = m.createGame(input);
      await this.switcher.switchTo(campaignGamePersistence(m.campaign.db, m.campaign.databasePath, gameId), initial, 'same-file');
      return { game: this.currentGame(), session: this.session() };
    });
  }

  /** Puts another game of the open campaign behind every window. Old side tokens stop working. */
  openGame(gameId: string): Promise<GameSwitchInfo> {
    return this.switcher.oneAtATime(async () => {
      const m = this.manager();
      const initial = m.openableSetup(gameId);
      // Read once, by the switch; damage met there refuses the game before anything switches.
      await this.switcher.switchTo(campaignGamePersistence(m.campaign.db, m.campaign.databasePath, gameId), initial, 'same-file', (e) => m.refusedOnOpen(gameId, e));
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

  /** The game now behind the host. */
  private get persistence(): GamePersistence {
    return this.switcher.persistence;
  }

  /** The catalogue and games of the open campaign; installs the bundled scenarios the first time a database is seen. */
  private manager(): GameManager {
    const a = this.campaign();
    if (!this.games || this.games.campaign.db !== a.db || this.games.campaign.campaignId !== a.campaignId) {
      this.bundled ??= withSkirmish(bundledCatalogue(resolveAssetDirs(this.opts.assets !== undefined ? { override: this.opts.assets } : {})));
      this.games = new GameManager({ db: a.db, databasePath: a.databasePath, campaignId: a.campaignId }, this.bundled, this.opts.createGame ?? createGame);
    }
    return this.games;
  }

  /** The skirmish tables of the open campaign (bundled ones read once, when first asked for). */
  private tableCatalogue(): TableCatalogue {
    const m = this.manager();
    const dir = tablesDirOf(m.catalogue.dirs);
    return new TableCatalogue(m.repos, m.campaign.campaignId, () => (this.bundledTables ??= readBundledTables(dir)));
  }

  /** The open campaign's Commando chart overrides (issue 21). */
  private tableOverrides(): CampaignTableOverrides {
    const m = this.manager();
    return new CampaignTableOverrides(m.repos, m.campaign.campaignId);
  }

  private transportOptions() {
    return { host: this.host, shell: this, tokens: this.tokens, staticDir: this.opts.staticDir };
  }
}
