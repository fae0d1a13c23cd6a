/** Table 26.5 Turret and Hull in play (rules/vehicle-weapons-lost.ts): the main gun and machineguns a damaged vehicle has lost. */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { vehicleShellDamage } from './shell-blast';
import { evolve } from './dispatch';

const at = (col: number, row: number) => ({ col, row });
const near = [{ id: 'a1', side: 'a', col: 10, row: 14 }];
const tank: VehicleSpec = { kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', turret: 'N', open: true };

/** The vehicle struck once, with this Table 26.5 die (and enough dice for the wounds), then on to the Prepared Phase. */
function struck(spec: VehicleSpec, die: number): Table {
  const g: GameState = vehicleGame(near, [spec]);
  // The wounds: 1D10s for Turret (the opened-up commander) and Interior, 1D6s for Hull and an APC's Turret.
  const wounds = die === 4 || (die === 1 && spec.kind === 'apc') ? d6(1, 1) : d10(1, 1, 1, 1, 1, 1);
  const dice = new ScriptedDice([...d10(die), ...wounds]);
  const hit = vehicleShellDamage(g, ['vehicle-1'], dice, evolve).state;
  const t = new Table(hit, new ScriptedDice(d10(7, 2)));
  toVehiclePhase(t);
  return t;
}

describe('Table 26.5 Turret: "the main gun and coaxial machinegun and turret-hatch machinegun may not be fired"', () => {
  it('Case 26.21 with Table 26.5 die 1: the tank\'s main gun is refused, naming the Table', () => {
    expect(struck(tank, 1).refuse({ type: 'vehicle/fire-main-gun', vehicleId: 'vehicle-1', square: at(10, 10) })).toMatchObject({ code: 'vehicle/weapon-lost', caseRef: 'Case 26.21 (Table 26.5)' });
  });
  it('Case 26.21 with Table 26.5 die 2: the coaxial and turret-hatch machineguns are refused', () => {
    const t = struck(tank, 2);
    for (const gun of ['coaxial', 'hatch'] as const) expect(t.refuse({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun, targets: [{ targetId: 'a1' }] })).toMatchObject({ code: 'vehicle/weapon-lost' });
  });
});

describe('Table 26.5 Hull: "the hull machinegun is destroyed"; "An APC loses the use of its machinegun"', () => {
  it('Case 26.21 with Table 26.5 die 4: the tank\'s hull machinegun is refused', () => {
    expect(struck(tank, 4).refuse({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hull', targets: [{ targetId: 'a1' }] })).toMatchObject({ code: 'vehicle/weapon-lost' });
  });
  it('Case 26.21 with Table 26.5 die 4: the APC\'s swivel machinegun is refused; a Turret result (die 1) leaves it', () => {
    const apc: VehicleSpec = { kind: 'apc', side: 'b', col: 10, row: 20, facing: 'N', open: true };
    const swivel = { type: 'vehicle/fire-machinegun' as const, vehicleId: 'vehicle-1', gun: 'swivel' as const, targets: [{ targetId: 'a1' }] };
    expect(struck(apc, 4).refuse(swivel)).toMatchObject({ code: 'vehicle/weapon-lost' });
    expect(struck(apc, 1).refuse(swivel)?.code).not.toBe('vehicle/weapon-lost');
  });
});
