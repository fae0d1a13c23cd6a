import { describe, expect, it } from 'vitest';
import { blankTable } from '@shared/rulesets/skirmish/model/edit/new-features';
import { addCorner, dropCorner, figureDraft, MAX_CORNERS, ordersOf, readPath, setAction, setMode, type OrdersDraft } from './side-orders-draft';

// Issue 19: a side's orders as written in its window, with each moving man's path.

const table = blankTable('t', 'T');
const r1 = { id: 'r1', at: { x: 30, y: 40 }, posture: 'standing' as const, loads: [] };

describe("a side's orders draft", () => {
  it('seed line 24: an action keeps only the moves it allows; still drops the path', () => {
    let d: OrdersDraft = setAction({}, 'red-1', 'advance');
    d = setMode(d, 'red-1', 'r1', 'advance');
    d = addCorner(d, 'red-1', 'r1', { x: 30.04, y: 33.26 });
    expect(figureDraft(d, 'red-1', 'r1')).toEqual({ mode: 'advance', path: [{ x: 30, y: 33.3 }] });
    expect(figureDraft(setAction(d, 'red-1', 'crawl'), 'red-1', 'r1')).toEqual({ mode: 'still', path: [] });
    expect(figureDraft(setAction(d, 'red-1', 'to-contact'), 'red-1', 'r1').path).toHaveLength(1);
    expect(figureDraft(setMode(d, 'red-1', 'r1', 'still'), 'red-1', 'r1').path).toEqual([]);
    // A man left still takes no corners.
    expect(addCorner({}, 'red-1', 'r2', { x: 1, y: 1 })).toEqual({});
  });

  it('corners are taken back one at a time or all; no more than the orders allow', () => {
    let d = setMode(setAction({}, 'red-1', 'to-contact'), 'red-1', 'r1', 'run');
    for (let i = 0; i < MAX_CORNERS + 3; i++) d = addCorner(d, 'red-1', 'r1', { x: 30, y: 39 - i * 0.5 });
    expect(figureDraft(d, 'red-1', 'r1').path).toHaveLength(MAX_CORNERS);
    expect(figureDraft(dropCorner(d, 'red-1', 'r1'), 'red-1', 'r1').path).toHaveLength(MAX_CORNERS - 1);
    expect(figureDraft(dropCorner(d, 'red-1', 'r1', true), 'red-1', 'r1').path).toEqual([]);
  });

  it('the orders handed in: every unit with its action, each moving man with his mode and path, still men left out', () => {
    let d = setMode(setAction({}, 'red-1', 'advance'), 'red-1', 'r1', 'advance');
    d = addCorner(addCorner(d, 'red-1', 'r1', { x: 30, y: 36 }), 'red-1', 'r1', { x: 33, y: 36 });
    d = setMode(d, 'red-1', 'r2', 'still');
    expect(ordersOf(['red-1', 'red-2'], d)).toEqual([
      { unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 36 }, { x: 33, y: 36 }] }] },
      { unitId: 'red-2', action: 'hold', figures: [] },
    ]);
  });

  it('seed line 38: the reading gives the inches drawn, the cost against the allowance and its seed line; too far is said so', () => {
    const near = readPath(table, r1, 'advance', [{ x: 30, y: 36 }, { x: 33, y: 36 }]);
    expect(near).toMatchObject({ reachable: true, allowance: 10 });
    expect(near.text).toBe('7.0" drawn, costs 7.0" of a 10" advance allowance.');
    expect(near.sources).toEqual(['advance on track/open: seed 003 line 38, infantry movement, track/open, advance']);
    const far = readPath(table, { ...r1, posture: 'prone' }, 'advance', [{ x: 30, y: 30 }]);
    expect(far.reachable).toBe(false);
    expect(far.text).toBe('10.0" drawn, costs 10.0" of a 9" advance allowance — cannot be taken: costs 10.00" of a 9" allowance.');
    expect(far.sources).toContain('prone to erect: seed 003 line 43, movement modifiers, -1" prone to erect');
    expect(readPath(table, r1, 'crawl', [])).toMatchObject({ reachable: false, text: 'No path yet: crawl allowance 4".' });
  });
});
