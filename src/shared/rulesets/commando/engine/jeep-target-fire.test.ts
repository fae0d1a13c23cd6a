/** Fire at a jeep itself (engine/jeep-target-fire.ts): Cases 29.22–29.23; ruling VH52. */
import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { Table } from '../test-support/engine-game';
import { vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { describeEvent } from '../view/log/describe';
import { logNames } from '../view/log/names';

type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;

/** b's vehicle in 1020 (a jeep with its driver unless told); a1 (side a, rifle) in 1014 begins his tasks. */
function jeepTable(dice: readonly DieFace[], spec: Partial<VehicleSpec> = {}, a1At = { col: 10, row: 14 }): Table {
  const g = vehicleGame([{ id: 'a1', side: 'a', ...a1At }], [{ kind: 'jeep', side: 'b', col: 10, row: 20, crew: ['driver'], ...spec }], { phase: 'non-prepared-task-execution' });
  const s: GameState = { ...g, men: { ...g.men, a1: { ...g.men.a1!, weapons: ['rifle'] } } };
  const t = new Table(s, new ScriptedDice(dice));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fire = { type: 'task/fire-at-jeep' as const, manId: 'a1', vehicleId: 'vehicle-1' };

describe('Case 29.22: "Jeeps may be hit and damaged by small arms fire. Enemy men may fire at the jeep."', () => {
  it('Case 29.22: the jeep hit rolls 1D6; on a 6 it rolls on Table 26.6 (1D10 = 1: Burns — its driver 2D10)', () => {
    const t = jeepTable([...d10(0, 1), ...d6(6), ...d10(1), ...d10(1, 1)]);
    const events = t.run(fire);
    const e = events[0] as Fired;
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1', targets: [], caseRef: 'Case 29.22' });
    expect(e.atJeep).toMatchObject({ vehicleId: 'vehicle-1', fires: [{ fire: 1, roll: 1, hit: true, damageDie: 6 }] });
    expect(e.taskPointsCharged).toBeGreaterThan(0);
    expect(events.find((x) => x.type === 'vehicle-damaged')).toMatchObject({ vehicleId: 'vehicle-1', table: { name: 'Table 26.6', roll: 1, effects: ['burns'] }, caseRef: 'Case 29.22' });
    expect(events.filter((x) => x.type === 'man-wounded')).toEqual([expect.objectContaining({ manId: 'vehicle-1-driver', woundPoints: 2 })]);
    expect(vehicle(t.state).damage?.effects).toEqual(['burns']);
  });

  it('Case 29.22: a hit that rolls 1–5 on the 1D6 does the jeep no harm', () => {
    const events = jeepTable([...d10(0, 1), ...d6(5)]).run(fire);
    expect((events[0] as Fired).atJeep?.fires).toEqual([expect.objectContaining({ hit: true, damageDie: 5 })]);
    expect(events.some((x) => x.type === 'vehicle-damaged' || x.type === 'man-wounded')).toBe(false);
  });

  it('Section 30.0: a motorcycle is "treated as jeeps are"; Case 23.61: a tank is not fired at with small arms; no man fires at his own side’s jeep', () => {
    expect(jeepTable([...d10(0, 1), ...d6(1)], { kind: 'motorcycle' }).run(fire)[0]).toMatchObject({ atJeep: { vehicleId: 'vehicle-1' } });
    expect(jeepTable([], { kind: 'tank', crew: undefined }).refuse(fire)).toMatchObject({ code: 'fire/vehicle-immune', caseRef: 'Case 23.61' });
    expect(jeepTable([], { side: 'a' }).refuse(fire)).toMatchObject({ code: 'fire/friendly-target', caseRef: 'Case 29.22' });
  });

  it('Ruling VH52: he must see the jeep — beyond the observation range (20 squares) it is refused', () => {
    expect(jeepTable([], {}, { col: 35, row: 39 }).refuse(fire)).toMatchObject({ code: 'fire/no-los', caseRef: 'Case 10.14' });
  });
});

describe('Case 29.23: "If the jeep is missed, resolve the fire as if the horse had been missed (but only the driver can be affected)"', () => {
  it('Case 29.23 (Case 19.51): the miss is rolled again at the tens digit of the chance; at or under it the driver is hit for the weapon’s damage', () => {
    const t = jeepTable([...d10(9, 9), ...d10(0, 1), ...d10(4)]);
    const events = t.run(fire);
    const e = events[0] as Fired;
    const tens = Math.floor(e.atJeep!.chance.final / 10);
    expect(e.atJeep!.fires).toEqual([expect.objectContaining({ roll: 99, hit: false, driver: expect.objectContaining({ manId: 'vehicle-1-driver', roll: 1, hit: true, woundPoints: 4, chance: expect.objectContaining({ final: tens }) }) })]);
    expect(events[1]).toMatchObject({ type: 'man-wounded', manId: 'vehicle-1-driver', woundPoints: 4, caseRef: 'Case 29.23' });
    expect(describeEvent(e, logNames({ men: Object.values(t.state.men), sides: t.state.sides })).text).toMatch(/fires the Rifle at vehicle-1 \(Cases 29\.22, 29\.23\).*misses; 1 against \d+% hits .* for 4 Wound Points/);
  });

  it('Case 29.23: an empty jeep missed hurts nobody, and no second roll is made', () => {
    const events = jeepTable([...d10(9, 9)], { crew: [] }).run(fire);
    expect((events[0] as Fired).atJeep!.fires).toEqual([{ fire: 1, roll: 99, hit: false }]);
    expect(events.some((x) => x.type === 'man-wounded')).toBe(false);
  });
});
