import { mkdtempSync } from 'node:fs';
import { get, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { UmpireShell } from '../host/api-service';
import { GameHost } from '../host/game-host';
import { trainingGroundState } from '../app/demo-game';
import { observe, place, UMPIRE, type CommandoHost } from '../host/test-support/commando-host';
import { closeServer, createHttpListener, listen } from './http-transport';
import { sseData } from './test-support/sse';
import { TokenRegistry } from './tokens';

// Issue 13: a side's stream sends the whole view once, then patches of its
// own projection (no map); a client that stops reading costs bounded memory.

let server: Server;
let base: string;
let tokens: TokenRegistry;
let host: CommandoHost;
const aborts: AbortController[] = [];
const raw: IncomingMessage[] = [];

beforeEach(async () => {
  host = new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), { append: () => undefined });
  tokens = new TokenRegistry(host.sides().map((s) => s.id));
  const shell: UmpireShell = {
    session: () => ({ mode: 'browser', databasePath: ':memory:', lan: { enabled: false }, players: [] }),
    setLan: async () => shell.session(),
    openPlayerWindow: async () => ({ opened: false, url: '' }),
  };
  server = createHttpListener('loopback', { host, shell, tokens, staticDir: mkdtempSync(join(tmpdir(), 'sightline-stream-static-')) });
  base = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
});
afterEach(async () => {
  for (const a of aborts.splice(0)) a.abort();
  for (const r of raw.splice(0)) r.destroy();
  await closeServer(server);
});

// A real collection before each measure, so that garbage is not counted as held.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

type Msg = { type: 'view'; view: Record<string, unknown> & { version: number } } | { type: 'patch'; base: number; version: number; ops: Operation[] };

async function messages(path: string): Promise<{ next(): Promise<{ text: string; msg: Msg }> }> {
  const abort = new AbortController();
  aborts.push(abort);
  const res = await fetch(`${base}${path}`, { signal: abort.signal });
  const events = sseData(res.body!);
  return {
    async next() {
      const text = await events.next();
      return { text, msg: JSON.parse(text) as Msg };
    },
  };
}

describe("a side's stream: patches of its own projection (issue 13)", () => {
  it('the whole view (with its map) on connecting, then a small patch without the map that turns it into the new view', async () => {
    const s = await messages(`/api/player/events?token=${encodeURIComponent(tokens.sideToken('defender'))}`);
    const first = await s.next();
    if (first.msg.type !== 'view') throw new Error('expected a whole view first');
    expect(first.msg.view).toHaveProperty('map');
    host.command(UMPIRE, observe('d1', 'c2'));
    const second = await s.next();
    if (second.msg.type !== 'patch') throw new Error('expected a patch');
    expect(second.msg).toMatchObject({ base: first.msg.view.version, version: first.msg.view.version + 1 });
    expect(second.text).not.toContain('"squares"');
    expect(second.text.length * 20).toBeLessThan(first.text.length);
    const { map, ...rest } = first.msg.view;
    const applied = { ...applyPatch(deepClone(rest) as object, second.msg.ops, true, false).newDocument, map };
    expect(applied).toEqual(JSON.parse(JSON.stringify(host.playerView({ kind: 'player', side: 'defender' }, 'defender'))));
  });

  it('20 streams whose clients stop reading, and 2,000 commands: the server holds under 20 MB more, and a reading client still follows', async () => {
    const token = encodeURIComponent(tokens.sideToken('defender'));
    await Promise.all(
      Array.from({ length: 20 }, () => new Promise<void>((resolve) => {
        get(`${base}/api/player/events?token=${token}`, { agent: false }, (res) => {
          raw.push(res);
          res.pause(); // never read again
          resolve();
        });
      })),
    );
    const reader = await messages(`/api/player/events?token=${token}`);
    const first = await reader.next();
    const used = () => {
      const m = process.memoryUsage();
      return m.heapUsed + m.external + m.arrayBuffers;
    };
    gc();
    const before = used();
    for (let i = 0; i < 2000; i++) {
      host.command(UMPIRE, place('d1', 10 + (i % 2), 10));
      if (i % 100 === 99) await new Promise((r) => setImmediate(r));
    }
    await new Promise((r) => setTimeout(r, 50));
    gc();
    const grown = used() - before;
    expect(grown).toBeLessThan(20 * 1024 * 1024);
    // The reading client is still in step: whatever it got last is the current view.
    let last = first.msg.type === 'view' ? first.msg.view : null;
    for (;;) {
      const m = await reader.next();
      if (m.msg.type === 'view') last = m.msg.view;
      else {
        const { map, ...rest } = last!;
        last = { ...(applyPatch(deepClone(rest) as object, m.msg.ops, true, false).newDocument as typeof rest), map };
      }
      if (last.version === host.playerView({ kind: 'player', side: 'defender' }, 'defender').version) break;
    }
    expect(last).toEqual(JSON.parse(JSON.stringify(host.playerView({ kind: 'player', side: 'defender' }, 'defender'))));
  });
});
