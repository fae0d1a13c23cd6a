import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Direction, FieldTerrain, GameMap, LineFeature, LineTerrain, Square } from '../../../map/map-model';
import { blankMap, squareIndex } from '../../../map/map-model';
import { MOVEMENT_TABLES } from './movement-tables';
import { stepTaskPoints } from './movement';
import type { PanicSubject } from './panic';
import { panicFire, panicMove, type Figure, type PanicFireInput, type PanicMoveInput } from './panic-routine';
import { alongWall, compassToward } from './panic-directions';
import { panicMovementTables } from './panic-terrain';
import type { Occupancy } from './stacking';

const PROV = { kind: 'custom', note: 'test' } as const;
const sq = (col: number, row: number): Square => ({ col, row });
const line = (col: number, row: number, dir: Direction, terrain: LineTerrain): LineFeature => ({ side: { col, row, dir }, terrain });
function mapWith(lines: LineFeature[] = [], fields: [number, number, FieldTerrain][] = [], w = 30, h = 30): GameMap {
  const m = blankMap('t', 'test', w, h, PROV);
  const squares = [...m.squares];
  for (const [c, r, t] of fields) squares[squareIndex(m, sq(c, r))] = { terrain: t, elevation: 0 };
  return { ...m, squares, lines };
}
/** A wall on the south side of row `row`, columns c1..c2, with exceptions. */
const wallSouth = (row: number, c1: number, c2: number, except: Record<number, LineTerrain> = {}): LineFeature[] =>
  Array.from({ length: c2 - c1 + 1 }, (_, i) => line(c1 + i, row, 's', except[c1 + i] ?? 'wall'));
const german: PanicSubject = { basePanic: 7, wounds: 'none', enemyObservation: 'none', preservationCondition: 0 };
const d100 = (n: number) => d10(Math.floor((n % 100) / 10), n % 10);
const fit = { prone: false, seriouslyWounded: false };
const move = (over: Partial<PanicMoveInput>, dice: DiceSource = new ScriptedDice([])) =>
  panicMove({ map: mapWith(), square: sq(15, 5), mover: fit, taskPoints: 50, observedEnemies: [sq(15, 2)], ...over }, dice);
const occupied = (cells: Record<string, { friendly: number; enemyActive: boolean }>): Occupancy => (s) => cells[`${s.col},${s.row}`] ?? { friendly: 0, enemyActive: false };

describe('Case 14.24: the direction he runs', () => {
  it('the Enemy man most nearly lies in one of eight directions; he runs the opposite way', () => {
    expect(compassToward(sq(15, 5), sq(15, 2))).toBe('n');
    expect(compassToward(sq(15, 5), sq(18, 4))).toBe('e'); // bearing 71.6°: nearer east than north-east
    expect(compassToward(sq(15, 5), sq(17, 3))).toBe('ne');
    expect(compassToward(sq(15, 5), sq(14, 9))).toBe('s');
    expect(compassToward(sq(15, 5), sq(15, 5))).toBeUndefined();
  });
  it('enemy north: he runs south spending all 50 Task Points (10 squares), and may fall prone free (Case 7.6)', () => {
    const r = move({});
    expect(r.route.at(-1)).toEqual(sq(15, 15));
    expect(r.spent).toBe(50);
    expect(r.end).toBe('out-of-task-points');
    expect(r.fallProne).toBe('may');
    expect(r.fallProneCost.final).toBe(0);
    expect(r.log[0]).toMatch(/^Case 14\.24: the nearest observed Enemy man \(1502, range 3\) lies N; he runs S/);
  });
  it('diagonal: enemy north-west, he runs south-east at 7 a square (7 squares, 1 Task Point left over)', () => {
    const r = move({ observedEnemies: [sq(12, 2)] });
    expect(r.route.at(-1)).toEqual(sq(22, 12));
    expect(r.spent).toBe(49);
    expect(r.forfeited).toBe(1);
  });
  it('Case 14.24: the nearest observed Enemy man sets the direction', () => {
    expect(move({ observedEnemies: [sq(15, 20), sq(14, 4)] }).route[1]).toEqual(sq(16, 6));
  });
  it('Case 14.33: under opportunity fire he runs with his remaining Task Points only', () => {
    const r = move({ taskPoints: 12 });
    expect(r.route).toEqual([sq(15, 5), sq(15, 6), sq(15, 7)]);
    expect(r.spent).toBe(10);
  });
  it('Case 9.21: a seriously wounded man pays double', () => {
    expect(move({ mover: { prone: false, seriouslyWounded: true } }).route.at(-1)).toEqual(sq(15, 10));
  });
  it('Case 14.26: no Enemy observed — 1D10 on the Scatter Diagram, re-rolling 9 and 0 (house numbering: 5 is south)', () => {
    const dice = new ScriptedDice(d10(9, 0, 5));
    const r = move({ observedEnemies: [] }, dice);
    expect(r.route[1]).toEqual(sq(15, 6));
    expect(r.dice.map((d) => d.total)).toEqual([9, 10, 5]);
    expect(dice.requests[0]!.purpose).toMatch(/^Case 14\.26/);
    dice.assertAllUsed();
  });
});

