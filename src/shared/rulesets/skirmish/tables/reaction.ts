import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** The actions of the reaction table, easiest first (seed line 24). */
export const REACTION_ACTIONS = ['move-back', 'unaimed-fire', 'set-up', 'crawl', 'aimed-fire', 'advance', 'to-contact'] as const;
export type ReactionAction = (typeof REACTION_ACTIONS)[number];

export interface ReactionRow {
  /** The roll needed, "2+" → 2. */
  readonly need: number;
  /** "Max. Mot. if pass": a pass may not lift motivation above this. */
  readonly maxMotivationIfPass: number;
}

const row = (need: number, maxMotivationIfPass: number, printedAs: string): Sourced<ReactionRow> =>
  printed({ need, maxMotivationIfPass }, seedLine(24, `reaction, ${printedAs}`));

/** "To: Need Max. Mot. if pass" (seed line 24). */
export const REACTION_TABLE: Readonly<Record<ReactionAction, Sourced<ReactionRow>>> = {
  'move-back': row(2, 0, 'Move back 2+ 0'),
  'unaimed-fire': row(3, 1, 'Unaimed Fire/Set up 3+ 1'),
  'set-up': row(3, 1, 'Unaimed Fire/Set up 3+ 1'),
  crawl: row(4, 1, 'Crawl 4+ 1'),
  'aimed-fire': row(5, 2, 'Aimed Fire/Advance 5+ 2'),
  advance: row(5, 2, 'Aimed Fire/Advance 5+ 2'),
  'to-contact': row(6, 2, 'To contact 6+ 2'),
};

export const SUPPORT_FIRE = ['light', 'heavy'] as const;
export type SupportFire = (typeof SUPPORT_FIRE)[number];

/** "+1 Light Spt. fire (G.L./L.M.G.)", "+2 Heavy Spt. fire (R.R./H.M.G.)" (seed line 24). */
export const SUPPORT_FIRE_DM: Readonly<Record<SupportFire, Sourced<number>>> = {
  light: printed(1, seedLine(24, 'reaction DM, +1 Light Spt. fire (G.L./L.M.G.)')),
  heavy: printed(2, seedLine(24, 'reaction DM, +2 Heavy Spt. fire (R.R./H.M.G.)')),
};

/** "+ motivation level", "+ L.P.s of ONE leader", "+/- Umpires discretion" (seed line 24). */
export const REACTION_DM_SOURCE = {
  motivation: seedLine(24, 'reaction DM, + motivation level'),
  leader: seedLine(24, 'reaction DM, + L.P.s of ONE leader'),
  discretion: seedLine(24, 'reaction DM, +/- Umpires discretion'),
} as const;

/** The die of the reaction roll (ruling SK1). */
export const REACTION_DIE: Sourced<'d6'> = house(
  'd6',
  seedLine(24, 'reaction, Need 2+ … 6+'),
  'the seed names no die; the Needs run 2+ to 6+, as the D6 spotting table beside it, and a 6+ need is the hardest order a good leader can still carry',
);

/** The best support fire counts, once (ruling SK1). */
export const SUPPORT_FIRE_COUNTS: Sourced<'best-one'> = house(
  'best-one',
  seedLine(24, 'reaction DM, Light/Heavy Spt. fire'),
  'as "L.P.s of ONE leader", one bonus of each kind; a unit covered by both light and heavy support takes the heavy +2, not +3',
);

export const FAILED_REACTION_READINGS = ['hold', 'best-passed'] as const;
export type FailedReactionReading = (typeof FAILED_REACTION_READINGS)[number];

/**
 * What a unit that fails its reaction does (ruling SK2). `hold`: it does not
 * carry out the order; it stays where it is, may go to ground, and neither
 * moves nor fires this bound. `best-passed` (a campaign reading): it carries
 * out the hardest easier action the same roll passes (a failed Advance on a
 * modified 4 crawls; a failed Move back holds).
 */
export const FAILED_REACTION: Sourced<FailedReactionReading> = house(
  'hold',
  seedLine(24, 'reaction, Need'),
  'the seed does not say; the close-combat chart treats "fail to charge / fire / move back" as not doing it (lines 133–141), so a failed unit holds',
);
