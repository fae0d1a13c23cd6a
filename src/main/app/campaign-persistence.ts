import { randomBytes } from 'node:crypto';
import type { DiceSource, DieKind } from '@shared/kernel/dice/dice-source';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import * as gameEvents from '@shared/rulesets/commando/model/events';
import { eventTypesOf, rulesetOfGame } from './game-ruleset';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { openDefaultCampaign } from '../db/default-location';
import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';
import { explainSqliteFailure } from '../db/errors';
import { createRepositories, type Repositories } from '../db/repositories/index';
import type { JsonObject } from '../db/json';
import { DamagedEventError } from '../host/host-errors';
import type { AuditRecord, CommitBatch, FinishRecord, GameLog, HistoryQueries, LogDiceMode, LogGameStatus, LogQueries, LogRow } from '../host/game-log';
import { campaignHistory } from './history-pages';
import { campaignLogQueries } from './log-queries';
import type { GamePersistence } from './game-persistence';
import { pagedLogRows } from './paged-log-rows';
import { firstDamagedRow, markWritten } from './row-checks';

/** What the host needs to reach the campaign database behind a game (archive, export, backups). */
export type { CampaignAccess } from './game-persistence';
export { eventTypesOf, rulesetOfGame } from './game-ruleset';

/**
 * A game kept in the campaign database. Opening returns a `GameLog` over it:
 * every command's events are appended together with their audit row, the
 * seeded dice's new state and (when one falls due) a snapshot, in one
 * transaction, so a crash can never leave dice, log and snapshot out of step.
 */
export function campaignGamePersistence(db: Database, databasePath: string, gameId: string): GamePersistence {
  const repos = createRepositories(db);
  const game = repos.games.get(gameId);
  if (!game) throw new Error(`Game ${gameId} is not in ${databasePath}.`);
  const campaignId = game.campaignId;
  const ruleset = rulesetOfGame(db, gameId);
  return {
    databasePath,
    ruleset: () => ruleset,
    open(initial: GameState): { log: GameLog<GameState, GameEvent>; dice: DiceSource } {
      const rng = repos.games.rngState(gameId);
      const dice = rng ? SeededDice.fromState(JSON.parse(rng)) : SeededDice.fromSeed(randomBytes(16).toString('hex'));
      // The setup is kept as snapshot 0: the game is replayed from what it was set up with, not from today's code.
      if (!repos.snapshots.latestAtOrBefore(gameId, 0)) repos.snapshots.save(gameId, 0, jsonSafe(initial));
      return { log: campaignGameLog(db, gameId, dice), dice };
    },
    close() {
      if (db.open) db.close();
    },
    campaign: () => ({ db, databasePath, campaignId, gameId }),
  };
}

/**
 * The log of one game in the campaign database. `dice` is the game's seeded
 * source: its state is written with every commit (never anywhere else).
 */
