import type { ReactionResult } from '@shared/rulesets/skirmish/model/state';

/**
 * A unit's reaction in the console's orders panel (issue 19): its outcome
 * once, then why — the roll against the Need (and what a failed unit does),
 * or the umpire's reason when he entered it.
 */
export function reactionWords(r: ReactionResult): string {
  return `reaction ${r.passed ? 'passed' : 'failed'} (${r.reason})`;
}
