/** Cases 28.34–28.35: a shell's effect on vehicles (engine/shell-blast.ts, rules/vehicle-damage.ts, Tables 26.5, 26.6). */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { vehicle, vehicleGame } from '../test-support/vehicle-game';
import { describeEvent } from '../view/log/describe';
import { NAMES } from '../view/log/log-fixtures';
import { evolve } from './dispatch';
import { vehiclesStruck, vehicleShellDamage } from './shell-blast';
import { fireRound } from './artillery-fire';
import { decidePivot, decideVehicleMove } from './vehicle-command';

const at = (col: number, row: number) => ({ col, row });
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('Cases 28.34–28.35: which vehicles a shell strikes', () => {
  it('Case 28.35: a tank or APC only in the destination square; Case 28.34: a jeep or motorcycle in it or adjacent', () => {
    const g = vehicleGame([], [
      { kind: 'tank', side: 'b', col: 10, row: 10 },
      { kind: 'apc', side: 'b', col: 11, row: 10 },
      { kind: 'jeep', side: 'b', col: 11, row: 11 },
      { kind: 'motorcycle', side: 'b', col: 12, row: 10 },
    ]);
    expect(vehiclesStruck(g, at(10, 10))).toEqual(['vehicle-1', 'vehicle-3']);
    expect(vehiclesStruck(g, at(11, 10))).toEqual(['vehicle-2', 'vehicle-3', 'vehicle-4']);
    expect(vehiclesStruck(g, at(20, 20))).toEqual([]);
  });
});

describe('Case 28.35: the Tank/APC Damage Table (26.5)', () => {
  it('Case 28.35, Table 26.5 die 2 "Turret and Interior": the opened-up commander 1D10, every other crewman 1D10; dice in the event', () => {
    const g = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10, open: true }]);
    const dice = new ScriptedDice([...d10(2), ...d10(3), ...d10(1, 2, 4, 5)]);
    const r = vehicleShellDamage(g, ['vehicle-1'], dice, evolve);
    const [damaged] = of(r.events, 'vehicle-damaged');
    expect(damaged).toMatchObject({ table: { name: 'Table 26.5', roll: 2, effects: ['turret', 'interior'] }, knockedOut: false, caseRef: 'Case 28.35' });
    expect(damaged!.dice!.length).toBe(6);
    expect(of(r.events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([
      ['vehicle-1-commander', 3],
      ['vehicle-1-driver', 1],
      ['vehicle-1-loader', 2],
      ['vehicle-1-gunner', 4],
      ['vehicle-1-hull-machinegunner', 5],
    ]);
    expect(vehicle(r.state).damage).toMatchObject({ effects: ['turret', 'interior'], knockedOut: false });
    expect(describeEvent(damaged!, NAMES).text).toBe('vehicle-1 is struck: Table 26.5 1D10 = 2, turret and interior (Case 28.35)');
  });

  it('Case 28.35, Table 26.5 die 1 "Turret": a buttoned-down tank hurts no one (ruling AR13); an APC\'s crew takes 1D6 each', () => {
    const tank = vehicleShellDamage(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), ['vehicle-1'], new ScriptedDice(d10(1)), evolve);
    expect(of(tank.events, 'man-wounded')).toEqual([]);
    const apc = vehicleShellDamage(vehicleGame([], [{ kind: 'apc', side: 'b', col: 10, row: 10 }]), ['vehicle-1'], new ScriptedDice([...d10(1), ...d6(2, 6)]), evolve);
    expect(of(apc.events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([
      ['vehicle-1-commander', 2],
      ['vehicle-1-driver', 6],
    ]);
  });

  it('Case 28.35, Table 26.5 die 4 "Treads and Hull": the hull machinegunner 1D6; the treads are recorded', () => {
    const r = vehicleShellDamage(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), ['vehicle-1'], new ScriptedDice([...d10(4), ...d6(5)]), evolve);
    expect(of(r.events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([['vehicle-1-hull-machinegunner', 5]]);
    expect(vehicle(r.state).damage?.effects).toEqual(['treads', 'hull']);
    // Table 26.5 Treads: "For the remainder of the Scenario the vehicle may not move."
    const move = decideVehicleMove(r.state, { type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] }, new ScriptedDice([]));
    expect(move).toMatchObject({ ok: false, error: { code: 'vehicle/immobile', caseRef: 'Case 26.21 (Table 26.5)' } });
    expect(decidePivot(r.state, { type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'S' })).toMatchObject({ ok: false, error: { code: 'vehicle/immobile' } });
  });

  it('Case 28.35, Table 26.5 die 10 "Destroyed": every crewman killed, the vehicle knocked out and struck no more', () => {
    const r = vehicleShellDamage(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), ['vehicle-1'], new ScriptedDice(d10(0)), evolve);
    expect(of(r.events, 'vehicle-damaged')[0]).toMatchObject({ knockedOut: true, table: { roll: 10, effects: ['destroyed'] } });
    expect(of(r.events, 'man-wounded').every((w) => w.condition === 'dead')).toBe(true);
    expect(of(r.events, 'man-wounded').length).toBe(5);
    expect(vehiclesStruck(r.state, at(10, 10))).toEqual([]);
  });
});

