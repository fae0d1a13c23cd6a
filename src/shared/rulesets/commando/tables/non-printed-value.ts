import type { ProvenanceKind } from '../../../kernel/provenance';
import type { ChartValue } from './table';

/** A chart value that is not printed: where it sits, what it is, and why (listed in docs/non-printed-values.md). */
export interface NonPrintedValue {
  /** `table.key` or `table.key.field`. */
  readonly path: string;
  /** A table id of the registry (tables/index.ts). */
  readonly table: string;
  /** The chart's title with its Case. */
  readonly chart: string;
  readonly key: string;
  readonly field?: string;
  readonly value: ChartValue;
  readonly kind: Exclude<ProvenanceKind, 'printed'>;
  readonly source: string;
  readonly rationale: string;
}
