import { ZodError } from 'zod';
import { commandParams, isUmpireMethod, parseUmpireParams, type ArchiveFilterInput, type FinishInput, type ReplayViewer } from '@shared/contract/umpire-api';
import { isPlayerMethod, isScreenMethod, parsePlayerParams, parseScreenParams } from '@shared/contract/player-api';
import type {
  ArchiveEntryInfo,
  BackupInfo,
  CurrentGameInfo,
  FileDownload,
  GamePlayersInfo,
  GameSummaryInfo,
  GameSwitchInfo,
  ImportReport,
  MapDetailInfo,
  MapSummaryInfo,
  PlayerInfo,
  SaveMapOutcome,
  SaveTableOutcome,
  TableDetailInfo,
  TableSummaryInfo,
  TableOverrideInfo,
  ScenarioDetailInfo,
  ScenarioStatisticsInfo,
  ScenarioSummaryInfo,
} from '@shared/contract/catalogue';
import type { FinishReport, ReplayFrame } from '@shared/contract/host-results';
import type { ApiError, PlayerResults, ScreenResults, UmpireResults } from '@shared/contract/results';
import type { LinkNotice, SessionInfo } from '@shared/contract/session';
import { isSqliteError } from '../db/driver';
import { DatabaseError, explainSqliteFailure } from '../db/errors';
import { ImportRefusedError } from '../archive/import-game';
import { ForbiddenError, HostError, UnknownEventError, type AnyGameHost } from './game-host';
import { DamagedEventError } from './host-errors';
import type { Screen } from './shared-screen';

/** What the umpire API needs besides the game: session facts and the LAN switch, owned by the app shell. */
export interface UmpireShell {
  session(): SessionInfo;
  setLan(enabled: boolean, port?: number): Promise<SessionInfo>;
  openPlayerWindow(side: string): Promise<{ opened: boolean; url: string }>;
  /** A new link for a side of the open game (issue 15): its stored token is replaced. */
  rotateSideLink?(side: string): SessionInfo;
  /** What a side token that opens nothing now is told with its 401 (issue 15). */
  deadLink?(token: string): LinkNotice;
  // Campaign database features; a shell without a database leaves them out and the API says so.
  archive?(filter: ArchiveFilterInput): readonly ArchiveEntryInfo[];
  statistics?(filter: Omit<ArchiveFilterInput, 'limit' | 'offset'>): readonly ScenarioStatisticsInfo[];
  exportGame?(side?: string, gameId?: string): FileDownload;
  importGame?(json: string): ImportReport;
  report?(side?: string, gameId?: string): FileDownload;
  /** Any game of the campaign by id (the host replays only the open one). */
  replayAt?(gameId: string, seq: number, viewer: ReplayViewer): ReplayFrame;
  /** Finishes a game by id and records its players; without it the host finishes the open game. */
  finishGame?(gameId: string | undefined, result: FinishInput, players?: Record<string, string[]>): FinishReport;
  listPlayers?(): readonly PlayerInfo[];
  addPlayer?(name: string): PlayerInfo;
  renamePlayer?(playerId: string, name: string): PlayerInfo;
  gamePlayers?(gameId?: string): GamePlayersInfo;
  setGamePlayers?(gameId: string | undefined, sides: Record<string, string[]>): GamePlayersInfo;
  openCampaign?(path: string): Promise<SessionInfo>;
  backupCampaign?(): Promise<BackupInfo>;
  listBackups?(): readonly BackupInfo[];
  restoreCampaign?(backupPath: string): Promise<SessionInfo & { readonly setAside: readonly string[] }>;
  // The catalogue and the campaign's games (docs/host.md).
  listScenarios?(): readonly ScenarioSummaryInfo[];
  getScenario?(id: string): ScenarioDetailInfo;
  listMaps?(): readonly MapSummaryInfo[];
  getMap?(id: string): MapDetailInfo;
  saveMap?(id: string | undefined, file: Record<string, unknown>): SaveMapOutcome;
  deleteMap?(id: string): { readonly deleted: true; readonly id: string };
  listTables?(): readonly TableSummaryInfo[];
  getTable?(id: string): TableDetailInfo;
  saveTable?(id: string | undefined, file: Record<string, unknown>): SaveTableOutcome;
  deleteTable?(id: string): { readonly deleted: true; readonly id: string };
  listTableOverrides?(): readonly TableOverrideInfo[];
  setTableOverride?(input: { readonly table: string; readonly key: string; readonly field?: string | undefined; readonly value: number | string | boolean; readonly rationale: string }): TableOverrideInfo;
  deleteTableOverride?(cell: { readonly table: string; readonly key: string; readonly field?: string | undefined }): { readonly deleted: boolean };
  listGames?(status?: GameSummaryInfo['status']): readonly GameSummaryInfo[];
  /** `input` is the scenario id and its ruleset's options, unparsed: the shell parses them with the scenario's ruleset. */
  newGame?(input: { readonly scenarioId: string } & Readonly<Record<string, unknown>>): Promise<GameSwitchInfo>;
  openGame?(gameId: string): Promise<GameSwitchInfo>;
  currentGame?(): CurrentGameInfo;
  // The shared screen (src/main/host/shared-screen.ts).
  readonly sharedScreen?: Screen;
  openScreenWindow?(): Promise<{ opened: boolean; url: string }>;
}

