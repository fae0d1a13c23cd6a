/** Vehicles as commands (engine/vehicle-command.ts), Case by Case: Sections 23.0, 29.0 and the mines of Section 22.0. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame } from '../test-support/vehicle-game';
import { vehicleTaskPointsLeft } from './vehicles';
import { manTurnOf } from '../model/state';

const at = (col: number, row: number) => ({ col, row });
const start = (t: Table) => toVehiclePhase(t);
const initiative = () => d10(7, 2);

describe('Section 23.0 General Rule: vehicles act in the Prepared Task Execution Phase', () => {
  it('Section 23.0: a tank may not move in the Non-Prepared Phase (ruling VH1)', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] })).toMatchObject({ code: 'vehicle/wrong-phase' });
  });
});

describe('Cases 23.12–23.15: Task Points, movement, facing, pivot', () => {
  it('Case 23.12: 50 Task Points a Game-Turn; Case 23.13: 5 orthogonal and 7 diagonal; Case 23.14: facing follows the move', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N', turret: 'W' }]), new ScriptedDice(initiative()));
    start(t);
    t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(11, 8)] });
    expect(vehicle(t.state)).toMatchObject({ square: at(11, 8), facing: 'NE', turret: 'NW' });
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(38);
  });

  it('Case 23.12: it may not spend more than 50 in a Game-Turn', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 30 }]), new ScriptedDice(initiative()));
    start(t);
    const route = Array.from({ length: 12 }, (_, i) => at(10, 30 - i));
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route })).toMatchObject({ code: 'vehicle/insufficient-task-points', caseRef: 'Case 23.12' });
    t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: route.slice(0, 11) });
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(0);
  });

  it('Case 23.15: pivoting N to S costs 20; Case 23.16: the turret comes along', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N', turret: 'E' }]), new ScriptedDice(initiative()));
    start(t);
    const [e] = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'S' });
    expect(e).toMatchObject({ type: 'vehicle-pivoted', cost: { final: 20 }, caseRef: 'Case 23.15' });
    expect(vehicle(t.state)).toMatchObject({ facing: 'S', turret: 'W' });
  });
});

describe('Cases 23.21–23.24: the crew by function', () => {
  it('Case 23.22: the driver out of action — the tank may not move or pivot; the turret still turns', () => {
    const s = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, open: true }]);
    const dead = { ...s, men: { ...s.men, 'vehicle-1-driver': { ...s.men['vehicle-1-driver']!, condition: 'dead' as const, wounds: 30 } } };
    const t = new Table(dead, new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] })).toMatchObject({ code: 'vehicle/no-driver', caseRef: 'Case 23.22' });
    expect(t.refuse({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' })).toMatchObject({ code: 'vehicle/no-driver' });
    t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'S' });
  });

  it('Case 23.22: the commander out of action — no action until he is replaced; Case 23.23: exchanging places costs 20', () => {
    const s = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]);
    const hurt = { ...s, men: { ...s.men, 'vehicle-1-commander': { ...s.men['vehicle-1-commander']!, condition: 'seriously-wounded' as const, wounds: 8 } } };
    const t = new Table(hurt, new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: true })).toMatchObject({ code: 'vehicle/no-commander', caseRef: 'Case 23.22' });
    const [e] = t.run({ type: 'vehicle/exchange-crew', vehicleId: 'vehicle-1', a: 'commander', b: 'hull-machinegunner' });
    expect(e).toMatchObject({ type: 'crew-exchanged', cost: { final: 20 } });
    expect(vehicle(t.state).crew).toMatchObject({ commander: 'vehicle-1-hull-machinegunner', 'hull-machinegunner': 'vehicle-1-commander' });
    t.run({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: true });
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(5);
  });

  it('Case 23.22: the gunner out of action — the turret cannot be turned', () => {
    const s = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]);
    const hurt = { ...s, men: { ...s.men, 'vehicle-1-gunner': { ...s.men['vehicle-1-gunner']!, condition: 'incapacitated' as const, wounds: 14 } } };
    const t = new Table(hurt, new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'E' })).toMatchObject({ code: 'vehicle/no-gunner' });
  });

  it('Case 23.11: crew in the tank have no Task Point allowance of their own', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    expect(t.refuse({ type: 'task/begin', manId: 'vehicle-1-driver' })).toMatchObject({ code: 'task/vehicle-crew', caseRef: 'Case 23.11' });
  });
});

describe('Cases 23.41–23.43, 23.5: turret and hatch', () => {
  it('Case 23.42: turning the turret costs 25; Case 23.43: buttoned down, at most 90°', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N' }]), new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'S' })).toMatchObject({ code: 'vehicle/turret-buttoned', caseRef: 'Case 23.43' });
    t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'E' });
    expect(vehicle(t.state)).toMatchObject({ turret: 'E', turnRecord: { spent: 25, turretTurned: true } });
  });

  it('Case 23.5: opening up costs 25; Case 23.43: opened up, the turret turns 180°', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, facing: 'N' }]), new ScriptedDice(initiative()));
    start(t);
    t.run({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: true }, { type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'S' });
    expect(vehicle(t.state)).toMatchObject({ open: true, turret: 'S' });
    expect(t.refuse({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: false })).toMatchObject({ code: 'vehicle/insufficient-task-points' });
  });

  it('Case 24.23: an APC has no turret', () => {
    const t = new Table(vehicleGame([], [{ kind: 'apc', side: 'a', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'S' })).toMatchObject({ code: 'vehicle/no-turret', caseRef: 'Case 24.23' });
  });
});

describe('Case 23.18: running over men', () => {
  it('Case 23.18: an Enemy man steps one square away, where his Player chose, at no cost', () => {
    const t = new Table(vehicleGame([{ id: 'a1', side: 'a', col: 10, row: 9 }], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    start(t);
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(10, 8)] })).toMatchObject({ code: 'vehicle/sidestep-needed' });
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(10, 8)], sidesteps: [{ manId: 'a1', to: at(10, 8) }] })).toMatchObject({ code: 'vehicle/sidestep-square' });
    t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(10, 8)], sidesteps: [{ manId: 'a1', to: at(11, 9) }] });
    expect(t.state.men.a1).toMatchObject({ square: at(11, 9), condition: 'fit' });
  });

  it('Case 23.18: a Friendly man the tank goes on past is run over and killed', () => {
    const t = new Table(vehicleGame([{ id: 'b1', side: 'b', col: 10, row: 9 }], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    start(t);
    t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9), at(10, 8)] });
    expect(t.state.men.b1!.condition).toBe('dead');
  });

  it('Case 23.18: a Friendly man the tank stops on mounts it (paying the mount cost) and the tank ceases movement', () => {
    const t = new Table(vehicleGame([{ id: 'b1', side: 'b', col: 10, row: 9 }], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), new ScriptedDice(initiative()));
    start(t);
    t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)], mountRunOver: true });
    expect(t.state.men.b1).toMatchObject({ aboard: { vehicleId: 'vehicle-1' }, condition: 'fit' });
    expect(t.state.men.b1!.square).toBeUndefined();
    expect(manTurnOf(t.state, 'b1').spent).toBe(30);
    expect(vehicle(t.state).riders).toEqual(['b1']);
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 9), at(10, 8)] })).toMatchObject({ code: 'vehicle/stopped', caseRef: 'Case 23.18' });
  });
});

describe('Section 22.0: vehicles on mines', () => {
  const mined = (type: 'anti-personnel' | 'anti-tank', kind: 'tank' | 'jeep' = 'tank') => {
    const s = vehicleGame(kind === 'jeep' ? [{ id: 'b1', side: 'b', col: 10, row: 11 }] : [], [{ kind, side: 'b', col: 10, row: 10, ...(kind === 'jeep' ? { crew: [] } : {}) }]);
    return { ...s, mines: { allotments: [], laid: [{ id: 'mine-1', side: 'a', type, square: at(10, 9), status: 'armed' as const }] } };
  };

  it('Case 22.13: a tank entering an anti-personnel mine\'s square sets it off harmlessly', () => {
    const t = new Table(mined('anti-personnel'), new ScriptedDice(initiative()));
    start(t);
    const [e] = t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(e).toMatchObject({ steps: [{ harmlessMines: ['mine-1'] }] });
    expect(t.state.mines!.laid[0]!.status).toBe('detonated');
  });

  it('Cases 22.41–22.42: an anti-tank mine under a tank: 1D6, even detonates and it rolls Table 26.5 once; odd leaves it armed', () => {
    // 1D6 = 4 detonates; Table 26.5 1D10 = 1, Turret (buttoned down: no one hurt, ruling AR13).
    const even = new Table(mined('anti-tank'), new ScriptedDice([...initiative(), { die: 'd6', face: 4 }, ...d10(1)]));
    start(even);
    const [e, damaged] = even.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(e).toMatchObject({ steps: [{ antiTank: [{ mineId: 'mine-1', roll: 4, detonated: true }] }] });
    expect(damaged).toMatchObject({ type: 'vehicle-damaged', table: { name: 'Table 26.5', roll: 1, effects: ['turret'] }, caseRef: 'Case 22.42' });
    expect(even.state.mines!.laid[0]!.status).toBe('detonated');
    const odd = new Table(mined('anti-tank'), new ScriptedDice([...initiative(), { die: 'd6', face: 3 }]));
    start(odd);
    odd.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(odd.state.mines!.laid[0]!.status).toBe('armed');
  });

  it('Cases 22.14, 29.21: a jeep sets off an anti-personnel mine and on a 6 is affected, rolling Table 26.6; Case 22.41: it never sets off an anti-tank mine', () => {
    const s = mined('anti-personnel', 'jeep');
    // 1D6 = 6: affected; Table 26.6 1D10 = 3, Burns: its driver b1 2D10 = 2 + 3.
    const t = new Table(s, new ScriptedDice([...initiative(), { die: 'd6', face: 6 }, ...d10(3), ...d10(2, 3)]));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/mount-vehicle', manId: 'b1', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'b1' });
    t.advanceTo('prepared-task-execution');
    const [e] = t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(e).toMatchObject({ steps: [{ jeepMine: { roll: 6, affected: true } }] });
    expect(t.state.vehicles!.vehicles[0]!.damage).toMatchObject({ effects: ['burns'], caseRef: 'Case 22.14' });
    expect(t.state.men['b1']!.wounds).toBe(5);
    const at2 = new Table(mined('anti-tank', 'jeep'), new ScriptedDice(initiative()));
    at2.advanceTo('initiative');
    at2.run({ type: 'initiative/roll' });
    at2.advanceTo('non-prepared-task-execution');
    at2.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/mount-vehicle', manId: 'b1', vehicleId: 'vehicle-1' }, { type: 'task/end', manId: 'b1' });
    at2.advanceTo('prepared-task-execution');
    const [f] = at2.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(f).toMatchObject({ steps: [{ to: at(10, 9) }] });
    expect((f as unknown as { steps: { antiTank?: unknown }[] }).steps[0]!.antiTank).toBeUndefined();
  });
});

describe('Set-up and the umpire (ruling VH3)', () => {
  it('Case 2.0: the umpire places a vehicle with his reason; never in impassable terrain or on another vehicle', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }, { kind: 'apc', side: 'a', col: 20, row: 20 }]), new ScriptedDice([]));
    expect(t.refuse({ type: 'umpire/place-vehicle', vehicleId: 'vehicle-2', square: at(10, 10), facing: 'N', reason: 'x' })).toMatchObject({ code: 'vehicle/square-taken' });
    t.run({ type: 'umpire/place-vehicle', vehicleId: 'vehicle-2', square: at(12, 12), facing: 'SW', reason: 'moved back' });
    expect(vehicle(t.state, 'vehicle-2')).toMatchObject({ square: at(12, 12), facing: 'SW' });
  });

  it('Sections 23.0–30.0: not in use unless the Optional Rule is chosen', () => {
    const t = new Table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }], { optionalRules: ['24'] }), new ScriptedDice([]));
    expect(t.refuse({ type: 'umpire/place-vehicle', vehicleId: 'vehicle-1', square: at(12, 12), facing: 'N', reason: 'x' })).toMatchObject({ code: 'optional-rule/not-in-use' });
  });
});
