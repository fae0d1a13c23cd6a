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
