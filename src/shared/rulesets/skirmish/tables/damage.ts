import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

export const WOUND_RESULTS = ['pinned', 'wounded', 'crippled', 'killed'] as const;
export type WoundResult = (typeof WOUND_RESULTS)[number];

/** The lowest modified roll of each result (seed lines 60–61): less than 4 pinned, 4,5,6 wounded, 7,8 crippled, 9+ killed. */
export const WOUND_FROM: Readonly<Record<WoundResult, Sourced<number>>> = {
  pinned: printed(-Infinity, seedLine(61, 'for each hit, less than 4 pinned')),
  wounded: printed(4, seedLine(61, 'for each hit, 4,5,6 wounded')),
  crippled: printed(7, seedLine(61, 'for each hit, 7,8 crippled')),
  killed: printed(9, seedLine(61, 'for each hit, 9+ killed')),
};

export const WOUND_CONDITIONS = ['aimed-single-shot', 'confined-space-blast', 'dum-dum', 'flak-jacket', 'heavy-flak-jacket', 'at-muzzle-flash'] as const;
export type WoundCondition = (typeof WOUND_CONDITIONS)[number];

/** The DMs of the wound roll (seed line 61). */
export const WOUND_DM: Readonly<Record<WoundCondition, Sourced<number>>> = {
  'aimed-single-shot': printed(2, seedLine(61, 'wound DM, aimed single shot +2')),
  'confined-space-blast': printed(2, seedLine(61, 'wound DM, confined space (blast only) +2')),
  'dum-dum': printed(1, seedLine(61, 'wound DM, Dum-Dum bullet +1')),
  'flak-jacket': printed(-2, seedLine(61, 'wound DM, Standard flak-jacket -2')),
  'heavy-flak-jacket': printed(-2, seedLine(61, 'wound DM, Hvy. duty flak-jacket -2')),
  'at-muzzle-flash': printed(-2, seedLine(61, 'wound DM, fired at muzzle flash -2')),
};

/**
 * "For each hit roll D10-str." (seed line 60), read as D10 plus the printed
 * (signed) strength (ruling SK9): read literally, a pistol (Str -4) would add
 * 4 and wound worse than a machinegun (Str -2) or an A.T. round (+4).
 */
export const WOUND_ROLL_SIGN: Sourced<'plus-signed-strength'> = house(
  'plus-signed-strength',
  seedLine(60, 'For each hit roll D10-str.'),
  'the strengths are printed signed (pistol -4, rifle 0, H.M.G. +1, satchel +5); adding them makes heavier rounds deadlier, and penetration, "deducted in addition to str" (line 64), is printed negative too',
);

/** Only one flak jacket counts (ruling SK9). */
export const ONE_FLAK_JACKET: Sourced<'one'> = house('one', seedLine(61, 'Standard / Hvy. duty flak-jacket -2'), 'a man wears one jacket; the printed -2 of the heavy-duty one is kept as printed');

/**
 * What each result does (ruling SK10). "pinned no moving + other DM's" is
 * printed (line 61); the rest is house.
 */
export const WOUND_EFFECT: Readonly<Record<WoundResult, Sourced<string>>> = {
  pinned: printed('no moving; the pinned DMs apply to his firing (-1) and spotting (-2)', seedLine(61, "pinned no moving + other DM's")),
  wounded: house(
    'moves no faster than advance; -1 to fire (the optional DM, line 51); a second wound cripples him',
    seedLine(51, 'fire DM, Firer: wounded (optional) -1'),
    'the seed prints a wounded firer’s -1 and the load of carrying a wounded man (line 47), not how he moves; a wounded man walks',
  ),
  crippled: house(
    'cannot move by himself or fire; others may carry him (line 47: -1" between two, line 48: -2" alone)',
    seedLine(47, 'carrying wounded by self or crippled man between 2'),
    'the seed has crippled men carried, never walking; a man who cannot walk is taken as out of the fight',
  ),
  killed: printed('out of the game', seedLine(61, '9+ killed')),
};

/** A pinned man recovers at the end of the next bound in which he is not hit (ruling SK10, house). */
export const PINNED_RECOVERY: Sourced<string> = house(
  'at the end of the next bound in which he is not hit again',
  seedLine(61, 'pinned'),
  'the seed gives no recovery; a pin that lasts one bound without fresh fire matches the bound-by-bound suppression of Firefight, which the seed builds on (line 1)',
);
