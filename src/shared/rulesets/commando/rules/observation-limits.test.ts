import { describe, expect, it } from 'vitest';
import { emptyKnowledge, type ManKnowledge } from './knowledge';
import { blankMap, type GameMap, type SideRef, type Square } from '../../../map/map-model';
import {
  NON_PREPARED_PHASE,
  OBSERVATION_PHASE,
  canAttempt,
  type AttemptContext,
  type ManAt,
  type ObserverAt,
  type SightLine,
} from './observation-limits';

const sq = (col: number, row: number): Square => ({ col, row });
const cheb = (a: Square, b: Square) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row));
const clear: SightLine = { clear: true, apertures: [], throughBuildingLine: false };

const observer = (k: Partial<ManKnowledge> = {}, square = sq(10, 10)): ObserverAt => ({
  id: 'o',
  square,
  posture: 'erect',
  knowledge: { ...emptyKnowledge(), ...k },
});
const target = (square: Square, posture: 'erect' | 'prone' = 'erect', id = 't'): ManAt => ({ id, square, posture });
const ctx = (over: Partial<AttemptContext> = {}): AttemptContext => ({
  phase: NON_PREPARED_PHASE,
  observationRange: 25,
  los: () => clear,
  range: cheb,
  ...over,
});
const code = (r: ReturnType<typeof canAttempt>) => (r.ok ? 'ok' : r.error.code);
const caseOf = (r: ReturnType<typeof canAttempt>) => (r.ok ? undefined : r.error.caseRef);

describe('canAttempt: range and LOS', () => {
  it('Case 8.12: a target within observation range may be attempted; range is returned', () => {
    const r = canAttempt(observer(), target(sq(10, 35)), ctx());
    expect(r).toMatchObject({ ok: true, range: 25, automatic: false });
  });

  it('Cases 8.12/8.13: a target beyond observation range may not', () => {
    const r = canAttempt(observer(), target(sq(10, 36)), ctx());
    expect(code(r)).toBe('observe/out-of-range');
    expect(caseOf(r)).toBe('Case 8.12');
  });

  it('Case 8.13: unlimited range (Clear / Day) never refuses on range', () => {
    expect(code(canAttempt(observer(), target(sq(10, 64)), ctx({ observationRange: 'unlimited' })))).toBe('ok');
  });

  it('Case 8.24: no LOS, no attempt; the blocking reason reaches the message', () => {
    const blocked: SightLine = { ...clear, clear: false, blockedBy: { caseRef: 'Case 8.23', reason: 'a wall at 1011 n' } };
    const r = canAttempt(observer(), target(sq(10, 12)), ctx({ los: () => blocked }));
    expect(code(r)).toBe('observe/no-line-of-sight');
    expect(r.ok ? '' : r.error.message).toContain('a wall at 1011 n');
  });
});

describe('canAttempt: Phase and per-man limits (Section 8.3)', () => {
  it('Case 8.33: only in the Observation and Task Execution Phases', () => {
    for (const phase of ['bookkeeping', 'opportunity-fire-plot', 'hand-to-hand', 'initiative']) {
      expect(code(canAttempt(observer(), target(sq(10, 12)), ctx({ phase })))).toBe('observe/wrong-phase');
    }
    for (const phase of ['observation', 'non-prepared-task-execution', 'prepared-task-execution']) {
      expect(code(canAttempt(observer(), target(sq(10, 12)), ctx({ phase })))).toBe('ok');
    }
  });

  it('Case 8.83: a man already observed needs no attempt', () => {
    expect(code(canAttempt(observer({ observing: ['t'] }), target(sq(10, 12)), ctx()))).toBe('observe/already');
  });

  it('Case 8.31: one attempt in the Observation Phase', () => {
    const r = canAttempt(observer({ attemptedInObservationPhase: true, attemptedThisPhase: ['x'] }), target(sq(10, 12)), ctx({ phase: OBSERVATION_PHASE }));
    expect(code(r)).toBe('observe/observation-phase-used');
  });

  it('Case 8.36: once per target per Phase', () => {
    expect(code(canAttempt(observer({ attemptedThisPhase: ['t'] }), target(sq(10, 12)), ctx()))).toBe('observe/target-tried-this-phase');
  });

  it('Case 8.32: after failures he may keep trying other men in a Task Execution Phase', () => {
    expect(code(canAttempt(observer({ attemptedThisPhase: ['a', 'b'] }), target(sq(10, 12)), ctx()))).toBe('ok');
  });

  it('Case 8.32: one success per Task Execution Phase', () => {
    const o = observer({ attemptedThisPhase: ['a'], observing: ['a'], successesThisTurn: 1, lastKnown: {} });
    expect(code(canAttempt(o, target(sq(10, 12)), ctx()))).toBe('observe/phase-success-used');
  });

  it('Case 8.85: two successes per Game-Turn', () => {
    expect(code(canAttempt(observer({ successesThisTurn: 2, observing: ['a', 'b'] }), target(sq(10, 12)), ctx()))).toBe('observe/turn-limit');
  });

  it('Cases 8.34/8.85: three under observation at a time (two held from earlier turns, one new is fine)', () => {
    const positions: Record<string, Square> = { a: sq(9, 5), b: sq(11, 5), c: sq(10, 4) };
    const c = ctx({ positionOf: (id) => positions[id] });
    expect(code(canAttempt(observer({ observing: ['a', 'b'] }), target(sq(10, 5)), c))).toBe('ok');
    expect(code(canAttempt(observer({ observing: ['a', 'b', 'c'] }), target(sq(10, 5)), c))).toBe('observe/limit');
  });
});

