/** The umpire's ruling that wounds a man (Cases 9.0–9.31): his condition from his total Wound Points, and the Task Points he loses. */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import { conditionOf, type GameState } from '../model/state';
import { woundCondition } from '../rules/wounds';
import { remainingTaskPoints } from './task-points';

export function decideWoundMan(state: GameState, command: CommandOf<'umpire/wound-man'>): Result<GameEvent[], RuleError> {
  const man = state.men[command.manId];
  if (!man) return err(ruleError('umpire/unknown-man', 'Case 9.1', `There is no man "${command.manId}" in this game.`));
  if (man.condition === 'dead') return err(ruleError('umpire/dead-man', 'Case 9.0', `${man.name} is already dead.`));
  const totalWounds = man.wounds + command.woundPoints;
  const condition = conditionOf(woundCondition({ endurance: Math.max(1, man.endurance), woundPoints: totalWounds, ...(command.killed ? { killed: true } : {}) }));
  const left = remainingTaskPoints(state, man.id);
  // Case 9.31: opportunity fire costs twice the Wound Points in Task Points; a man killed or put out of action loses the rest.
  const lost = condition === 'dead' || condition === 'incapacitated' ? left : command.byOpportunityFire ? Math.min(left, 2 * command.woundPoints) : 0;
  return ok([
    {
      type: 'man-wounded',
      manId: man.id,
      woundPoints: command.woundPoints,
      totalWounds,
      condition,
      taskPointsLost: lost,
      caseRef: condition === 'dead' ? 'Case 9.0' : condition === 'incapacitated' ? 'Case 9.22' : command.byOpportunityFire ? 'Case 9.31' : 'Case 9.21',
    },
  ]);
}
