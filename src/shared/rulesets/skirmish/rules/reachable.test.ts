import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { emptyLayout, randomLayout, rect } from '../test-support/tables';
import { planMove } from './movement';
import { reachableArea } from './reachable';
import { buildTableIndex } from './table-index';
import type { TableLayout } from './table-types';

const man = (x: number, y: number) => ({ id: 'm1', at: { x, y }, posture: 'standing' as const });

describe('the reachable area of one bound (seed lines 37–48)', () => {
  it('in the open, a run of 18" reaches lattice points up to 18" away and none beyond', () => {
    const index = buildTableIndex(emptyLayout());
    const area = reachableArea(index, man(36, 24), 'run', 18, 2);
    const far = Math.max(...area.points.map((p) => Math.hypot(p.at.x - 36, p.at.y - 24)));
    expect(far).toBeLessThanOrEqual(18);
    expect(far).toBeGreaterThan(17);
    expect(area.points.some((p) => p.at.x === 54 && p.at.y === 24)).toBe(true);
    expect(area.points.some((p) => p.at.x === 56 && p.at.y === 24)).toBe(false);
  });

  it('does not go through an impassable pond or a building wall without a door, and goes round', () => {
    const layout: TableLayout = {
      ...emptyLayout(),
      areas: [{ id: 'pond', polygon: rect(38, 14, 4, 20), cover: 'water', movement: 'impassable' }],
      buildings: [{ id: 'barn', polygon: rect(20, 20, 6, 6), height: 4, wall: { material: 'brick', thickness: 1 }, openings: [], cover: 'close' }],
    };
    const area = reachableArea(buildTableIndex(layout), man(36, 24), 'advance', 10, 1);
    expect(area.points.some((p) => p.at.x > 38 && p.at.x < 42 && p.at.y > 14 && p.at.y < 34)).toBe(false);
    expect(area.points.some((p) => p.at.x === 44 && p.at.y === 24)).toBe(false); // 8" away but only round the pond
    expect(area.points.some((p) => p.at.x > 20 && p.at.x < 26 && p.at.y > 20 && p.at.y < 26)).toBe(false);
  });

  it('leaves out the points where the man would end on another figure', () => {
    const index = buildTableIndex(emptyLayout());
    const area = reachableArea(index, man(10, 10), 'advance', 10, 1, [{ id: 'other', at: { x: 14, y: 10 }, posture: 'standing' }]);
    expect(area.points.some((p) => p.at.x === 14 && p.at.y === 10)).toBe(false);
    expect(area.points.some((p) => p.at.x === 16 && p.at.y === 10)).toBe(true); // passing him is allowed
  });

  it('property: every point of the area is reachable within the allowance: planMove over its path costs what the area says and no more than the allowance', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.double({ min: 3, max: 69, noNaN: true }), fc.double({ min: 3, max: 45, noNaN: true }), fc.constantFrom('crawl' as const, 'advance' as const), (seed, x, y, mode) => {
        const index = buildTableIndex(randomLayout(seed, 40));
        const allowance = mode === 'crawl' ? 4 : 10;
        const area = reachableArea(index, man(x, y), mode, allowance, 1);
        expect(area.points.length).toBeGreaterThan(0);
        for (const p of area.points) {
          const path = area.pathTo(p.at)!;
          const plan = planMove(index, { figure: man(x, y), waypoints: path, mode });
          expect(plan.cost).toBeCloseTo(p.cost, 9);
          expect(plan.cost).toBeLessThanOrEqual(allowance + 1e-9);
          expect(plan.faults.filter((f) => !f.startsWith('would end'))).toEqual([]);
        }
      }),
      { seed: propertySeed(), numRuns: 12 },
    );
  });
});
