import { house, type Sourced } from '../../../kernel/provenance';
import type { LinearKind } from './features';
import { INFANTRY_MOVE } from './movement';
import { seedLine } from './seed';

/*
 * What a close combat's surrender and withdrawal do (ruling SK31). The seed
 * prints that a side that fails its aggression test surrenders (line 146), that
 * if both fail the one with most casualties must withdraw (line 147), and the
 * matrix's "Defenders surrender" and "Defenders evacuate position" (lines
 * 136–142); it gives no prisoner rules and no distance.
 */

/** Who surrenders: the side's men in the fight (house). */
export const SURRENDER_WHO: Sourced<'men-in-the-fight'> = house(
  'men-in-the-fight',
  seedLine(146, 'Will surrender if you fail'),
  'the aggression test is taken before each melee round by the men about to fight; those of them who fail give themselves up, the rest of the unit is not in the fight',
);
/** A prisoner is out of play: no orders, no fire, no fight, no move; a casualty of his unit this go (house). */
export const PRISONER: Sourced<'out-of-play'> = house(
  'out-of-play',
  seedLine(136, 'charge matrix, Defenders surrender'),
  'the seed has no prisoner rules; a man who has surrendered is held by the enemy and does nothing more, and his unit counts him lost as it counts a casualty (line 25)',
);
/** How far a withdrawing (or evacuating) man goes: one bound's advance in the open (house). */
export const WITHDRAW_DISTANCE: Sourced<number> = house(
  INFANTRY_MOVE.open.advance.value,
  seedLine(147, 'one with most casulalties MUST withdraw'),
  'the seed gives no distance; a withdrawal is a bound\'s advance in the open (line 38), straight away from the enemy men of the fight, stopped at the table\'s edge',
);

/**
 * What stops a withdrawal (house): he goes as an advance (the terrain costs as
 * in movement, lines 37–40), never through a building wall but at a door nor
 * over impassable ground (as an ordered move), and he stops before the first
 * wall, hedge, bank or sandbags across his way, a base's width short of it.
 */
export const WITHDRAW_STOPS_AT: Sourced<readonly LinearKind[]> = house(
  ['wall', 'hedge', 'bank', 'sandbags'],
  seedLine(147, 'one with most casulalties MUST withdraw'),
  'a man falling back from a lost fight goes straight back until something stops him; he does not climb a wall or push through a hedge under the enemy\'s eyes (a fence he steps over); the umpire moves him on with umpire/resolve if he would',
);
