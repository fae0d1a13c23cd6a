import { describe, expect, it } from 'vitest';
import { backoffMs, followSideLink, probeSideLink, type LinkState, type ProbeAnswer, type SideLinkDeps, type StreamSource } from './side-link';

type V = { readonly version: number; readonly men: readonly string[] };
type Source = StreamSource & { closed: boolean };

/** A fake browser: event sources the test drives, a probe answering from a script, timers run by hand. */
function harness(answers: (ProbeAnswer | 'down')[]) {
  const sources: Source[] = [];
  const timers: { f: () => void; ms: number; cleared: boolean }[] = [];
  const probes: number[] = [];
  const deps: SideLinkDeps = {
    open: () => {
      const s = { onmessage: null, onerror: null, onopen: null, closed: false, close: () => void (s.closed = true) } as unknown as Source;
      sources.push(s);
      return s;
    },
    probe: () => {
      probes.push(probes.length);
      const a = answers.shift() ?? 'down';
      return a === 'down' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(a);
    },
    setTimer: (f, ms) => {
      const t = { f, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimer: (t) => void ((t as { cleared: boolean }).cleared = true),
  };
  const views: V[] = [];
  const states: LinkState[] = [];
  const stop = followSideLink<V>('/api/player/events?token=t', deps, (v) => views.push(v), (s) => states.push(s));
  const send = (msg: unknown) => sources.at(-1)!.onmessage!(new MessageEvent('message', { data: JSON.stringify(msg) }));
  const drop = () => sources.at(-1)!.onerror!(new Event('error'));
  /** Runs the newest timer and lets the probe answer. */
  const tick = async () => {
    const t = timers.at(-1)!;
    t.f();
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { sources, timers, probes, views, states, stop, send, drop, tick };
}

describe("a side window's link keeps itself up (issue 15)", () => {
  it('waits 0, then 0.5 s doubling, at most 10 s between tries', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(backoffMs)).toEqual([0, 500, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('after a drop (a server restart) it says "reconnecting", probes with backoff while the server is down, and reopens the stream when it answers', async () => {
    const h = harness(['down', 'down', { ok: true }]);
    h.send({ type: 'view', view: { version: 1, men: ['a'] } });
    expect(h.states).toEqual([{ kind: 'live' }]);
    h.drop();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.states.at(-1)).toEqual({ kind: 'reconnecting', attempt: 0, inMs: 0 });
    await h.tick();
    expect(h.states.at(-1)).toEqual({ kind: 'reconnecting', attempt: 1, inMs: 500 });
    await h.tick();
    expect(h.states.at(-1)).toEqual({ kind: 'reconnecting', attempt: 2, inMs: 1000 });
    await h.tick();
    expect(h.sources).toHaveLength(2);
    h.sources[1]!.onopen!(new Event('open'));
    h.send({ type: 'view', view: { version: 7, men: ['a', 'b'] } });
    expect(h.states.at(-1)).toEqual({ kind: 'live' });
    expect(h.views.at(-1)).toEqual({ version: 7, men: ['a', 'b'] });
    // A later drop starts the backoff from the beginning again.
    h.drop();
    expect(h.states.at(-1)).toEqual({ kind: 'reconnecting', attempt: 0, inMs: 0 });
    h.stop();
    expect(h.timers.at(-1)!.cleared).toBe(true);
  });

  it("the umpire's new game: a link message on the stream ends it with the notice, and nothing reconnects", () => {
    const h = harness([]);
    h.send({ type: 'view', view: { version: 1, men: ['a'] } });
    h.send({ type: 'link', link: { kind: 'moved', url: '/player/israelis?token=n' } });
    expect(h.states.at(-1)).toEqual({ kind: 'moved', url: '/player/israelis?token=n' });
    expect(h.sources[0]!.closed).toBe(true);
    h.sources[0]!.onerror!(new Event('error'));
    expect(h.timers).toEqual([]);
    expect(h.states.at(-1)).toEqual({ kind: 'moved', url: '/player/israelis?token=n' });
  });

  it('a dead link (its stream refused) is probed and the window told why, instead of waiting for ever', async () => {
    const h = harness([{ ok: false, link: { kind: 'closed', message: 'This game has been closed by the umpire.' } }]);
    h.drop();
    await h.tick();
    expect(h.states.at(-1)).toEqual({ kind: 'closed', message: 'This game has been closed by the umpire.' });
    expect(h.sources).toHaveLength(1);
    expect(h.timers).toHaveLength(1);
  });

  it("the probe reads a 401's notice; a server error or an unreachable server is 'try again'", async () => {
    const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;
    expect(await probeSideLink('t', answer(200, {}))()).toEqual({ ok: true });
    const closed = { kind: 'closed', message: 'This game has been closed by the umpire.' };
    expect(await probeSideLink('t', answer(401, { error: 'forbidden', message: closed.message, link: closed }))()).toEqual({ ok: false, link: closed });
    expect(await probeSideLink('t', answer(401, { error: 'forbidden', message: "A side's token is required." }))()).toEqual({ ok: false, link: { kind: 'invalid', message: "A side's token is required." } });
    expect(await probeSideLink('t', answer(503, { error: 'internal', message: 'x' }))()).toEqual({ ok: false });
  });
});
