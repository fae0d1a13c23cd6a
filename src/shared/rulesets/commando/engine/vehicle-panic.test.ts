/** Tank and APC panic, Cases 23.51–23.52 and 24.21 (engine/vehicle-panic.ts; rulings VH20–VH21). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import type { ManSpec } from '../test-support/engine-game';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';

const at = (col: number, row: number) => ({ col, row });
const initiative = () => d10(7, 2);

/** A game whose sides have panic percentages (Section 14.0), so checks are made. */
function panicGame(vehicles: readonly VehicleSpec[], men: readonly ManSpec[] = [], preservationCondition = 0): GameState {
  const s = vehicleGame(men, vehicles);
  const sides = s.sides.map((x) => ({ ...x, panicPercentage: 5 }));
  const withPanic: GameState = { ...s, sides };
  if (preservationCondition === 0) return withPanic;
  const seq = sequenceOf(withPanic);
  return { ...withPanic, sequence: { ...seq, sides: { ...seq.sides, b: { ...(seq.sides['b'] ?? {}), preservationCondition } } } };
}

function table(s: GameState, dice: DieFace[]): Table {
  const t = new Table(s, new ScriptedDice([...initiative(), ...dice]));
  toVehiclePhase(t);
  return t;
}

describe('Case 23.51: which vehicles check for panic', () => {
  it('Case 23.51: an opened-up tank is not subject to panic in any form — no roll, the order is carried out', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10, open: true }]), []);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events.map((e) => e.type)).toEqual(['vehicle-pivoted']);
  });

  it('Case 23.51: a buttoned-down tank checks at 35% as it first acts in the Game-Turn; steady, its order follows, and it is not checked again', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10 }]), d10(3, 6));
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events[0]).toMatchObject({ type: 'vehicle-panic-checked', roll: 36, panicked: false, reading: 'steady', chance: { final: 35 }, caseRef: 'Case 23.51' });
    expect(events[0]!.dice?.[0]?.purpose).toMatch(/panic check/);
    expect(events[1]).toMatchObject({ type: 'vehicle-pivoted' });
    expect(t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'S' }).map((e) => e.type)).toEqual(['vehicle-pivoted']);
  });

  it('Case 24.21: a buttoned-down APC checks at 40%', () => {
    const t = table(panicGame([{ kind: 'apc', side: 'b', col: 10, row: 10 }]), [...d10(3, 9), ...d10(3)]);
    expect(t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' })[0]).toMatchObject({ type: 'vehicle-panic-checked', roll: 39, panicked: true, chance: { final: 40 } });
  });

  it('Case 23.51: "only modified by preservation conditions" — the side’s preservation condition is added, nothing else', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10 }], [], 2), [...d10(3, 6), ...d10(3)]);
    const [check] = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    if (check?.type !== 'vehicle-panic-checked') throw new Error('expected a panic check');
    expect(check.chance.final).toBeGreaterThan(35);
    expect(check).toMatchObject({ roll: 36, panicked: true });
    expect(check.chance.steps.map((s) => s.caseRef)).not.toContain('Case 14.41 (wounded)');
  });

  it('Section 14.0: a game without panic percentages checks nothing (as for men)', () => {
    const t = table(vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 10 }]), []);
    expect(t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' }).map((e) => e.type)).toEqual(['vehicle-pivoted']);
  });

  it('Case 23.51: a refused order rolls nothing', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10 }]), []);
    expect(t.refuse({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'N' })).toMatchObject({ code: 'vehicle/same-facing' });
  });
});

describe('Case 23.52: the panicked tank', () => {
  it('Case 23.52: "fall prone" is read as "hold" — the order is not carried out and it spends no Task Points this Game-Turn', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10 }]), [...d10(1, 2), ...d10(3)]);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'vehicle-panic-checked', panicked: true, result: 'fall-prone', reading: 'hold', caseRef: 'Case 23.52' });
    expect(vehicle(t.state).facing).toBe('N');
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] })).toMatchObject({ code: 'vehicle/panicked', caseRef: 'Case 23.52' });
  });

  it('Case 23.52: "move" — straight ahead, all its Task Points in movement only (50 = ten squares)', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 30, facing: 'N' }]), [...d10(1, 2), ...d10(9)]);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events.map((e) => e.type)).toEqual(['vehicle-panic-checked', 'vehicle-moved']);
    expect(vehicle(t.state)).toMatchObject({ square: at(10, 20), facing: 'N' });
    expect(t.refuse({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: true })).toMatchObject({ code: 'vehicle/panicked' });
  });

  it('Case 23.52: ruling VH20: the straight-ahead move stops in front of a man (nobody is run over or asked to step aside)', () => {
    const s = panicGame([{ kind: 'tank', side: 'b', col: 10, row: 30, facing: 'N' }], [{ id: 'a1', side: 'a', col: 10, row: 26 }]);
    const t = table(s, [...d10(1, 2), ...d10(10)]);
    t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(vehicle(t.state).square).toEqual(at(10, 27));
    expect(t.state.men['a1']!.condition).toBe('fit');
  });

  it('Case 23.52: with the driver out of action, "move" prevents the tank from taking any action', () => {
    const s = panicGame([{ kind: 'tank', side: 'b', col: 10, row: 30, facing: 'N' }]);
    const dead: GameState = { ...s, men: { ...s.men, 'vehicle-1-driver': { ...s.men['vehicle-1-driver']!, condition: 'dead', wounds: 30 } } };
    const t = table(dead, [...d10(1, 2), ...d10(9)]);
    const events = t.run({ type: 'vehicle/turn-turret', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ result: 'move', reading: 'hold' });
    expect(vehicle(t.state)).toMatchObject({ square: at(10, 30), turret: 'N' });
  });

  it('Case 23.52: "fire" — only the machineguns fire (with nobody observed, none do: vehicle-panic-fire.test.ts); the order is not carried out', () => {
    const t = table(panicGame([{ kind: 'tank', side: 'b', col: 10, row: 10 }]), [...d10(1, 2), ...d10(7)]);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ reading: 'fire' });
    if (events[0]?.type !== 'vehicle-panic-checked') throw new Error('expected a panic check');
    expect(events[0].text).toContain('machineguns');
  });
});
