/**
 * A man who comes into a square other than by `task/move` — standing up on
 * the far side of the wire (Case 20.13), riding the tram (Case 50.43) —
 * raises what one step of a move raises there (move-command.ts): the
 * observation prompt for Enemy men who could now observe him and do not
 * (Cases 7.52, 8.92), or, when there is none, the opportunity-fire plots that
 * his arrival triggers (Cases 7.53, 10.71–10.73). Rulings: docs/rulings/
 * barbed-wire.md BW12, docs/rulings/scenarios.md SC-H7-7.
 */
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { canAct, sequenceOf } from '../model/state';
import { opportunityWatch } from './opportunity-command';
import { interruptionsAfterStep, newPrompt } from './prompts';

/**
 * `arrived`: the state with the active man already in his new square and his
 * Task Points for the arrival spent; `spent`: his Task Points spent this
 * Game-Turn so far. Empty when nothing interrupts him.
 */
export function arrivalInterrupts(arrived: GameState, manId: string, spent: number): GameEvent[] {
  const seq = sequenceOf(arrived);
  const active = seq.active;
  const man = arrived.men[manId];
  if (!active || active.manId !== manId || !man?.square || !canAct(man)) return [];
  const duties = interruptionsAfterStep(arrived, active, man, man.square);
  if (duties.length > 0) return [{ type: 'prompt-raised', prompt: newPrompt(seq, man, man.square, duties, false) }];
  const watch = opportunityWatch(arrived, man);
  watch.step(man.square, 0, spent);
  return watch.events();
}

/** Case 8.84 read for a man who is taken out of sight at once (the tram): every Enemy man who observes him loses him. */
export function sightLostBy(state: GameState, manId: string, caseRef: string): Extract<GameEvent, { type: 'sight-lost' }>[] {
  const man = state.men[manId];
  if (!man) return [];
  return Object.entries(state.knowledge)
    .filter(([id, k]) => k.observing.includes(manId) && state.men[id]?.side !== man.side)
    .map(([observerId]) => ({ type: 'sight-lost' as const, observerId, targetId: manId, caseRef }));
}

/** The knowledge fold of those `sight-lost` events, for deciding what follows them. */
export function withoutObservers(state: GameState, manId: string, observers: readonly string[]): GameState {
  const knowledge = { ...state.knowledge };
  for (const id of observers) {
    const k = knowledge[id];
    if (k) knowledge[id] = { ...k, observing: k.observing.filter((t) => t !== manId) };
  }
  return { ...state, knowledge };
}
