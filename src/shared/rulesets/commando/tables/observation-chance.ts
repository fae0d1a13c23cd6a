/**
 * Observation Chance Index and Observation Chance Modification Table.
 *
 * The chart is printed as [8.63] / [8.64] but the rules text cites it as
 * Case 8.73 / Case 8.74 (Cases 8.0, 8.71, 8.72): we cite both.
 *
 * The index is printed A (95%) to M (40%) in steps of 5, skipping I; the seed
 * breaks off at N. N onward are `house`, continuing the step of 5 to the 5%
 * floor (Case 8.64 note) and skipping O as the printed letters skip I.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const INDEX = 'Case 8.73 Observation Chance Index (printed as [8.63])';
const MODS = 'Case 8.74 Observation Chance Modification Table (printed as [8.64])';

export const OBSERVATION_CODE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U'] as const;
export type ObservationCodeLetter = (typeof OBSERVATION_CODE_LETTERS)[number];

const PRINTED_THROUGH: ObservationCodeLetter = 'M';

function buildIndex(): Readonly<Record<ObservationCodeLetter, Sourced<number>>> {
  const out: Partial<Record<ObservationCodeLetter, Sourced<number>>> = {};
  let printedPart = true;
  OBSERVATION_CODE_LETTERS.forEach((letter, i) => {
    const chance = 95 - 5 * i;
    const source = `${INDEX}, ${letter}`;
    out[letter] = printedPart
      ? printed(chance, source)
      : house(chance, source, `the seed breaks off at N; continues the printed step of 5 (M 40%) to the 5% floor, skipping O as it skips I`);
    if (letter === PRINTED_THROUGH) printedPart = false;
  });
  return out as Record<ObservationCodeLetter, Sourced<number>>;
}

/** Base observation chance in percent by the side's code letter (Case 8.71). */
export const OBSERVATION_CHANCE_INDEX: Readonly<Record<ObservationCodeLetter, Sourced<number>>> = buildIndex();

export interface ObservationModifier {
  /** The table's wording. */
  readonly label: string;
  /** Percent added to the chance (negative subtracts). */
  readonly modifier: Sourced<number>;
  /** Modifiers in the same group do not add; the engine applies the largest in magnitude (docs/rulings/tables.md). */
  readonly exclusiveGroup?: 'range';
  readonly note?: string;
}

const mod = (label: string, value: number, extra: Partial<Pick<ObservationModifier, 'exclusiveGroup' | 'note'>> = {}): ObservationModifier => ({
  label,
  modifier: printed(value, `${MODS}, "${label}"`),
  ...extra,
});

export const OBSERVATION_CHANCE_MODIFIERS = {
  'target-prone': mod('Target man prone', -15),
  'target-in-woods-or-rubble': mod('Target man in Woods or Rubble', -10),
  'target-in-rough-crater-forest-dune': mod('Target man in Rough, Crater, Forest or Dune', -20),
  'target-inside-building': mod('Target man inside building (and Observing man outside)', -20, { note: 'Case 8.45.' }),
  'target-inside-hangar-or-barracks': mod('Target man inside hangar or barracks and observing man outside', -5),
  'observer-moving': mod('Observing man moving', -25, { note: 'I.e., the Observing man has performed Movement in the Game-Turn (table note *).' }),
  'target-moving': mod('Target man moving', 20),
  'target-30-or-more-squares': mod('Target man 30 or more Squares away', -25, { exclusiveGroup: 'range' }),
  'target-50-or-more-squares': mod('Target man 50 more Squares away', -40, { exclusiveGroup: 'range' }),
  'observer-near-searchlight': mod('Observing man within 10 Squares of searchlight', 30, {
    note: 'And target is within the searchlight arc (table note †; Case 33.26).',
  }),
  'observer-lit-looking-out': mod('Observing man in Square lit by searchlight and observing out of searchlight arc', -30, { note: 'Case 33.27.' }),
} satisfies Record<string, ObservationModifier>;

export type ObservationModifierId = keyof typeof OBSERVATION_CHANCE_MODIFIERS;

export interface ObservationChanceLimits {
  /** "There is always a minimum 5% chance of Observing a target" (Case 8.74 note). */
  readonly minimum: Sourced<number>;
  /** "... and a maximum 95% chance" (Case 8.74 note). */
  readonly maximum: Sourced<number>;
  /** Defending Mode: −20% until the Game-Turn after a commando man is observed (Case 8.73 note; Section 38.0). */
  readonly defendingMode: Sourced<number>;
  /** The floor Defending Mode may not push below ("to a minimum of 5%", Case 8.73 note). */
  readonly defendingModeMinimum: Sourced<number>;
}

export const OBSERVATION_CHANCE_LIMITS: ObservationChanceLimits = {
  minimum: printed(5, `${MODS}, note`),
  maximum: printed(95, `${MODS}, note`),
  defendingMode: printed(-20, `${INDEX}, note ("20% subtracted ... until the Game-Turn after a Commando Man is observed")`),
  defendingModeMinimum: printed(5, `${INDEX}, note ("to a minimum of 5%")`),
};

/** Clamp a modified observation chance to the printed 5–95% (Case 8.74 note). */
export function clampObservationChance(chance: number, limits: ObservationChanceLimits = OBSERVATION_CHANCE_LIMITS): number {
  return Math.min(limits.maximum.value, Math.max(limits.minimum.value, chance));
}

const percent = z.number().int().min(0).max(100);

export const OBSERVATION_CHANCE_INDEX_TABLE = describeTable({
  title: INDEX,
  data: OBSERVATION_CHANCE_INDEX,
  valueSchema: (field) => (field === undefined ? percent : undefined),
});

export const OBSERVATION_CHANCE_MODIFIER_TABLE = describeTable({
  title: MODS,
  data: OBSERVATION_CHANCE_MODIFIERS as Readonly<Record<ObservationModifierId, ObservationModifier>>,
  valueSchema: (field) => (field === 'modifier' ? z.number().int().min(-100).max(100) : undefined),
});

export const OBSERVATION_CHANCE_LIMITS_TABLE = describeTable({
  title: `${MODS} and ${INDEX}: limits and Defending Mode`,
  data: OBSERVATION_CHANCE_LIMITS,
  valueSchema: (field) => (field === undefined ? z.number().int().min(-100).max(100) : undefined),
});
