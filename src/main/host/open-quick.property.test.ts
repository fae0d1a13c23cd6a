import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../db/test-helpers';
import type { CommandoLog } from '../app/commando-host';
import type { LogRow } from './game-log';
import { scanQueries } from './game-log';
import { HostError } from './host-errors';
import { openLog } from './open-quick';
import { dbFile, openHost, place, rollingRuleset, UMPIRE } from './test-support/commando-host';

/**
 * Issue 23: a game is opened from its newest snapshot and its tail, asking
 * the campaign database (app/log-queries.ts) what it used to read from every
 * row and audit entry. On generated games — commands (some with client ids),
 * undos, redos and rewinds, snapshots every few events — the quick open must
 * give what reading the whole log gives: the state, the setup, the live
 * count, the redo stack, the command ids; and each query the answer of a scan.
 */
const op = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('place' as const), man: fc.constantFrom('c1', 'c2'), col: fc.integer({ min: 17, max: 21 }), row: fc.integer({ min: 5, max: 7 }), id: fc.option(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { nil: undefined }) }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'redo' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rewind' as const), back: fc.integer({ min: 0, max: 6 }) }) },
);

/** A row's fields, read (a stored row reads its event on first access). */
const plain = (r: LogRow) =>
  r.kind === 'game' ? { seq: r.seq, kind: r.kind, revertedBy: r.revertedBy, createdAt: r.createdAt, event: r.event } : { seq: r.seq, kind: r.kind, fromSeq: r.fromSeq, reason: r.reason, createdAt: r.createdAt };

const withoutQueries = (log: CommandoLog): CommandoLog => {
  const { queries: _dropped, ...whole } = log;
  return whole;
};

describe('opening a game from its snapshot and tail (issue 23)', () => {
  it('gives what reading the whole log gives, on generated games in the campaign database', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 24 }), fc.integer({ min: 1, max: 5 }), async (ops, snapshotEvery) => {
        const opened = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset, snapshotEvery });
        const { host, initial, persistence } = opened;
        const log = opened.log as CommandoLog;
        try {
          let n = 0;
          for (const o of ops) {
            try {
              if (o.kind === 'place') host.command(UMPIRE, place(o.man, o.col, o.row), o.id === undefined ? undefined : `${o.id}-${n++ % 3}`);
              else if (o.kind === 'undo') host.undo(UMPIRE);
              else if (o.kind === 'redo') host.redo(UMPIRE);
              else {
                const live = host.audit(UMPIRE).events.filter((e) => e.kind === 'game' && e.revertedBy === null);
                host.rewindTo(UMPIRE, live.at(-1 - o.back)?.seq ?? 0);
              }
            } catch (e) {
              if (!(e instanceof HostError)) throw e;
            }
          }
          const fold = (s: typeof initial, e: Parameters<typeof rollingRuleset.evolve>[1]) => rollingRuleset.evolve(s, e);
          const q = log.queries!();
          const scan = scanQueries(() => log.rows(), () => log.auditEntries());
          // Each query against a scan of the whole log.
          const last = log.rows().at(-1)?.seq ?? 0;
          expect(q.lastLiveSeq()).toBe(scan.lastLiveSeq());
          for (let s = 0; s <= last + 1; s++) expect(q.liveCountThrough(s), `live count through ${s}`).toBe(scan.liveCountThrough(s));
          for (const s of [0, Math.floor(last / 2), last]) expect(q.rowsAfter(s).map(plain)).toEqual(scan.rowsAfter(s).map(plain));
          expect(q.auditSinceLastCommand()).toEqual(scan.auditSinceLastCommand());
          expect(q.batchEntries(1, last)).toEqual(scan.batchEntries(1, last));
          for (const id of ['a-0', 'b-1', 'c-2', 'x-9']) expect(q.commandEntry(id)).toEqual(scan.commandEntry(id));
          // The whole open, quick against whole.
          const quick = openLog(log, initial, fold);
          const whole = openLog(withoutQueries(log), initial, fold);
          expect(quick.history).toBeNull();
          expect(whole.history).not.toBeNull();
          expect(quick.state).toEqual(whole.state);
          expect(quick.initial).toEqual(whole.initial);
          expect(quick.liveCount).toBe(whole.liveCount);
          expect(quick.redo.canRedo).toBe(whole.redo.canRedo);
          expect(quick.redo.top()).toEqual(whole.redo.top());
          for (const id of ['a-0', 'b-1', 'c-2', 'd-0', 'e-1']) {
            for (const cmd of [place('c1', 18, 6), place('c2', 20, 7)]) {
              const answer = (ids: typeof quick.commandIds) => {
                try {
                  return ids.repeatOf(id, cmd);
                } catch (e) {
                  return (e as Error).message;
                }
              };
              expect(answer(quick.commandIds)).toEqual(answer(whole.commandIds));
            }
          }
          // And the host reopened on it plays on the same: undo, then redo, as the whole log would.
          expect(host.current).toEqual(whole.state);
        } finally {
          persistence.close();
        }
      }),
      { numRuns: Number(process.env.SIGHTLINE_OPEN_RUNS ?? 25), seed: Number(process.env.SIGHTLINE_OPEN_SEED ?? 23) },
    );
  }, 300_000);
});
