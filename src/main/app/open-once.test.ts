import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { GameSwitchInfo } from '@shared/contract/api';
import { tempDir } from '../db/test-helpers';
import { openDefaultGame } from './open-default-game';
import { SightlineApp } from './sightline-app';
import { call, appPageDir } from './test-support/demo-app';

describe('opening a game of the campaign reads it once (issue 23)', () => {
  it('folds each live event once: no trial load before the real one', async () => {
    const game = await openDefaultGame(['--db', join(tempDir(), 'club.sqlite')], {});
    const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir: appPageDir(), port: 0 });
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
