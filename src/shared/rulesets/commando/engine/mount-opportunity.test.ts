import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame } from '../test-support/mount-game';
import { bd } from '../view/log/log-fixtures';
import { evolve } from './dispatch';
import { remainingTaskPoints } from './task-points';

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
];
const HORSE = 'mount-1';
const game = (ridden: boolean): GameState => {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  const horse = s.men[HORSE]!;
  return { ...s, men: { ...s.men, [HORSE]: { ...horse, mount: { ...horse.mount!, ...(ridden ? { riderId: 'a1' } : {}) } } } };
};
const fired = (opportunity: boolean, cost: number): GameEvent => ({
  type: 'fire-resolved',
  firerId: 'a1',
  weaponId: 'a1-pistol',
  weapon: 'pistol',
  aimed: false,
  spray: false,
  ...(opportunity ? { opportunity: { promptId: 'p1', simultaneous: false, caseRef: 'Case 6.31' } } : {}),
  cost: bd(cost),
  taskPointsCharged: cost,
  targets: [],
  magazineUnloaded: false,
  summary: [],
  caseRef: 'Case 10.73',
  dice: [],
});

describe('Case 19.33: a rider’s opportunity fire costs his mount double (engine/mount-opportunity.ts)', () => {
  it('Case 19.33: a rider’s opportunity fire of 15 Task Points costs his horse 30', () => {
    const s = evolve(game(true), fired(true, 15));
    expect(remainingTaskPoints(s, 'a1')).toBe(remainingTaskPoints(game(true), 'a1') - 15);
    expect(remainingTaskPoints(s, HORSE)).toBe(remainingTaskPoints(game(true), HORSE) - 30);
  });

  it('Case 19.33: fire in his own turn, or from a man afoot, costs the horse nothing', () => {
    expect(remainingTaskPoints(evolve(game(true), fired(false, 15)), HORSE)).toBe(remainingTaskPoints(game(true), HORSE));
    expect(remainingTaskPoints(evolve(game(false), fired(true, 15)), HORSE)).toBe(remainingTaskPoints(game(false), HORSE));
  });

  it('ruling HC12: the mount spends no more than it has left', () => {
    const s = evolve(game(true), fired(true, 60));
    expect(remainingTaskPoints(s, HORSE)).toBe(0);
  });
});
