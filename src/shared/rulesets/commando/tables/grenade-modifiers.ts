/**
 * Grenade Accuracy Modifiers Table (Case 11.82), printed in full, and the
 * numbers Section 11.0 states in its Cases (second-grenade risk, smoke, blast
 * kill chance, opportunity throw), kept as data so a campaign can override
 * them like any chart value. Rulings: docs/rulings/grenades.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const MODS = 'Case 11.82 Grenade Accuracy Modifiers Table';

export interface GrenadeAccuracyModifier {
  /** The table's wording. */
  readonly label: string;
  /** `add`: percent added (negative subtracts); `multiply`: factor, rounding down (the table's "×.5"). */
  readonly kind: 'add' | 'multiply';
  readonly amount: Sourced<number>;
  readonly note?: string;
}

const add = (label: string, amount: number, note?: string): GrenadeAccuracyModifier => ({
  label,
  kind: 'add',
  amount: printed(amount, `${MODS}, "${label}"`),
  ...(note === undefined ? {} : { note }),
});
const times = (label: string, factor: number): GrenadeAccuracyModifier => ({
  label,
  kind: 'multiply',
  amount: printed(factor, `${MODS}, "${label}" (×.5: multiply by one-half, rounding down)`),
});

export const GRENADE_ACCURACY_MODIFIERS = {
  'target-rough-crater-woods': add('Target square is Rough, Crater, Woods', -5),
  'target-higher': add('Target Square is at higher Elevation Level than thrower', -8),
  'target-dune-forest': add('Target Square is Dune or Forest', -11),
  'target-by-wall-or-trench': add(
    'Target Square adjacent to Wall* or in Trench',
    10,
    '*If thrower is inside building, applies only to Square inside same building; if thrower is outside building, only applies to Squares outside building.',
  ),
  'door-between': add('Door between target Square and thrower', -10),
  'window-or-slit-between': add('Window or Slit between target Square and thrower', -15),
  'thrower-prone': times('Thrower Prone', 0.5),
  'thrower-severely-wounded': times('Thrower Severely Wounded', 0.5),
  'no-los': times('Thrower does not have LOS to target Square', 0.5),
} satisfies Record<string, GrenadeAccuracyModifier>;

export type GrenadeModifierId = keyof typeof GRENADE_ACCURACY_MODIFIERS;

/** Numbers Section 11.0 states in its Cases rather than in a chart. */
export interface GrenadeRuleNumbers {
  /** Case 11.13: chance (%) the first grenade explodes when a second is prepared. */
  readonly secondGrenadeExplodes: Sourced<number>;
  /** Case 11.11: grenades a man may prepare per Task Execution Phase. */
  readonly preparePerPhase: Sourced<number>;
  /** Section 11.0 procedure (Grenade Damage): kill chance (%) per man in the blast radius, cumulative. */
  readonly killPercentPerMan: Sourced<number>;
  /** Case 11.42: the least Wound Points a grenade inflicts. */
  readonly minimumWound: Sourced<number>;
  /** Case 11.43: Wound Points through an aperture are divided by this, rounding down. */
  readonly apertureDivisor: Sourced<number>;
  /** Case 11.53: the smoke line's length code. */
  readonly smokeLength: Sourced<string>;
  /** Case 11.54: a smoke square dissipates on 1D6 at or under this. */
  readonly smokeDissipatesOn: Sourced<number>;
  /** Case 11.64 (and Case 10.76): Task Points added for plotting an opportunity throw. */
  readonly opportunityThrowPlot: Sourced<number>;
  /** General Rule: grenades of each type a man carries unless the scenario says otherwise. */
  readonly carried: Sourced<number>;
}

export const GRENADE_RULE_NUMBERS: GrenadeRuleNumbers = {
  secondGrenadeExplodes: printed(25, 'Case 11.13 ("there is a 25% chance of the first grenade exploding")'),
  preparePerPhase: printed(1, 'Case 11.11 ("only one grenade per task execution phase")'),
  killPercentPerMan: printed(2, 'Case 11.4; Section 11.0 procedure, Grenade Damage ("a cumulative 2% chance ... for each man within the blast radius")'),
  minimumWound: printed(1, 'Case 11.42 ("always receives at least one Wound Point"); Table 11.84 note'),
  apertureDivisor: printed(2, 'Case 11.43 ("halve the Wound Points ... rounding down")'),
  smokeLength: printed('1D10/2', 'Case 11.53 ("rolling 1D10 and halving the die-roll (rounding up)")'),
  smokeDissipatesOn: printed(1, 'Case 11.54 ("roll 1D6 for each smoke square; if a roll of 1 occurs, the smoke dissipates")'),
  opportunityThrowPlot: printed(5, 'Case 11.64 ("plus five additional Task Points")'),
  carried: printed(12, 'Case 11.0 General Rule ("twelve of each variety of grenade")'),
};

export const GRENADE_ACCURACY_MODIFIER_TABLE = describeTable({
  title: MODS,
  data: GRENADE_ACCURACY_MODIFIERS as Readonly<Record<GrenadeModifierId, GrenadeAccuracyModifier>>,
  valueSchema: (field) => (field === 'amount' ? z.number().min(-100).max(100) : undefined),
});

export const GRENADE_RULE_NUMBERS_TABLE = describeTable({
  title: 'Case 11.1–11.6 grenade rule numbers (stated in the Cases)',
  data: GRENADE_RULE_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    // smokeLength is a dice code; the rest are whole numbers.
    return z.union([z.number().int().min(0).max(100), z.string().regex(/^\(?\d*D(6|10)([+-]\d+)?\)?(\/2)?$/i)]);
  },
});
