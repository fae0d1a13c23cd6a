import { networkInterfaces } from 'node:os';
import type { Server } from 'node:http';
import type {
  ArchiveEntryInfo,
  ArchiveFilterInput,
  BackupInfo,
  FileDownload,
  ImportReport,
  PlayerLink,
  ScenarioStatisticsInfo,
  SessionInfo,
} from '@shared/contract/api';
import type { DiceSource } from '@shared/dice/dice-source';
import type { GameEvent } from '@shared/game/events';
import type { GameState } from '@shared/game/state';
import { replay } from '@shared/game/engine';
import { exportGameFile, fileNameFor, gameFileText, sideFile } from '../archive/game-file';
import { importGameFile } from '../archive/import-game';
import { sideReport, umpireReport } from '../archive/report';
import { backupCampaign, backupStem, listBackups, restoreCampaign } from '../db/backup';
import { defaultBackupDir } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { GameHost, HostError, type EventStore } from '../host/game-host';
import { MemoryGameLog, type GameLog } from '../host/game-log';
import type { UmpireShell } from '../host/api-service';
import { openCampaignFile, type CampaignAccess } from './campaign-persistence';
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
  readonly tokens?: { umpire?: string; sides?: Record<string, string> };
  /** Electron supplies this to open a pop-out window; in browser mode the umpire's page opens the URL. */
  readonly openPlayerWindow?: (side: string) => Promise<void>;
  /** Snapshot every N live events (default 200). */
  readonly snapshotEvery?: number;
  /** Opens another campaign file and its game; by default the training ground in that file. */
  readonly openCampaign?: (path: string) => Promise<{ persistence: GamePersistence; initial: GameState }>;
}

/**
 * The application shell shared by Electron and browser mode: one host, one
 * loopback HTTP listener (browser mode and pop-outs in a browser), and an
 * optional LAN listener that serves players only.
 */
export class SightlineApp implements UmpireShell {
  readonly host: GameHost;
  readonly tokens: TokenRegistry;
  private loopback?: Server;
  private loopbackPort = 0;
  private lan?: Server;
  private lanPort?: number;
  private persistence: GamePersistence;

  private constructor(private readonly opts: SightlineOptions) {
    this.persistence = opts.persistence;
    const opened = opts.persistence.open(opts.initial);
    const options = opts.snapshotEvery !== undefined ? { snapshotEvery: opts.snapshotEvery } : {};
    this.host = opened.log
      ? new GameHost(opts.initial, opened.dice, opened.log, options)
      : new GameHost(replay(opts.initial, opened.events), opened.dice, opened.store, options);
    this.tokens = new TokenRegistry(
      opts.initial.sides.map((s) => s.id),
      opts.tokens,
    );
  }

  static async start(opts: SightlineOptions): Promise<SightlineApp> {
    const app = new SightlineApp(opts);
    app.loopback = createHttpListener('loopback', app.transportOptions());
    app.loopbackPort = await listen(app.loopback, opts.port, '127.0.0.1');
    return app;
  }

  get port(): number {
    return this.loopbackPort;
  }

  get umpireUrl(): string {
    return `http://127.0.0.1:${this.loopbackPort}/umpire?token=${this.tokens.umpire}`;
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
    };
  }

  async setLan(enabled: boolean): Promise<SessionInfo> {
    if (enabled && !this.lan) {
      const server = createHttpListener('lan', this.transportOptions());
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

  /** The game as one JSON file (canonical, no RNG state); with `side`, only that side's projection timeline. */
  exportGame(side?: string): FileDownload {
    const a = this.campaign();
    const file = exportGameFile(a.db, a.gameId, this.host.initialState);
    return { fileName: fileNameFor(file, side), mediaType: 'application/json', text: gameFileText(side ? sideFile(file, side) : file) };
  }

  importGame(json: string): ImportReport {
    const a = this.campaign();
    return importGameFile(a.db, json, { campaignId: a.campaignId });
  }

  /** The printable after-action report: the umpire's, or a side's built from that side's file alone. */
  report(side?: string): FileDownload {
    const a = this.campaign();
    const file = exportGameFile(a.db, a.gameId, this.host.initialState);
    return { fileName: fileNameFor(file, side, 'html'), mediaType: 'text/html', text: side ? sideReport(sideFile(file, side)) : umpireReport(file) };
  }

  // ---------------------------------------------------------- campaign files

  /** Opens another campaign file (created when new) and its game; every window follows. */
  async openCampaign(path: string): Promise<SessionInfo> {
    const next = await (this.opts.openCampaign ?? defaultOpenCampaign)(path);
    this.switchTo(next.persistence, next.initial);
    return this.session();
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
  async restoreCampaign(backupPath: string): Promise<SessionInfo & { setAside: readonly string[] }> {
    const file = this.campaign().databasePath;
    this.persistence.close();
    let setAside: readonly string[];
    try {
      setAside = restoreCampaign(backupPath, file).setAside;
    } finally {
      const next = await (this.opts.openCampaign ?? defaultOpenCampaign)(file);
      this.switchTo(next.persistence, next.initial, false);
    }
    return { ...this.session(), setAside };
  }

  private campaign(): CampaignAccess {
    const a = this.persistence.campaign?.();
    if (!a) throw new HostError('This game is not kept in a campaign database.');
    return a;
  }

  private switchTo(persistence: GamePersistence, initial: GameState, closeOld = true): void {
    let opened: OpenedGame;
    try {
      opened = persistence.open(initial);
    } catch (e) {
      persistence.close();
      throw e;
    }
    if (closeOld) this.persistence.close();
    this.persistence = persistence;
    if (opened.log) this.host.load(initial, opened.dice, opened.log);
    else this.host.load(replay(initial, opened.events), opened.dice, new MemoryGameLog({ forward: opened.store, diceMode: opened.dice.mode }));
  }

  private transportOptions() {
    return { host: this.host, shell: this, tokens: this.tokens, staticDir: this.opts.staticDir };
  }
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
