import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** The infantry movement rows (seed lines 38–40) and the table's own impassable class. */
export const MOVEMENT_CLASSES = ['open', 'light', 'close', 'impassable'] as const;
export type MovementClass = (typeof MOVEMENT_CLASSES)[number];
export type PassableClass = Exclude<MovementClass, 'impassable'>;
export const MOVE_MODES = ['crawl', 'advance', 'run'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];

const row = (line: number, name: string, crawl: number, advance: number, run: number): Readonly<Record<MoveMode, Sourced<number>>> => ({
  crawl: printed(crawl, seedLine(line, `infantry movement, ${name}, crawl`)),
  advance: printed(advance, seedLine(line, `infantry movement, ${name}, advance`)),
  run: printed(run, seedLine(line, `infantry movement, ${name}, run`)),
});

/** Inches a man moves in a bound, by terrain row and mode (seed lines 37–40). */
export const INFANTRY_MOVE: Readonly<Record<PassableClass, Readonly<Record<MoveMode, Sourced<number>>>>> = {
  open: row(38, 'track/open', 4, 10, 18),
  light: row(39, 'light/paddy', 2, 8, 12),
  close: row(40, 'close/dense', 2, 6, 10),
};

/** "Possible to spot traps?" (seed line 41). */
export const CAN_SPOT_TRAPS: Readonly<Record<MoveMode, Sourced<boolean>>> = {
  crawl: printed(true, seedLine(41, 'possible to spot traps, crawl')),
  advance: printed(true, seedLine(41, 'possible to spot traps, advance')),
  run: printed(false, seedLine(41, 'possible to spot traps, run')),
};

/** -1" prone to erect (seed line 43). */
export const PRONE_TO_ERECT: Sourced<number> = printed(1, seedLine(43, 'movement modifiers, -1" prone to erect'));

export const LOAD_ITEMS = [
  'heavy-pack', 'large-lmg', 'light-mortar', 'ammo-belts', 'shells', 'law', 'flak-jacket',
  'mortar-60mm', 'rr', 'atgw', 'sfmg', 'mmg', 'wounded-alone', 'crippled-between-two',
  'hmg', 'mortar-81-120mm', 'crippled-alone',
] as const;
export type LoadItem = (typeof LOAD_ITEMS)[number];

const half = (item: string) => printed(0.5, seedLine(44, `movement modifiers, -1/2" for ${item}`));
const one = (item: string) => printed(1, seedLine(46, `movement modifiers, -1" for ${item}`));
const two = (item: string) => printed(2, seedLine(48, `movement modifiers, -2" for ${item}`));

/** Inches off the move for each item carried or worn (seed lines 44–48). */
export const LOAD_PENALTY: Readonly<Record<LoadItem, Sourced<number>>> = {
  'heavy-pack': half('Hvy. pack'),
  'large-lmg': half('large L.M.G.'),
  'light-mortar': half('Lt. mort.'),
  'ammo-belts': half('ammo belts'),
  shells: half('shells'),
  law: half('L.A.W.'),
  'flak-jacket': half('wearing Flak-jacket'),
  'mortar-60mm': one('60mm mort.'),
  rr: one('R.R.'),
  atgw: one('A.T.G.W.'),
  sfmg: one('S.F.M.G.'),
  mmg: one('M.M.G.'),
  'wounded-alone': one('carrying wounded by self'),
  'crippled-between-two': one('crippled man between 2'),
  hmg: two('H.M.G.'),
  'mortar-81-120mm': two('81-120mm mort.'),
  'crippled-alone': two('crippled man alone'),
};

/**
 * A leg crossing several classes: each inch in a class costs
 * (open allowance / that class's allowance) inches of the open allowance.
 */
export const MIXED_TERRAIN_COST: Sourced<'proportional'> = house(
  'proportional',
  seedLine(37, 'infantry movement'),
  'the seed gives one allowance per class and no rule for a move through several; spending the bound in proportion makes a move wholly in one class exactly its printed allowance',
);

/** The modifiers come off the open allowance, once per bound. */
export const MODIFIERS_OFF_ALLOWANCE: Sourced<'once-per-bound'> = house(
  'once-per-bound',
  seedLine(42, 'movement modifiers'),
  'the seed lists inches off without saying of what; taken once off the bound, in open inches, they cost the same share wherever the man moves',
);

/** A figure's base, for "figures may not end overlapping": 25 mm round. */
export const BASE_RADIUS: Sourced<number> = house(
  0.5,
  seedLine(1, 'miniatures'),
  'the seed names no base size; a 25 mm round base is the usual for the figures it was written for',
);
