import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyKnowledge, type ManKnowledge, type Sighting } from './knowledge';
import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import {
  applyAttempt,
  automaticObservation,
  bookkeepingLoseSight,
  forcedObservers,
  recordAttempt,
  recordObservation,
  resolveAttempt,
  sightingOf,
  startPhase,
  startTurn,
  trackObserved,
} from './observation';
import { observationChance } from './observation-chance';
import {
  BOOKKEEPING_PHASE,
  MAX_OBSERVED_AT_ONCE,
  MAX_SUCCESSES_PER_TURN,
  NON_PREPARED_PHASE,
  OBSERVATION_PHASE,
  PREPARED_PHASE,
  canAttempt,
  type ManAt,
  type ObserverAt,
  type SightContext,
  type SightLine,
} from './observation-limits';

const sq = (col: number, row: number): Square => ({ col, row });
const cheb = (a: Square, b: Square) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
const clear: SightLine = { clear: true, apertures: [], throughBuildingLine: false };
const blocked: SightLine = { clear: false, blockedBy: { caseRef: 'Case 8.23', reason: 'a wall' }, apertures: [], throughBuildingLine: false };
const key = (s: Square) => `${s.col},${s.row}`;

/** LOS is blocked to any square in `walls` (a stand-in for line-of-sight.ts). */
const sightCtx = (walls: ReadonlySet<string> = new Set(), observationRange: number | 'unlimited' = 12): SightContext => ({
  observationRange,
  los: (_from, to) => (walls.has(key(to.square)) ? blocked : clear),
  range: cheb,
});
const man = (id: string, square: Square, posture: 'erect' | 'prone' = 'erect'): ManAt => ({ id, square, posture });
const obs = (id: string, square: Square, k: Partial<ManKnowledge> = {}): ObserverAt => ({ ...man(id, square), knowledge: { ...emptyKnowledge(), ...k } });
const fifty: Breakdown = { what: 'Observation chance', steps: [], final: 50 };

describe('resolveAttempt: Section 8.0 procedure', () => {
  it('Case 8.0: a roll at or under the chance observes; over it does not', () => {
    expect(resolveAttempt(50, fifty)).toMatchObject({ success: true, roll: 50, chance: 50 });
    expect(resolveAttempt(51, fifty).success).toBe(false);
    expect(resolveAttempt(1, fifty).summary).toBe('Case 8.0 observation: 1D100 = 1 against 50%: observed');
  });

  it('Case 8.0: a roll of 96–100 always fails against the 95% ceiling, 1–5 always succeeds against the 5% floor', () => {
    const top = observationChance({ codeLetter: 'A', range: 1, targetPosture: 'erect', targetTerrain: 'clear', targetInside: 'no', observerInside: false, throughBuildingLine: false, observerMovedThisTurn: false, targetMoving: true, defendingMode: false });
    expect(resolveAttempt(95, top).success).toBe(true);
    expect(resolveAttempt(96, top).success).toBe(false);
  });

  it('Case 4.0: a 1D100 roll is 1–100', () => {
    expect(() => resolveAttempt(0, fifty)).toThrow(RangeError);
    expect(() => resolveAttempt(101, fifty)).toThrow(RangeError);
    expect(() => resolveAttempt(2.5, fifty)).toThrow(RangeError);
  });
});

