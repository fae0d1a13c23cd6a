import { EventEmitter } from 'node:events';
import { mkdtempSync } from 'node:fs';
import type { Server, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { UmpireShell } from '../host/api-service';
import { GameHost } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
import { SharedScreen } from '../host/shared-screen';
import { trainingGroundState } from '../app/demo-game';
import { observe, place, UMPIRE, type CommandoHost } from '../host/test-support/commando-host';
import { closeServer, createHttpListener, listen } from './http-transport';
import { sseData } from './test-support/sse';
import { TokenRegistry } from './tokens';
import { PatchStream, viewShape } from './view-stream';

// Issue 13: the umpire's and the shared screen's streams, like a side's, send
// the whole view (and its map) once, then patches without the map; a game
// switch sends the new map; a stalled client is sent the whole view on drain.

let server: Server;
let base: string;
let tokens: TokenRegistry;
let host: CommandoHost;
let screen: SharedScreen<ReturnType<CommandoHost['playerView']>>;
const aborts: AbortController[] = [];

beforeEach(async () => {
  host = new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), { append: () => undefined });
  screen = new SharedScreen(host);
  tokens = new TokenRegistry(host.sides().map((s) => s.id));
  const shell: UmpireShell = {
    session: () => ({ mode: 'browser', databasePath: ':memory:', lan: { enabled: false }, players: [] }),
    setLan: async () => shell.session(),
    openPlayerWindow: async () => ({ opened: false, url: '' }),
    sharedScreen: screen as unknown as UmpireShell['sharedScreen'],
  };
  server = createHttpListener('loopback', { host, shell, tokens, staticDir: mkdtempSync(join(tmpdir(), 'sightline-umpire-stream-')) });
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterEach(async () => {
  for (const a of aborts.splice(0)) a.abort();
  await closeServer(server);
});

type Doc = Record<string, unknown> & { version: number; map?: unknown };
type Msg = { type: 'view'; view: Doc } | { type: 'screen'; push: { curtain: boolean; view?: Doc } } | { type: 'patch'; base: number; version: number; ops: Operation[] };

async function messages(path: string): Promise<{ next(): Promise<{ text: string; msg: Msg }> }> {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await fetch(`${base}${path}`, { signal: abort.signal });
  expect(res.status).toBe(200);
  const events = sseData(res.body!);
  return {
    async next() {
      const text = await events.next();
      return { text, msg: JSON.parse(text) as Msg };
    },
  };
}

/** The view a patch makes of the one held (its map kept). */
function patched(held: Doc, ops: Operation[]): Doc {
  const { map, ...rest } = held;
  return { ...(applyPatch(deepClone(rest) as object, ops, true, false).newDocument as Doc), map };
}

const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe("the umpire's stream: the whole view once, then patches (issue 13)", () => {
  it('sends the map once per game: patches without it after each command, the whole view again when another game is loaded', async () => {
    const s = await messages(`/api/umpire/events?token=${encodeURIComponent(tokens.umpire)}`);
    const first = await s.next();
    if (first.msg.type !== 'view') throw new Error('expected a whole view first');
    expect(first.msg.view).toHaveProperty('map');
    let held = first.msg.view;
    const texts: string[] = [first.text];
    for (let i = 0; i < 4; i++) {
      host.command(UMPIRE, i === 1 ? observe('d1', 'c2') : place('d1', 10 + i, 10));
      const m = await s.next();
      texts.push(m.text);
      if (m.msg.type !== 'patch') throw new Error(`expected a patch, not ${m.text.slice(0, 60)}`);
      expect(m.msg.base).toBe(held.version);
      expect(m.text).not.toContain('"squares"');
      expect(m.text.length * 10).toBeLessThan(first.text.length);
      held = patched(held, m.msg.ops);
      expect(held).toEqual(json(host.umpireView(UMPIRE)));
    }
    // A game switch: a new map goes whole, once.
    host.load(trainingGroundState(), new ScriptedDice([]), new MemoryGameLog());
    const switched = await s.next();
    if (switched.msg.type !== 'view') throw new Error('a game switch sends the whole view');
    expect(switched.msg.view).toEqual(json(host.umpireView(UMPIRE)));
    host.command(UMPIRE, place('d1', 12, 12));
    const after = await s.next();
    expect(after.msg.type).toBe('patch');
    texts.push(switched.text, after.text);
    expect(texts.filter((t) => t.includes('"squares"'))).toHaveLength(2);
  });
});

describe("the shared screen's stream: the curtain and each reveal whole, patches while a side is shown (issue 13)", () => {
  it('patches the shown side\u2019s view without the map; a new curtain and a new reveal go whole', async () => {
    const s = await messages(`/api/screen/events?token=${encodeURIComponent(tokens.screen)}`);
    expect((await s.next()).text).toBe('{"type":"screen","push":{"curtain":true}}');
    screen.handOver('defender');
    expect((await s.next()).text).toBe('{"type":"screen","push":{"curtain":true,"next":"Guards"}}');
    screen.reveal();
    const shown = await s.next();
    if (shown.msg.type !== 'screen' || !shown.msg.push.view) throw new Error('expected the revealed side whole');
    expect(shown.text).toContain('"squares"');
    host.command(UMPIRE, observe('d1', 'c2'));
    const p = await s.next();
    if (p.msg.type !== 'patch') throw new Error('expected a patch');
    expect(p.text).not.toContain('"squares"');
    expect(p.msg.base).toBe(shown.msg.push.view.version);
    expect({ ...shown.msg.push, view: patched(shown.msg.push.view, p.msg.ops) }).toEqual(json(screen.current()));
    screen.handOver('commando');
    expect((await s.next()).text).toBe('{"type":"screen","push":{"curtain":true,"next":"Commandos"}}');
    screen.reveal();
    const again = await s.next();
    expect(again.msg.type).toBe('screen');
    expect(again.text).toContain('"squares"');
  });
});

/** A response whose socket holds `writableLength` bytes unsent (set by the test). */
class FakeResponse extends EventEmitter {
  writableLength = 0;
  readonly writableEnded = false;
  readonly destroyed = false;
  readonly sent: string[] = [];
  write(chunk: string): boolean {
    this.sent.push(chunk);
    return true;
  }
}

describe('a stalled umpire stream (issue 13)', () => {
  it('queues nothing past the limit, and sends the latest whole view when the client reads again (the client resyncs on the gap)', () => {
    const res = new FakeResponse();
    const stream = new PatchStream(res as unknown as ServerResponse, () => host.umpireView(UMPIRE), viewShape(), 1000);
    stream.start(host.umpireView(UMPIRE));
    host.subscribeUmpire(UMPIRE, (v) => stream.push(v));
    host.command(UMPIRE, place('d1', 10, 10));
    expect(res.sent.map((t) => (JSON.parse(t.slice(6)) as Msg).type)).toEqual(['view', 'patch']);
    res.writableLength = 5000;
    for (let i = 0; i < 10; i++) host.command(UMPIRE, place('d1', 11 + (i % 2), 10));
    expect(stream.stalled).toBe(true);
    expect(res.sent).toHaveLength(2);
    res.writableLength = 0;
    res.emit('drain');
    const last = JSON.parse(res.sent.at(-1)!.slice(6)) as Msg;
    expect(last).toEqual(json({ type: 'view', view: host.umpireView(UMPIRE) }));
    expect(stream.stalled).toBe(false);
    expect(stream.mapsSent).toBe(2);
  });
});
