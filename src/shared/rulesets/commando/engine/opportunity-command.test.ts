import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { manTurnOf, sequenceOf } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { legalActions, whoseMove } from './legal-actions';
import { remainingTaskPoints } from './task-points';

const sq = (col: number, row: number) => ({ col, row });

describe('opportunity fire as an interrupt (Cases 6.31, 7.53, 10.7)', () => {
  it('Cases 10.72, 10.73, 9.31, 10.74: the fire interrupts the move at the watched square; the mover goes on wounded with fewer Task Points', () => {
    const state = engineGame([
      { id: 'a1', side: 'a', col: 10, row: 2 },
      { id: 'b1', side: 'b', col: 10, row: 10 },
    ]);
    // Initiative 7–3 for A; B1's opportunity fire: 1D100 = 30 (hits, above the kill chance), 1D10 = 4 Wound Points.
    const dice = new ScriptedDice([...d10(7, 3), ...d10(3, 10), ...d10(4)]);
    const t = new Table(state, dice);
    t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' }, { type: 'phase/advance' });
    // Case 10.72 "and so on" (ruling O3): B1 fires only at a man in square 1006.
    const [plotted] = t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle', condition: { trigger: 'moving', ordinal: 1, onlySquares: [sq(10, 6)] }, payload: { secret: 'plot-secret-b1' } });
    expect(plotted).toMatchObject({ cost: 5, fireCost: 0, plot: { kind: 'fire', weapon: 'rifle', condition: { onlySquares: [sq(10, 6)] } } });
    // Case 5.1 B: the plot never reaches side a.
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }))).not.toContain('plot-secret-b1');
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }))).not.toContain('onlySquares');
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4), sq(10, 5), sq(10, 6), sq(10, 7), sq(10, 8)] });
    expect(moved[0]).toMatchObject({ type: 'man-moved', cost: 20, stopped: { reason: 'prompt', caseRef: 'Case 7.53', unexecuted: [sq(10, 7), sq(10, 8)] } });
    const prompt = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    expect(prompt.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', moverId: 'a1', at: sq(10, 6), targetMoving: true });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'b' });
    expect(legalActions(t.state).commands.map((c) => c.type).sort()).toEqual(['opportunity/fire', 'opportunity/hold', 'phase/advance'].filter((c) => c !== 'phase/advance'));
    // The mover's side sees that its man waits, not who waits for him.
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }).sequence.prompts)).not.toContain('b1');
    const fire = t.run({ type: 'opportunity/fire', promptId: prompt.prompt.id });
    expect(fire[0]).toMatchObject({
      type: 'fire-resolved',
      firerId: 'b1',
      opportunity: { simultaneous: false, caseRef: 'Case 6.31' },
      taskPointsCharged: 13,
      targets: [{ targetId: 'a1', hit: true, killed: false, woundPoints: 4, panicCheckDue: { caseRef: 'Case 10.74' } }],
      panicCheckDue: { manId: 'a1', caseRef: 'Case 10.74' },
    });
    // Case 9.31: twice the Wound Points in Task Points.
    expect(fire[1]).toMatchObject({ type: 'man-wounded', manId: 'a1', woundPoints: 4, taskPointsLost: 8, caseRef: 'Case 9.31' });
    expect(remainingTaskPoints(t.state, 'a1')).toBe(50 - 20 - 8);
    expect(sequenceOf(t.state).plots['b1']).toMatchObject({ fired: true, plot: { status: 'fired' } });
    // Chart 5.22 note ** (ruling O8): the five when plotted, the fire's 13 when he fires.
    expect(manTurnOf(t.state, 'b1').spent).toBe(18);
    // The mover goes on (Case 10.73), with what he has left.
    t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 6), sq(10, 7), sq(10, 8)] });
    expect(remainingTaskPoints(t.state, 'a1')).toBe(12);
    dice.assertAllUsed();
  });

  it('Case 10.55: a plotted man hit by fire fires back simultaneously, as he was before the hit', () => {
    const state = engineGame([
      { id: 'a1', side: 'a', col: 10, row: 2 },
      { id: 'b1', side: 'b', col: 10, row: 6 },
    ]);
    // Initiative 7–3; a1 fires at b1: 01, killed. b1 returns fire (simultaneous): 30 hits, 1D10 = 5.
    const dice = new ScriptedDice([...d10(7, 3), ...d10(10, 1), ...d10(3, 10), ...d10(5)]);
    const t = new Table(state, dice);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' }, { type: 'phase/advance' });
    t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle' });
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(ev.find((e) => e.type === 'man-wounded')).toMatchObject({ manId: 'b1', condition: 'dead' });
    // Case 8.5: b1 observed a1 automatically when a1 fired; his plot lets him fire back.
    expect(ev.find((e) => e.type === 'observed-automatically')).toMatchObject({ actorId: 'a1', observerIds: ['b1'] });
    const raised = ev.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    expect(raised.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', moverId: 'a1', simultaneous: true, caseRef: 'Case 10.55', trigger: 'fired' });
    const back = t.run({ type: 'opportunity/fire', promptId: raised.prompt.id });
    expect(back[0]).toMatchObject({ type: 'fire-resolved', firerId: 'b1', opportunity: { simultaneous: true, caseRef: 'Case 10.55' }, targets: [{ targetId: 'a1', hit: true, woundPoints: 5 }] });
    // The acting man was hit by opportunity fire: Case 9.31.
    expect(back[1]).toMatchObject({ type: 'man-wounded', manId: 'a1', woundPoints: 5, taskPointsLost: 10 });
    expect(remainingTaskPoints(t.state, 'a1')).toBe(50 - 13 - 10);
    dice.assertAllUsed();
  });
  it('Case 10.71 (ruling O9): opportunity fire triggers opportunity fire from the Enemy; that prompt is about the opportunity firer, then the acting man goes on', () => {
    // Found by engine.property.test.ts (fast-check seed 2): the prompt's man is the opportunity firer, not the man acting.
    const state = engineGame([
      { id: 'a1', side: 'a', col: 10, row: 2 },
      { id: 'a2', side: 'a', col: 9, row: 2 },
      { id: 'b1', side: 'b', col: 10, row: 10 },
    ]);
    // Initiative 7–3 for A; b1's opportunity fire at a1: 1D100 = 99, a miss; a2's at b1: 1D100 = 99, a miss.
    const dice = new ScriptedDice([...d10(7, 3), ...d10(9, 9), ...d10(9, 9)]);
    const t = new Table(state, dice);
    t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' }, { type: 'umpire/record-observation', observerId: 'a2', targetId: 'b1' }, { type: 'phase/advance' });
    t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle', condition: { trigger: 'moving', ordinal: 1 } });
    t.run({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rifle', condition: { trigger: 'firing', ordinal: 1 } });
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    t.run({ type: 'task/begin', manId: 'a1' });
    const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4)] });
    const first = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    expect(first.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', moverId: 'a1', trigger: 'moved-into' });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'b', manId: 'a1', promptId: first.prompt.id });
    // b1 fires at a1: his fire is an Enemy man firing, which a2's plot waits for.
    const fired = t.run({ type: 'opportunity/fire', promptId: first.prompt.id });
    expect(fired[0]).toMatchObject({ type: 'fire-resolved', firerId: 'b1', targets: [{ targetId: 'a1', hit: false }] });
    const second = fired.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
    expect(second.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'a2', moverId: 'b1', trigger: 'fired' });
    // a1 is still the man executing tasks; side a answers a prompt about b1 first.
    expect(sequenceOf(t.state).active?.manId).toBe('a1');
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'a', manId: 'b1', promptId: second.prompt.id });
    expect(legalActions(t.state).commands.map((c) => c.type).sort()).toEqual(['opportunity/fire', 'opportunity/hold']);
    const back = t.run({ type: 'opportunity/fire', promptId: second.prompt.id });
    expect(back[0]).toMatchObject({ type: 'fire-resolved', firerId: 'a2', targets: [{ targetId: 'b1', hit: false }] });
    // Both prompts answered: a1 goes on (Case 10.73).
    expect(sequenceOf(t.state).prompts).toEqual([]);
    expect(whoseMove(t.state)).toMatchObject({ kind: 'man-acting', side: 'a', manId: 'a1' });
    dice.assertAllUsed();
  });
});
