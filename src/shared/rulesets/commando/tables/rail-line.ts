/**
 * The rail line and the train of Scenario 42.0 (Case 42.43, Map M).
 *
 * The Terrain Effects Chart (Case 7.39) has no rail row, so the rail line has
 * no effect of its own on a man: he moves through, sees across and is fired
 * at in the rail square as the field terrain beneath it (`house`). The
 * train's numbers are printed in Case 42.43 and Case 42.7.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const NO_ROW = 'Case 7.39 Terrain Effects Chart (no rail row)';

export interface RailLineAndTrain {
  /** Task Points added for entering a rail square, over the terrain beneath (Case 7.34). */
  readonly railAdditive: Sourced<number>;
  /** Does the rail line itself block LOS (Case 8.22)? */
  readonly railBlocksLos: Sourced<'no' | 'yes'>;
  /** Fire Combat Modification for a man in a rail square, over the terrain beneath (Case 10.32). */
  readonly railFireModifier: Sourced<number>;
  /** The train's length in squares (one wide). */
  readonly trainLength: Sourced<number>;
  /** Squares the train moves a Game-Turn until an Arab is observed. */
  readonly trainSquaresPerTurn: Sourced<number>;
  /** The most the train may slow in one Game-Turn once an Arab has been observed ("between 7 and 13", "another six"). */
  readonly trainSlowdownPerTurn: Sourced<number>;
  /** Turks riding in each of the train's second and third squares. */
  readonly turksPerCar: Sourced<number>;
}

export const RAIL_LINE_AND_TRAIN: RailLineAndTrain = {
  railAdditive: house(0, NO_ROW, 'no rail row in the chart: the rail adds nothing, the square costs as the terrain beneath (Map M: the graded bed, clear)'),
  railBlocksLos: house('no', NO_ROW, 'a rail line lies on the ground; the train itself is ruled on separately (ruling HJ3)'),
  railFireModifier: house(0, NO_ROW, 'no rail row in the chart: a man in a rail square is fired at as in the terrain beneath'),
  trainLength: printed(3, 'Case 42.43 ("three squares long and one square wide")'),
  trainSquaresPerTurn: printed(13, 'Case 42.43 ("The train moves at a rate of 13 squares per turn")'),
  trainSlowdownPerTurn: printed(6, 'Case 42.43 ("between 7 and 13 Squares … it may slow down another six Squares, and so on")'),
  turksPerCar: printed(10, 'Case 42.43 ("ten Turks in the second and third Square of the train"; ruling in the scenario file: ten in each)'),
};

export const RAIL_LINE_TABLE = describeTable({
  title: 'Case 42.43 rail line and train (Scenario 42.0; Case 7.39 has no rail row)',
  data: RAIL_LINE_AND_TRAIN,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().int().min(-100).max(100), z.enum(['no', 'yes'])]);
  },
});
