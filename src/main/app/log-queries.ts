import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';
import { auditFromRow } from '../db/queries/audit';
import { DamagedEventError } from '../host/host-errors';
import type { AuditRecord, LogQueries, LogRow } from '../host/game-log';
import { checkedEvent } from './paged-log-rows';

/**
 * The questions a game's host asks when it opens a game (issue 23,
 * host/open-quick.ts), answered by SQLite instead of reading every row and
 * audit entry. Each answer equals the one the whole log gives
 * (host/open-quick.property.test.ts runs both on generated games).
 *
 * The live count relies on what `events.append` guarantees: seqs are dense
 * from 1 (each row takes max + 1; nothing deletes an event), every rewind
 * record reverts at least one event, and a reverted event stays reverted.
 * So the live events up to `seq` are `seq`, less the rewind records up to it
 * (the distinct `reverted_by` values), less the reverted events up to it —
 * both read from the `events_reverted` index, without touching the
 * 50,000 live rows. Were that ever wrong, the snapshot's version would not
 * match it and the host reads the whole log instead.
 */
export function campaignLogQueries(db: Database, gameId: string, known: ReadonlySet<string> | null): LogQueries<GameEvent> {
  const lastLive = prepared<[string], { seq: number }>(db, `SELECT seq FROM events WHERE game_id = ? AND kind = 'game' AND reverted_by IS NULL ORDER BY seq DESC LIMIT 1`);
  const maxSeq = prepared<[string], { seq: number | null }>(db, `SELECT max(seq) AS seq FROM events WHERE game_id = ?`);
  const reverted = prepared<[number, number, string], { rewinds: number; reverted: number }>(
    db,
    `SELECT count(DISTINCT CASE WHEN reverted_by <= ? THEN reverted_by END) AS rewinds, count(CASE WHEN seq <= ? THEN 1 END) AS reverted
       FROM events INDEXED BY events_reverted WHERE game_id = ? AND reverted_by IS NOT NULL`,
  );
  const after = prepared<[string, number], { seq: number; kind: string; type: string; payload: string; dice: string | null; revertedBy: number | null; createdAt: string }>(
    db,
    `SELECT seq, kind, type, payload, dice, reverted_by AS revertedBy, created_at AS createdAt FROM events WHERE game_id = ? AND seq > ? ORDER BY seq`,
  );
  const audit = `SELECT id, seq, kind, detail, created_at AS createdAt FROM audit`;
  type AuditRow = { id: number; seq: number | null; kind: string; detail: string; createdAt: string };
  const sinceCommand = prepared<[string, string], AuditRow>(
    db,
    `${audit} WHERE game_id = ? AND id > coalesce((SELECT id FROM audit WHERE game_id = ? AND kind = 'command' ORDER BY id DESC LIMIT 1), 0) ORDER BY id`,
  );
  const batches = prepared<[string, number, number], AuditRow>(db, `${audit} WHERE game_id = ? AND kind IN ('command', 'redo') AND seq BETWEEN ? AND ? ORDER BY id`);
  // The partial index audit_command_id (migration 0040) answers this without reading the trail.
  const byCommandId = prepared<[string, string], AuditRow>(
    db,
    `${audit} WHERE game_id = ? AND kind = 'command' AND json_extract(detail, '$.commandId') = ? ORDER BY id DESC LIMIT 1`,
  );
  const record = (r: AuditRow): AuditRecord => {
    const a = auditFromRow(gameId, r);
    return { id: a.id, seq: a.seq, kind: a.kind, detail: a.detail, createdAt: a.createdAt };
  };
  return {
    lastLiveSeq: () => lastLive.get(gameId)?.seq ?? 0,
    liveCountThrough(seq) {
      const last = Math.min(seq, maxSeq.get(gameId)?.seq ?? 0);
      const r = reverted.get(last, last, gameId)!;
      return Math.max(0, last - r.rewinds - r.reverted);
    },
    rowsAfter: (seq) => after.all(gameId, seq).map((r) => toRow(gameId, r, known)),
    auditSinceLastCommand: () => sinceCommand.all(gameId, gameId).map(record),
    batchEntries: (from, to) => batches.all(gameId, from, to).map(record),
    commandEntry(commandId) {
      const r = byCommandId.get(gameId, commandId);
      return r ? record(r) : null;
    },
  };
}

export type EventRow = { seq: number; kind: string; type: string; payload: string; dice: string | null; revertedBy: number | null; createdAt: string };

/** A row as the log gives it; a damaged game row throws `DamagedEventError` when its event is read, as the paged rows do. */
export function toRow(gameId: string, r: EventRow, known: ReadonlySet<string> | null): LogRow<GameEvent> {
  if (r.kind === 'rewind') {
    let p: unknown = null;
    try {
      p = JSON.parse(r.payload);
    } catch {
      // named below
    }
    const o = typeof p === 'object' && p !== null && !Array.isArray(p) ? (p as Record<string, unknown>) : null;
    if (!o || !Number.isInteger(o['fromSeq'])) throw new DamagedEventError(r.seq, `game ${gameId}, event seq ${r.seq} is damaged: the rewind record names no seq to rewind from`);
    return { seq: r.seq, kind: 'rewind', fromSeq: o['fromSeq'] as number, reason: String(o['reason'] ?? ''), revertedBy: null, createdAt: r.createdAt };
  }
  // Parsed and checked when first read, not for every row of a page (a replay of the newest event reads one row's
  // kind out of a page: issue 23); a damaged row throws the same error each time its event is read.
  let body: { event: GameEvent } | { error: unknown } | undefined;
  const { seq, type, payload, dice, revertedBy, createdAt } = r;
  return {
    seq,
    kind: 'game',
    revertedBy,
    createdAt,
    get event(): GameEvent {
      if (!body) {
        try {
          body = { event: checkedEvent(gameId, seq, type, payload, dice, known) };
        } catch (error) {
          body = { error };
        }
      }
      if ('error' in body) throw body.error;
      return body.event;
    },
  };
}
