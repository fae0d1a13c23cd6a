/**
 * Mines (Optional Rule Section 22.0): the numbers of Cases 22.1–22.37 and
 * the claymore blast patterns of Diagrams 6 and 7. The diagrams are not in
 * our copy of the rules (seed-gaps.md: "described in words"), so their
 * geometry is `house`, derived from Case 22.3's words ("an expanding cone
 * … in a predetermined direction") and the diagrams' key (1D10 and 1D6).
 * Rulings: docs/rulings/mines.md (MN1–MN13).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface MineNumbers {
  /** Case 22.1: the die rolled when a man enters a mined square (and Case 22.35, a tripwire square). */
  readonly detonationDie: Sourced<string>;
  /** Case 22.1: the mine goes off on an even number. */
  readonly detonatesOn: Sourced<'even'>;
  /** Case 22.21: Wound Points from a bounce mine that make a man severely wounded. */
  readonly bounceSevereWounds: Sourced<number>;
  /** Case 22.32: the most squares between a claymore and its manual detonator. */
  readonly detonatorMaxRange: Sourced<number>;
  /** Case 22.35: the most squares between a claymore and its tripwire anchor. */
  readonly tripwireMaxRange: Sourced<number>;
  /** Case 22.36, Diagrams 6 and 7 key: Wound Points in the near (heavily shaded) part of the cone. */
  readonly claymoreNearWounds: Sourced<string>;
  /** Case 22.36, Diagrams 6 and 7 key: Wound Points in the far part of the cone. */
  readonly claymoreFarWounds: Sourced<string>;
  /** Diagrams 6 and 7: how many squares out from the claymore the near part reaches. */
  readonly claymoreNearDepth: Sourced<number>;
  /** Diagrams 6 and 7: how many squares out from the claymore the cone reaches. */
  readonly claymoreFarDepth: Sourced<number>;
}

const DIAGRAMS = 'Case 22.36, Diagrams 6 and 7 (described in words only)';

export const MINE_NUMBERS: MineNumbers = {
  detonationDie: printed('1D6', 'Case 22.1 ("If a man enters a mined square, roll 1D6")'),
  detonatesOn: printed('even', 'Case 22.1 ("if an even number is rolled, the mine has detonated")'),
  bounceSevereWounds: printed(5, 'Case 22.21 ("persons who take 5 or more Wound Points from bounce mines are considered severely wounded")'),
  detonatorMaxRange: printed(50, 'Case 22.32 ("in some square within 50 squares of the mine")'),
  tripwireMaxRange: printed(6, 'Case 22.35 ("no more than six squares away from the mine itself")'),
  claymoreNearWounds: printed('1D10', `${DIAGRAMS}: key "1D10"`),
  claymoreFarWounds: printed('1D6', `${DIAGRAMS}: key "1D6"`),
  claymoreNearDepth: house(2, DIAGRAMS, 'ruling MN8: the cone\'s first two squares out take the heavier 1D10 (the balls are densest nearest the mine)'),
  claymoreFarDepth: house(4, DIAGRAMS, 'ruling MN8: the cone reaches four squares out, widening one square each side per square out (a 90° fan, the same for Diagram 7\'s diagonal)'),
};

export const MINE_NUMBERS_TABLE = describeTable({
  title: 'Mines, Case 22.1 to Case 22.36 (Section 22.0; Diagrams 6 and 7)',
  data: MINE_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().int().min(0).max(99), z.string().regex(/^(\d*D(6|10)([+-]\d+)?|even)$/i)]);
  },
});