describe('knowledge updates (Cases 8.31, 8.36, 8.82–8.85)', () => {
  const t = man('t', sq(5, 9), 'prone');

  it('Cases 8.31/8.36: a failed attempt is recorded, with no sighting', () => {
    const k = applyAttempt(emptyKnowledge(), t, { success: false }, 3, OBSERVATION_PHASE);
    expect(k).toMatchObject({ observing: [], attemptedThisPhase: ['t'], attemptedInObservationPhase: true, successesThisTurn: 0, lastKnown: {} });
  });

  it('Cases 8.83/8.85: a success observes him, counts one of the two, and records where he was', () => {
    const k = applyAttempt(emptyKnowledge(), t, { success: true }, 3, NON_PREPARED_PHASE);
    expect(k.observing).toEqual(['t']);
    expect(k.successesThisTurn).toBe(1);
    expect(k.attemptedInObservationPhase).toBe(false);
    expect(k.lastKnown['t']).toEqual({ enemyId: 't', square: sq(5, 9), posture: 'prone', turn: 3, phase: NON_PREPARED_PHASE });
  });

  it('Case 8.82: a sighting of one man cannot record another', () => {
    expect(() => recordObservation(emptyKnowledge(), 'x', sightingOf(t, 1, OBSERVATION_PHASE))).toThrow(RangeError);
  });

  it('Case 8.36: recording the same attempt twice keeps one entry', () => {
    const k = recordAttempt(recordAttempt(emptyKnowledge(), 't', PREPARED_PHASE), 't', PREPARED_PHASE);
    expect(k.attemptedThisPhase).toEqual(['t']);
  });

  it('Case 8.83: an observed man is followed when he moves; an unobserved one is not', () => {
    const k = applyAttempt(emptyKnowledge(), t, { success: true }, 1, OBSERVATION_PHASE);
    const moved = trackObserved(k, sightingOf(man('t', sq(6, 9)), 1, NON_PREPARED_PHASE));
    expect(moved.lastKnown['t']?.square).toEqual(sq(6, 9));
    const stranger = trackObserved(k, sightingOf(man('u', sq(1, 1)), 1, NON_PREPARED_PHASE));
    expect(stranger).toBe(k);
  });

  it('Cases 8.31/8.36: a new Phase clears its attempts; the Observation Phase also its one attempt', () => {
    const k: ManKnowledge = { ...emptyKnowledge(), attemptedThisPhase: ['a'], attemptedInObservationPhase: true, successesThisTurn: 1 };
    expect(startPhase(k, NON_PREPARED_PHASE)).toMatchObject({ attemptedThisPhase: [], attemptedInObservationPhase: true, successesThisTurn: 1 });
    expect(startPhase(k, OBSERVATION_PHASE)).toMatchObject({ attemptedThisPhase: [], attemptedInObservationPhase: false });
  });

  it('Case 8.85: a new Game-Turn clears the two-success count but not who he observes', () => {
    const k: ManKnowledge = { ...emptyKnowledge(), observing: ['a', 'b'], successesThisTurn: 2, attemptedInObservationPhase: true };
    expect(startTurn(k)).toMatchObject({ observing: ['a', 'b'], successesThisTurn: 0, attemptedInObservationPhase: false, attemptedThisPhase: [] });
  });
});

describe('automaticObservation: Case 8.5', () => {
  const ctx = { ...sightCtx(new Set(), 12), turn: 2, phase: NON_PREPARED_PHASE };

  it('Case 8.5: every enemy in range and LOS observes the firing man, even prone behind a window, with no roll', () => {
    const firer = man('f', sq(10, 10), 'prone');
    const windowCtx = { ...ctx, los: () => ({ ...clear, apertures: [{ side: { col: 10, row: 10, dir: 'n' as const }, terrain: 'window' as const }] }) };
    const r = automaticObservation([obs('a', sq(10, 20)), obs('b', sq(10, 30))], firer, windowCtx);
    expect(r.newlyObserved).toEqual(['a']);
    expect(r.knowledge['a']?.observing).toEqual(['f']);
    expect(r.knowledge['a']?.lastKnown['f']).toEqual({ enemyId: 'f', square: sq(10, 10), posture: 'prone', turn: 2, phase: NON_PREPARED_PHASE });
    expect(r.knowledge['b']).toBeUndefined();
  });

  it('Case 8.5: no LOS, no automatic observation', () => {
    const r = automaticObservation([obs('a', sq(10, 15))], man('f', sq(10, 10)), { ...sightCtx(new Set(['10,10'])), turn: 1, phase: PREPARED_PHASE });
    expect(r.newlyObserved).toEqual([]);
  });

  it('Cases 8.5/8.85/8.34: it does not count toward the two of the Game-Turn, and may make a fourth', () => {
    const a = obs('a', sq(10, 15), { observing: ['x', 'y', 'z'], successesThisTurn: 2 });
    const r = automaticObservation([a], man('f', sq(10, 10)), ctx);
    expect(r.knowledge['a']).toMatchObject({ observing: ['x', 'y', 'z', 'f'], successesThisTurn: 2 });
  });

  it('Case 8.5: a man already observing the firer sees him again where he fired from', () => {
    const a = obs('a', sq(10, 15), { observing: ['f'], lastKnown: { f: sightingOf(man('f', sq(1, 1)), 1, OBSERVATION_PHASE) } });
    const r = automaticObservation([a], man('f', sq(10, 10)), ctx);
    expect(r.newlyObserved).toEqual([]);
    expect(r.knowledge['a']?.lastKnown['f']?.square).toEqual(sq(10, 10));
  });
});

