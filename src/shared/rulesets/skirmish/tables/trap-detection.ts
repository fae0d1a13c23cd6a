import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** "Detection (D20): Roll D20 for each 4" moved, may see none, some or all traps." (seed lines 162–163). */
export const DETECTION_DIE: Sourced<'d20'> = printed('d20', seedLine(162, 'Detection (D20)'));
export const DETECTION_EVERY: Sourced<number> = printed(4, seedLine(163, 'Roll D20 for each 4" moved'));
/** A move of part of 4" is one roll too: 1–4" one, 5–8" two (house, ruling SK17). */
export const DETECTION_PART_STRETCH: Sourced<'counts'> = house('counts', seedLine(163, 'Roll D20 for each 4" moved'), 'a man who moves 2" still looks at the ground ahead; only a man who does not move looks at nothing new');
/** "may see none, some or all traps": one roll for each trap in the stretch (house, ruling SK17). */
export const DETECTION_PER_TRAP: Sourced<'each-trap'> = house('each-trap', seedLine(163, 'may see none, some or all traps'), 'one roll per trap is how a roll can see none, some or all of them');

export const DETECTION_TERRAIN = ['track-light', 'close', 'dense', 'paddy-river'] as const;
export type DetectionTerrain = (typeof DETECTION_TERRAIN)[number];

export const DETECTION_ROWS = [
  'pits', 'concealed-spikes', 'tripwire-concealed', 'tripwire-hasty', 'buried-mine-visual', 'buried-mine-detector', 'scattermine-visual', 'scattermine-detector', 'boobytrap', 'traps',
] as const;
export type DetectionRow = (typeof DETECTION_ROWS)[number];

const LINES: Readonly<Record<DetectionRow, readonly [number, string]>> = {
  pits: [165, 'Pits'],
  'concealed-spikes': [166, 'Concealed spikes'],
  'tripwire-concealed': [167, 'Tripwire - concealed'],
  'tripwire-hasty': [168, '- hastily laid'],
  'buried-mine-visual': [169, 'Buried mine - visual'],
  'buried-mine-detector': [170, '- mine detector'],
  'scattermine-visual': [171, 'Scattermine - visual'],
  'scattermine-detector': [172, '- mine detector'],
  boobytrap: [173, 'Boobytrap'],
  traps: [174, 'Traps'],
};

const n = (s: string): (number | null)[] => s.split(' ').map((c) => (c === '-' ? null : Number(c.replace('+', ''))));
const row = (r: DetectionRow, needs: string): Sourced<readonly (number | null)[]> => printed(n(needs), seedLine(LINES[r][0], `detection, ${LINES[r][1]}`));

/** The D20 Need by terrain (Track/Light, Close, Dense, Paddy/River), `null` for "-" (seed lines 164–174). */
export const DETECTION_TABLE: Readonly<Record<DetectionRow, Sourced<readonly (number | null)[]>>> = {
  pits: row('pits', '10+ 12+ 14+ 16+'),
  'concealed-spikes': row('concealed-spikes', '12+ 14+ 16+ 18+'),
  'tripwire-concealed': row('tripwire-concealed', '14+ 16+ 18+ 20+'),
  'tripwire-hasty': row('tripwire-hasty', '8+ 10+ 14+ 16+'),
  'buried-mine-visual': row('buried-mine-visual', '9+ 11+ 15+ 19+'),
  'buried-mine-detector': row('buried-mine-detector', '6+ 6+ 6+ -'),
  'scattermine-visual': row('scattermine-visual', '7+ 9+ 14+ 18+'),
  'scattermine-detector': row('scattermine-detector', '6+ 6+ 6+ -'),
  boobytrap: row('boobytrap', '14+ 16+ 18+ 20+'),
  traps: row('traps', '11+ 13+ 15+ 17+'),
};
/** The printed row names, for the transcription test. */
export const DETECTION_ROW_TEXT: Readonly<Record<DetectionRow, string>> = Object.fromEntries(Object.entries(LINES).map(([k, [, t]]) => [k, t])) as Record<DetectionRow, string>;

/** "Possible to spot traps? yes yes no" under crawl, advance, run (seed line 41). */
export const SPOT_TRAPS_BY_MOVE: Readonly<Record<'crawl' | 'advance' | 'run', Sourced<boolean>>> = {
  crawl: printed(true, seedLine(41, 'Possible to spot traps? crawl yes')),
  advance: printed(true, seedLine(41, 'Possible to spot traps? advance yes')),
  run: printed(false, seedLine(41, 'Possible to spot traps? run no')),
};
