import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { callUmpire } from '../../host/api-service';
import { tempDir } from '../../db/test-helpers';
import { openCampaignFile } from '../campaign-persistence';
import { openDefaultGame } from '../open-default-game';
import { DEMO_GAME_ID, trainingGroundState } from '../demo-game';
import { SightlineApp, type SightlineOptions } from '../sightline-app';

let pageDir: string | undefined;

/** The page the app serves: a bare index.html, made once for the test file. */
export function appPageDir(): string {
  if (pageDir === undefined) {
    pageDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
    writeFileSync(join(pageDir, 'index.html'), '<!doctype html><title>Sightline</title>');
  }
  return pageDir;
}

/** The app in browser mode on a free port over `game`; `options` adds to or replaces its options. Closed when the calling test ends. */
async function startedOn(game: Awaited<ReturnType<typeof openCampaignFile>>, options: Partial<SightlineOptions>): Promise<SightlineApp> {
  const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir: appPageDir(), port: 0, ...options });
  onTestFinished(() => app.close());
  return app;
}

/** The app (see `startedOn`) over campaign file `file`, the demo game put in it when the file is new. Call it inside a test. */
export async function startDemoAppOn(file: string, options: Partial<SightlineOptions> = {}): Promise<SightlineApp> {
  const initial = trainingGroundState();
  return startedOn(await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial }), options);
}

/** The app (see `startedOn`) over a fresh campaign file holding the demo game. Call it inside a test. */
export const startDemoApp = (options: Partial<SightlineOptions> = {}): Promise<SightlineApp> => startDemoAppOn(join(tempDir(), 'club.sqlite'), options);

/** What `npm start` does: the app (see `startedOn`) over the default game of campaign file `file` (the one open last). Call it inside a test. */
export async function startDefaultApp(file: string, options: Partial<SightlineOptions> = {}): Promise<SightlineApp> {
  return startedOn(await openDefaultGame(['--db', file], {}), options);
}

/** An umpire API method called on the app, its answer as `T`; a refusal rejects with the API's error. */
export const call = async <T = unknown>(app: SightlineApp, method: string, params: unknown = {}): Promise<T> => (await callUmpire(app.host, app, method, params)) as T;
