import { describe, expect, it } from 'vitest';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { mountPanicsAutomatically } from '../rules/mounts';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { mountCandidates } from './mounts';
import { remainingTaskPoints } from './task-points';

const sq = (col: number, row: number) => ({ col, row });
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'a2', side: 'a', col: 11, row: 10 },
  { id: 'b1', side: 'b', col: 25, row: 25 },
];
const HORSE = 'mount-1';
/** a1 has dismounted: he holds the horse's reins in his square. */
const held = (): GameState => {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  return { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, reinsHeldBy: 'a1' } } } };
};
const withBuilding = (s: GameState, at: { col: number; row: number }): GameState => {
  const squares = [...s.map.squares];
  squares[squareIndex(s.map, at)] = { ...squares[squareIndex(s.map, at)]!, terrain: 'building' };
  return { ...s, map: { ...s.map, squares } };
};

describe('Case 19.67: passing reins and hitching (engine/mount-reins.ts)', () => {
  it('Case 19.67: a man passes the reins by passing through the other man’s square and paying the Task Points', () => {
    const t = mountTable(held());
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/pass-reins', manId: 'a1', mountId: HORSE, toManId: 'a2' }).code).toBe('mount/reins-not-here');
    t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 10), sq(11, 10)] });
    const before = remainingTaskPoints(t.state, 'a1');
    t.run({ type: 'task/pass-reins', manId: 'a1', mountId: HORSE, toManId: 'a2' });
    expect(t.state.men[HORSE]!.mount!.reinsHeldBy).toBe('a2');
    expect(remainingTaskPoints(t.state, 'a1')).toBe(before - 7);
    expect(t.events.at(-1)).toMatchObject({ type: 'reins-passed', toManId: 'a2', caseRef: 'Case 19.67' });
    // He no longer holds them: he may not pass them again.
    expect(t.refuse({ type: 'task/pass-reins', manId: 'a1', mountId: HORSE, toManId: 'a2' }).code).toBe('mount/not-holding');
  });

  it('Case 19.67: one man may hold up to four reins; a fifth is refused', () => {
    const s = held();
    const men = { ...s.men };
    for (let i = 2; i <= 5; i++) men[`m${i}`] = { ...s.men[HORSE]!, id: `m${i}`, name: `Horse ${i}`, square: sq(11, 11), mount: { kind: 'horse' as const, reinsHeldBy: 'a2' } };
    const t = mountTable({ ...s, men: { ...men, a1: { ...men['a1']!, square: sq(11, 10) } } });
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/pass-reins', manId: 'a1', mountId: HORSE, toManId: 'a2' }).code).toBe('mount/too-many-reins');
  });

  it('Case 19.67: a man hitches his horse to a building corner; it stays when he moves, and it does not panic automatically', () => {
    const t = mountTable(withBuilding(held(), sq(9, 9)));
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/hitch', manId: 'a1', mountId: HORSE, hitch: true });
    expect(t.state.men[HORSE]!.mount).toEqual({ kind: 'horse', hitched: true });
    expect(mountPanicsAutomatically(t.state.men[HORSE]!.mount!)).toBe(false);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 10), sq(10, 11)] });
    expect(t.state.men[HORSE]!.square).toEqual(sq(10, 10));
    t.run({ type: 'task/hitch', manId: 'a1', mountId: HORSE, hitch: false });
    expect(t.state.men[HORSE]!.mount).toEqual({ kind: 'horse', reinsHeldBy: 'a1' });
  });

  it('Case 19.67: no building corner, no hitch; only the man holding the reins hitches', () => {
    const t = mountTable(held());
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/hitch', manId: 'a1', mountId: HORSE, hitch: true }).code).toBe('mount/no-building-corner');
    const b = mountTable(withBuilding(held(), sq(9, 9)), [], 'a');
    b.run({ type: 'task/begin', manId: 'a2' });
    expect(b.refuse({ type: 'task/hitch', manId: 'a2', mountId: HORSE, hitch: true }).code).toBe('mount/not-holding');
  });

  it('Case 19.67: the legal actions offer passing the reins to a Friend in his square and hitching beside a building', () => {
    const s = withBuilding(held(), sq(9, 9));
    const together = { ...s, men: { ...s.men, a2: { ...s.men['a2']!, square: sq(10, 10) } } };
    const c = mountCandidates(together, 'a1');
    expect(c).toContainEqual({ type: 'task/pass-reins', manId: 'a1', mountId: HORSE, toManId: 'a2' });
    expect(c).toContainEqual({ type: 'task/hitch', manId: 'a1', mountId: HORSE, hitch: true });
  });
});
