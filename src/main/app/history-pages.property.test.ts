import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../db/test-helpers';
import { scanHistory, type LogRow } from '../host/game-log';
import { HostError } from '../host/host-errors';
import { LogTimeline } from '../host/log-timeline';
import { PagedTimeline } from '../host/paged-timeline';
import { dbFile, openHost, place, rollingRuleset, UMPIRE } from '../host/test-support/commando-host';
import type { CommandoLog } from './commando-host';

/**
 * Issue 23: history is read in pages, asking the campaign database for the
 * live seqs and batches around the seq it needs (history-pages.ts,
 * host/paged-timeline.ts). On generated games — commands, undos, redos,
 * rewinds, snapshots every few events — each query answers what a scan of
 * the whole log answers, and the paged timeline (pages of 1 to 4 seqs, so
 * every read crosses page edges) gives what the whole read gives at every
 * moment: rows, live seqs, batches, the state.
 */
const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('place' as const), man: fc.constantFrom('c1', 'c2'), col: fc.integer({ min: 17, max: 21 }), row: fc.integer({ min: 5, max: 7 }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rewind' as const), back: fc.integer({ min: 0, max: 6 }) }) },
);

const plain = (r: LogRow | undefined) =>
  r === undefined ? r : r.kind === 'game' ? { seq: r.seq, kind: r.kind, revertedBy: r.revertedBy, createdAt: r.createdAt, event: r.event } : { seq: r.seq, kind: r.kind, fromSeq: r.fromSeq, reason: r.reason, createdAt: r.createdAt };

describe('history in pages (issue 23)', () => {
  it('answers what the whole log answers, on generated games in the campaign database', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), async (ops, snapshotEvery, pageSize) => {
        const opened = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset, snapshotEvery });
        const { host, initial, persistence } = opened;
        const log = opened.log as CommandoLog;
        try {
          for (const o of ops) {
            try {
              if (o.kind === 'place') host.command(UMPIRE, place(o.man, o.col, o.row));
              else if (o.kind === 'undo') host.undo(UMPIRE);
              else if (o.kind === 'redo') host.redo(UMPIRE);
              else host.rewindTo(UMPIRE, host.audit(UMPIRE).events.filter((e) => e.kind === 'game' && e.revertedBy === null).at(-1 - o.back)?.seq ?? 0);
            } catch (e) {
              if (!(e instanceof HostError)) throw e;
            }
          }
          const q = log.history!();
          const scan = scanHistory(() => log.rows(), () => log.auditEntries());
          const last = scan.lastSeq();
          expect(q.lastSeq()).toBe(last);
          for (let s = 0; s <= last + 1; s++) {
            expect(q.liveBefore(s), `live before ${s}`).toBe(scan.liveBefore(s));
            expect(q.liveAfter(s), `live after ${s}`).toBe(scan.liveAfter(s));
            expect(q.liveFrom(s), `live from ${s}`).toEqual(scan.liveFrom(s));
            expect(q.batchOf(s), `batch of ${s}`).toEqual(scan.batchOf(s));
            expect(q.batchesFrom(s), `batches from ${s}`).toEqual(scan.batchesFrom(s));
            expect(q.rowsBetween(s, s + 2).map(plain)).toEqual(scan.rowsBetween(s, s + 2).map(plain));
            for (let at = s; at <= last + 1; at++) expect(q.liveThen(s, at), `live through ${s} at ${at}`).toBe(scan.liveThen(s, at));
          }
          // The paged timeline against the whole read, at every moment.
          const fold = (s: typeof initial, e: Parameters<typeof rollingRuleset.evolve>[1]) => rollingRuleset.evolve(s, e);
          const whole = LogTimeline.read(log, initial, fold, () => undefined);
          const paged = new PagedTimeline(log.initial() ?? initial, log, q, fold, pageSize);
          expect(paged.lastSeq).toBe(whole.lastSeq);
          expect(paged.lastLiveSeq()).toBe(whole.lastLiveSeq());
          for (let s = 0; s <= last; s++) {
            expect(paged.stateAtTime(s), `state at ${s}`).toEqual(whole.stateAtTime(s));
            expect(plain(paged.row(s))).toEqual(plain(whole.row(s)));
            expect(paged.liveAfter(s)).toBe(whole.liveAfter(s));
            expect(paged.lastLiveBefore(s)).toBe(whole.lastLiveBefore(s));
            expect(paged.liveSeqsFrom(s)).toEqual(whole.liveSeqsFrom(s));
            if (whole.row(s)?.kind === 'game') expect([s, paged.batchStartOf(s), paged.batchAt(paged.batchStartOf(s))]).toEqual([s, whole.batchStartOf(s), whole.batchAt(whole.batchStartOf(s))]);
          }
          const reverted = whole.rows.filter((r) => r.revertedBy !== null).map((r) => r.seq);
          expect(new PagedTimeline(initial, log, q, fold, pageSize).groupBatches(reverted)).toEqual(whole.groupBatches(reverted));
          expect(paged.rows.map(plain)).toEqual(whole.rows.map(plain));
          expect(paged.liveEvents()).toEqual(whole.liveEvents());
        } finally {
          persistence.close();
        }
      }),
      { numRuns: Number(process.env.SIGHTLINE_HISTORY_RUNS ?? 20), seed: Number(process.env.SIGHTLINE_HISTORY_SEED ?? 23) },
    );
  }, 300_000);
});
