import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { Command } from '@shared/rulesets/commando/model/commands';
import { decide, evolve } from '@shared/rulesets/commando/engine/dispatch';
// Loading the registry installs each ruleset's plug-ins (Commando's special rules) before `decide` runs.
import '@shared/rulesets/index';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { Result } from '@shared/kernel/result';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { RuleError } from '@shared/kernel/rule-error';
import { UnknownEventError } from './host-errors';

/** The rules engine the host drives. Tests may wrap it; the app uses `commandoEngine`. */
export interface Engine {
  decide(state: GameState, command: Command, dice: DiceSource): Result<GameEvent[], RuleError>;
  evolve(state: GameState, event: GameEvent): GameState;
}

export const commandoEngine: Engine = { decide, evolve };

/** `evolve`, refusing an event the engine does not know rather than folding it into nothing. */
export function foldEvent(engine: Engine, state: GameState, event: GameEvent): GameState {
  const next = engine.evolve(state, event) as GameState | undefined;
  if (!next || typeof next !== 'object') {
    throw new UnknownEventError(`Event of type "${String((event as { type?: unknown }).type)}" is not one this Sightline knows; the game may be from a newer version.`);
  }
  return next;
}
