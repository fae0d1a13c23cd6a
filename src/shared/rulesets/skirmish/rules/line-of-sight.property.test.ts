import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { lcg, randomLayout, rect } from '../test-support/tables';
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

  it('adding a building, a wood, or a hill away from both figures never clears a line either', () => {
    const rank = { clear: 0, partial: 1, blocked: 2 } as const;
    const box = fc.record({ x: fc.double({ min: 0, max: 60, noNaN: true }), y: fc.double({ min: 0, max: 36, noNaN: true }), w: fc.double({ min: 0.5, max: 12, noNaN: true }), h: fc.double({ min: 0.5, max: 12, noNaN: true }), height: fc.double({ min: 0.5, max: 12, noNaN: true }), what: fc.constantFrom('building', 'hill', 'wood') });
    fc.assert(
      fc.property(layoutArb, point, point, posture, posture, box, (layout, a, b, pa, pb, { x, y, w, h, height, what }) => {
        const before = lineOfSight(buildTableIndex(layout), fig('a', a, pa), fig('b', b, pb));
        const polygon = rect(x, y, w, h);
        // A hill raised under a figure lifts his eye: that is moving him, not adding a blocker.
        const under = (p: { x: number; y: number }) => p.x >= x && p.x <= x + w && p.y >= y && p.y <= y + h;
        fc.pre(what !== 'hill' || (!under(a) && !under(b)));
        const more: TableLayout =
          what === 'building'
            ? { ...layout, buildings: [...layout.buildings, { id: 'added', polygon, height, wall: { material: 'brick', thickness: 1 }, openings: [], cover: 'close' }] }
            : what === 'hill'
              ? { ...layout, hills: [...layout.hills, { id: 'added', contours: [{ polygon, height }] }] }
              : { ...layout, areas: [...layout.areas, { id: 'added', polygon, cover: 'dense', movement: 'close', height }] };
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

describe('line of sight, index against brute force on a crowded table', () => {
  it('gives the same whole result, blockers and breakdown steps in the same order (300 features, the bench table)', () => {
    const layout = randomLayout(17, 300);
    const fast = buildTableIndex(layout);
    const slow = bruteForceIndex(layout);
    const rnd = lcg(18);
    const men = Array.from({ length: 12 }, (_, i) => fig(`f${i}`, { x: 1 + rnd() * 70, y: 1 + rnd() * 46 }, POSTURES[i % POSTURES.length]!));
    for (const a of men) for (const b of men) if (a !== b) expect(lineOfSight(fast, a, b)).toEqual(lineOfSight(slow, a, b));
  });
});
