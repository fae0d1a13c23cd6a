/** Men into, onto and out of vehicles (engine/vehicle-crew-command.ts), Case by Case: Sections 23.7, 24.1–24.5, 29.3, 30.0. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf } from '../model/state';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import type { ManSpec } from '../test-support/engine-game';
import { vehicleTaskPointsLeft } from './vehicles';

const at = (col: number, row: number) => ({ col, row });

/** Side b has the initiative? No: a (7 against 2); both sides' men act in the Non-Prepared Phase. */
function inTaskPhase(men: readonly ManSpec[], vehicles: readonly VehicleSpec[]): Table {
  const t = new Table(vehicleGame(men, vehicles), new ScriptedDice(d10(7, 2)));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

describe('Cases 24.12–24.16: mounting and dismounting an APC', () => {
  it('Case 24.12: the APC pays 25 once for the men mounting from one square in a Phase; Case 24.13: each man pays his own cost', () => {
    const t = inTaskPhase([{ id: 'a1', side: 'a', col: 10, row: 11 }, { id: 'a2', side: 'a', col: 10, row: 11 }, { id: 'a3', side: 'a', col: 11, row: 10 }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    const [m1] = t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }).slice(-1);
    expect(m1).toMatchObject({ type: 'man-boarded', as: 'passenger', vehicleCost: 25, caseRef: 'Case 24.12' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'a2' });
    const [m2] = t.run({ type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' });
    expect(m2).toMatchObject({ vehicleCost: 0 });
    expect(manTurnOf(t.state, 'a2').spent).toBe(35);
    t.run({ type: 'task/end', manId: 'a2' }, { type: 'task/begin', manId: 'a3' });
    expect(t.refuse({ type: 'task/mount-vehicle', manId: 'a3', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/one-loading-square', caseRef: 'Case 24.12' });
    expect(vehicle(t.state).passengers).toEqual(['a1', 'a2']);
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(25);
  });

  it('Case 24.15: men mount from an adjacent square, not from two squares off', () => {
    const t = inTaskPhase([{ id: 'a1', side: 'a', col: 10, row: 12 }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/not-adjacent', caseRef: 'Case 24.15' });
  });

  it('Cases 24.41, 24.55: an enclosed APC (or one with gun slits) loads only from the square to its rear', () => {
    for (const apcType of ['enclosed', 'gun-slits'] as const) {
      const t = inTaskPhase([{ id: 'a1', side: 'a', col: 11, row: 10 }, { id: 'a2', side: 'a', col: 10, row: 11 }], [{ kind: 'apc', side: 'a', col: 10, row: 10, facing: 'N', variant: { apcType } }]);
      t.run({ type: 'task/begin', manId: 'a1' });
      expect(t.refuse({ type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/rear-only' });
      t.run({ type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'a2' }, { type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' });
      expect(t.state.men.a2!.aboard).toEqual({ vehicleId: 'vehicle-1' });
    }
  });

  it('Case 24.12: eight infantrymen at most, a flamethrower man counting two', () => {
    const s = vehicleGame([{ id: 'a1', side: 'a', col: 10, row: 11, posture: 'erect' }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    const seven = Array.from({ length: 7 }, (_, i) => `p${i}`);
    const men = { ...s.men };
    for (const id of seven) men[id] = { id, side: 'a', name: id, posture: 'erect', endurance: 14, wounds: 0, condition: 'fit', weapons: ['rifle'], aboard: { vehicleId: 'vehicle-1' } };
    men.a1 = { ...men.a1!, weapons: ['flamethrower'] };
    const v = s.vehicles!.vehicles[0]!;
    const t = new Table({ ...s, men, vehicles: { ...s.vehicles!, vehicles: [{ ...v, passengers: seven }] } }, new ScriptedDice(d10(7, 2)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/full', caseRef: 'Case 24.12' });
  });

  it('Case 24.14: a passenger keeps his own Task Points and dismounts (Case 24.13) to an adjacent square', () => {
    const t = inTaskPhase([{ id: 'a1', side: 'a', col: 10, row: 11 }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }, { type: 'task/dismount-vehicle', manId: 'a1', square: at(10, 11) });
    expect(t.state.men.a1).toMatchObject({ square: at(10, 11) });
    expect(t.state.men.a1!.aboard).toBeUndefined();
    expect(vehicle(t.state).passengers).toEqual([]);
    expect(manTurnOf(t.state, 'a1').spent).toBe(42);
  });
});

describe('Case 24.17: Enemy men in an APC', () => {
  it('Case 24.17: an Enemy man may not enter an APC with Friendly passengers in it', () => {
    const s = vehicleGame([{ id: 'b1', side: 'b', col: 10, row: 11 }, { id: 'a1', side: 'a', col: 30, row: 30 }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    const v = s.vehicles!.vehicles[0]!;
    const t = new Table({ ...s, men: { ...s.men, a1: { ...s.men.a1!, square: undefined as never, aboard: { vehicleId: 'vehicle-1' } } }, vehicles: { ...s.vehicles!, vehicles: [{ ...v, passengers: ['a1'] }] } }, new ScriptedDice(d10(2, 7)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(t.refuse({ type: 'task/mount-vehicle', manId: 'b1', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/apc-occupied', caseRef: 'Case 24.17' });
  });
});

describe('Cases 23.71–23.74: bailing out and re-entering', () => {
  it('Case 23.71: 50 Task Points, and the crew named are placed in adjacent squares; the rest stay', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    expect(t.refuse({ type: 'vehicle/bail-out', vehicleId: 'vehicle-1', men: [{ manId: 'vehicle-1-driver', square: at(12, 10) }] })).toMatchObject({ code: 'vehicle/bail-square' });
    const [e] = t.run({ type: 'vehicle/bail-out', vehicleId: 'vehicle-1', men: [{ manId: 'vehicle-1-driver', square: at(11, 10) }, { manId: 'vehicle-1-loader', square: at(9, 10) }] });
    expect(e).toMatchObject({ type: 'crew-bailed-out', cost: { final: 50 }, caseRef: 'Case 23.71' });
    expect(t.state.men['vehicle-1-driver']).toMatchObject({ square: at(11, 10) });
    expect(vehicle(t.state).crew).toEqual({ commander: 'vehicle-1-commander', gunner: 'vehicle-1-gunner', 'hull-machinegunner': 'vehicle-1-hull-machinegunner' });
  });

  it('Case 23.74: a tank damaged to no Task Points is bailed out of for nothing', () => {
    const s = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]);
    const t = new Table(s, new ScriptedDice(d10(7, 2)));
    t.run({ type: 'umpire/damage-vehicle', vehicleId: 'vehicle-1', taskPointsLost: 50, knockedOut: false, reason: 'Table 26.5' });
    toVehiclePhase(t);
    const [e] = t.run({ type: 'vehicle/bail-out', vehicleId: 'vehicle-1', men: [{ manId: 'vehicle-1-commander', square: at(11, 10) }] });
    expect(e).toMatchObject({ cost: { final: 0 }, caseRef: 'Case 23.74' });
  });

  it('Case 23.72: at least two crew to spend Task Points; a man re-enters for 25 of his own and the tank spends nothing that Phase', () => {
    const t = new Table(vehicleGame([{ id: 'b1', side: 'b', col: 11, row: 10 }], [{ kind: 'tank', side: 'b', col: 10, row: 10, crew: ['commander'] }]), new ScriptedDice(d10(2, 7)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/re-enter-vehicle', manId: 'b1', vehicleId: 'vehicle-1', role: 'driver' });
    expect(manTurnOf(t.state, 'b1').spent).toBe(25);
    expect(vehicle(t.state).crew.driver).toBe('b1');
    expect(t.state.men.b1!.aboard).toEqual({ vehicleId: 'vehicle-1' });
    expect(vehicle(t.state).turnRecord?.reEnteredPhase).toBe('non-prepared-task-execution');
  });

  it('Case 23.72: a tank with one crewman may not expend Task Points', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, crew: ['commander'] }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    expect(t.refuse({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' })).toMatchObject({ code: 'vehicle/crew-too-few', caseRef: 'Case 23.72' });
  });
});

describe('Section 29.0 and 30.0: jeeps and motorcycles', () => {
  it('Case 29.12: any man may drive; the first man into an empty jeep is its driver; Case 29.32: four men at most', () => {
    const men = [1, 2, 3, 4, 5].map((i) => ({ id: `a${i}`, side: 'a', col: 10, row: 11 }));
    const t = inTaskPhase(men, [{ kind: 'jeep', side: 'a', col: 10, row: 10, crew: [] }]);
    for (const m of men.slice(0, 4)) t.run({ type: 'task/begin', manId: m.id }, { type: 'task/mount-vehicle', manId: m.id, vehicleId: 'vehicle-1' }, { type: 'task/end', manId: m.id });
    expect(vehicle(t.state)).toMatchObject({ crew: { driver: 'a1' }, passengers: ['a2', 'a3', 'a4'] });
    t.run({ type: 'task/begin', manId: 'a5' });
    expect(t.refuse({ type: 'task/mount-vehicle', manId: 'a5', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/full', caseRef: 'Case 29.32' });
  });

  it('Case 29.12: a jeep left with no one in it is captured by the Enemy man who takes it', () => {
    const t = inTaskPhase([{ id: 'a1', side: 'a', col: 10, row: 11 }], [{ kind: 'jeep', side: 'b', col: 10, row: 10, crew: [] }]);
    const [e] = t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }).slice(-1);
    expect(e).toMatchObject({ as: 'driver', captured: true });
    expect(vehicle(t.state).side).toBe('a');
  });

  it('Case 29.12: a jeep without a driver does not move', () => {
    const t = new Table(vehicleGame([], [{ kind: 'jeep', side: 'a', col: 10, row: 10, crew: [] }]), new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 11)] })).toMatchObject({ code: 'vehicle/no-driver', caseRef: 'Case 29.12' });
  });

  it('Section 30.0: a motorcycle without a sidecar carries only its driver; with one, one passenger', () => {
    const men = [1, 2, 3].map((i) => ({ id: `a${i}`, side: 'a', col: 10, row: 11 }));
    const solo = inTaskPhase(men, [{ kind: 'motorcycle', side: 'a', col: 10, row: 10, crew: [] }]);
    solo.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'a2' });
    expect(solo.refuse({ type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' })).toMatchObject({ code: 'vehicle/full', caseRef: 'Case 30.0' });
    const side = inTaskPhase(men, [{ kind: 'motorcycle', side: 'a', col: 10, row: 10, crew: [], variant: { sidecar: true } }]);
    side.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'a2' }, { type: 'task/mount-vehicle', manId: 'a2', vehicleId: 'vehicle-1' });
    expect(vehicle(side.state).passengers).toEqual(['a2']);
  });
});

describe('ruling VH18: a man aboard orders getting out, reloading and the fire his place allows', () => {
  it('Cases 24.12, 24.14: a passenger has his Task Points and may dismount, but a task that needs a square of his own (a move, a flare, falling prone) is refused by name', () => {
    const t = inTaskPhase([{ id: 'a1', side: 'a', col: 10, row: 11 }], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/mount-vehicle', manId: 'a1', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'a1' });
    expect(t.state.men['a1']!.square).toBeUndefined();
    t.advanceTo('non-prepared-task-execution');
    for (const c of [
      { type: 'task/move' as const, manId: 'a1', route: [at(10, 10), at(10, 11)] },
      { type: 'task/fire-flare' as const, manId: 'a1', target: at(10, 15) },
      { type: 'task/fall-prone' as const, manId: 'a1', goOn: true },
    ]) {
      expect(t.refuse(c)).toMatchObject({ code: 'vehicle/aboard', caseRef: 'Case 24.12' });
    }
  });
});
