/**
 * Guard Dogs (Optional Rule Section 32.0): the numbers of the General Rule
 * and Cases 32.11–32.31. All printed. Rulings: docs/rulings/guard-dogs.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface GuardDogNumbers {
  readonly taskPoints: Sourced<number>;
  readonly woundPoints: Sourced<number>;
  /** Case 32.11: a non-released dog stays within this many squares of its handler. */
  readonly leashSquares: Sourced<number>;
  /** Case 32.12: the wind die, re-rolled above `windHighest`. */
  readonly windDie: Sourced<string>;
  readonly windHighest: Sourced<number>;
  /** Case 32.13: the wind may change at the end of every this-many Game-Turns… */
  readonly windChangeEvery: Sourced<number>;
  /** …on 1D6 at or below `windChangeAtOrBelow`. */
  readonly windChangeDie: Sourced<string>;
  readonly windChangeAtOrBelow: Sourced<number>;
  /** Case 32.14: the scent reaches this many squares. */
  readonly scentSquares: Sourced<number>;
  /** Case 32.21: the dog whistle. */
  readonly whistleTaskPoints: Sourced<number>;
  readonly whistleGameTurns: Sourced<number>;
  /** Case 32.31: dogs and men of a side in one square. */
  readonly perSquare: Sourced<number>;
}

export const GUARD_DOG_NUMBERS: GuardDogNumbers = {
  taskPoints: printed(60, 'Case 32.0, the General Rule ("Guard dogs possess 60 Task Points")'),
  woundPoints: printed(10, 'Case 32.0, the General Rule ("can take 10 Wound Points")'),
  leashSquares: printed(6, 'Case 32.11 ("within six squares of the handler")'),
  windDie: printed('1D10', 'Case 32.12 ("roll 1D10")'),
  windHighest: printed(8, 'Case 32.12 ("re-rolling 9s and 10s until a number between 1 and 8 is determined")'),
  windChangeEvery: printed(5, 'Case 32.13 ("at the end of every fifth Game-Turn")'),
  windChangeDie: printed('1D6', 'Case 32.13 ("Roll 1D6")'),
  windChangeAtOrBelow: printed(2, 'Case 32.13 ("if a 1 or 2 is rolled, re-roll for wind direction")'),
  scentSquares: printed(10, 'Case 32.14 ("pass within ten squares of a dog"; "comes within ten squares")'),
  whistleTaskPoints: printed(35, 'Case 32.21 ("expending 35 Task Points to blow a dog whistle")'),
  whistleGameTurns: printed(2, 'Case 32.21 ("two consecutive Game-Turns without moving")'),
  perSquare: printed(2, 'Case 32.31 ("never more than two Friendly dogs and/or men in the same square")'),
};

export const GUARD_DOG_TABLE = describeTable({
  title: 'Guard Dogs, Section 32.0 General Rule to Case 32.31',
  data: GUARD_DOG_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().int().min(0).max(100), z.string().regex(/^\d*D(6|10)$/i)]);
  },
});
