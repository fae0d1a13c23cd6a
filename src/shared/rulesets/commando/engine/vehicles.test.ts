/** Sections 23.0, 24.0 at createGame (engine/vehicles.ts initialVehicles): Scenario 47's tank and APC with their crews. */
import { describe, expect, it } from 'vitest';
import { loadBundled } from '../scenarios/special/test-support/bundled';
import { initialVehicles } from './vehicles';

describe('Case 47.42 (ruling VH3): "The Tank and the APC come with full crew"', () => {
  it('Case 47.42, Case 23.22, Case 24.11: the German tank with five crew set up in Zone 5 (Case 47.65); the British APC with two, entering', async () => {
    const { scenario } = await loadBundled('47-commando-front-line-action.json', 'e');
    const made = initialVehicles(scenario, ['23', '24'], (side) => ({ side, endurance: side === 'germans' ? 14 : 17 }));
    const tank = made.vehicles!.vehicles.find((v) => v.kind === 'tank');
    const apc = made.vehicles!.vehicles.find((v) => v.kind === 'apc');
    expect(tank).toMatchObject({ side: 'germans', kind: 'tank', turret: 'N', open: false, setup: { zones: [5], caseRef: 'Case 47.42' }, variant: { era: 'WWII' } });
    expect(Object.keys(tank!.crew)).toEqual(['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner']);
    expect(apc).toMatchObject({ side: 'british', kind: 'apc', setup: { entry: true }, variant: { apcType: 'unroofed' } });
    expect(Object.keys(apc!.crew)).toEqual(['commander', 'driver']);
    // Case 23.73: each crewman a pistol and a combat knife; aboard, with no square of his own (ruling VH2).
    const driver = made.crew[tank!.crew.driver!]!;
    expect(driver).toMatchObject({ side: 'germans', endurance: 14, weapons: ['pistol', 'combat-knife'], aboard: { vehicleId: tank!.id } });
    expect(driver.square).toBeUndefined();
  });

  it('Sections 23.0, 24.0: a vehicle whose Section is not chosen is not made; none at all without any vehicle Section', async () => {
    const { scenario } = await loadBundled('47-commando-front-line-action.json', 'e');
    expect(initialVehicles(scenario, ['24'], (side) => ({ side, endurance: 10 })).vehicles!.vehicles.map((v) => v.kind)).toEqual(['apc']);
    expect(initialVehicles(scenario, ['22'], (side) => ({ side, endurance: 10 }))).toEqual({ crew: {} });
  });
});
