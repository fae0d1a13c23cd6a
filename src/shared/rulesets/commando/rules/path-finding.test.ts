import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldTerrain, GameMap, LineFeature, LineTerrain, SideRef, Square, SquareTerrain } from '../../../map/map-model';
import { blankMap, FIELD_TERRAIN, LINE_TERRAIN } from '../../../map/map-model';
import { house } from '../../../kernel/provenance';
import type { Mover, MovementTables } from './movement-tables';
import { MOVEMENT_TABLES, movementTables } from './movement-tables';
import { planMove } from './move-plan';
import { stepCost } from './movement';
import { cheapestPath, reachable } from './path-finding';
import type { Occupancy, SquareOccupancy } from './stacking';

const sq = (col: number, row: number): Square => ({ col, row });
const ERECT: Mover = { prone: false, seriouslyWounded: false };

function map(width: number, height: number, opts: { terrain?: [Square, FieldTerrain][]; lines?: [SideRef, LineTerrain][] } = {}): GameMap {
  const m = blankMap('t', 'test', width, height, { kind: 'custom', note: 'test' });
  const squares: SquareTerrain[] = m.squares.map((s) => ({ ...s }));
  for (const [s, terrain] of opts.terrain ?? []) squares[(s.row - 1) * width + (s.col - 1)] = { terrain, elevation: 0 };
  return { ...m, squares, lines: (opts.lines ?? []).map(([side, terrain]) => ({ side, terrain })) };
}

/** Walls down the east side of column 2 and the west side of column 4, leaving a corridor in column 3. */
function corridor(height: number): GameMap {
  const lines: [SideRef, LineTerrain][] = [];
  for (let row = 1; row <= height; row++) {
    lines.push([{ col: 3, row, dir: 'w' }, 'wall'], [{ col: 3, row, dir: 'e' }, 'wall']);
  }
  return map(5, height, { lines });
}

describe('Case 7.22: reachable on open ground', () => {
  const m = map(11, 11);
  const r = reachable(m, ERECT, sq(6, 6), 50);
  it('costs 5 per orthogonal and 7 per diagonal square, cheapest mix', () => {
    expect(r.costAt(sq(6, 6))).toBe(0);
    expect(r.costAt(sq(7, 7))).toBe(7);
    expect(r.costAt(sq(8, 7))).toBe(12);
    expect(r.costAt(sq(11, 6))).toBe(25);
    expect(r.costAt(sq(11, 11))).toBe(35);
  });
  it('never exceeds the Task Points he has', () => {
    const small = reachable(m, ERECT, sq(6, 6), 14);
    expect(small.costAt(sq(8, 8))).toBe(14);
    expect(small.costAt(sq(6, 9))).toBeNull(); // 15
    expect(Math.max(...small.cost)).toBeLessThanOrEqual(14);
  });
  it('routeTo gives a cheapest route', () => {
    const route = r.routeTo(sq(8, 7));
    expect(route?.[0]).toEqual(sq(6, 6));
    expect(route?.at(-1)).toEqual(sq(8, 7));
    expect(route).toHaveLength(3);
  });
});

