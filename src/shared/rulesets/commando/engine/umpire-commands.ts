import { exposedFromAbove } from './vehicle-fire-down';
import { onMap } from '../../../map/map-model';
import { aloftOf } from '../rules/climbing';
import { describeSquare } from '../../../map/coords';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { observerAt } from './prompts';
import { targetSquare } from './vehicle-exposure';

/** Puts a man on a square outside the rules (the umpire's hand); a reason makes it a ruling kept in the log. */
export function decidePlaceMan(state: GameState, command: CommandOf<'umpire/place-man'>): Result<GameEvent[], RuleError> {
  const man = state.men[command.manId];
  if (!man) return err(ruleError('umpire/unknown-man', 'Case 7.11', `There is no man "${command.manId}" in this game.`));
  if (!onMap(state.map, command.square)) {
    return err(ruleError('umpire/off-map', 'Case 3.7', `Square ${describeSquare(command.square)} is not on map ${state.map.name}.`));
  }
  if (man.condition === 'dead') return err(ruleError('umpire/dead-man', 'Case 9.0', `${man.name} is dead and cannot be placed.`));
  // Case 7.41: never more than two friendly men in a square, even when the umpire places them.
  const friendsThere = Object.values(state.men).filter(
    // Cases 35.14, 35.26 (ruling CL4): men aloft stack at their own level.
    (m) => m.id !== man.id && m.side === man.side && m.condition !== 'dead' && m.square && m.square.col === command.square.col && m.square.row === command.square.row && !aloftOf(m),
  ).length;
  if (friendsThere >= 2) {
    return err(ruleError('move/stacking', 'Case 7.41', `Square ${describeSquare(command.square)} already holds two men of ${man.side}.`));
  }
  const posture = man.condition === 'incapacitated' ? 'prone' : (command.posture ?? man.posture);
  // Case 2.0: placing a man where he already is, as he is, changes nothing and records nothing (one up a tree or on a roof comes down, ruling CL6).
  if (man.square && man.square.col === command.square.col && man.square.row === command.square.row && posture === man.posture && !aloftOf(man)) return ok([]);
  // A reason makes it an umpire ruling outside the rules, kept with where he stood (issue 16).
  const ruling = command.reason ? { ruling: { reason: command.reason, ...(man.square ? { from: man.square } : {}) } } : {};
  return ok([{ type: 'man-placed', manId: man.id, square: command.square, posture, ...ruling }]);
}

/** The umpire records that one man observes another (Case 8.82), within Cases 8.34 and 8.83. */
export function decideRecordObservation(state: GameState, command: CommandOf<'umpire/record-observation'>): Result<GameEvent[], RuleError> {
  const observer = state.men[command.observerId];
  const target = state.men[command.targetId];
  if (!observer || !target) return err(ruleError('umpire/unknown-man', 'Case 8.82', 'Both the observer and the target must be men in this game.'));
  if (observer.side === target.side) return err(ruleError('observe/friendly', 'Case 8.82', `${target.name} is a friend of ${observer.name}.`));
  // Rulings VH26, VH28: a man aboard who looks out of his vehicle observes from its square.
  // Ruling VH31: an exposed man aboard is seen in his vehicle's square.
  // Case 24.35 (ruling VH43): from above the rim he sees down into an unroofed APC's compartment.
  const seen = targetSquare(state, target) ?? exposedFromAbove(state, observer, target)?.square;
  if (!seen || !observerAt(state, observer)) return err(ruleError('observe/off-map', 'Case 8.24', 'Both men must be on the map.'));
  const knows = state.knowledge[observer.id] ?? emptyKnowledge();
  if (knows.observing.includes(target.id)) return err(ruleError('observe/already', 'Case 8.83', `${observer.name} already observes ${target.name}.`));
  if (knows.observing.length >= 3) return err(ruleError('observe/limit', 'Case 8.34', `${observer.name} already has three men under observation.`));
  return ok([
    { type: 'enemy-observed', observerId: observer.id, targetId: target.id, square: seen, posture: target.square ? target.posture : 'erect', caseRef: 'Case 8.82' },
  ]);
}

/** The umpire records that an observer has lost sight of a man (Case 8.84). */
export function decideLoseSight(state: GameState, command: CommandOf<'umpire/lose-sight'>): Result<GameEvent[], RuleError> {
  const knows = state.knowledge[command.observerId];
  if (!knows || !knows.observing.includes(command.targetId)) {
    return err(ruleError('observe/not-observed', 'Case 8.84', `${command.observerId} does not observe ${command.targetId}.`));
  }
  return ok([{ type: 'sight-lost', observerId: command.observerId, targetId: command.targetId, caseRef: 'Case 8.84' }]);
}
