import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { tempDir } from '../db/test-helpers';
import { GameHost } from './game-host';
import type { GameLog } from './game-log';
import type { HistoryQueries } from './game-log';
import { LogTimeline } from './log-timeline';
import { dbFile, openHost, place, UMPIRE, withDecide, type OpenedHost } from './test-support/commando-host';

/**
 * Issue 23: history read in pages (paged-timeline.ts). Pages of 4 seqs and a
 * snapshot every 4 live events here, so a few commands cross many page edges.
 */
const PAGE = 4;
const OPTIONS = { snapshotEvery: 4, historyPage: PAGE } as const;

/** Placing a man writes three events (the same placement thrice): one command's batch straddles page edges. */
const tripleRuleset = withDecide((state, command, dice) => {
  const r = commandoRuleset.decide(state, command, dice);
  return r.ok && command.type === 'umpire/place-man' ? { ok: true, value: [...r.value, ...r.value, ...r.value] } : r;
});

type Log = GameLog<GameState, GameEvent>;

/** The log, with every page the history reads (first and last seq) written down. */
function counting(log: Log): { log: Log; pages: [number, number][] } {
  const pages: [number, number][] = [];
  const history = (): HistoryQueries<GameEvent> => {
    const q = log.history!();
    return { ...q, rowsBetween: (from, to) => (pages.push([from, to]), q.rowsBetween(from, to)) };
  };
  return { log: { ...log, history }, pages };
}

async function played(commands: number, ruleset = commandoRuleset): Promise<OpenedHost> {
  const opened = await openHost(dbFile(tempDir()), { ...OPTIONS, ruleset });
  for (let i = 0; i < commands; i++) expect(opened.host.command(UMPIRE, place(i % 2 ? 'c1' : 'c2', 17 + (i % 5), 5 + (i % 3))).ok).toBe(true);
  return opened;
}

const reopen = (o: OpenedHost, log: Log, ruleset = commandoRuleset) => new GameHost(ruleset, o.initial, o.dice, log, OPTIONS);
/** Each row's seq and batch as the audit gives them (a rewind record has none). */
const batchOf = (e: { seq: number; kind: string }, t: { batchStartOf(seq: number): number }) => [e.seq, e.kind === 'game' ? t.batchStartOf(e.seq) : undefined];
const auditBatches = (events: readonly object[]) => events.map((e) => ['seq' in e ? e.seq : undefined, 'batch' in e ? e.batch : undefined]);
const whole = (o: OpenedHost, ruleset = commandoRuleset) => LogTimeline.read(o.log as Log, o.initial, (s, e) => ruleset.evolve(s, e), () => undefined);

