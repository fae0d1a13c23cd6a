import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { randomLayout } from '../test-support/tables';
import { POSTURES } from '../tables/features';
import { lineOfSight } from './line-of-sight';
import { bruteForceIndex, buildTableIndex } from './table-index';
import type { TableFigure, TableLayout, TableLinear } from './table-types';

const point = fc.record({ x: fc.double({ min: 0, max: 72, noNaN: true }), y: fc.double({ min: 0, max: 48, noNaN: true }) });
const posture = fc.constantFrom(...POSTURES);
const layoutArb = fc.record({ seed: fc.integer({ min: 1, max: 1_000_000 }), features: fc.integer({ min: 0, max: 60 }) }).map(({ seed, features }) => randomLayout(seed, features));
const wallArb = fc.record({ a: point, b: point, height: fc.double({ min: 0.1, max: 5, noNaN: true }), kind: fc.constantFrom('wall', 'hedge', 'bank', 'sandbags') }).map(
  ({ a, b, height, kind }): TableLinear => ({ id: 'added', kind: kind as TableLinear['kind'], points: [a, b], material: 'brick', thickness: 1, height }),
);
const fig = (id: string, at: { x: number; y: number }, p: TableFigure['posture']): TableFigure => ({ id, at, posture: p });
const opts = () => ({ seed: propertySeed(), numRuns: 200 });

describe('line of sight, properties', () => {
  it('is symmetric for equal eye heights (same posture)', () => {
    fc.assert(
      fc.property(layoutArb, point, point, posture, (layout, a, b, p) => {
        const index = buildTableIndex(layout);
        const ab = lineOfSight(index, fig('a', a, p), fig('b', b, p)).visibility === 'blocked';
        const ba = lineOfSight(index, fig('b', b, p), fig('a', a, p)).visibility === 'blocked';
        expect(ab).toBe(ba);
      }),
      opts(),
    );
  });

  it('adding a blocking feature never clears a line', () => {
    const rank = { clear: 0, partial: 1, blocked: 2 } as const;
    fc.assert(
      fc.property(layoutArb, point, point, posture, posture, wallArb, (layout, a, b, pa, pb, wall) => {
        const before = lineOfSight(buildTableIndex(layout), fig('a', a, pa), fig('b', b, pb));
        const more: TableLayout = { ...layout, linear: [...layout.linear, wall] };
        const after = lineOfSight(buildTableIndex(more), fig('a', a, pa), fig('b', b, pb));
        expect(rank[after.visibility]).toBeGreaterThanOrEqual(rank[before.visibility]);
      }),
      opts(),
    );
  });

  it('the spatial index answers exactly as testing every edge', () => {
    fc.assert(
      fc.property(layoutArb, point, point, posture, posture, (layout, a, b, pa, pb) => {
        const fast = lineOfSight(buildTableIndex(layout), fig('a', a, pa), fig('b', b, pb));
        const slow = lineOfSight(bruteForceIndex(layout), fig('a', a, pa), fig('b', b, pb));
        expect(fast).toEqual(slow);
      }),
      opts(),
    );
  });
});
