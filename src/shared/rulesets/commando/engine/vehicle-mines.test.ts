/** Vehicles on mines beyond vehicle-command.test.ts: Case 22.22 (bounce mines) and Case 22.42 on a panicked tank's move (ruling VH20). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame } from '../test-support/vehicle-game';
import type { GameState } from '../model/state';

const at = (col: number, row: number) => ({ col, row });
const mine = (id: string, type: 'bounce' | 'anti-tank', square: { col: number; row: number }) => ({ id, side: 'a', type, square, status: 'armed' as const });

describe('Cases 22.22, 22.42: mines under tanks and APCs', () => {
  it('Case 22.22: a bounce mine acts as an anti-personnel mine against a vehicle — an APC sets it off harmlessly (Case 22.13)', () => {
    const s = vehicleGame([], [{ kind: 'apc', side: 'b', col: 10, row: 10 }]);
    const t = new Table({ ...s, mines: { allotments: [], laid: [mine('mine-1', 'bounce', at(10, 9))] } }, new ScriptedDice(d10(7, 2)));
    toVehiclePhase(t);
    const [e] = t.run({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [at(10, 10), at(10, 9)] });
    expect(e).toMatchObject({ type: 'vehicle-moved', steps: [{ harmlessMines: ['mine-1'] }] });
    expect(t.state.mines!.laid[0]!.status).toBe('detonated');
    expect(Object.values(t.state.men).every((m) => m.wounds === 0)).toBe(true);
  });

  it('Case 22.42 with Case 23.52 (ruling VH20): a panicked tank driving straight ahead stops on an anti-tank mine that detonates', () => {
    const s = vehicleGame([], [{ kind: 'tank', side: 'b', col: 10, row: 30, facing: 'N' }]);
    const withPanic: GameState = { ...s, sides: s.sides.map((x) => ({ ...x, panicPercentage: 5 })), mines: { allotments: [], laid: [mine('mine-1', 'anti-tank', at(10, 27))] } };
    // The detonation rolls Table 26.5 (Case 22.42): 1D10 = 1, Turret (buttoned down: no one hurt).
    const t = new Table(withPanic, new ScriptedDice([...d10(7, 2), ...d10(1, 2), ...d10(9), { die: 'd6', face: 2 }, ...d10(1)]));
    toVehiclePhase(t);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events.map((e) => e.type)).toEqual(['vehicle-panic-checked', 'vehicle-moved', 'vehicle-damaged']);
    expect(events[1]).toMatchObject({ steps: [{}, {}, { antiTank: [{ mineId: 'mine-1', roll: 2, detonated: true }] }] });
    expect(vehicle(t.state).square).toEqual(at(10, 27));
  });
});
