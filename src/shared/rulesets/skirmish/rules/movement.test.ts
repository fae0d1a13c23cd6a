import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { emptyLayout, randomLayout, rect } from '../test-support/tables';
import { MOVE_MODES } from '../tables/movement';
import { legCost, planMove } from './movement';
import { buildTableIndex } from './table-index';
import type { TableLayout } from './table-types';

const layout: TableLayout = {
  ...emptyLayout(),
  areas: [
    { id: 'wood', polygon: rect(10, 0, 6, 48), cover: 'close', movement: 'close' },
    { id: 'pond', polygon: rect(30, 10, 4, 4), cover: 'water', movement: 'impassable' },
  ],
  roads: [{ id: 'lane', kind: 'track', points: [{ x: 13, y: 0 }, { x: 13, y: 48 }], width: 1 }],
  buildings: [{ id: 'barn', polygon: rect(40, 30, 4, 4), height: 4, wall: { material: 'log', thickness: 1 }, openings: [{ kind: 'door', edge: 3, at: 1, width: 1 }], cover: 'close' }],
};
const index = buildTableIndex(layout);
const man = { id: 'm1', at: { x: 4, y: 5 }, posture: 'standing' as const };

describe('movement on the table (seed lines 37–48)', () => {
  it('a move wholly in the open costs its length', () => {
    expect(legCost(index, { x: 0, y: 5 }, { x: 8, y: 5 }, 'advance').cost).toBeCloseTo(8);
  });
  it('close terrain costs open/close: advancing 10/6 an inch; a road through the wood counts as track', () => {
    const leg = legCost(index, { x: 8, y: 5 }, { x: 18, y: 5 }, 'advance');
    expect(leg.stretches.map((s) => [s.movement, +s.inches.toFixed(3), s.ids])).toEqual([
      ['open', 2, []], ['close', 2.5, ['wood']], ['open', 1, ['lane']], ['close', 2.5, ['wood']], ['open', 2, []],
    ]);
    expect(leg.cost).toBeCloseTo(5 + 5 * (10 / 6));
  });
  it('a man advancing 6" through close terrain uses exactly his 10" open allowance', () => {
    const r = planMove(buildTableIndex({ ...emptyLayout(), areas: [{ id: 'w', polygon: rect(0, 0, 72, 48), cover: 'close', movement: 'close' }] }), { figure: man, waypoints: [{ x: 10, y: 5 }], mode: 'advance' });
    expect(r.cost).toBeCloseTo(10);
    expect(r.allowance).toBe(10);
  });
  it('modifiers come off the allowance: prone to erect -1", a flak jacket -1/2", an H.M.G. -2"', () => {
    const r = planMove(index, { figure: man, waypoints: [{ x: 4, y: 10 }], mode: 'run', risesFromProne: true, loads: ['flak-jacket', 'hmg'] });
    expect(r.allowance).toBe(14.5);
    expect(r.breakdown.steps.map((s) => s.caseRef)).toEqual(expect.arrayContaining(['seed 003 line 43, movement modifiers, -1" prone to erect', 'seed 003 line 48, movement modifiers, -2" for H.M.G.']));
    expect(r.reachable).toBe(true);
  });
  it('refuses impassable ground, walls without a door, too long a path, leaving the table, and ending on another man', () => {
    expect(planMove(index, { figure: man, waypoints: [{ x: 40, y: 12 }], mode: 'run' }).faults).toEqual(expect.arrayContaining(['leg 0 crosses impassable "pond"']));
    expect(planMove(index, { figure: { ...man, at: { x: 38, y: 31 } }, waypoints: [{ x: 42, y: 31 }], mode: 'run' }).faults).toEqual(['leg 0 crosses impassable "barn"']);
    const inByTheDoor = planMove(index, { figure: { ...man, at: { x: 38, y: 32.5 } }, waypoints: [{ x: 42, y: 32.5 }], mode: 'run' });
    expect(inByTheDoor.reachable).toBe(true);
    expect(inByTheDoor.legs[0]!.stretches.map((s) => [s.movement, s.ids])).toEqual([['open', []], ['close', ['barn']]]);
    expect(planMove(index, { figure: man, waypoints: [{ x: 4, y: 20 }], mode: 'crawl' }).faults).toEqual(['costs 15.00" of a 4" allowance']);
    expect(planMove(index, { figure: man, waypoints: [{ x: -1, y: 5 }], mode: 'run' }).faults).toEqual(['the path leaves the table at (-1, 5)']);
    expect(planMove(index, { figure: man, waypoints: [{ x: 6, y: 5 }], mode: 'run' }, [{ id: 'm2', at: { x: 6.8, y: 5 }, posture: 'prone' }]).faults).toEqual(['would end overlapping "m2"']);
  });
});

describe('movement, properties', () => {
  const point = fc.record({ x: fc.double({ min: 0, max: 72, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }) });
  const arb = fc.record({ seed: fc.integer({ min: 1, max: 100000 }), features: fc.integer({ min: 0, max: 40 }), start: point, waypoints: fc.array(point, { minLength: 1, maxLength: 5 }), mode: fc.constantFrom(...MOVE_MODES), prone: fc.boolean() });
  it("a path's cost is the sum of its legs' costs, each the sum of its stretches", () => {
    fc.assert(
      fc.property(arb, ({ seed, features, start, waypoints, mode }) => {
        const idx = buildTableIndex(randomLayout(seed, features));
        const r = planMove(idx, { figure: { ...man, at: start }, waypoints, mode });
        let at = start;
        let sum = 0;
        waypoints.forEach((p, i) => {
          const leg = legCost(idx, at, p, mode, i);
          expect(leg.cost).toBe(leg.stretches.reduce((s, x) => s + x.cost, 0));
          sum += leg.cost;
          at = p;
        });
        expect(r.cost).toBe(sum);
      }),
      { seed: propertySeed(), numRuns: 150 },
    );
  });
  it('the reachable check never accepts a path over the allowance', () => {
    fc.assert(
      fc.property(arb, ({ seed, features, start, waypoints, mode, prone }) => {
        const r = planMove(buildTableIndex(randomLayout(seed, features)), { figure: { ...man, at: start }, waypoints, mode, risesFromProne: prone });
        if (r.reachable) expect(r.cost).toBeLessThanOrEqual(r.allowance);
        else expect(r.faults.length).toBeGreaterThan(0);
      }),
      { seed: propertySeed(), numRuns: 150 },
    );
  });
});
