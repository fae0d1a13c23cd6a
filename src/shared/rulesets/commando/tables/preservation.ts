/**
 * The numbers of Section 15.0 (Preservation). The rules print no
 * preservation chart; these values sit in the Cases themselves, and are kept
 * here as data so a campaign can override them like any chart value.
 * Rulings: docs/rulings/panic-and-preservation.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface PreservationNumbers {
  /** A side's panic percentage rises by this much for each preservation condition (Case 15.12). */
  readonly panicPerCondition: Sourced<number>;
  /** A man who performed the preservation routine this Turn has this much greater chance of failing his check (Case 15.27). */
  readonly ranThisTurn: Sourced<number>;
  /** Task Points to move off the map into the imaginary square (Case 15.26). */
  readonly exitMapCost: Sourced<number>;
}

export const PRESERVATION_NUMBERS: PreservationNumbers = {
  panicPerCondition: printed(10, 'Case 15.12 ("increased by 10% multiplied by the preservation condition")'),
  ranThisTurn: printed(5, 'Case 15.27 ("a 5% greater chance of failing the check")'),
  exitMapCost: printed(5, 'Case 15.26 ("expending 5 Task Points to enter an imaginary square")'),
};

export const PRESERVATION_TABLE = describeTable({
  title: 'Case 15.12, Case 15.26, Case 15.27: Section 15.0 Preservation numbers',
  data: PRESERVATION_NUMBERS,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(100) : undefined),
});
