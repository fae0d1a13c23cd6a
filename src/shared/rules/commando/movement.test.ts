import { describe, expect, it } from 'vitest';
import type { FieldTerrain, GameMap, LineFeature, LineTerrain, SideRef, Square, SquareTerrain } from '../../map/map-model';
import { blankMap } from '../../map/map-model';
import type { Mover, MovementTables } from './movement';
import { MOVEMENT_TABLES, movementTables, movementTablesFrom, planMove, stepCost, stepTaskPoints } from './movement';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, withWoodsMultipleCase734 } from './tables/index';
import type { Occupancy } from './stacking';
import { house } from '../provenance';

const ERECT: Mover = { prone: false, seriouslyWounded: false };
const PRONE: Mover = { prone: true, seriouslyWounded: false };
const WOUNDED: Mover = { prone: false, seriouslyWounded: true };

const sq = (col: number, row: number): Square => ({ col, row });

/** A 5×5 map of clear level-0 ground with some squares and sides changed. */
function map(
  opts: { terrain?: [Square, FieldTerrain][]; elevation?: [Square, number][]; lines?: [SideRef, LineTerrain][]; size?: number } = {},
): GameMap {
  const size = opts.size ?? 5;
  const m = blankMap('t', 'test', size, size, { kind: 'custom', note: 'test' });
  const squares: SquareTerrain[] = m.squares.map((s) => ({ ...s }));
  for (const [s, terrain] of opts.terrain ?? []) squares[(s.row - 1) * size + (s.col - 1)] = { ...squares[(s.row - 1) * size + (s.col - 1)]!, terrain };
  for (const [s, elevation] of opts.elevation ?? []) squares[(s.row - 1) * size + (s.col - 1)] = { ...squares[(s.row - 1) * size + (s.col - 1)]!, elevation };
  const lines: LineFeature[] = (opts.lines ?? []).map(([side, terrain]) => ({ side, terrain }));
  return { ...m, squares, lines };
}

function cost(m: GameMap, from: Square, to: Square, mover: Mover = ERECT, tables: MovementTables = MOVEMENT_TABLES): number {
  const r = stepCost(m, from, to, mover, undefined, tables);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.cost;
}

function errorOf(m: GameMap, from: Square, to: Square, mover: Mover = ERECT, occupancy?: Occupancy): string {
  const r = stepCost(m, from, to, mover, occupancy);
  if (r.ok) throw new Error(`expected an error, got cost ${r.value.cost}`);
  return `${r.error.code} ${r.error.caseRef}`;
}

const C = sq(3, 3);

describe('Case 7.22: orthogonal 5, diagonal 7 (Diagram 1)', () => {
  it('prices all eight neighbours of a man on clear ground', () => {
    const m = map();
    const costs = [-1, 0, 1].flatMap((dr) => [-1, 0, 1].filter((dc) => dc || dr).map((dc) => cost(m, C, sq(3 + dc, 3 + dr))));
    expect(costs).toEqual([7, 5, 7, 5, 5, 7, 5, 7]);
  });
  it('the breakdown starts from the printed Chart 5.22 row', () => {
    const r = stepCost(map(), C, sq(3, 2), ERECT);
    expect(r.ok && r.value.breakdown.steps[0]).toMatchObject({ kind: 'base', caseRef: 'Case 7.22', amount: 5, provenance: { kind: 'printed' } });
  });
});

describe('Case 7.23: one square at a time', () => {
  it('refuses a skipped square and a zero step', () => {
    expect(errorOf(map(), C, sq(3, 5))).toBe('move/not-adjacent Case 7.23');
    expect(errorOf(map(), C, C)).toBe('move/not-adjacent Case 7.23');
  });
  it('refuses a square off the map', () => {
    expect(errorOf(map(), sq(1, 1), sq(0, 1))).toBe('move/off-map Case 7.22');
  });
});

describe('Case 5.22: prone movement 10 / 14', () => {
  it('prices prone steps from the chart', () => {
    expect(cost(map(), C, sq(3, 2), PRONE)).toBe(10);
    expect(cost(map(), C, sq(4, 2), PRONE)).toBe(14);
  });
});

