import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** The group fire columns (seed lines 66–68). */
export const GROUP_FIRE_COLUMNS = ['pistol', 'smg', 'autorifle', 'lmg-small', 'lmg-large', 'carbine', 'rifle', 'sfmg'] as const;
export type GroupFireColumn = (typeof GROUP_FIRE_COLUMNS)[number];
export const GROUP_FIRE_BANDS = ['open-light', 'close-dense', 'heavy'] as const;
export type GroupFireBand = (typeof GROUP_FIRE_BANDS)[number];

export interface GroupFireColumnInfo {
  readonly title: string;
  /** "Max. range" in table inches. */
  readonly maxRange: number;
  /** "Strength" (line 87): added to each wound roll (ruling SK9). */
  readonly strength: number;
}

const col = (title: string, maxRange: number, strength: number): Sourced<GroupFireColumnInfo> =>
  printed({ title, maxRange, strength }, seedLine(68, `group fire, ${title}, Max. range ${maxRange}", Strength ${strength} (line 87)`));

export const GROUP_FIRE_COLUMN: Readonly<Record<GroupFireColumn, Sourced<GroupFireColumnInfo>>> = {
  pistol: col('Pistol', 6, -4),
  smg: col('S.M.G./S.G./Flechette', 12, -4),
  autorifle: col('Autorifle', 24, -3),
  'lmg-small': col('L.M.G. Small', 30, -2),
  'lmg-large': col('L.M.G. Large', 40, -2),
  carbine: col('Carbine', 24, -3),
  rifle: col('Rifle', 30, -2),
  sfmg: col('S.F.M.G./M.M.G./H.M.G.', 60, -2),
};

/** A result: no effect, or the target group pinned with that many wound rolls ("P = Pinned, No = number of wounded", line 88). */
export interface GroupFireResult {
  readonly pinned: boolean;
  readonly wounds: number;
}

const cell = (s: string): GroupFireResult => (s === '-' ? { pinned: false, wounds: 0 } : { pinned: true, wounds: s === 'P' ? 0 : Number(s.slice(1)) });

const BAND_LINES: Readonly<Record<GroupFireBand, { readonly first: number; readonly title: string }>> = {
  'open-light': { first: 69, title: 'Open/Light cover' },
  'close-dense': { first: 75, title: 'Close/Dense cover/Crawling' },
  heavy: { first: 81, title: 'Heavy cover' },
};

/** The printed rows, die 1 to 6, columns in GROUP_FIRE_COLUMNS order (seed lines 69–86). */
const ROWS: Readonly<Record<GroupFireBand, readonly string[]>> = {
  'open-light': ['- - - - - - - -', '- - - - - - - P', '- - P P P P P P1', '- P P P P1 P P P2', '- P1 P1 P1 P1 P P P2', 'P P2 P2 P2 P2 P1 P1 P3'],
  'close-dense': ['- - - - - - - -', '- - - - - - - -', '- - - - P - - P', '- - P P P P - P1', '- P P P P P P P1', 'P P P1 P1 P1 P1 P1 P2'],
  heavy: ['- - - - - - - -', '- - - - - - - -', '- - - - - - - -', '- - - P P - - P', '- - P P P P - P', '- P P P P P P P1'],
};

/** GROUP_FIRE[band][die − 1][column]: every cell printed, citing its line. */
export const GROUP_FIRE: Readonly<Record<GroupFireBand, readonly Readonly<Record<GroupFireColumn, Sourced<GroupFireResult>>>[]>> = Object.fromEntries(
  GROUP_FIRE_BANDS.map((band) => [
    band,
    ROWS[band].map((text, i) => {
      const cells = text.split(' ');
      if (cells.length !== GROUP_FIRE_COLUMNS.length) throw new Error(`group fire ${band} die ${i + 1}: ${cells.length} cells for ${GROUP_FIRE_COLUMNS.length} columns`);
      return Object.fromEntries(
        GROUP_FIRE_COLUMNS.map((c, j) => [c, printed(cell(cells[j] ?? '-'), seedLine(BAND_LINES[band].first + i, `group fire, ${BAND_LINES[band].title}, die ${i + 1}, ${GROUP_FIRE_COLUMN[c].value.title}: ${cells[j]}`))]),
      );
    }),
  ]),
) as Record<GroupFireBand, Record<GroupFireColumn, Sourced<GroupFireResult>>[]>;

/** "(DM's): -1 less than 4 smallarms in group" (line 89), "-1 per missing crew member of S.F.M.G./M.M.G./H.M.G" (line 90). */
export const FEW_SMALLARMS_DM: Sourced<number> = printed(-1, seedLine(89, 'group fire DM, -1 less than 4 smallarms in group'));
export const FEW_SMALLARMS_BELOW: Sourced<number> = printed(4, seedLine(89, 'group fire DM, less than 4 smallarms in group'));
export const MISSING_CREW_DM: Sourced<number> = printed(-1, seedLine(90, 'group fire DM, -1 per missing crew member of S.F.M.G./M.M.G./H.M.G'));
/** "If missing crew member treat large L.M.G. as Small" (line 88). */
export const LARGE_LMG_SHORT_CREW: Sourced<GroupFireColumn> = printed('lmg-small', seedLine(88, 'If missing crew member treat large L.M.G. as Small'));

/** A modified roll below 1 reads the die-1 row, above 6 the die-6 row (ruling SK7). */
export const GROUP_FIRE_CLAMP: Sourced<readonly [number, number]> = house(
  [1, 6] as const,
  seedLine(69, 'group fire, Die roll 1–6'),
  'the table prints rows 1 to 6 only; a roll modified past either end reads the end row',
);

/** Which band a target reads on (ruling SK7): Open/Light, Close/Dense or crawling, Heavy (walls, buildings, bunkers, earthworks). */
export const GROUP_FIRE_BAND_READING: Sourced<string> = house(
  'open/light → open-light; close/dense or crawling → close-dense; behind a wall, bank, sandbags or in a building or bunker → heavy',
  seedLine(71, 'group fire, Open/Light cover, Close/Dense cover/Crawling, Heavy cover'),
  'the seed names the three bands without saying which cover is heavy; the hard cover of the penetration table (line 65) is',
);
