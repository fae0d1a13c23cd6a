import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * Artillery called over the radio (seed lines 201–222, ruling SK33). The
 * calibre classes pair a mortar with a gun, as the seed's rows do (line 202:
 * "50/51mm mort. … 35-57mm guns"; lines 206–222 the same pairs).
 */
export const ARTILLERY_CLASSES = [
  '50-51mm-mortar', '35-57mm-gun', '60mm-mortar', '73mm-gun', '81-82mm-mortar', '75-90mm-gun', '107-120mm-mortar', '100-125mm-gun',
  '160-240mm-mortar', '105-122mm-howitzer', '152-155mm-howitzer', '175mm-howitzer',
] as const;
export type ArtilleryClass = (typeof ARTILLERY_CLASSES)[number];
export type ShellRound = 'he' | 'wp' | 'heat';
export const SHELL_ROUNDS = ['he', 'wp', 'heat'] as const satisfies readonly ShellRound[];

/** The ranging table's columns (line 201): which one a class ranges by. */
export type RangingColumn = 'artillery' | 'mortar' | 'guns';

/** Mortars range by the Mortar column, howitzers by Artillery, guns (called over the radio, so indirect) by Guns (house, SK33). */
export const RANGING_COLUMN_OF: Sourced<Readonly<Record<ArtilleryClass, RangingColumn>>> = house(
  {
    '50-51mm-mortar': 'mortar', '35-57mm-gun': 'guns', '60mm-mortar': 'mortar', '73mm-gun': 'guns', '81-82mm-mortar': 'mortar', '75-90mm-gun': 'guns', '107-120mm-mortar': 'mortar',
    '100-125mm-gun': 'guns', '160-240mm-mortar': 'mortar', '105-122mm-howitzer': 'artillery', '152-155mm-howitzer': 'artillery', '175mm-howitzer': 'artillery',
  },
  seedLine(201, 'Ranging, Artillery Mortar Guns … Direct'),
  'the header names Artillery, Mortar and Guns; a gun called over the radio fires indirect, so the fourth (Direct) pair is a crew firing over open sights and not used here',
);

/** One row of the ranging table: inches left (rows 1–9) or right (12–20), and under (1–9) or over (12–20); `null` on 10 and 11, "HIT". */
export interface RangingRow {
  readonly lateral: number;
  readonly range: number;
}

const pairs = (s: string): RangingRow[] => {
  const n = s.split(' ').map(Number);
  return Array.from({ length: n.length / 2 }, (_, k) => ({ lateral: n[2 * k]!, range: n[2 * k + 1]! }));
};
const ROWS_1_TO_9 = ['8 19 4 13 6 8', '6 15 3 11 4 5', '5 13 2 8 3 4', '4 11 2 7 3 3', '3 9 1 6 2 3', '3 8 1 5 2 2', '2 6 1 4 1 2', '1 4 1 3 1 1', '1 2 1 2 1 1'].map(pairs);
const ROWS_12_TO_20 = ['1 2 1 2 1 1', '1 4 1 3 1 1', '2 6 1 4 1 2', '3 8 1 5 2 2', '3 9 1 6 2 3', '4 11 2 7 3 3', '5 13 2 8 3 4', '6 15 3 11 4 5', '8 19 4 13 6 8'].map(pairs);
const column = (k: number): (RangingRow | null)[] => [...ROWS_1_TO_9.map((r) => r[k]!), null, null, ...ROWS_12_TO_20.map((r) => r[k]!)];

/**
 * The ranging table on a D20 (line 201, garbled: its rows, columns and the
 * margin letters run together). House reading: the numbers read in order give
 * four pairs per row (lateral, range) for Artillery, Mortar, Guns and Direct;
 * the margin letters spell LEFT and UNDER down rows 3–7 and RIGHT and OVER down
 * rows 14–18, so rows 1–9 fall left and short, 12–20 right and over, 10–11 HIT;
 * the figures are table inches (the other blast figures of lines 202–222 are).
 * The rows mirror each other (1 = 20, 9 = 12), which confirms the reading.
 */
export const RANGING_TABLE: Sourced<Readonly<Record<RangingColumn, readonly (RangingRow | null)[]>>> = house(
  { artillery: column(0), mortar: column(1), guns: column(2) },
  seedLine(201, 'Ranging … H.E. (D20), rows 1–20, 10,11 HIT'),
  'the line is flattened past reading as printed; read in token order the pairs mirror about 10–11 HIT and the margin letters spell LEFT/UNDER and RIGHT/OVER, so that is the reading',
);

export const RANGING_DIE: Sourced<'d20'> = printed('d20', seedLine(201, 'Ranging Artillery Mortar Guns H.E. (D20)'));

