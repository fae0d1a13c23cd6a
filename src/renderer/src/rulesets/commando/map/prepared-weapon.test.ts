import { describe, expect, it } from 'vitest';
import type { ManState } from '@shared/rulesets/commando/model/state';
import { preparedLabel } from './prepared-weapon';

const man = (over: Partial<ManState>): ManState => ({ id: 'a1', side: 'a', name: 'A', square: { col: 1, row: 1 }, posture: 'erect', endurance: 18, wounds: 0, condition: 'fit', weapons: [], ...over });

describe('prepared weapon beside a man (Cases 13.17, 11.12, 11.13, 10.63)', () => {
  it('Case 13.17: a man starts with his first fire weapon prepared', () => {
    expect(preparedLabel(man({ weapons: ['submachinegun', 'pistol'] }))).toBe('SMG');
    expect(preparedLabel(man({ weapons: ['combat-knife'] }))).toBeUndefined();
  });

  it('Case 11.12: a prepared grenade is his prepared weapon; two are counted (Case 11.13)', () => {
    const armament = {
      side: 'a',
      weapons: [{ id: 'w1', kind: 'rifle' as const, issuedTo: 'a' }],
      preparedGrenades: [{ type: 'fragmentation' as const, era: 'modern' as const }],
      grenades: {},
      initialFlamethrowerOperator: false,
    };
    expect(preparedLabel(man({ weapons: ['rifle'], armament }))).toBe('GREN');
    expect(preparedLabel(man({ weapons: ['rifle'], armament: { ...armament, preparedGrenades: [armament.preparedGrenades[0]!, armament.preparedGrenades[0]!] } }))).toBe('GREN×2');
  });

  it('Case 10.63: an unloaded prepared weapon says so; a dead man shows nothing', () => {
    const armament = { side: 'a', weapons: [{ id: 'w1', kind: 'machinegun' as const, issuedTo: 'a', loaded: false }], preparedWeapon: 'w1', preparedGrenades: [], grenades: {}, initialFlamethrowerOperator: false };
    expect(preparedLabel(man({ weapons: ['machinegun'], armament }))).toBe('MG empty');
    expect(preparedLabel(man({ weapons: ['machinegun'], armament, condition: 'dead' }))).toBeUndefined();
  });
});
