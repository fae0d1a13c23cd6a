/**
 * The umpire's "what can this man see": every square he has a Line of Sight
 * to (Cases 8.2, 8.6), which of them lie within the observation range that
 * applies there (Cases 8.12, 8.13; a lit square's Day range, Cases 33.24,
 * 34.11), and each enemy man with the answer observation would give now —
 * already observed (Case 8.83), in sight (range and LOS, Cases 8.12, 8.24,
 * 8.42–8.44) with whether an attempt is allowed this Phase (Cases 8.31–8.36,
 * 8.85), or out of sight with the Case that hides him.
 *
 * It reads the whole truth, so only the umpire may ask (game-host.ts); the
 * host computes it on request and never pushes it.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { apertureLimit, canAttempt, inObservationRange, measureSight, sightError } from '../rules/observation-limits';
import { range } from '../rules/range';
import { sightFrom } from '../rules/sight-squares';
import { attemptContext, manAt, observerAt } from './prompts';

/** One enemy man as this man's observation would find him now. */
export interface EnemyInSight {
  readonly id: string;
  readonly square: Square;
  /** Case 8.11 range in squares. */
  readonly range: number;
  /** `observing`: he observes him now (Case 8.83); `in-sight`: range and LOS allow it; `hidden`: they do not. */
  readonly status: 'observing' | 'in-sight' | 'hidden';
  /** For `in-sight`: may he attempt now (Cases 8.31–8.36, 8.85)? */
  readonly mayAttempt?: boolean;
  /** Why not (hidden, or no attempt now), with its Case. */
  readonly reason?: string;
  readonly caseRef?: string;
}

export interface ManSight {
  readonly manId: string;
  readonly from: Square;
  /** Levels above his square's ground (Case 7.13). */
  readonly level: number;
  readonly observationRange: number | 'unlimited';
  readonly width: number;
  readonly height: number;
  /**
   * One character a square, row-major (index (row − 1)·width + col − 1):
   * '0' no Line of Sight, '1' in sight and within the observation range that
   * applies there, '2' in sight beyond it.
   */
  readonly squares: string;
  readonly enemies: readonly EnemyInSight[];
}

/** What `manId` can see now, or undefined when he is not on the map (or not a man of this game). */
export function manSight(state: GameState, manId: string): ManSight | undefined {
  const man = state.men[manId];
  const at = man ? manAt(man) : undefined;
  if (!man || !at || man.condition === 'dead') return undefined;
  const ctx = attemptContext(state);
  const fov = sightFrom(state.map, { square: at.square, posture: at.posture, ...(at.level ? { level: at.level } : {}) }, ctx.smoke, ctx.vehicles);
  let squares = '';
  for (let row = 1; row <= fov.height; row++) {
    for (let col = 1; col <= fov.width; col++) {
      if (fov.visible[(row - 1) * fov.width + col - 1] !== 1) {
        squares += '0';
        continue;
      }
      const sq = { col, row };
      const limit = ctx.observationRangeAt?.(sq)?.range ?? ctx.observationRange;
      squares += inObservationRange(range(at.square, sq), limit) ? '1' : '2';
    }
  }
  const observer = observerAt(state, man)!;
  const knowledge = state.knowledge[manId] ?? emptyKnowledge();
  const enemies = Object.values(state.men)
    .filter((m): m is ManState & { square: Square } => m.side !== man.side && m.condition !== 'dead' && m.square !== undefined)
    .map((enemy) => enemyAnswer(state, observer, enemy, knowledge.observing.includes(enemy.id), ctx))
    .sort((a, b) => a.range - b.range || a.id.localeCompare(b.id));
  return { manId, from: at.square, level: at.level ?? 0, observationRange: ctx.observationRange, width: fov.width, height: fov.height, squares, enemies };
}

function enemyAnswer(state: GameState, observer: NonNullable<ReturnType<typeof observerAt>>, enemy: ManState & { square: Square }, observing: boolean, ctx: ReturnType<typeof attemptContext>): EnemyInSight {
  const target = manAt(enemy)!;
  const sight = measureSight(observer, target, ctx);
  const base = { id: enemy.id, square: enemy.square, range: sight.range };
  if (observing) return { ...base, status: 'observing', caseRef: 'Case 8.83' };
  const hidden = sightError(sight, ctx) ?? apertureLimit(target, observer.square, sight);
  if (hidden) return { ...base, status: 'hidden', reason: hidden.message, caseRef: hidden.caseRef };
  const attempt = canAttempt(observer, target, ctx);
  return attempt.ok ? { ...base, status: 'in-sight', mayAttempt: true } : { ...base, status: 'in-sight', mayAttempt: false, reason: attempt.error.message, caseRef: attempt.error.caseRef };
}
