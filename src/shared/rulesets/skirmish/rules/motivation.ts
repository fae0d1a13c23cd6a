import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import {
  INITIAL_MOTIVATION, MOTIVATION_APPLY, MOTIVATION_CHANGE, MOTIVATION_MAX, MOTIVATION_MIN, PINNED_DOWN_SHARE,
  type LeadershipPoints, type MotivationEvent, type TroopQuality,
} from '../tables/motivation';
import { REACTION_TABLE, type ReactionAction } from '../tables/reaction';
import type { UnitRating } from '../tables/unit-ratings';
import { addDiscretion, type UmpireDiscretion } from './discretion';

/** The initial motivation: troop quality × the leadership points (seed lines 398–405). */
export function initialMotivation(quality: TroopQuality, lp: LeadershipPoints): Breakdown {
  const cell = INITIAL_MOTIVATION[quality][lp];
  if (!cell) throw new RangeError(`initial motivation: no cell for ${quality} with L.P. ${lp}`);
  return new BreakdownBuilder(`initial motivation, ${quality}, L.P. ${lp}`, { label: `${quality} troops, L.P. ${lp}`, caseRef: cell.provenance.source, value: cell.value, provenance: cell.provenance }).build();
}

/**
 * A rated unit's initial motivation (ruling SK5): its quality word (the first
 * of two unless the umpire picks the other) and its leader's L.P., which must
 * lie in the unit's printed range.
 */
export function ratedUnitMotivation(rating: UnitRating, lp: LeadershipPoints, quality: TroopQuality = rating.quality[0] ?? 'average'): Breakdown {
  if (lp < rating.leadership.min || lp > rating.leadership.max) {
    throw new RangeError(`${rating.unit} (${rating.conflict}): L.P. ${lp} is outside the printed ${rating.leadership.min}–${rating.leadership.max}`);
  }
  if (!rating.quality.includes(quality)) throw new RangeError(`${rating.unit} (${rating.conflict}): quality ${quality} is not one of ${rating.quality.join('/')}`);
  return initialMotivation(quality, lp);
}

export interface BoundMotivation {
  /** Motivation at the start of the bound, −2…+2. */
  readonly motivation: number;
  /** The reaction rolled this bound, if any. */
  readonly reaction?: { readonly action: ReactionAction; readonly passed: boolean };
  /** Passed a reaction to advance to contact (+1 extra). */
  readonly advancedToContact?: boolean;
  /** Men of the unit hit this go (one −1 however many). */
  readonly casualty?: boolean;
  readonly coCasualty?: boolean;
  readonly pinnedDown?: boolean;
  readonly discretion?: readonly UmpireDiscretion[];
}

/**
 * The unit's motivation after a bound (seed lines 24–25, ruling SK4): each
 * change in a breakdown; the pass first, which may not lift it above the
 * action's "Max. Mot. if pass"; then the losses and the umpire's discretion;
 * the result stays in −2…+2.
 */
export function motivationAfterBound(input: BoundMotivation): Breakdown {
  const start = input.motivation;
  if (!Number.isInteger(start) || start < MOTIVATION_MIN.value || start > MOTIVATION_MAX.value) throw new RangeError(`motivation must be −2…+2, not ${start}`);
  const b = new BreakdownBuilder('motivation after the bound', { label: `motivation at the start of the bound`, caseRef: MOTIVATION_MAX.provenance.source, value: start });
  const add = (e: MotivationEvent, label: string): void => {
    const c = MOTIVATION_CHANGE[e];
    b.add(label, c.provenance.source, c.value, c.provenance);
  };
  if (input.reaction) {
    if (input.reaction.passed) {
      add('reaction-passed', `passed the reaction to ${input.reaction.action}`);
      if (input.advancedToContact && input.reaction.action === 'to-contact') add('advanced-to-contact', 'advanced to contact');
      const row = REACTION_TABLE[input.reaction.action];
      const cap = Math.max(row.value.maxMotivationIfPass, start);
      b.clamp(`a pass at ${input.reaction.action} lifts motivation no higher than ${row.value.maxMotivationIfPass} (Max. Mot. if pass)`, row.provenance.source, -Infinity, cap);
    } else add('reaction-failed', `failed the reaction to ${input.reaction.action}`);
  }
  if (input.casualty) add('casualty', 'a casualty this go');
  if (input.coCasualty) add('co-casualty', 'the C.O. is a casualty');
  if (input.pinnedDown) add('pinned-down', 'pinned down');
  addDiscretion(b, input.discretion, 'motivation after the bound');
  b.clamp(`motivation stays within ${MOTIVATION_MIN.value}…+${MOTIVATION_MAX.value}`, MOTIVATION_MAX.provenance.source, MOTIVATION_MIN.value, MOTIVATION_MAX.value);
  b.note(MOTIVATION_APPLY.provenance.rationale ?? '', MOTIVATION_APPLY.provenance.source);
  return b.build();
}

/** A unit is pinned down when this share or more of its men still standing are pinned (house, PINNED_DOWN_SHARE). */
export function isPinnedDown(pinned: number, standing: number): boolean {
  if (standing <= 0) return false;
  return pinned / standing >= PINNED_DOWN_SHARE.value;
}
