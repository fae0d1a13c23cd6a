import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Database } from '../db/driver';
import { knownEventTypes } from '../app/campaign-persistence';
import { checkSidePlayers } from '../db/queries/player-names';
import { commandoRuleset, type CommandoRuleset } from '@shared/rulesets/commando';
import { rulesetOfFile, skirmishRuleset } from '@shared/rulesets/index';
import { checkSkirmishInDepth, checkSkirmishState, skirmishGameFileSchema, skirmishOwners } from './import-skirmish';
import { checkInDepth } from './import-checks';
import { fileEventToGameEvent, GAME_FILE_FORMAT, GAME_FILE_SCHEMA_VERSION, gameFileSchema, SIDE_FILE_FORMAT, type GameFile } from './game-file';

/** What of the ruleset the file needs: folding its events. */
type Folding = Pick<CommandoRuleset, 'evolve'>;

/** A game file refused on import. The message names the problem; the database was not changed. */
export class ImportRefusedError extends Error {
  override name = 'ImportRefusedError';
}

export interface ImportResult {
  readonly gameId: string;
  readonly events: number;
  /** Players who were not in the campaign and were added (by name). */
  readonly createdPlayers: readonly string[];
}

const sql = {
  scenario: `SELECT id FROM scenarios WHERE id = @id AND (campaign_id IS NULL OR campaign_id = @campaignId)`,
  campaign: `SELECT id FROM campaigns WHERE id = ?`,
  gameExists: `SELECT 1 FROM games WHERE id = ?`,
  playerById: `SELECT id, campaign_id AS campaignId, name FROM players WHERE id = ?`,
  playersOfCampaign: `SELECT id, name FROM players WHERE campaign_id = ?`,
  insertPlayer: `INSERT INTO players (id, campaign_id, name, created_at) VALUES (@id, @campaignId, @name, @createdAt)`,
  insertGame: `INSERT INTO games (id, campaign_id, scenario_id, scenario_json, status, dice_mode, rng_state, options, created_at, finished_at)
               VALUES (@id, @campaignId, @scenarioId, @scenarioJson, @status, @diceMode, NULL, @options, @createdAt, @finishedAt)`,
  insertSide: `INSERT INTO game_sides (game_id, side, player_id) VALUES (@gameId, @side, @playerId)`,
  insertEvent: `INSERT INTO events (game_id, seq, kind, type, payload, dice, created_at) VALUES (@gameId, @seq, @kind, @type, @payload, @dice, @createdAt)`,
  markReverted: `UPDATE events SET reverted_by = @revertedBy WHERE game_id = @gameId AND seq = @seq`,
  insertAudit: `INSERT INTO audit (game_id, seq, kind, detail, created_at) VALUES (@gameId, @seq, @kind, @detail, @createdAt)`,
  insertSnapshot: `INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (@gameId, 0, @state, @createdAt)`,
  insertResult: `INSERT INTO results (game_id, turns_played, rulings, notes, finished_at) VALUES (@gameId, @turnsPlayed, @rulings, @notes, @finishedAt)`,
  insertResultSide: `INSERT INTO result_sides (game_id, side, outcome, level, casualties) VALUES (@gameId, @side, @outcome, @level, @casualties)`,
} as const;

