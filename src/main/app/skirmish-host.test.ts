import { describe, expect, it } from 'vitest';
import type { AuditReport, GameSummaryInfo, GameSwitchInfo } from '@shared/contract/api';
import { callPlayer } from '../host/api-service';
import type { SightlineApp } from './sightline-app';
import { call, startDemoApp } from './test-support/demo-app';

// Issue 19: the one host of the app takes the ruleset of each game it opens; a skirmish game set up from the Games screen plays as a Commando one does.

const US = { kind: 'player', side: 'us' } as const;
const NVA = { kind: 'player', side: 'nva' } as const;
const US_FIGURES = ['us-1a', 'us-1b', 'us-2a'];
const NVA_FIGURES = ['nva-1a', 'nva-1b'];

/** The live game events of the log, in order. */
const live = (audit: AuditReport) => audit.events.flatMap((e) => (e.kind === 'game' && e.revertedBy === null ? [e] : []));

/** Both sides' orders for the bound: the US 1st Squad holds, the rest write nothing. */
function writeOrders(app: SightlineApp): void {
  app.host.playerAction(US, 'submitOrders', { orders: [{ unitId: 'us-1', action: 'hold', figures: [] }] });
  app.host.playerAction(NVA, 'submitOrders', { orders: [] });
}

describe('the host switches to the ruleset of the game it opens (issue 19)', () => {
  it('newGame sets up a bundled skirmish scenario and puts it behind the host: its sides, its views, its current game', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const switched = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' });
    expect(switched.game).toMatchObject({ scenarioId: 'skirmish-patrol-meeting', scenarioName: 'Patrol meeting engagement', status: 'active', diceMode: 'seeded', sides: [{ id: 'us', name: 'U.S. patrol' }, { id: 'nva', name: 'N.V.A. patrol' }] });
    expect(switched.session.players.map((p) => p.side)).toEqual(['us', 'nva']);
    expect(app.host.ruleset.id).toBe('skirmish');
    expect(await call(app, 'getView')).toMatchObject({ ruleset: 'skirmish', kind: 'umpire', bound: 1, step: 'orders' });
    const games = await call<GameSummaryInfo[]>(app, 'listGames');
    expect(games.find((g) => g.current)).toMatchObject({ id: switched.game.gameId, scenarioId: 'skirmish-patrol-meeting', status: 'active' });
  });

  it('a Commando option asked of a skirmish game is refused by name, and no game is set up', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const before = await call<unknown[]>(app, 'listGames');
    await expect(call(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting', endurance: 'rolled', optionalRules: ['21'] })).rejects.toMatchObject({
      body: { message: 'Patrol meeting engagement is a skirmish scenario and takes no rolled endurance (Commando Case 9.4), no Optional Rules 21 (Commando Sections; a skirmish scenario names its own). No game was set up.' },
    });
    expect(await call<unknown[]>(app, 'listGames')).toEqual(before);
    expect(app.host.ruleset.id).toBe('commando');
  });

  it('commands, undo, redo, rewind and the event log of a skirmish game; each side sees only its own figures', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    await call(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' });
    app.host.playerAction(US, 'submitOrders', { orders: [{ unitId: 'us-1', action: 'hold', figures: [] }] });
    expect(await call(app, 'getView')).toMatchObject({ step: 'orders', ordersIn: { us: true, nva: false }, orders: null });
    app.host.playerAction(NVA, 'submitOrders', { orders: [] });
    expect(await call(app, 'getView')).toMatchObject({ step: 'orders', ordersIn: { us: true, nva: true }, orders: null });
    // Both sides done: the umpire's step reveals them together.
    expect(await call(app, 'command', { command: { type: 'bound/advance' } })).toMatchObject({ ok: true });
    const afterReveal = await call<{ version: number; step: string }>(app, 'getView');
    expect(afterReveal).toMatchObject({ step: 'reaction', orders: { us: [{ unitId: 'us-1', action: 'hold' }], nva: [] } });

    // The side windows: each its own figures, none of the enemy's (patrol meeting is a hidden set-up).
    const us = JSON.stringify(app.host.playerView(US, 'us'));
    const nva = JSON.stringify(app.host.playerView(NVA, 'nva'));
    for (const id of US_FIGURES) expect([us.includes(`"${id}"`), nva.includes(`"${id}"`)]).toEqual([true, false]);
    for (const id of NVA_FIGURES) expect([nva.includes(`"${id}"`), us.includes(`"${id}"`)]).toEqual([true, false]);
    expect(() => app.host.playerView(US, 'nva')).toThrow('A player may only see his own side.');

    // The event log: the orders written, revealed and the bound stepped, each an audit entry of the umpire's.
    const events = live(await call<AuditReport>(app, 'audit'));
    expect(events.map((e) => e.event.type).slice(0, 3)).toEqual(['orders/submitted', 'orders/submitted', 'orders/revealed']);
    expect(events.length).toBe(afterReveal.version);

    // Undo takes back the umpire's last command (the step), not the sides' orders.
    await call(app, 'undo');
    expect(await call(app, 'getView')).toMatchObject({ step: 'orders', ordersIn: { us: true, nva: true }, orders: null });
    expect(await call(app, 'redo')).toMatchObject({ ok: true });
    expect(await call(app, 'getView')).toMatchObject({ version: afterReveal.version, step: afterReveal.step });
    await call(app, 'rewindTo', { seq: 0 });
    expect(await call(app, 'getView')).toMatchObject({ version: 0, step: 'orders', ordersIn: { us: false, nva: false } });
    expect(live(await call<AuditReport>(app, 'audit'))).toEqual([]);
  });

  it('opening a Commando game after a skirmish one, and the skirmish one again: each is played by its own ruleset, from the campaign file', async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    const demo = (await call<{ gameId: string }>(app, 'currentGame')).gameId;
    const skirmish = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' })).game.gameId;
    writeOrders(app);
    await call(app, 'command', { command: { type: 'bound/advance' } });
    const played = await call<{ version: number; step: string }>(app, 'getView');

    await call(app, 'openGame', { gameId: demo });
    expect(app.host.ruleset.id).toBe('commando');
    expect(await call(app, 'getView')).toMatchObject({ ruleset: 'commando' });
    // A skirmish command is no Commando one: the Commando host's schema refuses it.
    await expect(call(app, 'command', { command: { type: 'bound/advance' } })).rejects.toMatchObject({ body: { error: 'bad-request' } });

    await call(app, 'openGame', { gameId: skirmish });
    expect(app.host.ruleset.id).toBe('skirmish');
    expect(await call(app, 'getView')).toMatchObject({ ruleset: 'skirmish', version: played.version, step: played.step });
    expect(live(await call<AuditReport>(app, 'audit')).length).toBe(played.version);
    expect(app.host.playerActionNames()).toEqual(['submitOrders']);
  });

  it("a side's window writes its orders through the player API; a Commando game's window has no such method", async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    await expect(callPlayer(app.host, 'allies', 'submitOrders', { orders: [] })).rejects.toMatchObject({ body: { error: 'unknown-method' } });
    await call(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' });
    expect(await callPlayer(app.host, 'us', 'submitOrders', { orders: [{ unitId: 'us-2', action: 'hold', figures: [] }] })).toMatchObject({ ok: true });
    await expect(callPlayer(app.host, 'nva', 'submitOrders', { orders: [{ unitId: 'us-2', action: 'hold', figures: [] }] })).rejects.toMatchObject({ body: { message: '"us-2" is not one of your units' } });
    expect(await callPlayer(app.host, 'us', 'getView', {})).toMatchObject({ kind: 'side', side: 'us', orders: [{ unitId: 'us-2', action: 'hold' }], othersReady: false });
  });

  it("a side's window moves its man by a path (issue 19): a path past his allowance is refused naming the cost; the one taken moves him in the Movement step", async () => {
    const app = await startDemoApp({ lanHost: '127.0.0.1' });
    await call(app, 'newGame', { scenarioId: 'skirmish-patrol-meeting' });
    await call(app, 'setDiceMode', { mode: 'physical' });
    const far = { unitId: 'us-1', action: 'move-back', figures: [{ figureId: 'us-1a', mode: 'crawl', path: [{ x: 6, y: 5 }] }] };
    expect(await callPlayer(app.host, 'us', 'submitOrders', { orders: [far] })).toMatchObject({ ok: false, error: { code: 'orders/path', caseRef: 'seed 003 line 37, movement', message: expect.stringMatching(/^orders\[0\] \(unit "us-1"\), figures\[0\] \("us-1a"\): the crawl path cannot be taken: costs \d+\.\d\d" of a 4" allowance\.$/) } });
    expect(await callPlayer(app.host, 'us', 'getView', {})).toMatchObject({ orders: null });
    const near = { unitId: 'us-1', action: 'move-back', figures: [{ figureId: 'us-1a', mode: 'crawl', path: [{ x: 6, y: 17.5 }, { x: 5.5, y: 17 }] }] };
    expect(await callPlayer(app.host, 'us', 'submitOrders', { orders: [near] })).toMatchObject({ ok: true });
    expect(await callPlayer(app.host, 'nva', 'submitOrders', { orders: [] })).toMatchObject({ ok: true });
    expect(await call(app, 'command', { command: { type: 'bound/advance' } })).toMatchObject({ ok: true });
    expect(await call(app, 'getView')).toMatchObject({ step: 'reaction', orders: { us: [near] } });
    expect(await call(app, 'command', { command: { type: 'reaction/roll', unitId: 'us-1', support: [] } })).toMatchObject({ ok: false, error: { code: 'dice/needed' } });
    expect(await call(app, 'provideDice', { faces: [6] })).toMatchObject({ ok: true });
    for (let i = 0; i < 2; i++) expect(await call(app, 'command', { command: { type: 'bound/advance' } })).toMatchObject({ ok: true });
    const view = await call<{ step: string; figures: { id: string; at: unknown; posture: string }[] }>(app, 'getView');
    expect(view.step).toBe('movement');
    expect(view.figures.find((f) => f.id === 'us-1a')).toMatchObject({ at: { x: 5.5, y: 17 }, posture: 'prone' });
    expect(view.figures.find((f) => f.id === 'us-1b')).toMatchObject({ at: { x: 7, y: 20 } });
  });
});