describe('Case 7.33: Terrain Multiple (rough ×2)', () => {
  const m = map({ terrain: [[sq(3, 2), 'rough'], [sq(4, 2), 'crater']] });
  it('reproduces the worked example: rough 10 orthogonal, 14 diagonal', () => {
    expect(cost(m, C, sq(3, 2))).toBe(10);
    expect(cost(m, C, sq(4, 2))).toBe(14);
  });
  it('multiplies the prone cost too: 20 / 28', () => {
    expect(cost(m, C, sq(3, 2), PRONE)).toBe(20);
    expect(cost(m, C, sq(4, 2), PRONE)).toBe(28);
  });
  it('charges the square entered, not the square left (Case 7.32)', () => {
    expect(cost(m, sq(3, 2), C)).toBe(5);
  });
});

describe('Case 7.34: Terrain Additive (woods)', () => {
  const m = map({ terrain: [[sq(3, 2), 'woods'], [sq(4, 2), 'woods'], [sq(2, 3), 'trench']] });
  it('chart reading (default): woods multiple 1, additive 3 → 8 orthogonal, 10 diagonal', () => {
    expect(cost(m, C, sq(3, 2))).toBe(8);
    expect(cost(m, C, sq(4, 2))).toBe(10);
  });
  it('Case 7.34 reading: multiple 2, additive 3 → the worked example 13 and 17', () => {
    const t = movementTables({ woodsReading: 'case-7.34' });
    expect(cost(m, C, sq(3, 2), ERECT, t)).toBe(13);
    expect(cost(m, C, sq(4, 2), ERECT, t)).toBe(17);
  });
  it('multiple before additive: prone into woods under Case 7.34 is 10 × 2 + 3 = 23', () => {
    expect(cost(m, C, sq(3, 2), PRONE, movementTables({ woodsReading: 'case-7.34' }))).toBe(23);
  });
  it('trench adds 2: 7 orthogonal', () => {
    expect(cost(m, C, sq(2, 3))).toBe(7);
  });
  it('the woods breakdown says which reading it used', () => {
    const r = stepCost(m, C, sq(3, 2), ERECT);
    expect(r.ok && r.value.breakdown.steps.map((s) => s.caseRef)).toEqual(['Case 7.22', 'Case 7.34', 'Case 7.34']);
  });
});

describe('Case 7.39: impassable field terrain', () => {
  it('refuses an oil tank', () => {
    expect(errorOf(map({ terrain: [[sq(3, 2), 'oil-tank']] }), C, sq(3, 2))).toBe('move/impassable Case 7.39');
  });
});

describe('Case 7.35: line terrain is impassable or additive on the side crossed', () => {
  const door: SideRef = { col: 3, row: 3, dir: 'n' };
  it('a door adds 5: 10 to step through it orthogonally', () => {
    const m = map({ lines: [[door, 'door']] });
    expect(cost(m, C, sq(3, 2))).toBe(10);
    expect(cost(m, sq(3, 2), C)).toBe(10); // the same side, named from the other square
  });
  it('a wall is impassable', () => {
    const m = map({ lines: [[{ col: 3, row: 3, dir: 'e' }, 'wall']] });
    expect(errorOf(m, C, sq(4, 3))).toBe('move/impassable Case 7.35');
    expect(errorOf(m, sq(4, 3), C)).toBe('move/impassable Case 7.35');
  });
  it('line terrain on a side not crossed costs nothing', () => {
    expect(cost(map({ lines: [[door, 'door']] }), C, sq(4, 3))).toBe(5);
  });
  it('line additive comes after the multiple: door into rough = 5 × 2 + 5', () => {
    expect(cost(map({ terrain: [[sq(3, 2), 'rough']], lines: [[door, 'door']] }), C, sq(3, 2))).toBe(15);
  });
});

/**
 * Diagram 2, as we read it: a wall runs along the north sides of A (1,3),
 * B (2,3) and C (3,3) with a door in B's north side; X (2,2) and Y (4,2) are
 * above. The wall ends at C's north-east corner.
 */
