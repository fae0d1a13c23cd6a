/**
 * Multiple occupancy in squares (Section 7.4).
 *
 * - Case 7.41: no more than two Friendly men in a square; a third cannot enter.
 *   The Section 7.0 General Rule says "at any point during play", so a full
 *   square cannot be passed through either (docs/rulings/movement.md).
 * - Case 7.42: a Friendly man in the square costs nothing extra.
 * - Case 7.43: Enemy men do not count against Friendly stacking.
 * - Case 7.44 (and 12.14): entering a square holding a live Enemy man ends the
 *   mover's Task Point expenditure for the Phase.
 * - Case 7.46: incapacitated or dead Enemy men do not stop him.
 *
 * Who stands where is not this file's business: the caller passes occupancy
 * as data, one `SquareOccupancy` per square, through a function.
 */
import type { Square } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';

/** What the mover finds in a square, seen from his side. */
export interface SquareOccupancy {
  /** Friendly men in the square, not counting the mover himself. */
  readonly friendly: number;
  /** True if an Enemy man who is neither incapacitated nor dead is in the square (Cases 7.44, 7.46). */
  readonly enemyActive: boolean;
}

/** Occupancy of any square, from the mover's side's point of view. */
export type Occupancy = (square: Square) => SquareOccupancy;

const NOBODY: SquareOccupancy = { friendly: 0, enemyActive: false };

/** An empty map: nobody anywhere. */
export const EMPTY_OCCUPANCY: Occupancy = () => NOBODY;

/** Case 7.41: at most two Friendly men in a square. */
export const STACKING_LIMIT_CASE_7_41: Sourced<number> = printed(2, 'Case 7.41 ("No more than two Friendly men may ever occupy a given square")');

/** A line the breakdown shows beside the cost: why occupancy did (or did not) matter. */
export interface OccupancyNote {
  readonly label: string;
  readonly caseRef: string;
}

export type EntryCheck =
  | { readonly ok: true; readonly endsMovement: boolean; readonly notes: readonly OccupancyNote[] }
  | { readonly ok: false; readonly error: RuleError };

/**
 * May the mover enter a square holding `occ`? Entering is refused only by
 * Friendly stacking (7.41); a live Enemy man lets him in but ends his
 * movement (7.44).
 */
export function checkEntry(occ: SquareOccupancy, squareName: string, limit: number = STACKING_LIMIT_CASE_7_41.value): EntryCheck {
  if (occ.friendly >= limit) {
    return {
      ok: false,
      error: ruleError(
        'move/stacking',
        'Case 7.41',
        `Square ${squareName} already holds ${occ.friendly} Friendly men; a third may not enter it (Case 7.41).`,
      ),
    };
  }
  const notes: OccupancyNote[] = [];
  if (occ.friendly > 0) notes.push({ label: 'Friendly man in the square: no extra cost', caseRef: 'Case 7.42' });
  if (occ.enemyActive) {
    notes.push({ label: 'Enemy man in the square: movement ends here, no further Task Points this Phase', caseRef: 'Case 7.44' });
  }
  return { ok: true, endsMovement: occ.enemyActive, notes };
}

/** The men `occupancyFromMen` needs to know about (a `ManState` fits). */
export interface PlacedMan {
  readonly id: string;
  readonly side: string;
  readonly square?: Square;
  readonly condition: 'fit' | 'seriously-wounded' | 'incapacitated' | 'dead';
  /** Case 7.13: up a tree or on a roof of `square` (Section 35.0). */
  readonly aloft?: { readonly square: Square };
}

/**
 * Build an `Occupancy` for `moverId` of `side` from a list of men.
 *
 * - Friendly: every living Friendly man but the mover counts, incapacitated
 *   ones too (he still occupies the square); the dead do not (ruling).
 * - Enemy: only a man who is neither incapacitated nor dead stops movement (7.46).
 * - A man up a tree or on a roof is at another level: the stacking rules apply
 *   to each level (Cases 35.14, 35.26), so he counts for neither (ruling CL4).
 */
export function occupancyFromMen(men: Iterable<PlacedMan>, side: string, moverId?: string): Occupancy {
  const friendly = new Map<string, number>();
  const enemy = new Set<string>();
  for (const man of men) {
    if (!man.square || man.id === moverId || man.condition === 'dead') continue;
    if (man.aloft && man.aloft.square.col === man.square.col && man.aloft.square.row === man.square.row) continue;
    const key = `${man.square.col},${man.square.row}`;
    if (man.side === side) friendly.set(key, (friendly.get(key) ?? 0) + 1);
    else if (man.condition !== 'incapacitated') enemy.add(key);
  }
  return (sq) => {
    const key = `${sq.col},${sq.row}`;
    const f = friendly.get(key) ?? 0;
    const e = enemy.has(key);
    return f === 0 && !e ? NOBODY : { friendly: f, enemyActive: e };
  };
}
