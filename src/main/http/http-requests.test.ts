import { mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
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

/** One raw HTTP/1.1 exchange on its own socket: the status line, the headers, and whether the server closed the socket. */
function raw(head: string, body: Buffer | string = ''): Promise<{ status: number; headers: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(app.port, '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...rest] = text.split('\r\n\r\n')[0]!.split('\r\n');
      resolve({ status: Number(statusLine.split(' ')[1]), headers: rest.join('\n').toLowerCase(), closed: true });
    });
    socket.write(head);
    if (body.length) socket.write(body);
    // The server must close the socket itself; a keep-alive answer would hang here until the test times out.
  });
}

describe('HTTP: requests (issue 14, failures 5 and 6; issue 13)', () => {
  it('takes the token from the query only on an event stream', async () => {
    const q = `token=${encodeURIComponent(app.tokens.umpire)}`;
    expect((await post(`/api/umpire/getView?${q}`, undefined)).status).toBe(401);
    expect((await post(`/api/umpire/command?${q}`, undefined, { command: place(18) })).status).toBe(401);
    expect((await post(`/api/player/getView?token=${encodeURIComponent(app.tokens.sideToken('commando'))}`, undefined)).status).toBe(401);
    const controller = new AbortController();
    const stream = await fetch(`${base}/api/umpire/events?${q}`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/text\/event-stream/);
    controller.abort();
    expect(persistence.log).toHaveLength(0);
  });

  it('refuses a POST that is not JSON or comes from another origin; a same-origin or origin-less one with the bearer token passes', async () => {
    const t = app.tokens.umpire;
    const plain = await post('/api/umpire/command', t, { command: place(18) }, { 'Content-Type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect(((await plain.json()) as { message: string }).message).toMatch(/application\/json/);
    expect((await post('/api/umpire/command', t, { command: place(18) }, { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await post('/api/umpire/command', t, { command: place(18) }, { Origin: `http://127.0.0.1:${app.port + 1}` })).status).toBe(403);
    expect((await post('/api/player/getView', app.tokens.sideToken('commando'), {}, { Origin: 'http://evil.example' })).status).toBe(403);
    expect(persistence.log).toHaveLength(0);
    expect((await post('/api/umpire/command', t, { command: place(18) }, { Origin: base })).status).toBe(200);
    expect((await post('/api/umpire/command', t, { command: place(19) })).status).toBe(200);
    expect(persistence.log).toHaveLength(2);
  });

  it('answers an over-limit body 413 and closes the connection; the next request on a new socket works', async () => {
    const auth = `Authorization: Bearer ${app.tokens.umpire}\r\nContent-Type: application/json\r\nHost: 127.0.0.1:${app.port}\r\n`;
    const big = Buffer.alloc(300 * 1024, 0x20);
    const declared = await raw(`POST /api/umpire/getView HTTP/1.1\r\n${auth}Content-Length: ${big.length}\r\n\r\n`, big);
    expect(declared.status).toBe(413);
    expect(declared.headers).toMatch(/connection: close/);
    expect(declared.closed).toBe(true);
    // Chunked, with no length declared: refused as it passes the limit.
    const chunk = (b: Buffer) => Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]);
    const chunked = await raw(`POST /api/umpire/getView HTTP/1.1\r\n${auth}Transfer-Encoding: chunked\r\n\r\n`, Buffer.concat([chunk(big), Buffer.from('0\r\n\r\n')]));
    expect(chunked.status).toBe(413);
    expect(chunked.headers).toMatch(/connection: close/);
    expect((await post('/api/umpire/getView', app.tokens.umpire)).status).toBe(200);
  });

  it('gives a wrong-token 50 MB upload its 401 before reading the body, not a reset', async () => {
    const size = 50 * 1024 * 1024;
    const answer = await new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port: app.port, method: 'POST', path: '/api/umpire/importGame', headers: { 'Content-Type': 'application/json', 'Content-Length': size, Authorization: 'Bearer wrong' } });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        req.destroy();
      });
      req.on('error', reject);
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    expect(answer).toEqual({ status: 401, connection: 'close' });
  });

  it('checks the Host of the player API like the umpire API, and answers a malformed URL 400', async () => {
    const token = app.tokens.sideToken('commando');
    const viaRebinding = await raw(`POST /api/player/getView HTTP/1.1\r\nHost: evil.example:${app.port}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`);
    expect(viaRebinding.status).toBe(403);
    const malformed = await raw(`GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:${app.port}\r\n\r\n`);
    expect(malformed.status).toBe(400);
    expect((await fetch(`${base}/api/umpire/%E0%A4%A`)).status).toBe(400);
    expect((await post('/api/player/getView', token)).status).toBe(200);
  });
});
