/**
 * Observation Range Table (Case 8.13): the true distance in squares a man can
 * observe, by weather and light, fixed for the whole scenario (Case 8.0).
 *
 * The seed's table stops after Heavy Snow / Day and omits Blizzard entirely.
 * Blizzard / Day is given by Case 33.25 (a searchlight's range equals the day
 * observation range: "during a blizzard, its range is 10 squares"). The other
 * missing cells are `house`, scaled from the printed snow and rain rows.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export const WEATHER = ['clear', 'light-rain', 'heavy-rain', 'mist', 'fog', 'light-snow', 'heavy-snow', 'blizzard'] as const;
export type Weather = (typeof WEATHER)[number];

export const LIGHT = ['day', 'dawn-dusk', 'night'] as const;
export type Light = (typeof LIGHT)[number];

/** Squares, or 'unlimited' for the chart's "U". */
export type ObservationRange = number | 'unlimited';

export type ObservationRangeTable = Readonly<Record<Weather, Readonly<Record<Light, Sourced<ObservationRange>>>>>;

const TABLE = 'Case 8.13 Observation Range Table';
const LIGHT_LABEL: Record<Light, string> = { day: 'Day', 'dawn-dusk': 'Dawn/Dusk', night: 'Night' };

const printedRow = (label: string, day: ObservationRange, dawnDusk: number, night: number): Readonly<Record<Light, Sourced<ObservationRange>>> => ({
  day: printed(day, `${TABLE}, ${label} / ${LIGHT_LABEL.day}`),
  'dawn-dusk': printed(dawnDusk, `${TABLE}, ${label} / ${LIGHT_LABEL['dawn-dusk']}`),
  night: printed(night, `${TABLE}, ${label} / ${LIGHT_LABEL.night}`),
});

export const OBSERVATION_RANGE: ObservationRangeTable = {
  clear: printedRow('Clear', 'unlimited', 25, 12),
  'light-rain': printedRow('Light Rain', 50, 20, 10),
  'heavy-rain': printedRow('Heavy Rain', 25, 12, 6),
  mist: printedRow('Mist', 50, 25, 10),
  fog: printedRow('Fog', 5, 4, 2),
  'light-snow': printedRow('Light Snow', 40, 18, 8),
  'heavy-snow': {
    day: printed(20, `${TABLE}, Heavy Snow / Day`),
    'dawn-dusk': house(
      9,
      `${TABLE}, Heavy Snow / Dawn/Dusk`,
      'Light Snow keeps 45% of its day range at dawn/dusk (18 of 40): 45% of 20 is 9, below Heavy Rain’s 12',
    ),
    night: house(4, `${TABLE}, Heavy Snow / Night`, 'Light Snow keeps 20% at night (8 of 40): 20% of 20 is 4, below Heavy Rain’s 6, above Fog’s 2'),
  },
  blizzard: {
    day: printed(10, `Case 33.25 ("during a blizzard, its range is 10 squares": the day observation range); ${TABLE}, Blizzard row not in the seed`),
    'dawn-dusk': house(5, `${TABLE}, Blizzard / Dawn/Dusk`, 'the snow rows’ 45% of day (10 → 4.5, rounded up to 5); below Heavy Snow’s 9, above Fog’s 4'),
    night: house(2, `${TABLE}, Blizzard / Night`, 'the snow rows’ 20% of day (10 → 2); equal to Fog’s night 2, the printed floor'),
  },
};

export const OBSERVATION_RANGE_TABLE = describeTable({
  title: TABLE,
  data: OBSERVATION_RANGE,
  valueSchema: (field) =>
    field !== undefined && (LIGHT as readonly string[]).includes(field) ? z.union([z.number().int().min(0), z.literal('unlimited')]) : undefined,
});
