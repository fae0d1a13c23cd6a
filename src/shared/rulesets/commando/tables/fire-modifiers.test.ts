import { describe, expect, it } from 'vitest';
import { FIRE_COMBAT_LIMITS, FIRE_MODIFIERS } from './fire-modifiers';

describe('Case 10.82 Fire Combat Modifications Table', () => {
  it('Case 10.82: the printed modifiers', () => {
    const v = Object.fromEntries(Object.entries(FIRE_MODIFIERS).map(([k, m]) => [k, m.modifier.value]));
    expect(v).toEqual({
      'target-prone': -12,
      'target-flush-against-wall': -10,
      'moving-vehicle-or-animal': -25,
      'enemy-weapon': -15,
      'water-mismatch': -20,
      'target-moving': -10,
      aiming: 10,
      'target-on-tank-or-in-apc': -8,
    });
    expect(Object.values(FIRE_MODIFIERS).every((m) => m.modifier.provenance.kind === 'printed')).toBe(true);
  });
  it('Case 9.33 / 10.24 / 10.83: ×.5 for a seriously wounded firer, floor 01, ceiling 90', () => {
    expect([FIRE_COMBAT_LIMITS.seriouslyWoundedFactor.value, FIRE_COMBAT_LIMITS.minimumHit.value, FIRE_COMBAT_LIMITS.maximumHit.value]).toEqual([0.5, 1, 90]);
  });
});