describe('Cases 7.35, 7.37: path-finding goes round walls', () => {
  it('detours round a wall with a gap', () => {
    // A wall along the north sides of row 3, columns 1–4; the gap is column 5.
    const lines: [SideRef, LineTerrain][] = [1, 2, 3, 4].map((col) => [{ col, row: 3, dir: 'n' }, 'wall']);
    const m = map(5, 5, { lines });
    const p = cheapestPath(m, ERECT, sq(1, 3), sq(1, 2));
    // East along row 3 (15), round the wall's end diagonally to 0502 (7), back west along row 2 (20).
    expect(p?.cost).toBe(42);
    expect(p && sumOfSteps(m, p.route)).toBe(p?.cost);
    expect(p?.route.some((s) => s.col === 5)).toBe(true);
  });
  it('returns null when the goal is sealed off', () => {
    const lines: [SideRef, LineTerrain][] = [
      [{ col: 2, row: 2, dir: 'n' }, 'wall'],
      [{ col: 2, row: 2, dir: 's' }, 'wall'],
      [{ col: 2, row: 2, dir: 'e' }, 'wall'],
      [{ col: 2, row: 2, dir: 'w' }, 'wall'],
    ];
    expect(cheapestPath(map(3, 3, { lines }), ERECT, sq(1, 1), sq(2, 2))).toBeNull();
  });
  it('goes through a door orthogonally', () => {
    const lines: [SideRef, LineTerrain][] = [
      [{ col: 1, row: 2, dir: 'n' }, 'wall'],
      [{ col: 2, row: 2, dir: 'n' }, 'door'],
      [{ col: 3, row: 2, dir: 'n' }, 'wall'],
    ];
    const p = cheapestPath(map(3, 2, { lines }), ERECT, sq(1, 2), sq(1, 1));
    expect(p).toMatchObject({ cost: 5 + 10 + 5, route: [sq(1, 2), sq(2, 2), sq(2, 1), sq(1, 1)] });
  });
});

describe('Case 7.44: squares with a live Enemy man end movement', () => {
  const m = corridor(6);
  const enemyAt = (s: Square): Occupancy => (q) => ({ friendly: 0, enemyActive: q.col === s.col && q.row === s.row });
  it('the Enemy square is reachable; squares beyond it only by another way', () => {
    const r = reachable(m, ERECT, sq(3, 1), 100, enemyAt(sq(3, 3)));
    expect(r.costAt(sq(3, 3))).toBe(10);
    expect(r.endsMovement[2 * 5 + 2]).toBe(1);
    expect(r.costAt(sq(3, 4))).toBeNull();
  });
  it('cheapestPath to the Enemy square says it ends movement', () => {
    expect(cheapestPath(m, ERECT, sq(3, 1), sq(3, 3), undefined, enemyAt(sq(3, 3)))).toMatchObject({ cost: 10, endsMovement: true });
  });
  it('Case 7.46: an inactive Enemy man (enemyActive false) does not stop him', () => {
    expect(reachable(m, ERECT, sq(3, 1), 100).costAt(sq(3, 6))).toBe(25);
  });
  it('Case 7.45: a man who starts in an Enemy man’s square is not held by it here', () => {
    expect(reachable(m, ERECT, sq(3, 1), 100, enemyAt(sq(3, 1))).costAt(sq(3, 2))).toBe(5);
  });
});

describe('Case 7.41: a full square can be neither entered nor passed through', () => {
  const m = corridor(6);
  const full: Occupancy = (q) => ({ friendly: q.col === 3 && q.row === 3 ? 2 : 0, enemyActive: false });
  it('blocks the corridor', () => {
    const r = reachable(m, ERECT, sq(3, 1), 100, full);
    expect(r.costAt(sq(3, 2))).toBe(5);
    expect(r.costAt(sq(3, 3))).toBeNull();
    expect(r.costAt(sq(3, 4))).toBeNull();
  });
  it('one Friendly man does not (Case 7.42)', () => {
    const one: Occupancy = (q) => ({ friendly: q.row === 3 ? 1 : 0, enemyActive: false });
    expect(reachable(m, ERECT, sq(3, 1), 100, one).costAt(sq(3, 4))).toBe(15);
  });
});

describe('Case 9.22: an incapacitated man reaches only his own square', () => {
  it('has nowhere to go', () => {
    const r = reachable(map(3, 3), { prone: true, seriouslyWounded: true, incapacitated: true }, sq(2, 2), 50);
    expect([...r.cost].filter((c) => c >= 0)).toEqual([0]);
  });
});

