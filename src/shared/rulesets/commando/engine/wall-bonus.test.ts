import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { engineGame, Table, withReadings } from '../test-support/engine-game';
import type { GameEvent } from '../model/events';

/** A wall on the east side of 5,8; the target a2 is there or one square south of it; the firer b1 at 5,5 fires when a2 is done. */
function walled(from: { col: number; row: number }, readings: readonly string[] = []): Table {
  const base = engineGame(
    [{ id: 'a1', side: 'a', col: 20, row: 20 }, { id: 'a2', side: 'a', ...from }, { id: 'b1', side: 'b', col: 5, row: 5 }],
    { phase: 'non-prepared-task-execution' },
  );
  const wall = (s: GameState): GameState => ({ ...s, map: { ...s.map, lines: [...s.map.lines, { side: { col: 5, row: 8, dir: 'e' as const }, terrain: 'wall' as const }] } });
  const state = wall(readings.length ? withReadings(base, readings) : base);
  const t = new Table(state, new ScriptedDice(d10(9, 9, 9, 9)));
  t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a2' });
  return t;
}

const hitSteps = (ev: GameEvent[]) => {
  const fired = ev.find((e) => e.type === 'fire-resolved') as Extract<GameEvent, { type: 'fire-resolved' }>;
  return fired.targets[0]!.chance.steps;
};
const wallStep = (steps: ReturnType<typeof hitSteps>) => steps.find((s) => s.kind === 'modifier' && /wall/i.test(s.label));
const wallNote = (steps: ReturnType<typeof hitSteps>) => steps.find((s) => s.kind === 'note' && s.caseRef === 'Table 10.82 note *');

describe('Table 10.82 note *: flush against a Wall, only a man who "has not moved, and will not move" (ruling F-H5)', () => {
  it('Table 10.82 note *: a man who walked to the wall earlier this Game-Turn has no −10; the breakdown says why', () => {
    const t = walled({ col: 5, row: 9 });
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/move', manId: 'a2', route: [{ col: 5, row: 9 }, { col: 5, row: 8 }] }, { type: 'task/end', manId: 'a2' });
    const ev = t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a2' }] });
    const steps = hitSteps(ev);
    expect(wallStep(steps)).toBeUndefined();
    expect(wallNote(steps)?.label).toMatch(/has moved this Game-Turn/);
  });

  it('Table 10.82 note *: a man at the wall who has not moved this Game-Turn has the −10, and the breakdown says he has not moved', () => {
    const t = walled({ col: 5, row: 8 });
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/end', manId: 'a2' });
    const steps = hitSteps(t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a2' }] }));
    expect(wallStep(steps)).toMatchObject({ amount: -10 });
    expect(wallNote(steps)?.label).toMatch(/has not moved/);
  });

  it('Table 10.82 note *, ruling F-H5: a man who has not acted yet in the Turn is judged on what has happened: he has the −10', () => {
    // a1 acts first; b1 then fires before a2 has done anything (a2 still to act: "will not move" cannot be known).
    const t = walled({ col: 5, row: 8 });
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/end', manId: 'a1' });
    const steps = hitSteps(t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a2' }] }));
    expect(wallStep(steps)).toMatchObject({ amount: -10 });
  });

  it('campaign reading wall-bonus-after-moving (ruling F-H5 old reading): the −10 though he moved, and the breakdown names the reading', () => {
    const t = walled({ col: 5, row: 9 }, ['wall-bonus-after-moving']);
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/move', manId: 'a2', route: [{ col: 5, row: 9 }, { col: 5, row: 8 }] }, { type: 'task/end', manId: 'a2' });
    const steps = hitSteps(t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/fire', manId: 'b1', targets: [{ targetId: 'a2' }] }));
    expect(wallStep(steps)).toMatchObject({ amount: -10 });
    expect(wallNote(steps)?.label).toMatch(/wall-bonus-after-moving/);
  });
});