describe('Case 28.34: the Motorcycle/Jeep Damage Table (26.6)', () => {
  it('Case 28.34, Table 26.6 1–5 "Burns": the driver 2D10; 6–10 "Destroyed"', () => {
    const g = vehicleGame([], [{ kind: 'jeep', side: 'b', col: 10, row: 10, crew: ['driver'] }]);
    const burns = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice([...d10(5), ...d10(3, 4)]), evolve);
    expect(of(burns.events, 'vehicle-damaged')[0]).toMatchObject({ table: { name: 'Table 26.6', roll: 5, effects: ['burns'] }, knockedOut: false, caseRef: 'Case 28.34' });
    expect(of(burns.events, 'man-wounded').map((w) => [w.manId, w.woundPoints])).toEqual([['vehicle-1-driver', 7]]);
    // Destroyed: it explodes as two grenades in its square, on its driver (ruling AR17; engine/vehicle-explosion.test.ts).
    const gone = vehicleShellDamage(g, ['vehicle-1'], new ScriptedDice([...d10(6), ...d6(2), ...d10(5, 0), ...d6(3), ...d10(5, 0)]), evolve);
    expect(of(gone.events, 'vehicle-damaged')[0]).toMatchObject({ table: { roll: 6, effects: ['destroyed'] }, knockedOut: true });
    expect(of(gone.events, 'vehicle-exploded')[0]).toMatchObject({ how: 'grenades' });
  });
});

describe('Cases 28.32, 28.35: an artillery round brings the vehicle damage after it', () => {
  it('Case 28.35: a high-explosive round on its target square names the tank in `shell-landed`, then `vehicle-damaged` and the wounds (die 7: Burns and Interior, the buttoned-down commander too)', () => {
    const g = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }], { optionalRules: ['23', '28'] });
    const chance = { what: 'hit', final: 15, steps: [{ kind: 'base' as const, label: 'Case 28.13', caseRef: 'Case 28.13', amount: 15, value: 15 }] };
    const dice = new ScriptedDice([...d10(0, 5), ...d10(7), ...d10(2, 2, 2, 2, 2)]);
    const events = fireRound(g, { side: 'a', source: { gunId: 'gun-1' }, target: at(10, 10), round: 'high-explosive', chance }, dice, evolve);
    expect(events.map((e) => e.type)).toEqual(['shell-landed', 'vehicle-damaged', 'man-wounded', 'man-wounded', 'man-wounded', 'man-wounded', 'man-wounded']);
    expect(events[0]).toMatchObject({ vehicles: ['vehicle-1'] });
    expect(events[1]).toMatchObject({ table: { roll: 7, effects: ['burns', 'interior'] }, caseRef: 'Case 28.35' });
  });
});
