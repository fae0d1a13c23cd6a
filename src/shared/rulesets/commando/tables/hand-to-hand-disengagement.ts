/**
 * Disengagement Table (Case 12.91), used once per hand-to-hand combat at the
 * start of the Hand-to-Hand Combat Phase when one Player wishes to fight and
 * the other does not (Case 12.3). Cross the withdrawing Player's men in the
 * square with the non-withdrawing Player's men and roll 2D6: a roll within
 * the span disengages the indicated men.
 *
 * Every span begins at 2 (the lowest 2D6 roll), so a cell is stored as the
 * highest roll of its span ("2-5" → 5). The whole chart is printed.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const CHART = 'Case 12.91 Disengagement Table';

export type DisengagementRowId = '1v1' | '1v2' | '2v1' | '2v2';

export interface DisengagementRow {
  /** Men of the Player who wishes to disengage (left-hand side of the chart). */
  readonly withdrawing: 1 | 2;
  /** Men of the Player who does not (top of the chart). */
  readonly staying: 1 | 2;
  /** Two withdrawing men: 2D6 at or below this, both disengage. */
  readonly bothThrough?: Sourced<number>;
  /** 2D6 at or below this (and above `bothThrough`), one man disengages. */
  readonly oneThrough: Sourced<number>;
}

const cell = (value: number, row: string, column: string, span: string): Sourced<number> =>
  printed(value, `${CHART}, ${row} withdrawing / ${column} non-withdrawing ("${span}")`);

export const DISENGAGEMENT_TABLE_DATA: Readonly<Record<DisengagementRowId, DisengagementRow>> = {
  '1v1': { withdrawing: 1, staying: 1, oneThrough: cell(5, '1', '1 man', '2-5') },
  '1v2': { withdrawing: 1, staying: 2, oneThrough: cell(3, '1', '2 men', '2-3') },
  '2v1': { withdrawing: 2, staying: 1, bothThrough: cell(3, '2', '1 man', '2-3: both'), oneThrough: cell(5, '2', '1 man', '4-5: one') },
  '2v2': { withdrawing: 2, staying: 2, bothThrough: cell(2, '2', '2 men', '2: both'), oneThrough: cell(4, '2', '2 men', '3-4: one') },
};

export const disengagementRowId = (withdrawing: 1 | 2, staying: 1 | 2): DisengagementRowId => `${withdrawing}v${staying}`;

export const DISENGAGEMENT_TABLE = describeTable({
  title: CHART,
  data: DISENGAGEMENT_TABLE_DATA,
  // A span's top: 1 means "never" (2D6 never rolls 1), 12 "always".
  valueSchema: (field) => (field === 'bothThrough' || field === 'oneThrough' ? z.number().int().min(1).max(12) : undefined),
});
