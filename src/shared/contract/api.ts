import { z } from 'zod';
import type { DieFace } from '../kernel/dice/dice-source';
import { commandSchema, type Command } from '../rulesets/commando/model/commands';
import type { GameEvent, RecordedDice } from '../rulesets/commando/model/events';
import type { PlayerView, UmpireView } from '../rulesets/commando/view/view';
import type { RuleError } from '../kernel/rule-error';
import { COMPASS } from '../rulesets/commando/tables/grenade-accuracy';
import { mineAllotmentSchema, mineTypeSchema } from '../rulesets/commando/rules/mines-model';

/**
 * The one typed contract both transports (Electron IPC and local HTTP) carry.
 * There is one API per audience; a player connection can reach nothing of the
 * umpire's. Parameters are validated with zod on the host side of every
 * transport, because a request is untrusted input.
 */
const replayViewerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('umpire') }).strict(),
  z.object({ kind: z.literal('side'), side: z.string().min(1), manId: z.string().min(1).optional() }).strict(),
]);

/** How a game ended for one side. */
export const OUTCOMES = ['win', 'loss', 'draw'] as const;
export type Outcome = (typeof OUTCOMES)[number];
const outcomeSchema = z.enum(OUTCOMES);

const finishInputSchema = z
  .object({
    /** Outcome per side; every side of the game needs one. */
    sides: z.record(z.string().min(1), z.object({ outcome: outcomeSchema, level: z.string().min(1).max(100).nullable().optional() }).strict()),
    rulings: z.array(z.string().trim().min(1).max(4000)).max(500).optional(),
    notes: z.string().max(20000).optional(),
    /** Defaults to the current Game-Turn. */
    turnsPlayed: z.number().int().min(0).optional(),
    /** Casualties per man; by default every man whose condition is not fit or who carries wounds. */
    casualties: z
      .array(z.object({ manId: z.string().min(1), condition: z.enum(['fit', 'seriously-wounded', 'incapacitated', 'dead']), wounds: z.number().int().min(0).optional() }).strict())
      .optional(),
  })
  .strict();

const idParam = z.string().min(1).max(200);
const playerName = z.string().trim().min(1, 'a player needs a name').max(200);
/** Who plays each side: side id → player ids (several, or none). */
const sidePlayersSchema = z.record(z.string().min(1).max(100), z.array(idParam).max(20));

const isoDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const archiveFilterSchema = z
  .object({
    gameId: z.string().min(1).max(200).optional(),
    campaignId: z.string().min(1).max(200).optional(),
    scenarioId: z.string().min(1).max(200).optional(),
    playerId: z.string().min(1).max(200).optional(),
    from: isoDateOrInstant.optional(),
    to: isoDateOrInstant.optional(),
    outcome: z.object({ result: outcomeSchema, side: z.string().min(1).max(100).optional() }).strict().optional(),
    limit: z.number().int().min(1).max(10_000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .strict();

export type ReplayViewer = z.infer<typeof replayViewerSchema>;
export type FinishInput = z.infer<typeof finishInputSchema>;
export type ArchiveFilterInput = z.infer<typeof archiveFilterSchema>;
export type NewGameInput = z.infer<(typeof umpireApi)['newGame']>;

export const umpireApi = {
  getView: z.object({}).strict(),
  getSession: z.object({}).strict(),
  command: z.object({ command: commandSchema }).strict(),
  setLan: z.object({ enabled: z.boolean() }).strict(),
  /** Electron opens a pop-out on the second monitor; a browser gets the URL to open. */
  openPlayerWindow: z.object({ side: z.string().min(1) }).strict(),

  // The umpire's tools over the log (docs/host.md).
  /** Reverts the last live command as a branch; the events stay in the log, marked reverted. */
  undo: z.object({ reason: z.string().max(500).optional() }).strict(),
  /** Re-appends the most recently reverted branch, while nothing new was done since. */
  redo: z.object({}).strict(),
  /** Back to the game just after live event `seq` (0: the setup). */
  rewindTo: z.object({ seq: z.number().int().min(0), reason: z.string().max(500).optional() }).strict(),
  /** Every event (live, reverted, rewind records) and the audit trail. */
  audit: z.object({}).strict(),
  /** A game (any of the campaign's by `gameId`; the open one by default) right after event `seq`, all-seeing or as one side saw it then. */
  replayAt: z.object({ seq: z.number().int().min(0), viewer: replayViewerSchema, gameId: idParam.optional() }).strict(),
  setDiceMode: z.object({ mode: z.enum(['seeded', 'physical']) }).strict(),
  /** Faces of real dice, in the order asked; a d10's printed 0 may be typed as 0. */
  provideDice: z.object({ faces: z.array(z.number().int().min(0).max(10)).min(1).max(100) }).strict(),
  pendingDice: z.object({}).strict(),
  cancelDice: z.object({}).strict(),
  /** Ends a game (the open one by default) with its result; `players` records who played each side in the same step. */
  finishGame: z.object({ result: finishInputSchema, gameId: idParam.optional(), players: sidePlayersSchema.optional() }).strict(),
  archive: z.object({ filter: archiveFilterSchema.optional() }).strict(),
  statistics: z.object({ filter: archiveFilterSchema.omit({ limit: true, offset: true }).optional() }).strict(),
  /** The whole game as one JSON file; with `side`, only what that side saw. Never the dice seed. */
  exportGame: z.object({ side: z.string().min(1).optional(), gameId: idParam.optional() }).strict(),
  importGame: z.object({ json: z.string().min(1) }).strict(),
  /** Printable after-action report (HTML); with `side`, the redacted version for that side. */
  report: z.object({ side: z.string().min(1).optional(), gameId: idParam.optional() }).strict(),
  // The campaign's players (docs/database.md).
  /** Every player of the campaign, with how many games each played. */
  listPlayers: z.object({}).strict(),
  addPlayer: z.object({ name: playerName }).strict(),
  renamePlayer: z.object({ playerId: idParam, name: playerName }).strict(),
  /** Who plays each side of a game (the open one by default). */
  gamePlayers: z.object({ gameId: idParam.optional() }).strict(),
  /** Replaces who plays each side of a game (the open one by default), before, during or after play. */
  setGamePlayers: z.object({ gameId: idParam.optional(), sides: sidePlayersSchema }).strict(),
  // Campaign files.
  openCampaign: z.object({ path: z.string().min(1) }).strict(),
  backupCampaign: z.object({}).strict(),
  listBackups: z.object({}).strict(),
  restoreCampaign: z.object({ backupPath: z.string().min(1) }).strict(),

  // The catalogue (docs/host.md): bundled and campaign scenarios and maps, and the campaign's games.
  /** The bundled scenarios and the campaign's own, with whether each can be started. */
  listScenarios: z.object({}).strict(),
  /** One scenario's file, with the same summary. */
  getScenario: z.object({ id: idParam }).strict(),
  /** The twelve bundled maps (read-only) and the campaign's own. */
  listMaps: z.object({}).strict(),
  /** One map's file (the map file format of src/shared/map/map-schema.ts). */
  getMap: z.object({ id: idParam }).strict(),
  /**
   * Saves a map file into the campaign (new, or over the campaign map `id`).
   * The file is checked with `parseMap`; a faulty one is not saved and the
   * faults come back naming the square and field. A bundled map is never
   * overwritten: saving over one saves a copy.
   */
  saveMap: z.object({ id: idParam.optional(), file: z.record(z.string(), z.unknown()) }).strict(),
  /** Deletes a campaign map; the bundled maps cannot be deleted. */
  deleteMap: z.object({ id: idParam }).strict(),
  listGames: z.object({ status: z.enum(['setup', 'active', 'finished', 'abandoned']).optional() }).strict(),
  /**
   * Sets up a game of a scenario (its map by the scenario's map letter), with
   * a fresh secret seed, and switches every window to it. Side tokens are
   * issued anew: the old player links stop working.
   */
  newGame: z
    .object({
      scenarioId: idParam,
      /** Case 9.4: each man's endurance the printed standard value, or rolled. */
      endurance: z.enum(['standard', 'rolled']).default('standard'),
      /** Optional Rules chosen for this game besides the necessary ones: Sections 17–36, written "21", "35". */
      optionalRules: z.array(z.string().regex(/^\d{2}$/, 'an Optional Rule is written as its Section, such as "21"')).max(20).default([]),
      diceMode: z.enum(['seeded', 'physical']).default('seeded'),
      /** Section 22.0 Procedure: how many mines of each type each side may lay (with Optional Rule "22"). */
      mines: z.array(mineAllotmentSchema).max(16).optional(),
    })
    .strict(),
  /** Switches every window to another game of the campaign; side tokens are issued anew. */
  openGame: z.object({ gameId: idParam }).strict(),
  currentGame: z.object({}).strict(),

  // The shared screen (docs/host.md): one monitor the sides take turns at, behind a curtain.
  /** Draws the curtain ("Hand over to <side>"); the screen shows nothing of any side until `screenReveal`. */
  screenHandOver: z.object({ side: z.string().min(1).max(200) }).strict(),
  /** Lifts the curtain: the screen shows the side it was handed over to, and only that side's projection. */
  screenReveal: z.object({}).strict(),
  screenStatus: z.object({}).strict(),
  /** Electron opens the shared screen as a pop-out on the second monitor; a browser gets the URL to open. */
  openScreenWindow: z.object({}).strict(),
} as const;

const squareParam = z.object({ col: z.number().int().min(1).max(200), row: z.number().int().min(1).max(200) }).strict();

export const playerApi = {
  /** `manId` narrows the window to what one of the side's own men observes. */
  getView: z.object({ manId: z.string().min(1).optional() }).strict(),
  /**
   * Case 38.4 secret deployment from the side's own window: sets up one of
   * the side's own men (with his sentry route, Cases 38.45–38.48) while the
   * game is in set-up. The host builds the `setup/deploy` command itself; a
   * player can give no other command.
   */
  deploy: z
    .object({ manId: idParam, square: squareParam, sentryRoute: z.array(squareParam).min(2).max(200).optional() })
    .strict(),
  /**
   * Section 22.0 Procedure: during set-up the side notes one of its own mines
   * in secret (a claymore with its facing and detonator or tripwire anchor,
   * Cases 22.31–22.35). The side is the window's own; the host builds the
   * `setup/place-mine` command.
   */
  placeMine: z
    .object({
      mineType: mineTypeSchema,
      square: squareParam,
      facing: z.enum(COMPASS).optional(),
      detonator: squareParam.optional(),
      tripwireAnchor: squareParam.optional(),
    })
    .strict(),
  /** Section 22.0: during set-up the side lifts one of its own mines again. */
  removeMine: z.object({ mineId: idParam }).strict(),
} as const;

export type UmpireMethod = keyof typeof umpireApi;
export type PlayerMethod = keyof typeof playerApi;

/** The shared screen's API: what it shows now, and nothing else (its token opens no other API). */
export const screenApi = {
  getScreen: z.object({}).strict(),
} as const;
export type ScreenMethod = keyof typeof screenApi;
export type UmpireParams<M extends UmpireMethod> = z.infer<(typeof umpireApi)[M]>;
export type PlayerParams<M extends PlayerMethod> = z.infer<(typeof playerApi)[M]>;

export interface PlayerLink {
  readonly side: string;
  readonly sideName: string;
  /** The side's own token; it opens that side's projection and nothing else. */
  readonly token: string;
  /** Loopback URL for a pop-out or a browser on this machine. */
  readonly url: string;
  /** URLs on the local network, when LAN play is on. */
  readonly lanUrls: readonly string[];
}

export interface ScreenLink {
  /** The screen's own token: it opens the shared screen and nothing else. */
  readonly token: string;
  readonly url: string;
}

/** The shared screen as the umpire sees it: the curtain (handed over to `side`, or to nobody yet), or showing `side`. */
export interface ScreenStatusInfo {
  readonly state: 'curtained' | 'showing';
  readonly side: string | null;
  readonly sideName: string | null;
}

/**
 * What the shared screen receives. Behind the curtain it is exactly
 * `{ curtain: true, next }` (the side's name, absent before any hand-over):
 * no view, no map, nothing of any side.
 */
export type ScreenPush =
  | { readonly curtain: true; readonly next?: string }
  | { readonly curtain: false; readonly side: string; readonly sideName: string; readonly view: PlayerView };

export interface SessionInfo {
  readonly mode: 'electron' | 'browser';
  readonly databasePath: string;
  readonly umpireUrl?: string;
  readonly lan: { readonly enabled: boolean; readonly port?: number };
  readonly players: readonly PlayerLink[];
  /** The shared screen (served on 127.0.0.1 only: it is a monitor of this computer). */
  readonly screen?: ScreenLink;
}

/** The die a command waits for in physical-dice mode: "Case 10.62 magazine check: roll 1D10". */
export interface DiceRequestInfo {
  readonly die: 'd6' | 'd10';
  readonly purpose: string;
  readonly prompt: string;
  /** How many dice had been entered for this command when this one was asked for. */
  readonly index: number;
}

/**
 * A command's outcome. `ok: false` with `dice` is not a refusal: the command
 * waits for the umpire to enter that die (its `error.code` is `dice/needed`),
 * and nothing was committed yet.
 */
export type CommandOutcome =
  | { readonly ok: true; readonly version: number; readonly events: number; readonly seqs?: readonly number[] }
  | { readonly ok: false; readonly error: RuleError; readonly dice?: DiceRequestInfo };

export interface PendingDiceInfo {
  readonly command: Command;
  readonly entered: readonly DieFace[];
  readonly needed: DiceRequestInfo;
}

export interface RewindOutcome {
  /** The seq of the rewind record. */
  readonly rewindSeq: number;
  /** The abandoned events; they stay in the log, marked reverted by `rewindSeq`. */
  readonly reverted: readonly number[];
  /** Per side, the abandoned events whose effect had reached that side's window. */
  readonly seenBy: Readonly<Record<string, readonly number[]>>;
  /** Abandoned events with dice that a side had already seen the effect of (flagged in the audit). */
  readonly diceSeen: readonly { readonly seq: number; readonly sides: readonly string[]; readonly dice: readonly RecordedDice[] }[];
  readonly version: number;
}

export interface DiceModeReport {
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly changed: boolean;
}

export interface ReplayFrame {
  readonly seq: number;
  /** The last seq of the game's log (given when the frame was asked for by gameId). */
  readonly last?: number;
  readonly kind: 'setup' | 'game' | 'rewind';
  readonly revertedBy: number | null;
  readonly view: UmpireView | PlayerView;
}

export type AuditEvent =
  | {
      readonly seq: number;
      readonly kind: 'game';
      readonly type: string;
      readonly revertedBy: number | null;
      readonly dice: readonly RecordedDice[];
      readonly event: GameEvent;
      readonly createdAt: string;
      /** First seq of the command this event belongs to. */
      readonly batch: number;
    }
  | {
      readonly seq: number;
      readonly kind: 'rewind';
      readonly type: 'rewind';
      readonly revertedBy: null;
      readonly dice: readonly RecordedDice[];
      readonly fromSeq: number;
      readonly reason: string;
      readonly createdAt: string;
    };

export interface AuditEntryInfo {
  readonly id: number;
  readonly seq: number | null;
  readonly kind: string;
  readonly detail: Readonly<Record<string, unknown>>;
  readonly createdAt: string;
}

export interface AuditReport {
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly canRedo: boolean;
  readonly events: readonly AuditEvent[];
  readonly entries: readonly AuditEntryInfo[];
}

export interface ManCasualtyInfo {
  readonly manId: string;
  readonly name: string;
  readonly side: string;
  readonly condition: string;
  readonly wounds: number;
}

export interface FinishReport {
  readonly finished: true;
  readonly sides: Readonly<Record<string, { readonly outcome: 'win' | 'loss' | 'draw'; readonly level: string | null; readonly casualties: number }>>;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  readonly casualties: readonly ManCasualtyInfo[];
  /** Who played each side, as recorded with the result. */
  readonly players?: readonly ArchivePlayerInfo[];
}

/** One side's result in the archive. */
export interface SideResultInfo {
  readonly outcome: Outcome;
  /** The scenario's own word for it ("decisive", "marginal"), when it has one. */
  readonly level: string | null;
  readonly casualties: number;
}

export interface ArchivePlayerInfo {
  readonly side: string;
  readonly playerId: string;
  readonly playerName: string;
}

/** The one declaration of an archive entry: src/main/db builds it, the renderer shows it. */
export interface ArchiveEntryInfo {
  readonly gameId: string;
  readonly campaignId: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly finishedAt: string;
  readonly turnsPlayed: number;
  readonly rulings: readonly string[];
  readonly notes: string;
  /** The game's sides in the scenario's order, with their names. */
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** Outcome per side. */
  readonly outcome: Readonly<Record<string, SideResultInfo>>;
  readonly players: readonly ArchivePlayerInfo[];
}

export interface SideStatisticsInfo {
  readonly side: string;
  readonly games: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly averageCasualties: number;
  readonly totalCasualties: number;
}

export interface ScenarioStatisticsInfo {
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly games: number;
  readonly averageTurns: number;
  readonly sides: readonly SideStatisticsInfo[];
}

export interface PlayerInfo {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
  /** Games he is recorded as playing (a player who played stays in the archive and cannot be deleted). */
  readonly gamesPlayed: number;
}

export interface GamePlayersInfo {
  readonly gameId: string;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly players: readonly { readonly playerId: string; readonly playerName: string }[] }[];
}

/** A file for the umpire to save: the text is exactly what goes on disk. */
export interface FileDownload {
  readonly fileName: string;
  readonly mediaType: string;
  readonly text: string;
}

export interface ImportReport {
  readonly gameId: string;
  readonly events: number;
  readonly createdPlayers: readonly string[];
}

export interface BackupInfo {
  readonly path: string;
  readonly takenAt: string;
  readonly schemaVersion: number;
}

/** A necessary Optional Rule Sightline does not play yet (Case 38.23). */
export interface MissingOptionalRuleInfo {
  readonly section: number;
  readonly title: string;
  /** The scenario's Case that makes it necessary. */
  readonly case: string;
}

export interface ScenarioSummaryInfo {
  readonly id: string;
  /** Ships with Sightline (read-only), or the campaign's own. */
  readonly bundled: boolean;
  /** The Section that prints it (39–50 for the bundled twelve); null when the file does not read. */
  readonly section: number | null;
  readonly title: string;
  /** Case 7.12: A–M. */
  readonly mapLetter: string | null;
  readonly era: 'WWI' | 'WWII' | 'Modern' | null;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly mode: string; readonly numberOfMen: number }[];
  /** Every necessary Optional Rule is built (Case 38.23) and the file reads. */
  readonly canStart: boolean;
  readonly missingOptionalRules: readonly MissingOptionalRuleInfo[];
  /** Its special rules Sightline does not play yet: the umpire applies these by hand (Case 38.23). */
  readonly specialRulesByHand: readonly { readonly id: string; readonly title: string }[];
  /** Why it cannot start, in words (missing rules, or the file's faults naming the field). */
  readonly problems: readonly string[];
}

export interface ScenarioDetailInfo extends ScenarioSummaryInfo {
  /** The scenario file (src/shared/rulesets/commando/model/scenario-schema.ts). */
  readonly file: Readonly<Record<string, unknown>>;
}

export interface MapSummaryInfo {
  readonly id: string;
  readonly name: string;
  /** A bundled map (read-only, from the app's assets), or the campaign's own. */
  readonly bundled: boolean;
  /** The bundled map's letter (Case 7.12); null for a campaign map. */
  readonly letter: string | null;
  readonly width: number;
  readonly height: number;
  /** Where the map came from: printed, an approximation drawn from the scenario text, or custom. */
  readonly provenance: { readonly kind: 'printed' | 'approximation' | 'custom'; readonly note: string };
  /** Null for a bundled map. */
  readonly updatedAt: string | null;
}

export interface MapDetailInfo extends MapSummaryInfo {
  /** The map file (src/shared/map/map-schema.ts). */
  readonly file: Readonly<Record<string, unknown>>;
}

/** One fault in a map file: where (a square such as "square 2547", a side, zone or structure), the field, and what is wrong. */
export interface MapFaultInfo {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

export type SaveMapOutcome =
  | { readonly ok: true; readonly map: MapSummaryInfo; /** The bundled map this is a copy of, when the save was over a bundled one. */ readonly copiedFrom?: string }
  | { readonly ok: false; readonly errors: readonly MapFaultInfo[] };

export interface GameSummaryInfo {
  readonly id: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The game behind the windows now. */
  readonly current: boolean;
}

export interface CurrentGameInfo {
  readonly gameId: string;
  readonly scenarioId: string | null;
  readonly scenarioName: string;
  readonly status: 'setup' | 'active' | 'finished' | 'abandoned';
  readonly diceMode: 'seeded' | 'physical' | 'scripted';
  readonly createdAt: string | null;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
}

/** After newGame / openGame: the game now behind every window, and the session with the new player links. */
export interface GameSwitchInfo {
  readonly game: CurrentGameInfo;
  readonly session: SessionInfo;
}

export interface UmpireResults {
  getView: UmpireView;
  getSession: SessionInfo;
  command: CommandOutcome;
  setLan: SessionInfo;
  openPlayerWindow: { readonly opened: boolean; readonly url: string };
  undo: RewindOutcome;
  redo: CommandOutcome;
  rewindTo: RewindOutcome;
  audit: AuditReport;
  replayAt: ReplayFrame;
  setDiceMode: DiceModeReport;
  provideDice: CommandOutcome;
  pendingDice: PendingDiceInfo | null;
  cancelDice: { readonly cancelled: boolean };
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
  listGames: readonly GameSummaryInfo[];
  newGame: GameSwitchInfo;
  openGame: GameSwitchInfo;
  currentGame: CurrentGameInfo;
  screenHandOver: ScreenStatusInfo;
  screenReveal: ScreenStatusInfo;
  screenStatus: ScreenStatusInfo;
  openScreenWindow: { readonly opened: boolean; readonly url: string };
}

export interface PlayerResults {
  getView: PlayerView;
  deploy: CommandOutcome;
  placeMine: CommandOutcome;
  removeMine: CommandOutcome;
}

/** What a host pushes to a connected window whenever its view changes. */
export type UmpirePush = { readonly type: 'view'; readonly view: UmpireView } | { readonly type: 'session'; readonly session: SessionInfo };
export type PlayerPush = { readonly type: 'view'; readonly view: PlayerView };

/** Transport error codes, shared so both transports refuse the same way. */
export type ApiErrorCode = 'bad-request' | 'unknown-method' | 'forbidden' | 'internal';
export interface ApiError {
  readonly error: ApiErrorCode;
  readonly message: string;
}

export function parseUmpireParams<M extends UmpireMethod>(method: M, params: unknown): UmpireParams<M> {
  return umpireApi[method].parse(params ?? {}) as UmpireParams<M>;
}

export function parsePlayerParams<M extends PlayerMethod>(method: M, params: unknown): PlayerParams<M> {
  return playerApi[method].parse(params ?? {}) as PlayerParams<M>;
}

export function isUmpireMethod(name: string): name is UmpireMethod {
  return Object.prototype.hasOwnProperty.call(umpireApi, name);
}

export function isPlayerMethod(name: string): name is PlayerMethod {
  return Object.prototype.hasOwnProperty.call(playerApi, name);
}

export interface ScreenResults {
  getScreen: ScreenPush;
}

export function parseScreenParams<M extends ScreenMethod>(method: M, params: unknown): z.infer<(typeof screenApi)[M]> {
  return screenApi[method].parse(params ?? {});
}

export function isScreenMethod(name: string): name is ScreenMethod {
  return Object.prototype.hasOwnProperty.call(screenApi, name);
}

export { ipcChannel } from './channels';
