/** One vehicle to a square (Case 23.17, ruling VH4) and the jeep's driver in hand-to-hand combat (Case 29.13, ruling VH9): engine/vehicle-command.ts, engine/vehicles.ts. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame } from '../test-support/vehicle-game';

const at = (col: number, row: number) => ({ col, row });

describe('Case 23.17: "the tank is placed in a single square" — and one vehicle to a square (ruling VH4)', () => {
  it('Case 23.17: a tank may not drive into the square of another vehicle; it stops where it stands', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N' }, { kind: 'apc', side: 'b', col: 10, row: 8 }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(10, 8)] })).toMatchObject({ code: 'vehicle/square-taken', caseRef: 'Case 23.17' });
    expect(vehicle(t.state).square).toEqual(at(10, 10));
  });
});

describe('Case 29.13: "A driver engaged in hand-to-hand combat may not drive the jeep"', () => {
  it('Case 29.13: with an able Enemy man in the jeep’s square the driver may not drive; once that man is gone, he may', () => {
    const s = vehicleGame([{ id: 'a1', side: 'a', col: 10, row: 10 }], [{ kind: 'jeep', side: 'b', col: 10, row: 10, crew: ['driver'] }]);
    const t = new Table(s, new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    const move = { type: 'vehicle/move' as const, vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 11)] };
    expect(t.refuse(move)).toMatchObject({ code: 'vehicle/driver-in-melee', caseRef: 'Case 29.13' });
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men.a1!, condition: 'dead', wounds: 30 } } };
    t.run(move);
    expect(vehicle(t.state).square).toEqual(at(10, 11));
  });
});
