/**
 * Cases 14.11, 14.13 (issue 24 point 1; rulings FE8, O11): "Panic checks occur … when he fires opportunity
 * fire", and a man who so checked does not check again in the opportunity firing men's portion of the Task
 * Execution Phase; a plotted man who did not fire checks before his task execution.
 */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { SideInfo } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';

const sq = (col: number, row: number) => ({ col, row });
const SIDES: SideInfo[] = [
  { id: 'a', name: 'A', mode: 'none', observationCode: 'C', panicPercentage: 30 },
  { id: 'b', name: 'B', mode: 'none', observationCode: 'G', panicPercentage: 30 },
];
const checks = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'panic-checked' ? [[e.manId, e.trigger, e.caseRef]] : []));

function ambush(dice: number[]): Table {
  const state = engineGame(
    [
      { id: 'a1', side: 'a', col: 10, row: 2 },
      { id: 'b1', side: 'b', col: 10, row: 10 },
    ],
    { sides: SIDES },
  );
  const t = new Table(state, new ScriptedDice(d10(...dice)));
  t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' }, { type: 'phase/advance' });
  t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle', condition: { trigger: 'moving', ordinal: 1, onlySquares: [sq(10, 6)] } });
  t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
  return t;
}

describe('Cases 14.11, 14.13: the opportunity firer checks for panic', () => {
  it('Case 14.11: a man who fires opportunity fire makes a panic check as he fires, after the check of the man he fired on (Case 14.31)', () => {
    // Initiative 7–3; a1's first-task check 99; b1's fire 30 (hits), 4 Wound Points; a1 checks 99 (Case 10.74); b1 checks 99 (Case 14.11).
    const t = ambush([7, 3, 9, 9, 3, 10, 4, 9, 9, 9, 9]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4), sq(10, 5), sq(10, 6), sq(10, 7)] });
    const prompt = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    const fire = t.run({ type: 'opportunity/fire', promptId: prompt.prompt.id });
    expect(checks(fire)).toEqual([
      ['a1', 'under-opportunity-fire', 'Case 14.31'],
      ['b1', 'fires-opportunity-fire', 'Case 14.11'],
    ]);
  });

  it('Case 14.13: having checked when he fired, he does not check again before his Prepared Phase tasks', () => {
    const t = ambush([7, 3, 9, 9, 3, 10, 4, 9, 9, 9, 9]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4), sq(10, 5), sq(10, 6), sq(10, 7)] });
    const prompt = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    t.run({ type: 'opportunity/fire', promptId: prompt.prompt.id }, { type: 'task/end', manId: 'a1' });
    t.advanceTo('prepared-task-execution');
    const begun = t.run({ type: 'task/begin', manId: 'b1' });
    expect(checks(begun)).toEqual([]);
    expect(begun[0]).toMatchObject({ type: 'task-begun', panicCheck: { status: 'not-required' } });
  });

  it('Case 14.13: a plotted man who did not fire checks before his task execution in the Prepared Phase', () => {
    // Initiative 7–3; a1's first-task check 99; a1 does not move; b1's first-task check 99.
    const t = ambush([7, 3, 9, 9, 9, 9]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/end', manId: 'a1' });
    t.advanceTo('prepared-task-execution');
    expect(checks(t.run({ type: 'task/begin', manId: 'b1' }))).toEqual([['b1', 'first-task', 'Case 14.11']]);
  });

  it('Case 14.14: an opportunity firer who fails the check he makes as he fires has performed his portion: no tasks in the Prepared Phase', () => {
    // Initiative 7–3; a1's first-task check 99; b1's fire 30 (hits), 4 Wound Points; a1 checks 99; b1 checks 11 (panics), then his routine's dice.
    const t = ambush([7, 3, 9, 9, 3, 10, 4, 9, 9, 1, 1, 1, 1, 1, 1, 1, 1]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4), sq(10, 5), sq(10, 6), sq(10, 7)] });
    const prompt = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    const fire = t.run({ type: 'opportunity/fire', promptId: prompt.prompt.id });
    expect(fire.find((e) => e.type === 'panic-checked' && e.manId === 'b1')).toMatchObject({ panicked: true, caseRef: 'Case 14.11' });
    // a1's interval goes on (only the active man's interval ends, Case 6.21).
    expect(t.state.sequence?.active?.manId).toBe('a1');
    t.run({ type: 'task/end', manId: 'a1' });
    t.advanceTo('prepared-task-execution');
    expect(t.refuse({ type: 'task/begin', manId: 'b1' })).toMatchObject({ code: 'task/already-acted' });
  });
});
