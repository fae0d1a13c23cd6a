import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';

const HORSE = 'mount-1';
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
];
function game(ridden: boolean): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  return { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, ...(ridden ? { riderId: 'a1' } : { reinsHeldBy: undefined }) } } } };
}

describe('Case 19.34: grenades on horseback (grenade-command.ts)', () => {
  it('Case 19.34: preparing a grenade on horseback costs twice the chart (7 → 14), the breakdown citing the Case', () => {
    const t = mountTable(game(true));
    t.run({ type: 'task/begin', manId: 'a1' });
    const [prepared] = t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    if (prepared?.type !== 'grenade-prepared') throw new Error('no grenade-prepared');
    expect(prepared.cost.final).toBe(14);
    expect(prepared.cost.steps.at(-1)).toMatchObject({ kind: 'multiply', amount: 2, caseRef: 'Case 19.34' });
  });

  it('Case 19.34: afoot, the chart cost', () => {
    const s = game(false);
    const t = mountTable({ ...s, men: { ...s.men, a1: { ...s.men['a1']!, square: { col: 12, row: 10 } } } });
    t.run({ type: 'task/begin', manId: 'a1' });
    const [prepared] = t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(prepared).toMatchObject({ type: 'grenade-prepared', cost: { final: 7 } });
  });
});
