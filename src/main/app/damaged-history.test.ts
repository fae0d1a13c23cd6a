import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSummaryInfo, GameSwitchInfo } from '@shared/contract/api';
import { sqlite } from '../db/driver';
import { tempDir } from '../db/test-helpers';
import type { SightlineApp } from './sightline-app';
import { call, startDefaultApp } from './test-support/demo-app';

/**
 * Issue 23: opening a game scans only the rows it reads (the tail after its
 * newest snapshot), not every event row. A damaged row in the tail is still
 * refused on open, named; one in older history is named when the history is
 * first read (undo, redo, rewind, replay, audit), and nothing saved is lost.
 */

// A snapshot every 4 live events: a 12-command game has snapshots at 4, 8 and 12, so its tail is short.
const SNAPSHOT_EVERY = 4;
const start = (file: string): Promise<SightlineApp> => startDefaultApp(file, { snapshotEvery: SNAPSHOT_EVERY });

const placeMan = (i: number) => ({ type: 'umpire/place-man', manId: 'c1', square: { col: 2 + (i % 6), row: 3 + (i % 4) } });

/** The training ground played for `commands` commands (the last `undone` undone), a second game set up, the training ground open last. */
async function campaign(commands: number, undone = 0): Promise<{ file: string; training: string; other: string }> {
  const file = join(tempDir(), 'club.sqlite');
  const app = await start(file);
  const training = app.currentGame().gameId;
  for (let i = 0; i < commands; i++) await call(app, 'command', { command: placeMan(i) });
  for (let i = 0; i < undone; i++) await call(app, 'undo');
  const other = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).game.gameId;
  await call(app, 'openGame', { gameId: training });
  await app.close();
  return { file, training, other };
}

function withDb<T>(file: string, f: (db: InstanceType<ReturnType<typeof sqlite>>) => T): T {
  const db = new (sqlite())(file);
  try {
    return f(db);
  } finally {
    db.close();
  }
}

const damage = (file: string, gameId: string, seq: number) =>
  withDb(file, (db) => db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = ?`).run(gameId, seq));

const rowsOf = (file: string, gameId: string) =>
  withDb(file, (db) => db.prepare(`SELECT seq, kind, type, payload, reverted_by AS revertedBy FROM events WHERE game_id = ? ORDER BY seq`).all(gameId));

describe('opening scans the rows it reads; older history is checked when first read (issue 23)', () => {
  it('a damaged row before the newest snapshot does not refuse the open; the first undo, replay and audit name it (game, seq, what is wrong) and nothing is lost', async () => {
    const { file, training, other } = await campaign(12);
    const newest = withDb(file, (db) => (db.prepare(`SELECT max(seq) AS s FROM snapshots WHERE game_id = ?`).get(training) as { s: number }).s);
    expect(newest).toBeGreaterThan(2);
    damage(file, training, 2);
    const stored = rowsOf(file, training);

    // The start opens it (the rows it reads are sound): before, the scan of every row passed it over for a fresh game.
    const app = await start(file);
    expect(app.currentGame().gameId).toBe(training);
    // And the umpire's switch opens it too, from another game.
    await call(app, 'openGame', { gameId: other });
    await call(app, 'openGame', { gameId: training });
    expect(app.currentGame().gameId).toBe(training);

    const named = { body: { message: expect.stringMatching(new RegExp(`game ${training}, event seq 2 is damaged: its row says type "man-placed" but its payload says "man-plac#d".*nothing was changed`)) } };
    await expect(call(app, 'undo')).rejects.toMatchObject(named);
    await expect(call(app, 'rewindTo', { seq: 5 })).rejects.toMatchObject(named);
    await expect(call(app, 'replayAt', { seq: 3, viewer: { kind: 'umpire' } })).rejects.toMatchObject(named);
    await expect(call(app, 'audit')).rejects.toMatchObject(named);
    // Asked again, named again (the history is not kept half-read).
    await expect(call(app, 'undo')).rejects.toMatchObject(named);

    // The game plays on from where it stands.
    await call(app, 'command', { command: placeMan(20) });
    // The games list (its scan reads every row) still names it.
    const listed = (await call<GameSummaryInfo[]>(app, 'listGames')).find((g) => g.id === training);
    expect(listed?.damaged).toMatchObject({ seq: 2 });
    await app.close();
    // Nothing lost or written by the refusals: every stored row as it was, then the one command's event (no rewind record).
    const after = rowsOf(file, training);
    expect(after.slice(0, stored.length)).toEqual(stored);
    expect(after.slice(stored.length)).toMatchObject([{ kind: 'game', type: 'man-placed', revertedBy: null }]);
  }, 120_000);

  it('a damaged row in the tail is refused on open even when no fold reads it (a reverted event), naming game and seq', async () => {
    // 14 commands, 2 undone: snapshots at 4, 8, 12; the reverted events 13 and 14 lie in the tail after 12.
    const { file, training, other } = await campaign(14, 2);
    const reverted = withDb(file, (db) => db.prepare(`SELECT seq FROM events WHERE game_id = ? AND reverted_by IS NOT NULL ORDER BY seq`).all(training) as { seq: number }[]);
    const newest = withDb(file, (db) => (db.prepare(`SELECT max(seq) AS s FROM snapshots WHERE game_id = ?`).get(training) as { s: number }).s);
    const seq = reverted.at(-1)!.seq;
    expect(seq).toBeGreaterThan(newest);
    damage(file, training, seq);
    const stored = rowsOf(file, training);

    const app = await start(file);
    expect(app.currentGame().gameId).not.toBe(training);
    await call(app, 'openGame', { gameId: other });
    await expect(call(app, 'openGame', { gameId: training })).rejects.toMatchObject({
      body: { message: expect.stringMatching(new RegExp(`Game ${training} is damaged at seq ${seq} .*event seq ${seq}(:| is damaged:) its row says type "man-placed" but its payload says "man-plac#d"`)) },
    });
    expect(app.currentGame().gameId).toBe(other);
    await app.close();
    expect(rowsOf(file, training)).toEqual(stored);
  }, 120_000);
});
