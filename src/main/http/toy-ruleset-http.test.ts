import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { UmpireShell } from '../host/api-service';
import { GameHost } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
import { toyGame, toyRuleset, type ToyCommand, type ToyEvent, type ToySideView, type ToyState, type ToyUmpireView } from '../host/test-support/toy-ruleset';
import { closeServer, createHttpListener, listen } from './http-transport';
import { sseData } from './test-support/sse';
import { TokenRegistry } from './tokens';

// The toy second ruleset end to end over the real HTTP transport: the umpire
// posts a command, the pushes come over Server-Sent Events to the umpire and
// to each side, and a side never receives the other side's secret.

let server: Server;
let base: string;
let tokens: TokenRegistry;
let host: GameHost<ToyState, ToyCommand, ToyEvent, ToyUmpireView, ToySideView>;
const streams: AbortController[] = [];

beforeEach(async () => {
  host = new GameHost(toyRuleset, toyGame(), new ScriptedDice([]), new MemoryGameLog<ToyState, ToyEvent>());
  tokens = new TokenRegistry(host.sides().map((s) => s.id));
  const shell: UmpireShell = {
    session: () => ({ mode: 'browser', databasePath: ':memory:', lan: { enabled: false }, players: [] }),
    setLan: async () => shell.session(),
    openPlayerWindow: async () => ({ opened: false, url: '' }),
  };
  server = createHttpListener('loopback', { host, shell, tokens, staticDir: mkdtempSync(join(tmpdir(), 'sightline-toy-static-')) });
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterEach(async () => {
  for (const s of streams.splice(0)) s.abort();
  await closeServer(server);
});

const post = (path: string, token: string, body: unknown = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

/** An SSE stream's messages, each as its raw text and parsed, in order. */
async function stream(path: string, token: string): Promise<{ next(): Promise<{ text: string; msg: { type: string; view: Record<string, unknown> } }> }> {
  const abort = new AbortController();
  streams.push(abort);
  const res = await fetch(`${base}${path}?token=${encodeURIComponent(token)}`, { signal: abort.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events = sseData(res.body!);
  let held: Record<string, unknown> = {};
  return {
    async next() {
      const text = await events.next();
      // A stream (a side's, the umpire's) sends patches of its view after the first (issue 13): the view they make is returned.
      const msg = JSON.parse(text) as { type: string; view: Record<string, unknown>; ops?: Operation[] };
      if (msg.type === 'patch') return { text, msg: { type: 'view', view: (held = applyPatch(deepClone(held) as object, msg.ops!, true, false).newDocument as Record<string, unknown>) } };
      if (msg.type === 'view') held = msg.view;
      return { text, msg };
    },
  };
}

describe('HTTP transport: a toy second ruleset end to end', () => {
  it('the umpire posts a toy command; the umpire and each side receive their own pushed view, and a side never the other side\u2019s secret', async () => {
    const umpire = await stream('/api/umpire/events', tokens.umpire);
    const red = await stream('/api/player/events', tokens.sideToken('red'));
    const blue = await stream('/api/player/events', tokens.sideToken('blue'));
    const umpireFirst = await umpire.next();
    expect(umpireFirst.msg.view).toMatchObject({ ruleset: 'toy', kind: 'umpire', counts: { red: 0, blue: 0 } });
    expect((await red.next()).msg.view).toMatchObject({ ruleset: 'toy', kind: 'side', side: 'red', count: 0, secret: 'red-secret-7431' });
    const blueFirst = await blue.next();
    expect(blueFirst.msg.view).toMatchObject({ ruleset: 'toy', kind: 'side', side: 'blue', count: 0, secret: 'blue-secret-9902' });

    for (let i = 1; i <= 2; i++) {
      const res = await post('/api/umpire/command', tokens.umpire, { command: { type: 'toy/tick', by: 'red' } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, version: i, events: 1, seqs: [i] });
    }
    const pushes = { umpire: [await umpire.next(), await umpire.next()], red: [await red.next(), await red.next()], blue: [blueFirst] };
    expect(pushes.umpire.map((p) => p.msg.view)).toMatchObject([{ counts: { red: 1, blue: 0 } }, { counts: { red: 2, blue: 0 } }]);
    expect(pushes.red.map((p) => p.msg.view)).toMatchObject([{ side: 'red', count: 1 }, { side: 'red', count: 2 }]);
    // Blue's projection did not change: it is sent nothing more, and its version counts its own view's changes (issue 13).
    expect(pushes.blue.map((p) => p.msg.view)).toMatchObject([{ count: 0, version: 1 }]);
    expect(pushes.red.map((p) => p.msg.view.version)).toEqual([2, 3]);
    for (const p of pushes.blue) expect(p.text).not.toContain('red-secret');
    for (const p of pushes.red) expect(p.text).not.toContain('blue-secret');
    // The umpire's stream sent both secrets whole once; its patches keep them in the view it follows.
    expect(umpireFirst.text).toContain('red-secret-7431');
    expect(umpireFirst.text).toContain('blue-secret-9902');
    expect(JSON.stringify(pushes.umpire[1]!.msg.view)).toContain('red-secret-7431');
    expect(JSON.stringify(pushes.umpire[1]!.msg.view)).toContain('blue-secret-9902');
  });

  it("parses commands with the toy's schema, and a side's token reaches neither the umpire's API nor actions the toy does not have", async () => {
    const commando = await post('/api/umpire/command', tokens.umpire, { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 1, row: 1 } } });
    expect(commando.status).toBe(400);
    expect(await commando.json()).toMatchObject({ error: 'bad-request' });
    expect((await post('/api/umpire/command', tokens.sideToken('blue'), { command: { type: 'toy/tick', by: 'blue' } })).status).toBe(401);
    expect((await post('/api/player/deploy', tokens.sideToken('blue'), { manId: 'x', square: { col: 1, row: 1 } })).status).toBe(404);
    const own = await post('/api/player/getView', tokens.sideToken('blue'));
    expect(own.status).toBe(200);
    const text = await own.text();
    expect(JSON.parse(text)).toMatchObject({ kind: 'side', side: 'blue', secret: 'blue-secret-9902' });
    expect(text).not.toContain('red-secret');
    const replay = await post('/api/umpire/replayAt', tokens.umpire, { seq: 0, viewer: { kind: 'side', side: 'red' } });
    expect(await replay.json()).toMatchObject({ seq: 0, kind: 'setup', view: { ruleset: 'toy', side: 'red', count: 0 } });
    expect(host.liveEvents()).toEqual([]);
  });
});
