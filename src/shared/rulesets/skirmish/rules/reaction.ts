import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { printed } from '../../../kernel/provenance';
import type { LeadershipPoints } from '../tables/motivation';
import {
  FAILED_REACTION, REACTION_ACTIONS, REACTION_DIE, REACTION_DM_SOURCE, REACTION_TABLE, SUPPORT_FIRE_DM,
  type FailedReactionReading, type ReactionAction, type SupportFire,
} from '../tables/reaction';
import { DISCRETION_ON_REACTION, addDiscretion, type UmpireDiscretion } from './discretion';

export interface ReactionInput {
  readonly action: ReactionAction;
  /** The unit's motivation, −2…+2. */
  readonly motivation: number;
  /** The leadership points of the ONE leader who leads the unit this bound (none: 0). */
  readonly leaderLp?: LeadershipPoints;
  /** Support fire covering the unit this bound; the best counts once (SUPPORT_FIRE_COUNTS). */
  readonly support?: readonly SupportFire[];
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The modifiers of a reaction roll, summed in a breakdown (seed line 24): the roll must reach `need`. */
export function reactionModifiers(input: ReactionInput): Breakdown {
  if (!Number.isInteger(input.motivation) || input.motivation < -2 || input.motivation > 2) {
    throw new RangeError(`reaction for ${input.action}: motivation must be −2…+2, not ${input.motivation}`);
  }
  const b = new BreakdownBuilder(`reaction DMs for ${input.action}`, { label: 'no modifier', caseRef: REACTION_DM_SOURCE.motivation, value: 0 });
  if (input.motivation !== 0) b.add(`motivation ${input.motivation > 0 ? '+' : ''}${input.motivation}`, REACTION_DM_SOURCE.motivation, input.motivation, printed(input.motivation, REACTION_DM_SOURCE.motivation).provenance);
  if (input.leaderLp) b.add(`leader's L.P. ${input.leaderLp}`, REACTION_DM_SOURCE.leader, input.leaderLp, printed(input.leaderLp, REACTION_DM_SOURCE.leader).provenance);
  const support = input.support ?? [];
  const best: SupportFire | undefined = support.includes('heavy') ? 'heavy' : support.includes('light') ? 'light' : undefined;
  if (best) {
    const dm = SUPPORT_FIRE_DM[best];
    b.add(`${best} support fire`, dm.provenance.source, dm.value, dm.provenance);
  }
  addDiscretion(b, input.discretion, `reaction for ${input.action}`, DISCRETION_ON_REACTION);
  return b.build();
}

export interface ReactionResult {
  readonly action: ReactionAction;
  readonly need: number;
  readonly face: number;
  /** face + modifiers. */
  readonly total: number;
  readonly passed: boolean;
  /** What the unit does: the action when passed; else per the failed-reaction reading. */
  readonly does: ReactionAction | 'hold';
  readonly modifiers: Breakdown;
  /** The modified roll, step by step: the die, then each modifier. */
  readonly breakdown: Breakdown;
}

/** What a unit that failed `action` with a modified `total` does (ruling SK2). */
export function failedReactionDoes(action: ReactionAction, total: number, reading: FailedReactionReading = FAILED_REACTION.value): ReactionAction | 'hold' {
  if (reading === 'hold') return 'hold';
  const need = REACTION_TABLE[action].value.need;
  const easier = REACTION_ACTIONS.filter((a) => REACTION_TABLE[a].value.need < need && total >= REACTION_TABLE[a].value.need);
  // The hardest easier action passed; of two with the same need (Unaimed fire / Set up, Aimed fire / Advance), the one of the same kind.
  const hardest = easier.reduce<ReactionAction | undefined>((best, a) => (best === undefined || REACTION_TABLE[a].value.need >= REACTION_TABLE[best].value.need ? a : best), undefined);
  if (hardest === undefined) return 'hold';
  const sameNeed = easier.filter((a) => REACTION_TABLE[a].value.need === REACTION_TABLE[hardest].value.need);
  const isFire = (a: ReactionAction): boolean => a === 'aimed-fire' || a === 'unaimed-fire';
  return sameNeed.find((a) => isFire(a) === isFire(action)) ?? hardest;
}

/** Rolls a reaction (seed lines 24–25): one D6 (ruling SK1) + modifiers against the action's Need. */
export function rollReaction(input: ReactionInput, dice: DiceSource, reading: FailedReactionReading = FAILED_REACTION.value): ReactionResult {
  const row = REACTION_TABLE[input.action];
  const modifiers = reactionModifiers(input);
  const face = dice.roll({ die: REACTION_DIE.value, purpose: `seed 003 line 24 reaction to ${input.action} (need ${row.value.need}+)` }).face;
  const b = new BreakdownBuilder(`reaction to ${input.action}: need ${row.value.need}+`, { label: `D6 rolled ${face}`, caseRef: REACTION_DIE.provenance.source, value: face, provenance: REACTION_DIE.provenance });
  for (const s of modifiers.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  const total = b.value;
  const passed = total >= row.value.need;
  b.note(`${passed ? 'passed' : 'failed'}: ${total} against ${row.value.need}+`, row.provenance.source);
  return { action: input.action, need: row.value.need, face, total, passed, does: passed ? input.action : failedReactionDoes(input.action, total, reading), modifiers, breakdown: b.build() };
}

/** The chance (0–1) that a reaction passes, for the umpire's card. */
export function reactionChance(input: ReactionInput): number {
  const need = REACTION_TABLE[input.action].value.need;
  const dm = reactionModifiers(input).final;
  let n = 0;
  for (let face = 1; face <= 6; face++) if (face + dm >= need) n++;
  return n / 6;
}
