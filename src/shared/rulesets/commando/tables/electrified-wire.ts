/**
 * Electrified Wire (Optional Rule Section 31.0): the numbers of Cases 31.1,
 * 31.21, 31.23 and 31.24. Only the die for Case 31.21's "50% chance" is not
 * printed (the Case names a chance, not a die). Rulings:
 * docs/rulings/electrified-wire.md (EW1–EW9).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

/** The fit man's 50 for testing and the booster's 25 are rows of the Task Point Cost Chart (`test-electrified-wire`, `boost-over-wire`). */
export interface ElectrifiedWireNumbers {
  /** Case 31.1: the same Phase for a severely wounded man (doubled by Case 9.21: ruling EW3). */
  readonly testTaskPointsWounded: Sourced<number>;
  /** Case 31.21: the chance, in per cent, that a man on the live wire dies. */
  readonly shockDeathPercent: Sourced<number>;
  /** The die rolled for that chance. */
  readonly shockDeathDie: Sourced<string>;
  /** He dies on this number or less. */
  readonly shockDeathAtOrBelow: Sourced<number>;
  /** Case 31.21: "in any case". */
  readonly shockWounds: Sourced<string>;
  /** Case 31.24: the slip die. */
  readonly slipDie: Sourced<string>;
  /** Case 31.24: he slips on this number or less. */
  readonly slipAtOrBelow: Sourced<number>;
}

const CHANCE = 'Case 31.21 ("there is a 50% chance the man will die")';

export const ELECTRIFIED_WIRE_NUMBERS: ElectrifiedWireNumbers = {
  testTaskPointsWounded: printed(25, 'Case 31.1 ("or 25 Task Points for a severely wounded man")'),
  shockDeathPercent: printed(50, CHANCE),
  shockDeathDie: house('1D10', CHANCE, 'ruling EW4: the Case gives a chance and no die; 1D10 is the die Case 31.24 rolls for the same wire'),
  shockDeathAtOrBelow: house(5, CHANCE, 'ruling EW4: 1–5 on 1D10 is exactly the printed 50%'),
  shockWounds: printed('1D6', 'Case 31.21 ("in any case, the man will suffer 1D6 Wound Points")'),
  slipDie: printed('1D10', 'Case 31.24 ("roll 1D10")'),
  slipAtOrBelow: printed(1, 'Case 31.24 ("if a 1 is rolled, the man has slipped")'),
};

export const ELECTRIFIED_WIRE_TABLE = describeTable({
  title: 'Electrified Wire, Case 31.1 to Case 31.24 (Section 31.0)',
  data: ELECTRIFIED_WIRE_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().int().min(0).max(100), z.string().regex(/^\d*D(6|10)([+-]\d+)?$/i)]);
  },
});