describe('Cases 7.36, 7.37: Diagram 2', () => {
  const A = sq(1, 3);
  const B = sq(2, 3);
  const Cc = sq(3, 3);
  const X = sq(2, 2);
  const Y = sq(4, 2);
  const m = map({
    lines: [
      [{ col: 1, row: 3, dir: 'n' }, 'wall'],
      [{ col: 2, row: 3, dir: 'n' }, 'door'],
      [{ col: 3, row: 3, dir: 'n' }, 'wall'],
    ],
  });
  it('Case 7.36: B, directly beside the door, goes through it (5 + 5)', () => {
    expect(cost(m, B, X)).toBe(10);
  });
  it('Case 7.36: A cannot go through the door diagonally', () => {
    expect(errorOf(m, A, X)).toBe('move/aperture-not-adjacent Case 7.36');
  });
  it('Case 7.37: C may move to Y: the wall covers only one side at that corner', () => {
    expect(cost(m, Cc, Y)).toBe(7);
  });
  it('Case 7.37: a straight wall through the corner (both sides) blocks the diagonal', () => {
    const walled = map({ lines: [[{ col: 1, row: 3, dir: 'n' }, 'wall'], [{ col: 2, row: 3, dir: 'n' }, 'wall']] });
    expect(errorOf(walled, A, X)).toBe('move/impassable Case 7.37');
    expect(errorOf(walled, X, A)).toBe('move/impassable Case 7.37');
  });
});

describe('Case 7.37: which two sides block a diagonal step', () => {
  // The step C (3,3) → NE (4,2) passes the corner shared with N (3,2) and E (4,3).
  const NE = sq(4, 2);
  const cases: [string, SideRef[], boolean][] = [
    ['horizontal wall (C.n + E.n)', [{ col: 3, row: 3, dir: 'n' }, { col: 4, row: 3, dir: 'n' }], true],
    ['vertical wall (C.e + N.e)', [{ col: 3, row: 3, dir: 'e' }, { col: 3, row: 2, dir: 'e' }], true],
    ['corner round the mover (C.n + C.e)', [{ col: 3, row: 3, dir: 'n' }, { col: 3, row: 3, dir: 'e' }], true],
    ['corner round the target (NE.s + NE.w)', [{ col: 4, row: 2, dir: 's' }, { col: 4, row: 2, dir: 'w' }], true],
    ['corner round N only (C.n + N.e)', [{ col: 3, row: 3, dir: 'n' }, { col: 3, row: 2, dir: 'e' }], false],
    ['corner round E only (C.e + E.n)', [{ col: 3, row: 3, dir: 'e' }, { col: 4, row: 3, dir: 'n' }], false],
    ['one side only', [{ col: 3, row: 3, dir: 'n' }], false],
  ];
  for (const [name, sides, blocked] of cases) {
    it(`${name}: ${blocked ? 'blocked' : 'open'}`, () => {
      const m = map({ lines: sides.map((s): [SideRef, LineTerrain] => [s, 'wall']) });
      const r = stepCost(m, C, NE, ERECT);
      expect(r.ok).toBe(!blocked);
      if (r.ok) expect(r.value.cost).toBe(7);
    });
  }
  it('an additive line across the corner is paid once, by the cheaper way round', () => {
    const t = movementTables({ line: { ...MOVEMENT_TABLES.line, 'barbed-wire': { crossing: house(20, 'test', 'test'), aperture: false } } });
    const fence = map({ lines: [[{ col: 3, row: 3, dir: 'n' }, 'barbed-wire'], [{ col: 4, row: 3, dir: 'n' }, 'barbed-wire']] });
    expect(cost(fence, C, NE, ERECT, t)).toBe(27);
    const aroundN = map({ lines: [[{ col: 3, row: 3, dir: 'n' }, 'barbed-wire'], [{ col: 3, row: 2, dir: 'e' }, 'barbed-wire']] });
    expect(cost(aroundN, C, NE, ERECT, t)).toBe(7);
  });
});