describe('Case 14.24: walls and doors', () => {
  it('runs into a wall: 1D6 even, he runs right along it; past its end he runs on away from the enemy', () => {
    const dice = new ScriptedDice(d6(2));
    const r = move({ map: mapWith(wallSouth(8, 12, 16)) }, dice);
    // S to 1508 (15 TP), right = west along the wall to 1108 (20), then S again (15).
    expect(r.route).toEqual([sq(15, 5), sq(15, 6), sq(15, 7), sq(15, 8), sq(14, 8), sq(13, 8), sq(12, 8), sq(11, 8), sq(11, 9), sq(11, 10), sq(11, 11)]);
    expect(r.spent).toBe(50);
    expect(r.log.some((l) => /1D6 = 2 \(even: right, W\)/.test(l))).toBe(true);
    dice.assertAllUsed();
  });
  it('odd, he runs left', () => {
    const r = move({ map: mapWith(wallSouth(8, 12, 16)) }, new ScriptedDice(d6(5)));
    expect(r.route.slice(3, 7)).toEqual([sq(15, 8), sq(16, 8), sq(17, 8), sq(17, 9)]);
  });
  it('comes to a door along the wall: 1D6 odd, he goes through it and must fall prone in the next square', () => {
    const dice = new ScriptedDice(d6(2, 3));
    const r = move({ map: mapWith(wallSouth(8, 10, 16, { 13: 'door' })) }, dice);
    expect(r.route.slice(-3)).toEqual([sq(14, 8), sq(13, 8), sq(13, 9)]);
    expect(r.end).toBe('through-door');
    expect(r.fallProne).toBe('must');
    expect(r.spent).toBe(15 + 10 + 10);
    expect(r.spent + r.fallProneCost.final).toBeLessThanOrEqual(50);
    dice.assertAllUsed();
  });
  it('door, 1D6 even: he keeps running along the wall', () => {
    const r = move({ map: mapWith(wallSouth(8, 10, 16, { 13: 'door' })) }, new ScriptedDice(d6(2, 4)));
    expect(r.route).toContainEqual(sq(12, 8));
    expect(r.route).not.toContainEqual(sq(13, 9));
  });
  it('never through a window or slit: they are wall to him', () => {
    for (const t of ['window', 'slit'] as const) {
      const r = move({ map: mapWith(wallSouth(8, 12, 16, { 13: t })) }, new ScriptedDice(d6(2)));
      expect(r.route).not.toContainEqual(sq(13, 9));
      expect(r.route).toContainEqual(sq(11, 9));
    }
    expect(panicMovementTables(MOVEMENT_TABLES).line.window.crossing.value).toBe('impassable');
  });
  it('a door straight ahead is no obstacle: he runs through it (5 + 5 Task Points)', () => {
    const r = move({ map: mapWith(wallSouth(8, 10, 20, { 15: 'door' })) });
    expect(r.route).toContainEqual(sq(15, 9));
    expect(r.steps.find((s) => s.to.row === 9)!.cost).toBe(10);
  });
  it('diagonal into a wall across one component: right and left as they lie from him (running SE, right is west)', () => {
    expect(alongWall('se', (d) => d !== 's')).toEqual({ right: 'w', left: 'e', wallSide: 's' });
    expect(alongWall('ne', (d) => d !== 'e')).toEqual({ right: 's', left: 'n', wallSide: 'e' });
    expect(alongWall('n', () => false)).toEqual({ right: 'e', left: 'w', wallSide: 'n' });
  });
  it('the map edge is a wall to him', () => {
    const r = move({ square: sq(15, 27), observedEnemies: [sq(15, 24)] }, new ScriptedDice(d6(6)));
    expect(r.route.slice(0, 5)).toEqual([sq(15, 27), sq(15, 28), sq(15, 29), sq(15, 30), sq(14, 30)]);
  });
  it('with no Task Points left for either way along the wall, nothing is rolled', () => {
    const dice = new ScriptedDice([]);
    const r = move({ map: mapWith(wallSouth(8, 12, 16)), taskPoints: 17 }, dice);
    expect(r.end).toBe('out-of-task-points');
    expect(r.route.at(-1)).toEqual(sq(15, 8));
  });
});

