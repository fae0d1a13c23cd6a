import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { SightlineApp, type GamePersistence } from '../../app/sightline-app';
import { trainingGroundState } from '../../app/demo-game';

/** A campaign kept in memory: the events the app appends, and nothing on disk. */
export function memoryPersistence(): GamePersistence & { log: GameEvent[] } {
  const log: GameEvent[] = [];
  return {
    log,
    databasePath: ':memory:',
    open: () => ({ events: [], store: { append: (e) => void log.push(...e) }, dice: new ScriptedDice([]) }),
    close: () => undefined,
  };
}

/** A renderer build in miniature: index.html and one asset, for the static-file routes. */
export function staticRendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sightline</title>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export const sightline = 1;');
  return dir;
}

export const post = (url: string, token: string | undefined, body: unknown = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

export interface HttpAppFixture {
  readonly staticDir: string;
  app: SightlineApp;
  base: string;
}

/** Each test gets a fresh browser-mode app on the demo game, on a free loopback port, closed after it. */
export function useHttpApp(): HttpAppFixture {
  const fx = { staticDir: staticRendererDir() } as HttpAppFixture;
  beforeEach(async () => {
    fx.app = await SightlineApp.start({ mode: 'browser', persistence: memoryPersistence(), initial: trainingGroundState(), staticDir: fx.staticDir, port: 0, lanHost: '127.0.0.1' });
    fx.base = `http://127.0.0.1:${fx.app.port}`;
  });
  afterEach(async () => fx.app.close());
  return fx;
}