describe('bookkeepingLoseSight: Case 8.84', () => {
  const k: ManKnowledge = {
    ...emptyKnowledge(),
    observing: ['near', 'far', 'hidden', 'gone'],
    lastKnown: Object.fromEntries(['near', 'far', 'hidden', 'gone'].map((id) => [id, sightingOf(man(id, sq(1, 1)), 1, OBSERVATION_PHASE)])),
  };
  const o: ObserverAt = { ...man('o', sq(10, 10)), knowledge: k };
  const enemies = [man('near', sq(10, 12)), man('far', sq(10, 30)), man('hidden', sq(12, 10))];

  it('Case 8.84: only in the Bookkeeping Phase', () => {
    const r = bookkeepingLoseSight(o, enemies, { ...sightCtx(new Set(['12,10'])), phase: PREPARED_PHASE });
    expect(r.ok ? '' : r.error.code).toBe('observe/not-bookkeeping');
    expect(r.ok ? '' : r.error.caseRef).toBe('Case 8.84');
  });

  it('Case 8.84: men beyond range, out of LOS, or off the map are lost; last-known positions stay', () => {
    const r = bookkeepingLoseSight(o, enemies, { ...sightCtx(new Set(['12,10'])), phase: BOOKKEEPING_PHASE });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lost).toEqual(['far', 'hidden', 'gone']);
    expect(r.value.knowledge.observing).toEqual(['near']);
    expect(r.value.knowledge.lastKnown).toEqual(k.lastKnown);
  });
});

describe('forcedObservers: Cases 8.92, 8.95', () => {
  const ctx = { ...sightCtx(new Set(), 12), phase: NON_PREPARED_PHASE };
  const mover = man('m', sq(10, 10));

  it('Case 8.92: unengaged men in range and LOS must attempt; others not', () => {
    const r = forcedObservers([obs('a', sq(10, 15)), obs('far', sq(10, 30)), obs('busy', sq(10, 14), { attemptedThisPhase: ['q'] })], mover, ctx);
    expect(r).toEqual({ mustAttempt: ['a'], mayForego: [] });
  });

  it('Case 8.92: a man who already observes the mover, or is at his limits, is not forced', () => {
    const r = forcedObservers(
      [obs('sees', sq(10, 15), { observing: ['m'] }), obs('full', sq(10, 16), { successesThisTurn: MAX_SUCCESSES_PER_TURN })],
      mover,
      ctx,
    );
    expect(r.mustAttempt).toEqual([]);
  });

  it('Case 8.92: a man who observes an enemy who fired, in range and LOS, may forego', () => {
    const firer = man('f', sq(12, 16));
    const r = forcedObservers([obs('a', sq(10, 15), { observing: ['f'] })], mover, { ...ctx, firedEnemies: [firer] });
    expect(r).toEqual({ mustAttempt: [], mayForego: ['a'] });
  });

  it('Case 8.92: only in the Task Execution Phases', () => {
    expect(forcedObservers([obs('a', sq(10, 15))], mover, { ...ctx, phase: OBSERVATION_PHASE }).mustAttempt).toEqual([]);
    expect(forcedObservers([obs('a', sq(10, 15))], mover, { ...ctx, phase: PREPARED_PHASE }).mustAttempt).toEqual(['a']);
  });
});

