import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { callUmpire } from '../../host/api-service';
import { tempDir } from '../../db/test-helpers';
import { openCampaignFile } from '../campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from '../demo-game';
import { SightlineApp, type SightlineOptions } from '../sightline-app';

/** The page the app serves: a bare index.html, made once for the test file. */
const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sightline</title>');

/**
 * The app in browser mode on a free port, over a fresh campaign file holding the demo game; `options` adds to or
 * replaces its options. Closed when the calling test ends: call it inside a test.
 */
export async function startDemoApp(options: Partial<SightlineOptions> = {}): Promise<SightlineApp> {
  const initial = trainingGroundState();
  const game = await openCampaignFile(join(tempDir(), 'club.sqlite'), { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0, ...options });
  onTestFinished(() => app.close());
  return app;
}

/** An umpire API method called on the app, its answer as `T`; a refusal rejects with the API's error. */
export const call = async <T = unknown>(app: SightlineApp, method: string, params: unknown = {}): Promise<T> => (await callUmpire(app.host, app, method, params)) as T;
