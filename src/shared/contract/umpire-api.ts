import { z } from 'zod';

/**
 * The umpire's API as both transports (Electron IPC and local HTTP) carry it:
 * every method's parameters, validated with zod on the host side, because a
 * request is untrusted input. Nothing here knows a ruleset: a command is any
 * tagged object until the host parses it with its ruleset's `commandSchema`
 * (`commandParams`), and a new game's options are parsed by the app with the
 * scenario's ruleset (contract/commando-api.ts for Commando).
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

export const idParam = z.string().min(1).max(200);
const playerName = z.string().trim().min(1, 'a player needs a name').max(200);
/** Who plays each side: side id → player ids (several, or none). */
const sidePlayersSchema = z.record(z.string().min(1).max(100), z.array(idParam).max(20));

/** A cell of a Commando chart: its registry id, row key and (for a row of several values) field. */
const overrideCell = { table: z.string().min(1).max(100), key: z.string().min(1).max(100), field: z.string().min(1).max(100).optional() };

const isoDateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

const optionalRuleSchema = z.string().regex(/^\d{2}$/, 'an Optional Rule is written as its Section, such as "22"');

const archiveFilterSchema = z
  .object({
    gameId: z.string().min(1).max(200).optional(),
    campaignId: z.string().min(1).max(200).optional(),
    scenarioId: z.string().min(1).max(200).optional(),
    playerId: z.string().min(1).max(200).optional(),
    from: isoDateOrInstant.optional(),
    to: isoDateOrInstant.optional(),
    outcome: z.object({ result: outcomeSchema, side: z.string().min(1).max(100).optional() }).strict().optional(),
    /** Games played with every Optional Rule in `used` and none in `unused` ("22": Section 22.0). */
    optionalRules: z.object({ used: z.array(optionalRuleSchema).max(20).optional(), unused: z.array(optionalRuleSchema).max(20).optional() }).strict().optional(),
    limit: z.number().int().min(1).max(10_000).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .strict();

/**
 * A client's id for one command, so a retry after a lost answer applies it
 * once (docs/host.md, "Commands that apply once"). Optional: older clients
 * send none.
 */
export const commandIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'letters, digits, "-", "_", "." or ":" only');

/** A command as the transport sees it: a tagged object. Its ruleset's schema parses the rest (`commandParams`). */
export const taggedCommandSchema = z.looseObject({ type: z.string().min(1) });

/** The `command` method's parameters with the ruleset's own command schema (same errors, same paths, as one schema). */
export function commandParams<C>(commandSchema: z.ZodType<C>) {
  return z.object({ command: commandSchema, commandId: commandIdSchema.optional() }).strict();
}

export type ReplayViewer = z.infer<typeof replayViewerSchema>;
export type FinishInput = z.infer<typeof finishInputSchema>;
export type ArchiveFilterInput = z.infer<typeof archiveFilterSchema>;

export const umpireApi = {
  getView: z.object({}).strict(),
  /** What may be done now (the ruleset's legal actions), with the state version they belong to; asked for by the console, never pushed. */
  legalActions: z.object({}).strict(),
  /** What one man can see now (the ruleset's manSight), for the umpire's overlay; asked for, never pushed. */
  manSight: z.object({ manId: z.string().min(1).max(200) }).strict(),
  getSession: z.object({}).strict(),
  command: commandParams(taggedCommandSchema),
  /** `port` (issue 15): the fixed LAN port to listen on from now, saved in the campaign file. */
  setLan: z.object({ enabled: z.boolean(), port: z.number().int().min(1024).max(65535).optional() }).strict(),
  /** Electron opens a pop-out on the second monitor; a browser gets the URL to open. */
  openPlayerWindow: z.object({ side: z.string().min(1) }).strict(),
  rotateSideLink: z.object({ side: z.string().min(1) }).strict(),

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
  /**
   * Faces of real dice, in the order asked; a d10's printed 0 may be typed as 0. The door lets through
   * what the largest die (a d20) shows; the host checks each face against the die it answers (a d6 1–6,
   * a d12 1–12, kernel/dice/physical-dice.ts checkedFace).
   */
  provideDice: z.object({ faces: z.array(z.number().int().min(0).max(20)).min(1).max(100) }).strict(),
  pendingDice: z.object({}).strict(),
  cancelDice: z.object({}).strict(),
  /** Issue 15: the sides' orders run at once, or wait in the queue for the umpire. */
  setOrderMode: z.object({ mode: z.enum(['immediate', 'queue']) }).strict(),
  /** Issue 15: the orders waiting for the umpire, oldest first. */
  orderQueue: z.object({}).strict(),
  /** Issue 15: runs a queued order as the side gave it (authorised again against the game as it is now). */
  approveOrder: z
    .object({
      orderId: idParam,
      /**
       * Ruling SO14: the order as the umpire edited it before approving (a changed route or target), the side's own
       * action's parameters; authorised again for the side as if it had sent it. Absent: the order as the side gave it.
       */
      edited: z.object({ type: z.string().min(1).max(100) }).passthrough().optional(),
    })
    .strict(),
  /** Issue 15: takes a queued order off the queue; the side is told the reason. */
  refuseOrder: z.object({ orderId: idParam, reason: z.string().trim().min(1).max(500) }).strict(),
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
  /** The bundled skirmish tables (read-only) and the campaign's own (docs/skirmish-tables.md). */
  listTables: z.object({}).strict(),
  /** One skirmish table's file (src/shared/rulesets/skirmish/model/table-schema.ts). */
  getTable: z.object({ id: idParam }).strict(),
  /**
   * Saves a skirmish table file into the campaign (new, or over the campaign
   * table `id`). Checked with the table model first: a faulty file is not
   * saved and its faults come back naming the feature and field. A bundled
   * table is never overwritten: saving over one saves a copy.
   */
  saveTable: z.object({ id: idParam.optional(), file: z.record(z.string(), z.unknown()) }).strict(),
  /** Deletes a campaign table; the bundled tables cannot be deleted. */
  deleteTable: z.object({ id: idParam }).strict(),
  // The campaign's own values for cells of the Commando charts (issue 21); games started from now on record them.
  /** Every Commando chart override of the campaign. */
  listTableOverrides: z.object({}).strict(),
  /** Sets one cell's campaign value with its one-line rationale; checked against the chart (a bad cell is refused, named). */
  setTableOverride: z.object({ ...overrideCell, value: z.union([z.number(), z.string().max(200), z.boolean()]), rationale: z.string().trim().min(1, 'an override needs a one-line rationale').max(500) }).strict(),
  /** Takes a cell back to the chart's own value. */
  deleteTableOverride: z.object(overrideCell).strict(),
  listGames: z.object({ status: z.enum(['setup', 'active', 'finished', 'abandoned']).optional() }).strict(),
  /**
   * Sets up a game of a scenario with a fresh secret seed, and switches every
   * window to it. Side tokens are issued anew: the old player links stop
   * working. The options besides the scenario are its ruleset's (the app
   * parses them; Commando's: contract/commando-api.ts).
   */
  newGame: z.looseObject({ scenarioId: idParam }),
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

export type UmpireMethod = keyof typeof umpireApi;
export type UmpireParams<M extends UmpireMethod> = z.infer<(typeof umpireApi)[M]>;

export function parseUmpireParams<M extends UmpireMethod>(method: M, params: unknown): UmpireParams<M> {
  return umpireApi[method].parse(params ?? {}) as UmpireParams<M>;
}

export function isUmpireMethod(name: string): name is UmpireMethod {
  return Object.prototype.hasOwnProperty.call(umpireApi, name);
}
