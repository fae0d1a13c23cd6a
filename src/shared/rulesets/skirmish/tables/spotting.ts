import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { SpottingLine } from './cover';
import { seedLine } from './seed';

/**
 * The spotting table (seed lines 26–36): a D6 Need by the line the target's
 * cover puts him on (Open/Light/Close/Dense, each with its Max. range, in
 * tables/cover.ts) and what he is doing — still, crawling, advancing,
 * running, or firing (first shot / second and later shots) small arms, an
 * L.M.G., or an R.R./H.M.G. and heavier.
 *
 * A Need is a number (the D6 plus the modifiers must reach it), `auto` (seen
 * without a roll) or `no` (cannot be seen).
 */
export type SpotNeed = number | 'auto' | 'no';

export const TARGET_MOVES = ['still', 'crawl', 'advance', 'run'] as const;
export type TargetMove = (typeof TARGET_MOVES)[number];
export const FIRE_SIGNATURES = ['smallarms', 'lmg', 'heavy'] as const;
export type FireSignature = (typeof FIRE_SIGNATURES)[number];
export type ShotCount = 'first' | 'later';

export interface SpottingRow {
  readonly moving: Readonly<Record<TargetMove, Sourced<SpotNeed>>>;
  readonly firing: Readonly<Record<FireSignature, Readonly<Record<ShotCount, Sourced<SpotNeed>>>>>;
}

const LINE_OF: Record<SpottingLine, { line: number; name: string }> = {
  open: { line: 28, name: 'Open' },
  light: { line: 29, name: 'Light' },
  close: { line: 30, name: 'Close' },
  dense: { line: 31, name: 'Dense' },
};

function row(l: SpottingLine, moving: [SpotNeed, SpotNeed, SpotNeed, SpotNeed], firing: [SpotNeed, SpotNeed, SpotNeed, SpotNeed, SpotNeed, SpotNeed]): SpottingRow {
  const { line, name } = LINE_OF[l];
  const cell = (what: string, v: SpotNeed) => printed(v, seedLine(line, `spotting, ${name}, ${what}`));
  return {
    moving: { still: cell('still', moving[0]), crawl: cell('crawl', moving[1]), advance: cell('advan.', moving[2]), run: cell('run', moving[3]) },
    firing: {
      smallarms: { first: cell('firing smallarms, 1st shot', firing[0]), later: cell('firing smallarms, 2nd+ shots', firing[1]) },
      lmg: { first: cell('firing L.M.G., 1st shot', firing[2]), later: cell('firing L.M.G., 2nd+ shots', firing[3]) },
      heavy: { first: cell('firing R.R./H.M.G./e.t.c., 1st shot', firing[4]), later: cell('firing R.R./H.M.G./e.t.c., 2nd+ shots', firing[5]) },
    },
  };
}

/** Seed lines 28–31, cell by cell as printed. */
export const SPOTTING_TABLE: Readonly<Record<SpottingLine, SpottingRow>> = {
  open: row('open', [5, 4, 1, 'auto'], [4, 2, 3, 1, 2, 'auto']),
  light: row('light', [6, 6, 4, 2], [6, 4, 5, 3, 3, 2]),
  close: row('close', [7, 6, 5, 3], [8, 6, 7, 5, 5, 3]),
  dense: row('dense', [8, 7, 6, 4], ['no', 8, 'no', 7, 7, 5]),
};

/** The observer's modifiers ("YOU", seed lines 32–33). */
export const OBSERVER_DM = {
  pinned: printed(-2, seedLine(32, 'spotting, YOU: pinned -2')),
  closedDown: printed(-1, seedLine(32, 'spotting, YOU: Closed down -1')),
  advancing: printed(-1, seedLine(33, 'spotting, YOU: Advan. -1')),
  running: printed(-2, seedLine(33, 'spotting, YOU: Running -2')),
} as const;

/** "+F.C.R. difference" (seed line 34): the sign is not printed (docs/rulings/skirmish-bound.md). */
export const FCR_SIGN: Sourced<'observer-minus-target'> = house(
  'observer-minus-target',
  seedLine(34, 'spotting, +F.C.R. difference'),
  'the seed prints "+F.C.R. difference" without saying whose minus whose; a better field-craft observer should see more, and a better field-craft target hide better',
);

/** "TGT: A.T.G.W. backflash +1" (seed line 34). */
export const ATGW_BACKFLASH = printed(1, seedLine(34, 'spotting, TGT: A.T.G.W. backflash +1'));
/** "At night all use Dense line. (+1 for Firing, can see flashes better.)" (seed line 36). */
export const NIGHT_LINE = printed<SpottingLine>('dense', seedLine(36, 'spotting, at night all use Dense line'));
export const NIGHT_FIRING = printed(1, seedLine(36, 'spotting, at night +1 for Firing'));

/** "a result of 6 on the spotting dice will result in the observing unit spotting something even if there is nothing there" (seed line 4). */
export const SOMETHING_ON = printed(6, seedLine(4, 'hidden movement: a 6 on the spotting dice spots something'));

/** When the target both moves and fires this bound, the easier Need counts (house). */
export const MOVING_AND_FIRING: Sourced<'easier'> = house(
  'easier',
  seedLine(26, 'spotting, MOVING / FIRING'),
  'the seed gives a moving and a firing column and no rule for a man doing both; a man is seen by whichever gives him away more',
);

/** A firer is "firing" to the spotters of the next bound: the fire step comes after spotting (house). */
export const FIRED_LAST_BOUND: Sourced<'previous-bound'> = house(
  'previous-bound',
  seedLine(26, 'spotting, FIRING (1st/2nd+ shots)'),
  'in the reconstructed Bound spotting comes before fire, so the shots a spotter sees are those of the bound before; "1st" is a man\'s first bound of firing, "2nd+" any later one',
);

/** Where the Need cannot be reached on one D6 (7+, 8+) the modifiers make up the rest; `no` is never reached (house). */
export const NEED_ABOVE_SIX: Sourced<'roll-plus-dms'> = house(
  'roll-plus-dms',
  seedLine(30, 'spotting, Close 7+ / 8+'),
  'the table prints Needs of 7+ and 8+ for a D6, so the modifiers must be added to the roll: D6 + DMs reaching the Need spots',
);
