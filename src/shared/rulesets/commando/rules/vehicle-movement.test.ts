/** Tank, APC and jeep movement and facing, pure (rules/vehicle-movement.ts), Case by Case. */
import { describe, expect, it } from 'vitest';
import { blankMap, type GameMap } from '../../../map/map-model';
import { applyOverrides, DEFAULT_COMMANDO_TABLES } from '../tables';
import { VEHICLE_TASK_COSTS } from '../tables/vehicles';
import { frontSquares, pivotCost, straightAhead, turretAfter, turretTurnError, vehicleStep } from './vehicle-movement';

const map = (): GameMap => blankMap('t', 't', 20, 20, 'approximation' as never);
const withTerrain = (m: GameMap, col: number, row: number, terrain: GameMap['squares'][number]['terrain']): GameMap => ({
  ...m,
  squares: m.squares.map((q, i) => (i === (row - 1) * m.width + (col - 1) ? { ...q, terrain } : q)),
});
const at = (col: number, row: number) => ({ col, row });

describe('Case 23.14, Diagram 9: only the three squares in front', () => {
  it('Case 23.14: a tank facing N in 1010 may enter 0909, 1009, 1109 only', () => {
    expect(frontSquares(at(10, 10), 'N')).toEqual([at(9, 9), at(10, 9), at(11, 9)]);
    expect(frontSquares(at(10, 10), 'NE')).toEqual([at(10, 9), at(11, 9), at(11, 10)]);
    expect(vehicleStep(map(), 'tank', at(10, 10), 'N', at(10, 11))).toMatchObject({ code: 'vehicle/not-in-front', caseRef: 'Case 23.14' });
    expect(vehicleStep(map(), 'tank', at(10, 10), 'N', at(11, 10))).toMatchObject({ code: 'vehicle/not-in-front' });
  });

  it('Case 23.14: after the step its rear faces the square it left (no Task Points for the turn)', () => {
    expect(vehicleStep(map(), 'tank', at(10, 10), 'N', at(11, 9))).toMatchObject({ facing: 'NE', cost: 7 });
    expect(vehicleStep(map(), 'apc', at(10, 10), 'N', at(9, 9))).toMatchObject({ facing: 'NW', cost: 7 });
  });
});

describe('Case 23.13: 5 or 7 Task Points, whatever the terrain; impassable terrain and walls', () => {
  it('Case 23.13: woods and rough cost a tank 5 orthogonally, 7 diagonally (no multiples or additives)', () => {
    const m = withTerrain(withTerrain(map(), 10, 9, 'woods'), 11, 9, 'rough');
    expect(vehicleStep(m, 'tank', at(10, 10), 'N', at(10, 9))).toMatchObject({ cost: 5, caseRef: 'Case 23.13' });
    expect(vehicleStep(m, 'tank', at(10, 10), 'N', at(11, 9))).toMatchObject({ cost: 7 });
  });

  it.each(['forest', 'dune', 'mountain', 'river', 'sea'] as const)('Case 23.13: %s is impassable to a tank and an APC', (terrain) => {
    const m = withTerrain(map(), 10, 9, terrain);
    expect(vehicleStep(m, 'tank', at(10, 10), 'N', at(10, 9))).toMatchObject({ code: 'vehicle/impassable', caseRef: 'Case 23.13' });
    expect(vehicleStep(m, 'apc', at(10, 10), 'N', at(10, 9))).toMatchObject({ code: 'vehicle/impassable' });
  });

  it('Case 23.13: barbed wire is no obstacle; a wall, window or door is', () => {
    const wire: GameMap = { ...map(), lines: [{ side: { col: 10, row: 10, dir: 'n' }, terrain: 'barbed-wire' }] };
    expect(vehicleStep(wire, 'tank', at(10, 10), 'N', at(10, 9))).toMatchObject({ cost: 5 });
    for (const terrain of ['wall', 'window', 'door'] as const) {
      const walled: GameMap = { ...map(), lines: [{ side: { col: 10, row: 10, dir: 'n' }, terrain }] };
      expect(vehicleStep(walled, 'tank', at(10, 10), 'N', at(10, 9))).toMatchObject({ code: 'vehicle/wall', caseRef: 'Case 23.13' });
    }
  });

  it('Case 23.13 (ruling VH6): a diagonal step past a wall corner is blocked only when both ways round are', () => {
    const one: GameMap = { ...map(), lines: [{ side: { col: 10, row: 10, dir: 'n' }, terrain: 'wall' }] };
    expect(vehicleStep(one, 'tank', at(10, 10), 'N', at(11, 9))).toMatchObject({ cost: 7 });
    const both: GameMap = { ...one, lines: [...one.lines, { side: { col: 11, row: 10, dir: 'n' }, terrain: 'wall' }] };
    expect(vehicleStep(both, 'tank', at(10, 10), 'N', at(11, 9))).toMatchObject({ code: 'vehicle/wall' });
  });
});

