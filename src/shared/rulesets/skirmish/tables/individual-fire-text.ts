import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The individual fire tables (seed lines 547–574), each row as printed. The
 * seed's headings are lost except "Pistols:" (line 547), the shotguns, the
 * L.M.G. sizes and the bows (line 574); every other table's weapon class is a
 * house label (ruling SK7). A cell is printed as `6+` (a single shot needs
 * 6+), `-2/6+` (a first figure, then the need), `-/12+`, `-4` (a first figure
 * only) or `-` (out of range). The first figure's use is lost (ruling SK7):
 * it is kept as printed and not used.
 */
export interface IndividualFireRowText {
  /** The cells, one a band, separated by spaces, as printed. */
  readonly cells: string;
  /** "Str": one figure, or two ("-2/-3"), as printed. */
  readonly str: string;
  readonly crew?: number;
  readonly note?: string;
}

export interface IndividualFireTableText {
  readonly line: number;
  readonly title: Sourced<string>;
  /** Each band's limit in table inches (0 = point blank). */
  readonly bands: readonly number[];
  readonly rows: Readonly<Record<string, IndividualFireRowText>>;
}

const printedTitle = (line: number, title: string): Sourced<string> => printed(title, seedLine(line, 'individual fire'));
const houseTitle = (line: number, title: string): Sourced<string> =>
  house(title, seedLine(line, 'individual fire'), 'the heading of this table is lost; the label fits its ranges, strength and automatic figures against the group fire columns (lines 66–68)');

