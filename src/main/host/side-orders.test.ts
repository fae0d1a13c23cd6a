import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { ApiFailure, callPlayer, callUmpire, type UmpireShell } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame as engineGame } from './test-support/fog-pairs';

const UMPIRE = { kind: 'umpire' } as const;
const A = { kind: 'player', side: 'a' } as const;
const B = { kind: 'player', side: 'b' } as const;
const sq = (col: number, row: number) => ({ col, row });
const row1 = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, 1));
const SHELL = { session: () => ({}) } as unknown as UmpireShell;

/** Side a has the initiative (7 against 2); the game stands in the Non-Prepared Task Execution Phase with no man chosen. */
function playing(log = new MemoryGameLog<GameState, never>()): { host: CommandoHost; log: MemoryGameLog<GameState, never> } {
  const game = engineGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 3 }, { id: 'b1', side: 'b', col: 29, row: 29 }], { observationRange: 5 });
  const host = new GameHost(commandoRuleset, game, new ScriptedDice(d10(7, 2)), log as never) as unknown as CommandoHost;
  let guard = 0;
  while (host.current.phase !== 'non-prepared-task-execution' && guard++ < 20) {
    const c = host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' as const } : { type: 'phase/advance' as const };
    expect(host.command(UMPIRE, c)).toMatchObject({ ok: true });
  }
  return { host, log };
}

const order = (o: Record<string, unknown>) => ({ order: o });

describe('orders from a side’s own window, run at once (issue 15)', () => {
  it('Case 6.21: the side chooses its man and moves him along a five-square route in one order; the audit names the side', async () => {
    const { host } = playing();
    await expect(callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }))).resolves.toMatchObject({ ok: true });
    const moved = await callPlayer(host, 'a', 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }));
    // Ruling SO12: "sent", with its id; what it did is in the side's view.
    expect(moved).toMatchObject({ ok: true, sent: 'order-2' });
    // The side is told its own view's version, never the game's seqs (issue 13).
    expect(moved).not.toHaveProperty('seqs');
    expect(host.current.men['a1']!.square).toEqual(sq(6, 1));
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, command: { type: 'task/route', manId: 'a1' } });
    // The umpire's own commands are named his.
    expect(host.audit(UMPIRE).entries.find((e) => e.kind === 'command')?.detail).toMatchObject({ by: { kind: 'umpire' }, command: { type: 'phase/advance' } });
  });

  it('Case 7.52: the mover’s side never learns it is watched: a route stopped by a hidden prompt answers as one that was not', () => {
    const answer = (b1: { col: number; row: number }) => {
      const game = engineGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', ...b1 }], { observationRange: 5 });
      const host = new GameHost(commandoRuleset, game, new ScriptedDice(d10(7, 2)), { append: () => undefined });
      for (let i = 0; i < 20 && host.current.phase !== 'non-prepared-task-execution'; i++) host.command(UMPIRE, host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
      host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }));
      const out = host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }));
      return { out, prompts: host.current.sequence?.prompts.length ?? 0 };
    };
    const watched = answer({ col: 9, row: 1 });
    const alone = answer({ col: 29, row: 29 });
    expect(watched.prompts).toBe(1);
    expect(alone.prompts).toBe(0);
    expect(watched.out).toEqual(alone.out);
    expect(watched.out).toMatchObject({ ok: true, events: 0, sent: 'order-2' });
  });

  it('Case 6.43: a side cannot order the enemy’s men nor its own man who is not executing tasks; the refusal says why and nothing is committed', async () => {
    const { host } = playing();
    const before = host.liveEvents().length;
    await expect(callPlayer(host, 'b', 'order', order({ type: 'task/begin', manId: 'a1' }))).rejects.toMatchObject({ body: { error: 'forbidden', message: 'A side orders only its own men.' } });
    await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }));
    await expect(callPlayer(host, 'a', 'order', order({ type: 'task/stand', manId: 'a2' }))).rejects.toMatchObject({ body: { error: 'forbidden', message: expect.stringContaining('Case 6.43') } });
    expect(host.liveEvents().length).toBe(before + 1);
  });

  it('issue 15: the umpire’s commands stay the umpire’s: a side asking for one is told so, naming it', async () => {
    const { host } = playing();
    for (const type of ['phase/advance', 'side/pass', 'umpire/wound-man']) {
      await expect(callPlayer(host, 'a', 'order', order({ type, side: 'a', manId: 'a1', woundPoints: 3 }))).rejects.toMatchObject({ body: { error: 'forbidden', message: expect.stringContaining(`"${type}" is the umpire's to give`) } });
    }
    // The order's parameters are strict: nothing rides beside the order.
    await expect(callPlayer(host, 'a', 'order', { ...order({ type: 'task/begin', manId: 'a1' }), side: 'b' })).rejects.toBeInstanceOf(ApiFailure);
    // The umpire gives commands himself; the side's action is the side's.
    expect(() => host.playerAction(UMPIRE, 'order', order({ type: 'task/begin', manId: 'a1' }))).toThrow(ForbiddenError);
  });

  it('Case 38.41: before the game starts a side gives no orders (set-up has its own tools)', () => {
    const game: GameState = { ...engineGame([{ id: 'a1', side: 'a', col: 1, row: 1 }], { observationRange: 5 }), phase: 'setup' };
    const host = new GameHost(commandoRuleset, game, new ScriptedDice([]), { append: () => undefined });
    expect(() => host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }))).toThrow(/has not started/);
  });
});

