import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { UnitOrder } from '../model/orders';
import { skirmishRuleset } from '../index';
import { TEST_TABLE, testGame } from '../test-support/game';
import { rect } from '../test-support/tables';
import { planFigurePath } from './figure-path';

// Seed lines 37–48: the path a side draws for a man in its window, planned
// from its own view (the table and the man), as the engine checks it.

const table = testGame().table;
const man = { id: 'r1', at: { x: 30, y: 40 }, posture: 'standing' as const };

describe('a figure\'s ordered path (seed lines 37–48)', () => {
  it('seed line 38: an advance of 10" in the open costs 10" of a 10" allowance', () => {
    const plan = planFigurePath(table, man, 'advance', [{ x: 30, y: 35 }, { x: 30, y: 30 }]);
    expect(plan).toMatchObject({ reachable: true, allowance: 10 });
    expect(plan.cost).toBeCloseTo(10);
    expect(plan.breakdown.steps[0]).toMatchObject({ caseRef: 'seed 003 line 38, infantry movement, track/open, advance' });
  });

  it('seed line 43: a prone man who rises to advance has 1" less; one who crawls stays down and loses nothing', () => {
    expect(planFigurePath(table, { ...man, posture: 'prone' }, 'advance', [{ x: 30, y: 31 }]).allowance).toBe(9);
    expect(planFigurePath(table, { ...man, posture: 'prone' }, 'crawl', [{ x: 30, y: 37 }]).allowance).toBe(4);
  });

  it('seed lines 44 and 48: what a man carries comes off his allowance', () => {
    expect(planFigurePath(table, { ...man, loads: ['heavy-pack'] }, 'run', [{ x: 30, y: 30 }]).allowance).toBe(17.5);
    expect(planFigurePath(table, { ...man, loads: ['hmg'] }, 'advance', [{ x: 30, y: 31 }])).toMatchObject({ allowance: 8, reachable: false, faults: ['costs 9.00" of a 8" allowance'] });
  });

  it('seed line 40: a path into the wood costs its close inches at the close rate', () => {
    const plan = planFigurePath(table, { ...man, at: { x: 48, y: 10 } }, 'advance', [{ x: 54, y: 10 }]);
    // 2" of open (2") and 4" of close at 10/6 each: 2 + 6.67.
    expect(plan.cost).toBeCloseTo(2 + (4 * 10) / 6);
    expect(plan.reachable).toBe(true);
  });

  it('refuses impassable ground and a path off the table, naming them; the engine refuses such an order with its figure', () => {
    const pond = { id: 'pond', polygon: rect(28, 32, 4, 4), cover: 'water', movement: 'impassable' };
    const state = testGame({ table: { ...TEST_TABLE, areas: [...TEST_TABLE.areas, pond] } });
    expect(planFigurePath(state.table, man, 'run', [{ x: 30, y: 28 }]).faults).toEqual(['leg 0 crosses impassable "pond"']);
    expect(planFigurePath(state.table, man, 'run', [{ x: 30, y: 50 }]).faults).toEqual(['the path leaves the table at (30, 50)']);
    const order = { unitId: 'red-1', action: 'to-contact', figures: [{ figureId: 'r1', mode: 'run', path: [{ x: 30, y: 28 }] }] } as UnitOrder;
    const r = skirmishRuleset.decide(state, skirmishRuleset.commandSchema.parse({ type: 'orders/submit', side: 'red', orders: [order] }), new ScriptedDice([]));
    expect(r).toMatchObject({ ok: false, error: { code: 'orders/path', caseRef: 'seed 003 line 37, movement', message: 'orders[0] (unit "red-1"), figures[0] ("r1"): the run path cannot be taken: leg 0 crosses impassable "pond".' } });
  });
});
