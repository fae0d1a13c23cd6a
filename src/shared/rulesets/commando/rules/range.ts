/**
 * Range between two squares (Case 8.11), the map-edge rangefinder as a formula.
 *
 * Case 8.11 lays the edge of a spare map as a ruler: its "01" mark on the
 * centre of the observer's square, the edge turned to pass through the target's
 * square, and the range is the number of the mark that falls in the target
 * square, less one (the lesser if two marks fall in it). The marks are one
 * square apart, so mark k sits k − 1 squares from the observer's centre, and
 * the range is the smallest whole distance along the ruler that lies inside the
 * target square.
 *
 * Our reading (docs/rulings/range-and-dice.md): the ruler runs from centre to
 * centre. Put the observer's centre at the origin and the target's at (a, b),
 * a = |Δcol|, b = |Δrow|, m = max(a, b), L = √(a² + b²). The ray is inside the
 * target square from the distance where it crosses the near side of the
 * major axis, m − ½, which it reaches at distance
 *
 *     t = L · (m − ½) / m = L · (2m − 1) / 2m
 *
 * (the minor axis is entered no later, since (b − ½)/b ≤ (m − ½)/m), and it
 * leaves at L · (2m + 1) / 2m; that chord is at least one square long, so a
 * mark always falls inside. The range is ⌈t⌉. Since L/2m lies between ½ and
 * √2/2, the range is at least the Chebyshev distance m, more than L − √2/2,
 * and at most L rounded to the nearest whole number.
 *
 * t is never a whole number for m ≥ 1 — if it were, L would be rational, so a
 * whole number, and 2m would divide L(2m − 1), hence L; but m ≤ L < 2m — so no
 * mark ever sits exactly on the side, and the nearest whole number is at least
 * about 1/(12m³) away: double precision is exact far beyond any map
 * (range.test.ts checks every offset up to 200 against integer arithmetic).
 */
import type { Square } from '../../../map/map-model';
import { formatCoord } from '../../../map/coords';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';

/** Range for a column and row offset: the hot path, no allocation. */
export function rangeForOffset(dCol: number, dRow: number): number {
  const a = dCol < 0 ? -dCol : dCol;
  const b = dRow < 0 ? -dRow : dRow;
  const m = a > b ? a : b;
  if (m === 0) return 0;
  return Math.ceil(Math.sqrt(a * a + b * b) * ((2 * m - 1) / (2 * m)));
}

/** Case 8.11 range in squares from the observer's square to the target's. Symmetric; 0 for the same square. */
export function range(from: Square, to: Square): number {
  return rangeForOffset(to.col - from.col, to.row - from.row);
}

const CASE = 'Case 8.11';

function code(sq: Square): string {
  try {
    return formatCoord(sq);
  } catch {
    return `(${sq.col}, ${sq.row})`;
  }
}

/**
 * The same range, explained step by step for the resolution card: the
 * centre-to-centre distance, where the ruler enters the target square, and the
 * mark read there.
 */
export function rangeBreakdown(from: Square, to: Square): Breakdown {
  const a = Math.abs(to.col - from.col);
  const b = Math.abs(to.row - from.row);
  const m = Math.max(a, b);
  const what = `Range ${code(from)} to ${code(to)}`;
  if (m === 0) {
    return new BreakdownBuilder(what, { label: 'Same square: the ruler\'s "01" mark is in the target square; 01 − 1 = 0', caseRef: CASE, value: 0 }).build();
  }
  const centre = Math.sqrt(a * a + b * b);
  const b8 = new BreakdownBuilder(what, {
    label: `Ruler from the observer's centre toward the target's centre, ${a} column${a === 1 ? '' : 's'} and ${b} row${b === 1 ? '' : 's'} away: ${centre.toFixed(2)} squares`,
    caseRef: CASE,
    value: centre,
  });
  b8.multiply(`The ruler enters the target square ${m} − ½ squares along the longer axis: × ${2 * m - 1}/${2 * m}`, CASE, (2 * m - 1) / (2 * m));
  b8.round('First ruler mark inside the target square (the lesser of two)', CASE, 'up');
  const reading = b8.value + 1;
  return b8.note(`Mark "${String(reading).padStart(2, '0')}" falls in the target square; ${reading} − 1 = ${b8.value}`, CASE).build();
}
