import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import { beforeEach, describe, expect, it } from 'vitest';
import { SightlineApp } from '../app/sightline-app';
import { scenarioInSetup } from '../host/test-support/commando-host';
import { memoryPersistence, post, useHttpApp } from './test-support/http-app';
import { sseData } from './test-support/sse';

const fx = useHttpApp();
const staticDir = fx.staticDir;
let app: SightlineApp;
let base: string;
beforeEach(() => ({ app, base } = fx));

describe('HTTP transport: the renderer files', () => {
  it('serves the one assets folder whether the page asks from / or, with a relative base, from /player/<side> (the Electron build)', async () => {
    for (const url of ['/assets/index-abc.js', '/player/assets/index-abc.js', '/player/commando/assets/index-abc.js']) {
      const res = await fetch(`${base}${url}`);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/javascript/);
      expect(await res.text()).toBe('export const sightline = 1;');
    }
    expect((await fetch(`${base}/player/assets/missing.js`)).status).toBe(404);
    expect(await (await fetch(`${base}/player/commando`)).text()).toContain('<title>Sightline</title>');
  });
});

describe('HTTP transport: tokens and audiences', () => {
  it('serves the umpire view to the umpire token only', async () => {
    const ok = await post(`${base}/api/umpire/getView`, app.tokens.umpire);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { kind: string }).kind).toBe('umpire');

    expect((await post(`${base}/api/umpire/getView`, undefined)).status).toBe(401);
    expect((await post(`${base}/api/umpire/getView`, 'not-a-token')).status).toBe(401);
    // A player's token is not an umpire token.
    expect((await post(`${base}/api/umpire/getView`, app.tokens.sideToken('commando'))).status).toBe(401);
    expect((await post(`${base}/api/umpire/command`, app.tokens.sideToken('defender'), { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 1, row: 1 } } })).status).toBe(401);
  });

  it("gives a side's token that side's projection and nothing of the enemy it has not observed", async () => {
    const res = await post(`${base}/api/player/getView`, app.tokens.sideToken('commando'));
    expect(res.status).toBe(200);
    const text = await res.text();
    const view = JSON.parse(text) as { kind: string; side: { id: string }; ownMen: { id: string }[]; enemies: unknown[] };
    expect(view.kind).toBe('player');
    expect(view.side.id).toBe('commando');
    expect(view.ownMen.map((m) => m.id).sort()).toEqual(['c1', 'c2', 'c3']);
    expect(view.enemies).toEqual([]);
    for (const hidden of ['d1', 'd2', 'd3', 'Guard Brandt', 'Guard Keller', 'Guard Vogt']) expect(text).not.toContain(hidden);
    expect((await post(`${base}/api/player/getView`, undefined)).status).toBe(401);
    expect((await post(`${base}/api/player/getView`, app.tokens.umpire)).status).toBe(401);
  });

  it('refuses parameters that break the contract, naming the field', async () => {
    const res = await post(`${base}/api/umpire/command`, app.tokens.umpire, { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 'x', row: 1 } } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/command\.square\.col/);
    expect((await post(`${base}/api/umpire/noSuchThing`, app.tokens.umpire)).status).toBe(404);
    // A body that claims to be JSON and is not (a body of another type is refused before it is read: http-requests.test.ts).
    const bad = await fetch(`${base}/api/umpire/getView`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${app.tokens.umpire}` }, body: '{not json' });
    expect(bad.status).toBe(400);
  });

  it('returns a rule error with its Case for an illegal command, and changes nothing', async () => {
    const before = await (await post(`${base}/api/umpire/getView`, app.tokens.umpire)).json();
    const res = await post(`${base}/api/umpire/command`, app.tokens.umpire, { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 41, row: 1 } } });
    const outcome = (await res.json()) as { ok: boolean; error: { code: string; caseRef: string } };
    expect(outcome.ok).toBe(false);
    expect(outcome.error.caseRef).toBe('Case 3.7');
    expect(await (await post(`${base}/api/umpire/getView`, app.tokens.umpire)).json()).toEqual(before);
  });

  it('refuses a loopback request whose Host header is not loopback (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: app.port, path: '/api/umpire/getView', method: 'POST', headers: { Host: 'evil.example', Authorization: `Bearer ${app.tokens.umpire}` } },
        (res) => resolve(res.statusCode ?? 0),
      );
      req.on('error', reject);
      req.end('{}');
    });
    expect(status).toBe(403);
  });
});

describe('HTTP transport: the LAN listener serves players only', () => {
  it('never answers the umpire API, even with the umpire token, and wants a side token for players', async () => {
    const session = await app.setLan(true);
    expect(session.lan.enabled).toBe(true);
    const lan = `http://127.0.0.1:${session.lan.port}`;
    expect((await post(`${lan}/api/umpire/getView`, app.tokens.umpire)).status).toBe(403);
    expect((await post(`${lan}/api/umpire/command`, undefined, { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 2, row: 2 } } })).status).toBe(403);
    expect((await post(`${lan}/api/player/getView`, undefined)).status).toBe(401);
    const ok = await post(`${lan}/api/player/getView`, app.tokens.sideToken('defender'));
    expect(ok.status).toBe(200);
    expect((await fetch(`${lan}/umpire`)).status).toBe(403);
    expect((await fetch(`${lan}/player/defender`)).status).toBe(200);
    expect(session.players.every((p) => p.lanUrls.every((u) => u.startsWith(`http://127.0.0.1:${session.lan.port}/player/`)))).toBe(true);
    await app.setLan(false);
    await expect(fetch(`${lan}/api/player/getView`, { method: 'POST' })).rejects.toThrow();
  });
});