export class ApiFailure extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
  }
}

function need<K extends keyof UmpireShell>(shell: UmpireShell, name: K): NonNullable<UmpireShell[K]> {
  const f = shell[name];
  if (typeof f !== 'function') throw new HostError(`"${String(name)}" needs a campaign database, and this game is not kept in one.`);
  return (f as (...args: unknown[]) => unknown).bind(shell) as NonNullable<UmpireShell[K]>;
}

/**
 * The single dispatcher both transports call: parse the untrusted parameters
 * against the contract, then ask the host on behalf of the caller.
 */
export async function callUmpire(host: AnyGameHost, shell: UmpireShell, method: string, params: unknown): Promise<UmpireResults[keyof UmpireResults]> {
  if (!isUmpireMethod(method)) throw new ApiFailure({ error: 'unknown-method', message: `No umpire method "${method}".` });
  const caller = { kind: 'umpire' } as const;
  return guard(() => shell.session().databasePath, async () => {
    switch (method) {
      case 'getView':
        parseUmpireParams(method, params);
        return host.umpireView(caller);
      case 'legalActions':
        parseUmpireParams(method, params);
        return host.legalActions(caller);
      case 'manSight':
        return host.manSight(caller, parseUmpireParams(method, params).manId);
      case 'getSession':
        parseUmpireParams(method, params);
        return shell.session();
      case 'command': {
        // The host's ruleset parses the command (the contract knows it only as a tagged object).
        const p = commandParams(host.ruleset.commandSchema).parse(params ?? {});
        return host.command(caller, p.command, p.commandId);
      }
      case 'setLan': {
        const p = parseUmpireParams(method, params);
        return shell.setLan(p.enabled, p.port);
      }
      case 'openPlayerWindow':
        return shell.openPlayerWindow(parseUmpireParams(method, params).side);
      case 'rotateSideLink':
        return need(shell, 'rotateSideLink')(parseUmpireParams(method, params).side);
      case 'undo':
        return host.undo(caller, parseUmpireParams(method, params).reason?.trim() || 'undo');
      case 'redo':
        parseUmpireParams(method, params);
        return host.redo(caller);
      case 'rewindTo': {
        const p = parseUmpireParams(method, params);
        return host.rewindTo(caller, p.seq, p.reason);
      }
      case 'audit':
        parseUmpireParams(method, params);
        return host.audit(caller);
      case 'replayAt': {
        const p = parseUmpireParams(method, params);
        return p.gameId === undefined ? host.replayAt(caller, p.seq, p.viewer) : need(shell, 'replayAt')(p.gameId, p.seq, p.viewer);
      }
      case 'setDiceMode':
        return host.setDiceMode(caller, parseUmpireParams(method, params).mode);
      case 'provideDice':
        return host.provideDice(caller, parseUmpireParams(method, params).faces);
      case 'pendingDice':
        parseUmpireParams(method, params);
        return host.pendingDice(caller);
      case 'cancelDice':
        parseUmpireParams(method, params);
        return host.cancelDice(caller);
      case 'setOrderMode':
        return host.orders.setMode(caller, parseUmpireParams(method, params).mode);
      case 'orderQueue':
        parseUmpireParams(method, params);
        return host.orders.list(caller);
      case 'approveOrder':
      {
        const p = parseUmpireParams(method, params);
        return host.orders.approve(caller, p.orderId, p.edited);
      }
      case 'refuseOrder': {
        const p = parseUmpireParams(method, params);
        return host.orders.refuse(caller, p.orderId, p.reason);
      }
      case 'finishGame': {
        const p = parseUmpireParams(method, params);
        if (p.gameId === undefined && p.players === undefined && !shell.finishGame) return host.finishGame(caller, p.result);
        return need(shell, 'finishGame')(p.gameId, p.result, p.players);
      }
      case 'archive':
        return need(shell, 'archive')(parseUmpireParams(method, params).filter ?? {});
      case 'statistics':
        return need(shell, 'statistics')(parseUmpireParams(method, params).filter ?? {});
      case 'exportGame': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'exportGame')(p.side, p.gameId);
      }
      case 'importGame':
        return need(shell, 'importGame')(parseUmpireParams(method, params).json);
      case 'report': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'report')(p.side, p.gameId);
      }
      case 'listPlayers':
        parseUmpireParams(method, params);
        return need(shell, 'listPlayers')();
      case 'addPlayer':
        return need(shell, 'addPlayer')(parseUmpireParams(method, params).name);
      case 'renamePlayer': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'renamePlayer')(p.playerId, p.name);
      }
      case 'gamePlayers':
        return need(shell, 'gamePlayers')(parseUmpireParams(method, params).gameId);
      case 'setGamePlayers': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'setGamePlayers')(p.gameId, p.sides);
      }
      case 'openCampaign':
        return need(shell, 'openCampaign')(parseUmpireParams(method, params).path);
      case 'backupCampaign':
        parseUmpireParams(method, params);
        return need(shell, 'backupCampaign')();
      case 'listBackups':
        parseUmpireParams(method, params);
        return need(shell, 'listBackups')();
      case 'restoreCampaign':
        return need(shell, 'restoreCampaign')(parseUmpireParams(method, params).backupPath);
      case 'listScenarios':
        parseUmpireParams(method, params);
        return need(shell, 'listScenarios')();
      case 'getScenario':
        return need(shell, 'getScenario')(parseUmpireParams(method, params).id);
      case 'listMaps':
        parseUmpireParams(method, params);
        return need(shell, 'listMaps')();
      case 'getMap':
        return need(shell, 'getMap')(parseUmpireParams(method, params).id);
      case 'saveMap': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'saveMap')(p.id, p.file);
      }
      case 'deleteMap':
        return need(shell, 'deleteMap')(parseUmpireParams(method, params).id);
      case 'listTables':
        parseUmpireParams(method, params);
        return need(shell, 'listTables')();
      case 'getTable':
        return need(shell, 'getTable')(parseUmpireParams(method, params).id);
      case 'saveTable': {
        const p = parseUmpireParams(method, params);
        return need(shell, 'saveTable')(p.id, p.file);
      }
      case 'deleteTable':
        return need(shell, 'deleteTable')(parseUmpireParams(method, params).id);
      case 'listTableOverrides':
        parseUmpireParams(method, params);
        return need(shell, 'listTableOverrides')();
      case 'setTableOverride':
        return need(shell, 'setTableOverride')(parseUmpireParams(method, params));
      case 'deleteTableOverride':
        return need(shell, 'deleteTableOverride')(parseUmpireParams(method, params));
      case 'listGames':
        return need(shell, 'listGames')(parseUmpireParams(method, params).status);
      case 'newGame':
        return need(shell, 'newGame')(parseUmpireParams(method, params));
      case 'openGame':
        return need(shell, 'openGame')(parseUmpireParams(method, params).gameId);
      case 'currentGame':
        parseUmpireParams(method, params);
        return need(shell, 'currentGame')();
      case 'screenHandOver':
        return screenOf(shell).handOver(parseUmpireParams(method, params).side);
      case 'screenReveal':
        parseUmpireParams(method, params);
        return screenOf(shell).reveal();
      case 'screenStatus':
        parseUmpireParams(method, params);
        return screenOf(shell).status();
      case 'openScreenWindow':
        parseUmpireParams(method, params);
        if (!shell.openScreenWindow) throw new HostError('This Sightline has no shared screen.');
        return shell.openScreenWindow();
    }
  });
}

