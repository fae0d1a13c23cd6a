import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { SightlineApp, type GamePersistence } from '../app/sightline-app';
import { trainingGroundState } from '../app/demo-game';

function memoryPersistence(): GamePersistence & { log: GameEvent[] } {
  const log: GameEvent[] = [];
  return { log, databasePath: ':memory:', open: () => ({ events: [], store: { append: (e) => void log.push(...e) }, dice: new ScriptedDice([]) }), close: () => undefined };
}

let app: SightlineApp;
let base: string;
let persistence: ReturnType<typeof memoryPersistence>;
const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sightline</title>');

beforeEach(async () => {
  persistence = memoryPersistence();
  app = await SightlineApp.start({ mode: 'browser', persistence, initial: trainingGroundState(), staticDir, port: 0, lanHost: '127.0.0.1' });
  base = `http://127.0.0.1:${app.port}`;
});
afterEach(async () => app.close());

const post = (path: string, token: string | undefined, body: unknown = {}, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const place = (col: number) => ({ type: 'umpire/place-man', manId: 'c1', square: { col, row: 6 } });

describe('HTTP: commands that apply once', () => {
  it('answers a second POST with the same commandId from the stored outcome, writing nothing more', async () => {
    const body = { command: place(18), commandId: 'http-cmd-1' };
    const first = (await (await post('/api/umpire/command', app.tokens.umpire, body)).json()) as Record<string, unknown>;
    expect(first).toMatchObject({ ok: true, events: 1 });
    const second = await post('/api/umpire/command', app.tokens.umpire, body);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ ...first, repeated: true });
    expect(persistence.log).toHaveLength(1);
    // The same id with another command is refused, by name.
    const other = await post('/api/umpire/command', app.tokens.umpire, { command: place(19), commandId: 'http-cmd-1' });
    expect(other.status).toBe(400);
    expect(((await other.json()) as { message: string }).message).toMatch(/commandId "http-cmd-1"/);
    expect(persistence.log).toHaveLength(1);
  });
});