describe('HTTP transport: pushes', () => {
  it("streams a side's new projection when the umpire records an observation", async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/player/events?token=${app.tokens.sideToken('commando')}`, { signal: controller.signal });
    const events = sseData(res.body!);
    let held: { enemies: { id: string; current: boolean }[] } = { enemies: [] };
    const next = async (): Promise<{ enemies: { id: string; current: boolean }[] }> => {
      // The whole view first, then patches of it (issue 13).
      const msg = JSON.parse(await events.next()) as { type: 'view' | 'patch'; view?: { enemies: { id: string; current: boolean }[] }; ops?: Operation[] };
      held = msg.type === 'view' ? msg.view! : (applyPatch(deepClone(held) as object, msg.ops!, true, false).newDocument as typeof held);
      return held;
    };
    expect((await next()).enemies).toEqual([]);
    await post(`${base}/api/umpire/command`, app.tokens.umpire, { command: { type: 'umpire/record-observation', observerId: 'c1', targetId: 'd3' } });
    const after = await next();
    expect(after.enemies.map((e) => [e.id, e.current])).toEqual([['d3', true]]);
    controller.abort();
  });
});

describe('HTTP transport: the umpire tools over the log', () => {
  const place = (col: number) => ({ command: { type: 'umpire/place-man', manId: 'c1', square: { col, row: 6 } } });

  it('undo, redo, rewind, audit and replay answer the umpire token only', async () => {
    const u = app.tokens.umpire;
    expect(((await (await post(`${base}/api/umpire/command`, u, place(18))).json()) as { seqs: number[] }).seqs).toEqual([1]);
    await post(`${base}/api/umpire/command`, u, place(19));
    const undone = (await (await post(`${base}/api/umpire/undo`, u, {})).json()) as { rewindSeq: number; reverted: number[] };
    expect(undone).toMatchObject({ rewindSeq: 3, reverted: [2] });
    expect(((await (await post(`${base}/api/umpire/redo`, u)).json()) as { seqs: number[] }).seqs).toEqual([4]);
    const audit = (await (await post(`${base}/api/umpire/audit`, u)).json()) as { events: { seq: number; revertedBy: number | null }[]; entries: { kind: string }[] };
    expect(audit.events.map((e) => [e.seq, e.revertedBy])).toEqual([
      [1, null],
      [2, 3],
      [3, null],
      [4, null],
    ]);
    expect(audit.entries.map((e) => e.kind)).toEqual(['command', 'command', 'rewind', 'rewind-seen', 'redo']);
    const frame = (await (await post(`${base}/api/umpire/replayAt`, u, { seq: 2, viewer: { kind: 'side', side: 'commando' } })).json()) as {
      revertedBy: number;
      view: { ownMen: { id: string; square: unknown }[] };
    };
    expect(frame.revertedBy).toBe(3);
    expect(frame.view.ownMen.find((m) => m.id === 'c1')!.square).toEqual({ col: 19, row: 6 });
    expect((await (await post(`${base}/api/umpire/rewindTo`, u, { seq: 0 })).json()) as { reverted: number[] }).toMatchObject({ reverted: [1, 4] });

    for (const method of ['undo', 'redo', 'rewindTo', 'audit', 'replayAt', 'setDiceMode', 'provideDice', 'pendingDice', 'finishGame', 'exportGame', 'importGame', 'report', 'archive', 'backupCampaign', 'restoreCampaign', 'openCampaign']) {
      expect((await post(`${base}/api/umpire/${method}`, app.tokens.sideToken('commando'), {})).status, method).toBe(401);
    }
  });

  it('refuses bad parameters by name, and says when a tool needs a campaign database', async () => {
    const u = app.tokens.umpire;
    const bad = await post(`${base}/api/umpire/rewindTo`, u, { seq: -1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^seq:/);
    const viewer = await post(`${base}/api/umpire/replayAt`, u, { seq: 0, viewer: { kind: 'side', side: 'martians' } });
    expect(viewer.status).toBe(400);
    expect(((await viewer.json()) as { message: string }).message).toMatch(/No side "martians"/);
    const nothing = await post(`${base}/api/umpire/undo`, u, {});
    expect(nothing.status).toBe(400);
    expect(((await nothing.json()) as { message: string }).message).toMatch(/Nothing to undo/);
    const noDb = await post(`${base}/api/umpire/exportGame`, u, {});
    expect(noDb.status).toBe(400);
    expect(((await noDb.json()) as { message: string }).message).toMatch(/campaign database/);
  });

  it('physical dice over HTTP: the mode switch, then a command that rolls nothing commits at once', async () => {
    const u = app.tokens.umpire;
    expect(await (await post(`${base}/api/umpire/setDiceMode`, u, { mode: 'physical' })).json()).toEqual({ diceMode: 'physical', changed: true });
    expect(await (await post(`${base}/api/umpire/pendingDice`, u)).json()).toBeNull();
    expect(((await (await post(`${base}/api/umpire/command`, u, place(18))).json()) as { ok: boolean }).ok).toBe(true);
    expect((await post(`${base}/api/umpire/provideDice`, u, { faces: [11] })).status).toBe(400);
    // A face no die shows (a d20 is the largest) is refused at the door.
    expect((await post(`${base}/api/umpire/provideDice`, u, { faces: [21] })).status).toBe(400);
  });

  it('the player API is exactly getView and deploy, and the LAN never reaches the new umpire methods', async () => {
    for (const method of ['undo', 'audit', 'replayAt', 'exportGame', 'report']) {
      expect((await post(`${base}/api/player/${method}`, app.tokens.sideToken('commando'), {})).status, method).toBe(404);
    }
    const session = await app.setLan(true);
    const lan = `http://127.0.0.1:${session.lan.port}`;
    for (const method of ['undo', 'audit', 'exportGame', 'restoreCampaign']) {
      expect((await post(`${lan}/api/umpire/${method}`, app.tokens.umpire, {})).status, method).toBe(403);
    }
    await app.setLan(false);
  });
});

