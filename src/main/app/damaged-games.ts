import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Database } from '../db/driver';
import { createRepositories } from '../db/repositories/index';
import { GameHost, NO_DICE } from '../host/game-host';
import { damagedSeq, HostError } from '../host/host-errors';
import { campaignGameLog, rulesetOfGame } from './campaign-persistence';
import type { CommandoHost } from './commando-host';
import { firstDamagedRow, rowCheckOf, setupDamageOf, type RowCheck } from './row-checks';
import { setupDamage } from './row-scan';

/**
 * Damaged games are quarantined, not fatal. A row of a game's log that cannot
 * be read or replayed (edited by hand, a disk fault inside a valid page) makes
 * that game unplayable, never the campaign: it is listed as damaged with the
 * seq and the reason, refused when opened, exportable as stored for repair,
 * and every other game plays.
 *
 * "Newer" and "damaged" are told apart by the schema version: a file whose
 * `user_version` is above this app's is refused on open (`DatabaseTooNewError`),
 * so inside a file this app knows, an event type it does not know is damage.
 */
export interface GameDamage {
  /** The first damaged row (0: the stored setup, snapshot 0). */
  readonly seq: number;
  readonly reason: string;
}

/** Damage found by replaying a game (opening it, or checking it before the start); the row scan cannot see it. */
const found = new WeakMap<Database, Map<string, GameDamage>>();

function remembered(db: Database): Map<string, GameDamage> {
  let m = found.get(db);
  if (!m) found.set(db, (m = new Map()));
  return m;
}

// Each game's row check (migration 7) and whether rows were written after its mark.
const CAMPAIGN_CHECKS = `
  SELECT g.id AS gameId, c.game_id IS NOT NULL AS tracked,
         c.checked_seq AS checkedSeq, c.damaged_seq AS damagedSeq, c.damage, c.setup_ok AS setupOk,
         EXISTS (SELECT 1 FROM events e WHERE e.game_id = g.id AND e.seq > coalesce(c.checked_seq, 0)) AS pending
    FROM games g LEFT JOIN game_row_checks c ON c.game_id = g.id
   WHERE g.campaign_id = @campaignId AND (@gameId IS NULL OR g.id = @gameId)`;

/**
 * The campaign's damaged games (or just `gameId`'s), without replaying them:
 * an index read of each game's row check (issue 23), scanning only the rows
 * written since its mark (none, for what the app wrote itself; once, for an
 * older campaign after migration 7 or a row changed by hand), and keeping
 * what that scan found.
 */
export function damagedGames(db: Database, campaignId: string, gameId: string | null = null): Map<string, GameDamage> {
  const out = new Map<string, GameDamage>();
  type Row = RowCheck & { gameId: string; tracked: number; pending: number };
  // One transaction: what the scans found is kept with one commit, not one sync to disk per game.
  db.transaction(() => {
    for (const r of db.prepare<{ campaignId: string; gameId: string | null }, Row>(CAMPAIGN_CHECKS).all({ campaignId, gameId })) {
      const check = r.tracked ? r : rowCheckOf(db, r.gameId);
      const setup = setupDamageOf(check);
      if (setup) out.set(r.gameId, setup);
      else if (check.damagedSeq !== null || r.pending || !r.tracked) {
        const found = firstDamagedRow(db, r.gameId, 0, check);
        if (found) out.set(r.gameId, { seq: found.seq, reason: found.reason });
      }
    }
  })();
  for (const [id, d] of remembered(db)) if (!out.has(id) && (gameId === null || id === gameId)) out.set(id, d);
  return out;
}

/**
 * Damage known before `gameId` is read to open it: its stored setup, or
 * damage found earlier (by a replay, or on opening it). The rows are not
 * scanned here (issue 23): opening scans the ones it reads, the tail after
 * the newest snapshot (`GameLog.checkRows`), and refuses the game if one is
 * damaged; older rows are scanned when its history is first read.
 */
export function damageBeforeOpen(db: Database, gameId: string): GameDamage | null {
  return setupDamage(db, gameId) ?? remembered(db).get(gameId) ?? null;
}