// ---------------------------------------------------------------------------
// Property tests: random sequences of attempts, moves, fire and Phases.

const PHASES = ['observation', 'opportunity-fire-plot', 'initiative', 'hand-to-hand', NON_PREPARED_PHASE, PREPARED_PHASE, BOOKKEEPING_PHASE, 'game-turn-record'];
const ENEMIES = ['e0', 'e1', 'e2', 'e3', 'e4', 'e5'];
const position = fc.record({ col: fc.integer({ min: 1, max: 30 }), row: fc.integer({ min: 1, max: 30 }) });
const step = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('attempt' as const), target: fc.integer({ min: 0, max: 5 }), roll: fc.integer({ min: 1, max: 100 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), target: fc.integer({ min: 0, max: 5 }), to: position, prone: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('fire' as const), target: fc.integer({ min: 0, max: 5 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('phase' as const) }) },
);

interface World {
  k: ManKnowledge;
  enemies: ManAt[];
  turn: number;
  phaseIndex: number;
  /** Every (enemy, square, posture, turn, phase) the observer actually saw. */
  seen: Set<string>;
}

const seenKey = (s: Sighting) => `${s.enemyId}@${s.square.col},${s.square.row},${s.posture}#${s.turn}/${s.phase}`;

function run(steps: readonly StepT[], startPositions: Square[], walls: Set<string>, withFire: boolean, check: (w: World, after: StepT) => void) {
  const ctx = sightCtx(walls, 15);
  const w: World = {
    k: emptyKnowledge(),
    enemies: ENEMIES.map((id, i) => man(id, startPositions[i] ?? sq(1, 1))),
    turn: 1,
    phaseIndex: 0,
    seen: new Set(),
  };
  const O = sq(15, 15);
  for (const s of steps) {
    const phase = PHASES[w.phaseIndex] ?? 'observation';
    const observer: ObserverAt = { ...man('o', O), knowledge: w.k };
    if (s.kind === 'attempt') {
      const target = w.enemies[s.target]!;
      const can = canAttempt(observer, target, { ...ctx, phase, positionOf: (id) => w.enemies.find((e) => e.id === id)?.square });
      if (can.ok) {
        const b = observationChance({ codeLetter: 'K', range: can.range, targetPosture: target.posture, targetTerrain: 'clear', targetInside: 'no', observerInside: false, throughBuildingLine: false, observerMovedThisTurn: false, targetMoving: false, defendingMode: false });
        const out = resolveAttempt(s.roll, b);
        w.k = applyAttempt(w.k, target, out, w.turn, phase);
        if (out.success) {
          w.seen.add(seenKey(sightingOf(target, w.turn, phase)));
          expect(w.k.observing.length).toBeLessThanOrEqual(MAX_OBSERVED_AT_ONCE);
        }
      }
    } else if (s.kind === 'move') {
      const moved = man(ENEMIES[s.target]!, s.to, s.prone ? 'prone' : 'erect');
      w.enemies = w.enemies.map((e) => (e.id === moved.id ? moved : e));
      const sighting = sightingOf(moved, w.turn, phase);
      if (w.k.observing.includes(moved.id)) w.seen.add(seenKey(sighting));
      w.k = trackObserved(w.k, sighting);
    } else if (s.kind === 'fire' && withFire) {
      const firer = w.enemies[s.target]!;
      const r = automaticObservation([observer], firer, { ...ctx, turn: w.turn, phase });
      if (r.knowledge['o']) {
        w.seen.add(seenKey(sightingOf(firer, w.turn, phase)));
        w.k = r.knowledge['o'];
      }
    } else if (s.kind === 'phase') {
      if (phase === BOOKKEEPING_PHASE) {
        const r = bookkeepingLoseSight(observer, w.enemies, { ...ctx, phase });
        if (r.ok) w.k = r.value.knowledge;
      }
      w.phaseIndex = (w.phaseIndex + 1) % PHASES.length;
      if (w.phaseIndex === 0) {
        w.turn += 1;
        w.k = startTurn(w.k);
      }
      w.k = startPhase(w.k, PHASES[w.phaseIndex]!);
    }
    check(w, s);
  }
}

