/** Case 24.52: the gun slits of an APC — four men a side and two at the rear each Game-Turn, one side per man (ruling VH30). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import type { SlitSide } from '../model/vehicle';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { vehicle, vehicleGame } from '../test-support/vehicle-game';

const TASKS = 'non-prepared-task-execution';
const MISSES = Array.from({ length: 40 }, () => 9);
const LEFT = { col: 4, row: 10 };
const RIGHT = { col: 16, row: 10 };
const REAR = { col: 10, row: 16 };

/** a1, a passenger of a gun-slit APC in 1010 facing N, observes b1 and b2; `fired`: men who already fired through each side this Game-Turn. */
function slitApc(b1: { col: number; row: number }, b2: { col: number; row: number }, fired: Partial<Record<SlitSide, string[]>> = {}): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'b1', side: 'b', col: b1.col, row: b1.row },
      { id: 'b2', side: 'b', col: b2.col, row: b2.row },
    ],
    [{ kind: 'apc', side: 'a', col: 10, row: 10, facing: 'N', variant: { apcType: 'gun-slits' } }],
    { phase: TASKS },
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  const s: GameState = {
    ...g,
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: ['submachinegun'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1', 'b2'] } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['a1'], turnRecord: { turn: g.turn, spent: 0, moved: false, turretTurned: false, slitFirers: fired } }] },
  };
  const t = new Table(s, new ScriptedDice(d10(...MISSES)));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fireAt = (...ids: string[]) => ({ type: 'task/fire' as const, manId: 'a1', targets: ids.map((targetId) => ({ targetId })) });

describe('Case 24.52: up to four men may fire through each side, and up to two through the rear, each Game-Turn', () => {
  it('Case 24.52: the fourth man through the left side fires, and is counted', () => {
    const t = slitApc(LEFT, RIGHT, { 'slits-left': ['x1', 'x2', 'x3'] });
    expect(t.run(fireAt('b1'))[0]).toMatchObject({ type: 'fire-resolved', fromVehicle: { vehicleId: 'vehicle-1', slit: 'slits-left' } });
    expect(vehicle(t.state).turnRecord?.slitFirers?.['slits-left']).toEqual(['x1', 'x2', 'x3', 'a1']);
  });

  it('Case 24.52: a fifth man through the same side is refused; the other side is still open to him', () => {
    const t = slitApc(LEFT, RIGHT, { 'slits-left': ['x1', 'x2', 'x3', 'x4'] });
    expect(t.refuse(fireAt('b1'))).toMatchObject({ code: 'vehicle/slits-full', caseRef: 'Case 24.52' });
    expect(t.run(fireAt('b2'))[0]).toMatchObject({ type: 'fire-resolved', fromVehicle: { slit: 'slits-right' } });
  });

  it('Case 24.52: only two men through the rear', () => {
    expect(slitApc(REAR, RIGHT, { 'slits-rear': ['x1'] }).run(fireAt('b1'))[0]).toMatchObject({ fromVehicle: { slit: 'slits-rear' } });
    expect(slitApc(REAR, RIGHT, { 'slits-rear': ['x1', 'x2'] }).refuse(fireAt('b1'))).toMatchObject({ code: 'vehicle/slits-full' });
  });

  it('Case 24.52 (ruling VH30): one man fires through one side — spray fire at men on both sides is refused', () => {
    expect(slitApc(LEFT, RIGHT).refuse({ ...fireAt('b1', 'b2'), spray: true })).toMatchObject({ code: 'vehicle/one-slit', caseRef: 'Case 24.52' });
  });

  it('Case 24.52: the count is for the Game-Turn — last Game-Turn’s firers do not fill the side', () => {
    const t = slitApc(LEFT, RIGHT);
    const old: GameState = { ...t.state, vehicles: { ...t.state.vehicles!, vehicles: [{ ...vehicle(t.state), turnRecord: { turn: t.state.turn - 1, spent: 0, moved: false, turretTurned: false, slitFirers: { 'slits-left': ['x1', 'x2', 'x3', 'x4'] } } }] } };
    const again = new Table(old, new ScriptedDice(d10(...MISSES)));
    expect(again.run(fireAt('b1'))[0]).toMatchObject({ type: 'fire-resolved', fromVehicle: { slit: 'slits-left' } });
  });
});
