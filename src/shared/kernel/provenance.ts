/**
 * Every number the engine takes from a chart says where it came from, so the
 * umpire can tell a printed value from a guess (../reference/seed-gaps.md).
 *
 * - `printed`: the seed text, with the September 1979 Addenda applied.
 * - `variant`: the fan "variant charts" transcription (task-point-costs-variant.md).
 * - `house`:   our provisional value where the seed is cut off; `rationale` says why.
 */
export type ProvenanceKind = 'printed' | 'variant' | 'house';

export interface Provenance {
  readonly kind: ProvenanceKind;
  /** Where in the source: a Case, chart and row ("Case 8.13, Heavy Snow / Night"). */
  readonly source: string;
  /** Required for `house` and `variant`: one line on why this value. */
  readonly rationale?: string;
}

/** A chart value with its provenance. */
export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

export const printed = <T>(value: T, source: string): Sourced<T> => ({ value, provenance: { kind: 'printed', source } });
export const variant = <T>(value: T, source: string, rationale: string): Sourced<T> => ({
  value,
  provenance: { kind: 'variant', source, rationale },
});
/** The source of a value a campaign entered over the chart's own (a club's printed value, issue 21): a `house` value with its rationale. */
export const OVERRIDE_SOURCE = 'campaign override';

export const house = <T>(value: T, source: string, rationale: string): Sourced<T> => ({
  value,
  provenance: { kind: 'house', source, rationale },
});
