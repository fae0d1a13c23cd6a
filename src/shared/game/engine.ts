import type { DiceSource } from '../dice/dice-source';
import { onMap } from '../map/map-model';
import { describeSquare } from '../map/coords';
import { ruleError, type RuleError } from '../rules/rule-error';
import type { Command } from './commands';
import type { GameEvent } from './events';
import { emptyKnowledge, type ManKnowledge } from './knowledge';
import { err, ok, type Result } from './result';
import type { GameState } from './state';

/**
 * decide: validate a command against the state and produce the events it
 * causes. Pure: it never mutates, and any dice come from `dice` and are
 * written into the events.
 */
export function decide(state: GameState, command: Command, _dice: DiceSource): Result<GameEvent[], RuleError> {
  switch (command.type) {
    case 'umpire/place-man': {
      const man = state.men[command.manId];
      if (!man) return err(ruleError('umpire/unknown-man', 'Case 7.11', `There is no man "${command.manId}" in this game.`));
      if (!onMap(state.map, command.square)) {
        return err(ruleError('umpire/off-map', 'Case 3.7', `Square ${describeSquare(command.square)} is not on map ${state.map.name}.`));
      }
      if (man.condition === 'dead') return err(ruleError('umpire/dead-man', 'Case 9.0', `${man.name} is dead and cannot be placed.`));
      // Case 7.41: never more than two friendly men in a square, even when the umpire places them.
      const friendsThere = Object.values(state.men).filter(
        (m) => m.id !== man.id && m.side === man.side && m.square && m.square.col === command.square.col && m.square.row === command.square.row,
      ).length;
      if (friendsThere >= 2) {
        return err(ruleError('move/stacking', 'Case 7.41', `Square ${describeSquare(command.square)} already holds two men of ${man.side}.`));
      }
      return ok([{ type: 'man-placed', manId: man.id, square: command.square, posture: command.posture ?? man.posture }]);
    }
    case 'umpire/record-observation': {
      const observer = state.men[command.observerId];
      const target = state.men[command.targetId];
      if (!observer || !target) return err(ruleError('umpire/unknown-man', 'Case 8.82', 'Both the observer and the target must be men in this game.'));
      if (observer.side === target.side) return err(ruleError('observe/friendly', 'Case 8.82', `${target.name} is a friend of ${observer.name}.`));
      if (!target.square || !observer.square) return err(ruleError('observe/off-map', 'Case 8.24', 'Both men must be on the map.'));
      const knows = state.knowledge[observer.id] ?? emptyKnowledge();
      if (knows.observing.includes(target.id)) return err(ruleError('observe/already', 'Case 8.83', `${observer.name} already observes ${target.name}.`));
      if (knows.observing.length >= 3) return err(ruleError('observe/limit', 'Case 8.34', `${observer.name} already has three men under observation.`));
      return ok([
        { type: 'enemy-observed', observerId: observer.id, targetId: target.id, square: target.square, posture: target.posture, caseRef: 'Case 8.82' },
      ]);
    }
    case 'umpire/lose-sight': {
      const knows = state.knowledge[command.observerId];
      if (!knows || !knows.observing.includes(command.targetId)) {
        return err(ruleError('observe/not-observed', 'Case 8.84', `${command.observerId} does not observe ${command.targetId}.`));
      }
      return ok([{ type: 'sight-lost', observerId: command.observerId, targetId: command.targetId, caseRef: 'Case 8.84' }]);
    }
  }
}

/** evolve: fold one event into the state. Pure and total; it never rolls. */
export function evolve(state: GameState, event: GameEvent): GameState {
  const next = { ...state, version: state.version + 1 };
  switch (event.type) {
    case 'man-placed': {
      const man = state.men[event.manId];
      if (!man) return next;
      const moved = { ...man, square: event.square, posture: event.posture };
      const men = { ...state.men, [man.id]: moved };
      // Men who observe him keep seeing where he goes (Case 8.83): their sightings follow him.
      const knowledge = mapKnowledge(state.knowledge, (k) =>
        k.observing.includes(man.id)
          ? { ...k, lastKnown: { ...k.lastKnown, [man.id]: { enemyId: man.id, square: event.square, posture: event.posture, turn: state.turn, phase: state.phase } } }
          : k,
      );
      return { ...next, men, knowledge };
    }
    case 'enemy-observed': {
      const k = state.knowledge[event.observerId] ?? emptyKnowledge();
      const updated: ManKnowledge = {
        ...k,
        observing: [...k.observing, event.targetId],
        successesThisTurn: k.successesThisTurn + 1,
        lastKnown: { ...k.lastKnown, [event.targetId]: { enemyId: event.targetId, square: event.square, posture: event.posture, turn: state.turn, phase: state.phase } },
      };
      return { ...next, knowledge: { ...state.knowledge, [event.observerId]: updated } };
    }
    case 'sight-lost': {
      const k = state.knowledge[event.observerId];
      if (!k) return next;
      const updated: ManKnowledge = { ...k, observing: k.observing.filter((id) => id !== event.targetId) };
      return { ...next, knowledge: { ...state.knowledge, [event.observerId]: updated } };
    }
  }
}

export function replay(initial: GameState, events: readonly GameEvent[]): GameState {
  return events.reduce(evolve, initial);
}

function mapKnowledge(
  all: Readonly<Record<string, ManKnowledge>>,
  f: (k: ManKnowledge) => ManKnowledge,
): Record<string, ManKnowledge> {
  const out: Record<string, ManKnowledge> = {};
  for (const [id, k] of Object.entries(all)) out[id] = f(k);
  return out;
}