/**
 * Why `gameId` cannot be played, or null: its setup (`damageBeforeOpen`),
 * then a trial load and the umpire's view (the host would fail the same way
 * on opening it: a damaged row in the tail it reads, or an event that does
 * not fold). A failure found by the load is remembered for the list.
 */
export function checkGame(db: Database, gameId: string, setup: GameState | null): GameDamage | null {
  const known = damageBeforeOpen(db, gameId);
  if (known) return known;
  if (!setup) return null;
  try {
    new GameHost(rulesetOfGame(db, gameId) as CommandoHost['ruleset'], setup, NO_DICE, campaignGameLog(db, gameId)).umpireView({ kind: 'umpire' });
    return null;
  } catch (error) {
    const damage = { seq: damagedSeq(error) ?? 0, reason: error instanceof Error ? error.message : String(error) };
    remembered(db).set(gameId, damage);
    return damage;
  }
}

/** Damage the host met opening a game (the row scan did not see it): remembered for the list, and the error that refuses the game. */
export function damageOnOpen(db: Database, gameId: string, error: unknown): DamagedGameError {
  const damage = { seq: damagedSeq(error) ?? 0, reason: error instanceof Error ? error.message : String(error) };
  remembered(db).set(gameId, damage);
  return new DamagedGameError(gameId, damage);
}

/** `Playable` for `ensureGame`: false for a damaged game, which is then left alone (and said so on the console). */
export function playableGame(db: Database, campaignId: string, gameId: string): boolean {
  let setup: GameState | null = null;
  try {
    setup = (createRepositories(db).snapshots.latestAtOrBefore(gameId, 0)?.state as unknown as GameState | undefined) ?? null;
  } catch {
    // an unreadable setup is found by the setup check below
  }
  const damage = checkGame(db, gameId, setup);
  if (damage) console.warn(`Game ${gameId} is damaged at seq ${damage.seq} (${damage.reason}); it is listed as damaged and a new game is opened instead.`);
  return damage === null;
}

export class DamagedGameError extends HostError {
  constructor(
    readonly gameId: string,
    readonly damage: GameDamage,
  ) {
    super(
      `Game ${gameId} is damaged at seq ${damage.seq} (${damage.reason}) and cannot be played. ` +
        'It stays in the campaign, listed as damaged; export it to repair it. Every other game plays.',
    );
    this.name = 'DamagedGameError';
  }
}

/**
 * A damaged game exactly as stored, for repair: every row of every table
 * about it, column by column (JSON columns as their text), except the dice's
 * secret state.
 */
export function damagedGameDump(db: Database, gameId: string, damage: GameDamage): Record<string, unknown> {
  const rows = (sql: string) => db.prepare(sql).all(gameId);
  const game = db.prepare(`SELECT * FROM games WHERE id = ?`).get(gameId) as Record<string, unknown> | undefined;
  if (game) delete game.rng_state;
  return {
    format: 'sightline-damaged-game',
    damaged: damage,
    game,
    game_sides: rows(`SELECT * FROM game_sides WHERE game_id = ? ORDER BY side, player_id`),
    events: rows(`SELECT * FROM events WHERE game_id = ? ORDER BY seq`),
    snapshots: rows(`SELECT * FROM snapshots WHERE game_id = ? ORDER BY seq`),
    // The maps its snapshots name (stored once, content-addressed: issue 23).
    state_maps: rows(`SELECT * FROM state_maps WHERE hash IN (SELECT map_hash FROM snapshots WHERE game_id = ?) ORDER BY hash`),
    audit: rows(`SELECT * FROM audit WHERE game_id = ? ORDER BY id`),
    // How far its rows were known good, and the damage a scan found (migration 7).
    game_row_checks: rows(`SELECT * FROM game_row_checks WHERE game_id = ?`),
    results: rows(`SELECT * FROM results WHERE game_id = ?`),
    result_sides: rows(`SELECT * FROM result_sides WHERE game_id = ? ORDER BY side`),
  };
}