function sumOfSteps(m: GameMap, route: readonly Square[], mover: Mover = ERECT, occ?: Occupancy, tables: MovementTables = MOVEMENT_TABLES): number {
  let total = 0;
  for (let i = 1; i < route.length; i++) {
    const r = stepCost(m, route[i - 1]!, route[i]!, mover, occ, tables);
    if (!r.ok) throw new Error(r.error.message);
    total += r.value.cost;
  }
  return total;
}

// ---------------------------------------------------------------------------
// Property tests on random small maps.

const wireAdditive = movementTables({
  line: { ...MOVEMENT_TABLES.line, 'barbed-wire': { crossing: house(9, 'test', 'an additive wire to exercise Case 7.37 corners'), aperture: false } },
});
/** Named so a counterexample prints the name, not the whole chart. */
const TABLES: Record<string, MovementTables> = {
  default: MOVEMENT_TABLES,
  'additive-wire': wireAdditive,
  'woods-7.34': movementTables({ woodsReading: 'case-7.34' }),
  'every-level': movementTables({ elevationReading: 'every-level' }),
};

const terrainArb = fc.constantFrom<FieldTerrain>('clear', 'clear', 'clear', 'clear', ...FIELD_TERRAIN);
const lineArb = fc.constantFrom<LineTerrain>('door', 'window', 'slit', 'barbed-wire', ...LINE_TERRAIN);

interface World {
  readonly map: GameMap;
  readonly occ: Occupancy;
  readonly start: Square;
  readonly goal: Square;
  readonly walk: readonly number[];
  readonly mover: Mover;
  readonly tp: number;
  readonly tables: MovementTables;
}


const worldArb: fc.Arbitrary<World> = fc
  .record({ w: fc.integer({ min: 2, max: 7 }), h: fc.integer({ min: 2, max: 7 }) })
  .chain(({ w, h }) =>
    fc.record({
      squares: fc.array(fc.record({ terrain: terrainArb, elevation: fc.integer({ min: -2, max: 2 }) }), { minLength: w * h, maxLength: w * h }),
      lines: fc.array(
        fc.record({
          col: fc.integer({ min: 1, max: w }),
          row: fc.integer({ min: 1, max: h }),
          dir: fc.constantFrom<SideRef['dir']>('n', 'e', 's', 'w'),
          terrain: lineArb,
        }),
        { maxLength: w * h },
      ),
      occ: fc.array(fc.record({ friendly: fc.constantFrom(0, 0, 0, 1, 2), enemyActive: fc.constantFrom(false, false, false, false, true) }), {
        minLength: w * h,
        maxLength: w * h,
      }),
      start: fc.record({ col: fc.integer({ min: 1, max: w }), row: fc.integer({ min: 1, max: h }) }),
      goal: fc.record({ col: fc.integer({ min: 1, max: w }), row: fc.integer({ min: 1, max: h }) }),
      walk: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 14 }),
      mover: fc.record({ prone: fc.boolean(), seriouslyWounded: fc.boolean() }),
      tp: fc.integer({ min: 0, max: 120 }),
      readings: fc.constantFrom('default', 'additive-wire', 'woods-7.34', 'every-level'),
    }).map(({ squares, lines, occ, readings, ...rest }): World => {
      const base = blankMap('p', 'property', w, h, { kind: 'custom', note: 'property test' });
      const features: LineFeature[] = lines.map(({ terrain, ...side }) => ({ side, terrain }));
      const occupancy: Occupancy = (s) => occ[(s.row - 1) * w + (s.col - 1)] as SquareOccupancy;
      return { ...rest, map: { ...base, squares, lines: features }, occ: occupancy, tables: TABLES[readings]! };
    }),
  );

const DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/** A random walk from the start, clipped to the map. */
function walkRoute(w: World): Square[] {
  const route = [w.start];
  for (const d of w.walk) {
    const last = route[route.length - 1]!;
    const [dc, dr] = DIRS[d]!;
    const next = { col: last.col + dc, row: last.row + dr };
    if (next.col >= 1 && next.row >= 1 && next.col <= w.map.width && next.row <= w.map.height) route.push(next);
  }
  return route;
}