export const INDIVIDUAL_FIRE_TEXT = {
  'pistols': {
    line: 556,
    title: printedTitle(556, 'Pistols (line 547), columns (A)–(D)'),
    bands: [2, 4, 8, 10],
    rows: {
      A: { cells: '6+ 9+ 11+ 12+', str: '-3' },
      B: { cells: '6+ 9+ 11+ 12+', str: '-2' },
      C: { cells: '6+ 8+ 10+ 12+', str: '-3' },
      D: { cells: '6+ 8+ 10+ 12+', str: '-2' },
    },
  },
  'line-557': {
    line: 557,
    title: houseTitle(557, 'S.M.G.s: the only table with 13 columns of automatic weapons out to 20" (the group table gives S.M.G.s 12")'),
    bands: [2, 4, 8, 10, 15, 20],
    rows: {
      A: { cells: '-2/6+ -4/7+ -4/9+ -6/10+ -7/11+ -/12+', str: '-3' },
      B: { cells: '-3/6+ -4/7+ -5/9+ -6/10+ -7/11+ -/12+', str: '-3' },
      C: { cells: '-4/6+ -5/7+ -6/9+ -7/10+ -8/11+ -/12+', str: '-3' },
      D: { cells: '-4/6+ -5/8+ -6/9+ -7/10+ -8/11+ -/12+', str: '-3' },
      E: { cells: '-4/6+ -5/8+ -6/9+ -7/10+ -9/11+ -/12+', str: '-3' },
      F: { cells: '-5/6+ -6/8+ -6/9+ -8/10+ -9/11+ -/12+', str: '-3' },
      G: { cells: '-6/6+ -6/7+ -7/9+ -8/10+ -10/11+ -/12+', str: '-3' },
      H: { cells: '-6/6+ -6/8+ -7/9+ -9/11+ -10/12+ -', str: '-3' },
      I: { cells: '6+ 8+ 9+ 11+ 12+ -', str: '-3' },
      J: { cells: '-4/6+ -5/8+ -6/9+ -7/11+ -8/12+ -', str: '-2/-3' },
      K: { cells: '-4/6+ -5/8+ -6/9+ -7/10+ -8/11+ -/12+', str: '-2' },
      L: { cells: '-5/6+ -6/8+ -6/9+ -8/10+ -9/11+ -/12+', str: '-2' },
      M: { cells: '-6/6+ -6/8+ -7/9+ -8/10+ -10/11+ -/12+', str: '-2' },
    },
  },
  'line-567': {
    line: 567,
    title: houseTitle(567, 'carbines: single shots only, to 30", Str. -1'),
    bands: [2, 4, 8, 10, 15, 20, 25, 30],
    rows: {
      A: { cells: '6+ 6+ 7+ 8+ 9+ 10+ 11+ 11+', str: '-1' },
      B: { cells: '6+ 7+ 7+ 8+ 9+ 10+ 11+ 12+', str: '-1' },
    },
  },
  'line-568': {
    line: 568,
    title: houseTitle(568, 'rifles: single shots only, to 70", Str. 0; (C) and (E) printed as sniper rifles'),
    bands: [2, 4, 8, 10, 15, 20, 25, 30, 40, 60, 70],
    rows: {
      A: { cells: '6+ 6+ 7+ 7+ 8+ 8+ 9+ 10+ 11+ - -', str: '0' },
      B: { cells: '6+ 7+ 7+ 8+ 8+ 9+ 9+ 10+ 11+ - -', str: '0' },
      C: { cells: '4+ 5+ 5+ 5+ 6+ 6+ 7+ 7+ 9+ 11+ -', str: '0', note: 'Snipers rifles' },
      D: { cells: '5+ 6+ 6+ 7+ 7+ 8+ 9+ 10+ 11+ 12+ -', str: '0' },
      E: { cells: '4+ 4+ 5+ 5+ 5+ 6+ 6+ 7+ 9+ 10+ 12+', str: '0', note: 'Snipers rifles' },
    },
  },
  'line-569': {
    line: 569,
    title: houseTitle(569, 'auto-rifles: automatic and single fire to 60"'),
    bands: [2, 4, 8, 10, 15, 20, 25, 30, 40, 60],
    rows: {
      A: { cells: '-5/6+ -6/7+ -6/7+ -6/8+ -7/9+ -8/10+ -9/11+ -/12+ - -', str: '-1' },
      B: { cells: '-5/6+ -6/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/10+ -9/11+ -/12+ -', str: '-1' },
      C: { cells: '-6/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/10+ -10/11+ -/12+ -', str: '-1' },
      D: { cells: '-6/6+ -6/7+ -7/7+ -7/8+ -8/8+ -8/9+ -9/10+ -10/11+ -/12+ -', str: '-1' },
      E: { cells: '-6/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/10+ -10/11+ -/12+ -', str: '0' },
      F: { cells: '-5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -8/11+ -9/12+ -/12+', str: '-1' },
      G: { cells: '-5/6+ -5/6+ -5/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/11+ -8/12+ -/12+', str: '0' },
      H: { cells: '-5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -8/11+ -9/12+ -/12+', str: '0' },
      I: { cells: '-5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/11+ -10/12+ -/12+', str: '0' },
    },
  },
  'line-571': {
    line: 571,
    title: houseTitle(571, 'sustained-fire and medium machineguns: crews of 3 and 2, to 80"'),
    bands: [4, 10, 25, 40, 60, 70, 80],
    rows: {
      A: { cells: '-1 -1 -2 -2 -3 -3 -5', str: '0', crew: 3 },
      B: { cells: '-2 -3 -3 -3 -4 -5 -7', str: '0', crew: 3 },
      C: { cells: '-3 -3 -3 -4 -4 -5 -7', str: '0', crew: 3 },
      D: { cells: '-4 -4 -4 -5 -5 -6 -7', str: '0', crew: 3 },
      E: { cells: '-4 -4 -5 -5 -5 -6 -7', str: '0', crew: 3 },
      F: { cells: '-6 -6 -6 -7 -7 -7 -8', str: '0', crew: 2 },
    },
  },
  'line-572': {
    line: 572,
    title: houseTitle(572, 'heavy machineguns: 40"–80", Str. +1'),
    bands: [40, 60, 70, 80],
    rows: {
      A: { cells: '-5 -6 -7 -7', str: '+1' },
      B: { cells: '-4 -5 -6 -7', str: '+1' },
    },
  },
  'line-573': {
    line: 573,
    title: houseTitle(573, 'machine pistols: to 15", (A) single shots, (B)–(C) automatic'),
    bands: [2, 4, 8, 10, 15],
    rows: {
      A: { cells: '6+ 10+ 12+ - -', str: '-4' },
      B: { cells: '-1/6+ -3/9+ -4/10+ -5/11+ -6/12+', str: '-3' },
      C: { cells: '-3/6+ -5/9+ -6/10+ -7/11+ -8/12+', str: '-3' },
    },
  },
  'lmg-small': {
    line: 570,
    title: printedTitle(570, 'L.M.G. Size: Small. All Str. 0 except (E) Str. -1. Crew 1 except (c) Crew 2'),
    bands: [2, 4, 8, 10, 15, 20, 25, 30, 40, 60],
    rows: {
      A: { cells: '-4 -5 -5 -5 -6 -7 -7 -8 -8 -', str: '0', crew: 1 },
      B: { cells: '-3 -3 -4 -4 -5 -6 -7 -7 -7 -', str: '0', crew: 1 },
      C: { cells: '-2 -3 -3 -4 -4 -5 -6 -7 -7 -', str: '0', crew: 2 },
      D: { cells: '-2/6+ -3/6+ -3/7+ -4/7+ -4/8+ -5/8+ -6/9+ -7/11+ -7/12+ -/12+', str: '0', crew: 1 },
      E: { cells: '-4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+', str: '-1', crew: 1 },
      F: { cells: '-4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+', str: '0', crew: 1 },
      G: { cells: '-5/6+ -5/7+ -6/7+ -6/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+', str: '0', crew: 1 },
      H: { cells: '-5/6+ -6/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/10+ -8/11+ -9/12+ -/12+', str: '0', crew: 1 },
    },
  },
  'lmg-large': {
    line: 570,
    title: printedTitle(570, 'L.M.G. Size: Large. All Str. 0. Crew 2 except (K) & (M) Crew 1'),
    bands: [2, 8, 10, 15, 20, 25, 30, 40, 60, 70],
    rows: {
      I: { cells: '-2 -3 -3 -4 -4 -4 -5 -5 -6 -7', str: '0', crew: 2 },
      J: { cells: '-4 -4 -5 -5 -5 -6 -6 -7 -7 -8', str: '0', crew: 2 },
      K: { cells: '-4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -6/9+ -7/10+ -7/10+ -7/11+ -7/12', str: '0', crew: 1, note: 'the last cell is printed "-7/12" without its "+"' },
      L: { cells: '-4 -5 -5 -5 -6 -6 -7 -7 -7 -8', str: '0', crew: 2 },
      M: { cells: '-6 -6 -7 -7 -7 -7 -7 -8 -8 -9', str: '0', crew: 1 },
    },
  },
  bows: {
    line: 574,
    title: printedTitle(574, 'Hunting bow, Crossbow, Throwing knife'),
    bands: [2, 4, 8, 10, 15, 20, 25],
    rows: {
      'hunting-bow': { cells: '7+ 7+ 8+ 8+ 10+ 12+ 12+', str: '-2' },
      crossbow: { cells: '4+ 5+ 5+ 6+ 6+ 7+ 9+', str: '-1' },
      'throwing-knife': { cells: '7+ - - - - - -', str: '-4' },
    },
  },
} as const satisfies Readonly<Record<string, IndividualFireTableText>>;

