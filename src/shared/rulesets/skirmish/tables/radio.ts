import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** "Radio contact 3+" (seed line 16). */
export const RADIO_NEED: Sourced<number> = printed(3, seedLine(16, 'Radio contact 3+'));

/**
 * The die is not named (ruling SK18): the D10. On a D6 a WWII field radio
 * (-4) could never get through even standing still; on a D10 it does 4 times
 * in 10, and a running man (-7) with a new set still can, once in 5.
 */
export const RADIO_DIE: Sourced<'d10'> = house(
  'd10',
  seedLine(16, 'Radio contact 3+'),
  'the DMs run to -7: on a D6 a WWII field radio (-4) would never work even at rest; the seed’s other unnamed device checks are D10s ("Electronic Detectors (D10) 3+", line 244)',
);

export const RADIO_SETS = ['wwii-field', 'wwii-vehicle', 'old', 'modern', 'new'] as const;
export type RadioSet = (typeof RADIO_SETS)[number];
/** The set (seed lines 17–20); "modern" is a set the table does not name: no DM (house). */
export const RADIO_SET_DM: Readonly<Record<RadioSet, Sourced<number>>> = {
  'wwii-field': printed(-4, seedLine(17, "radio DM, -4 WWII Field radio")),
  'wwii-vehicle': printed(-2, seedLine(18, 'radio DM, -2 WWII Vehicle radio')),
  old: printed(-1, seedLine(19, 'radio DM, -1 Old type (PRC-10, PRR-2, URC-68)')),
  modern: house(0, seedLine(19, 'radio DM, Old type / New type'), 'a set between the old type and the PRC-77 is the unmodified radio of the 3+'),
  new: printed(1, seedLine(20, 'radio DM, +1 New type (PRC-77)')),
};

/** The operator's move (seed lines 21–23). */
export const RADIO_MOVE_DM: Readonly<Record<'still' | 'crawl' | 'advance' | 'run', Sourced<number>>> = {
  still: house(0, seedLine(21, 'radio DM, Crawling / Advancing / Running'), 'an operator who does not move has no DM'),
  crawl: printed(-3, seedLine(21, 'radio DM, -3 Crawling')),
  advance: printed(-5, seedLine(22, 'radio DM, -5 Advancing')),
  run: printed(-7, seedLine(23, 'radio DM, -7 Running')),
};

/** Artillery impacts (seed lines 17–18): the nearer counts, not both (house, SK18). */
export const RADIO_ARTILLERY_DM = {
  within15: printed({ within: 15, dm: -1 }, seedLine(17, 'radio DM, -1 Artil. impact within 15"')),
  within9: printed({ within: 9, dm: -2 }, seedLine(18, 'radio DM, -2 Artil. impact within 9"')),
} as const;
export const RADIO_NEAREST_IMPACT_ONLY: Sourced<'nearest-only'> = house(
  'nearest-only',
  seedLine(17, 'radio DM, Artil. impact within 15" / within 9"'),
  'an impact within 9" is also within 15"; the two lines are one scale of how near the shells fall, as the cover DMs are (SK8)',
);
export const RADIO_UNDER_FIRE_DM: Sourced<number> = printed(-2, seedLine(19, 'radio DM, -2 Operator under fire'));
export const RADIO_NEARBY_FIRE_DM: Sourced<{ readonly smallarms: number; readonly within: number; readonly dm: number }> = printed(
  { smallarms: 5, within: 9, dm: -1 },
  seedLine(20, 'radio DM, -1 5+ smallarms or any M.G. firing within 9"'),
);
export const RADIO_WEATHERS = ['clear', 'rain', 'storm'] as const;
export const RADIO_WEATHER_DM: Readonly<Record<(typeof RADIO_WEATHERS)[number], Sourced<number>>> = {
  clear: house(0, seedLine(21, 'radio DM, Raining / Storm'), 'no weather, no DM'),
  rain: printed(-1, seedLine(21, 'radio DM, -1 Raining')),
  storm: printed(-2, seedLine(22, 'radio DM, -2 Storm')),
};