describe('canAttempt: Case 8.35 arc', () => {
  const held: Record<string, Square> = { a: sq(10, 4), b: sq(16, 10) };
  const c = ctx({ positionOf: (id) => held[id] });

  it('Case 8.35: any two men fit one closed 180° arc, even exactly ahead and behind', () => {
    expect(code(canAttempt(observer({ observing: ['a'] }), target(sq(10, 16)), c))).toBe('ok');
  });

  it('Case 8.35: a third man who would need more than 180° (north, east, then south-west) is refused', () => {
    const r = canAttempt(observer({ observing: ['a', 'b'] }), target(sq(4, 16)), c);
    expect(code(r)).toBe('observe/outside-arc');
    expect(caseOf(r)).toBe('Case 8.35');
  });

  it('Case 8.35: a third man due west (north, east, west: facing north) is accepted', () => {
    expect(code(canAttempt(observer({ observing: ['a', 'b'] }), target(sq(4, 10)), c))).toBe('ok');
  });

  it('Case 8.35: without positionOf, the last-known square of each observed man is used', () => {
    const seen = (id: string, square: Square) => ({ enemyId: id, square, posture: 'erect' as const, turn: 1, phase: 'observation' });
    const o = observer({ observing: ['a', 'b'], lastKnown: { a: seen('a', sq(10, 4)), b: seen('b', sq(16, 10)) } });
    expect(code(canAttempt(o, target(sq(4, 16)), ctx()))).toBe('observe/outside-arc');
  });
});