/**
 * "DM's +/- No to D20" by shot and Ability (line 201): the D20 is moved that
 * many toward 10–11 (never past it), so later rounds walk onto the target.
 * Shot 1 has none; "e.t.c." past shot 7 keeps shot 7's row (house).
 */
export const RANGING_WALK: Sourced<Readonly<Record<2 | 3 | 4 | 5 | 6 | 7, readonly number[]>>> = house(
  { 2: [0, 0, 1, 1, 1], 3: [0, 1, 1, 2, 2], 4: [1, 1, 2, 2, 3], 5: [1, 2, 2, 3, 4], 6: [1, 2, 3, 4, 5], 7: [1, 2, 4, 5, 6] },
  seedLine(201, 'DM\'s +/- No to D20, Ability 0 1 2 3 4, shot 2 … 7 e.t.c.'),
  'the small table interleaved with the ranging rows; "-" is no move; "+/-" read as toward the HIT rows, since a DM that pushed a round away from the target would make ranging pointless; past shot 7 ("e.t.c.") the last row',
);

/**
 * "Half all these DM's (round down) for WWII games" (line 201, printed): in a
 * WWII game the walk of RANGING_WALK is halved, rounded down (ruling SK34).
 */
export const WWII_WALK_DIVISOR: Sourced<number> = printed(2, seedLine(201, "Half all these DM's (round down) for WWII games"));

/**
 * Which DMs "these DM's" are (line 201, house): the note stands in the column
 * of the small "DM's +/- No to D20" table by shot and Ability, and the ranging
 * table has no other DMs; so the walk is halved, and the umpire's discretion is
 * not (it is his, not the table's).
 */
export const WWII_HALVES: Sourced<'ranging-walk'> = house(
  'ranging-walk',
  seedLine(201, "Half all these DM's (round down) for WWII games"),
  'the note is printed beside the walk table ("DM\'s +/- No to D20", by shot and Ability), the only DMs of the ranging table; older observers and radios walked rounds on more slowly',
);

/** One class's single-shot effect (line 202): Rad. (inches), Hits (D6 figure), Str. */
export interface ShellEffect {
  readonly radius: number;
  readonly hits: string;
  readonly str: number;
}
const fx = (radius: number, hits: string, str: number): ShellEffect => ({ radius, hits, str });
type EffectRow = Readonly<Record<ShellRound, ShellEffect | null>>;
const A: EffectRow = { he: fx(2, '6+', -1), wp: null, heat: null };
const B: EffectRow = { he: fx(3, '5+', -1), wp: fx(2, '6+', 1), heat: fx(1, '5+', 6) };
const C: EffectRow = { he: fx(4, 'D6-1', 0), wp: fx(4, '5+', 1), heat: fx(1, 'D6-1', 5) };
const D: EffectRow = { he: fx(5, 'D6', 0), wp: fx(4, 'D6-1', 2), heat: fx(1, 'D6+1', 7) };
const E: EffectRow = { he: fx(5, 'D6+1', 1), wp: fx(4, 'D6', 2), heat: fx(1, '2D6-1', 7) };
const F: EffectRow = { he: fx(6, '2D6-1', 1), wp: fx(5, 'D6+1', 2), heat: fx(1, '2D6', 8) };
const G: EffectRow = { he: fx(7, '2D6', 1), wp: fx(5, '2D6-1', 2), heat: null };

/** "Effect of ranging & single shots (D6)" (line 202), printed; `null` is a printed "-". */
export const SINGLE_SHOT_EFFECT: Sourced<Readonly<Record<ArtilleryClass, EffectRow>>> = printed(
  {
    '50-51mm-mortar': A, '35-57mm-gun': A, '60mm-mortar': B, '73mm-gun': B, '81-82mm-mortar': C, '75-90mm-gun': C, '107-120mm-mortar': D, '100-125mm-gun': D,
    '160-240mm-mortar': E, '105-122mm-howitzer': E, '152-155mm-howitzer': F, '175mm-howitzer': G,
  },
  seedLine(202, 'Effect of ranging & single shots (D6), H.E. W.P. H.E.A.T., Rad. Hits Str.'),
);

/** "(DM's): to No hits: tgt. prone -1, per 5m -1" (line 202). */
export const SINGLE_SHOT_DMS: Sourced<{ readonly prone: number; readonly per5m: number }> = printed({ prone: -1, per5m: -1 }, seedLine(202, "(DM's): to No hits: tgt. prone -1, per 5m -1"));

/** 5m is 1" on the table (line 15: 10m = 2"); "per 5m" is counted from the burst to the nearest man in its radius, whole 5m only (house, SK33). */
export const PER_5M_FROM: Sourced<{ readonly inches: number; readonly from: 'nearest-figure' }> = house(
  { inches: 1, from: 'nearest-figure' },
  seedLine(202, 'per 5m -1'),
  'the seed does not say 5m of what; the hits are one roll for the burst, so the distance of the nearest man in the radius from the burst is the one distance the roll can take',
);

