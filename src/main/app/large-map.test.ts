import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { tempDir } from '../db/test-helpers';
import { MAX_MAP_BODY } from '../http/http-transport';
import { openCampaignFile } from './campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import { SightlineApp } from './sightline-app';

const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sightline</title>');

/** Map A with every wooded square traced symbol by symbol: the size a map traced from the printed board reaches. */
function tracedMap(): Record<string, unknown> {
  const map = JSON.parse(readFileSync(new URL('../../../assets/maps/a.json', import.meta.url), 'utf8')) as { trees: { at: string }[] };
  const trees = map.trees.map(({ at }, n) => ({
    at,
    symbols: Array.from({ length: 20 }, (_, i) => ({ x: 0.05 + 0.045 * i + n * 1e-7, y: 0.5 + 0.02 * Math.sin(i + n), r: 0.02 + 0.0001 * i })),
  }));
  return { ...map, id: 'traced-a', name: 'Map A, traced', trees };
}

describe('large maps (issue 14, failure 8)', () => {
  it('saves a traced map of over 256 KB through the HTTP API', async () => {
    const initial = trainingGroundState();
    const game = await openCampaignFile(join(tempDir(), 'club.sqlite'), { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
    const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0 });
    onTestFinished(() => app.close());
    const body = JSON.stringify({ file: tracedMap() });
    expect(body.length).toBeGreaterThan(256 * 1024);
    expect(body.length).toBeLessThan(MAX_MAP_BODY);
    const res = await fetch(`http://127.0.0.1:${app.port}/api/umpire/saveMap`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.tokens.umpire}` },
      body,
    });
    const answer = (await res.json()) as { ok?: boolean; map?: { id: string; name: string }; errors?: unknown };
    expect(res.status, JSON.stringify(answer).slice(0, 500)).toBe(200);
    expect(answer.ok, JSON.stringify(answer).slice(0, 500)).toBe(true);
    expect(answer.map?.name).toBe('Map A, traced');
  });
});
