/**
 * Fire Combat Modifications Table (Case 10.82), printed in full, and the
 * limits that frame a hit chance: the 01 floor (Case 10.24), the 90% ceiling
 * (Case 10.83 note) and the serious-wound ×.5 (Case 9.33; the table's last
 * row), which is applied after every other modifier, rounding down.
 *
 * Terrain is not here: the target's square and any aperture the fire passes
 * through take their Fire Combat Modification from the Terrain Effects Chart
 * (Cases 7.39, 10.32; tables/terrain-effects.ts).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const CHART = 'Case 10.82 Fire Combat Modifications Table';

export interface FireModifier {
  /** The table's wording. */
  readonly label: string;
  /** Percent added to the chance to hit (negative subtracts). */
  readonly modifier: Sourced<number>;
  /** The Case that elaborates the row, for the breakdown. */
  readonly caseRef: string;
  readonly note?: string;
}

const mod = (label: string, value: number, caseRef: string, note?: string): FireModifier => ({
  label,
  modifier: printed(value, `${CHART}, "${label}"`),
  caseRef,
  ...(note === undefined ? {} : { note }),
});

export const FIRE_MODIFIERS = {
  'target-prone': mod('Target man prone', -12, 'Case 10.31'),
  'target-flush-against-wall': mod('Target flush against a Wall', -10, 'Case 10.31', 'Note *: the man in the square adjacent to the Wall line has not moved and will not move; a moving man never has it (Case 10.31).'),
  'moving-vehicle-or-animal': mod('Fire from a moving vehicle or animal', -25, 'Case 10.82', 'Also Cases 19.36, 19.71, 29.33.'),
  'enemy-weapon': mod('Using Enemy weapon to fire', -15, 'Case 13.24', 'Not for pistols, melee weapons, rifles or carbines (Case 13.24).'),
  'water-mismatch': mod('Target man in water and firer out of water, or vice-versa', -20, 'Case 36.36'),
  'target-moving': mod('Target man moving (possible only with Opportunity Fire)', -10, 'Case 10.31'),
  aiming: mod('Aiming (expends all Task Points)', 10, 'Case 10.82', 'The aiming man spends every Task Point he has left (Case 5.22 note †).'),
  'target-on-tank-or-in-apc': mod('Target man on tank or in APC', -8, 'Case 23.63'),
} satisfies Record<string, FireModifier>;

export type FireModifierId = keyof typeof FIRE_MODIFIERS;
export type FireModifierTable = Readonly<Record<FireModifierId, FireModifier>>;

export interface FireCombatLimits {
  /** "A number modified to zero or below zero is always treated as 01" (Case 10.24). */
  readonly minimumHit: Sourced<number>;
  /** "Hit Percentage may never exceed 90%" (Case 10.83 note). */
  readonly maximumHit: Sourced<number>;
  /** "Firer severely wounded ×.5", applied after all other modifiers, rounding down (Case 9.33). */
  readonly seriouslyWoundedFactor: Sourced<number>;
}

export const FIRE_COMBAT_LIMITS: FireCombatLimits = {
  minimumHit: printed(1, 'Case 10.24 ("always treated as 01")'),
  maximumHit: printed(90, 'Case 10.83 Kill Percentage Table, note ("Hit Percentage may never exceed 90%")'),
  seriouslyWoundedFactor: printed(0.5, `${CHART}, "Firer severely wounded" (×.5); Case 9.33`),
};

export const FIRE_MODIFIER_TABLE = describeTable({
  title: CHART,
  data: FIRE_MODIFIERS as FireModifierTable,
  valueSchema: (field) => (field === 'modifier' ? z.number().int().min(-100).max(100) : undefined),
});

export const FIRE_COMBAT_LIMITS_TABLE = describeTable({
  title: `${CHART} and Cases 10.24, 10.83: hit chance limits and the serious-wound factor`,
  data: FIRE_COMBAT_LIMITS,
  valueSchema: (field) => (field === undefined ? z.number().min(0).max(100) : undefined),
});
