/** The tank's main gun (engine/vehicle-main-gun.ts): Section 23.0 "Fire", Cases 23.24, 23.31, 23.36, 23.38, 23.41, 23.91. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import type { GameState } from '../model/state';
import { vehicleTaskPointsLeft } from './vehicles';

const at = (col: number, row: number) => ({ col, row });
const far = [{ id: 'a1', side: 'a', col: 38, row: 38 }];
const tank = (more: Partial<VehicleSpec> = {}): VehicleSpec => ({ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true, ...more });

function table(g: GameState, ...dice: number[]): Table {
  const t = new Table(g, new ScriptedDice([...d10(7, 2), ...d10(...dice)]));
  toVehiclePhase(t);
  return t;
}
const fire = (square = at(10, 10)) => ({ type: 'vehicle/fire-main-gun' as const, vehicleId: 'vehicle-1', square });

describe('Section 23.0 "Fire", Case 23.91: the main gun fires at a square and its round lands by Table 23.91', () => {
  it('Case 23.91: an opened-up tank hits its target square on 30% or less (1D100 = 10); Case 23.31: it costs the full 50 Task Points', () => {
    const t = table(vehicleGame(far, [tank()]), 1, 0);
    const [e] = t.run(fire());
    expect(e).toMatchObject({ type: 'main-gun-fired', hit: true, landing: at(10, 10), chance: { final: 30 }, cost: { final: 50 } });
    expect(e!.dice!.length).toBe(2);
    expect(vehicleTaskPointsLeft(t.state, vehicle(t.state))).toBe(0);
    expect(vehicle(t.state).turretFiredTurn).toBe(t.state.turn);
  });

  it('Case 23.91: a buttoned-down tank has 15% (ruling VH23: it fires, with the printed lower chance)', () => {
    const t = table(vehicleGame(far, [tank({ open: false })]), 1, 0);
    const [e] = t.run(fire());
    expect(e).toMatchObject({ type: 'main-gun-fired', chance: { final: 15, steps: [{ caseRef: 'Case 23.91' }] } });
  });

  it('Case 23.31: once a Game-Turn; a modern NATO or Israeli tank twice, for the same 50', () => {
    const once = table(vehicleGame(far, [tank()]), 1, 0);
    once.run(fire());
    expect(once.refuse(fire())).toMatchObject({ code: 'vehicle/main-gun-fired', caseRef: 'Case 23.31' });
    const twice = table(vehicleGame(far, [tank({ variant: { era: 'Modern', mainGunTwice: true } })]), 1, 0, 1, 0);
    twice.run(fire());
    const [e] = twice.run(fire());
    expect(e).toMatchObject({ type: 'main-gun-fired', cost: { final: 0 } });
    expect(twice.refuse(fire())).toMatchObject({ code: 'vehicle/main-gun-fired' });
  });
});

describe('Section 23.0 "Fire" with Diagram 8: the round strikes the men where it lands', () => {
  it('Diagram 8: a man in the destination square dies on 1D100 at or under its kill number (20 ≤ 40)', () => {
    const t = table(vehicleGame([...far, { id: 'a2', side: 'a', col: 10, row: 10 }], [tank()]), 1, 0, 2, 0);
    const events = t.run(fire());
    expect(events[0]).toMatchObject({ type: 'main-gun-fired', hits: [{ manId: 'a2', killed: true }] });
    expect(events.find((e) => e.type === 'man-wounded')).toMatchObject({ manId: 'a2', condition: 'dead' });
    expect(t.state.men.a2!.condition).toBe('dead');
  });
});

describe('Case 23.36 Diagram 11 and Case 23.38: where the main gun may fire', () => {
  it('Case 23.36: only into the turret’s field of fire', () => {
    const t = table(vehicleGame(far, [tank({ turret: 'N' })]));
    expect(t.refuse(fire(at(20, 20)))).toMatchObject({ code: 'vehicle/out-of-arc', caseRef: 'Case 23.36' });
  });
  it('Case 23.38 with Section 23.0 "Fire": within the observation range', () => {
    const t = table(vehicleGame(far, [tank()], { observationRange: 5 }));
    expect(t.refuse(fire(at(10, 10)))).toMatchObject({ code: 'vehicle/out-of-range' });
  });
  it('Section 23.0 General Rule: only a tank has a main gun', () => {
    const t = table(vehicleGame(far, [tank({ kind: 'apc' })]));
    expect(t.refuse(fire())).toMatchObject({ code: 'vehicle/no-main-gun' });
  });
});

describe('Cases 23.22, 23.24, 23.41: the gunner, the loader and the turret', () => {
  const without = (g: GameState, id: string): GameState => ({ ...g, men: { ...g.men, [id]: { ...g.men[id]!, condition: 'dead', wounds: 30 } } });
  it('Case 23.24: with the gunner out the main gun may not fire', () => {
    const t = table(without(vehicleGame(far, [tank()]), 'vehicle-1-gunner'));
    expect(t.refuse(fire())).toMatchObject({ code: 'vehicle/no-gunner', caseRef: 'Case 23.24' });
  });
  it('Case 23.24: with the loader out it fires only on alternate Game-Turns', () => {
    const g = without(vehicleGame(far, [tank()]), 'vehicle-1-loader');
    const firedLastTurn = { ...g, vehicles: { ...g.vehicles!, vehicles: g.vehicles!.vehicles.map((v) => ({ ...v, turretFiredTurn: g.turn - 1 })) } };
    expect(table(firedLastTurn).refuse(fire())).toMatchObject({ code: 'vehicle/loader-out', caseRef: 'Case 23.24' });
    const [e] = table(g, 1, 0).run(fire());
    expect(e).toMatchObject({ type: 'main-gun-fired' });
  });
  it('Case 23.41: not in a Game-Turn its turret turned', () => {
    const t = table(vehicleGame(far, [tank({ turret: 'E' })]));
    t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'N' });
    expect(t.refuse(fire())).toMatchObject({ code: 'vehicle/turret-turned', caseRef: 'Case 23.41' });
  });
});