/** Parses and checks a game file's text without touching any database. */
export function parseGameFile(text: string): GameFile {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    throw new ImportRefusedError(`The file is not valid JSON (${why}); it may be truncated. Nothing was imported.`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new ImportRefusedError('The file is not a Sightline game file (it is not a JSON object). Nothing was imported.');
  const head = raw as { format?: unknown; schemaVersion?: unknown };
  if (head.format === SIDE_FILE_FORMAT) throw new ImportRefusedError("This is one side's copy of a game (what that side saw); only the umpire's game file can be imported. Nothing was imported.");
  if (head.format !== GAME_FILE_FORMAT) throw new ImportRefusedError(`The file is not a Sightline game file (format is ${JSON.stringify(head.format)}, expected "${GAME_FILE_FORMAT}"). Nothing was imported.`);
  if (head.schemaVersion !== GAME_FILE_SCHEMA_VERSION) {
    throw new ImportRefusedError(
      `The game file has schema version ${JSON.stringify(head.schemaVersion)}; this Sightline reads version ${GAME_FILE_SCHEMA_VERSION}` +
        (typeof head.schemaVersion === 'number' && head.schemaVersion > GAME_FILE_SCHEMA_VERSION ? ' (it was written by a newer Sightline)' : '') +
        '. Nothing was imported.',
    );
  }
  // The game's ruleset is named in its scenario, read first: the set-up state is the ruleset's own (Commando's men and map, a skirmish game's units and table).
  const named = (raw as { scenario?: unknown }).scenario;
  const ruleset = rulesetOfFile(typeof named === 'object' && named !== null && !Array.isArray(named) ? named : {});
  if (!ruleset.ok) throw new ImportRefusedError(`The game file's ${ruleset.error}. Nothing was imported.`);
  const skirmish = ruleset.value.id === skirmishRuleset.id;
  if (!skirmish && ruleset.value.id !== commandoRuleset.id) throw new ImportRefusedError(`The game file is a game of ${ruleset.value.name}; this Sightline imports Commando and skirmish games only. Nothing was imported.`);
  const parsed = (skirmish ? skirmishGameFileSchema : gameFileSchema).safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.map((p, n) => (typeof p === 'number' ? `[${p}]` : `${n ? '.' : ''}${String(p)}`)).join('') || '(file)'}: ${i.message}`);
    throw new ImportRefusedError(`The game file does not have the expected shape: ${issues.join('; ')}. Nothing was imported.`);
  }
  const file = parsed.data as GameFile;
  const refuse = (m: string): never => {
    throw new ImportRefusedError(`${m}. Nothing was imported.`);
  };
  if (skirmish) {
    const end = checkReferences(file, { evolve: skirmishRuleset.evolve as unknown as Folding['evolve'], known: new Set(skirmishRuleset.eventTypes), owners: skirmishOwners(file), checkState: checkSkirmishState });
    checkSkirmishInDepth(file, end, refuse);
    return file;
  }
  const men = file.initial.men as Record<string, { side: string }>;
  checkReferences(file, { evolve: commandoRuleset.evolve, known: knownEventTypes(), owners: Object.entries(men).map(([id, man]) => ['Man', id, man.side] as const) });
  checkInDepth(file, refuse);
  return file;
}

/** How a ruleset's file is checked: its fold, the event types it writes, and who belongs to which side (a man, a unit). */
interface FileRules {
  readonly evolve: Folding['evolve'];
  readonly known: ReadonlySet<string> | null;
  readonly owners: readonly (readonly [what: string, id: string, side: string])[];
  /** The game after each live event, checked as the ruleset keeps it (skirmish: import-skirmish.ts); Commando's is replayed in a sandbox (import-checks.ts). */
  readonly checkState?: (state: unknown, event: GameFile['events'][number], refuse: (message: string) => never) => void;
}

/** References inside the file: every one must resolve. Returns the game after its live events. */
function checkReferences(file: GameFile, rules: FileRules): unknown {
  const refuse = (m: string) => {
    throw new ImportRefusedError(`${m}. Nothing was imported.`);
  };
  const bySeq = new Map<number, GameFile['events'][number]>();
  let last = 0;
  for (const e of file.events) {
    if (e.seq <= last) refuse(`Event ${e.seq} comes after event ${last}: seqs must rise`);
    last = e.seq;
    bySeq.set(e.seq, e);
  }
  const known = rules.known;
  for (const e of file.events) {
    if (e.kind === 'rewind') {
      if (e.revertedBy !== null) refuse(`Rewind record ${e.seq} is marked reverted`);
      const from = (e.payload as { fromSeq?: unknown }).fromSeq;
      const target = typeof from === 'number' ? bySeq.get(from) : undefined;
      if (!target || target.kind !== 'game' || target.seq >= e.seq) refuse(`Rewind record ${e.seq} points at event ${String(from)}, which is not an earlier game event in the file`);
      continue;
    }
    if (e.payload.type !== e.type) refuse(`Event ${e.seq} says type "${e.type}" but its payload says ${JSON.stringify(e.payload.type)}`);
    if (known && !known.has(e.type)) refuse(`Event ${e.seq} has type "${e.type}", which this Sightline does not know`);
    if (e.revertedBy !== null) {
      const by = bySeq.get(e.revertedBy);
      if (!by || by.kind !== 'rewind' || e.revertedBy <= e.seq) refuse(`Event ${e.seq} is marked reverted by ${e.revertedBy}, which is not a later rewind record in the file`);
    }
  }
  for (const [i, a] of file.audit.entries()) {
    if (a.seq !== null && !bySeq.has(a.seq)) refuse(`Audit entry ${i + 1} (${a.kind}) refers to event ${a.seq}, which is not in the file`);
  }
  const sides = new Set(file.sides.map((s) => s.side));
  if (sides.size !== file.sides.length) refuse(`sides: side "${file.sides.find((s, i) => file.sides.findIndex((t) => t.side === s.side) !== i)?.side}" is listed twice`);
  // Player names valid, and no player twice in one side (by id or by name): a clear refusal, not SQLite's.
  try {
    checkSidePlayers(file.sides);
  } catch (e) {
    refuse(`sides: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (file.result) {
    for (const side of Object.keys(file.result.sides)) if (!sides.has(side)) refuse(`The result names side "${side}", which is not one of the game's sides (${[...sides].join(', ')})`);
    if (file.game.status !== 'finished') refuse(`game.status: the game has a result but its status is "${file.game.status}"`);
  }
  const over = file.game.status === 'finished' || file.game.status === 'abandoned';
  if (over !== (file.game.finishedAt !== null)) refuse(`game.finishedAt: the game's status "${file.game.status}" does not match its finish time (${String(file.game.finishedAt)})`);
  for (const [what, id, side] of rules.owners) if (!sides.has(side)) refuse(`${what} ${id} belongs to side "${side}", which is not one of the game's sides`);
  // Every live event must fold: an unknown type or a damaged payload is refused here, not when the game is opened.
  let state = file.initial as unknown as GameState;
  for (const e of file.events) {
    if (e.kind !== 'game' || e.revertedBy !== null) continue;
    let next: GameState | undefined;
    try {
      next = rules.evolve(state, fileEventToGameEvent(e)) as GameState | undefined;
    } catch (err) {
      refuse(`Event ${e.seq} (${e.type}) cannot be replayed: ${err instanceof Error ? err.message : String(err)}`);
    }
    if (!next || typeof next !== 'object') refuse(`Event ${e.seq} has type "${e.type}", which this Sightline does not know`);
    state = next!;
    rules.checkState?.(state, e, refuse);
  }
  return state;
}

