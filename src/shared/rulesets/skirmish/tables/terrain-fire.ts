import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** "Terrain fire* 2" diam. Lasts until burnt out." (seed line 230); "& vehicle fires*" (line 225). */
export const TERRAIN_FIRE_DIAMETER: Sourced<number> = printed(2, seedLine(230, 'Terrain fire* 2" diam. Lasts until burnt out'));
/** "* To burn out (D20) 20+ first turn.(DM's) +1 per turn passed, +2 per turn trying to put out fire" (seed line 231). */
export const BURN_OUT = {
  die: printed('d20' as const, seedLine(231, 'To burn out (D20)')),
  need: printed(20, seedLine(231, 'To burn out (D20) 20+ first turn')),
  perTurnPassed: printed(1, seedLine(231, "(DM's) +1 per turn passed")),
  perTurnFought: printed(2, seedLine(231, '+2 per turn trying to put out fire')),
} as const;
/** The burn-out roll is made at the end of each bound the fire burns, the first at the end of the bound it starts ("first turn"; house). */
export const BURN_OUT_WHEN: Sourced<'end-of-each-bound'> = house(
  'end-of-each-bound',
  seedLine(231, 'To burn out (D20) 20+ first turn'),
  'the seed counts "turns passed" from a first turn; the end of each bound is when the umpire tidies the table',
);

/*
 * The wiring of terrain fire into the Bound (ruling SK29). The seed prints the
 * fire's size and its burn-out (lines 230–231) and nothing else: what sets
 * terrain alight, whether it spreads, and what it does to men are house.
 */

/** Ground a flame or W.P. round sets alight: an area of these cover classes (vegetation). */
export const FIRE_BURNS: Sourced<readonly ('light' | 'close' | 'dense')[]> = house(
  ['light', 'close', 'dense'],
  seedLine(230, 'Terrain fire* 2" diam.'),
  'the seed names terrain fire without saying what burns; light, close and dense cover are crops, scrub, woods and jungle, which burn; open ground, water and buildings do not (the umpire sets a building alight by hand)',
);
/** What starts a terrain fire: a flame that ignites, or a W.P. round bursting, in ground that burns (house). */
export const FIRE_STARTED_BY: Sourced<readonly ('flame' | 'wp')[]> = house(
  ['flame', 'wp'],
  seedLine(230, 'Terrain fire* (beside flame throwers, lines 108–111, and W.P. rounds, lines 112, 202)'),
  'the seed lists terrain fire among the screens without naming its cause; the flame thrower and the white-phosphorus round are the incendiaries it prints; H.E. is not read as setting fires (the umpire may start one by hand, `umpire/start-fire`)',
);
/** A terrain fire does not spread (house). */
export const FIRE_SPREADS: Sourced<false> = house(
  false,
  seedLine(230, 'Terrain fire* 2" diam. Lasts until burnt out'),
  'the seed gives the fire one size, 2" across, for as long as it burns; smoke spreads down wind (line 224) but the fire is not said to; a new fire is the umpire\'s to start',
);
/** The fire and its smoke block sight as a full smoke screen of its 2" (house). */
export const FIRE_SMOKE: Sourced<'full'> = house(
  'full',
  seedLine(230, 'Terrain fire* 2" diam. (among the smoke screens, lines 223–233)'),
  'the seed lists terrain fire with the smoke screens, at its own diameter; only the smoke generator is said to be a partial screen (line 228), so a fire is a full one',
);
/** A man in the fire, or who walks through it, in the Movement step takes this many hits (house). */
export const FIRE_HITS_PER_BOUND: Sourced<number> = house(
  1,
  seedLine(230, 'Terrain fire* 2" diam.'),
  'the seed says nothing of men in a fire; one hit a bound at the flame\'s strength makes it a place men avoid without making it a flame thrower',
);
/** The strength of a fire's hit: the flame thrower's Str. -3 (house reading of line 109 for a fire). */
export const FIRE_STR: Sourced<number> = house(
  -3,
  seedLine(109, 'Flame throwers: Str. -3'),
  'the only burning the seed gives a strength is the flame thrower\'s; a fire burns as its flame does',
);
/** How near the fire's edge a man must stand to try to put it out (house). */
export const FIGHT_REACH: Sourced<number> = house(
  1,
  seedLine(231, '+2 per turn trying to put out fire'),
  'the seed gives the DM and no distance; a man beats out a fire from its edge: within 1" (about 10 m, line 15) of it',
);
/** A side sees every terrain fire (house, ruling SK29). */
export const FIRE_IS_PUBLIC: Sourced<true> = house(
  true,
  seedLine(230, 'Terrain fire* (a screen, lines 223–233)'),
  'a fire and its smoke are seen from anywhere on the table, as the smoke screens are (shown to every side); the side is told where it burns, never who or what started it',
);
