import { describe, expect, it } from 'vitest';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { callUmpire } from './api-service';
import { HostError } from './game-host';
import { dbFile, openHost, place, rollingRuleset, UMPIRE } from './test-support/commando-host';

const countRows = (db: { prepare(sql: string): { get(...a: unknown[]): unknown } }, table: string, gameId: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE game_id = ?`).get(gameId) as { n: number }).n;

describe('commands that apply once (client command ids)', () => {
  it('answers a repeat of the same id with the stored outcome: one set of events, one roll of the dice', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    const repos = createRepositories(db);
    const first = host.command(UMPIRE, place('c1', 18, 6), 'cmd-1');
    expect(first).toMatchObject({ ok: true, events: 1, seqs: [1] });
    const rng = repos.games.rngState(gameId);
    const again = host.command(UMPIRE, place('c1', 18, 6), 'cmd-1');
    expect(again).toEqual({ ...first, repeated: true });
    expect(countRows(db, 'events', gameId)).toBe(1);
    expect(countRows(db, 'audit', gameId)).toBe(1);
    expect(repos.games.rngState(gameId)).toBe(rng);
    // The id is in the command's own audit row (written with the events).
    expect(repos.audit.list(gameId)[0]!.detail).toMatchObject({ commandId: 'cmd-1', seqs: [1], version: first.ok ? first.version : -1 });
    // Without an id, or with another, a command runs again (to another square: placing a man on his own square is a no-op, ruling TS-U2).
    expect(host.command(UMPIRE, place('c1', 18, 7), 'cmd-2')).toMatchObject({ ok: true, seqs: [2] });
    expect(host.command(UMPIRE, place('c1', 18, 6))).toMatchObject({ ok: true, seqs: [3] });
    expect(countRows(db, 'events', gameId)).toBe(3);
  });

  it('refuses the same id with a different command body, naming the id; nothing changes', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    host.command(UMPIRE, place('c1', 18, 6), 'cmd-1');
    expect(() => host.command(UMPIRE, place('c1', 18, 7), 'cmd-1')).toThrow(HostError);
    expect(() => host.command(UMPIRE, place('c1', 18, 7), 'cmd-1')).toThrow(/commandId "cmd-1" was already used for a different command/);
    expect(countRows(db, 'events', gameId)).toBe(1);
    expect(host.current.men.c1!.square).toEqual({ col: 18, row: 6 });
  });

  it('remembers the ids across a restart (they are read back from the audit trail) and after an undo', async () => {
    const file = dbFile(tempDir());
    const first = await openHost(file, { ruleset: rollingRuleset });
    const out = first.host.command(UMPIRE, place('c1', 18, 6), 'cmd-a');
    first.host.command(UMPIRE, place('c2', 20, 6), 'cmd-b');
    first.host.undo(UMPIRE);
    first.persistence.close();
    const second = await openHost(file, { ruleset: rollingRuleset });
    expect(second.host.command(UMPIRE, place('c1', 18, 6), 'cmd-a')).toEqual({ ...out, repeated: true });
    // An undone command is not applied again by a late retry.
    expect(second.host.command(UMPIRE, place('c2', 20, 6), 'cmd-b')).toMatchObject({ ok: true, repeated: true, seqs: [2] });
    expect(second.host.liveEvents()).toHaveLength(1);
  });

  it('carries the id through a physical-dice command to its commit', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    host.setDiceMode(UMPIRE, 'physical');
    expect(host.command(UMPIRE, place('c1', 18, 6), 'phys-1')).toMatchObject({ ok: false, error: { code: 'dice/needed' } });
    host.provideDice(UMPIRE, [4]);
    const done = host.provideDice(UMPIRE, [2]);
    expect(done).toMatchObject({ ok: true, seqs: [1] });
    expect(host.command(UMPIRE, place('c1', 18, 6), 'phys-1')).toEqual({ ...done, repeated: true });
    expect(countRows(db, 'events', gameId)).toBe(1);
  });

  it('the API takes commandId (bounded, a safe alphabet) and refuses a malformed one by name', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    const shell = {} as never;
    const params = { command: place('c1', 18, 6), commandId: 'a'.repeat(100) };
    const a = await callUmpire(host, shell, 'command', params);
    const b = await callUmpire(host, shell, 'command', params);
    expect(b).toEqual({ ...(a as object), repeated: true });
    await expect(callUmpire(host, shell, 'command', { ...params, commandId: 'a'.repeat(101) })).rejects.toThrow(/commandId/);
    await expect(callUmpire(host, shell, 'command', { ...params, commandId: 'bad id\n' })).rejects.toThrow(/commandId/);
    expect(countRows(db, 'events', gameId)).toBe(1);
  });
});
