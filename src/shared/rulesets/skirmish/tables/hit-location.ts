import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The optional hit location (seed lines 62–63), garbled: two lines whose
 * notes sit under the locations they belong to —
 *   "Optional: (D6) 1. scratch 2,3. body/leg 4,5. arm (* firing DM, 6. head"
 *   "(down No) (#crawl only) D6 = 6 weapon destroied) (up No)"
 * The faces and words are printed; what each note does is read back (ruling SK19).
 */
export const HIT_LOCATIONS = ['scratch', 'body-leg', 'arm', 'head'] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

/** The highest D6 face of each location: 1 scratch, 2–3 body/leg, 4–5 arm, 6 head (seed line 62). */
export const HIT_LOCATION_TO: Readonly<Record<HitLocation, Sourced<number>>> = {
  scratch: printed(1, seedLine(62, 'hit location (D6) 1. scratch')),
  'body-leg': printed(3, seedLine(62, 'hit location (D6) 2,3. body/leg')),
  arm: printed(5, seedLine(62, 'hit location (D6) 4,5. arm')),
  head: printed(6, seedLine(62, 'hit location (D6) 6. head')),
};
export const HIT_LOCATION_DIE: Sourced<'d6'> = printed('d6', seedLine(62, 'Optional: (D6)'));

/** "(down No)" under scratch: the wound result one step lighter (house). */
export const SCRATCH_STEPS: Sourced<number> = house(
  -1,
  seedLine(63, '(down No) under 1. scratch'),
  '"No" is the result of the wound roll (as "No = number of wounded", line 88); a scratch moves it down, by the least step there is: killed to crippled, crippled to wounded, wounded to pinned',
);
/** "(up No)" under head: one step heavier (house). */
export const HEAD_STEPS: Sourced<number> = house(
  1,
  seedLine(63, '(up No) under 6. head'),
  'the mirror of the scratch: a head wound moves the result up one step, wounded to crippled, crippled to killed',
);
/** "(#crawl only)" under body/leg: a man wounded there moves at crawl only. */
export const BODY_LEG_CRAWL_ONLY: Sourced<'crawl-only'> = printed('crawl-only', seedLine(63, '(#crawl only) under 2,3. body/leg'));
/** "(* firing DM" under arm: the wounded firer's -1 (line 51) is the DM meant (house). */
export const ARM_FIRING_DM: Sourced<number> = house(
  -1,
  seedLine(62, 'arm (* firing DM'),
  'the only wounded firing DM the seed prints is "Firer: wounded (optional) -1" (line 51); an arm wound is where it belongs',
);
/** "D6 = 6 weapon destroied" under arm: an arm hit rolls a D6, and a 6 destroys the weapon (seed line 63). */
export const ARM_WEAPON_DESTROYED_ON: Sourced<number> = printed(6, seedLine(63, 'D6 = 6 weapon destroied'));
/** Location is rolled for a hit that wounds, cripples or kills; a pinned man has no wound to place (house). */
export const LOCATION_FOR: Sourced<'wounded-or-worse'> = house(
  'wounded-or-worse',
  seedLine(62, 'Optional: (D6)'),
  'a pin is not a wound; the location changes how bad a wound is and what it stops the man doing',
);
