import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Direction, FieldTerrain, GameMap, LineFeature, LineTerrain, Square } from '../../../map/map-model';
import { blankMap, squareIndex } from '../../../map/map-model';
import { stepTaskPoints } from './movement';
import { friendlyMapEdges, preservationRoute, type PreservationRouteInput } from './preservation-routine';

const PROV = { kind: 'custom', note: 'test' } as const;
const sq = (col: number, row: number): Square => ({ col, row });
const line = (col: number, row: number, dir: Direction, terrain: LineTerrain): LineFeature => ({ side: { col, row, dir }, terrain });
function mapWith(lines: LineFeature[] = [], fields: [number, number, FieldTerrain][] = [], w = 20, h = 20): GameMap {
  const m = blankMap('t', 'test', w, h, PROV);
  const squares = [...m.squares];
  for (const [c, r, t] of fields) squares[squareIndex(m, sq(c, r))] = { terrain: t, elevation: 0 };
  return { ...m, squares, lines };
}
const fit = { prone: false, seriouslyWounded: false };
const run = (over: Partial<PreservationRouteInput>) => preservationRoute({ map: mapWith(), square: sq(5, 10), mover: fit, taskPoints: 50, edges: ['west'], enemies: [], ...over });

describe('Case 15.23: the Friendly map edge', () => {
  it('the edge his side entered on', () => {
    expect(friendlyMapEdges({ enteredOn: ['west'], opponentEnteredOn: ['east'] })).toEqual(['west']);
  });
  it('a side that began on the map: the edge opposite the one the opposing side entered on', () => {
    expect(friendlyMapEdges({ opponentEnteredOn: ['west'] })).toEqual(['east']);
    expect(friendlyMapEdges({ opponentEnteredOn: ['north', 'west'] })).toEqual(['south', 'east']);
  });
});

describe('Case 15.2: the preservation routine', () => {
  it('Cases 15.23, 15.26: four squares to the west edge (20), then 5 Task Points to step off: out of play', () => {
    const r = run({});
    expect(r.route).toEqual([sq(5, 10), sq(4, 10), sq(3, 10), sq(2, 10), sq(1, 10)]);
    expect(r).toMatchObject({ end: 'exited', spent: 25, unspent: 25, edge: 'west' });
    expect(r.log.at(-1)).toMatch(/^Case 15\.26/);
  });
  it('Case 15.24: his Task Points run out on the way', () => {
    const r = run({ square: sq(15, 10) });
    expect(r.route.at(-1)).toEqual(sq(5, 10));
    expect(r).toMatchObject({ end: 'out-of-task-points', spent: 50 });
  });
  it('Case 15.26: at the edge without 5 Task Points, he leaves next Turn', () => {
    expect(run({ square: sq(11, 10) })).toMatchObject({ end: 'out-of-task-points', spent: 50 });
  });
  it('Case 15.26 with Case 9.21: a seriously wounded man pays 10 to step off', () => {
    expect(run({ square: sq(2, 10), mover: { prone: false, seriouslyWounded: true } })).toMatchObject({ end: 'exited', spent: 20 });
  });
  it('Case 15.25: he never enters an Enemy man’s square, and keeps clear of him', () => {
    const r = run({ enemies: [{ square: sq(3, 10), posture: 'erect' }] });
    expect(r.route).not.toContainEqual(sq(3, 10));
    expect(r.end).toBe('exited');
    for (const s of r.route.slice(1)) expect(Math.max(Math.abs(s.col - 3), Math.abs(s.row - 10))).toBeGreaterThan(1);
  });
  it('Case 15.25: he skirts blocking line terrain and impassable squares', () => {
    const lines = Array.from({ length: 9 }, (_, i) => line(3, 6 + i, 'w', 'wall'));
    const r = run({ map: mapWith(lines, [[4, 10, 'oil-tank']]) });
    expect(r.route).not.toContainEqual(sq(4, 10));
    expect(r.plannedRoute.at(-1)!.col).toBe(1);
    expect(r.plannedRoute.some((s) => s.row < 6 || s.row > 14)).toBe(true);
  });
  it('Case 15.23: among several Friendly edges the nearest is taken', () => {
    expect(run({ square: sq(18, 10), edges: ['west', 'east'] })).toMatchObject({ edge: 'east', end: 'exited' });
  });
  it('Chart 5.22: a prone man stands erect first (7), then runs', () => {
    const r = run({ mover: { prone: true, seriouslyWounded: false } });
    expect(r).toMatchObject({ standCost: 7, spent: 32, end: 'exited' });
  });
  it('boxed in by walls: no route, he stays put', () => {
    const lines = [line(5, 10, 'n', 'wall'), line(5, 10, 's', 'wall'), line(5, 10, 'e', 'wall'), line(5, 10, 'w', 'wall')];
    expect(run({ map: mapWith(lines) })).toMatchObject({ end: 'no-route', route: [sq(5, 10)] });
  });
});

describe('preservationRoute properties', () => {
  const sides: Direction[] = ['n', 'e', 's', 'w'];
  const arb = fc.record({
    lines: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }), d: fc.constantFrom(...sides), t: fc.constantFrom<LineTerrain>('wall', 'door', 'window', 'barbed-wire') }), { maxLength: 40 }),
    fields: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }), t: fc.constantFrom<FieldTerrain>('rough', 'oil-tank', 'woods') }), { maxLength: 20 }),
    start: fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }) }),
    enemies: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }) }), { maxLength: 4 }),
    tp: fc.integer({ min: 0, max: 60 }),
    prone: fc.boolean(),
    wounded: fc.boolean(),
    edge: fc.constantFrom('north' as const, 'south' as const, 'east' as const, 'west' as const),
  });
  it('never enters an impassable square or an Enemy man’s square, and never spends more than his Task Points', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const fields = a.fields.filter((f) => f.c !== a.start.c || f.r !== a.start.r).map((f): [number, number, FieldTerrain] => [f.c, f.r, f.t]);
        const map = mapWith(a.lines.map((l) => line(l.c, l.r, l.d, l.t)), fields, 12, 12);
        const enemies = a.enemies.filter((e) => e.c !== a.start.c || e.r !== a.start.r).map((e) => ({ square: sq(e.c, e.r), posture: 'erect' as const }));
        const r = preservationRoute({ map, square: sq(a.start.c, a.start.r), mover: { prone: a.prone, seriouslyWounded: a.wounded }, taskPoints: a.tp, edges: [a.edge], enemies });
        expect(r.spent).toBeLessThanOrEqual(a.tp);
        expect(r.spent + r.unspent).toBe(a.tp);
        const mover = { prone: a.prone && r.standCost === 0, seriouslyWounded: a.wounded };
        for (const route of [r.route, r.plannedRoute]) {
          for (const s of route.slice(1)) {
            expect(map.squares[squareIndex(map, s)]!.terrain).not.toBe('oil-tank');
            expect(enemies.some((e) => e.square.col === s.col && e.square.row === s.row)).toBe(false);
          }
        }
        for (const s of r.steps) expect(typeof stepTaskPoints(map, s.from, s.to, mover)).toBe('number');
      }),
      { numRuns: 200 },
    );
  });
});
