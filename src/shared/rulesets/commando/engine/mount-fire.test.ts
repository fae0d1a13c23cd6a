import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { GameState } from '../model/state';
import type { TargetResult } from '../rules/multiple-fire';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame, mountTable } from '../test-support/mount-game';
import { mountFireSplits } from './mount-fire';

const HORSE = 'mount-1';
const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
];
/** a1 rides mount-1 (Endurance 23). */
function ridden(): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  return { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, riderId: 'a1' } } } };
}
const pct = (n: number): DieFace[] => (n === 100 ? d10(0, 0) : d10(Math.floor(n / 10), n % 10));
/** A fire task's result at one man: `hits` per fire, at `chance`%. */
const result = (targetId: string, chance: number, hits: boolean[], woundPoints = 0): TargetResult =>
  ({
    targetId,
    chance: { breakdown: { what: 'hit', steps: [], final: chance }, killBreakdown: { what: 'kill', steps: [], final: 5 } },
    fires: hits.map((hit, i) => ({ fireNumber: i + 1, hit, killed: false, woundPoints: 0 })),
    hit: hits.some(Boolean),
    killed: false,
    woundPoints,
    targetAfter: { endurance: targetId === HORSE ? 23 : 12, woundPoints },
    targetCondition: 'unwounded',
    panicCheck: false,
  }) as unknown as TargetResult;

describe('Section 19.5: fire at a mount or its rider (engine/mount-fire.ts)', () => {
  it('Case 19.51 (its example): the horse missed at 65%, a second 1D100 of 06 ≤ 6 hits the rider; the rifle’s 1D10 wounds him', () => {
    const out = mountFireSplits(ridden(), 'rifle', [result(HORSE, 65, [false])], new ScriptedDice([...pct(6), ...d10(4)]));
    expect(out.splits).toEqual([{ fromId: HORSE, toId: 'a1', fire: 1, chance: expect.objectContaining({ final: 6 }), roll: 6, hit: true, woundPoints: 4, caseRef: 'Case 19.51' }]);
    expect(out.splits[0]!.chance.steps.map((s) => s.caseRef)).toEqual(['Case 19.51', 'Case 19.51', 'Case 19.51']);
    expect(out.wounded).toEqual([{ type: 'man-wounded', manId: 'a1', woundPoints: 4, totalWounds: 4, condition: 'fit', taskPointsLost: 0, caseRef: 'Case 19.51' }]);
  });

  it('Case 19.51: 07 is above the tens digit — the rider is not hit; a fire that hit the horse is not rolled again', () => {
    const out = mountFireSplits(ridden(), 'rifle', [result(HORSE, 65, [true, false], 5)], new ScriptedDice(pct(7)));
    expect(out.splits.map((x) => [x.fire, x.roll, x.hit])).toEqual([[2, 7, false]]);
    expect(out.wounded).toEqual([]);
  });

  it('Case 19.52: the rider missed at 65%: the mount is hit at or below double the tens digit (12)', () => {
    const out = mountFireSplits(ridden(), 'pistol', [result('a1', 65, [false, false])], new ScriptedDice([...pct(12), ...d6(3), ...pct(13)]));
    expect(out.splits.map((x) => [x.toId, x.roll, x.chance.final, x.hit, x.woundPoints, x.caseRef])).toEqual([
      [HORSE, 12, 12, true, 3, 'Case 19.52'],
      [HORSE, 13, 12, false, 0, 'Case 19.52'],
    ]);
    expect(out.splits[0]!.chance.steps.at(-1)).toMatchObject({ kind: 'multiply', caseRef: 'Case 19.52', amount: 2 });
    expect(out.wounded).toMatchObject([{ manId: HORSE, woundPoints: 3, totalWounds: 3 }]);
  });

  it('Cases 19.51–19.52: a riderless mount, or a man afoot, takes no second roll', () => {
    const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
    const out = mountFireSplits(s, 'rifle', [result(HORSE, 65, [false]), result('a1', 65, [false])], new ScriptedDice([]));
    expect(out).toEqual({ splits: [], wounded: [] });
  });
});

describe('Cases 19.51–19.52 in task/fire (fire-command.ts)', () => {
  it('Case 19.51: b1’s rifle misses the ridden horse (99); the second roll, 01, hits a1 — dice and breakdown on fire-resolved, a1 wounded', () => {
    const s = ridden();
    const near: GameState = { ...s, men: { ...s.men, b1: { ...s.men['b1']!, square: { col: 10, row: 13 } } } };
    const t = mountTable(near, [...d10(9, 9), ...pct(1), ...d10(5)], 'b');
    t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: HORSE }, { type: 'task/begin', manId: 'b1' });
    const ev = t.run({ type: 'task/fire', manId: 'b1', targets: [{ targetId: HORSE }] });
    const fired = ev.find((e) => e.type === 'fire-resolved');
    if (fired?.type !== 'fire-resolved') throw new Error('no fire-resolved');
    expect(fired.targets[0]).toMatchObject({ targetId: HORSE, hit: false });
    expect(fired.mountFire).toEqual([expect.objectContaining({ fromId: HORSE, toId: 'a1', fire: 1, roll: 1, hit: true, woundPoints: 5, caseRef: 'Case 19.51' })]);
    expect(fired.dice?.map((d) => d.purpose).at(-2)).toMatch(/^Case 19\.51: fire 1 missed/);
    expect(ev).toContainEqual(expect.objectContaining({ type: 'man-wounded', manId: 'a1', woundPoints: 5, caseRef: 'Case 19.51' }));
    expect(t.state.men['a1']!.wounds).toBe(5);
    expect(t.state.men[HORSE]!.wounds).toBe(0);
  });
});
