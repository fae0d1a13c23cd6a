import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { mountGame } from '../test-support/mount-game';
import { blankMap } from '../../../map/map-model';
import { panicMove } from '../rules/panic-routine';
import { mountPanicTables, panicOffLimits } from './mount-panic';
import { mountOccupancy } from './panic-step';

const sq = (col: number, row: number) => ({ col, row });
const withTerrain = (s: GameState, at: { col: number; row: number }, terrain: 'trench' | 'mountain'): GameState => {
  const squares = [...s.map.squares];
  squares[squareIndex(s.map, at)] = { ...squares[squareIndex(s.map, at)]!, terrain };
  return { ...s, map: { ...s.map, squares } };
};

describe('Case 19.25 on a panicking mount’s route (engine/mount-panic.ts)', () => {
  const s = withTerrain(withTerrain(mountGame([{ id: 'a1', side: 'a', col: 10, row: 10 }], [{ side: 'a', kind: 'horse', col: 11, row: 11 }]), sq(12, 11), 'trench'), sq(11, 12), 'mountain');
  it('Case 19.25: a panicking mount enters no trench or mountain square; open ground stays open', () => {
    const off = panicOffLimits(s, s.men['mount-1']!, undefined)!;
    expect(off(sq(12, 11))).toBe(true);
    expect(off(sq(11, 12))).toBe(true);
    expect(off(sq(10, 11))).toBe(false);
  });
  it('Case 14.24: a panicking man keeps the scenario’s own limits only, and a mount keeps them too', () => {
    expect(panicOffLimits(s, s.men['a1']!, undefined)).toBeUndefined();
    const scenario = (q: { col: number; row: number }) => q.col === 10 && q.row === 11;
    expect(panicOffLimits(s, s.men['mount-1']!, scenario)!(sq(10, 11))).toBe(true);
  });
});

describe('Case 19.25 on a panicking mount’s route: doors', () => {
  // A wall south of row 8 across the whole map with a door at 15; the Enemy man due north.
  const map = { ...blankMap('t', 'test', 30, 30, { kind: 'custom', note: 'test' } as const), lines: Array.from({ length: 30 }, (_, i) => ({ side: { col: 1 + i, row: 8, dir: 's' as const }, terrain: i === 14 ? ('door' as const) : ('wall' as const) })) };
  const run = (movementTables?: ReturnType<typeof mountPanicTables>) => panicMove({ map, square: sq(15, 5), mover: { prone: false, seriouslyWounded: false }, taskPoints: 100, observedEnemies: [sq(15, 2)], ...(movementTables ? { movementTables } : {}) }, new ScriptedDice(d6(2, 2, 2, 2, 2, 2)));
  it('Case 14.24: a panicking man runs straight through the door ahead', () => {
    expect(run().route).toContainEqual(sq(15, 9));
  });
  it('Case 19.25: a panicking mount never crosses the door ("Horses may never move through windows, doors, or slits")', () => {
    const r = run(mountPanicTables());
    expect(r.route.some((q) => q.row >= 9)).toBe(false);
    expect(mountPanicTables().line.door.crossing.value).toBe('impassable');
    expect(mountPanicTables().line.window.crossing.value).not.toBe('impassable');
  });
});

describe('Case 19.24 on a panicking mount’s route (the engine stream property found a third Friendly figure in a square)', () => {
  it('Case 19.24: to a panicking ridden mount a square holding any other Friendly figure is full; its own rider does not count', () => {
    // Horse 1 in 1111 ridden by a2; a1 in 1010 (Friendly), b1 in 1210 (Enemy).
    const g = mountGame(
      [
        { id: 'a1', side: 'a', col: 10, row: 10 },
        { id: 'a2', side: 'a', col: 11, row: 11 },
        { id: 'b1', side: 'b', col: 12, row: 10 },
      ],
      [{ side: 'a', kind: 'horse', col: 11, row: 11 }],
    );
    const horse = g.men['mount-1']!;
    const s: GameState = { ...g, men: { ...g.men, 'mount-1': { ...horse, mount: { ...horse.mount!, riderId: 'a2' } } } };
    const occ = mountOccupancy(s, s.men['mount-1']!);
    expect(occ(sq(10, 10)).friendly).toBeGreaterThanOrEqual(2);
    expect(occ(sq(11, 11)).friendly).toBe(0);
    expect(occ(sq(12, 12)).friendly).toBe(0);
    expect(occ(sq(12, 10)).enemyActive).toBe(true);
  });
});
