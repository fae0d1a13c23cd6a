/**
 * Properties of Line of Sight on random small maps (fast-check):
 *
 * - symmetry: our reading of Case 8.26 ("the observer" is the lower man) and of
 *   Case 11.59 (a man in a smoke square neither sees nor is seen beyond it)
 *   make LOS symmetric everywhere, at any levels and postures: swapping the
 *   two viewpoints never changes `clear`;
 * - the fast path agrees with the full answer, and a clear LOS has no block;
 * - adding blocking terrain (Cases 8.22, 8.23, 8.6) never turns a blocked LOS
 *   clear. A wall is the one exception, and only where smoke is about: by
 *   Case 11.57 a wall confines smoke, so walls are added on smokeless maps.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Direction, FieldTerrain, LineTerrain } from '../../../map/map-model';
import type { LosContext, Viewpoint } from './line-of-sight';
import { hasLineOfSight, lineOfSight } from './line-of-sight';
import { LosMapBuilder } from './test-support/los-maps';

const W = 7;
const H = 6;

interface MapSpec {
  readonly cells: readonly { terrain: FieldTerrain; elevation: number; trees: readonly { x: number; y: number; r: number }[] }[];
  readonly lines: readonly { col: number; row: number; dir: Direction; terrain: LineTerrain }[];
}

/** A tree symbol wholly inside its square. */
const treeArb = fc
  .record({ x: fc.double({ min: 0.1, max: 0.9, noNaN: true }), y: fc.double({ min: 0.1, max: 0.9, noNaN: true }), r: fc.double({ min: 0.05, max: 0.4, noNaN: true }) })
  .map((t) => ({ ...t, r: Math.min(t.r, t.x, 1 - t.x, t.y, 1 - t.y) }));

const cellArb = fc.record({
  terrain: fc.constantFrom<FieldTerrain>('clear', 'clear', 'clear', 'rough', 'forest', 'woods', 'building'),
  elevation: fc.integer({ min: 0, max: 3 }),
  trees: fc.array(treeArb, { maxLength: 3 }),
});

const sideArb = fc.record({
  col: fc.integer({ min: 1, max: W }),
  row: fc.integer({ min: 1, max: H }),
  dir: fc.constantFrom<Direction>('n', 'e', 's', 'w'),
});

const lineArb = fc.record({
  col: fc.integer({ min: 1, max: W }),
  row: fc.integer({ min: 1, max: H }),
  dir: fc.constantFrom<Direction>('n', 'e', 's', 'w'),
  terrain: fc.constantFrom<LineTerrain>('wall', 'building-line', 'door', 'window', 'slit', 'barbed-wire'),
});

const mapArb: fc.Arbitrary<MapSpec> = fc.record({
  cells: fc.array(cellArb, { minLength: W * H, maxLength: W * H }),
  lines: fc.array(lineArb, { maxLength: 14 }),
});

const squareArb = fc.record({ col: fc.integer({ min: 1, max: W }), row: fc.integer({ min: 1, max: H }) });
const viewpointArb: fc.Arbitrary<Viewpoint> = fc.record({
  square: squareArb,
  posture: fc.constantFrom<'erect' | 'prone'>('erect', 'prone'),
  level: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
});
const smokeArb = fc.array(squareArb, { maxLength: 2 });

function build(spec: MapSpec, extra?: (b: LosMapBuilder) => void) {
  const b = new LosMapBuilder(W, H);
  spec.cells.forEach((c, i) => {
    const sq = b.squares[i]!;
    sq.terrain = c.terrain;
    sq.elevation = c.elevation;
    if (c.terrain === 'woods' && c.trees.length > 0) sq.trees = c.trees.map((t) => ({ ...t }));
  });
  for (const l of spec.lines) b.line(l.col, l.row, l.dir, l.terrain);
  extra?.(b);
  return b.build();
}

const ctxOf = (smoke: readonly { col: number; row: number }[]): LosContext | undefined => (smoke.length ? { smoke } : undefined);

describe('Line of Sight properties (Cases 8.2, 8.6, 11.5)', () => {
  it('Case 8.26 (as read here) and Case 11.59: LOS is symmetric at any levels and postures', () => {
    fc.assert(
      fc.property(mapArb, viewpointArb, viewpointArb, smokeArb, (spec, a, b, smoke) => {
        const map = build(spec);
        const ctx = ctxOf(smoke);
        const there = lineOfSight(map, a, b, ctx);
        expect(lineOfSight(map, b, a, ctx).clear).toBe(there.clear);
        expect(hasLineOfSight(map, b, a, ctx)).toBe(there.clear);
      }),
      { numRuns: 300 },
    );
  });

  it('Case 8.24: the fast path agrees with the full answer; a clear LOS never has blockedBy; a blocked one always does', () => {
    fc.assert(
      fc.property(mapArb, viewpointArb, viewpointArb, smokeArb, (spec, a, b, smoke) => {
        const map = build(spec);
        const ctx = ctxOf(smoke);
        const r = lineOfSight(map, a, b, ctx);
        expect(hasLineOfSight(map, a, b, ctx)).toBe(r.clear);
        if (r.clear) expect(r.blockedBy).toBeUndefined();
        else expect(r.blockedBy?.caseRef).toMatch(/^Case \d+\.\d+$/);
        expect(r.profile[0]!.square).toEqual(a.square);
        expect(r.profile.at(-1)!.square).toEqual(b.square);
        for (const p of r.profile) expect(p.effective - p.ground).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('Cases 8.22, 8.23, 8.6: adding blocking field terrain or tree symbols never turns a blocked LOS clear', () => {
    const addArb = fc.array(fc.record({ sq: squareArb, tree: treeArb, forest: fc.boolean() }), { minLength: 1, maxLength: 4 });
    fc.assert(
      fc.property(mapArb, viewpointArb, viewpointArb, smokeArb, addArb, (spec, a, b, smoke, adds) => {
        const ctx = ctxOf(smoke);
        if (hasLineOfSight(build(spec), a, b, ctx)) return;
        const more = build(spec, (m) => {
          for (const { sq, tree, forest } of adds) {
            const s = m.at(sq.col, sq.row);
            if (s.terrain === 'woods') (s.trees ??= []).push(tree);
            else if (forest) s.terrain = 'forest';
          }
        });
        expect(hasLineOfSight(more, a, b, ctx)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('Case 8.23(b): adding walls (no smoke on the map) never turns a blocked LOS clear', () => {
    fc.assert(
      fc.property(mapArb, viewpointArb, viewpointArb, fc.array(sideArb, { minLength: 1, maxLength: 4 }), (spec, a, b, walls) => {
        if (hasLineOfSight(build(spec), a, b)) return;
        const more = build(spec, (m) => walls.forEach((w) => m.line(w.col, w.row, w.dir, 'wall')));
        expect(hasLineOfSight(more, a, b)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('Case 8.23: adding smoke never turns a blocked LOS clear', () => {
    fc.assert(
      fc.property(mapArb, viewpointArb, viewpointArb, smokeArb, smokeArb, (spec, a, b, smoke, more) => {
        const map = build(spec);
        if (hasLineOfSight(map, a, b, ctxOf(smoke))) return;
        expect(hasLineOfSight(map, a, b, { smoke: [...smoke, ...more] })).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
