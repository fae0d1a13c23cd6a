import { describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { DamagedEventError } from '../host/host-errors';
import { dbFile, openHost, place, UMPIRE } from '../host/test-support/commando-host';
import { campaignGameLog, knownEventTypes, toGameEvent } from './campaign-persistence';
import { commandoHost } from './commando-host';
import { NO_DICE } from '../host/game-host';
import { pagedLogRows } from './paged-log-rows';
import { evolve } from '@shared/rulesets/commando/engine/dispatch';
import { LogTimeline } from '../host/log-timeline';
import { readHistory } from '../host/read-history';

/** A training-ground game of 12 commands, one undone, with a snapshot every 4 live events. */
async function played() {
  const opened = await openHost(dbFile(tempDir()), { snapshotEvery: 4 });
  for (let i = 0; i < 12; i++) expect(opened.host.command(UMPIRE, place('c1', 18, 6 + (i % 5))).ok).toBe(true);
  opened.host.undo(UMPIRE);
  for (let i = 0; i < 3; i++) expect(opened.host.command(UMPIRE, place('c2', 20, 6 + i)).ok).toBe(true);
  return opened;
}

describe('history loaded lazily in pages (issue 23)', () => {
  it('the rows read page by page equal the whole log read and checked row by row, across page boundaries', async () => {
    const { db, gameId, persistence } = await played();
    try {
      const eager = createRepositories(db).events.listAll(gameId);
      for (const pageSize of [1, 3, 4, 500]) {
        const rows = pagedLogRows(db, gameId, knownEventTypes(), pageSize);
        expect(rows.map((r) => r.seq)).toEqual(eager.map((e) => e.seq));
        rows.forEach((r, i) => {
          const e = eager[i]!;
          expect(r.kind).toBe(e.kind);
          expect(r.revertedBy).toBe(e.revertedBy);
          expect(r.createdAt).toBe(e.createdAt);
          if (r.kind === 'game') expect(r.event).toEqual(toGameEvent(e.type, e.payload, e.dice, { gameId, seq: e.seq }));
          else expect(r).toMatchObject({ fromSeq: e.payload.fromSeq, reason: e.payload.reason });
        });
      }
    } finally {
      persistence.close();
    }
  });

  it('opening reads only the pages it folds: a damaged row in the tail is found on open, naming its seq', async () => {
    const { db, gameId, persistence, initial } = await played();
    try {
      const last = (db.prepare(`SELECT max(seq) AS s FROM events WHERE game_id = ? AND kind = 'game' AND reverted_by IS NULL`).get(gameId) as { s: number }).s;
      db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = ?`).run(gameId, last);
      expect(() => commandoHost(initial, NO_DICE, campaignGameLog(db, gameId))).toThrow(DamagedEventError);
      expect(() => commandoHost(initial, NO_DICE, campaignGameLog(db, gameId))).toThrow(new RegExp(`event seq ${last} is damaged: its row says type "man-placed" but its payload says "man-plac#d"`));
    } finally {
      persistence.close();
    }
  });

  it('a damaged row before the newest snapshot does not stop the open; history reaching it (replay, live events) names it', async () => {
    const { db, gameId, persistence, initial, host: before } = await played();
    try {
      const expected = before.current;
      db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 2`).run(gameId);
      const host = commandoHost(initial, NO_DICE, campaignGameLog(db, gameId), { snapshotEvery: 4 });
      expect(host.current).toEqual(expected);
      expect(() => host.replayAt(UMPIRE, 3, { kind: 'umpire' })).toThrow(/event seq 2 is damaged/);
      expect(() => host.liveEvents()).toThrow(/event seq 2 is damaged/);
    } finally {
      persistence.close();
    }
  });

  it('history asks for the batches it needs (command and redo seqs), and knows every batch as the whole audit did', async () => {
    const { db, gameId, persistence, initial, host } = await played();
    try {
      host.undo(UMPIRE);
      host.redo(UMPIRE);
      const log = campaignGameLog(db, gameId);
      const whole = LogTimeline.read(log, initial, evolve, () => undefined);
      const history = readHistory(log, initial, evolve);
      for (const r of whole.rows) if (r.kind === 'game') expect([r.seq, history.batchStartOf(r.seq)]).toEqual([r.seq, whole.batchStartOf(r.seq)]);
      expect(history.groupBatches(history.liveSeqs())).toEqual(whole.groupBatches(whole.liveSeqs()));
      expect(history.rows.map((r) => r.seq)).toEqual(whole.rows.map((r) => r.seq));
      // A damaged entry is named when history reaches its batch (undo of the last command, the audit), as the audit names it.
      db.prepare(`UPDATE audit SET detail = '[1]' WHERE id = (SELECT max(id) FROM audit WHERE game_id = ? AND kind IN ('command', 'redo'))`).run(gameId);
      const damaged = readHistory(log, initial, evolve);
      expect(() => damaged.batchStartOf(damaged.lastLiveSeq())).toThrow(/audit entry \d+ holds unexpected data: not a JSON object/);
      expect(() => readHistory(log, initial, evolve).rows).toThrow(/audit entry \d+ holds unexpected data: not a JSON object/);
      // A replay does not need the batches: it still plays back.
      expect(readHistory(log, initial, evolve).stateAtTime(damaged.lastLiveSeq())).toEqual(host.current);
    } finally {
      persistence.close();
    }
  });

  it('the known event types are built once, not for every row read', () => {
    expect(knownEventTypes()).toBe(knownEventTypes());
  });
});