describe('history in pages (issue 23)', () => {
  it('the replay of the newest event and an undo read the pages after the newest snapshot, not the game', async () => {
    const o = await played(40);
    try {
      const { log, pages } = counting(o.log as Log);
      const host = reopen(o, log);
      const last = whole(o).lastSeq;
      expect(host.replayAt(UMPIRE, last, { kind: 'umpire' }).view.version).toBe(host.current.version);
      // The newest snapshot is the newest event's (40 live events, one every 4): nothing to fold, and its own row read alone.
      expect(pages).toEqual([[last, last]]);
      host.undo(UMPIRE);
      // The undone command's page again (the write dropped it), nothing older.
      expect(pages.every(([from]) => from > last - 2 * PAGE)).toBe(true);
      expect(host.current).toEqual(whole(o).stateAtTime(last - 1));
    } finally {
      o.persistence.close();
    }
  });

  it("a walk over every row (a side's replay) reads each page whole once, after at most one of its rows alone", async () => {
    const o = await played(12);
    try {
      const { log, pages } = counting(o.log as Log);
      const host = reopen(o, log);
      const last = whole(o).lastSeq;
      const side = host.sides()[0]!.id;
      const fresh = reopen(o, o.log as Log);
      expect(host.replayAt(UMPIRE, last, { kind: 'side', side })).toEqual(fresh.replayAt(UMPIRE, last, { kind: 'side', side }));
      const count = Math.ceil(last / PAGE);
      const isPage = ([from, to]: [number, number]) => (from - 1) % PAGE === 0 && to === from + PAGE - 1;
      expect(pages.filter(isPage).map(([from]) => from)).toEqual(Array.from({ length: count }, (_, p) => p * PAGE + 1));
      const alone = pages.filter((r) => !isPage(r));
      expect(alone.every(([from, to]) => from === to)).toBe(true);
      expect(new Set(alone.map(([from]) => Math.floor((from - 1) / PAGE))).size).toBe(alone.length);
    } finally {
      o.persistence.close();
    }
  });

  it('a rewind into an early page reverts every later event, and a redo brings them back, as the whole log gives them', async () => {
    const o = await played(30);
    try {
      const before = whole(o);
      const host = reopen(o, o.log as Log);
      const out = host.rewindTo(UMPIRE, 5);
      expect(out.reverted).toEqual(before.liveSeqs().filter((s) => s > 5));
      expect(host.current).toEqual(before.stateAtTime(5));
      // Every moment replays as the whole read after the write (the pages it touched read again).
      const after = whole(o);
      for (let s = 0; s <= after.lastSeq; s++) expect(host.replayAt(UMPIRE, s, { kind: 'umpire' }).view).toEqual(commandoRuleset.project(after.stateAtTime(s), { kind: 'umpire' }));
      host.redo(UMPIRE);
      expect(host.current).toEqual(before.stateAtTime(before.lastSeq));
      const reread = whole(o);
      expect(auditBatches(host.audit(UMPIRE).events)).toEqual(reread.rows.map((r) => batchOf(r, reread)));
      expect(host.audit(UMPIRE).events.map((e) => e.revertedBy)).toEqual(reread.rows.map((r) => r.revertedBy));
    } finally {
      o.persistence.close();
    }
  });

  it('reverted batches across a page edge: undo takes the whole command, a rewind never splits one, redo re-appends them batch by batch', async () => {
    const o = await played(6, tripleRuleset);
    try {
      const host = reopen(o, o.log as Log, tripleRuleset);
      // Commands are seqs 1–3, 4–6, …, 16–18; pages 1–4, 5–8, …: the commands 4–6, 7–9 and 16–18 straddle page edges.
      expect(host.undo(UMPIRE).reverted).toEqual([16, 17, 18]);
      expect(() => host.rewindTo(UMPIRE, 4)).toThrow('Event 4 is in the middle of one command (events 4–6); rewind to 3 or 6 instead.');
      const out = host.rewindTo(UMPIRE, 6);
      expect(out.reverted).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
      host.redo(UMPIRE);
      const audit = host.audit(UMPIRE);
      const redone = audit.entries.filter((a) => a.kind === 'redo').map((a) => a.detail['from']);
      expect(redone).toEqual([[7, 8, 9], [10, 11, 12], [13, 14, 15]]);
      const reread = whole(o, tripleRuleset);
      expect(auditBatches(audit.events)).toEqual(reread.rows.map((r) => batchOf(r, reread)));
      expect(host.current).toEqual(reread.stateAtTime(reread.lastSeq));
    } finally {
      o.persistence.close();
    }
  });

  it('a damaged row in a page not yet read is named when history reaches it; the newest replay, which does not, plays', async () => {
    const o = await played(30);
    try {
      const host = reopen(o, o.log as Log);
      const last = whole(o).lastSeq;
      host.replayAt(UMPIRE, last, { kind: 'umpire' });
      // Changed by hand after the history was opened: page 1 (seqs 1–4) was never read.
      o.db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 2`).run(o.gameId);
      expect(host.replayAt(UMPIRE, last, { kind: 'umpire' }).seq).toBe(last);
      expect(() => host.replayAt(UMPIRE, 3, { kind: 'umpire' })).toThrow(/event seq 2 is damaged: its row says type "man-placed" but its payload says "man-plac#d"/);
      expect(() => host.audit(UMPIRE)).toThrow(/event seq 2 is damaged/);
      // A host opening it now names it at the first history read, whatever it asks (the row check runs from the mark the edit lowered).
      expect(() => reopen(o, o.log as Log).replayAt(UMPIRE, last, { kind: 'umpire' })).toThrow(/event seq 2 is damaged.*cannot be read past it; nothing was changed/);
    } finally {
      o.persistence.close();
    }
  });
});
