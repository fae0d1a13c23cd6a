import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';
import { eventTypesOf, rulesetOfGame } from './game-ruleset';
import { foundDamage, rowDamage, scanRows, SETUP_DAMAGE, type FoundDamage, type RowDamage } from './row-scan';

/**
 * How far each game's rows are known good (`game_row_checks`, migration 7;
 * issue 23): a scan reads only the rows after the mark, and keeps what it
 * found. The app moves the mark on when it writes rows it checked; triggers
 * lower it when anything else writes or changes a row, so an edit by hand is
 * scanned (and named) at the next listing or read.
 */
export interface RowCheck {
  /** Every event row with seq ≤ this passed the row scan. */
  readonly checkedSeq: number;
  /** The first damaged row after `checkedSeq` a scan found, and what is wrong with it. */
  readonly damagedSeq: number | null;
  readonly damage: string | null;
  /** Snapshot 0 is a JSON object (1), is not (0), is not stored (null). */
  readonly setupOk: 0 | 1 | null;
}

const STATUS = `SELECT checked_seq AS checkedSeq, damaged_seq AS damagedSeq, damage, setup_ok AS setupOk FROM game_row_checks WHERE game_id = ?`;
// A game whose row is missing (deleted by hand) gets one back, its setup checked as migration 7 did.
const TRACK = `INSERT OR IGNORE INTO game_row_checks (game_id, setup_ok)
  SELECT g.id, (SELECT CASE WHEN json_valid(s.state) THEN json_type(s.state) = 'object' ELSE 0 END FROM snapshots s WHERE s.game_id = g.id AND s.seq = 0)
    FROM games g WHERE g.id = ?`;
// Moved only from where the scan (or write) started, so a trigger that lowered it meanwhile wins.
const CLEAN = `UPDATE game_row_checks SET checked_seq = @to WHERE game_id = @gameId AND checked_seq = @from AND damaged_seq IS NULL`;
const DAMAGED = `UPDATE game_row_checks SET checked_seq = @to, damaged_seq = @seq, damage = @what WHERE game_id = @gameId AND checked_seq = @from AND damaged_seq IS NULL`;

export function rowCheckOf(db: Database, gameId: string): RowCheck {
  let c = prepared<[string], RowCheck>(db, STATUS).get(gameId);
  if (!c) {
    prepared(db, TRACK).run(gameId);
    c = prepared<[string], RowCheck>(db, STATUS).get(gameId) ?? { checkedSeq: 0, damagedSeq: null, damage: null, setupOk: null };
  }
  return c;
}

/** Damage to the stored setup (snapshot 0) as the game's row check keeps it, or null. */
export function setupDamageOf(c: RowCheck): RowDamage | null {
  return c.setupOk === 0 ? { seq: 0, reason: SETUP_DAMAGE } : null;
}

/**
 * The first damaged event row of `gameId` with seq > `afterSeq` (every row
 * for 0), or null. Rows up to the game's mark are not read again; damage
 * found before is named without a scan; a scan that started at the mark
 * moves it on (or keeps the damage it found).
 */
export function firstDamagedRow(db: Database, gameId: string, afterSeq: number, check: RowCheck = rowCheckOf(db, gameId)): FoundDamage | null {
  if (check.damagedSeq !== null && check.damagedSeq > afterSeq) return foundDamage(check.damagedSeq, check.damage ?? 'damaged');
  const from = Math.max(afterSeq, check.checkedSeq);
  const { damage, lastSeq } = scanRows(db, gameId, from);
  if (check.damagedSeq === null && from === check.checkedSeq && (damage || lastSeq > from)) {
    keep(db, damage ? DAMAGED : CLEAN, { gameId, from, to: lastSeq, ...(damage ? { seq: damage.seq, what: damage.what } : {}) });
  }
  return damage;
}

/**
 * Rows `firstSeq`..`lastSeq` were just written by the app, each checked as
 * the scan would check it (`rows`); the mark moves over them when it stood
 * right before them (nothing unchecked in between). `known`: the game's event
 * types — a game's log passes the ones it reads with, looked up once when it
 * was opened; other callers look them up here (`rulesetOfGame`: one
 * statement, prepared once per database since issue 23).
 */
export function markWritten(
  db: Database,
  gameId: string,
  rows: readonly { seq: number; kind: 'game' | 'rewind'; type: string; payload: Record<string, unknown> }[],
  known: ReadonlySet<string> | null = eventTypesOf(rulesetOfGame(db, gameId)),
): void {
  if (rows.length === 0) return;
  for (const r of rows) {
    const ok = rowDamage({ seq: r.seq, kind: r.kind, type: r.type, json: 1, shape: 'object', payloadType: r.payload['type'], fromSeq: Number.isInteger(r.payload['fromSeq']) ? 'integer' : null, diceJson: 1 }, known) === null;
    if (!ok) return;
  }
  prepared(db, CLEAN).run({ gameId, from: rows[0]!.seq - 1, to: rows.at(-1)!.seq });
}

// The mark is a cache of a scan: a file that turned read-only keeps its answer for this read, and is scanned again next time.
function keep(db: Database, sql: string, params: Record<string, unknown>): void {
  try {
    prepared(db, sql).run(params);
  } catch (error) {
    if (!/^SQLITE_(READONLY|BUSY|FULL)/.test(String((error as { code?: unknown }).code ?? ''))) throw error;
  }
}
