import type { ManKnowledge, Sighting } from './knowledge';
import { err, ok, type Result } from '../../../kernel/result';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import {
  BOOKKEEPING_PHASE,
  NON_PREPARED_PHASE,
  OBSERVATION_PHASE,
  PREPARED_PHASE,
  canAttempt,
  measureSight,
  sightError,
  type AttemptContext,
  type ManAt,
  type ObserverAt,
  type SightContext,
} from './observation-limits';

/**
 * Observation as it happens (Sections 8.0, 8.5, 8.8, 8.9): the roll, and the
 * pure updates of one man's knowledge (game/knowledge.ts). Every function
 * returns new records and never mutates. The rulings behind each reading are
 * in docs/rulings/observation.md.
 */

export interface AttemptOutcome {
  readonly success: boolean;
  readonly roll: number;
  readonly chance: number;
  /** "Case 8.0 procedure: 1D100 = 37 against 55%: observed". */
  readonly caseRef: string;
  readonly summary: string;
}

/**
 * Section 8.0 procedure: "If the roll is less than or equal to the modified
 * percentage chance of observation, the observing man has observed his
 * target." `roll` is a 1D100 result, 1–100 (two d10s, Case 4.0; 00 is 100).
 */
export function resolveAttempt(roll: number, breakdown: Breakdown): AttemptOutcome {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) throw new RangeError(`an observation roll is 1D100 (1–100), not ${roll} (Case 8.0)`);
  const success = roll <= breakdown.final;
  return {
    success,
    roll,
    chance: breakdown.final,
    caseRef: 'Case 8.0',
    summary: `Case 8.0 observation: 1D100 = ${roll} against ${breakdown.final}%: ${success ? 'observed' : 'not observed'}`,
  };
}

/** The sighting an observation of `target` makes, stamped with the Game-Turn and Phase. */
export function sightingOf(target: ManAt, turn: number, phase: string): Sighting {
  return { enemyId: target.id, square: target.square, posture: target.posture, ...(target.level ? { level: target.level } : {}), turn, phase };
}

/** Cases 8.31 and 8.36: note that he tried for `targetId` in this Phase, whatever the roll. */
export function recordAttempt(k: ManKnowledge, targetId: string, phase: string): ManKnowledge {
  return {
    ...k,
    attemptedThisPhase: k.attemptedThisPhase.includes(targetId) ? k.attemptedThisPhase : [...k.attemptedThisPhase, targetId],
    attemptedInObservationPhase: k.attemptedInObservationPhase || phase === OBSERVATION_PHASE,
  };
}

/**
 * Cases 8.82–8.85: a successful attempt. He now observes the man (8.83), the
 * success counts toward the two of the Game-Turn (8.85), and the sighting
 * becomes his last-known position of the man. Call it only after
 * `canAttempt` allowed the attempt and `resolveAttempt` succeeded.
 */
export function recordObservation(k: ManKnowledge, targetId: string, sighting: Sighting): ManKnowledge {
  if (sighting.enemyId !== targetId) throw new RangeError(`a sighting of ${sighting.enemyId} cannot record an observation of ${targetId}`);
  return {
    ...k,
    observing: k.observing.includes(targetId) ? k.observing : [...k.observing, targetId],
    successesThisTurn: k.successesThisTurn + 1,
    lastKnown: { ...k.lastKnown, [targetId]: sighting },
  };
}

/** An attempt and its outcome together: recordAttempt, then recordObservation on success. */
export function applyAttempt(k: ManKnowledge, target: ManAt, outcome: Pick<AttemptOutcome, 'success'>, turn: number, phase: string): ManKnowledge {
  const tried = recordAttempt(k, target.id, phase);
  return outcome.success ? recordObservation(tried, target.id, sightingOf(target, turn, phase)) : tried;
}

/**
 * Case 8.83: a man he observes is "spotted" and he knows where he is. When an
 * observed man moves or changes posture the observer's last-known position
 * follows him. Does nothing for a man he does not observe now, so last-known
 * positions only ever come from observation.
 */
export function trackObserved(k: ManKnowledge, sighting: Sighting): ManKnowledge {
  if (!k.observing.includes(sighting.enemyId)) return k;
  return { ...k, lastKnown: { ...k.lastKnown, [sighting.enemyId]: sighting } };
}

export interface AutomaticObservation {
  /** Updated knowledge of each observer that now observes the actor (or saw him again). */
  readonly knowledge: Readonly<Record<string, ManKnowledge>>;
  /** Observers who did not observe him before and do now. */
  readonly newlyObserved: readonly string[];
}

/**
 * Case 8.5: a man who fires a weapon or throws a grenade is observed by every
 * enemy man with a Line of Sight to him and within observation range, even
 * if he is prone behind a door, slit or window. No roll, and no Case 8.3
 * limit applies: it is not an attempt (8.31, 8.36), it does not count toward
 * the two successes of the Game-Turn (8.85), it ignores the 180° arc (8.35),
 * and it may put a fourth man under observation (8.34); while he holds three
 * or more, the observer can make no new attempt (docs/rulings/observation.md).
 * Observers who already observe him see him again where he fired from.
 */