describe('Cases 14.25, 14.27, 14.28: buildings, new sightings, men in the way', () => {
  it('Case 14.28: he runs into an Enemy man’s square — hand-to-hand next Game-Turn; movement ends (Case 7.44)', () => {
    const r = move({ occupancy: occupied({ '15,8': { friendly: 0, enemyActive: true } }) });
    expect(r.route.at(-1)).toEqual(sq(15, 8));
    expect(r.end).toBe('enemy-square');
  });
  it('Case 14.28: a Friendly man has no effect; two Friendly men: he falls prone in the square in front of them', () => {
    expect(move({ occupancy: occupied({ '15,8': { friendly: 1, enemyActive: false } }) }).route.at(-1)).toEqual(sq(15, 15));
    const r = move({ occupancy: occupied({ '15,8': { friendly: 2, enemyActive: false } }) });
    expect(r.route.at(-1)).toEqual(sq(15, 7));
    expect(r).toMatchObject({ end: 'two-friends', fallProne: 'must' });
  });
  it('Case 14.27: sighting a new man he checks; passing, he falls prone at once', () => {
    const dice = new ScriptedDice(d100(50));
    const r = move({ newlyObserves: (s) => s.row === 7, subject: german }, dice);
    expect(r.route.at(-1)).toEqual(sq(15, 7));
    expect(r).toMatchObject({ end: 'steadied', fallProne: 'must' });
    expect(dice.requests[0]!.purpose).toMatch(/^Case 14\.27/);
  });
  it('Case 14.27: failing, he keeps running', () => {
    const r = move({ newlyObserves: (s) => s.row === 7, subject: german }, new ScriptedDice(d100(3)));
    expect(r.route.at(-1)).toEqual(sq(15, 15));
  });
  it('Case 14.25: inside a building he makes for the nearest door, then runs from the Enemy man he sees outside', () => {
    const lines: LineFeature[] = [];
    for (let c = 5; c <= 8; c++) lines.push(line(c, 5, 'n', 'building-line'), line(c, 8, 's', 'building-line'));
    for (let r = 5; r <= 8; r++) lines.push(line(5, r, 'w', r === 7 ? 'window' : 'building-line'), line(8, r, 'e', r === 6 ? 'door' : 'building-line'));
    const fields: [number, number, FieldTerrain][] = [];
    for (let c = 5; c <= 8; c++) for (let r = 5; r <= 8; r++) fields.push([c, r, 'building']);
    const r = move({ map: mapWith(lines, fields), square: sq(6, 6), observedEnemies: [], observedFrom: () => [sq(9, 2)] });
    expect(r.route.slice(0, 4)).toEqual([sq(6, 6), sq(7, 6), sq(8, 6), sq(9, 6)]);
    expect(r.route[4]).toEqual(sq(9, 7));
    expect(r.log[0]).toMatch(/^Case 14\.25: inside a building, he makes for the nearest door/);
  });
});

