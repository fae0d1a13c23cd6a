/**
 * Searchlights (Optional Rule Section 33.0): the numbers its Cases state.
 * Every number is printed in a Case but one: the "fire at searchlight
 * modifier" of Case 33.32 names a row our copy of the Fire Combat
 * Modifications Table (Case 10.82) does not print, so its value is `house`.
 * The arc is the Tank Main Gun Fields of Fire Diagram (Case 23.36, Diagram
 * 11, cited by Case 33.21 with Diagram 15), which our copy describes only in
 * words: a 45° arc "shifted to the right 22.5° from reality", so the arc
 * labelled N runs from due north 45° clockwise (rules/searchlights.ts).
 * Rulings: docs/rulings/searchlights.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface SearchlightNumbers {
  /** Case 33.22: the beam lights squares within this range. */
  readonly range: Sourced<number>;
  /** Case 33.22: squares within this range of the searchlight are never lit. */
  readonly unlitWithin: Sourced<number>;
  /** Case 33.21: the width of the arc, in degrees. */
  readonly arcDegrees: Sourced<number>;
  /** Case 23.36 note: the diagram's arcs are turned this many degrees clockwise from centred on the facing. */
  readonly arcShiftDegrees: Sourced<number>;
  /** Case 33.14: cardinal points a searchlight may turn in one Observation Phase. */
  readonly maxTurnPoints: Sourced<number>;
  /** Case 33.23: the searchlight is on the roof, this many Elevation Levels above the surrounding terrain. */
  readonly roofLevel: Sourced<number>;
  /** Case 33.26: an observer this close to a searchlight gains the +30% row of Case 8.74. */
  readonly nearObserverRange: Sourced<number>;
  /** Case 33.32: the fire at searchlight modifier, added to the chance to hit (percent). */
  readonly fireAtSearchlight: Sourced<number>;
}

export const SEARCHLIGHT_NUMBERS: SearchlightNumbers = {
  range: printed(25, 'Case 33.22 ("A searchlight has a range of 25 squares")'),
  unlitWithin: printed(3, 'Case 33.22 ("never lights up the area within three squares of the searchlight\'s square")'),
  arcDegrees: printed(45, 'Case 33.21 ("A searchlight illuminates only a 45° arc")'),
  arcShiftDegrees: printed(22.5, 'Case 23.36 note ("the actual fields of fire are shifted to the right 22.5° from reality"), by Case 33.21'),
  maxTurnPoints: printed(2, 'Case 33.14 ("may turn the searchlight by up to two cardinal points")'),
  roofLevel: printed(1, 'Case 33.23 ("on the roof of the building, and thus one Elevation Level higher than the surrounding terrain")'),
  nearObserverRange: printed(10, 'Case 33.26 ("Any man within 10 squares of a searchlight")'),
  fireAtSearchlight: house(
    -20,
    'Case 33.32 ("adding the fire at searchlight modifier"); the row is not in our copy of Table 10.82',
    'shooting at a bright light is as hard as the printed water mismatch (−20): between a moving target (−10) and fire from a moving vehicle (−25)',
  ),
};

export const SEARCHLIGHT_NUMBERS_TABLE = describeTable({
  title: 'Case 33.22 and the other numbers of Section 33.0 Searchlights (Cases 33.14, 33.21–33.23, 33.26, 33.32)',
  data: SEARCHLIGHT_NUMBERS,
  valueSchema: (field) => (field === undefined ? z.number().min(-100).max(360) : undefined),
});
