/**
 * What Section 36.0 does by itself as the Game-Turn goes on (triggers.ts):
 * - entering the Non-Prepared Task Execution Phase, each man under water past
 *   his breath rolls for unconsciousness (Case 36.54; ruling UW13: once a
 *   Game-Turn, at the first Task Execution Phase);
 * - entering the Prepared Task Execution Phase, each unconscious man under
 *   water rises one level (Case 36.55);
 * - a man who enters erect into water deeper than level zero swims (Case
 *   36.29, ruling UW9).
 */
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { canAct } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from '../rules/observation-limits';
import { breathLimited, unconsciousChance, waterBottom, waterLevel } from '../rules/underwater';
import type { Fold } from './panic-step';
import { underwaterInUse } from './underwater-fire';

const entered = (own: readonly GameEvent[], phase: string): boolean => own.some((e) => e.type === 'phase-advanced' && e.to === phase);

/** Case 36.54, after `phase/advance` into the Non-Prepared Task Execution Phase. */
export function withBreathChecks(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  if (!underwaterInUse(state) || !entered(own, NON_PREPARED_PHASE)) return [...own];
  const s = own.reduce(fold, state);
  const events: GameEvent[] = [...own];
  for (const man of Object.values(s.men)) {
    if (!canAct(man) || man.breathHeldSince === undefined || !breathLimited(man) || waterLevel(s.map, man) >= 0) continue;
    const turnsUnder = s.turn - man.breathHeldSince + 1;
    const chance = unconsciousChance(turnsUnder);
    if (chance <= 0) continue;
    const rec = new RecordingDice(dice);
    const roll = rollDice('1D100', rec, `Case 36.54 ${man.name}, Game-Turn ${turnsUnder} underwater: ${chance}% he passes out`).total;
    events.push({ type: 'breath-checked', manId: man.id, turnsUnder, chance, roll, unconscious: roll <= chance, caseRef: 'Case 36.54', dice: rec.take() });
  }
  return events;
}

/** Case 36.55, after `phase/advance` into the Prepared Task Execution Phase: an unconscious man floats up one level. */
export function withUnconsciousRising(state: GameState, own: readonly GameEvent[], fold: Fold): GameEvent[] {
  if (!underwaterInUse(state) || !entered(own, PREPARED_PHASE)) return [...own];
  const s = own.reduce(fold, state);
  const events: GameEvent[] = [...own];
  for (const man of Object.values(s.men)) {
    if (!man.unconscious || man.condition === 'dead') continue;
    const from = waterLevel(s.map, man);
    if (from >= 0) continue;
    const cost = new BreakdownBuilder('Task Points: an unconscious man rises', { label: 'He rises one level by himself (no Task Points)', caseRef: 'Case 36.55', value: 0 }).build();
    events.push({ type: 'man-dived', manId: man.id, from, to: from + 1, cost, caseRef: 'Case 36.55' });
  }
  return events;
}

/** Case 36.29 (ruling UW9): after an entry or a placement, a man erect in deep water swims. */
export function withSwimmingOnEntry(state: GameState, command: Command, own: readonly GameEvent[], fold: Fold): GameEvent[] {
  if (!underwaterInUse(state) || !('manId' in command) || typeof command.manId !== 'string') return [...own];
  const s = own.reduce(fold, state);
  const man = s.men[command.manId];
  if (!man?.square || man.posture !== 'erect' || waterBottom(s.map, man.square) >= 0) return [...own];
  return [...own, { type: 'man-swims', manId: man.id, caseRef: 'Case 36.29' }];
}
