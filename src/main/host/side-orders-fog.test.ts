import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { callPlayer } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { SIDE_REFUSAL } from './order-desk';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame, propertySeed } from './test-support/fog-pairs';

const UMPIRE = { kind: 'umpire' } as const;
const A = { kind: 'player', side: 'a' } as const;
const sq = (col: number, row: number) => ({ col, row });
const row1 = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, 1));
const order = (o: Record<string, unknown>) => ({ order: o });

/** Side a has the initiative; a1 is executing tasks in the Non-Prepared Task Execution Phase. b1 stands at `b1`. */
function playing(b1: { col: number; row: number }): { host: CommandoHost; log: MemoryGameLog<GameState, never> } {
  const log = new MemoryGameLog<GameState, never>();
  const game = blankGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', ...b1 }], { observationRange: 5 });
  const host = new GameHost(commandoRuleset, game, new ScriptedDice([...d10(7, 2), ...d10(1, 1, 1, 1, 1, 1)]), log as never) as unknown as CommandoHost;
  for (let i = 0; i < 20 && host.current.phase !== 'non-prepared-task-execution'; i++) {
    host.command(UMPIRE, host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  }
  expect(host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }))).toMatchObject({ ok: true });
  return { host, log };
}

describe('a side’s orders never tell it of an enemy’s prompt (issue 13, Case 7.52)', () => {
  it('Case 7.52: an order sent while a prompt asks the enemy about the side’s man waits, names nothing, and runs by itself once the prompt is answered', async () => {
    const { host } = playing({ col: 9, row: 1 });
    // a1 walks into b1's view: the route stops there and a prompt asks side b (not a) about a1.
    await callPlayer(host, 'a', 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }));
    expect(host.current.sequence?.prompts).toHaveLength(1);
    const at = host.current.men['a1']!.square;
    const out = await callPlayer(host, 'a', 'order', order({ type: 'task/route', manId: 'a1', route: [at!, sq(at!.col, 2)] }));
    // Before issue 13's fix: { ok: false, error: { caseRef: 'Case 7.52', … } }; before ruling SO12's: { queued: … } and a pending order.
    expect(out).toEqual({ ok: true, version: expect.any(Number), events: 0, sent: 'order-3' });
    expect(JSON.stringify(out)).not.toMatch(/7\.5|prompt|observ/i);
    expect(await callPlayer(host, 'a', 'myOrders', {})).toEqual({ mode: 'immediate', pending: [], refused: [] });
    // The umpire sees it held, in words.
    expect(host.orders.list(UMPIRE).orders).toMatchObject([{ id: 'order-3', side: 'a', held: true, words: expect.stringContaining('Man a1: moves') }]);
    // b1 foregoes his attempt: the prompt closes and a1's order runs by itself, named the side's, with its order id.
    const promptId = host.current.sequence!.prompts[0]!.id;
    expect(host.command(UMPIRE, { type: 'observe/forego', observerId: 'b1', promptId })).toMatchObject({ ok: true });
    expect(host.current.men['a1']!.square).toEqual(sq(at!.col, 2));
    expect(await callPlayer(host, 'a', 'myOrders', {})).toMatchObject({ pending: [], refused: [] });
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, orderId: 'order-3' });
  });

  it('ruling SO12: an order held behind an enemy’s prompt is answered, and listed, as the same order run at once where no prompt is open', () => {
    // b1 sees a1's first route end (a prompt asks b about a1) in one game, stands far away in the other; a knows the same in both.
    const told = (b1: { col: number; row: number }) => {
      const { host } = playing(b1);
      host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 2) }));
      const prompts = host.current.sequence?.prompts.length ?? 0;
      const out = host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: [sq(2, 1), sq(2, 2)] }));
      return { prompts, out: JSON.stringify(out), mine: JSON.stringify(host.orders.ofSide(A, 'a')) };
    };
    const watched = told({ col: 6, row: 1 });
    const alone = told({ col: 29, row: 29 });
    expect([watched.prompts, alone.prompts]).toEqual([1, 0]);
    expect(watched.out).toBe(alone.out);
    expect(watched.mine).toBe(alone.mine);
  });

  it('with no prompt open an order runs at once, as before', () => {
    const { host } = playing({ col: 29, row: 29 });
    expect(host.orders.list(UMPIRE).orders).toEqual([]);
    // No prompt open: the order runs at once, as before.
    expect(host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 3) }))).toEqual({ ok: true, version: expect.any(Number), events: 0, sent: 'order-2' });
    expect(host.current.men['a1']!.square).toEqual(sq(3, 1));
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, orderId: 'order-2' });
  });

  it('issue 13: the engine’s refusal reaches the side as one fixed neutral text, and the audit keeps it with the engine’s reason', async () => {
    const { host } = playing({ col: 29, row: 29 });
    // a1 is erect: the engine refuses "stand" in words about a1 (and, for other orders, possibly about what a does not know).
    const out = await callPlayer(host, 'a', 'order', order({ type: 'task/stand', manId: 'a1' }));
    // Ruling SO12: answered "sent" as every order at once; the refusal is in the side's own list, in the neutral words.
    expect(out).toMatchObject({ ok: true, sent: 'order-2' });
    expect(await callPlayer(host, 'a', 'myOrders', {})).toEqual({ mode: 'immediate', pending: [], refused: [{ id: 'order-2', action: 'order', params: order({ type: 'task/stand', manId: 'a1' }), reason: SIDE_REFUSAL.message }] });
    expect(host.audit(UMPIRE).entries.at(-1)).toMatchObject({ kind: 'side-order-refused', detail: { id: 'order-2', side: 'a', told: SIDE_REFUSAL.message, engine: { code: expect.any(String) } } });
  });

  it('issue 13: an order the side may not give is refused from what the side knows, and the refusal is in the audit', () => {
    const { host } = playing({ col: 29, row: 29 });
    expect(() => host.playerAction(A, 'order', order({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }))).toThrow(ForbiddenError);
    expect(host.audit(UMPIRE).entries.at(-1)).toMatchObject({ kind: 'side-order-refused', detail: { side: 'a', told: expect.stringContaining('Case 8.82') } });
  });

  it('a held order the engine refuses once the prompt closes is refused in the neutral words; the audit keeps the engine’s reason', () => {
    const { host } = playing({ col: 9, row: 1 });
    host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }));
    const at = host.current.men['a1']!.square!;
    expect(host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: [at, sq(at.col, 2)] }))).toMatchObject({ sent: 'order-3' });
    // While it waits, the umpire puts a1 elsewhere: the held route no longer starts in his square (Case 7.23).
    expect(host.command(UMPIRE, { type: 'umpire/place-man', manId: 'a1', square: sq(2, 5) })).toMatchObject({ ok: true });
    expect(host.orders.list(UMPIRE).orders).toHaveLength(1);
    host.command(UMPIRE, { type: 'observe/forego', observerId: 'b1', promptId: host.current.sequence!.prompts[0]!.id });
    expect(host.orders.ofSide(A, 'a')).toMatchObject({ pending: [], refused: [{ id: 'order-3', reason: SIDE_REFUSAL.message }] });
    expect(host.audit(UMPIRE).entries.at(-1)).toMatchObject({ kind: 'order-refused', detail: { id: 'order-3', by: { kind: 'engine' }, engine: { caseRef: 'Case 7.23' } } });
  });
});

