/**
 * A skirmish game's result from its victory decision (ruling SG2,
 * src/shared/rulesets/skirmish/scenarios/victory.ts): the winner wins, the
 * other loses, or both draw; the bounds played and the reasons go with it,
 * so the archive and the per-scenario statistics count it as Commando's.
 */
import type { FinishInput } from '@shared/contract/api';
import type { SideRef } from '@shared/kernel/ruleset';
import type { VictoryDecision } from '@shared/rulesets/skirmish/scenarios/victory';
import { HostError } from '../host/game-host';

export function skirmishFinishInput(decision: VictoryDecision, sides: readonly SideRef[]): FinishInput {
  if (!decision.decided) throw new HostError(`The game is not decided yet: ${decision.why}. The umpire may still finish it with a result of his own.`);
  const outcome = (side: string) => (decision.winner === null ? 'draw' : side === decision.winner ? 'win' : 'loss');
  return {
    sides: Object.fromEntries(sides.map((s) => [s.id, { outcome: outcome(s.id) }])),
    turnsPlayed: decision.afterBound,
    rulings: [...decision.reasons],
  };
}
