/**
 * Explosives as the scenarios list them (Case 11.7: "Number; Effects;
 * Emplacement Requirements; Fuse Time; Chance of Success; and Effect on
 * Men"). Two scenarios print a full listing: Vaagso (Case 40.43) and the
 * Great Oilfield Raid (Section 48.0 special rules). Both are printed as given,
 * including the Oilfield's 5–6 squares code (2D6) being larger than its 3–4
 * code (1D6). A scenario of the umpire's own adds a row by campaign override
 * or by passing its own ExplosiveSpec. Rulings: docs/rulings/grenades.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

/** Where the charge must be placed for its structure effect (Case 11.73). */
export type EmplacementPlace =
  /** Case 40.43: "adjacent to Wall" — a square with a wall or building line on one of its sides. */
  | 'adjacent-to-wall'
  /** Section 48.0: "on, adjacent to, or in demolition target". */
  | 'on-in-or-adjacent-to-target';

/**
 * What a detonation does to structures (Case 11.72).
 * - `level-structure`: the whole structure becomes rubble (Case 11.72; Section 48.0).
 * - `destroy-walls`: Case 40.43 — set off inside, all the building's walls go;
 *   set off adjacent to a wall, that one wall goes; rubble in the one square
 *   line on the far side of each destroyed wall.
 */
export type StructureEffect = 'level-structure' | 'destroy-walls';

export interface ExplosiveSpec {
  readonly label: string;
  readonly number: Sourced<number>;
  readonly effect: Sourced<StructureEffect>;
  readonly emplacementTaskPoints: Sourced<number>;
  readonly place: Sourced<EmplacementPlace>;
  /** Game-Turns after the emplacement Task Points are spent until the detonation check (Case 11.74). */
  readonly fuseTurns: Sourced<number>;
  /** Percent; 1D100 at or under detonates (Case 11.75). */
  readonly chanceOfSuccess: Sourced<number>;
  /** Wound Points by range (Case 11.76): 0, 1–2, 3–4, 5–6 squares. */
  readonly range0: Sourced<string>;
  readonly range1to2: Sourced<string>;
  readonly range3to4: Sourced<string>;
  readonly range5to6: Sourced<string>;
}

const V = 'Case 40.43 (Vaagso explosives)';
const O = 'Case 48.43 (Great Oilfield Raid explosives)';

export const SCENARIO_EXPLOSIVES: Readonly<Record<'vaagso' | 'oilfield', ExplosiveSpec>> = {
  vaagso: {
    label: 'Actions Off Vaagso Island (Section 40.0)',
    number: printed(2, `${V}, Number`),
    effect: printed('destroy-walls', `${V}, Effects ("will destroy all Walls of a building if set off inside ... one wall if set off adjacent")`),
    emplacementTaskPoints: printed(75, `${V}, Emplacement Requirements`),
    place: printed('adjacent-to-wall', `${V}, Emplacement Requirements ("adjacent to Wall")`),
    fuseTurns: printed(2, `${V}, Fuse Time`),
    chanceOfSuccess: printed(95, `${V}, "Chase [sic] of Success"`),
    range0: printed('4D10', `${V}, Effect on Men, 0 Squares`),
    range1to2: printed('2D10', `${V}, Effect on Men, 1-2 Squares`),
    range3to4: printed('1D10', `${V}, Effect on Men, 3-4 Squares`),
    range5to6: printed('1D6', `${V}, Effect on Men, 5-6`),
  },
  oilfield: {
    label: 'The Great Oilfield Raid (Section 48.0)',
    number: printed(3, `${O}, Number`),
    effect: printed('level-structure', `${O}, Effects ("all Squares become rubble")`),
    emplacementTaskPoints: printed(100, `${O}, Emplacement Requirements`),
    place: printed('on-in-or-adjacent-to-target', `${O}, Emplacement Requirements ("on, adjacent to, or in demolition target")`),
    fuseTurns: printed(3, `${O}, Fuse Time`),
    chanceOfSuccess: printed(75, `${O}, Chance of Success`),
    range0: printed('6D10', `${O}, Effect on Men, 0 Squares`),
    range1to2: printed('3D6', `${O}, Effect on Men, 1-2 Squares`),
    range3to4: printed('1D6', `${O}, Effect on Men, 3-4 Squares`),
    range5to6: printed('2D6', `${O}, Effect on Men, 5-6 Squares (printed larger than 3-4)`),
  },
};

const code = z.string().regex(/^\d*D(6|10)([+-]\d+)?$/i, 'a dice code such as 2D10 (Case 4.0)');

export const EXPLOSIVES_TABLE = describeTable({
  title: 'Case 11.7 Explosives (scenario listings: Cases 40.43, 48.43)',
  data: SCENARIO_EXPLOSIVES,
  valueSchema: (field) =>
    (
      {
        number: z.number().int().min(0).max(99),
        effect: z.enum(['level-structure', 'destroy-walls']),
        emplacementTaskPoints: z.number().int().min(0).max(1000),
        place: z.enum(['adjacent-to-wall', 'on-in-or-adjacent-to-target']),
        fuseTurns: z.number().int().min(0).max(99),
        chanceOfSuccess: z.number().int().min(0).max(100),
        range0: code,
        range1to2: code,
        range3to4: code,
        range5to6: code,
      } as Record<string, z.ZodType<string | number>>
    )[field ?? ''],
});
