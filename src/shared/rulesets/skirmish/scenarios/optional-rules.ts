/**
 * The optional rules a skirmish scenario may name: the parts of the seed it
 * marks optional or that a club may leave out. `played` says whether
 * Sightline's engine plays it, or the umpire does by hand (entering the
 * results with `umpire/resolve`).
 */
import { seedLine } from '../tables/seed';

export interface SkirmishOptionalRule {
  readonly id: string;
  readonly title: string;
  readonly source: string;
  readonly played: 'engine' | 'umpire';
}

export const SKIRMISH_OPTIONAL_RULES: readonly SkirmishOptionalRule[] = [
  { id: 'hit-location', title: 'Hit location', source: seedLine(62, 'optional hit location (rulings SK19, SK26)'), played: 'engine' },
  { id: 'radio', title: 'Radio contact', source: seedLine(16, 'radio contact (rulings SK18, SK25)'), played: 'engine' },
  { id: 'wwii', title: 'A WWII game (ranging DMs halved)', source: seedLine(201, "Half all these DM's (round down) for WWII games (ruling SK34)"), played: 'engine' },
  { id: 'mines-and-traps', title: 'Mines and booby-traps', source: seedLine(155, 'mines and traps (rulings SK17, SK24)'), played: 'engine' },
];

export const findOptionalRule = (id: string): SkirmishOptionalRule | undefined => SKIRMISH_OPTIONAL_RULES.find((r) => r.id === id);
