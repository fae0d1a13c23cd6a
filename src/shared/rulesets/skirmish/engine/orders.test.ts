import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { UnitOrder } from '../model/orders';
import { skirmishRuleset } from '../index';
import { play, testGame } from '../test-support/game';

const NO_DICE = new ScriptedDice([]);
const submit = (side: string, orders: UnitOrder[]): SkirmishCommand => skirmishRuleset.commandSchema.parse({ type: 'orders/submit', side, orders });
const decide = (state = testGame(), c: SkirmishCommand) => skirmishRuleset.decide(state, c, NO_DICE);
const redAdvance = (figureId: string, mode: 'crawl' | 'advance' | 'run', path: { x: number; y: number }[], action: UnitOrder['action'] = 'advance'): UnitOrder =>
  ({ unitId: 'red-1', action, figures: [{ figureId, mode, path }] }) as UnitOrder;

describe('orders (the Bound, step Orders)', () => {
  it('seed line 38: an advance of 10" in the open is allowed, 10.5" is refused naming the figure and the cost', () => {
    expect(decide(undefined, submit('red', [redAdvance('r1', 'advance', [{ x: 30, y: 30 }])])).ok).toBe(true);
    const far = decide(undefined, submit('red', [redAdvance('r1', 'advance', [{ x: 30, y: 29.5 }])]));
    expect(far).toMatchObject({ ok: false, error: { code: 'orders/path', message: expect.stringMatching(/"r1".*costs 10\.50" of a 10" allowance/) } });
  });

  it('seed line 40: crawling in the wood (close) is 2", so 3" is refused', () => {
    const c = (y: number) => submit('blue', [{ unitId: 'blue-2', action: 'crawl', figures: [{ figureId: 'b5', mode: 'crawl', path: [{ x: 55, y }] }] } as UnitOrder]);
    expect(decide(undefined, c(8)).ok).toBe(true);
    expect(decide(undefined, c(7))).toMatchObject({ ok: false, error: { code: 'orders/path' } });
  });

  it('seed line 24: an order to crawl allows no running; aimed fire allows no move (the action\'s modes)', () => {
    expect(decide(undefined, submit('red', [redAdvance('r1', 'run', [{ x: 30, y: 35 }], 'crawl')]))).toMatchObject({ ok: false, error: { code: 'orders/mode' } });
    expect(decide(undefined, submit('red', [redAdvance('r1', 'crawl', [{ x: 30, y: 38 }], 'aimed-fire')]))).toMatchObject({ ok: false, error: { code: 'orders/mode' } });
  });

  it('seed line 61: "pinned no moving" — a pinned man may stay still but not move', () => {
    const pinned = { ...testGame(), figures: { ...testGame().figures, r1: { ...testGame().figures['r1']!, state: 'pinned' as const } } };
    expect(decide(pinned, submit('red', [redAdvance('r1', 'crawl', [{ x: 30, y: 39 }], 'crawl')]))).toMatchObject({ ok: false, error: { code: 'orders/pinned', caseRef: 'seed 003 line 61, pinned no moving' } });
    expect(decide(pinned, submit('red', [{ unitId: 'red-1', action: 'hold', figures: [{ figureId: 'r1', mode: 'still', path: [], posture: 'prone' }] }])).ok).toBe(true);
  });

  it("seed line 3: a side orders only its own units; orders may be rewritten until both are in, then they are fixed", () => {
    expect(decide(undefined, submit('red', [{ unitId: 'blue-1', action: 'hold', figures: [] }]))).toMatchObject({ ok: false, error: { code: 'orders/not-own-unit' } });
    const hold = (side: string, unitId: string) => submit(side, [{ unitId, action: 'hold', figures: [] }]);
    const { state } = play(testGame(), [hold('red', 'red-1'), submit('red', [redAdvance('r1', 'advance', [{ x: 30, y: 35 }])]), hold('blue', 'blue-1'), { type: 'bound/advance' }], NO_DICE);
    expect(state.orders['red']![0]!.action).toBe('advance');
    expect(state).toMatchObject({ revealed: true, step: 'reaction' });
    expect(decide(state, hold('red', 'red-1'))).toMatchObject({ ok: false, error: { code: 'orders/not-now' } });
  });

  it("a side's window writes its own side's orders (playerActions); the side is the caller's", () => {
    const built = skirmishRuleset.playerActions!.command(testGame(), 'blue', 'submitOrders', { orders: [{ unitId: 'blue-1', action: 'hold', figures: [] }] });
    expect(built).toEqual({ ok: true, value: { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action: 'hold', figures: [] }] } });
  });
});
