import { describe, expect, it } from 'vitest';
import { weaponLost } from './vehicle-weapons-lost';

describe('Table 26.5 Turret and Hull: weapons lost (Cases 26.21, 27.13, 28.35)', () => {
  it('Table 26.5 Turret: a tank loses its main gun, coaxial and turret-hatch machineguns, not its hull machinegun', () => {
    for (const w of ['main-gun', 'coaxial', 'hatch'] as const) expect(weaponLost('tank', ['turret'], w)).toMatchObject({ effect: 'turret' });
    expect(weaponLost('tank', ['turret', 'interior'], 'hull')).toBeUndefined();
  });
  it('Table 26.5 Hull: a tank loses only its hull machinegun', () => {
    expect(weaponLost('tank', ['treads', 'hull'], 'hull')).toMatchObject({ effect: 'hull' });
    for (const w of ['main-gun', 'coaxial', 'hatch'] as const) expect(weaponLost('tank', ['treads', 'hull'], w)).toBeUndefined();
  });
  it('Table 26.5 Turret on an APC: "the APC itself is undamaged" — its machinegun still fires', () => {
    expect(weaponLost('apc', ['turret'], 'swivel')).toBeUndefined();
  });
  it('Table 26.5 Hull on an APC: "An APC loses the use of its machinegun"', () => {
    expect(weaponLost('apc', ['hull'], 'swivel')).toMatchObject({ effect: 'hull' });
  });
  it('no damage, or damage that takes no weapon (Interior, Treads, Burns), loses nothing', () => {
    expect(weaponLost('tank', undefined, 'main-gun')).toBeUndefined();
    expect(weaponLost('tank', ['interior', 'treads', 'burns'], 'main-gun')).toBeUndefined();
  });
});
