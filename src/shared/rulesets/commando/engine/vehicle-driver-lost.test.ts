/** Case 23.22: a moving vehicle whose driver goes out of action ceases movement (engine/vehicle-driver-lost.ts, ruling VH66). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame } from '../test-support/vehicle-game';

const at = (col: number, row: number) => ({ col, row });
const DRIVER = 'vehicle-1-driver';
const kill: Command = { type: 'umpire/wound-man', manId: DRIVER, woundPoints: 30, killed: true };
const move = (from: { col: number; row: number }, to: { col: number; row: number }): Command => ({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [from, to] });

function tankInPreparedPhase(): Table {
  const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N', open: true }]), new ScriptedDice(d10(7, 2)));
  toVehiclePhase(t);
  return t;
}

describe('Case 23.22: "If the tank is moving, it immediately ceases movement upon driver going out of action"', () => {
  it('Case 23.22: the driver killed after the tank moved this Phase — it moves and pivots no more, even with the loader put in his seat (Case 23.23)', () => {
    const t = tankInPreparedPhase();
    t.run(move(at(10, 10), at(10, 9)), kill);
    expect(vehicle(t.state).turnRecord).toMatchObject({ moved: true, driverLost: true });
    t.run({ type: 'vehicle/exchange-crew', vehicleId: 'vehicle-1', a: 'driver', b: 'loader' });
    expect(t.refuse(move(at(10, 9), at(10, 8)))).toMatchObject({ code: 'vehicle/driver-lost', caseRef: 'Case 23.22' });
    expect(t.refuse({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' })).toMatchObject({ code: 'vehicle/driver-lost', caseRef: 'Case 23.22' });
    // Ceasing movement is no loss of the vehicle's other tasks: the turret still turns.
    t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'S' });
  });

  it('Case 23.22: a driver lost before the tank moved is no movement ceased — replaced (Case 23.23), the tank moves', () => {
    const t = tankInPreparedPhase();
    t.run(kill);
    expect(t.refuse(move(at(10, 10), at(10, 9)))).toMatchObject({ code: 'vehicle/no-driver' });
    t.run({ type: 'vehicle/exchange-crew', vehicleId: 'vehicle-1', a: 'driver', b: 'loader' });
    t.run(move(at(10, 10), at(10, 9)));
    expect(vehicle(t.state).square).toEqual(at(10, 9));
  });

  it('Case 23.22: a driver only wounded (still functioning) does not stop it', () => {
    const t = tankInPreparedPhase();
    t.run(move(at(10, 10), at(10, 9)), { type: 'umpire/wound-man', manId: DRIVER, woundPoints: 1 });
    t.run(move(at(10, 9), at(10, 8)));
    expect(vehicle(t.state).square).toEqual(at(10, 8));
  });

  it('Case 23.22 with Case 29.12: a jeep whose driver is killed while moving ceases movement too', () => {
    const g = vehicleGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ kind: 'jeep', side: 'b', col: 10, row: 10, crew: [] }]);
    const { square: _gone, ...b1 } = g.men.b1!;
    const v = g.vehicles!.vehicles[0]!;
    const s = { ...g, men: { ...g.men, b1: { ...b1, aboard: { vehicleId: v.id } } }, vehicles: { ...g.vehicles!, vehicles: [{ ...v, crew: { driver: 'b1' } }] } };
    const t = new Table(s, new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    t.run(move(at(10, 10), at(10, 9)), { type: 'umpire/wound-man', manId: 'b1', woundPoints: 30, killed: true });
    expect(vehicle(t.state).turnRecord).toMatchObject({ driverLost: true });
  });
});