export function automaticObservation(
  enemies: readonly ObserverAt[],
  actor: ManAt,
  ctx: SightContext & { readonly turn: number; readonly phase: string },
): AutomaticObservation {
  const knowledge: Record<string, ManKnowledge> = {};
  const newlyObserved: string[] = [];
  const sighting = sightingOf(actor, ctx.turn, ctx.phase);
  for (const observer of enemies) {
    const k = observer.knowledge;
    if (k.observing.includes(actor.id)) {
      knowledge[observer.id] = trackObserved(k, sighting);
      continue;
    }
    const sight = measureSight(observer, actor, ctx);
    if (sightError(sight, ctx)) continue;
    knowledge[observer.id] = { ...k, observing: [...k.observing, actor.id], lastKnown: { ...k.lastKnown, [actor.id]: sighting } };
    newlyObserved.push(observer.id);
  }
  return { knowledge, newlyObserved };
}

export interface SightLoss {
  readonly knowledge: ManKnowledge;
  /** Enemy men he no longer observes. */
  readonly lost: readonly string[];
}

/**
 * Case 8.84, in the Bookkeeping Phase only: each man he observes who is now
 * beyond observation range or out of his LOS, or no longer on the map, is no
 * longer observed. Last-known positions are kept (the ghost stays where he
 * was last seen). `enemies` are the observed men where they stand now.
 */
export function bookkeepingLoseSight(
  observer: ObserverAt,
  enemies: readonly ManAt[],
  ctx: SightContext & { readonly phase: string },
): Result<SightLoss, RuleError> {
  if (ctx.phase !== BOOKKEEPING_PHASE) {
    return err(ruleError('observe/not-bookkeeping', 'Case 8.84', 'Observed men are lost from sight only in the Bookkeeping Phase (Case 8.84).'));
  }
  const k = observer.knowledge;
  const lost = k.observing.filter((id) => {
    const enemy = enemies.find((e) => e.id === id);
    if (!enemy) return true;
    return sightError(measureSight(observer, enemy, ctx), ctx) !== undefined;
  });
  return ok({ knowledge: { ...k, observing: k.observing.filter((id) => !lost.includes(id)) }, lost });
}

/** Cases 8.31, 8.32, 8.36: a new Phase clears the per-Phase attempts (and, for the Observation Phase, its one attempt). */
export function startPhase(k: ManKnowledge, phase: string): ManKnowledge {
  return {
    ...k,
    attemptedThisPhase: [],
    attemptedInObservationPhase: phase === OBSERVATION_PHASE ? false : k.attemptedInObservationPhase,
  };
}

/** Case 8.85: a new Game-Turn clears the count of successes and every per-Phase record. */
export function startTurn(k: ManKnowledge): ManKnowledge {
  return { ...k, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false };
}

export interface ForcedObservers {
  /** Case 8.92: these men must attempt to observe the mover (at a point of the owner's choosing, 8.95). */
  readonly mustAttempt: readonly string[];
  /** Case 8.92: these men would have to, but may forego it: each already observes an enemy who fired, within range and LOS. */
  readonly mayForego: readonly string[];
}

/**
 * Cases 7.52, 8.92, 8.95: an enemy man has moved to where these men could
 * observe him. Each unengaged man who now may attempt to observe him must.
 *
 * A man is engaged, and so not forced, when he has already made an
 * observation attempt in this Phase (the mover is not the first for him), or
 * when he may not attempt this man at all (any `canAttempt` refusal: limits,
 * range, LOS, doors and windows, the arc). `firedEnemies` are enemy men who
 * have fired this Phase, where they stand; an observer who observes one of
 * them within range and LOS may forego the attempt.
 */
export function forcedObservers(
  candidates: readonly ObserverAt[],
  mover: ManAt,
  ctx: AttemptContext & { readonly firedEnemies?: readonly ManAt[] },
): ForcedObservers {
  const mustAttempt: string[] = [];
  const mayForego: string[] = [];
  if (ctx.phase !== NON_PREPARED_PHASE && ctx.phase !== PREPARED_PHASE) return { mustAttempt, mayForego };
  for (const observer of candidates) {
    if (observer.knowledge.attemptedThisPhase.length > 0) continue;
    const check = canAttempt(observer, mover, { ...ctx, targetFiring: false });
    if (!check.ok) continue;
    const hasFiringTarget = (ctx.firedEnemies ?? []).some(
      (f) => observer.knowledge.observing.includes(f.id) && !sightError(measureSight(observer, f, ctx), ctx),
    );
    (hasFiringTarget ? mayForego : mustAttempt).push(observer.id);
  }
  return { mustAttempt, mayForego };
}

