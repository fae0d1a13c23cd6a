import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { sequenceOf } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';

const game = () =>
  engineGame(
    [
      { id: 'a1', side: 'a', col: 5, row: 5 },
      { id: 'a2', side: 'a', col: 6, row: 5 },
      { id: 'b1', side: 'b', col: 10, row: 5 },
    ],
    { observationRange: 10 },
  );

describe('observe/attempt (Sections 8.0, 8.3, 8.7, 8.9)', () => {
  it('Case 8.73: the 1D100 is drawn from the dice with its purpose and recorded with the Breakdown; Case 8.93: order recorded', () => {
    const dice = new ScriptedDice([...d10(3, 7), ...d10(0, 0)]);
    const t = new Table(game(), dice);
    const [first] = t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    expect(first).toMatchObject({ type: 'observation-attempted', roll: 37, order: 1, caseRef: 'Case 8.91', phase: 'observation' });
    expect(first!.dice?.[0]?.purpose).toBe('Case 8.73 observation: Man b1 tries to observe Man a1');
    expect(dice.requests[0]?.purpose).toMatch(/^Case 8\.73 observation: .*green die, tens/);
    if (first?.type !== 'observation-attempted') throw new Error('expected an attempt');
    // Code G with the Defending Mode −20 (Index note; Case 38.61).
    expect(first.breakdown.steps.map((s) => s.caseRef)).toContain('Case 8.73 (printed as [8.63]) note; Case 38.61');
    expect(first.success).toBe(first.roll <= first.chance);
    const [second] = t.run({ type: 'observe/attempt', observerId: 'a2', targetId: 'b1' });
    expect(second).toMatchObject({ order: 2, roll: 100, success: false });
    expect(sequenceOf(t.state).attemptsThisPhase).toBe(2);
  });

  it('Case 8.31: one attempt per man in the Observation Phase; Case 8.33: none in the plot Phase', () => {
    const t = new Table(game(), new ScriptedDice(d10(9, 9)));
    t.run({ type: 'observe/attempt', observerId: 'a1', targetId: 'b1' });
    expect(t.refuse({ type: 'observe/attempt', observerId: 'a1', targetId: 'b1' }).caseRef).toMatch(/Case 8\.3[16]/);
    t.run({ type: 'phase/advance' });
    expect(t.refuse({ type: 'observe/attempt', observerId: 'a2', targetId: 'b1' })).toMatchObject({ code: 'observe/wrong-phase', caseRef: 'Case 8.33' });
  });

  it('Case 7.51: in a Task Execution Phase a man not prompted and not acting may not attempt', () => {
    const t = new Table(game(), new ScriptedDice(d10(7, 2)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    expect(t.refuse({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' })).toMatchObject({ code: 'observe/not-now', caseRef: 'Case 7.51' });
  });

  it('Index note / Case 38.61: a success against a commando ends the Defending Mode −20 from the next Game-Turn', () => {
    const t = new Table(game(), new ScriptedDice(d10(0, 1)));
    t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    expect(sequenceOf(t.state).sides['b']).toEqual({ commandoFirstObservedTurn: 1, alertedTurn: 1 });
    expect(t.state.knowledge['b1']?.observing).toEqual(['a1']);
  });
});