describe('Chart 7.39 last line and the Addenda: elevation', () => {
  const m = map({ elevation: [[sq(3, 2), -1], [sq(4, 3), 1], [sq(4, 4), 2], [sq(2, 3), -2]] });
  it('Addenda: 0 → −1 costs +4 (9 orthogonal)', () => {
    expect(cost(m, C, sq(3, 2))).toBe(9);
  });
  it('Case 35.31 "into or out of": −1 → 0 costs +4 too', () => {
    expect(cost(m, sq(3, 2), C)).toBe(9);
  });
  it('a drop of two levels past zero is charged once', () => {
    expect(cost(m, C, sq(2, 3))).toBe(9);
  });
  it('0 → +1 and +1 → +2 are simple gradation: no cost (Case 35.3)', () => {
    expect(cost(m, C, sq(4, 3))).toBe(5);
    expect(cost(m, sq(4, 3), sq(4, 4))).toBe(5);
    expect(cost(m, sq(4, 4), sq(4, 3))).toBe(5);
  });
  it('the chart line as first printed charges 0 ↔ +1 instead, as a campaign option', () => {
    const t = movementTables({ elevationReading: 'as-first-printed' });
    expect(cost(m, C, sq(4, 3), ERECT, t)).toBe(9);
    expect(cost(m, sq(4, 3), C, ERECT, t)).toBe(9);
    expect(cost(m, C, sq(3, 2), ERECT, t)).toBe(5);
  });
  it('the every-level reading (docs/rulings/tables.md T2) charges each level, the 0 → −1 drop as the Addenda', () => {
    const t = movementTables({ elevationReading: 'every-level' });
    expect(cost(m, C, sq(4, 3), ERECT, t)).toBe(9);
    expect(cost(m, sq(4, 3), sq(4, 4), ERECT, t)).toBe(9);
    expect(cost(m, C, sq(3, 2), ERECT, t)).toBe(9);
    expect(cost(m, C, sq(2, 3), ERECT, t)).toBe(13); // 0 → −1 → −2
    const r = stepCost(m, C, sq(2, 3), ERECT, undefined, t);
    expect(r.ok && r.value.breakdown.steps.filter((s) => s.kind === 'modifier').map((s) => s.caseRef)).toEqual(['Case 7.39 (Addenda)', 'Case 35.31']);
  });
  it('elevation is added after the multiple: rough at −1 = 5 × 2 + 4', () => {
    const rough = map({ terrain: [[sq(3, 2), 'rough']], elevation: [[sq(3, 2), -1]] });
    expect(cost(rough, C, sq(3, 2))).toBe(14);
  });
  it('Cases 36.11, 36.24: water at depth −2 is entered at the surface, level 0 (no drop)', () => {
    const water = map({ terrain: [[sq(3, 2), 'water']], elevation: [[sq(3, 2), -2]] });
    expect(cost(water, C, sq(3, 2))).toBe(15); // water multiple ×3, no elevation cost
  });
});

describe('Chart 7.39 note 4: a road negates other terrain for movement', () => {
  const door: SideRef = { col: 3, row: 3, dir: 'n' };
  const roads: [Square, FieldTerrain][] = [[C, 'road'], [sq(3, 2), 'road']];
  it('along the road, a door on the side crossed costs nothing', () => {
    const r = stepCost(map({ terrain: roads, lines: [[door, 'door']] }), C, sq(3, 2), ERECT);
    expect(r.ok && r.value.cost).toBe(5);
    expect(r.ok && r.value.breakdown.steps.some((s) => s.caseRef === 'Case 7.39 note 4')).toBe(true);
  });
  it('onto the road from off it, the door is paid', () => {
    expect(cost(map({ terrain: [[sq(3, 2), 'road']], lines: [[door, 'door']] }), C, sq(3, 2))).toBe(10);
  });
  it('a wall stays impassable even along a road', () => {
    expect(errorOf(map({ terrain: roads, lines: [[door, 'wall']] }), C, sq(3, 2))).toBe('move/impassable Case 7.35');
  });
});

