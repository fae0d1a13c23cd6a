import { GAME_EVENT_TYPES } from '@shared/rulesets/commando/model/events';
import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';
import { eventTypesOf, rulesetOfGame } from './game-ruleset';

/**
 * The row scan that finds a damaged game without replaying it: each stored
 * row's shape checked by SQLite (JSON, an object, the row's type the
 * payload's and one Sightline writes, a rewind naming its seq, dice JSON).
 * Events are validated when written; this finds what changed them since
 * (an edit by hand, a disk fault inside a valid page).
 *
 * Each game keeps how far its rows are known good (`game_row_checks`,
 * migration 7; app/row-checks.ts), so a scan reads only the rows after that
 * mark: the games list for every game, opening a game the tail after its
 * newest snapshot, and its first history read (undo, redo, replay, audit:
 * `GameLog.checkRows`, issue 23) the rest.
 */
export interface RowDamage {
  /** The first damaged row (0: the stored setup, snapshot 0). */
  readonly seq: number;
  readonly reason: string;
}

// Guards keep json_extract away from text that is not JSON (it would throw).
const COLUMNS = `
  e.seq, e.kind, e.type,
  json_valid(e.payload) AS json,
  CASE WHEN json_valid(e.payload) THEN json_type(e.payload) END AS shape,
  CASE WHEN json_valid(e.payload) AND json_type(e.payload) = 'object' THEN json_extract(e.payload, '$.type') END AS payloadType,
  CASE WHEN json_valid(e.payload) AND json_type(e.payload) = 'object' THEN json_type(e.payload, '$.fromSeq') END AS fromSeq,
  e.dice IS NULL OR json_valid(e.dice) AS diceJson`;

// One game's rows after a seq, by the primary key (game_id, seq).
const GAME_SCAN = `SELECT ${COLUMNS} FROM events e WHERE e.game_id = ? AND e.seq > ? ORDER BY e.seq`;

const GAME_SETUP = `SELECT json_valid(state) AS json, CASE WHEN json_valid(state) THEN json_type(state) END AS shape FROM snapshots WHERE game_id = ? AND seq = 0`;

export interface ScanRow {
  seq: number;
  kind: string;
  type: string;
  json: number;
  shape: string | null;
  payloadType: unknown;
  fromSeq: string | null;
  diceJson: number;
}

const KNOWN = new Set<string>(GAME_EVENT_TYPES);

export const SETUP_DAMAGE = 'its stored setup (snapshot 0) is not a JSON object';

export function setupIsDamaged(r: { json: number; shape: string | null }): boolean {
  return !r.json || r.shape !== 'object';
}

/** What is wrong with a scanned row, or null; `known`: the event types of the game's ruleset (Commando's by default). */
export function rowDamage(r: ScanRow, known: ReadonlySet<string> | null = KNOWN): string | null {
  if (!r.json) return 'its payload is not JSON';
  if (r.shape !== 'object') return `its payload is a JSON ${r.shape}, not an object`;
  if (!r.diceJson) return 'its dice are not JSON';
  if (r.kind === 'rewind') return r.fromSeq === 'integer' ? null : 'the rewind record names no seq to rewind from';
  if (r.payloadType !== r.type) return `its row says type "${r.type}" but its payload says "${String(r.payloadType)}"`;
  if (known && !known.has(r.type)) return `type "${r.type}" is no event Sightline writes at this schema version`;
  return null;
}

export type FoundDamage = RowDamage & { readonly what: string };

export const foundDamage = (seq: number, what: string): FoundDamage => ({ seq, reason: `event seq ${seq}: ${what}`, what });

/**
 * The rows of `gameId` with seq > `afterSeq` (every row for 0), scanned by the
 * primary key up to the first damaged one: that one, or null and the last
 * seq scanned (`afterSeq` when there was none).
 */
export function scanRows(db: Database, gameId: string, afterSeq: number): { readonly damage: FoundDamage | null; readonly lastSeq: number } {
  let lastSeq = afterSeq;
  const known = eventTypesOf(rulesetOfGame(db, gameId));
  for (const r of prepared<[string, number], ScanRow>(db, GAME_SCAN).iterate(gameId, afterSeq)) {
    const what = rowDamage(r, known);
    if (what) return { damage: foundDamage(r.seq, what), lastSeq: r.seq - 1 };
    lastSeq = r.seq;
  }
  return { damage: null, lastSeq };
}

/** Damage to `gameId`'s stored setup (snapshot 0), or null (also when it has none). */
export function setupDamage(db: Database, gameId: string): RowDamage | null {
  const r = prepared<[string], { json: number; shape: string | null }>(db, GAME_SETUP).get(gameId);
  return r && setupIsDamaged(r) ? { seq: 0, reason: SETUP_DAMAGE } : null;
}
