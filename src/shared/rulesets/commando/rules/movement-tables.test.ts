import { describe, expect, it } from 'vitest';
import { stepCost } from './movement';
import { movementTablesFrom } from './movement-tables';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, withWoodsMultipleCase734 } from '../tables/index';
import { C, cost, ERECT, map, sq } from './test-support/movement';

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
