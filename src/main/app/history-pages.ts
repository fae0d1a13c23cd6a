import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { Database } from '../db/driver';
import { prepared } from '../db/prepared';
import { auditFromRow } from '../db/queries/audit';
import type { HistoryQueries } from '../host/game-log';
import { toRow, type EventRow } from './log-queries';

/**
 * What a game's history asks of the campaign database (issue 23,
 * host/paged-timeline.ts), each by an index instead of reading every row:
 *
 * - rows of a page and live seqs: the events' primary key (game_id, seq);
 * - events live at a moment: the `events_reverted` index, as the live count
 *   on open (app/log-queries.ts): seqs are dense, every rewind record reverts
 *   at least one event, so the game events up to `seq` are `seq` less the
 *   rewind records up to it (the distinct `reverted_by` values);
 * - a seq's batch: the audit's `command` and `redo` entries are written with
 *   their events, in seq order, so the newest one (by id, `audit_by_game`)
 *   whose first seq is ≤ `seq` holds it — found walking back from the newest
 *   entry, a few steps for a recent event.
 *
 * Each answer equals the scan of the whole log (`scanHistory`), on generated
 * games (history-pages.property.test.ts). Were the count ever wrong, the
 * snapshot's version would not match it and the state is folded from the setup.
 */
export function campaignHistory(db: Database, gameId: string, known: ReadonlySet<string> | null): HistoryQueries<GameEvent> {
  const maxSeq = prepared<[string], { seq: number | null }>(db, `SELECT max(seq) AS seq FROM events WHERE game_id = ?`);
  const between = prepared<[string, number, number], EventRow>(
    db,
    `SELECT seq, kind, type, payload, dice, reverted_by AS revertedBy, created_at AS createdAt FROM events WHERE game_id = ? AND seq BETWEEN ? AND ? ORDER BY seq`,
  );
  const LIVE = `SELECT seq FROM events WHERE game_id = ? AND kind = 'game' AND reverted_by IS NULL`;
  const before = prepared<[string, number], [number]>(db, `${LIVE} AND seq < ? ORDER BY seq DESC LIMIT 1`, { raw: true });
  const after = prepared<[string, number], [number]>(db, `${LIVE} AND seq > ? ORDER BY seq LIMIT 1`, { raw: true });
  const from = prepared<[string, number], [number]>(db, `${LIVE} AND seq >= ? ORDER BY seq`, { raw: true });
  const reverted = prepared<[number, number, number, string], { rewinds: number; reverted: number }>(
    db,
    `SELECT count(DISTINCT CASE WHEN reverted_by <= ? THEN reverted_by END) AS rewinds, count(CASE WHEN seq <= ? AND reverted_by <= ? THEN 1 END) AS reverted
       FROM events INDEXED BY events_reverted WHERE game_id = ? AND reverted_by IS NOT NULL`,
  );
  // Only the seqs of an entry are parsed; one that is not a JSON object is named as the audit names it.
  const ENTRY = `SELECT id, seq, kind, created_at AS createdAt,
      CASE WHEN json_valid(detail) AND json_type(detail) = 'object' THEN json_extract(detail, '$.seqs') END AS seqs,
      CASE WHEN json_valid(detail) AND json_type(detail) = 'object' THEN NULL ELSE detail END AS damaged
    FROM audit WHERE game_id = ? AND kind IN ('command', 'redo')`;
  type Entry = { id: number; seq: number | null; kind: string; createdAt: string; seqs: string | number | null; damaged: string | null };
  const entryOf = prepared<[string, number], Entry>(db, `${ENTRY} AND seq <= ? ORDER BY id DESC LIMIT 1`);
  const entriesFrom = prepared<[string, number], Entry>(db, `${ENTRY} AND id >= ? ORDER BY id`);
  const seqsOf = (e: Entry): unknown => {
    if (e.damaged !== null) auditFromRow(gameId, { id: e.id, seq: e.seq, kind: e.kind, detail: e.damaged, createdAt: e.createdAt });
    return typeof e.seqs === 'string' ? (JSON.parse(e.seqs) as unknown) : e.seqs;
  };
  return {
    lastSeq: () => maxSeq.get(gameId)?.seq ?? 0,
    rowsBetween: (lo, hi) => between.all(gameId, lo, hi).map((r) => toRow(gameId, r, known)),
    liveBefore: (seq) => before.get(gameId, seq)?.[0] ?? 0,
    liveAfter: (seq) => after.get(gameId, seq)?.[0] ?? null,
    liveFrom: (seq) => from.all(gameId, seq).map(([s]) => s),
    liveThen(through, at) {
      const last = Math.min(through, maxSeq.get(gameId)?.seq ?? 0);
      if (last <= 0) return 0;
      const r = reverted.get(last, last, at, gameId)!;
      return last - r.rewinds - r.reverted;
    },
    batchOf(seq) {
      const e = entryOf.get(gameId, seq);
      return e ? seqsOf(e) : null;
    },
    batchesFrom(seq) {
      const start = entryOf.get(gameId, seq)?.id ?? 0;
      return entriesFrom.all(gameId, start).map(seqsOf);
    },
  };
}
