import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The non-linear ground scale (seed line 15): table inches against real
 * distance. Two printed rows: metres to 60", and kilometres in feet ("Game
 * (approx)") to 10'. Between marks the seed says nothing: we interpolate
 * linearly (a house reading, see `scaleInterpolation`).
 */
export interface ScaleMark {
  readonly inches: number;
  readonly metres: number;
}

const LINE = 15;
const mark = (inches: number, metres: number, what: string): Sourced<ScaleMark> =>
  printed({ inches, metres }, seedLine(LINE, `ground scale, ${what}`));

/** The printed marks used by the scale, in increasing order. */
export const SCALE_MARKS: readonly Sourced<ScaleMark>[] = [
  mark(2, 10, '2" = 10m'),
  mark(4, 20, '4" = 20m'),
  mark(8, 40, '8" = 40m'),
  mark(10, 60, '10" = 60m'),
  mark(20, 100, '20" = 100m'),
  mark(25, 150, '25" = 150m'),
  mark(30, 200, '30" = 200m'),
  mark(40, 300, '40" = 300m'),
  mark(60, 600, '60" = 600m'),
  // The second row, kilometres against feet and inches ("Game (approx)").
  mark(72, 1500, "6' = 1.5km"),
  mark(80, 2000, "6'8\" = 2.0km"),
  mark(90, 2500, "7'6\" = 2.5km"),
  mark(96, 3000, "8' = 3.0km"),
  mark(108, 4000, "9' = 4.0km"),
  mark(114, 5000, "9'6\" = 5.0km"),
  mark(120, 6000, "10' = 6.0km"),
];

/**
 * A printed mark the scale does not use: the second row's "5' = 1.0km" puts
 * 60" at 1,000 m, where the first row puts it at 600 m. One length cannot be
 * both; the first row is exact where the second is "approx", and the fire
 * tables' longest range band is 60", so 60" = 600 m stands.
 */
export const SET_ASIDE_MARKS: readonly { readonly mark: Sourced<ScaleMark>; readonly why: string }[] = [
  {
    mark: mark(60, 1000, "5' = 1.0km"),
    why: 'conflicts with 60" = 600m of the first row; the first row is exact, the second "approx" (docs/rulings/skirmish-geometry.md)',
  },
];

/** The reading between and beyond the printed marks. */
export const scaleInterpolation: Sourced<'linear'> = house(
  'linear',
  seedLine(LINE, 'ground scale, between marks'),
  'the seed prints marks only; straight lines between neighbouring marks pass every printed mark exactly and keep the scale increasing, so metres and inches convert both ways',
);
export const scaleBelowFirstMark: Sourced<'linear-from-zero'> = house(
  'linear-from-zero',
  seedLine(LINE, 'ground scale, under 2"'),
  '0" is 0 m; under the first mark the scale runs straight from 0 to 2" = 10m (5 m an inch)',
);
export const scaleBeyondLastMark: Sourced<'last-slope'> = house(
  'last-slope',
  seedLine(LINE, "ground scale, beyond 10'"),
  "past the last mark (10' = 6km) the last stretch's slope continues, so tables of any size measure",
);

// The marks with 0" = 0 m in front, and each stretch's house source, made once (LOS asks for every pair of figures).
const SCALE_POINTS = [{ inches: 0, metres: 0 }, ...SCALE_MARKS.map((m) => m.value)];
const STRETCH_SOURCES = SCALE_POINTS.map((b, i) => {
  const a = SCALE_POINTS[i - 1];
  const reading = i === 1 ? scaleBelowFirstMark : scaleInterpolation;
  return a ? `${reading.provenance.source}: between ${a.inches}" and ${b.inches}"` : '';
});

/** Inches to metres with provenance: `printed` on a mark, `house` elsewhere. */
export function inchesToMetres(inches: number): Sourced<number> {
  if (!Number.isFinite(inches) || inches < 0) throw new RangeError(`a distance must be 0" or more, not ${inches}`);
  const points = SCALE_POINTS;
  for (const m of SCALE_MARKS) if (m.value.inches === inches) return printed(m.value.metres, m.provenance.source);
  if (inches === 0) return printed(0, seedLine(LINE, 'ground scale, 0" = 0m'));
  const rationale = (what: Sourced<string>) => what.provenance.rationale ?? '';
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (inches < b.inches) {
      const value = a.metres + ((inches - a.inches) / (b.inches - a.inches)) * (b.metres - a.metres);
      const reading = i === 1 ? scaleBelowFirstMark : scaleInterpolation;
      return house(value, STRETCH_SOURCES[i]!, rationale(reading));
    }
  }
  const a = points[points.length - 2]!;
  const b = points[points.length - 1]!;
  const value = b.metres + ((inches - b.inches) * (b.metres - a.metres)) / (b.inches - a.inches);
  return house(value, scaleBeyondLastMark.provenance.source, rationale(scaleBeyondLastMark));
}

/** Metres to inches, the inverse of `inchesToMetres` (the scale is strictly increasing). */
export function metresToInches(metres: number): Sourced<number> {
  if (!Number.isFinite(metres) || metres < 0) throw new RangeError(`a distance must be 0 m or more, not ${metres}`);
  for (const m of SCALE_MARKS) if (m.value.metres === metres) return printed(m.value.inches, m.provenance.source);
  if (metres === 0) return printed(0, seedLine(LINE, 'ground scale, 0" = 0m'));
  const points = [{ inches: 0, metres: 0 }, ...SCALE_MARKS.map((m) => m.value)];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    if (metres < b.metres) {
      const value = a.inches + ((metres - a.metres) / (b.metres - a.metres)) * (b.inches - a.inches);
      const reading = i === 1 ? scaleBelowFirstMark : scaleInterpolation;
      return house(value, `${reading.provenance.source}: between ${a.metres}m and ${b.metres}m`, reading.provenance.rationale ?? '');
    }
  }
  const a = points[points.length - 2]!;
  const b = points[points.length - 1]!;
  const value = b.inches + ((metres - b.metres) * (b.inches - a.inches)) / (b.metres - a.metres);
  return house(value, scaleBeyondLastMark.provenance.source, scaleBeyondLastMark.provenance.rationale ?? '');
}
