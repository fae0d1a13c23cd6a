import type { GameMap, SideRef, Square } from '../../../map/map-model';
import { sideKey } from '../../../map/map-model';
import type { ManKnowledge } from './knowledge';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { withinOneArc } from './field-of-vision';
import { lineOfSight, type Viewpoint } from './line-of-sight';
import { range as exactRange } from './range';
import { isWater, underwaterSight, waterBottom, type WaterView } from './underwater';

/**
 * Who may try to observe whom, and when (Cases 8.1, 8.2, 8.3, 8.4, 8.5).
 * `canAttempt` answers with the range and Line of Sight it measured, so the
 * chance (observation-chance.ts) is built from the same facts, or with the
 * RuleError naming the Case that forbids the attempt.
 */

/** Case 8.34: at most three men under observation at any one time. */
export const MAX_OBSERVED_AT_ONCE = 3;
/** Case 8.85: at most two successful observations in a Game-Turn. */
export const MAX_SUCCESSES_PER_TURN = 2;
/** Case 8.42: a prone man abutting a door is hidden from observers more than eight squares away. */
export const DOOR_PRONE_MAX_RANGE = 8;
/** Case 8.43: a prone man behind a slit is seen only from four or fewer squares. */
export const SLIT_PRONE_MAX_RANGE = 4;

/** Phase names as GameState.phase carries them (Section 5.0, Phases A–H). */
export const OBSERVATION_PHASE = 'observation';
export const NON_PREPARED_PHASE = 'non-prepared-task-execution';
export const PREPARED_PHASE = 'prepared-task-execution';
export const BOOKKEEPING_PHASE = 'bookkeeping';
/** Case 8.33: the only Phases in which observation may be attempted. */
export const OBSERVATION_PHASES: readonly string[] = [OBSERVATION_PHASE, NON_PREPARED_PHASE, PREPARED_PHASE];

export type Posture = Viewpoint['posture'];

/** A man where he stands: the facts observation needs about him. */
export interface ManAt {
  readonly id: string;
  readonly square: Square;
  readonly posture: Posture;
  /** Extra levels above his square's ground, e.g. on a roof (Case 7.13), as line-of-sight.ts's Viewpoint. */
  readonly level?: number;
  /** Section 36.0: his level below the water's surface (negative), when he dived (Case 36.27). */
  readonly waterLevel?: number;
}

/** An observing man and what he knows (game/knowledge.ts). */
export interface ObserverAt extends ManAt {
  readonly knowledge: ManKnowledge;
}

/** What observation needs from a Line of Sight: a structural subset of line-of-sight.ts's LosResult. */
export interface SightLine {
  readonly clear: boolean;
  readonly blockedBy?: { readonly caseRef: string; readonly reason: string };
  /** Doors, windows and slits the line passes through (Cases 8.42–8.44). */
  readonly apertures: readonly { readonly side: SideRef; readonly terrain: 'door' | 'window' | 'slit' }[];
  /** The line crosses a building line (Case 8.45). */
  readonly throughBuildingLine: boolean;
}

/** How to measure range and trace LOS: on a map (the real Cases 8.11 and 8.2), or with injected functions. */
export type { Viewpoint };

export interface SightContext {
  /** Case 8.13: the scenario's observation range in squares, or unlimited. */
  readonly observationRange: number | 'unlimited';
  readonly map?: GameMap;
  /** Smoke squares (Case 8.23) for the map's LOS. */
  readonly smoke?: readonly Square[];
  /** Squares holding a tank, blocking terrain for the map's LOS (Case 23.62). */
  readonly vehicles?: readonly Square[];
  /** Overrides the map's LOS (tests, or a cached LOS). */
  readonly los?: (from: Viewpoint, to: Viewpoint) => SightLine;
  /** Overrides Case 8.11 range. */
  readonly range?: (from: Square, to: Square) => number;
  /** Light sources (Sections 33–34): the observation range to a man standing in `target`, when it is not `observationRange` (a lit square: the Day column, Cases 33.24, 34.11). */
  readonly observationRangeAt?: (target: Square) => { readonly range: number | 'unlimited'; readonly caseRef: string } | undefined;
  /** Section 36.0 in use: men in and under water see each other by Cases 36.13–36.15 (rules/underwater.ts). */
  readonly underwater?: boolean;
}

export interface AttemptContext extends SightContext {
  /** The current Phase (GameState.phase). */
  readonly phase: string;
  /** Where each man the observer already observes stands now (for the Case 8.35 arc); defaults to his last-known square. */
  readonly positionOf?: (enemyId: string) => Square | undefined;
  /** The target is firing or throwing now (Case 8.5): only range and LOS matter. */
  readonly targetFiring?: boolean;
}

