import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GameSwitchInfo, LinkNotice, SessionInfo } from '@shared/contract/api';
import { tempDir } from '../db/test-helpers';
import type { SightlineApp } from './sightline-app';
import { call, startDefaultApp } from './test-support/demo-app';

// Issue 15, links that last: each side of each game keeps its token in the campaign database, reused whenever
// that game is open (also after a restart) and replaced only when the umpire asks; an open side window is told
// where its seat is when another game is put behind the host, or that its game was closed.

const getView = (app: SightlineApp, token: string) =>
  fetch(`http://127.0.0.1:${app.port}/api/player/getView`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
const tokenOf = (s: SessionInfo, side: string) => s.players.find((p) => p.side === side)!.token;

/** A side's event stream, read to its end: every message it was sent, and the raw text. */
async function openStream(app: SightlineApp, token: string): Promise<{ first: Promise<void>; rest: Promise<{ messages: { type: string; link?: LinkNotice }[]; text: string }> }> {
  const res = await fetch(`http://127.0.0.1:${app.port}/api/player/events?token=${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  let text = '';
  let firstSeen: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (firstSeen = resolve));
  const rest = (async () => {
    for (let i = 0; i < 10_000; i++) {
      const next = await reader.read();
      if (next.done) break;
      text += new TextDecoder().decode(next.value);
      if (text.includes('\n\n')) firstSeen();
    }
    const messages = text.split('\n\n').filter((m) => m.startsWith('data: ')).map((m) => JSON.parse(m.slice(6)) as { type: string; link?: LinkNotice });
    return { messages, text };
  })();
  await first;
  return { first, rest };
}

describe('links that last (issue 15)', () => {
  it("a game's side links, the umpire's and the screen's are the same after a restart on the same file, and the game open last is opened again", async () => {
    const file = join(tempDir(), 'club.sqlite');
    const first = await startDefaultApp(file);
    const raid = await call<GameSwitchInfo>(first, 'newGame', { scenarioId: 'raid-on-entebbe' });
    const before = first.session();
    const umpire = first.tokens.umpire;
    await first.close();

    const again = await startDefaultApp(file);
    expect(again.currentGame().gameId).toBe(raid.game.gameId);
    expect(again.session().players.map((p) => [p.side, p.token])).toEqual(before.players.map((p) => [p.side, p.token]));
    expect(again.tokens.umpire).toBe(umpire);
    expect(again.tokens.screen).toBe(first.tokens.screen);
    for (const p of before.players) expect((await getView(again, p.token)).status, p.side).toBe(200);
  });

  it('a game opened again gets its own links back; a link of a game not open now gets a 401 saying its game was closed, not a bare refusal', async () => {
    const app = await startDefaultApp(join(tempDir(), 'club.sqlite'));
    const training = app.currentGame().gameId;
    const commando = tokenOf(app.session(), 'commando');
    await call(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    const dead = await getView(app, commando);
    expect(dead.status).toBe(401);
    expect(await dead.json()).toEqual({ error: 'forbidden', message: 'This game has been closed by the umpire.', link: { kind: 'closed', message: 'This game has been closed by the umpire.' } });
    const unknown = await getView(app, 'x'.repeat(32));
    expect(((await unknown.json()) as { link: LinkNotice }).link.kind).toBe('invalid');

    await call(app, 'openGame', { gameId: training });
    expect(tokenOf(app.session(), 'commando')).toBe(commando);
    expect((await getView(app, commando)).status).toBe(200);
  });

  it('rotating a side link replaces its token (kept across a restart); the old link is told it is no longer valid, the other side keeps its link', async () => {
    const file = join(tempDir(), 'club.sqlite');
    const app = await startDefaultApp(file);
    const [commando, defender] = [tokenOf(app.session(), 'commando'), tokenOf(app.session(), 'defender')];
    const open = await openStream(app, commando);
    const session = await call<SessionInfo>(app, 'rotateSideLink', { side: 'commando' });
    const rotated = tokenOf(session, 'commando');
    expect(rotated).not.toBe(commando);
    expect(tokenOf(session, 'defender')).toBe(defender);
    const { messages } = await open.rest;
    expect(messages.at(-1)).toEqual({ type: 'link', link: { kind: 'invalid', message: expect.stringMatching(/no longer valid/) } });
    const old = await getView(app, commando);
    expect(old.status).toBe(401);
    expect(((await old.json()) as { link: LinkNotice }).link.kind).toBe('invalid');
    expect((await getView(app, rotated)).status).toBe(200);
    await expect(call(app, 'rotateSideLink', { side: 'martians' })).rejects.toMatchObject({ body: { message: 'No side "martians" in this game.' } });
    await app.close();

    const again = await startDefaultApp(file);
    expect(tokenOf(again.session(), 'commando')).toBe(rotated);
    expect((await getView(again, commando)).status).toBe(401);
  });

  it("a new game: each open side window is told its own next link when its side is in it, that its game was closed when not — and nothing of the other side", async () => {
    const app = await startDefaultApp(join(tempDir(), 'club.sqlite'));
    const training = app.session();
    const streams = await Promise.all(['commando', 'defender'].map((s) => openStream(app, tokenOf(training, s))));
    const entebbe = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    for (const s of streams) expect((await s.rest).messages.at(-1)).toEqual({ type: 'link', link: { kind: 'closed', message: 'This game has been closed by the umpire.' } });

    const israelis = await openStream(app, tokenOf(entebbe.session, 'israelis'));
    const ugandans = await openStream(app, tokenOf(entebbe.session, 'ugandans'));
    const next = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    const i = await israelis.rest;
    const u = await ugandans.rest;
    expect(i.messages.at(-1)).toEqual({ type: 'link', link: { kind: 'moved', url: `/player/israelis?token=${tokenOf(next.session, 'israelis')}` } });
    expect(u.messages.at(-1)).toEqual({ type: 'link', link: { kind: 'moved', url: `/player/ugandans?token=${tokenOf(next.session, 'ugandans')}` } });
    // Fog: a side's notice names only its own side and token, of either game.
    const israeliNotice = JSON.stringify(i.messages.at(-1));
    for (const other of ['ugandans', 'Ugandan', tokenOf(next.session, 'ugandans'), tokenOf(entebbe.session, 'ugandans')]) expect(israeliNotice).not.toContain(other);
    expect(JSON.stringify(u.messages.at(-1))).not.toContain('israelis');
    // The followed link opens the new game's side.
    expect((await getView(app, tokenOf(next.session, 'israelis'))).status).toBe(200);
  });

  it('with players assigned in both games the window follows its player, not the side of the same id', async () => {
    const app = await startDefaultApp(join(tempDir(), 'club.sqlite'));
    const ann = await call<{ id: string }>(app, 'addPlayer', { name: 'Ann' });
    const bob = await call<{ id: string }>(app, 'addPlayer', { name: 'Bob' });
    const first = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    await call(app, 'setGamePlayers', { sides: { israelis: [ann.id], ugandans: [bob.id] } });
    const second = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    await call(app, 'setGamePlayers', { sides: { israelis: [bob.id], ugandans: [ann.id] } });
    await call(app, 'openGame', { gameId: first.game.gameId });

    const annWindow = await openStream(app, tokenOf(first.session, 'israelis'));
    await call(app, 'openGame', { gameId: second.game.gameId });
    expect((await annWindow.rest).messages.at(-1)).toEqual({ type: 'link', link: { kind: 'moved', url: `/player/ugandans?token=${tokenOf(second.session, 'ugandans')}` } });
    // Reloading the first game's link later says the same: its seat is Ann's, and Ann plays the Ugandans now.
    const reload = await getView(app, tokenOf(first.session, 'israelis'));
    expect(reload.status).toBe(401);
    expect(((await reload.json()) as { link: LinkNotice }).link).toEqual({ kind: 'moved', url: `/player/ugandans?token=${tokenOf(second.session, 'ugandans')}` });
  });
});
