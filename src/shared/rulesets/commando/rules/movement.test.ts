import { describe, expect, it } from 'vitest';
import { stepCost, stepTaskPoints } from './movement';
import { movementTables } from './movement-tables';
import { C, cost, ERECT, errorOf, map, PRONE, sq, WOUNDED } from './test-support/movement';

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