describe('path-finding properties (fast-check, random small maps)', () => {
  it('cheapestPath cost equals the sum of stepCost along its route, and planMove agrees', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const p = cheapestPath(w.map, w.mover, w.start, w.goal, undefined, w.occ, w.tables);
        const all = reachable(w.map, w.mover, w.start, Number.POSITIVE_INFINITY, w.occ, w.tables);
        expect(p === null).toBe(all.costAt(w.goal) === null);
        if (!p) return;
        expect(p.route[0]).toEqual(w.start);
        expect(p.route.at(-1)).toEqual(w.goal);
        expect(sumOfSteps(w.map, p.route, w.mover, w.occ, w.tables)).toBe(p.cost);
        expect(all.costAt(w.goal)).toBe(p.cost);
        const plan = planMove(w.map, w.mover, p.route, p.cost, w.occ, w.tables);
        expect(plan.ok).toBe(true);
        if (plan.ok) {
          expect(plan.value.moveCost).toBe(p.cost);
          expect(plan.value.remaining).toBe(0);
          expect(plan.value.stopped?.unexecuted ?? []).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reachable cost never exceeds any planMove cost for the same route', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const all = reachable(w.map, w.mover, w.start, Number.POSITIVE_INFINITY, w.occ, w.tables);
        const r = planMove(w.map, w.mover, walkRoute(w), 100_000, w.occ, w.tables);
        const steps = r.ok ? r.value.steps : (r.partial?.steps ?? []);
        for (const s of steps) {
          const c = all.costAt(s.to);
          expect(c).not.toBeNull();
          expect(c!).toBeLessThanOrEqual(s.spent);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('reachable never exceeds remainingTP, and is the unlimited search cut at remainingTP', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const r = reachable(w.map, w.mover, w.start, w.tp, w.occ, w.tables);
        const all = reachable(w.map, w.mover, w.start, Number.POSITIVE_INFINITY, w.occ, w.tables);
        expect(r.costAt(w.start)).toBe(0);
        for (let i = 0; i < r.cost.length; i++) {
          const c = r.cost[i]!;
          expect(c).toBeGreaterThanOrEqual(-1);
          expect(c).toBeLessThanOrEqual(w.tp);
          const u = all.cost[i]!;
          expect(c).toBe(u >= 0 && u <= w.tp ? u : -1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('routeTo of every reachable square costs exactly what reachable says', () => {
    fc.assert(
      fc.property(worldArb, (w) => {
        const r = reachable(w.map, w.mover, w.start, w.tp, w.occ, w.tables);
        for (let i = 0; i < r.cost.length; i++) {
          if (r.cost[i]! < 0) continue;
          const target = { col: (i % w.map.width) + 1, row: Math.floor(i / w.map.width) + 1 };
          expect(sumOfSteps(w.map, r.routeTo(target)!, w.mover, w.occ, w.tables)).toBe(r.cost[i]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('Task Points are never negative along a plan, with or without falling prone', () => {
    fc.assert(
      fc.property(worldArb, fc.boolean(), (w, fallProneAtEnd) => {
        const r = planMove(w.map, w.mover, walkRoute(w), w.tp, w.occ, w.tables, { fallProneAtEnd });
        const plan = r.ok ? r.value : r.partial;
        if (!plan) return;
        let spent = 0;
        for (const s of plan.steps) {
          expect(s.cost).toBeGreaterThan(0);
          spent += s.cost;
          expect(s.spent).toBe(spent);
          expect(s.remaining).toBe(w.tp - spent);
          expect(s.remaining).toBeGreaterThanOrEqual(0);
        }
        expect(plan.remaining).toBeGreaterThanOrEqual(0);
        expect(plan.remaining).toBe(w.tp - plan.totalCost);
      }),
      { numRuns: 400 },
    );
  });
});
