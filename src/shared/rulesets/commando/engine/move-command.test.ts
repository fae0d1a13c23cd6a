import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf, sequenceOf } from '../model/state';
import { engineGame, Table, withReadings, type ManSpec } from '../test-support/engine-game';
import { legalActions } from './legal-actions';
import { remainingTaskPoints } from './task-points';

const sq = (col: number, row: number) => ({ col, row });

/** Side a has the initiative (7 against 2); a1 is chosen and begins. */
function acting(men: ManSpec[], range: number | 'unlimited' = 5, faces = d10(7, 2), readings: readonly string[] = []) {
  const game = engineGame(men, { observationRange: range });
  const t = new Table(readings.length > 0 ? withReadings(game, readings) : game, new ScriptedDice(faces));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}

describe('task/move (Section 7.0)', () => {
  it('Case 7.22: spends the route’s Task Points; Case 6.44: never more than he has', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 2), sq(3, 2)] });
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 12, movedThisTurn: true });
    expect(t.state.men['a1']?.square).toEqual(sq(3, 2));
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 1)] }).code).toBe('move/not-from-own-square');
    const far = [sq(3, 2), sq(4, 2), sq(5, 2), sq(6, 2), sq(7, 2), sq(8, 2), sq(9, 2), sq(10, 2), sq(11, 2), sq(12, 2)];
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: far })).toMatchObject({ code: 'move/insufficient_task_points', caseRef: 'Case 6.44' });
  });

  it('Case 9.21: a seriously wounded man pays double', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1, wounds: 7, condition: 'seriously-wounded' }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 1)] });
    expect(manTurnOf(t.state, 'a1').spent).toBe(10);
  });

  it('Case 7.41: no third Friendly man enters a square', () => {
    const t = acting([
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'a2', side: 'a', col: 2, row: 1 },
      { id: 'a3', side: 'a', col: 2, row: 1 },
      { id: 'b1', side: 'b', col: 29, row: 29 },
    ]);
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 1)] })).toMatchObject({ code: 'move/stacking', caseRef: 'Case 7.41' });
  });

  it('Case 7.44: entering an Enemy man’s square ends his movement; Case 7.6: he may still fall prone, free, as his last task', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 3, row: 1, posture: 'prone' }], 0, [...d10(7, 2), ...d10(9, 9)]);
    const [moved, prompt] = t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 1), sq(3, 1), sq(4, 1)] });
    expect(moved).toMatchObject({ cost: 10, stopped: { reason: 'enemy-square', caseRef: 'Case 7.44', unexecuted: [sq(4, 1)] } });
    // Range 0: only a man in b1's own square can be observed by him (Case 7.43).
    expect(prompt).toMatchObject({ type: 'prompt-raised', prompt: { pending: [{ observerId: 'b1', duty: 'must' }] } });
    t.run({ type: 'observe/forego', observerId: 'b1', promptId: 'prompt-1' });
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [sq(3, 1), sq(4, 1)] }).code).toBe('task/stopped-in-enemy-square');
    const events = t.run({ type: 'task/fall-prone', manId: 'a1' });
    // b1 put off his attempt (Case 8.95): his last chance comes before a1's interval ends.
    expect(events.map((e) => e.type)).toEqual(['posture-changed', 'prompt-raised']);
    expect(events[0]).toMatchObject({ cost: 0, endsTasks: true });
    t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' }, { type: 'task/end', manId: 'a1' });
    expect(manTurnOf(t.state, 'a1').done).toBe(true);
  });

  it('Chart 5.22 note *: falling prone is free as the last task of the Phase, with his Task Points unspent (Case 12.13)', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    const [prone, ended] = t.run({ type: 'task/fall-prone', manId: 'a1' });
    expect(prone).toMatchObject({ cost: 0, endsTasks: true });
    expect(ended).toMatchObject({ type: 'task-ended', reason: 'fell-prone' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(0);
  });

  it('Chart 5.22 note *: a man who falls prone and goes on (not his last task) pays 13; refused when he is short', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    const [prone] = t.run({ type: 'task/fall-prone', manId: 'a1', goOn: true }, { type: 'task/stand', manId: 'a1' });
    expect(prone).toMatchObject({ cost: 13, endsTasks: false });
    expect(manTurnOf(t.state, 'a1').spent).toBe(20);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 2), sq(3, 3), sq(4, 4), sq(5, 5)] });
    expect(t.refuse({ type: 'task/fall-prone', manId: 'a1', goOn: true }).code).toBe('task/insufficient_task_points');
  });

  it('Case 7.6, campaign reading fall-prone-paid (ruling TS16): falling prone costs 13 while he has them, and is free as the last task when he has not; Chart 5.22: standing costs 7', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }], 5, d10(7, 2), ['fall-prone-paid']);
    t.run({ type: 'task/fall-prone', manId: 'a1' }, { type: 'task/stand', manId: 'a1' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(20);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 1), sq(2, 2), sq(3, 3), sq(4, 4), sq(5, 5)] });
    expect(remainingTaskPoints(t.state, 'a1')).toBe(2);
    const [prone, ended] = t.run({ type: 'task/fall-prone', manId: 'a1' });
    expect(prone).toMatchObject({ cost: 0, endsTasks: true });
    expect(ended).toMatchObject({ type: 'task-ended', reason: 'fell-prone', caseRef: 'Case 7.6' });
  });
});

