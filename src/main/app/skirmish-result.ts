/**
 * A skirmish game's result from its victory decision (ruling SG2,
 * src/shared/rulesets/skirmish/scenarios/result.ts): the winner wins, the
 * other loses, or both draw; the bounds played and the reasons go with it,
 * so the archive and the per-scenario statistics count it as Commando's.
 * The host does the same for a finish with no side's outcome
 * (Ruleset.decidedResult, host/finish-game.ts).
 */
import type { FinishInput } from '@shared/contract/api';
import type { SideRef } from '@shared/kernel/ruleset';
import { resultOfDecision } from '@shared/rulesets/skirmish/scenarios/result';
import type { VictoryDecision } from '@shared/rulesets/skirmish/scenarios/victory';
import { withDecidedResult } from '../host/finish-game';

export function skirmishFinishInput(decision: VictoryDecision, sides: readonly SideRef[]): FinishInput {
  return withDecidedResult({ sides: {} }, () => resultOfDecision(decision, sides));
}
