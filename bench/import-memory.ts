/**
 * Memory of one large game import over HTTP (issue 14, failure 6: "a 50 MB import under the 64 MB limit
 * costs +210 MB of memory for one request").
 *
 * A browser-mode app on a temporary campaign exports its game; the file is grown to about 50 MB with
 * audit rows whose detail is padded under its cap (4 MB each), which is valid and imports. The request
 * body ({"json": "<the file>"}) is built before measuring; then one POST /api/umpire/importGame, and the
 * process's peak resident set during it (Linux VmHWM, reset just before through /proc/self/clear_refs)
 * over the resident set just before it is the request's cost. Linux only. Run:
 *
 *   TSX_TSCONFIG_PATH=tsconfig.node.json node --expose-gc --import tsx bench/import-memory.ts
 *   (SIGHTLINE_IMPORT_MB=20 for another size)
 *
 * Then the same import in its phases, each from a collected heap: reading the body back from its temporary
 * file and parsing the {"json": …} envelope (readJsonViaFile), parsing and checking the game file
 * (parseGameFile), and the import itself (which parses again, then writes). docs/host.md, "Requests", reads
 * the numbers.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCampaignFile } from '../src/main/app/campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from '../src/main/app/demo-game';
import { SightlineApp } from '../src/main/app/sightline-app';
import { parseGameFile } from '../src/main/archive/import-game';
import { callUmpire } from '../src/main/host/api-service';

const targetMb = Number(process.env['SIGHTLINE_IMPORT_MB'] ?? '50');
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
/** A field of /proc/self/status, in bytes. */
const resetPeak = (): number => {
  gc();
  gc();
  writeFileSync('/proc/self/clear_refs', '5'); // resets VmHWM to the current resident set
  return status('VmRSS');
};
const status = (field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))![1]) * 1024;

function post(port: number, token: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/umpire/importGame', method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': body.length } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-import-memory-'));
  const staticDir = dir;
  writeFileSync(join(dir, 'index.html'), '');
  try {
    const initial = trainingGroundState();
    const game = await openCampaignFile(join(dir, 'club.sqlite'), { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
    const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0 });
    try {
      const exported = (await callUmpire(app.host, app, 'exportGame', {})) as { text: string };
      const file = JSON.parse(exported.text) as { game: { id: string }; initial: { gameId: string }; audit: unknown[] };
      file.game.id = 'imported-large';
      file.initial.gameId = 'imported-large';
      const pad = 4 * 1024 * 1024 - 1024;
      const rows = Math.max(1, Math.round((targetMb * 1024 * 1024) / pad));
      for (let i = 0; i < rows; i++) file.audit.push({ seq: null, kind: 'note', detail: { note: `${i}:${'x'.repeat(pad)}` }, createdAt: '2026-01-01T00:00:00.000Z' });
      let body: Buffer | undefined = Buffer.from(JSON.stringify({ json: JSON.stringify(file) }), 'utf8');
      file.audit.length = 0;
      const size = body.length;
      const port = Number(new URL(app.umpireUrl).port);
      const token = new URL(app.umpireUrl).searchParams.get('token')!;
      const before = process.memoryUsage();
      const rssBefore = resetPeak();
      const started = Date.now();
      const answer = await post(port, token, body);
      body = undefined;
      const peak = status('VmHWM');
      console.log(`import of ${mb(size)} MB (${rows} padded audit rows): HTTP ${answer.status} ${answer.text.slice(0, 120)} in ${Date.now() - started} ms`);
      console.log(`rss before ${mb(rssBefore)} MB (heap ${mb(before.heapUsed)} MB, external ${mb(before.external)} MB); peak rss during the request ${mb(peak)} MB`);
      console.log(`cost of the request: +${mb(peak - rssBefore)} MB`);

      // The phases, from a collected heap each.
      file.game.id = 'imported-phases';
      file.initial.gameId = 'imported-phases';
      for (let i = 0; i < rows; i++) file.audit.push({ seq: null, kind: 'note', detail: { note: `${i}:${'x'.repeat(pad)}` }, createdAt: '2026-01-01T00:00:00.000Z' });
      writeFileSync(join(dir, 'body.json'), JSON.stringify({ json: JSON.stringify(file) }));
      file.audit.length = 0;
      let base = resetPeak();
      const params = JSON.parse(await readFile(join(dir, 'body.json'), 'utf8')) as { json: string };
      console.log(`phase 1, read back the body (${mb(size)} MB) and parse the envelope: +${mb(status('VmHWM') - base)} MB peak`);
      base = resetPeak();
      parseGameFile(params.json);
      console.log(`phase 2, parse and check the game file: +${mb(status('VmHWM') - base)} MB peak`);
      base = resetPeak();
      app.importGame(params.json);
      console.log(`phase 3, the import (parse again, write in one transaction): +${mb(status('VmHWM') - base)} MB peak`);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
