/**
 * A skirmish game's result as its scenario decides it (ruling SG2,
 * victory.ts): the winner wins, the other side loses, or both draw; the
 * bounds played and the reasons go with it, so the archive and the
 * per-scenario statistics count it as they count Commando's (issue 19).
 */
import type { DecidedResult, SideRef } from '../../../kernel/ruleset';
import type { SkirmishState } from '../model/state';
import { decideVictory, type VictoryDecision } from './victory';

export function resultOfDecision(decision: VictoryDecision, sides: readonly SideRef[]): DecidedResult {
  if (!decision.decided) return { decided: false, why: decision.why };
  const outcome = (side: string) => (decision.winner === null ? 'draw' : side === decision.winner ? 'win' : 'loss');
  return { decided: true, sides: Object.fromEntries(sides.map((s) => [s.id, outcome(s.id)])), turnsPlayed: decision.afterBound, reasons: [...decision.reasons] };
}

export const skirmishDecidedResult = (state: SkirmishState): DecidedResult => resultOfDecision(decideVictory(state), state.sides);