export interface Sight {
  readonly range: number;
  readonly los: SightLine;
  /** The observation range to this target when a light source changes it (SightContext.observationRangeAt). */
  readonly limit?: { readonly range: number | 'unlimited'; readonly caseRef: string };
}

export type AttemptCheck =
  | { readonly ok: true; readonly range: number; readonly los: SightLine; readonly automatic: boolean }
  | { readonly ok: false; readonly error: RuleError };

const viewpoint = (m: ManAt): Viewpoint => ({ square: m.square, posture: m.posture, ...(m.level !== undefined ? { level: m.level } : {}) });

/** Section 36.1: where a man is in the water, from his square, posture and dive (ManAt.waterLevel). */
function manWaterView(map: GameMap, m: ManAt): { readonly square: Square } & WaterView {
  const inWater = isWater(map, m.square);
  const depth = inWater ? -Math.min(0, Math.max(m.waterLevel ?? 0, waterBottom(map, m.square))) : 0;
  return { square: m.square, inWater, depth, erect: inWater && depth === 0 && m.posture === 'erect' };
}

/** Range and LOS between two men, measured with the context's map or injected functions. */
export function measureSight(observer: ManAt, target: ManAt, ctx: SightContext): Sight {
  const r = (ctx.range ?? exactRange)(observer.square, target.square);
  let los: SightLine;
  if (ctx.los) los = ctx.los(viewpoint(observer), viewpoint(target));
  else if (ctx.map) los = lineOfSight(ctx.map, viewpoint(observer), viewpoint(target), ctx.smoke || ctx.vehicles ? { ...(ctx.smoke ? { smoke: ctx.smoke } : {}), ...(ctx.vehicles ? { vehicles: ctx.vehicles } : {}) } : undefined);
  else throw new Error('measureSight needs a map or a los function (Case 8.24)');
  const limit = ctx.observationRangeAt?.(target.square);
  // Cases 36.13–36.15: underwater, squares and levels count more, and the surface cuts sight between water and land.
  const wet = ctx.underwater && ctx.map ? underwaterSight(manWaterView(ctx.map, observer), manWaterView(ctx.map, target)) : undefined;
  if (wet?.blocked) return { range: r, los: { ...los, clear: false, blockedBy: { caseRef: 'Case 36.14', reason: wet.reason } }, ...(limit ? { limit } : {}) };
  return { range: wet ? wet.range : r, los, ...(limit ? { limit } : {}) };
}

/** Case 8.12: within the scenario's observation range. */
export function inObservationRange(r: number, observationRange: number | 'unlimited'): boolean {
  return observationRange === 'unlimited' || r <= observationRange;
}

/** Case 8.27: the next square, or the same square (Case 7.43). */
export function adjacent(a: Square, b: Square): boolean {
  return Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) <= 1;
}

/** The stored names of the four sides of a square. */
function sidesOf(sq: Square): Set<string> {
  return new Set((['n', 'e', 's', 'w'] as const).map((dir) => sideKey({ col: sq.col, row: sq.row, dir })));
}

/**
 * Cases 8.42–8.44: a prone man behind a door, slit or window. Returns the
 * error, or undefined when the aperture does not hide him. Not applied to
 * automatic observation (Case 8.5).
 */
export function apertureLimit(target: ManAt, observerSquare: Square, sight: Sight): RuleError | undefined {
  if (target.posture !== 'prone') return undefined;
  const targetSides = sidesOf(target.square);
  for (const ap of sight.los.apertures) {
    if (ap.terrain === 'door' && sight.range > DOOR_PRONE_MAX_RANGE && targetSides.has(sideKey(ap.side))) {
      return ruleError(
        'observe/prone-behind-door',
        'Case 8.42',
        `A prone man abutting a door cannot be observed through it from more than ${DOOR_PRONE_MAX_RANGE} squares (range ${sight.range}) (Case 8.42).`,
      );
    }
    if (ap.terrain === 'slit' && sight.range > SLIT_PRONE_MAX_RANGE) {
      return ruleError(
        'observe/prone-behind-slit',
        'Case 8.43',
        `A prone man can be observed through a slit only from ${SLIT_PRONE_MAX_RANGE} or fewer squares (range ${sight.range}) (Case 8.43).`,
      );
    }
    if (ap.terrain === 'window' && !adjacent(observerSquare, target.square)) {
      return ruleError('observe/prone-behind-window', 'Case 8.44', 'A prone man cannot be observed through a window unless adjacent (Cases 8.44, 8.27).');
    }
  }
  return undefined;
}

