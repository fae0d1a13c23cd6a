/** Small arms fire at the men in a jeep (engine/jeep-fire.ts, engine/vehicle-exposure.ts): Cases 29.22–29.23; ruling VH32. */
import { describe, expect, it } from 'vitest';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { vehicle, vehicleGame } from '../test-support/vehicle-game';

type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;

/** b's jeep in 1020, driven by its driver, with b1 aboard; a1 (side a, rifle) in 1014 observes b1 and begins his tasks. */
function jeepTable(dice: readonly DieFace[]): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 10, row: 14 },
      { id: 'b1', side: 'b', col: 30, row: 30 },
    ],
    [{ kind: 'jeep', side: 'b', col: 10, row: 20, crew: ['driver'] }],
    { phase: 'non-prepared-task-execution' },
  );
  const v = g.vehicles!.vehicles[0]!;
  const { square: _gone, ...b1 } = g.men.b1!;
  const s: GameState = {
    ...g,
    men: { ...g.men, b1: { ...b1, aboard: { vehicleId: v.id } }, a1: { ...g.men.a1!, weapons: ['rifle'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'] } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['b1'] }] },
  };
  const t = new Table(s, new ScriptedDice(dice));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fire = { type: 'task/fire' as const, manId: 'a1', targets: [{ targetId: 'b1' }] };

describe('Case 29.23: a man in a jeep is fired at in the open; a miss may hit the jeep, as a miss at a horse’s rider may hit the horse', () => {
  it('Case 29.23 (Case 19.52): the missed fire is rolled again at double the tens digit; a miss of that roll leaves the jeep untouched', () => {
    const t = jeepTable([...d10(9, 9), ...d10(9, 9)]);
    const [e] = t.run(fire) as [Fired];
    expect(e.targets[0]).toMatchObject({ targetId: 'b1', hit: false });
    const tens = Math.floor(e.targets[0]!.chance.final / 10);
    expect(e.jeepFire).toEqual([expect.objectContaining({ fromId: 'b1', vehicleId: 'vehicle-1', fire: 1, roll: 99, hit: false, caseRef: 'Case 29.23', chance: expect.objectContaining({ final: 2 * tens }) })]);
  });

  it('Case 29.22: the jeep hit rolls 1D6; on a 6, Table 26.6 (1D10 = 1: Burns — the driver 2D10, the passengers 3D6)', () => {
    const t = jeepTable([...d10(9, 9), ...d10(0, 1), ...d6(6), ...d10(1), ...d10(1, 1), ...d6(1, 1, 1)]);
    const events = t.run(fire);
    expect((events[0] as Fired).jeepFire).toEqual([expect.objectContaining({ hit: true, damageDie: 6 })]);
    expect(events.find((e) => e.type === 'vehicle-damaged')).toMatchObject({ vehicleId: 'vehicle-1', table: { name: 'Table 26.6', roll: 1, effects: ['burns'] }, caseRef: 'Case 29.22' });
    expect(events.filter((e) => e.type === 'man-wounded')).toEqual([expect.objectContaining({ manId: 'vehicle-1-driver', woundPoints: 2 }), expect.objectContaining({ manId: 'b1', woundPoints: 3 })]);
    expect(vehicle(t.state).damage?.effects).toEqual(['burns']);
  });

  it('Case 29.22: a hit on the jeep that rolls 1–5 on the 1D6 does it no harm', () => {
    const events = jeepTable([...d10(9, 9), ...d10(0, 1), ...d6(5)]).run(fire);
    expect((events[0] as Fired).jeepFire).toEqual([expect.objectContaining({ hit: true, damageDie: 5 })]);
    expect(events.some((e) => e.type === 'vehicle-damaged')).toBe(false);
  });
});
