/** Case 24.35: an APC is one level above its ground; a man above that fires down at its passengers (ruling VH43). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { squareIndex } from '../../../map/map-model';
import type { GameState } from '../model/state';
import type { ApcType } from '../model/vehicle';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { vehicleGame } from '../test-support/vehicle-game';
import { exposedFromAbove } from './vehicle-fire-down';

const TASKS = 'non-prepared-task-execution';
const MISSES = Array.from({ length: 40 }, () => 9);

/** b1 sits (has not fired) in side b's APC in 1020; a1 (rifle) stands in 1014 on ground of `elevation` levels. */
function game(elevation: number, apcType: ApcType = 'unroofed'): GameState {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 10, row: 14 },
      { id: 'b1', side: 'b', col: 30, row: 30 },
    ],
    [{ kind: 'apc', side: 'b', col: 10, row: 20, facing: 'N', variant: { apcType } }],
    { phase: TASKS },
  );
  const v = g.vehicles!.vehicles[0]!;
  const { square: _gone, ...b1 } = g.men.b1!;
  const squares = g.map.squares.map((s, i) => (i === squareIndex(g.map, { col: 10, row: 14 }) ? { ...s, elevation } : s));
  return {
    ...g,
    map: { ...g.map, squares },
    men: { ...g.men, a1: { ...g.men.a1!, weapons: ['rifle'] }, b1: { ...b1, aboard: { vehicleId: v.id } } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, passengers: ['b1'] }] },
  };
}

describe('Case 24.35: fire down into an unroofed APC from higher ground', () => {
  it('Case 24.35: two levels up he looks over the rim (one level above the APC’s ground); one level up he does not', () => {
    const high = game(2);
    expect(exposedFromAbove(high, high.men.a1!, high.men.b1!)).toMatchObject({ square: { col: 10, row: 20 }, onTankOrInApc: true, caseRef: 'Case 24.35' });
    const level = game(1);
    expect(exposedFromAbove(level, level.men.a1!, level.men.b1!)).toBeUndefined();
  });

  it('Case 24.35: only an unroofed APC is open above (Cases 24.42, 24.51)', () => {
    for (const type of ['enclosed', 'gun-slits'] as const) {
      const s = game(3, type);
      expect(exposedFromAbove(s, s.men.a1!, s.men.b1!)).toBeUndefined();
    }
  });

  it('Case 24.35: the umpire records the observation from above, and the fire goes in with the −8 "in APC" (Table 10.82)', () => {
    const t = new Table(game(2), new ScriptedDice(d10(...MISSES)));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    expect(t.state.knowledge['a1']!.observing).toEqual(['b1']);
    t.run({ type: 'task/begin', manId: 'a1' });
    const [e] = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(e).toMatchObject({ type: 'fire-resolved', targets: [{ targetId: 'b1' }] });
    const labels = (e as Extract<typeof e, { type: 'fire-resolved' }>).targets[0]!.chance.steps.map((s) => s.label).join(' | ');
    expect(labels).toMatch(/tank or in APC/);
    expect(labels).not.toMatch(/rough/i);
  });

  it('Case 24.32: on level ground the seated passenger stays shielded', () => {
    const s = game(0);
    const t = new Table({ ...s, knowledge: { ...s.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'] } } }, new ScriptedDice(d10(...MISSES)));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ code: 'fire/inside-vehicle' });
  });
});