export type IndividualFireTableId = keyof typeof INDIVIDUAL_FIRE_TEXT;

/** Shotguns (seed lines 558–566): Str and Hit by band, Pt. Blank to 15"; both as printed. */
export const SHOTGUN_TEXT = {
  'auto-shotgun': { line: 559, title: 'Auto Shotgun', str: '0 0 -1 -2 -3 -4', hit: '-5 -5 -5 -7 -8 -10' },
  'break-action-shotgun': { line: 561, title: 'Break-action Shotgun', str: '0 -1 -2 -3 -4 -', hit: '-6 -6 -7 -8 -8 -' },
  'flechette-round': { line: 563, title: 'Flechette round (from G.L.)', str: '+1 0 -1 -2 -3 -', hit: '-5 -5 -6 -8 -9 -' },
  'sawn-off-shotgun': { line: 565, title: 'Sawn-off Shotgun', str: '+1 -1 -4 - - -', hit: '-4 -4 -8 - - -' },
} as const;
export type ShotgunId = keyof typeof SHOTGUN_TEXT;
/** Pt. Blank, 2", 4", 8", 10", 15" (seed line 558). */
export const SHOTGUN_BANDS: readonly number[] = [0, 2, 4, 8, 10, 15];

/** How near is "Pt. Blank" (seed line 558): base to base, within 1" (house). */
export const POINT_BLANK: Sourced<number> = house(1, seedLine(558, 'shotguns, Pt. Blank'), 'the seed gives no distance; within 1" is figures in base contact or next to it');

/** The die of an aimed single shot (ruling SK6). */
export const AIMED_SHOT_DIE: Sourced<'d12'> = house(
  'd12',
  seedLine(556, 'individual fire, 6+ … 12+'),
  'the seed names no die; the needs run 4+ to 12+ and every table ends at 12+, which only a D12 can just roll, and "if you roll 1-2 (single shot)" (line 58) needs a die that shows 1',
);
