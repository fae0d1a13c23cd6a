import { house, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * How the Bound plays the umpire's mine cards (seed lines 155–200, ruling
 * SK24 of docs/rulings/skirmish-rules.md): who looks, who sets a trap off,
 * and who learns of a trap found.
 */

/** The men who look are the unit's men who walked in the area this bound, crawling or advancing (line 41), each his own rolls (house). */
export const DETECTION_BY: Sourced<'each-man-in-the-area'> = house(
  'each-man-in-the-area',
  seedLine(163, 'Roll D20 for each 4" moved, may see none, some or all traps'),
  'the roll is for ground moved over; a man who never set foot in the area never looked at its ground',
);

/** The man who sets off an undetected trap: the unit's man who walked farthest in the area (house). */
export const TRIGGERED_BY: Sourced<'most-ground-in-area'> = house(
  'most-ground-in-area',
  seedLine(175, 'Tripwires … to trigger'),
  'the seed does not say who treads on it; the man who covered most of the ground is the likeliest, and the choice needs no die',
);

/** A trap found is known to the finder's side: its window shows the area from then on (house). */
export const FOUND_KNOWN_TO_SIDE: Sourced<'side'> = house(
  'side',
  seedLine(163, 'may see none, some or all traps'),
  'a man who sees a trap tells his mates; the area is marked for his side, never the cards still unturned',
);

/** A claymore or a trap weapon (line 199) the card names is the umpire's to fire, as normal at an unseen enemy (house). */
export const CARD_WEAPON_BY_UMPIRE: Sourced<'umpire'> = house(
  'umpire',
  seedLine(199, 'Gren, Bow, Shotgun: Treat as normal (Unseen enemy)'),
  'these fire as their own weapons; the umpire enters the fire with umpire/resolve or fires the H.E. (a grenade) himself',
);

/** Where "Treat killed as crippled" is printed (lines 183–184), for the wound roll's note. */
export const trapKilledAsCrippled = seedLine(183, 'trap effect: Treat killed as crippled (lines 183–184)');
