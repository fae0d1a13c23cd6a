import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { GameSwitchInfo } from '@shared/contract/api';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { openDefaultGame } from './open-default-game';
import { SightlineApp } from './sightline-app';

const staticDir = fs.mkdtempSync(join(os.tmpdir(), 'sightline-static-'));
fs.writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>t</title>');

const call = async <T = unknown>(app: SightlineApp, method: string, params: unknown = {}): Promise<T> => (await callUmpire(app.host, app, method, params)) as T;

describe('opening a game of the campaign reads it once (issue 23)', () => {
  it('folds each live event once: no trial load before the real one', async () => {
    const game = await openDefaultGame(['--db', join(tempDir(), 'club.sqlite')], {});
    const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0 });
    onTestFinished(() => app.close());
    const training = app.currentGame().gameId;
    for (let i = 0; i < 6; i++) await call(app, 'command', { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 2 + i, row: 3 } } });
    await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    const evolve = vi.spyOn(commandoRuleset, 'evolve');
    onTestFinished(() => evolve.mockRestore());
    const opened = await call<GameSwitchInfo>(app, 'openGame', { gameId: training });
    expect(opened.game.gameId).toBe(training);
    // No snapshot but the setup (one falls due every 200 events): every live event is folded from it, once.
    expect(evolve).toHaveBeenCalledTimes(app.host.liveEvents().length);
    expect(app.host.liveEvents().length).toBeGreaterThanOrEqual(6);
  }, 120_000);
});