/**
 * Imports a game file into a campaign, all in one transaction: any problem
 * (malformed file, unknown scenario, a reference that does not resolve, a
 * game id already here) leaves the database exactly as it was. Players are
 * matched by id, then by name, and added when missing. The RNG state is not
 * in the file: an imported game that is played on gets a fresh seed.
 */
export function importGameFile(db: Database, text: string, options: { campaignId: string; now?: () => string }): ImportResult {
  const file = parseGameFile(text);
  const now = options.now ?? (() => new Date().toISOString());
  const refuse = (m: string) => {
    throw new ImportRefusedError(`${m}. Nothing was imported.`);
  };
  const campaignId = options.campaignId;
  return db
    .transaction(() => {
      if (!db.prepare(sql.campaign).get(campaignId)) refuse(`Campaign ${campaignId} does not exist in this database`);
      if (!db.prepare(sql.scenario).get({ id: file.scenario.id, campaignId })) {
        refuse(`Unknown scenario "${file.scenario.id}" (${file.scenario.name}): it is neither bundled with this Sightline nor one of this campaign's scenarios`);
      }
      if (db.prepare(sql.gameExists).get(file.game.id)) refuse(`Game ${file.game.id} is already in this campaign database`);
      const createdPlayers: string[] = [];
      const playerIds = new Map<string, string>();
      const byId = db.prepare<[string], { id: string; campaignId: string; name: string }>(sql.playerById);
      // A name is matched as the campaign matches names: regardless of case, width and spacing ("twin" is Twin).
      const key = (n: string) => n.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
      const byKey = new Map(db.prepare<[string], { id: string; name: string }>(sql.playersOfCampaign).all(campaignId).map((p) => [key(p.name), p.id] as const));
      const byName = { get: (_campaign: string, n: string) => (byKey.has(key(n)) ? { id: byKey.get(key(n))! } : undefined) };
      const insertPlayer = db.prepare(sql.insertPlayer);
      for (const s of file.sides) {
        for (const p of s.players) {
          if (playerIds.has(p.id)) continue;
          const existing = byId.get(p.id);
          if (existing && existing.campaignId === campaignId) {
            playerIds.set(p.id, existing.id);
            continue;
          }
          const named = byName.get(campaignId, p.name.trim());
          if (named) {
            playerIds.set(p.id, named.id);
            continue;
          }
          if (existing) refuse(`Player ${p.id} (${p.name}) belongs to another campaign in this database`);
          insertPlayer.run({ id: p.id, campaignId, name: p.name.trim(), createdAt: now() });
          byKey.set(key(p.name), p.id);
          playerIds.set(p.id, p.id);
          createdPlayers.push(p.name.trim());
        }
      }
      db.prepare(sql.insertGame).run({
        id: file.game.id,
        campaignId,
        scenarioId: file.scenario.id,
        scenarioJson: JSON.stringify(file.scenario.copy),
        status: file.game.status,
        diceMode: file.game.diceMode,
        options: JSON.stringify(file.game.options),
        createdAt: file.game.createdAt,
        finishedAt: file.game.finishedAt,
      });
      const insertSide = db.prepare(sql.insertSide);
      for (const s of file.sides) for (const p of s.players) insertSide.run({ gameId: file.game.id, side: s.side, playerId: playerIds.get(p.id)! });
      const insertEvent = db.prepare(sql.insertEvent);
      for (const e of file.events) {
        insertEvent.run({
          gameId: file.game.id,
          seq: e.seq,
          kind: e.kind,
          type: e.type,
          payload: JSON.stringify(e.payload),
          dice: e.dice && e.dice.length > 0 ? JSON.stringify(e.dice) : null,
          createdAt: e.createdAt,
        });
      }
      // Marks go on once every rewind record they point at exists.
      const mark = db.prepare(sql.markReverted);
      for (const e of file.events) if (e.revertedBy !== null) mark.run({ gameId: file.game.id, seq: e.seq, revertedBy: e.revertedBy });
      const insertAudit = db.prepare(sql.insertAudit);
      for (const a of file.audit) insertAudit.run({ gameId: file.game.id, seq: a.seq, kind: a.kind, detail: JSON.stringify(a.detail), createdAt: a.createdAt });
      db.prepare(sql.insertSnapshot).run({ gameId: file.game.id, state: JSON.stringify(file.initial), createdAt: now() });
      if (file.result) {
        db.prepare(sql.insertResult).run({
          gameId: file.game.id,
          turnsPlayed: file.result.turnsPlayed,
          rulings: JSON.stringify(file.result.rulings),
          notes: file.result.notes,
          finishedAt: file.result.finishedAt,
        });
        const insertResultSide = db.prepare(sql.insertResultSide);
        for (const [side, r] of Object.entries(file.result.sides)) {
          insertResultSide.run({ gameId: file.game.id, side, outcome: r.outcome, level: r.level, casualties: r.casualties });
        }
      }
      return { gameId: file.game.id, events: file.events.length, createdPlayers };
    })
    .immediate();
}