type StepT = typeof step extends fc.Arbitrary<infer T> ? T : never;

describe('observation limits hold for random sequences (property)', () => {
  const world = fc.record({
    steps: fc.array(step, { minLength: 10, maxLength: 100, size: 'max' }),
    starts: fc.array(position, { minLength: 6, maxLength: 6 }),
    walls: fc.uniqueArray(position.map(key), { maxLength: 60 }),
  });

  it('Cases 8.34/8.85: never more than three observed, never more than two new in a Game-Turn', () => {
    let most = 0;
    let mostInTurn = 0;
    fc.assert(
      fc.property(world, ({ steps, starts, walls }) => {
        run(steps, starts, new Set(walls), false, (w) => {
          expect(w.k.observing.length).toBeLessThanOrEqual(MAX_OBSERVED_AT_ONCE);
          expect(w.k.successesThisTurn).toBeLessThanOrEqual(MAX_SUCCESSES_PER_TURN);
          expect(new Set(w.k.observing).size).toBe(w.k.observing.length);
          most = Math.max(most, w.k.observing.length);
          mostInTurn = Math.max(mostInTurn, w.k.successesThisTurn);
        });
      }),
      { numRuns: 150 },
    );
    // The sequences do reach both limits, so the property is not vacuous.
    expect(most).toBe(MAX_OBSERVED_AT_ONCE);
    expect(mostInTurn).toBe(MAX_SUCCESSES_PER_TURN);
  });

  it('Cases 8.5/8.85: with automatic observation mixed in, still two successes a turn, and no attempt is allowed at three', () => {
    let most = 0;
    fc.assert(
      fc.property(world, ({ steps, starts, walls }) => {
        run(steps, starts, new Set(walls), true, (w) => {
          expect(w.k.successesThisTurn).toBeLessThanOrEqual(MAX_SUCCESSES_PER_TURN);
          most = Math.max(most, w.k.observing.length);
          if (w.k.observing.length >= MAX_OBSERVED_AT_ONCE) {
            const observer: ObserverAt = { ...man('o', sq(15, 15)), knowledge: w.k };
            for (const e of w.enemies) {
              const r = canAttempt(observer, e, { ...sightCtx(new Set(walls), 15), phase: NON_PREPARED_PHASE });
              expect(r.ok).toBe(false);
            }
          }
        });
      }),
      { numRuns: 150 },
    );
    // Automatic observation does take a man past three (Case 8.5 ruling), so the check above runs.
    expect(most).toBeGreaterThan(MAX_OBSERVED_AT_ONCE);
  });

  it('Case 8.83: every last-known position comes from an actual observation', () => {
    let entries = 0;
    fc.assert(
      fc.property(world, ({ steps, starts, walls }) => {
        run(steps, starts, new Set(walls), true, (w) => {
          for (const s of Object.values(w.k.lastKnown)) expect(w.seen.has(seenKey(s))).toBe(true);
          entries = Math.max(entries, Object.keys(w.k.lastKnown).length);
        });
      }),
      { numRuns: 150 },
    );
    expect(entries).toBeGreaterThan(MAX_OBSERVED_AT_ONCE);
  });
});
