import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { callPlayer, callUmpire, type UmpireShell } from './api-service';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame } from './test-support/fog-pairs';

const UMPIRE = { kind: 'umpire' } as const;
const sq = (col: number, row: number) => ({ col, row });
const row1 = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, 1));
const SHELL = { session: () => ({}) } as unknown as UmpireShell;
const order = (o: Record<string, unknown>) => ({ order: o });

/** Orders wait for the umpire; a1 of side a is executing tasks (his begin approved). */
async function queued(): Promise<CommandoHost> {
  const game = blankGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 3 }, { id: 'b1', side: 'b', col: 29, row: 29 }], { observationRange: 5 });
  const host = new GameHost(commandoRuleset, game, new ScriptedDice(d10(7, 2)), new MemoryGameLog<GameState, never>() as never) as unknown as CommandoHost;
  for (let i = 0; i < 20 && host.current.phase !== 'non-prepared-task-execution'; i++) host.command(UMPIRE, host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  await callUmpire(host, SHELL, 'setOrderMode', { mode: 'queue' });
  const begun = (await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }))) as { queued: string };
  await callUmpire(host, SHELL, 'approveOrder', { orderId: begun.queued });
  return host;
}

describe('ruling SO14: the umpire edits a queued order before approving it', () => {
  it('a route shortened on the console runs as edited; the audit keeps the side’s order and names the edit', async () => {
    const host = await queued();
    const sent = (await callPlayer(host, 'a', 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }))) as { queued: string };
    const out = await callUmpire(host, SHELL, 'approveOrder', { orderId: sent.queued, edited: { type: 'task/route', manId: 'a1', route: row1(1, 3) } });
    expect(out).toMatchObject({ ok: true });
    expect(host.current.men['a1']!.square).toEqual(sq(3, 1));
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ orderId: sent.queued, editedBy: { kind: 'umpire' }, sent: order({ type: 'task/route', manId: 'a1', route: row1(1, 6) }), command: { route: row1(1, 3) } });
    expect(await callPlayer(host, 'a', 'myOrders', {})).toMatchObject({ pending: [], refused: [] });
  });

  it('an edit the side could not have sent (the enemy’s man, a man not executing tasks) is refused to the umpire and the order stays queued as sent', async () => {
    const host = await queued();
    const sent = (await callPlayer(host, 'a', 'order', order({ type: 'task/route', manId: 'a1', route: row1(1, 3) }))) as { queued: string };
    for (const edited of [{ type: 'task/route', manId: 'b1', route: [sq(29, 29), sq(28, 29)] }, { type: 'task/stand', manId: 'a2' }, { type: 'phase/advance' }]) {
      expect(await callUmpire(host, SHELL, 'approveOrder', { orderId: sent.queued, edited })).toMatchObject({ ok: false, error: { code: 'order/edit-not-allowed' } });
    }
    expect(host.orders.list(UMPIRE).orders.map((o) => o.id)).toEqual([sent.queued]);
    expect(host.current.men['a1']!.square).toEqual(sq(1, 1));
    // Approved as sent, it runs as sent.
    expect(await callUmpire(host, SHELL, 'approveOrder', { orderId: sent.queued })).toMatchObject({ ok: true });
    expect(host.current.men['a1']!.square).toEqual(sq(3, 1));
  });
});