describe('Cases 9.21, 9.32: a seriously wounded man pays double, after the terrain arithmetic', () => {
  const m = map({ terrain: [[sq(3, 2), 'woods'], [sq(4, 2), 'rough']], lines: [[{ col: 3, row: 3, dir: 'w' }, 'door']] });
  it('clear: 10 / 14', () => {
    expect(cost(m, C, sq(3, 4), WOUNDED)).toBe(10);
    expect(cost(m, C, sq(4, 4), WOUNDED)).toBe(14);
  });
  it('woods (chart): (5 + 3) × 2 = 16, not 5 × 2 + 3', () => {
    expect(cost(m, C, sq(3, 2), WOUNDED)).toBe(16);
  });
  it('door: (5 + 5) × 2 = 20', () => {
    expect(cost(m, C, sq(2, 3), WOUNDED)).toBe(20);
  });
  it('prone, diagonal, rough: 14 × 2 × 2 = 56', () => {
    expect(cost(m, C, sq(4, 2), { prone: true, seriouslyWounded: true })).toBe(56);
  });
  it('the doubling is the last step of the breakdown, with its Case', () => {
    const r = stepCost(m, C, sq(3, 2), WOUNDED);
    const last = r.ok ? r.value.breakdown.steps.at(-1) : undefined;
    expect(last).toMatchObject({ kind: 'multiply', caseRef: 'Case 9.21', amount: 2, value: 16 });
  });
});

describe('Case 9.22: an incapacitated man does not move', () => {
  it('refuses any step', () => {
    expect(errorOf(map(), C, sq(3, 2), { prone: true, seriouslyWounded: true, incapacitated: true })).toBe('move/incapacitated Case 9.22');
  });
});

describe('stepTaskPoints agrees with stepCost', () => {
  it('on a step with every modifier', () => {
    const m = map({ terrain: [[sq(3, 2), 'rough']], elevation: [[sq(3, 2), -1]], lines: [[{ col: 3, row: 3, dir: 'n' }, 'door']] });
    expect(stepTaskPoints(m, C, sq(3, 2), WOUNDED)).toBe(cost(m, C, sq(3, 2), WOUNDED));
    expect(cost(m, C, sq(3, 2), WOUNDED)).toBe((5 * 2 + 5 + 4) * 2);
  });
});

describe('planMove (Cases 7.23, 7.44, 7.6)', () => {
  const m = map({ terrain: [[sq(3, 1), 'rough']] });
  const route = [sq(3, 5), sq(3, 4), sq(3, 3), sq(4, 2), sq(3, 1)];
  it('gives per-step and running costs', () => {
    const r = planMove(m, ERECT, route, 50);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.steps.map((s) => [s.cost, s.spent, s.remaining])).toEqual([
      [5, 5, 45],
      [5, 10, 40],
      [7, 17, 33],
      [14, 31, 19],
    ]);
    expect(r.value).toMatchObject({ moveCost: 31, totalCost: 31, remaining: 19, finalSquare: sq(3, 1), finalPosture: 'erect' });
  });
  it('Case 7.23: a gap in the route is an error at that step', () => {
    const r = planMove(m, ERECT, [sq(3, 5), sq(3, 3)], 50);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.atStep]).toEqual(['move/not-adjacent', 1]);
  });
  it('Case 6.44: a step he cannot pay for is an error, with the plan so far', () => {
    const r = planMove(m, ERECT, route, 20);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect([r.error.code, r.error.caseRef, r.atStep]).toEqual(['move/insufficient_task_points', 'Case 6.44', 4]);
      expect(r.partial?.remaining).toBe(3);
    }
  });
  it('Case 7.44: he stops in the first square with a live Enemy man; the rest is unexecuted', () => {
    const occ: Occupancy = (s) => ({ friendly: 0, enemyActive: s.col === 3 && s.row === 3 });
    const r = planMove(m, ERECT, route, 50, occ);
    expect(r.ok && r.value.stopped).toEqual({ at: sq(3, 3), caseRef: 'Case 7.44', unexecuted: [sq(4, 2), sq(3, 1)] });
    expect(r.ok && r.value.moveCost).toBe(10);
  });
  it('Case 7.41: a full square on the route is an error', () => {
    const occ: Occupancy = (s) => ({ friendly: s.row === 4 ? 2 : 0, enemyActive: false });
    const r = planMove(m, ERECT, route, 50, occ);
    expect(!r.ok && [r.error.code, r.atStep]).toEqual(['move/stacking', 1]);
  });
  it('an empty route is an error; a one-square route costs nothing', () => {
    expect(planMove(m, ERECT, [], 50).ok).toBe(false);
    const r = planMove(m, ERECT, [sq(2, 2)], 50);
    expect(r.ok && r.value.totalCost).toBe(0);
  });
});

