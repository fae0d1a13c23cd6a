import type { LoggedEvent, Tagged, ViewBase } from '../kernel/ruleset';
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
} from './catalogue';
import type { AuditReport, CommandOutcome, DiceModeReport, FinishReport, OrderModeReport, OrderQueueInfo, PendingDiceInfo, ReplayFrame, RewindOutcome, SideOrdersInfo } from './host-results';
import type { ScreenPush, ScreenStatusInfo, SessionInfo } from './session';

/**
 * What each method answers, per audience, and what the host pushes. Generic
 * over a ruleset's umpire view `UV`, side view `SV`, commands `C` and events
 * `E`; the renderer's Commando-typed names are in contract/commando-api.ts.
 */
export interface UmpireResults<UV extends ViewBase = ViewBase, SV extends ViewBase = ViewBase, C extends Tagged = Tagged, E extends LoggedEvent = LoggedEvent> {
  getView: UV;
  /** `legal` is the ruleset's (Commando: LegalActions); null when the ruleset has none. */
  legalActions: { readonly version: number; readonly legal: unknown };
  /** `sight` is the ruleset's (Commando: ManSight); null when it has none or the man is off the map. */
  manSight: { readonly version: number; readonly sight: unknown };
  getSession: SessionInfo;
  command: CommandOutcome;
  setLan: SessionInfo;
  openPlayerWindow: { readonly opened: boolean; readonly url: string };
  rotateSideLink: SessionInfo;
  undo: RewindOutcome;
  redo: CommandOutcome;
  rewindTo: RewindOutcome;
  audit: AuditReport<E>;
  replayAt: ReplayFrame<UV | SV>;
  setDiceMode: DiceModeReport;
  provideDice: CommandOutcome;
  pendingDice: PendingDiceInfo<C> | null;
  cancelDice: { readonly cancelled: boolean };
  setOrderMode: OrderModeReport;
  orderQueue: OrderQueueInfo;
  approveOrder: CommandOutcome;
  refuseOrder: { readonly refused: string };
  finishGame: FinishReport;
  archive: readonly ArchiveEntryInfo[];
  statistics: readonly ScenarioStatisticsInfo[];
  exportGame: FileDownload;
  importGame: ImportReport;
  report: FileDownload;
  listPlayers: readonly PlayerInfo[];
  addPlayer: PlayerInfo;
  renamePlayer: PlayerInfo;
  gamePlayers: GamePlayersInfo;
  setGamePlayers: GamePlayersInfo;
  openCampaign: SessionInfo;
  backupCampaign: BackupInfo;
  listBackups: readonly BackupInfo[];
  restoreCampaign: SessionInfo & { readonly setAside: readonly string[] };
  listScenarios: readonly ScenarioSummaryInfo[];
  getScenario: ScenarioDetailInfo;
  listMaps: readonly MapSummaryInfo[];
  getMap: MapDetailInfo;
  saveMap: SaveMapOutcome;
  deleteMap: { readonly deleted: true; readonly id: string };
  listTables: readonly TableSummaryInfo[];
  getTable: TableDetailInfo;
  saveTable: SaveTableOutcome;
  deleteTable: { readonly deleted: true; readonly id: string };
  listTableOverrides: readonly TableOverrideInfo[];
  setTableOverride: TableOverrideInfo;
  deleteTableOverride: { readonly deleted: boolean };
  listGames: readonly GameSummaryInfo[];
  newGame: GameSwitchInfo;
  openGame: GameSwitchInfo;
  currentGame: CurrentGameInfo;
  screenHandOver: ScreenStatusInfo;
  screenReveal: ScreenStatusInfo;
  screenStatus: ScreenStatusInfo;
  openScreenWindow: { readonly opened: boolean; readonly url: string };
}

export interface PlayerResults<SV extends ViewBase = ViewBase> {
  getView: SV;
  deploy: CommandOutcome;
  placeMine: CommandOutcome;
  removeMine: CommandOutcome;
  order: CommandOutcome;
  myOrders: SideOrdersInfo;
  rollMyDie: CommandOutcome;
}

export interface ScreenResults<SV extends ViewBase = ViewBase> {
  getScreen: ScreenPush<SV>;
}

/** What a host pushes to a connected window whenever its view changes. */
export type UmpirePush<UV extends ViewBase = ViewBase> = { readonly type: 'view'; readonly view: UV } | { readonly type: 'session'; readonly session: SessionInfo };
export type PlayerPush<SV extends ViewBase = ViewBase> = { readonly type: 'view'; readonly view: SV };

/** One RFC 6902 operation, as the view streams send them (fast-json-patch makes and applies them on either side). */
export interface JsonPatchOperation {
  readonly op: 'add' | 'remove' | 'replace' | 'move' | 'copy' | 'test' | '_get';
  readonly path: string;
  readonly value?: unknown;
  readonly from?: string;
}
/** A JSON patch of a viewer's view without its map, from version `base` to `version` (issue 13: a viewer is sent its own changes only). */
export type PatchMessage = { readonly type: 'patch'; readonly base: number; readonly version: number; readonly ops: readonly JsonPatchOperation[] };
/** What the umpire's pushes carry over IPC and SSE: a whole view (with its map, once), the session, or a patch. */
export type UmpireStreamMessage<UV extends ViewBase = ViewBase> = UmpirePush<UV> | PatchMessage;
/** What a side's pushes carry: a whole view (with its map, once) or a patch of its own projection. */
export type PlayerStreamMessage<SV extends ViewBase = ViewBase> = PlayerPush<SV> | PatchMessage;

/** Transport error codes, shared so both transports refuse the same way. */
export type ApiErrorCode = 'bad-request' | 'unknown-method' | 'forbidden' | 'internal';
export interface ApiError {
  readonly error: ApiErrorCode;
  readonly message: string;
}
