import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** Troop quality, worst first (seed lines 388–405). */
export const TROOP_QUALITIES = ['poor', 'average', 'good', 'veteran', 'elite'] as const;
export type TroopQuality = (typeof TROOP_QUALITIES)[number];

/** Experience rows of the troop-quality chart (seed lines 389–397). */
export const EXPERIENCE_LEVELS = ['untrained', 'raw', 'normal', 'experienced'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];
/** Moral/Enthusiasm columns (seed lines 388–390): Low/Conscripts, Medium/Regulars, High/Hand-picked or Volunteers. */
export const MORALE_LEVELS = ['low', 'medium', 'high'] as const;
export type Morale = (typeof MORALE_LEVELS)[number];

const q = (line: number, row: string, low: TroopQuality, medium: TroopQuality, high: TroopQuality): Readonly<Record<Morale, Sourced<TroopQuality>>> => ({
  low: printed(low, seedLine(line, `troop quality, ${row}, Low/Conscripts`)),
  medium: printed(medium, seedLine(line, `troop quality, ${row}, Medium/Regulars`)),
  high: printed(high, seedLine(line, `troop quality, ${row}, High/Hand-picked/Volunteers`)),
});

/** "Troop Quality: Moral/Enthusiasm × Experience" (seed lines 388–397). */
export const TROOP_QUALITY: Readonly<Record<Experience, Readonly<Record<Morale, Sourced<TroopQuality>>>>> = {
  untrained: q(391, 'Untrained/Civilians', 'poor', 'poor', 'average'),
  raw: q(392, 'Raw recruits (just trained)', 'poor', 'average', 'good'),
  normal: q(394, 'Normal troops (some combat experience)', 'average', 'good', 'veteran'),
  experienced: q(396, 'Experienced troops (extensive combat experience)', 'good', 'veteran', 'elite'),
};

/** Leadership points run 0 (worst) to 4 (best) (seed line 382). */
export const LEADERSHIP_POINTS = [0, 1, 2, 3, 4] as const;
export type LeadershipPoints = (typeof LEADERSHIP_POINTS)[number];

const m = (line: number, row: string, ...byLp: [number, number, number, number, number]): readonly Sourced<number>[] =>
  byLp.map((v, lp) => printed(v, seedLine(line, `initial motivation, ${row}, LP ${lp}`)));

/** "Cross-reference Leadership points with Troop quality to give the initial motivation" (seed lines 398–405). */
export const INITIAL_MOTIVATION: Readonly<Record<TroopQuality, readonly Sourced<number>[]>> = {
  poor: m(401, 'Poor', -2, -2, -1, -1, 0),
  average: m(402, 'Average', -2, -1, -1, 0, 1),
  good: m(403, 'Good', -1, -1, 0, 1, 1),
  veteran: m(404, 'Veteran', -1, 0, 1, 1, 2),
  elite: m(405, 'Elite', 0, 1, 1, 2, 2),
};

/** "Max. Motivation +2", "Min. Motivation -2" (seed line 25). */
export const MOTIVATION_MAX: Sourced<number> = printed(2, seedLine(25, 'Max. Motivation +2'));
export const MOTIVATION_MIN: Sourced<number> = printed(-2, seedLine(25, 'Min. Motivation -2'));

export const MOTIVATION_EVENTS = ['reaction-failed', 'reaction-passed', 'advanced-to-contact', 'casualty', 'co-casualty', 'pinned-down'] as const;
export type MotivationEvent = (typeof MOTIVATION_EVENTS)[number];

/** "Changes to motivation" (seed lines 24–25). */
export const MOTIVATION_CHANGE: Readonly<Record<MotivationEvent, Sourced<number>>> = {
  'reaction-failed': printed(-1, seedLine(25, 'changes to motivation, If fail -1')),
  'reaction-passed': printed(1, seedLine(25, 'changes to motivation, If succeed +1')),
  'advanced-to-contact': printed(1, seedLine(25, 'changes to motivation, Advance to contact +1 (extra)')),
  casualty: printed(-1, seedLine(25, 'changes to motivation, If casualty this go -1')),
  'co-casualty': printed(-1, seedLine(25, 'changes to motivation, If C.O. is casualty -1 (extra)')),
  'pinned-down': printed(-1, seedLine(25, 'changes to motivation, If Pinned down -1')),
};

/**
 * How the changes of one bound are applied (ruling SK4): the pass first,
 * capped by the action's "Max. Mot. if pass"; then the losses; then −2…+2.
 */
export const MOTIVATION_APPLY: Sourced<'pass-capped-then-losses'> = house(
  'pass-capped-then-losses',
  seedLine(24, 'Max. Mot. if pass'),
  'the seed lists the changes and a per-action "Max. Mot. if pass" without an order; a pass may not lift motivation above that column (it never lowers a unit already above it), the losses then count in full, and the total stays within -2..+2',
);

/** "If Pinned down": a unit counts as pinned down when half or more of its men are pinned (house, ruling SK4). */
export const PINNED_DOWN_SHARE: Sourced<number> = house(
  0.5,
  seedLine(25, 'If Pinned down -1'),
  'the seed does not say when a unit is "pinned down"; half or more of its standing men pinned is the point at which it can no longer act as a unit',
);