describe('canAttempt: Cases 8.42–8.44 prone men behind apertures', () => {
  const through = (terrain: 'door' | 'window' | 'slit', side: SideRef = { col: 10, row: 20, dir: 'n' }): AttemptContext =>
    ctx({ los: () => ({ ...clear, apertures: [{ side, terrain }], throughBuildingLine: true }) });

  it('Case 8.42: a prone man abutting a door is hidden beyond 8 squares', () => {
    expect(code(canAttempt(observer(), target(sq(10, 20), 'prone'), through('door')))).toBe('observe/prone-behind-door');
    expect(code(canAttempt(observer(), target(sq(10, 18), 'prone'), ctx({ los: () => ({ ...clear, apertures: [{ side: { col: 10, row: 18, dir: 'n' }, terrain: 'door' }], throughBuildingLine: true }) })))).toBe('ok');
  });

  it('Case 8.42: the door side is matched under either name (n of one square = s of the one above)', () => {
    const c = through('door', { col: 10, row: 19, dir: 's' });
    expect(code(canAttempt(observer(), target(sq(10, 20), 'prone'), c))).toBe('observe/prone-behind-door');
  });

  it('Case 8.42: a door not abutting the prone man, or an erect man, gives no protection', () => {
    expect(code(canAttempt(observer(), target(sq(10, 22), 'prone'), through('door')))).toBe('ok');
    expect(code(canAttempt(observer(), target(sq(10, 20), 'erect'), through('door')))).toBe('ok');
  });

  it('Case 8.43: a prone man behind a slit is seen only from 4 or fewer squares', () => {
    expect(code(canAttempt(observer(), target(sq(10, 14), 'prone'), through('slit')))).toBe('ok');
    expect(code(canAttempt(observer(), target(sq(10, 15), 'prone'), through('slit')))).toBe('observe/prone-behind-slit');
    expect(code(canAttempt(observer(), target(sq(10, 15), 'erect'), through('slit')))).toBe('ok');
  });

  it('Case 8.44: never a prone man through a window, except from the adjacent square (Case 8.27)', () => {
    expect(code(canAttempt(observer(), target(sq(10, 12), 'prone'), through('window')))).toBe('observe/prone-behind-window');
    expect(code(canAttempt(observer(), target(sq(11, 11), 'prone'), through('window')))).toBe('ok');
    expect(code(canAttempt(observer(), target(sq(10, 12), 'erect'), through('window')))).toBe('ok');
  });

  it('Case 8.5: a firing man is observed even prone behind a window, and limits do not apply', () => {
    const c = { ...through('window'), targetFiring: true };
    const o = observer({ observing: ['a', 'b', 'c'], successesThisTurn: 2, attemptedThisPhase: ['t'] });
    expect(canAttempt(o, target(sq(10, 12), 'prone'), c)).toMatchObject({ ok: true, automatic: true });
  });

  it('Case 8.5: automatic observation still needs range and LOS', () => {
    expect(code(canAttempt(observer(), target(sq(10, 40)), ctx({ targetFiring: true })))).toBe('observe/out-of-range');
  });
});

describe('canAttempt on a real map (line-of-sight.ts, range.ts)', () => {
  const withAperture = (terrain: 'door' | 'window' | 'slit'): GameMap => ({
    ...blankMap('m', 'test', 30, 30, { kind: 'custom', note: 'test' }),
    lines: [{ side: { col: 10, row: 20, dir: 'n' }, terrain }],
  });
  const onMap = (map: GameMap, phase = NON_PREPARED_PHASE): AttemptContext => ({ phase, observationRange: 25, map });

  it('Case 8.44: the real LOS reports the window and a prone man behind it is refused', () => {
    const map = withAperture('window');
    const r = canAttempt(observer(), target(sq(10, 20), 'prone'), onMap(map));
    expect(code(r)).toBe('observe/prone-behind-window');
    const erect = canAttempt(observer(), target(sq(10, 20), 'erect'), onMap(map));
    expect(erect).toMatchObject({ ok: true, range: 10 });
    if (erect.ok) expect(erect.los.apertures.map((a) => a.terrain)).toEqual(['window']);
  });

  it('Case 8.42: a prone man abutting a door, from 10 squares refused, from 7 allowed (Case 8.11 range)', () => {
    const map = withAperture('door');
    expect(code(canAttempt(observer(), target(sq(10, 20), 'prone'), onMap(map)))).toBe('observe/prone-behind-door');
    expect(code(canAttempt(observer({}, sq(10, 13)), target(sq(10, 20), 'prone'), onMap(map)))).toBe('ok');
  });

  it('Case 8.12: the Case 8.11 range decides a diagonal at the edge of observation range', () => {
    const map = blankMap('m', 'test', 40, 40, { kind: 'custom', note: 'test' });
    // 18 columns and 18 rows away: Case 8.11 range 25.
    expect(canAttempt(observer({}, sq(1, 1)), target(sq(19, 19)), onMap(map))).toMatchObject({ ok: true, range: 25 });
    expect(code(canAttempt(observer({}, sq(1, 1)), target(sq(20, 20)), onMap(map)))).toBe('observe/out-of-range');
  });

  it('Case 8.24: a wall on the real map blocks the attempt, and the message names it', () => {
    const map: GameMap = { ...blankMap('m', 'test', 30, 30, { kind: 'custom', note: 'test' }), lines: [{ side: { col: 10, row: 15, dir: 'n' }, terrain: 'wall' }] };
    const r = canAttempt(observer(), target(sq(10, 20)), onMap(map));
    expect(code(r)).toBe('observe/no-line-of-sight');
  });
});