describe('Case 23.15: pivoting costs 5 per 45°, at most 20', () => {
  it('Case 23.15: N to E is 10, N to S is 20, N to NW is 5', () => {
    expect(pivotCost('N', 'E')).toBe(10);
    expect(pivotCost('N', 'S')).toBe(20);
    expect(pivotCost('N', 'NW')).toBe(5);
  });
});

describe('Case 23.16: the turret turns with the hull', () => {
  it('Case 23.16: a hull turn of 90° clockwise takes a turret facing W to N', () => {
    expect(turretAfter('W', 'N', 'E')).toBe('N');
    expect(turretAfter('S', 'N', 'NW')).toBe('SE');
  });
});

describe('Cases 23.41–23.43: turning the turret', () => {
  it('Case 23.43: opened up, any way; buttoned down, up to 90°', () => {
    expect(turretTurnError('N', 'S', true, 2)).toBeUndefined();
    expect(turretTurnError('N', 'E', false, 2)).toBeUndefined();
    expect(turretTurnError('N', 'SE', false, 2)).toMatchObject({ code: 'vehicle/turret-buttoned', caseRef: 'Case 23.43' });
  });
});

describe('Case 23.52: a panicked tank moves straight ahead until its Task Points or impassable terrain stop it', () => {
  it('Case 23.52: 50 Task Points take it ten squares north; a river stops it before', () => {
    expect(straightAhead(map(), 'tank', at(10, 15), 'N', 50).map((s) => s.to.row)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5]);
    const m = withTerrain(map(), 10, 12, 'river');
    expect(straightAhead(m, 'tank', at(10, 15), 'N', 50).map((s) => s.to.row)).toEqual([14, 13]);
  });
});

describe('Cases 29.11, 29.14: jeeps pay the men\'s costs and have no facing', () => {
  it('Case 29.14: a jeep facing N may go straight back; Case 29.11: rough costs it what it costs a man', () => {
    expect(vehicleStep(map(), 'jeep', at(10, 10), 'N', at(10, 11))).toMatchObject({ cost: 5, caseRef: 'Case 29.11' });
    const rough = withTerrain(map(), 10, 11, 'rough');
    const r = vehicleStep(rough, 'jeep', at(10, 10), 'N', at(10, 11));
    expect('cost' in r && r.cost).toBeGreaterThan(5);
  });

  it('Case 29.11: a jeep may not enter forest or a building; a motorcycle likewise (Section 30.0)', () => {
    expect(vehicleStep(withTerrain(map(), 10, 11, 'forest'), 'jeep', at(10, 10), 'N', at(10, 11))).toMatchObject({ code: 'vehicle/impassable', caseRef: 'Case 29.11' });
    expect(vehicleStep(withTerrain(map(), 10, 11, 'building'), 'motorcycle', at(10, 10), 'N', at(10, 11))).toMatchObject({ code: 'vehicle/impassable' });
  });
});

describe('Chart 23.8: the cut-off rows are house values a campaign override replaces', () => {
  it('Chart 23.8: the printed rows are printed; "Two crewmen exchange place" is house (20, from Case 23.23)', () => {
    expect(VEHICLE_TASK_COSTS['move-diagonal'].cost.provenance.kind).toBe('printed');
    expect(VEHICLE_TASK_COSTS['exchange-crew'].cost).toMatchObject({ value: 20, provenance: { kind: 'house' } });
  });

  it('Chart 23.8: a club that owns the chart types the real value in; the movement rule reads the overridden chart', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [
      { table: 'vehicleTaskCosts', key: 'change-facing', field: 'cost', value: 4, rationale: 'test' },
      { table: 'vehicleTaskCosts', key: 'exchange-crew', field: 'cost', value: 15, rationale: 'printed chart' },
    ]);
    expect(t.vehicleTaskCosts['exchange-crew'].cost).toMatchObject({ value: 15, provenance: { kind: 'house', source: 'campaign override' } });
    expect(pivotCost('N', 'S', t.vehicleTaskCosts)).toBe(16);
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'vehicleTaskCosts', key: 'exchange-crew', field: 'cost', value: -3, rationale: 'x' }])).toThrow(/vehicleTaskCosts/);
  });
});
