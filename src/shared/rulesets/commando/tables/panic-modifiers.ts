/**
 * Panic Modifiers Table (Case 14.41) and Panic Results Table (Case 14.42),
 * with the one panic modifier the scenario rules add (Case 38.63).
 *
 * The table's footnotes pair its rows: wounded (+10%) and severely wounded
 * (+20%) are non-cumulative, the severely wounded row superseding; observed an
 * Enemy man in the Turn (+5%) and observed one for the first time in the
 * current Turn (+10%) are non-cumulative too. As first printed the first
 * modifier of that pair superseded the other — which would make the +10% row
 * dead letter — and the September 1979 Addenda correct it: "the second
 * modifier supercedes the other". We apply the Addenda
 * (../reference/seed-gaps.md). Rulings: docs/rulings/panic-and-preservation.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const MODS = 'Case 14.41 Panic Modifiers Table';
const RESULTS = 'Case 14.42 Panic Results Table';

export type PanicModifierId =
  | 'wounded'
  | 'seriously-wounded'
  | 'observed-enemy'
  | 'observed-enemy-first-time'
  | 'per-preservation-condition'
  | 'defenders-first-alerted';

export interface PanicModifier {
  /** The table's wording. */
  readonly label: string;
  /** Percent added to the panic percentage. */
  readonly modifier: Sourced<number>;
  /** Non-cumulative with that row, which applies instead when both would (the table's footnotes, Addenda applied). */
  readonly supersededBy?: PanicModifierId;
  /** The Case the breakdown cites. */
  readonly caseRef: string;
}

export const PANIC_MODIFIERS: Readonly<Record<PanicModifierId, PanicModifier>> = {
  wounded: {
    label: 'Man has suffered Wound Points but is not Seriously Wounded',
    modifier: printed(10, `${MODS}, "Man has suffered Wound Points but is not Seriously Wounded"`),
    supersededBy: 'seriously-wounded',
    caseRef: 'Case 14.41',
  },
  'seriously-wounded': {
    label: 'Man is Severely Wounded',
    modifier: printed(20, `${MODS}, "Man is Severely Wounded" (note *: supersedes the wounded row)`),
    caseRef: 'Case 14.41',
  },
  'observed-enemy': {
    label: 'Man has Observed Enemy man in the Turn',
    modifier: printed(5, `${MODS}, "Man has Observed Enemy man in the Turn"`),
    supersededBy: 'observed-enemy-first-time',
    caseRef: 'Case 14.41',
  },
  'observed-enemy-first-time': {
    label: 'Man has Observed Enemy man for the first time in the current Turn',
    modifier: printed(10, `${MODS}, "Man has Observed Enemy man for the first time in the current Turn" (note †, as corrected by the Addenda: supersedes the +5%)`),
    caseRef: 'Case 14.41 (Addenda)',
  },
  'per-preservation-condition': {
    label: 'For each Preservation Condition',
    modifier: printed(10, `${MODS}, "For each Preservation Condition" (also Case 15.12)`),
    caseRef: 'Case 14.41; Case 15.12',
  },
  'defenders-first-alerted': {
    label: 'Defender, on the Game-Turn the defenders are first alerted (applied once per scenario)',
    modifier: printed(10, 'Case 38.63 ("these men have an additional 10% chance of Panic")'),
    caseRef: 'Case 38.63',
  },
};

export const PANIC_RESULTS = ['fall-prone', 'fire', 'move'] as const;
export type PanicResult = (typeof PANIC_RESULTS)[number];

export interface PanicResultBand {
  readonly label: string;
  /** Lowest and highest 1D10 roll (a printed 0 counts 10) giving this result. */
  readonly from: Sourced<number>;
  readonly to: Sourced<number>;
}

const band = (label: string, from: number, to: number): PanicResultBand => ({
  label,
  from: printed(from, `${RESULTS}, "${from}-${to} ${label}"`),
  to: printed(to, `${RESULTS}, "${from}-${to} ${label}"`),
});

export const PANIC_RESULT_BANDS: Readonly<Record<PanicResult, PanicResultBand>> = {
  'fall-prone': band('Fall Prone', 1, 6),
  fire: band('Fire', 7, 8),
  move: band('Move', 9, 10),
};

/** The Case 14.42 result for a 1D10 roll (1–10), or undefined if the bands (after an override) leave it uncovered. */
export function panicResultFor(roll: number, bands: Readonly<Record<PanicResult, PanicResultBand>> = PANIC_RESULT_BANDS): PanicResult | undefined {
  return PANIC_RESULTS.find((r) => roll >= bands[r].from.value && roll <= bands[r].to.value);
}

export const PANIC_MODIFIER_TABLE = describeTable({
  title: MODS,
  data: PANIC_MODIFIERS,
  valueSchema: (field) => (field === 'modifier' ? z.number().int().min(-100).max(100) : undefined),
});

export const PANIC_RESULTS_TABLE = describeTable({
  title: RESULTS,
  data: PANIC_RESULT_BANDS,
  valueSchema: (field) => (field === 'from' || field === 'to' ? z.number().int().min(1).max(10) : undefined),
});