/** Cases 8.12 and 8.24 (with 8.5's "requires only" these two): range and LOS, nothing else. */
export function sightError(sight: Sight, ctx: SightContext): RuleError | undefined {
  const limit = sight.limit?.range ?? ctx.observationRange;
  if (!inObservationRange(sight.range, limit)) {
    return ruleError('observe/out-of-range', 'Case 8.12', `The target is ${sight.range} squares away; the observation range is ${String(limit)} (Cases 8.12, 8.13${sight.limit ? `; ${sight.limit.caseRef}` : ''}).`);
  }
  if (!sight.los.clear) {
    const why = sight.los.blockedBy ? `${sight.los.blockedBy.reason} (${sight.los.blockedBy.caseRef})` : 'the Line of Sight is blocked';
    return ruleError('observe/no-line-of-sight', 'Case 8.24', `No Line of Sight to the target: ${why} (Case 8.24).`);
  }
  return undefined;
}

/** Case 8.32: has he already succeeded in this Task Execution Phase? (A man he tried for this Phase and now observes.) */
export function succeededThisPhase(k: ManKnowledge): boolean {
  return k.attemptedThisPhase.some((id) => k.observing.includes(id));
}

/** The limits on the observer alone, before any measuring (Cases 8.31–8.36, 8.83, 8.85). */
export function observerLimitError(observer: ObserverAt, targetId: string, phase: string): RuleError | undefined {
  const k = observer.knowledge;
  if (!OBSERVATION_PHASES.includes(phase)) {
    return ruleError('observe/wrong-phase', 'Case 8.33', 'Observation may be attempted only in the Observation and the two Task Execution Phases (Case 8.33).');
  }
  if (k.observing.includes(targetId)) {
    return ruleError('observe/already', 'Case 8.83', 'He already observes this man and need not roll again (Case 8.83).');
  }
  if (phase === OBSERVATION_PHASE && k.attemptedInObservationPhase) {
    return ruleError('observe/observation-phase-used', 'Case 8.31', 'He has made his one attempt of the Observation Phase (Case 8.31).');
  }
  if (k.attemptedThisPhase.includes(targetId)) {
    return ruleError('observe/target-tried-this-phase', 'Case 8.36', 'He has already tried to observe this man in this Phase (Case 8.36).');
  }
  if (phase !== OBSERVATION_PHASE && succeededThisPhase(k)) {
    return ruleError('observe/phase-success-used', 'Case 8.32', 'He has already observed a man in this Task Execution Phase (Case 8.32).');
  }
  if (k.successesThisTurn >= MAX_SUCCESSES_PER_TURN) {
    return ruleError('observe/turn-limit', 'Case 8.85', `He has observed ${MAX_SUCCESSES_PER_TURN} men this Game-Turn; no further attempts (Case 8.85).`);
  }
  if (k.observing.length >= MAX_OBSERVED_AT_ONCE) {
    return ruleError('observe/limit', 'Case 8.34', `He already has ${MAX_OBSERVED_AT_ONCE} men under observation (Cases 8.34, 8.85).`);
  }
  return undefined;
}

/** Case 8.35: the men he observes now plus the new target must fit in one 180° arc. */
export function arcError(observer: ObserverAt, target: ManAt, positionOf?: (enemyId: string) => Square | undefined): RuleError | undefined {
  const held = observer.knowledge.observing
    .map((id) => positionOf?.(id) ?? observer.knowledge.lastKnown[id]?.square)
    .filter((sq): sq is Square => sq !== undefined);
  if (held.length === 0 || withinOneArc(observer.square, [...held, target.square])) return undefined;
  return ruleError('observe/outside-arc', 'Case 8.35', 'All the men he observes must lie in one 180° arc; this man would not (Case 8.35, Diagram 3).');
}

/**
 * May `observer` attempt to observe `target` now? Checks, in order: Phase
 * (8.33), already observed (8.83), Observation Phase attempt (8.31), once per
 * target per Phase (8.36), one success per Task Execution Phase (8.32), two
 * successes per Game-Turn (8.85), three at a time (8.34), range (8.11/8.12),
 * LOS (8.24, 8.27), prone behind door/slit/window (8.42–8.44) and the 180°
 * arc (8.35). When the target is firing or throwing (8.5) only range and LOS
 * are checked and the answer is `automatic`.
 */
export function canAttempt(observer: ObserverAt, target: ManAt, ctx: AttemptContext): AttemptCheck {
  if (ctx.targetFiring) {
    const sight = measureSight(observer, target, ctx);
    const e = sightError(sight, ctx);
    return e ? { ok: false, error: e } : { ok: true, range: sight.range, los: sight.los, automatic: true };
  }
  const limit = observerLimitError(observer, target.id, ctx.phase);
  if (limit) return { ok: false, error: limit };
  const sight = measureSight(observer, target, ctx);
  const e = sightError(sight, ctx) ?? apertureLimit(target, observer.square, sight) ?? arcError(observer, target, ctx.positionOf);
  return e ? { ok: false, error: e } : { ok: true, range: sight.range, los: sight.los, automatic: false };
}
