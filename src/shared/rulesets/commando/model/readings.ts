/**
 * Named campaign readings: where a ruling once read the rules against their clear text, the text is the
 * default and the old reading stays playable as a named option a game is created with
 * (`CreateGameOptions.readings`, kept in `ScenarioRuntime.readings`). Each names its ruling and Case.
 * docs/rulings/*.md describe each one beside the ruling.
 */
export const READINGS = {
  /** Ruling PS3 (old reading) against Case 12.21: a sentry surprised this Game-Turn holds his square even if he had spent no Task Points. */
  'surprised-sentry-holds': { ruling: 'PS3', caseRef: 'Case 12.21' },
  /** Ruling TS16 (old reading) against Chart 5.22 note *: falling prone costs 13 (26) whenever he can pay, free only when he is short (Case 7.6). */
  'fall-prone-paid': { ruling: 'TS16', caseRef: 'Chart 5.22 note *' },
  /** Rulings TS15/FE5/O8 (old reading) against Chart 5.22 note ** and Case 5.1 F: the plot pays the fire cost plus five at plotting, fired or not (Case 10.76 "regardless"). */
  'opportunity-plot-pays-fire': { ruling: 'O8', caseRef: 'Case 10.76' },
  /** Ruling F-H5 (old reading) against Table 10.82 note *: a man beside a wall has the −10 though he moved earlier in the Game-Turn. */
  'wall-bonus-after-moving': { ruling: 'F-H5', caseRef: 'Table 10.82 note *' },
  /** Ruling SL2 (old reading) against Section 33.0's General Rule: Searchlights without Climbing (Section 35.0); the operator goes up in set-up. */
  'searchlights-without-climbing': { ruling: 'SL2', caseRef: 'Section 33.0' },
  /** Ruling IL11 (the other reading) of Cases 33.27 and 34.11: each Section's lit area apart — a man in a beam looking at a man under a flare (or the reverse) is −30%. */
  'lit-areas-apart': { ruling: 'IL11', caseRef: 'Case 33.27' },
} as const;
export type ReadingId = keyof typeof READINGS;
export const READING_IDS = Object.keys(READINGS) as ReadingId[];

export const isReadingId = (s: string): s is ReadingId => Object.hasOwn(READINGS, s);

/** Is this named reading chosen for the game? Absent (a bare engine game, or a game saved before readings): the text. */
export function readingChosen(state: { readonly scenario?: { readonly readings?: readonly string[] } }, id: ReadingId): boolean {
  return state.scenario?.readings?.includes(id) ?? false;
}
