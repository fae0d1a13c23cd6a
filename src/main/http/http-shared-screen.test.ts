import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SightlineApp } from '../app/sightline-app';
import { tempDir } from '../db/test-helpers';
import { post, useHttpApp } from './test-support/http-app';
import { sseData } from './test-support/sse';

// The shared second screen over HTTP (split from http-transport.test.ts, unchanged).
const fx = useHttpApp();
let app: SightlineApp;
let base: string;
beforeEach(() => ({ app, base } = fx));

describe('HTTP transport: the shared screen', () => {
  const screenPost = (origin: string, method: string, token: string | undefined, body: unknown = {}) => post(`${origin}/api/screen/${method}`, token, body);
  const umpireCall = async (method: string, body: unknown = {}) => {
    const res = await post(`${base}/api/umpire/${method}`, app.tokens.umpire, body);
    expect(res.status, method).toBe(200);
    return res.json() as Promise<unknown>;
  };

  it('starts curtained; hand over sends only the curtain; reveal sends only that side', async () => {
    const s = app.tokens.screen;
    expect(await (await screenPost(base, 'getScreen', s)).json()).toEqual({ curtain: true });
    expect(await umpireCall('screenStatus')).toEqual({ state: 'curtained', side: null, sideName: null });
    expect((await post(`${base}/api/umpire/screenReveal`, app.tokens.umpire)).status).toBe(400);

    expect(await umpireCall('screenHandOver', { side: 'commando' })).toEqual({ state: 'curtained', side: 'commando', sideName: 'Commandos' });
    expect(await (await screenPost(base, 'getScreen', s)).text()).toBe('{"curtain":true,"next":"Commandos"}');
    expect(await umpireCall('screenReveal')).toEqual({ state: 'showing', side: 'commando', sideName: 'Commandos' });
    const shown = await (await screenPost(base, 'getScreen', s)).text();
    const parsed = JSON.parse(shown) as { curtain: boolean; side: string; view: { kind: string; side: { id: string } } };
    expect(parsed).toMatchObject({ curtain: false, side: 'commando', view: { kind: 'player', side: { id: 'commando' } } });
    for (const hidden of ['"d1"', '"d2"', '"d3"', 'Guard Brandt', '"knowledge"']) expect(shown.includes(hidden), hidden).toBe(false);

    await umpireCall('screenHandOver', { side: 'defender' });
    expect(await (await screenPost(base, 'getScreen', s)).text()).toBe('{"curtain":true,"next":"Guards"}');
    const bad = await post(`${base}/api/umpire/screenHandOver`, app.tokens.umpire, { side: 'martians' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/No side "martians"/);
    expect((await post(`${base}/api/umpire/screenHandOver`, app.tokens.umpire, {})).status).toBe(400);
  });

  it("the screen's token reads the screen and nothing else; other tokens cannot read the screen", async () => {
    const s = app.tokens.screen;
    expect((await screenPost(base, 'getScreen', s)).status).toBe(200);
    // Refused on the umpire API (every method, the stream too) and on the player API.
    for (const method of ['getView', 'getSession', 'command', 'screenStatus', 'screenHandOver', 'screenReveal', 'openScreenWindow', 'audit', 'exportGame']) {
      expect((await post(`${base}/api/umpire/${method}`, s, method === 'screenHandOver' ? { side: 'commando' } : {})).status, method).toBe(401);
    }
    expect((await fetch(`${base}/api/umpire/events?token=${s}`)).status).toBe(401);
    expect((await post(`${base}/api/player/getView`, s)).status).toBe(401);
    expect((await fetch(`${base}/api/player/events?token=${s}`)).status).toBe(401);
    // The umpire's and the sides' tokens are not the screen's.
    for (const token of [app.tokens.umpire, app.tokens.sideToken('commando'), app.tokens.sideToken('defender'), undefined, 'nonsense']) {
      expect((await screenPost(base, 'getScreen', token)).status).toBe(401);
      expect((await fetch(`${base}/api/screen/events${token ? `?token=${token}` : ''}`)).status).toBe(401);
    }
    // The screen API is exactly getScreen.
    expect((await screenPost(base, 'getView', s)).status).toBe(404);
    expect((await screenPost(base, 'getScreen', s, { side: 'defender' })).status).toBe(400);
  });

  it('the umpire-only screen methods refuse side tokens', async () => {
    for (const side of ['commando', 'defender']) {
      for (const method of ['screenHandOver', 'screenReveal', 'screenStatus', 'openScreenWindow']) {
        expect((await post(`${base}/api/umpire/${method}`, app.tokens.sideToken(side), { side })).status, `${method} ${side}`).toBe(401);
      }
      expect((await post(`${base}/api/player/screenHandOver`, app.tokens.sideToken(side), { side })).status).toBe(404);
    }
    expect(await umpireCall('screenStatus')).toEqual({ state: 'curtained', side: null, sideName: null });
  });

  it('is served on 127.0.0.1 only: the LAN listener refuses the page and its API, even with the screen token', async () => {
    const session = await app.setLan(true);
    const lan = `http://127.0.0.1:${session.lan.port}`;
    expect((await fetch(`${lan}/screen?token=${app.tokens.screen}`)).status).toBe(403);
    expect((await screenPost(lan, 'getScreen', app.tokens.screen)).status).toBe(403);
    expect((await fetch(`${lan}/api/screen/events?token=${app.tokens.screen}`)).status).toBe(403);
    expect(session.screen?.url).toBe(`http://127.0.0.1:${app.port}/screen?token=${app.tokens.screen}`);
    expect((await fetch(`${base}/screen?token=${app.tokens.screen}`)).status).toBe(200);
    await app.setLan(false);
    // In browser mode the umpire's page opens the URL itself.
    expect(await umpireCall('openScreenWindow')).toEqual({ opened: false, url: session.screen?.url });
  });

  it('streams the curtain, then the revealed side, and nothing while curtained', async () => {
    const controller = new AbortController();
    const res = await fetch(`${base}/api/screen/events?token=${app.tokens.screen}`, { signal: controller.signal });
    const events = sseData(res.body!);
    const received: string[] = [];
    const next = async (): Promise<string> => {
      const text = await events.next();
      received.push(text);
      return text;
    };
    // Each curtain and reveal is a whole push (issue 13: patches only while one side is shown).
    expect(await next()).toBe('{"type":"screen","push":{"curtain":true}}');
    await umpireCall('screenHandOver', { side: 'defender' });
    expect(await next()).toBe('{"type":"screen","push":{"curtain":true,"next":"Guards"}}');
    // The game changes behind the curtain: nothing reaches the screen.
    await umpireCall('command', { command: { type: 'umpire/record-observation', observerId: 'd1', targetId: 'c2' } });
    await umpireCall('screenReveal');
    const guards = (JSON.parse(await next()) as { type: 'screen'; push: { curtain: boolean; view: { side: { id: string }; enemies: { id: string }[] } } }).push;
    expect(guards.curtain).toBe(false);
    expect(guards.view.side.id).toBe('defender');
    expect(guards.view.enemies.map((e) => e.id)).toEqual(['c2']);
    expect(received).toHaveLength(3);
    controller.abort();
  });
});

describe('HTTP transport: the shared screen across a game switch', () => {
  it('another game curtains the screen with nobody to hand over to; the screen keeps its token', async () => {
    const u = app.tokens.umpire;
    const s = app.tokens.screen;
    await post(`${base}/api/umpire/screenHandOver`, u, { side: 'commando' });
    await post(`${base}/api/umpire/screenReveal`, u);
    expect(((await (await post(`${base}/api/screen/getScreen`, s)).json()) as { curtain: boolean }).curtain).toBe(false);
    const opened = await post(`${base}/api/umpire/openCampaign`, u, { path: join(tempDir(), 'other.sqlite') });
    expect(opened.status).toBe(200);
    expect(((await opened.json()) as { screen: { token: string } }).screen.token).toBe(s);
    expect(await (await post(`${base}/api/screen/getScreen`, s)).text()).toBe('{"curtain":true}');
    expect(await (await post(`${base}/api/umpire/screenStatus`, u)).json()).toEqual({ state: 'curtained', side: null, sideName: null });
    expect((await post(`${base}/api/umpire/screenReveal`, u)).status).toBe(400);
  });
});

