/**
 * The common shape of every Commando chart, so the aggregate in `index.ts`
 * can override, list and validate any of them without knowing its layout.
 *
 * A chart's data is a record of rows keyed by a stable id. A row is either a
 * Sourced value itself (Observation Chance Index: `K` → 50%) or an object
 * whose Sourced fields are the chart's columns (Terrain Effects: `woods` →
 * { multiple, additive, ... }). Non-Sourced fields (labels, notes) are not
 * chart values and cannot be overridden.
 */
import type { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';

export type ChartValue = number | string | boolean;

export interface TableDescriptor<D> {
  /** The chart's title with its Case, as the umpire sees it ("Case 7.39 Terrain Effects Chart — field terrain"). */
  readonly title: string;
  readonly data: D;
  /**
   * The schema an overriding value must satisfy, by column (`field`); `undefined`
   * for a chart whose rows are values themselves. Return `undefined` for a column
   * that is not a chart value.
   */
  readonly valueSchema: (field: string | undefined) => z.ZodType<ChartValue> | undefined;
}

/** A helper so each table module states its descriptor with full types. */
export const describeTable = <D>(descriptor: TableDescriptor<D>): TableDescriptor<D> => descriptor;

export function isSourced(x: unknown): x is Sourced<ChartValue> {
  if (typeof x !== 'object' || x === null) return false;
  const p = (x as { provenance?: unknown }).provenance;
  return 'value' in x && typeof p === 'object' && p !== null && 'kind' in p && 'source' in p;
}

/** One chart value and where it sits: `table.key` or `table.key.field`. */
export interface ChartCell {
  readonly table: string;
  readonly key: string;
  readonly field?: string;
  readonly cell: Sourced<ChartValue>;
}

export const cellPath = (c: Pick<ChartCell, 'table' | 'key' | 'field'>): string =>
  c.field === undefined ? `${c.table}.${c.key}` : `${c.table}.${c.key}.${c.field}`;

/** Every chart value of one table, in declaration order. */
export function cellsOf(table: string, data: unknown): ChartCell[] {
  const out: ChartCell[] = [];
  if (typeof data !== 'object' || data === null) return out;
  for (const [key, row] of Object.entries(data)) {
    if (isSourced(row)) {
      out.push({ table, key, cell: row });
      continue;
    }
    if (typeof row !== 'object' || row === null) continue;
    for (const [field, v] of Object.entries(row)) {
      if (isSourced(v)) out.push({ table, key, field, cell: v });
    }
  }
  return out;
}