describe('HTTP transport: the catalogue and game switching are the umpire’s alone', () => {
  const catalogueMethods = ['listScenarios', 'getScenario', 'listMaps', 'getMap', 'saveMap', 'deleteMap', 'listTables', 'getTable', 'saveTable', 'deleteTable', 'listGames', 'newGame', 'openGame', 'currentGame'];
  const params: Record<string, unknown> = {
    getScenario: { id: 'raid-on-entebbe' },
    getMap: { id: 'commando-j' },
    saveMap: { file: { version: 1 } },
    deleteMap: { id: 'x' },
    getTable: { id: 'village-edge' },
    saveTable: { file: { version: 1 } },
    deleteTable: { id: 'x' },
    newGame: { scenarioId: 'raid-on-entebbe' },
    openGame: { gameId: 'x' },
  };

  it('refuses every new method with a side token, and answers the umpire token', async () => {
    for (const method of catalogueMethods) {
      for (const side of ['commando', 'defender']) {
        expect((await post(`${base}/api/umpire/${method}`, app.tokens.sideToken(side), params[method] ?? {})).status, `${method} ${side}`).toBe(401);
      }
      expect((await post(`${base}/api/player/${method}`, app.tokens.sideToken('commando'), params[method] ?? {})).status, method).toBe(404);
    }
    const current = await post(`${base}/api/umpire/currentGame`, app.tokens.umpire);
    expect(current.status).toBe(200);
    expect(((await current.json()) as { sides: { id: string }[] }).sides.map((s) => s.id)).toEqual(['commando', 'defender']);
    // This app keeps its game in memory, not in a campaign database: the catalogue says so.
    const list = await post(`${base}/api/umpire/listScenarios`, app.tokens.umpire);
    expect(list.status).toBe(400);
    expect(((await list.json()) as { message: string }).message).toMatch(/campaign database/);
    const bad = await post(`${base}/api/umpire/newGame`, app.tokens.umpire, { scenarioId: 'raid-on-entebbe', endurance: 'heroic' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/^endurance:/);
  });

  it('never answers them on the LAN listener, even with the umpire token', async () => {
    const session = await app.setLan(true);
    const lan = `http://127.0.0.1:${session.lan.port}`;
    for (const method of catalogueMethods) {
      expect((await post(`${lan}/api/umpire/${method}`, app.tokens.umpire, params[method] ?? {})).status, method).toBe(403);
      expect((await post(`${lan}/api/umpire/${method}`, app.tokens.sideToken('defender'), params[method] ?? {})).status, method).toBe(403);
    }
    await app.setLan(false);
  });
});

describe('HTTP transport: a side deploys its own men in set-up (Case 38.4)', () => {
  it("Case 38.4: a side's token deploys its own man, on the LAN too; never the enemy's, never by the umpire's command route", async () => {
    const setup = await SightlineApp.start({ mode: 'browser', persistence: memoryPersistence(), initial: scenarioInSetup('39-raid-on-entebbe', 'j'), staticDir, port: 0, lanHost: '127.0.0.1' });
    try {
      const at = `http://127.0.0.1:${setup.port}`;
      const ugandans = setup.tokens.sideToken('ugandans');
      const israelis = setup.tokens.sideToken('israelis');
      const { map } = setup.host.current;
      // Case 39.6: Zones 3 and 4 take one Ugandan each.
      const clearIn = (zone: number) => map.zones.find((z) => z.id === zone)!.squares.find((q) => map.squares[(q.row - 1) * map.width + (q.col - 1)]!.terrain === 'clear')!;
      const square = clearIn(3);
      const ok = await post(`${at}/api/player/deploy`, ugandans, { manId: 'ugandans-a', square });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { ok: boolean }).ok).toBe(true);
      expect(setup.host.current.men['ugandans-a']!.square).toEqual(square);
      // The same over the LAN listener: the player API is served there.
      const session = await setup.setLan(true);
      const lan = `http://127.0.0.1:${session.lan.port}`;
      const overLan = await post(`${lan}/api/player/deploy`, ugandans, { manId: 'ugandans-b', square: clearIn(4) });
      expect(overLan.status).toBe(200);
      expect(((await overLan.json()) as { ok: boolean }).ok).toBe(true);
      // The enemy's man, an unknown man, a smuggled command field, the umpire's command method: all refused.
      const enemy = await post(`${at}/api/player/deploy`, israelis, { manId: 'ugandans-a', square });
      expect(enemy.status).toBe(403);
      const nobody = await post(`${at}/api/player/deploy`, israelis, { manId: 'ugandans-zz', square });
      expect(nobody.status).toBe(403);
      expect(((await nobody.json()) as { message: string }).message).toBe(((await (await post(`${at}/api/player/deploy`, israelis, { manId: 'ugandans-a', square })).json()) as { message: string }).message);
      expect((await post(`${at}/api/player/deploy`, ugandans, { manId: 'ugandans-c', square, type: 'setup/start' })).status).toBe(400);
      expect((await post(`${at}/api/player/command`, ugandans, { command: { type: 'setup/start' } })).status).toBe(404);
      expect((await post(`${at}/api/umpire/command`, ugandans, { command: { type: 'setup/start' } })).status).toBe(401);
      expect(setup.host.liveEvents().map((e) => e.type)).toEqual(['man-deployed', 'man-deployed']);
      await setup.setLan(false);
    } finally {
      await setup.close();
    }
  });
});