describe('panicFire: Cases 14.22, 14.23, 14.34', () => {
  const man: Figure = { id: 'me', square: sq(10, 10), posture: 'erect' };
  const e = (id: string, c: number, r: number): Figure => ({ id, square: sq(c, r), posture: 'erect' });
  const base: PanicFireInput = { map: mapWith(), man, prepared: 'fire-weapon', observedEnemies: [], friends: [], subject: german };
  it('Case 14.22: he fires at the nearest observed Enemy man; equidistant men are the owning Player’s choice', () => {
    const o = panicFire({ ...base, observedEnemies: [e('a', 10, 4), e('b', 13, 10), e('c', 10, 13)] }, new ScriptedDice([]));
    expect(o).toMatchObject({ kind: 'fire', at: 'enemy', candidates: ['b', 'c'], range: 3, how: 'fire', mayFallProneAfter: true });
  });
  it('Case 14.23: with a grenade prepared he throws it instead', () => {
    expect(panicFire({ ...base, prepared: 'grenade', observedEnemies: [e('a', 10, 4)] }, new ScriptedDice([]))).toMatchObject({ how: 'throw-grenade' });
  });
  it('Case 14.34: the man who fired on him counts as the nearest', () => {
    expect(panicFire({ ...base, observedEnemies: [e('near', 10, 11), e('firer', 10, 2)], opportunityFirerId: 'firer' }, new ScriptedDice([]))).toMatchObject({ candidates: ['firer'], caseRef: 'Case 14.34' });
  });
  it('Case 14.34: after a combat task this Phase, "fire" is "fall prone"', () => {
    expect(panicFire({ ...base, observedEnemies: [e('firer', 10, 2)], opportunityFirerId: 'firer', engagedInCombatTask: true }, new ScriptedDice([])).kind).toBe('fall-prone');
  });
  it('Case 14.22: no Enemy observed, a second check; passing it, he is poised for the first Enemy man', () => {
    const dice = new ScriptedDice(d100(60));
    expect(panicFire(base, dice)).toMatchObject({ kind: 'poised', against: 'enemy' });
    dice.assertAllUsed();
  });
  it('Case 14.22: failing it, he fires at the nearest Friendly man he has a LOS to (a wall hides the nearer one)', () => {
    const map = mapWith([line(10, 10, 'e', 'wall')]);
    const o = panicFire({ ...base, map, friends: [e('hidden', 11, 10), e('seen', 10, 14)] }, new ScriptedDice(d100(4)));
    expect(o).toMatchObject({ kind: 'fire', at: 'friend', candidates: ['seen'] });
  });
  it('Case 14.22: failing it with no Friendly man in LOS, he is poised to fire at the first man, Enemy or Friendly, to come into LOS', () => {
    expect(panicFire(base, new ScriptedDice(d100(4)))).toMatchObject({ kind: 'poised', against: 'anyone' });
  });
});

/** Endless deterministic dice for property tests. */
const looping = (faces: readonly number[]): DiceSource => {
  let i = 0;
  return { mode: 'scripted', roll: (r) => ({ die: r.die, face: 1 + ((faces[i % faces.length]! + i++) % (r.die === 'd6' ? 6 : 8)) }) };
};

describe('panicMove properties', () => {
  const sides: Direction[] = ['n', 'e', 's', 'w'];
  const lineKinds: LineTerrain[] = ['wall', 'door', 'window', 'slit', 'barbed-wire'];
  const arb = fc.record({
    lines: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }), d: fc.constantFrom(...sides), t: fc.constantFrom(...lineKinds) }), { maxLength: 40 }),
    fields: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }), t: fc.constantFrom<FieldTerrain>('rough', 'oil-tank', 'woods') }), { maxLength: 20 }),
    start: fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }) }),
    enemies: fc.array(fc.record({ c: fc.integer({ min: 1, max: 12 }), r: fc.integer({ min: 1, max: 12 }) }), { maxLength: 3 }),
    tp: fc.integer({ min: 0, max: 60 }),
    prone: fc.boolean(),
    wounded: fc.boolean(),
    dice: fc.array(fc.integer({ min: 0, max: 59 }), { minLength: 1, maxLength: 20 }),
  });
  it('never spends more Task Points than he has; every step is legal for a panicked man (no window, slit, impassable square)', () => {
    fc.assert(
      fc.property(arb, (a) => {
        const fields = a.fields.filter((f) => f.c !== a.start.c || f.r !== a.start.r).map((f): [number, number, FieldTerrain] => [f.c, f.r, f.t]);
        const map = mapWith(a.lines.map((l) => line(l.c, l.r, l.d, l.t)), fields, 12, 12);
        const mover = { prone: a.prone, seriouslyWounded: a.wounded };
        const r = panicMove({ map, square: sq(a.start.c, a.start.r), mover, taskPoints: a.tp, observedEnemies: a.enemies.map((e) => sq(e.c, e.r)) }, looping(a.dice));
        expect(r.spent).toBeLessThanOrEqual(a.tp);
        expect(r.spent + r.fallProneCost.final).toBeLessThanOrEqual(a.tp);
        expect(r.steps.reduce((s, x) => s + x.cost, 0)).toBe(r.spent);
        const pt = panicMovementTables(MOVEMENT_TABLES);
        for (const s of r.steps) {
          expect(stepTaskPoints(map, s.from, s.to, mover, pt)).toBe(s.cost);
          expect(map.squares[squareIndex(map, s.to)]!.terrain).not.toBe('oil-tank');
        }
      }),
      { numRuns: 300 },
    );
  });
});