describe('Case 7.6: falling prone as the last task', () => {
  const m = map();
  const route = [sq(3, 5), sq(3, 4), sq(3, 3)];
  it('costs 13 when he can pay for it', () => {
    const r = planMove(m, ERECT, route, 50, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.totalCost, r.value.remaining, r.value.finalPosture]).toEqual([13, 23, 27, 'prone']);
  });
  it('is free when he is short of Task Points', () => {
    const r = planMove(m, ERECT, route, 20, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.remaining, r.value.finalPosture]).toEqual([0, 10, 'prone']);
  });
  it('a seriously wounded man pays 26, or nothing when short', () => {
    const full = planMove(m, WOUNDED, route, 50, undefined, undefined, { fallProneAtEnd: true });
    expect(full.ok && full.value.fallProne?.final).toBe(26);
    const short = planMove(m, WOUNDED, route, 40, undefined, undefined, { fallProneAtEnd: true });
    expect(short.ok && short.value.fallProne?.final).toBe(0);
  });
  it('Chart 5.22 note * reading: always free as the last task', () => {
    const r = planMove(m, ERECT, route, 50, undefined, movementTables({ fallProneAtEnd: 'chart-5.22-note' }), { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.remaining]).toEqual([0, 40]);
  });
  it('free after entering an Enemy man’s square (Case 7.44 ends Task Point expenditure)', () => {
    const occ: Occupancy = (s) => ({ friendly: 0, enemyActive: s.row === 3 });
    const r = planMove(m, ERECT, route, 50, occ, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.finalPosture]).toEqual([0, 'prone']);
  });
  it('a man already prone pays nothing', () => {
    const r = planMove(m, PRONE, route, 50, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.moveCost]).toEqual([0, 20]);
  });
});

describe('movementTablesFrom: a campaign’s charts', () => {
  const m = map({ terrain: [[sq(3, 2), 'woods'], [sq(3, 4), 'rough']], elevation: [[sq(4, 3), -1]] });
  it('the defaults price as MOVEMENT_TABLES', () => {
    const t = movementTablesFrom(DEFAULT_COMMANDO_TABLES);
    expect([cost(m, C, sq(3, 2), ERECT, t), cost(m, C, sq(3, 4), ERECT, t)]).toEqual([8, 10]);
    expect(movementTablesFrom(DEFAULT_COMMANDO_TABLES)).toBe(t); // same object: path-finding's cache holds
  });
  it('Case 7.34 via withWoodsMultipleCase734: 13 / 17', () => {
    const t = movementTablesFrom(withWoodsMultipleCase734(DEFAULT_COMMANDO_TABLES));
    expect([cost(m, C, sq(3, 2), ERECT, t), cost(m, sq(2, 3), sq(3, 2), ERECT, t)]).toEqual([13, 17]);
  });
  it('an override is used, and marked house in the breakdown', () => {
    const t = movementTablesFrom(
      applyOverrides(DEFAULT_COMMANDO_TABLES, [
        { table: 'fieldTerrain', key: 'rough', field: 'multiple', value: 3, rationale: 'our club’s printed chart' },
        { table: 'elevationChange', key: 'intoNegative', value: 6, rationale: 'steeper wadis' },
      ]),
    );
    const r = stepCost(m, C, sq(3, 4), ERECT, undefined, t);
    expect(r.ok && r.value.cost).toBe(15);
    expect(r.ok && r.value.breakdown.steps[1]?.provenance).toMatchObject({ kind: 'house', source: 'campaign override' });
    expect(cost(m, C, sq(4, 3), ERECT, t)).toBe(11);
    expect(cost(m, sq(4, 3), C, ERECT, t)).toBe(11);
  });
});
