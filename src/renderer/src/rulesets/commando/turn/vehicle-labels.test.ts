import { describe, expect, it } from 'vitest';
import type { VehicleState } from '@shared/rulesets/commando/model/vehicle';
import { jeepGunId } from '@shared/rulesets/commando/engine/jeep-machinegun';
import { commandLabel } from './labels';
import { COMMANDOS, HALE, labelView } from './test-support/label-view';

const tank: VehicleState = { id: 'v1', side: 'b', kind: 'tank', name: 'Panzer IV', variant: { era: 'WWII' }, square: { col: 3, row: 3 }, facing: 'N', turret: 'N', open: true, crew: {}, passengers: [], riders: [] };

const view = labelView('prepared-task-execution', COMMANDOS, HALE, { vehicles: [tank] });

describe('Turn panel labels for a vehicle\'s weapons (Cases 23.32, 23.38)', () => {
  it('Case 23.32: names the vehicle firing a machinegun as the main gun\'s label does, by id and name, and the gun in the Cases\' words', () => {
    const mg = commandLabel(view, { type: 'vehicle/fire-machinegun', vehicleId: 'v1', gun: 'hatch', targets: [{ targetId: 'a1' }] });
    const main = commandLabel(view, { type: 'vehicle/fire-main-gun', vehicleId: 'v1', square: { col: 1, row: 1 } });
    expect(mg).toEqual({ label: 'v1 Panzer IV fires its turret hatch machinegun at a1 Hale', caseRef: 'Case 23.32' });
    expect(main.label.startsWith('v1 Panzer IV fires its main gun at')).toBe(true);
  });

  it('Case 24.23: an APC\'s swivel gun cites its Case; an unknown vehicle is named by its id alone', () => {
    const apc = { ...view, vehicles: [{ ...tank, kind: 'apc' as const, name: 'M113' }] };
    expect(commandLabel(apc, { type: 'vehicle/fire-machinegun', vehicleId: 'v1', gun: 'swivel', targets: [{ targetId: 'a1' }] })).toEqual({ label: 'v1 M113 fires its swivel machinegun at a1 Hale', caseRef: 'Case 24.23' });
    expect(commandLabel({ ...view, vehicles: [] }, { type: 'vehicle/fire-machinegun', vehicleId: 'v9', gun: 'hull', targets: [{ targetId: 'a1' }] }).label).toBe('v9 fires its hull machinegun at a1 Hale');
  });

  it('Section 29.0 (ruling VH65): a passenger firing the jeep\'s machinegun is labelled with the jeep; his own weapon\'s fire is not', () => {
    const jeepView = { ...view, vehicles: [{ ...tank, id: 'v2', kind: 'jeep' as const, name: 'Willys', variant: { era: 'WWII' as const, machinegun: true } }] };
    expect(commandLabel(jeepView, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'a1' }], weaponId: jeepGunId('v2') })).toEqual({ label: 'Fire v2 Willys\'s machinegun: a1 Hale at a1 Hale', caseRef: 'Section 29.0' });
    expect(commandLabel(jeepView, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'a1' }] }).label.startsWith('Fire: ')).toBe(true);
  });
});
