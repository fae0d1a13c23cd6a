/**
 * Interrupt prompts (Cases 7.5, 7.52, 8.92, 8.94, 8.95): when a moving man
 * comes where enemy men who do not observe him could, his task execution
 * stops until each of them has attempted to observe him or let the moment
 * pass. Rulings: docs/rulings/turn-sequence.md "Prompts".
 */
import { lookoutSeat } from './vehicle-gun-crew';
import { passengerFireError } from './vehicle-passenger-fire';
import { sameSquare, type Square } from '../../../map/map-model';
import { manLevel } from '../rules/climbing';
import type { ActiveMan, GameState, ManState, ObservationDuty, ObservationPrompt, SequenceState } from '../model/state';
import { canAct, sequenceOf } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { forcedObservers } from '../rules/observation';
import { canAttempt, type AttemptContext, type ManAt, type ObserverAt } from '../rules/observation-limits';
import { smokeSquares } from '../rules/smoke';
import { lightSightContext } from './light-sources';
import { underwaterInUse } from './underwater-fire';
import { losVehicles } from './vehicles';

/** The context every observation check in the engine uses: the state's map, range and Phase. */
export function attemptContext(state: GameState): AttemptContext {
  return {
    phase: state.phase,
    observationRange: state.observationRange ?? 'unlimited',
    map: state.map,
    positionOf: (id) => state.men[id]?.square,
    // Cases 8.23, 11.56, 11.59: smoke squares block Line of Sight.
    smoke: smokeSquares(state.smoke ?? []),
    // Case 23.62: a tank's square blocks Line of Sight.
    ...losVehicles(state),
    // Cases 33.24, 34.11: a man in a lit square is observed by the Day range (light-sources.ts).
    ...lightSightContext(state),
    // Cases 36.13–36.15: observation in and under water (Section 36.0).
    ...(underwaterInUse(state) ? { underwater: true } : {}),
  };
}

export function manAt(man: ManState, square?: Square): ManAt | undefined {
  const sq = square ?? man.square;
  // Case 7.13: a man up a tree or on a roof sees, and is seen, from his own level (Section 35.0).
  const level = sameSquare(sq, man.square) ? manLevel(man) : 0;
  // Case 36.27: a diver's level below the surface, where he is (observation-limits.ts reads it against the water's depth).
  const below = sameSquare(sq, man.square) && man.submerged ? man.submerged.level : 0;
  return sq ? { id: man.id, square: sq, posture: man.posture, ...(level > 0 ? { level } : {}), ...(below < 0 ? { waterLevel: below } : {}) } : undefined;
}

export function observerAt(state: GameState, man: ManState): ObserverAt | undefined {
  // Ruling VH26: a passenger who may fire from his vehicle (Cases 24.33, 24.52, 29.33) looks out from its square, standing.
  // Ruling VH28: a crewman who mans a machinegun looks out from it too (Case 23.34).
  const seat = !man.square && man.aboard && !passengerFireError(state, man) ? state.vehicles?.vehicles.find((v) => v.id === man.aboard?.vehicleId)?.square : lookoutSeat(state, man);
  const at = seat ? { id: man.id, square: seat, posture: 'erect' as const } : manAt(man);
  return at ? { ...at, knowledge: state.knowledge[man.id] ?? emptyKnowledge() } : undefined;
}

/** Enemy men who could observe `mover` standing at `at` now and do not (Case 7.52), with each one's duty (Case 8.92). */
export function observationDuties(
  state: GameState,
  mover: ManState,
  at: Square,
  include: (observerId: string) => boolean,
): { readonly observerId: string; readonly duty: ObservationDuty }[] {
  const target = manAt(mover, at);
  if (!target) return [];
  const ctx = attemptContext(state);
  const candidates: ObserverAt[] = [];
  for (const man of Object.values(state.men)) {
    if (man.side === mover.side || !canAct(man) || !include(man.id)) continue;
    const o = observerAt(state, man);
    if (!o || o.knowledge.observing.includes(mover.id)) continue;
    if (!canAttempt(o, target, ctx).ok) continue;
    candidates.push(o);
  }
  if (candidates.length === 0) return [];
  // Case 8.92: no enemy man has fired yet in this engine (the fire module will pass firedEnemies).
  const forced = forcedObservers(candidates, target, { ...ctx, firedEnemies: [] });
  return candidates.map((o) => ({
    observerId: o.id,
    duty: forced.mustAttempt.includes(o.id) ? 'must' : forced.mayForego.includes(o.id) ? 'may-forego' : 'may',
  }));
}

/**
 * After one step of the active man's movement (Case 7.52): the enemy men not
 * yet prompted about him in this interval, plus those who deferred (Case
 * 8.95), who could now attempt to observe him.
 */
export function interruptionsAfterStep(state: GameState, active: ActiveMan, mover: ManState, at: Square) {
  return observationDuties(state, mover, at, (id) => !active.prompted.includes(id) || active.owed.includes(id));
}

export function newPrompt(
  seq: SequenceState,
  mover: ManState,
  at: Square,
  pending: readonly { readonly observerId: string; readonly duty: ObservationDuty }[],
  final: boolean,
): ObservationPrompt {
  return {
    id: `prompt-${seq.nextPromptNumber}`,
    kind: 'observation',
    moverId: mover.id,
    moverSide: mover.side,
    at,
    pending: final ? pending.map((p) => ({ ...p, duty: 'must' as const })) : pending,
    final,
    caseRef: final ? 'Case 8.95' : 'Case 7.52',
  };
}

/** Case 8.95, at the end of the mover's interval: owed observers who can still attempt get a last prompt, with no further deferral. */
export function finalPrompt(state: GameState): ObservationPrompt | undefined {
  const seq = sequenceOf(state);
  const active = seq.active;
  if (!active || active.owed.length === 0) return undefined;
  const mover = state.men[active.manId];
  if (!mover?.square) return undefined;
  const duties = observationDuties(state, mover, mover.square, (id) => active.owed.includes(id)).map((d) => ({ observerId: d.observerId, duty: 'must' as const }));
  return duties.length > 0 ? newPrompt(seq, mover, mover.square, duties, true) : undefined;
}

/** The open prompt that asks `observerId`, if any. */
export function promptFor(state: GameState, observerId: string): ObservationPrompt | undefined {
  return sequenceOf(state).prompts.find((p): p is ObservationPrompt => p.kind === 'observation' && p.pending.some((e) => e.observerId === observerId));
}

/** Fold: the observer answered (attempt or forego); a prompt with nobody left is closed. */
export function answerPrompt(seq: SequenceState, promptId: string | undefined, observerId: string, deferred: boolean): SequenceState {
  const prompts = seq.prompts
    .map((p) => (promptId === undefined || p.id === promptId ? { ...p, pending: p.pending.filter((e) => e.observerId !== observerId) } : p))
    .filter((p) => p.pending.length > 0);
  const active = seq.active
    ? {
        ...seq.active,
        owed: deferred ? [...seq.active.owed.filter((id) => id !== observerId), observerId] : seq.active.owed.filter((id) => id !== observerId),
      }
    : undefined;
  return { ...seq, prompts, ...(active ? { active } : {}) };
}

/** Fold: a man who can no longer act (killed, incapacitated) drops out of every prompt; prompts about him as mover close. */
export function dropFromPrompts(seq: SequenceState, manId: string): SequenceState {
  const prompts = seq.prompts
    .filter((p) => p.moverId !== manId)
    .map((p) => ({ ...p, pending: p.pending.filter((e) => e.observerId !== manId) }))
    .filter((p) => p.pending.length > 0);
  return { ...seq, prompts };
}
