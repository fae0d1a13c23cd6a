import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSummaryInfo, GameSwitchInfo } from '@shared/contract/api';
import { sqlite } from '../db/driver';
import { tempDir } from '../db/test-helpers';
import { openDefaultGame } from './open-default-game';
import { call, startDefaultApp } from './test-support/demo-app';

const MEN = ['c1', 'c2', 'c3', 'd1', 'd2', 'd3'] as const;
const placeMan = (i: number) => ({ type: 'umpire/place-man', manId: MEN[i % 6], square: { col: (i % 6) * 6 + 1 + ((i * 7) % 5), row: 1 + ((i * 13) % 64) } });

/** A campaign with the training ground played for `commands` commands and a second game set up, the training ground open last. */
async function campaign(commands: number): Promise<{ file: string; training: string; other: string }> {
  const file = join(tempDir(), 'club.sqlite');
  const app = await startDefaultApp(file);
  const training = app.currentGame().gameId;
  for (let i = 0; i < commands; i++) await call(app, 'command', { command: placeMan(i) });
  const other = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).game.gameId;
  // Back to the training ground: it is the game open last, so the next start opens it (issue 15).
  await call(app, 'openGame', { gameId: training });
  await app.close();
  return { file, training, other };
}

function write(file: string, sql: string, ...params: unknown[]): void {
  const db = new (sqlite())(file);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

describe('a damaged row is quarantined, not fatal (issue 14, failure 3)', () => {
  it("the issue's damaged event: the campaign opens, the game is listed as damaged, every other game plays", async () => {
    const { file, training, other } = await campaign(12);
    write(file, `UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 7`, training);

    const app = await startDefaultApp(file);
    // Not the damaged game: a fresh training ground.
    expect(app.currentGame().gameId).not.toBe(training);
    const games = await call<GameSummaryInfo[]>(app, 'listGames');
    const damaged = games.find((g) => g.id === training);
    expect(damaged?.damaged).toMatchObject({ seq: 7 });
    expect(damaged?.damaged?.reason).toMatch(/man-plac#d/);
    expect(damaged?.damaged?.reason).not.toMatch(/newer/);
    expect(games.find((g) => g.id === other)?.damaged).toBeUndefined();

    // Opening it is refused, naming the game and the row.
    await expect(call(app, 'openGame', { gameId: training })).rejects.toMatchObject({
      body: { message: expect.stringMatching(new RegExp(`${training}.*seq 7`)) },
    });
    // The other game opens and plays.
    await call(app, 'openGame', { gameId: other });
    expect(app.currentGame().gameId).toBe(other);
  });

  it('the damaged game can be exported as it is stored, for repair', async () => {
    const { file, training } = await campaign(3);
    write(file, `UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 2`, training);
    const app = await startDefaultApp(file);
    const out = await call<{ fileName: string; text: string }>(app, 'exportGame', { gameId: training });
    expect(out.fileName).toBe(`${training}.damaged.json`);
    const parsed = JSON.parse(out.text) as { format: string; damaged: { seq: number }; events: { seq: number; type: string; payload: string }[]; snapshots: unknown[] };
    expect(parsed.format).toBe('sightline-damaged-game');
    expect(parsed.damaged.seq).toBe(2);
    expect(parsed.events).toHaveLength(3);
    expect(JSON.parse(parsed.events.find((e) => e.seq === 2)!.payload).type).toBe('man-plac#d');
    expect(parsed.snapshots.length).toBeGreaterThan(0);
    // Replay and a side's file need the log replayed: refused with the game and seq named, not a 500.
    await expect(call(app, 'replayAt', { gameId: training, seq: 1, viewer: { kind: 'umpire' } })).rejects.toMatchObject({ body: { message: expect.stringMatching(/seq 2/) } });
    expect(out.text).not.toMatch(/rng|rngState|rng_state/i);
  });

  it('tells a newer database from a damaged one by the schema version', async () => {
    const { file } = await campaign(1);
    write(file, `PRAGMA user_version = 99`);
    await expect(openDefaultGame(['--db', file], {})).rejects.toThrow(/newer Sightline \(schema 99/);
  });

  it('a damaged snapshot is ignored: the game opens, replays and exports its sides from the log', async () => {
    const { file, training } = await campaign(6);
    // A snapshot past the setup, damaged but keeping its version: folding from it would lose the men.
    const db = new (sqlite())(file);
    const snap0 = (db.prepare(`SELECT state FROM snapshots WHERE game_id = ? AND seq = 0`).get(training) as { state: string }).state;
    const version = (JSON.parse(snap0) as { version: number }).version;
    db.prepare(`INSERT OR REPLACE INTO snapshots (game_id, seq, state, created_at) VALUES (?, 4, json_remove(json_set(?, '$.version', ?), '$.men'), '2026-01-01T00:00:00.000Z')`).run(training, snap0, version + 4);
    db.close();

    const app = await startDefaultApp(file);
    expect(app.currentGame().gameId).toBe(training);
    const frame = await call<{ view: { men?: unknown[] } }>(app, 'replayAt', { gameId: training, seq: 5, viewer: { kind: 'umpire' } });
    expect(frame).toBeTruthy();
    const side = await call<{ text: string }>(app, 'exportGame', { gameId: training, side: 'commando' });
    expect(side.text.length).toBeGreaterThan(0);
  });
});
