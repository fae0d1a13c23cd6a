import { describe, expect, it } from 'vitest';
import type { AuditReport, GameSummaryInfo, FileDownload, GameSwitchInfo, ReplayFrame } from '@shared/contract/api';
import type { SkirmishLegalActions } from '@shared/rulesets/skirmish/engine/legal-actions';
import { dumpDatabase } from '../host/test-support/commando-host';
import type { SightlineApp } from './sightline-app';
import { call, startDemoApp } from './test-support/demo-app';

// Issue 19: a skirmish game's file imports into another campaign and replays there as it was played; a damaged or newer file is refused by name, nothing saved lost.

/**
 * A view with its lists of things named by id in id order: the file is canonical JSON (keys sorted), so a game
 * read from it keeps its figures and units in id order, where the game it was exported from kept the scenario's.
 */
function byId(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(byId);
    const id = (x: unknown) => (typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string' ? (x as { id: string }).id : undefined);
    return items.every((x) => id(x) !== undefined) ? [...items].sort((a, b) => (id(a)! < id(b)! ? -1 : 1)) : items;
  }
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, byId(v)]));
  return value;
}

/** Two bounds of the patrol meeting on seeded dice: orders, reactions, a spotting check, then the steps; one command undone on the way (a reverted branch in the file). */
async function playedGame(app: SightlineApp): Promise<string> {
  const gameId = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' })).game.gameId;
  let undone = false;
  const spotted = new Set<number>();
  for (let i = 0; i < 200; i++) {
    const view = await call<{ bound: number; step: string; ordersIn: Record<string, boolean>; sides: { id: string }[]; units: { id: string; side: string }[] }>(app, 'getView');
    if (view.bound > 2) return gameId;
    if (view.step === 'orders') for (const s of view.sides) if (!view.ordersIn[s.id]) app.host.playerAction({ kind: 'player', side: s.id }, 'submitOrders', { orders: [{ unitId: view.units.find((u) => u.side === s.id)!.id, action: 'hold', figures: [] }] });
    const { legal } = await call<{ legal: SkirmishLegalActions }>(app, 'legalActions');
    // One spotting check a bound (rolled), every reaction roll, else the next step.
    const spot = legal.step === 'spotting' && !spotted.has(legal.bound) ? legal.actions.find((a) => a.command.type === 'spot/check') : undefined;
    if (spot) spotted.add(legal.bound);
    const action = spot ?? legal.actions.find((a) => a.command.type === 'reaction/roll' || a.command.type === 'damage/roll') ?? legal.actions.find((a) => a.command.type === 'bound/advance') ?? legal.actions[0]!;
    expect(await call(app, 'command', { command: action.command })).toMatchObject({ ok: true });
    if (!undone && action.command.type === 'spot/check') {
      undone = true;
      await call(app, 'undo');
    }
  }
  throw new Error('two bounds were not played in 200 commands');
}

async function exported(): Promise<{ text: string; audit: AuditReport; end: ReplayFrame; us: ReplayFrame; gameId: string }> {
  const app = await startDemoApp({ lanHost: '127.0.0.1' });
  const gameId = await playedGame(app);
  const { text } = await call<FileDownload>(app, 'exportGame', { gameId });
  const audit = await call<AuditReport>(app, 'audit');
  const last = audit.events.at(-1)!.seq;
  const end = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: last, viewer: { kind: 'umpire' } });
  const us = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: last, viewer: { kind: 'side', side: 'us' } });
  return { text, audit, end, us, gameId };
}

describe('importing a skirmish game file (issue 19)', () => {
  it('export → import elsewhere → the same events, replayed to the same state, and exported again byte for byte', async () => {
    const { text, audit, end, us, gameId } = await exported();
    const file = JSON.parse(text) as { scenario: { ruleset: string }; events: { kind: string; revertedBy: number | null }[] };
    expect(file.scenario.ruleset).toBe('skirmish');
    expect(file.events.some((e) => e.revertedBy !== null)).toBe(true);
    const other = await startDemoApp({ lanHost: '127.0.0.1' });
    expect(await call(other, 'importGame', { json: text })).toMatchObject({ gameId, events: file.events.length });
    const games = await call<GameSummaryInfo[]>(other, 'listGames');
    expect(games.find((g) => g.id === gameId)).toMatchObject({ ruleset: 'skirmish', scenarioId: 'skirmish-patrol-meeting', status: 'active' });
    const last = audit.events.at(-1)!.seq;
    expect(byId(await call<ReplayFrame>(other, 'replayAt', { gameId, seq: last, viewer: { kind: 'umpire' } }))).toEqual(byId(end));
    expect(byId(await call<ReplayFrame>(other, 'replayAt', { gameId, seq: last, viewer: { kind: 'side', side: 'us' } }))).toEqual(byId(us));
    expect((await call<FileDownload>(other, 'exportGame', { gameId })).text).toBe(text);
    // Opened there, it is played on from where it stood.
    const opened = await call<GameSwitchInfo>(other, 'openGame', { gameId });
    expect(opened.game.gameId).toBe(gameId);
    expect(byId(await call(other, 'getView'))).toEqual(byId(end.view));
  });

  it('a damaged or newer skirmish file is refused, naming the problem; nothing saved is changed', async () => {
    const { text } = await exported();
    const other = await startDemoApp({ lanHost: '127.0.0.1' });
    const db = (other as unknown as { campaign(): { db: Parameters<typeof dumpDatabase>[0] } }).campaign().db;
    const before = dumpDatabase(db);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaching into arbitrary JSON
    type Loose = any;
    const mutate = (f: (o: Loose) => void) => {
      const o = JSON.parse(text) as Loose;
      f(o);
      return JSON.stringify(o);
    };
    const firstGame = (o: Loose) => (o.events as { kind: string; type: string; payload: Record<string, unknown> }[]).find((e) => e.kind === 'game' && e.type === 'orders/submitted')!;
    const cases: [string, string, RegExp][] = [
      ['truncated', text.slice(0, text.length / 2), /not valid JSON.*truncated/],
      ['newer schema', mutate((o) => (o.schemaVersion = 2)), /schema version 2.*written by a newer Sightline/],
      ['newer ruleset', mutate((o) => (o.scenario.ruleset = 'skirmish-2031')), /ruleset "skirmish-2031" is not one this Sightline knows/],
      ['unknown event type', mutate((o) => { const e = firstGame(o); e.type = 'orders/telepathy'; e.payload.type = 'orders/telepathy'; }), /type "orders\/telepathy", which this Sightline does not know/],
      ['a figure of no side', mutate((o) => { const u = Object.values(o.initial.units as Record<string, { side: string }>)[0]!; u.side = 'martians'; }), /side "martians", which is not one of the game's sides/],
      ['an event that does not replay', mutate((o) => { firstGame(o).payload.orders = 'all of them'; }), /Event \d+ \(orders\/submitted\) leaves the game damaged: orders\.\w+: /],
      ['no figures', mutate((o) => { delete o.initial.figures; }), /initial\.figures/],
    ];
    for (const [label, bad, message] of cases) {
      await call(other, 'importGame', { json: bad }).then(() => { throw new Error(`${label}: imported`); }, (e: { body?: { message?: string } }) => expect(e.body?.message, label).toMatch(message));
      await expect(call(other, 'importGame', { json: bad }), label).rejects.toMatchObject({ body: { message: expect.stringMatching(message) } });
      await expect(call(other, 'importGame', { json: bad }), label).rejects.toMatchObject({ body: { message: expect.stringMatching(/Nothing was imported\.$/) } });
    }
    expect(dumpDatabase(db)).toEqual(before);
  });
});