describe('the order queue on the umpire console (issue 15)', () => {
  it('queued: the order waits, the side sees only its own pending order, one approval runs it and the audit names the side and the umpire', async () => {
    const { host } = playing();
    await callUmpire(host, SHELL, 'setOrderMode', { mode: 'queue' });
    const before = host.liveEvents().length;
    const out = await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }));
    expect(out).toMatchObject({ ok: true, events: 0, queued: 'order-1' });
    expect(host.liveEvents().length).toBe(before);
    expect(await callPlayer(host, 'a', 'myOrders', {})).toEqual({ mode: 'queue', pending: [{ id: 'order-1', action: 'order', params: order({ type: 'task/begin', manId: 'a1' }) }], refused: [] });
    expect(await callPlayer(host, 'b', 'myOrders', {})).toEqual({ mode: 'queue', pending: [], refused: [] });
    expect(() => host.orders.ofSide(B, 'a')).toThrow(ForbiddenError);
    expect(await callUmpire(host, SHELL, 'orderQueue', {})).toMatchObject({ mode: 'queue', orders: [{ id: 'order-1', side: 'a', command: { type: 'task/begin', manId: 'a1' } }] });
    expect(await callUmpire(host, SHELL, 'approveOrder', { orderId: 'order-1' })).toMatchObject({ ok: true, events: 1 });
    expect(host.current.sequence?.active?.manId).toBe('a1');
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, orderId: 'order-1', approvedBy: { kind: 'umpire' } });
    expect(host.orders.list(UMPIRE).orders).toEqual([]);
    await expect(callUmpire(host, SHELL, 'approveOrder', { orderId: 'order-1' })).rejects.toMatchObject({ body: { error: 'bad-request' } });
  });

  it('refused: the side is told the umpire’s reason; the other side is told nothing', async () => {
    const { host } = playing();
    host.orders.setMode(UMPIRE, 'queue');
    host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a2' }));
    expect(host.orders.refuse(UMPIRE, 'order-1', 'Not a2: he is guarding the door.')).toEqual({ refused: 'order-1' });
    expect(host.orders.ofSide(A, 'a')).toMatchObject({ pending: [], refused: [{ id: 'order-1', reason: 'Not a2: he is guarding the door.' }] });
    expect(host.orders.ofSide(B, 'b').refused).toEqual([]);
    expect(() => host.orders.refuse(A, 'order-1', 'x')).toThrow(ForbiddenError);
    expect(host.audit(UMPIRE).entries.at(-1)).toMatchObject({ kind: 'order-refused', detail: { id: 'order-1', side: 'a', reason: 'Not a2: he is guarding the door.' } });
  });

  it('approval authorises again: an order the game has outgrown is refused with a reason the side may read; one the engine refuses stays queued', () => {
    const { host } = playing();
    host.command(UMPIRE, { type: 'task/begin', manId: 'a1' });
    host.orders.setMode(UMPIRE, 'queue');
    host.playerAction(A, 'order', order({ type: 'task/fall-prone', manId: 'a1', goOn: true }));
    host.command(UMPIRE, { type: 'task/end', manId: 'a1' });
    expect(host.orders.approve(UMPIRE, 'order-1')).toMatchObject({ ok: false, error: { code: 'order/no-longer-allowed' } });
    expect(host.orders.ofSide(A, 'a').refused[0]?.reason).toMatch(/Case 6.43/);
    // Case 6.22: side b's man acts next, so the engine refuses a2 now; the umpire sees why, the order waits for him.
    host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a2' }));
    const engine = host.orders.approve(UMPIRE, 'order-2');
    expect(engine).toMatchObject({ ok: false, error: { caseRef: expect.stringMatching(/^Case 6/) } });
    expect(host.orders.ofSide(A, 'a').pending.map((o) => o.id)).toEqual(['order-2']);
  });

  it('the queue and the order mode outlast a restart: they are read back from the game’s audit trail', () => {
    const { host, log } = playing();
    host.orders.setMode(UMPIRE, 'queue');
    host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }));
    const again = new GameHost(commandoRuleset, host.initialState, new ScriptedDice([]), log as never) as unknown as CommandoHost;
    expect(again.orders.list(UMPIRE)).toMatchObject({ mode: 'queue', orders: [{ id: 'order-1', side: 'a' }] });
    expect(again.orders.approve(UMPIRE, 'order-1')).toMatchObject({ ok: true });
    expect(new GameHost(commandoRuleset, host.initialState, new ScriptedDice([]), log as never).orders.list(UMPIRE).orders).toEqual([]);
  });

  it('physical dice: a side’s order waits for the umpire even when orders run at once (he rolls its dice)', () => {
    const { host } = playing();
    host.setDiceMode(UMPIRE, 'physical');
    expect(host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }))).toMatchObject({ ok: true, queued: 'order-1' });
    expect(host.orders.approve(UMPIRE, 'order-1')).toMatchObject({ ok: true });
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, orderId: 'order-1' });
  });
});