export function campaignGameLog(db: Database, gameId: string, dice?: SeededDice): GameLog<GameState, GameEvent> {
  const repos = createRepositories(db);
  const statusStmt = prepared<[string], { status: LogGameStatus; diceMode: LogDiceMode }>(db, `SELECT status, dice_mode AS diceMode FROM games WHERE id = ?`);
  const info = () => {
    const row = statusStmt.get(gameId);
    if (!row) throw new Error(`Game ${gameId} is not in this campaign database.`);
    return row;
  };
  let queries: LogQueries<GameEvent> | undefined;
  let history: HistoryQueries<GameEvent> | undefined;
  // The event types of the game's own ruleset: a skirmish row is no damage in a skirmish game, and is in a Commando one.
  const known = eventTypesOf(rulesetOfGame(db, gameId));
  return namingTheFile(db.name, {
    // Opening asks these instead of reading every row (issue 23); statements prepared once per log.
    queries: () => (queries ??= namingTheFile(db.name, campaignLogQueries(db, gameId, known))),
    initial() {
      const snap = repos.snapshots.latestAtOrBefore(gameId, 0);
      return snap ? (snap.state as unknown as GameState) : null;
    },
    rows(): LogRow<GameEvent>[] {
      return pagedLogRows(db, gameId, known);
    },
    checkRows(afterSeq) {
      const damage = firstDamagedRow(db, gameId, afterSeq);
      if (damage) throw new DamagedEventError(damage.seq, `game ${gameId}, event seq ${damage.seq} is damaged: ${damage.what}`);
    },
    // History reads pages and asks for the live seqs and batches around the seq it needs (issue 23).
    history: () => (history ??= namingTheFile(db.name, campaignHistory(db, gameId, known))),
    auditEntries(): AuditRecord[] {
      return repos.audit.list(gameId).map((a) => ({ id: a.id, seq: a.seq, kind: a.kind, detail: a.detail, createdAt: a.createdAt }));
    },
    status: () => info().status,
    diceMode: () => info().diceMode,
    snapshotAtOrBefore(seq) {
      const snap = repos.snapshots.latestAtOrBefore(gameId, seq);
      return snap ? { seq: snap.seq, state: snap.state as unknown as GameState } : null;
    },
    commit(batches: readonly CommitBatch<GameState, GameEvent>[]): number[][] {
      return db
        .transaction(() => {
          const out: number[][] = [];
          for (const b of batches) {
            const rows = b.events.map(toNewEvent);
            const seqs = repos.events.append(gameId, rows);
            // Rows the engine decided and the repository checked: known good, so no scan reads them again (migration 7).
            markWritten(db, gameId, rows.map((r, i) => ({ seq: seqs[i]!, kind: 'game' as const, type: r.type, payload: r.payload })), known);
            if (seqs.length > 0) repos.audit.append(gameId, b.audit.kind, jsonSafe({ ...b.audit.detail, seqs }), seqs[0]!);
            if (b.snapshot && seqs[b.snapshot.index] !== undefined) repos.snapshots.save(gameId, seqs[b.snapshot.index]!, jsonSafe(b.snapshot.state));
            out.push(seqs);
          }
          if (dice) repos.games.setRngState(gameId, JSON.stringify(dice.state()));
          return out;
        })
        .immediate();
    },
    rewind(fromSeq, reason, seen) {
      return db
        .transaction(() => {
          const r = repos.events.revertFrom(gameId, fromSeq, reason);
          markWritten(db, gameId, [{ seq: r.rewindSeq, kind: 'rewind', type: 'rewind', payload: { fromSeq } }], known);
          if (seen) repos.audit.append(gameId, 'rewind-seen', jsonSafe(seen), r.rewindSeq);
          return r;
        })
        .immediate();
    },
    setDiceMode(mode, detail) {
      db.transaction(() => {
        repos.games.setDiceMode(gameId, mode);
        repos.audit.append(gameId, 'dice-mode', jsonSafe(detail));
      }).immediate();
    },
    note(kind, detail) {
      repos.audit.append(gameId, kind, jsonSafe(detail));
    },
    finish(result: FinishRecord) {
      db.transaction(() => {
        if (info().status === 'setup') repos.games.setStatus(gameId, 'active');
        repos.results.save({
          gameId,
          sides: Object.fromEntries(Object.entries(result.sides).map(([side, r]) => [side, { outcome: r.outcome, level: r.level ?? null, casualties: r.casualties }])),
          turnsPlayed: result.turnsPlayed,
          rulings: [...result.rulings],
          notes: result.notes,
        });
        repos.audit.append(gameId, 'finish', jsonSafe({ casualties: result.casualties }));
      }).immediate();
    },
  });
}

/** The log's methods, with a raw SQLite failure that names no file (SQLITE_READONLY) turned into one that does. */
function namingTheFile<T extends object>(file: string, log: T): T {
  const wrapped: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(log)) {
    wrapped[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            try {
              return (value as (...a: unknown[]) => unknown).apply(log, args);
            } catch (e) {
              throw explainSqliteFailure(e, file);
            }
          }
        : value;
  }
  return wrapped as T;
}

/**
 * Opens a campaign file (creating it, with a first campaign, when it is new)
 * and the game of `scenario` in it (set up on first use).
 */