describe('ruling SO12: a side’s answer is the same whether or not something hidden holds its order (fog property)', () => {
  const aOrders = fc.constantFrom<Record<string, unknown>[]>(
    [{ type: 'task/route', manId: 'a1', route: [sq(2, 1), sq(2, 2)] }],
    [{ type: 'task/route', manId: 'a1', route: [sq(2, 1), sq(3, 2), sq(4, 3)] }],
    [{ type: 'task/fall-prone', manId: 'a1', goOn: true }, { type: 'task/stand', manId: 'a1' }],
    [{ type: 'task/stand', manId: 'a1' }],
    [{ type: 'task/reload', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' }],
    [{ type: 'task/throw-grenade', manId: 'a1', target: sq(4, 4) }],
    [{ type: 'task/resume-route', manId: 'a1' }, { type: 'task/end', manId: 'a1' }],
  );
  it('for any watcher near a1’s route and any orders a sends, its answers are the bytes of a game where nobody watches, and no order is listed as waiting', () => {
    let held = 0;
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 5 }), aOrders, (col, row, orders) => {
        const told = (b1: { col: number; row: number }) => {
          const { host } = playing(b1);
          host.playerAction(A, 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 2) }));
          const prompt = host.current.sequence?.prompts[0];
          const answers = orders.map((o) => {
            const seen = host.playerView(A, 'a').version;
            const { version, ...answer } = host.playerAction(A, 'order', order(o)) as { version: number };
            // The version is the one the side's own view had when it sent the order (it changes with an earlier order's effect, which the side sees).
            expect(version).toBe(seen);
            return JSON.stringify(answer);
          });
          // Held orders are never listed as waiting. (What an order did, a move or a refusal in the list, shows when it runs: its effect,
          // later where a watcher holds it, as at the table; the watcher's own effects are the game's, not the answer's.)
          return { prompt: !!prompt, answers, pending: host.orders.ofSide(A, 'a').pending };
        };
        const watched = told({ col, row });
        const alone = told({ col: 29, row: 29 });
        expect(alone.prompt).toBe(false);
        if (watched.prompt) held++;
        expect(watched.answers).toEqual(alone.answers);
        expect(watched.pending).toEqual([]);
      }),
      { seed: propertySeed().seed, numRuns: 40 },
    );
    // Most pairs hold the orders behind the watcher's prompt (b1 is within the observation range of 5).
    expect(held).toBeGreaterThan(20);
  });
});

describe('the umpire’s console hears of the queue on his own stream (issue 15)', () => {
  it('every change to the queue pushes the umpire its summary; a side is pushed nothing for it', () => {
    const { host } = playing({ col: 29, row: 29 });
    const umpire: unknown[] = [];
    const side: unknown[] = [];
    host.subscribeUmpire(UMPIRE, (v) => umpire.push((v as { orderDesk?: unknown }).orderDesk));
    host.subscribePlayer(A, 'a', (v) => side.push(v));
    host.orders.setMode(UMPIRE, 'queue');
    host.playerAction(A, 'order', order({ type: 'task/fall-prone', manId: 'a1', goOn: true }));
    host.orders.refuse(UMPIRE, 'order-2', 'Stay up.');
    expect(umpire).toEqual([
      { mode: 'queue', pending: [] },
      { mode: 'queue', pending: ['order-2'] },
      { mode: 'queue', pending: [] },
    ]);
    expect(side).toEqual([]);
  });
});