describe('Observation prompts (Cases 7.52, 8.92, 8.94, 8.95)', () => {
  const men: ManSpec[] = [
    { id: 'a1', side: 'a', col: 1, row: 10 },
    { id: 'b1', side: 'b', col: 10, row: 10 },
  ];

  it('Case 7.52: the move stops where an enemy could first observe him; the rest of the route is not executed', () => {
    const t = acting(men, 5);
    const events = t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 10), sq(2, 10), sq(3, 10), sq(4, 10), sq(5, 10), sq(6, 10), sq(7, 10)] });
    expect(events[0]).toMatchObject({ stopped: { reason: 'prompt', unexecuted: [sq(6, 10), sq(7, 10)] } });
    expect(t.state.men['a1']?.square).toEqual(sq(5, 10));
    expect(sequenceOf(t.state).prompts).toEqual([expect.objectContaining({ id: 'prompt-1', moverId: 'a1', pending: [{ observerId: 'b1', duty: 'must' }] })]);
    // Only the prompt's answers are legal now.
    expect(new Set(legalActions(t.state).commands.map((c) => c.type))).toEqual(new Set(['observe/attempt', 'observe/forego']));
    expect(t.refuse({ type: 'task/end', manId: 'a1' }).code).toBe('task/interrupted');
    expect(t.refuse({ type: 'phase/advance' }).code).toBe('phase/prompt-pending');
  });

  it('Case 8.95: a forced observer may choose a later point; he is asked again at each step, and at the end he must attempt', () => {
    const t = acting(men, 5, [...d10(7, 2), ...d10(9, 9)]);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 10), sq(2, 10), sq(3, 10), sq(4, 10), sq(5, 10)] });
    const [deferred] = t.run({ type: 'observe/forego', observerId: 'b1', promptId: 'prompt-1' });
    expect(deferred).toMatchObject({ deferred: true, caseRef: 'Case 8.95' });
    const again = t.run({ type: 'task/move', manId: 'a1', route: [sq(5, 10), sq(5, 11)] });
    expect(again[1]).toMatchObject({ type: 'prompt-raised', prompt: { id: 'prompt-2', final: false } });
    t.run({ type: 'observe/forego', observerId: 'b1', promptId: 'prompt-2' });
    const [last] = t.run({ type: 'task/end', manId: 'a1' });
    expect(last).toMatchObject({ type: 'prompt-raised', prompt: { id: 'prompt-3', final: true, caseRef: 'Case 8.95', pending: [{ duty: 'must' }] } });
    expect(t.refuse({ type: 'observe/forego', observerId: 'b1', promptId: 'prompt-3' })).toMatchObject({ code: 'observe/must-attempt', caseRef: 'Case 8.92' });
    const [roll] = t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    expect(roll).toMatchObject({ success: false, roll: 99 });
    t.run({ type: 'task/end', manId: 'a1' });
    expect(manTurnOf(t.state, 'a1').done).toBe(true);
  });

  it('Case 8.92: a man who has already attempted in this Phase is not forced; he may attempt or let it pass', () => {
    const t = acting([...men, { id: 'a2', side: 'a', col: 12, row: 10 }], 5, [...d10(7, 2), ...d10(9, 9)]);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(1, 10), sq(2, 10), sq(3, 10), sq(4, 10), sq(5, 10)] });
    t.run({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' }, { type: 'task/end', manId: 'a1' });
    // b1 failed on a1; B passes, and a2, moving in b1's range, finds b1 no longer forced.
    t.run({ type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    const events = t.run({ type: 'task/move', manId: 'a2', route: [sq(12, 10), sq(12, 11)] });
    expect(events[1]).toMatchObject({ prompt: { pending: [{ observerId: 'b1', duty: 'may' }] } });
    const [gone] = t.run({ type: 'observe/forego', observerId: 'b1', promptId: 'prompt-2' });
    expect(gone).toMatchObject({ deferred: false, caseRef: 'Case 8.94' });
    // He is not asked again in this interval.
    expect(t.run({ type: 'task/move', manId: 'a2', route: [sq(12, 11), sq(12, 12)] })).toHaveLength(1);
  });
});