export const BARRAGE_MINUTES = [1, 2, 3, 4, 5, 10, 15, 20, 30, 60] as const;
export type BarrageMinutes = (typeof BARRAGE_MINUTES)[number];

/** One barrage row: hits by minutes (`null` "-"), and the area: a square side for 4 guns, a rectangle for 6 (inches). */
export interface BarrageRow {
  readonly hits: readonly (string | null)[];
  readonly area4: number;
  readonly area6: readonly [number, number];
}
const row = (s: string, a4: number, a6: [number, number]): BarrageRow => ({ hits: s.split(' ').map((c) => (c === '-' ? null : c)), area4: a4, area6: a6 });
const HE_LIGHT = row('- 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6', 8, [8, 10]);
const HE_60 = row('- 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6', 10, [10, 12]);
const WP_60 = row('- - - 6+ 6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6', 6, [6, 8]);
const HE_81 = row('6+ 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6', 10, [10, 12]);
const WP_81 = row('- - - 6+ 6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6', 8, [8, 10]);
const HE_107 = row('6+ 6+ 5+ 5+ 1/2D6-1 1/2D6 D6 2D6-1 2D6+1 3D6', 12, [12, 15]);
const WP_107 = row('- 6+ 6+ 5+ 5+ 1/2D6 D6 D6+1 2D6 3D6', 10, [10, 12]);
const HE_160 = row('6+ 5+ 1/2D6-1 1/2D6 1/2D6 D6+1 2D6 3D6-1 3D6 3D6', 12, [12, 15]);
const WP_160 = row('6+ 6+ 5+ 1/2D6-1 1/2D6 D6 2D6 2D6+1 3D6-1 3D6', 10, [10, 12]);
const HE_152 = row('6+ 5+ 1/2D6 1/2D6 D6 2D6 3D6-1 3D6 3D6 3D6', 14, [14, 18]);
const WP_152 = row('6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 2D6+1 3D6-1 3D6 3D6', 12, [12, 15]);
const HE_175 = row('6+ 5+ 1/2D6 1/2D6 D6 2D6 3D6-1 3D6 3D6 3D6', 15, [15, 20]);
const WP_175 = row('6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 2D6+1 3D6-1 3D6 3D6', 12, [12, 15]);

/** "Effect of barrages (D6)", guns × minutes and area hit (lines 204–222), printed; H.E. and W.P. only ("-": none). */
export const BARRAGE_TABLE: Sourced<Readonly<Record<ArtilleryClass, { readonly he: BarrageRow; readonly wp: BarrageRow | null }>>> = printed(
  {
    '50-51mm-mortar': { he: HE_LIGHT, wp: null }, '35-57mm-gun': { he: HE_LIGHT, wp: null }, '60mm-mortar': { he: HE_60, wp: WP_60 }, '73mm-gun': { he: HE_60, wp: WP_60 },
    '81-82mm-mortar': { he: HE_81, wp: WP_81 }, '75-90mm-gun': { he: HE_81, wp: WP_81 }, '107-120mm-mortar': { he: HE_107, wp: WP_107 }, '100-125mm-gun': { he: HE_107, wp: WP_107 },
    '160-240mm-mortar': { he: HE_160, wp: WP_160 }, '105-122mm-howitzer': { he: HE_160, wp: WP_160 }, '152-155mm-howitzer': { he: HE_152, wp: WP_152 }, '175mm-howitzer': { he: HE_175, wp: WP_175 },
  },
  seedLine(204, 'Effect of barrages (D6): Guns x minutes, Area hit 4/6 guns'),
);

/** "(DM's) Target NOT prone +2, Str.s as above" (line 222). */
export const BARRAGE_NOT_PRONE: Sourced<number> = printed(2, seedLine(222, "(DM's) Target NOT prone +2"));

/** The barrage's area is centred on the called point, its sides along the table's edges; the 6-gun rectangle's long side across the table (house, SK33). */
export const BARRAGE_AREA_PLACING: Sourced<'centred-table-axes'> = house(
  'centred-table-axes',
  seedLine(221, 'For 4 gun battery area is No before / square in inches'),
  'the seed gives the size of the area, not where it lies; centred on the point the observer called, squared to the table, is the umpire\'s quickest placing',
);

/** A barrage is fired only on a point a ranging round has hit (house, SK33). */
export const BARRAGE_NEEDS_RANGING: Sourced<boolean> = house(
  true,
  seedLine(201, 'Effect of ranging & single shots'),
  'the seed ranges before it fires for effect ("Effect of ranging"); a battery fires its barrage where a ranging round fell on target',
);