export async function openCampaignFile(
  file: string,
  scenario: { id: string; name: string; initial: GameState },
  playable?: Playable,
): Promise<{ persistence: GamePersistence; initial: GameState }> {
  const { db, location, campaign } = await openDefaultCampaign({ argv: ['--db', file], env: {} });
  try {
    const gameId = ensureGame(createRepositories(db), campaign.id, scenario, playable && ((id) => playable(db, campaign.id, id)));
    return { persistence: campaignGamePersistence(db, location.path, gameId), initial: { ...scenario.initial, gameId } };
  } catch (e) {
    db.close();
    throw e;
  }
}

/** Whether a game of the campaign can be played (damaged-games.ts `checkGame`); passed in so this file does not import it. */
export type Playable = (db: Database, campaignId: string, gameId: string) => boolean;

/**
 * Finds the campaign's game of a bundled scenario, or sets one up with a
 * fresh secret seed. A game `playable` refuses (a damaged one) is passed
 * over: it stays in the campaign, and a new one is set up beside it.
 */
export function ensureGame(repos: Repositories, campaignId: string, scenario: { id: string; name: string; initial: GameState }, playable?: (gameId: string) => boolean): string {
  repos.scenarios.installBundled([{ id: scenario.id, ruleset: 'commando', name: scenario.name, scenario: { kind: 'demo', gameId: scenario.initial.gameId } }]);
  const existing = repos.games.list(campaignId).find((g) => g.scenarioId === scenario.id && (g.status === 'active' || g.status === 'setup') && (playable?.(g.id) ?? true));
  if (existing) return existing.id;
  const seed = SeededDice.fromSeed(randomBytes(16).toString('hex'));
  const game = repos.games.create({ campaignId, scenarioId: scenario.id, diceMode: 'seeded', rngState: JSON.stringify(seed.state()) });
  repos.games.setStatus(game.id, 'active');
  return game.id;
}

/** JSON can't carry `undefined`: drop such keys the way JSON.stringify does, so optional fields never fail a write. */
export function jsonSafe<T>(value: T): JsonObject {
  return JSON.parse(JSON.stringify(value)) as JsonObject;
}

function toNewEvent(e: GameEvent): { type: string; payload: JsonObject; dice?: { purpose: string; mode: 'seeded' | 'scripted' | 'physical'; faces: { die: DieKind; face: number }[] }[] } {
  const { dice, ...rest } = e;
  return { type: e.type, payload: jsonSafe(rest), ...(dice && dice.length > 0 ? { dice: dice.map((d) => ({ ...d, faces: d.faces.map((f) => ({ ...f })) })) } : {}) };
}

/** The event types the engine publishes, once it does (`GAME_EVENT_TYPES`); until then the engine's fold is the judge. */
export function knownEventTypes(): ReadonlySet<string> | null {
  return KNOWN_EVENT_TYPES;
}

// Built once: it used to be built anew for every row read (issue 23).
const KNOWN_EVENT_TYPES: ReadonlySet<string> | null = ((list) => (Array.isArray(list) ? new Set(list) : null))(
  (gameEvents as unknown as { GAME_EVENT_TYPES?: readonly string[] }).GAME_EVENT_TYPES,
);

/**
 * A stored row as the event it holds, or `DamagedEventError` naming the game
 * and seq. A database newer than this app never gets this far (its schema
 * version is refused on open: `DatabaseTooNewError`), so an event type this
 * app does not know means a damaged row, not a newer one.
 */
export function toGameEvent(type: string, payload: Record<string, unknown>, dice: GameEvent['dice'] | null, where = { gameId: '?', seq: 0 }): GameEvent {
  const known = knownEventTypes();
  const at = `game ${where.gameId}, event seq ${where.seq}`;
  if (payload.type !== type) {
    throw new DamagedEventError(where.seq, `${at} is damaged: its row says type "${type}" but its payload says "${String(payload.type)}"`);
  }
  if (known && !known.has(type)) {
    throw new DamagedEventError(where.seq, `${at} is damaged: type "${type}" is no event Sightline writes at this schema version`);
  }
  return { ...payload, ...(dice ? { dice } : {}) } as unknown as GameEvent;
}