function screenOf(shell: UmpireShell): Screen {
  if (!shell.sharedScreen) throw new HostError('This Sightline has no shared screen.');
  return shell.sharedScreen;
}

/** The shared screen's API: what it shows now. Its token reaches nothing else. */
export async function callScreen(screen: Screen, method: string, params: unknown): Promise<ScreenResults[keyof ScreenResults]> {
  if (!isScreenMethod(method)) throw new ApiFailure({ error: 'unknown-method', message: `No screen method "${method}".` });
  return guard(undefined, async () => {
    switch (method) {
      case 'getScreen':
        parseScreenParams(method, params);
        return screen.current();
    }
  });
}

export async function callPlayer(host: AnyGameHost, side: string, method: string, params: unknown): Promise<PlayerResults[keyof PlayerResults]> {
  // Besides its view and its own orders' state, a side's window has only the actions its game's ruleset gives it.
  if (!isPlayerMethod(method) || (method !== 'getView' && method !== 'myOrders' && method !== 'rollMyDie' && !host.playerActionNames().includes(method))) {
    throw new ApiFailure({ error: 'unknown-method', message: `No player method "${method}".` });
  }
  const caller = { kind: 'player', side } as const;
  return guard(undefined, async () => {
    switch (method) {
      case 'getView': {
        const { manId } = parsePlayerParams(method, params);
        return host.playerView(caller, side, manId);
      }
      case 'myOrders':
        parsePlayerParams(method, params);
        return host.orders.ofSide(caller, side);
      case 'rollMyDie':
        return host.provideSideDie(caller, parsePlayerParams(method, params).face);
      case 'deploy':
      case 'placeMine':
      case 'removeMine':
      case 'order':
      case 'submitOrders':
        return host.playerAction(caller, method, params);
    }
  });
}

/** The campaign file's path for a message; a shell that cannot tell still gets a readable one. */
function campaignFile(databasePath: () => string): string {
  try {
    return databasePath();
  } catch {
    return '(the open campaign file)';
  }
}

async function guard<T>(databasePath: (() => string) | undefined, f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (raw) {
    // SQLite's own messages name no file: say which campaign file could not be written.
    const e = databasePath && isSqliteError(raw) ? explainSqliteFailure(raw, campaignFile(databasePath)) : raw;
    if (e instanceof ZodError) {
      throw new ApiFailure({ error: 'bad-request', message: e.issues.map((i) => `${i.path.join('.') || '(params)'}: ${i.message}`).join('; ') });
    }
    if (e instanceof ForbiddenError) throw new ApiFailure({ error: 'forbidden', message: e.message });
    if (e instanceof HostError || e instanceof ImportRefusedError || e instanceof DatabaseError || e instanceof UnknownEventError || e instanceof DamagedEventError) {
      throw new ApiFailure({ error: 'bad-request', message: e.message });
    }
    if (e instanceof Error && /^No (side|man) /.test(e.message)) throw new ApiFailure({ error: 'bad-request', message: e.message });
    throw e;
  }
}
