import { describe, expect, it } from 'vitest';
import { blankMap, type GameMap } from '../../../map/map-model';
import { acrossSide, besideSide, bridgeFreeFrom, mapWithBridges, mayStandFreely, normalSide, sidesOfStep, taskPhaseIndex, wireOn, type WireBridge } from './barbed-wire';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { stepTaskPoints } from './movement';
import { panicMove } from './panic-routine';

const sq = (col: number, row: number) => ({ col, row });
const NP = 'non-prepared-task-execution';
const P = 'prepared-task-execution';

function wired(): GameMap {
  const m = blankMap('w', 'wire', 10, 10, { kind: 'custom', note: 'test' });
  return { ...m, lines: [{ side: { col: 5, row: 1, dir: 'w' }, terrain: 'barbed-wire' }, { side: { col: 5, row: 2, dir: 'w' }, terrain: 'concertina-wire' }] };
}
const walker = { prone: false, seriouslyWounded: false };

describe('Section 20.1 Straight Wire', () => {
  it('Case 20.11: a straight-wire square side is impassable; Case 20.21: so is concertina', () => {
    const map = wired();
    expect(stepTaskPoints(map, sq(4, 1), sq(5, 1), walker)).toMatchObject({ code: 'move/impassable' });
    expect(stepTaskPoints(map, sq(5, 2), sq(4, 2), walker)).toMatchObject({ code: 'move/impassable' });
    expect(wireOn(map, { col: 4, row: 1, dir: 'e' })).toBe('barbed-wire');
    expect(wireOn(map, { col: 5, row: 2, dir: 'w' })).toBe('concertina-wire');
  });

  it('Case 20.12: the squares beside a side, and the square across it', () => {
    expect(normalSide({ col: 4, row: 1, dir: 'e' })).toEqual({ col: 5, row: 1, dir: 'w' });
    expect(besideSide(sq(4, 1), { col: 5, row: 1, dir: 'w' })).toBe(true);
    expect(besideSide(sq(5, 1), { col: 5, row: 1, dir: 'w' })).toBe(true);
    expect(besideSide(sq(6, 1), { col: 5, row: 1, dir: 'w' })).toBe(false);
    expect(acrossSide(sq(4, 1), { col: 5, row: 1, dir: 'w' })).toEqual(sq(5, 1));
    expect(acrossSide(sq(3, 3), { col: 3, row: 3, dir: 's' })).toEqual(sq(3, 4));
    expect(sidesOfStep(sq(4, 1), sq(5, 1))).toEqual([{ col: 5, row: 1, dir: 'w' }]);
    expect(sidesOfStep(sq(4, 1), sq(5, 2))).toHaveLength(4);
  });

  it('Case 20.12: with a man lying on it, straight wire is crossable; concertina never is', () => {
    const bridge: WireBridge = { manId: 'x', side: { col: 5, row: 1, dir: 'w' }, square: sq(4, 1), since: { turn: 1, phase: NP } };
    const map = mapWithBridges(wired(), [bridge]);
    expect(stepTaskPoints(map, sq(4, 1), sq(5, 1), walker)).toBe(5);
    expect(stepTaskPoints(map, sq(4, 2), sq(5, 2), walker)).toMatchObject({ code: 'move/impassable' });
  });

  it('Case 20.13: two full Task Execution Phases after the last crossing, he stands without harm in the next', () => {
    expect(taskPhaseIndex({ turn: 3, phase: P })).toBe(taskPhaseIndex({ turn: 3, phase: NP }) + 1);
    const used: WireBridge = { manId: 'x', side: { col: 5, row: 1, dir: 'w' }, square: sq(4, 1), since: { turn: 1, phase: NP }, lastUsed: { turn: 1, phase: NP } };
    // Used in Turn 1 (E): full Phases Turn 1 (F) and Turn 2 (E); free from Turn 2 (F).
    expect(mayStandFreely(used, { turn: 1, phase: P })).toBe(false);
    expect(mayStandFreely(used, { turn: 2, phase: NP })).toBe(false);
    expect(mayStandFreely(used, { turn: 2, phase: P })).toBe(true);
    const later = { ...used, lastUsed: { turn: 2, phase: P } };
    expect(bridgeFreeFrom(later)).toBe(taskPhaseIndex({ turn: 4, phase: NP }));
  });
});

describe('Section 20.2 Concertina Wire', () => {
  it('Case 20.22: a man who panics into concertina wire treats it as a wall and runs along it', () => {
    const base = blankMap('c', 'concertina', 30, 30, { kind: 'custom', note: 'test' });
    const lines = Array.from({ length: 5 }, (_, i) => ({ side: { col: 12 + i, row: 8, dir: 's' as const }, terrain: 'concertina-wire' as const }));
    const dice = new ScriptedDice(d6(2));
    const r = panicMove({ map: { ...base, lines }, square: sq(15, 5), mover: walker, taskPoints: 50, observedEnemies: [sq(15, 2)] }, dice);
    // South to 1508, then (1D6 even) west along the wire to 1108, and south again past its end.
    expect(r.route).toEqual([sq(15, 5), sq(15, 6), sq(15, 7), sq(15, 8), sq(14, 8), sq(13, 8), sq(12, 8), sq(11, 8), sq(11, 9), sq(11, 10), sq(11, 11)]);
    dice.assertAllUsed();
  });
});
