import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * Cover classes of the table. The spotting table's four lines (seed lines
 * 28–31) are Open, Light, Close and Dense, each with the furthest a target in
 * it can be seen; water and impassable are the table's own (house) classes.
 */
export const COVER_CLASSES = ['open', 'light', 'close', 'dense', 'water', 'impassable'] as const;
export type CoverClass = (typeof COVER_CLASSES)[number];
/** The four spotting lines, best first. */
export const SPOTTING_LINES = ['open', 'light', 'close', 'dense'] as const;
export type SpottingLine = (typeof SPOTTING_LINES)[number];

/** Max. range in inches of a target in each line (seed lines 28–31, "Max. range"). */
export const SPOTTING_RANGE: Readonly<Record<SpottingLine, Sourced<number>>> = {
  open: printed(60, seedLine(28, 'spotting, Open (60")')),
  light: printed(24, seedLine(29, 'spotting, Light (24")')),
  close: printed(12, seedLine(30, 'spotting, Close (12")')),
  dense: printed(6, seedLine(31, 'spotting, Dense (6")')),
};

/** The spotting line a cover class reads on. */
export const COVER_LINE: Readonly<Record<CoverClass, Sourced<SpottingLine>>> = {
  open: printed('open', seedLine(28, 'spotting, Open')),
  light: printed('light', seedLine(29, 'spotting, Light')),
  close: printed('close', seedLine(30, 'spotting, Close')),
  dense: printed('dense', seedLine(31, 'spotting, Dense')),
  water: house('open', seedLine(28, 'spotting, Open'), 'the seed has no water class; a man in open water hides behind nothing'),
  impassable: house('dense', seedLine(31, 'spotting, Dense'), 'no figure stands in impassable ground; if one is put there, the worst line'),
};

/** "Fully developed smoke - down two lines. Partially developed smoke - down one line." (seed line 36) */
export const SMOKE_SHIFT: Readonly<Record<'partial' | 'full', Sourced<number>>> = {
  partial: printed(1, seedLine(36, 'partially developed smoke, down one line')),
  full: printed(2, seedLine(36, 'fully developed smoke, down two lines')),
};

/** A line moved down by smoke (or anything else), stopping at Dense. */
export function lineDown(line: SpottingLine, steps: number): SpottingLine {
  const i = Math.min(SPOTTING_LINES.length - 1, SPOTTING_LINES.indexOf(line) + Math.max(0, steps));
  return SPOTTING_LINES[i]!;
}

/** The worse of two lines. */
export const worseLine = (a: SpottingLine, b: SpottingLine): SpottingLine =>
  SPOTTING_LINES.indexOf(a) >= SPOTTING_LINES.indexOf(b) ? a : b;

/**
 * How near the target (table inches) an area or a linear feature must be to
 * count as the cover the target is behind (docs/rulings/skirmish-geometry.md).
 */
export const COVER_REACH: Sourced<number> = house(
  2,
  seedLine(15, 'ground scale, 2" = 10m'),
  'the seed does not say how near cover must be; 2" is the first mark of the scale, 10 m, about the length of a bound to ground',
);

/**
 * Sight through vegetation: a line that runs further through areas of a class
 * (or worse) than that class's spotting range is blocked.
 */
export const SIGHT_THROUGH_AREAS: Sourced<'range-cap'> = house(
  'range-cap',
  seedLine(28, 'spotting, Max. range'),
  'the seed caps how far a man in each class is seen, not how far one sees through it; reading the same caps as the depth one sees through keeps both consistent',
);
