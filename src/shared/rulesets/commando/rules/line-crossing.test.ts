import { describe, expect, it } from 'vitest';
import type { FieldTerrain, LineTerrain, SideRef, Square } from '../../../map/map-model';
import { house } from '../../../kernel/provenance';
import { stepCost } from './movement';
import { MOVEMENT_TABLES, movementTables } from './movement-tables';
import { C, cost, ERECT, errorOf, map, sq } from './test-support/movement';

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
