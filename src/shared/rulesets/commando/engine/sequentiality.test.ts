import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { sequenceOf } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { whoseMove } from './legal-actions';

function atTasks(extra: Parameters<typeof engineGame>[0] = [], faces = d10(3, 8)) {
  const state = engineGame([
    { id: 'a1', side: 'a', col: 1, row: 1 },
    { id: 'a2', side: 'a', col: 2, row: 1 },
    { id: 'b1', side: 'b', col: 25, row: 25 },
    { id: 'b2', side: 'b', col: 26, row: 25 },
    ...extra,
  ], { observationRange: 5 });
  const t = new Table(state, new ScriptedDice(faces));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

describe('Case 6.1: initiative', () => {
  it('Case 6.1: the higher 1D10 has the initiative; every die is recorded with its purpose', () => {
    const t = atTasks();
    const init = sequenceOf(t.state).initiative;
    expect(init).toEqual({ side: 'b', rounds: [[{ side: 'a', roll: 3 }, { side: 'b', roll: 8 }]] });
    const ev = t.events.find((e) => e.type === 'initiative-determined')!;
    expect(ev.dice?.map((d) => d.purpose)).toEqual(['Case 6.1 initiative: Player A', 'Case 6.1 initiative: Player B']);
    expect(t.refuse({ type: 'initiative/roll' }).code).toBe('initiative/wrong-phase');
  });

  it('Case 6.1: ties are rolled again until one is higher', () => {
    const t = atTasks([], d10(4, 4, 0, 0, 1, 2));
    expect(sequenceOf(t.state).initiative?.rounds).toHaveLength(3);
    expect(sequenceOf(t.state).initiative?.side).toBe('b');
  });
});

describe('Cases 6.21–6.23, 6.41, 6.43: alternation', () => {
  it('Case 6.22: the initiative side goes first, then the sides alternate; Case 6.41: a pass is final for the Phase', () => {
    const t = atTasks();
    expect(whoseMove(t.state)).toMatchObject({ kind: 'choose-man', side: 'b' });
    expect(t.refuse({ type: 'side/pass', side: 'a' }).code).toBe('side/not-your-turn');
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'man-acting', side: 'b', manId: 'b1' });
    expect(t.refuse({ type: 'task/begin', manId: 'b2' })).toMatchObject({ code: 'task/man-acting' });
    expect(t.refuse({ type: 'task/move', manId: 'b2', route: [{ col: 26, row: 25 }, { col: 27, row: 25 }] })).toMatchObject({ code: 'task/not-active', caseRef: 'Case 7.51' });
    t.run({ type: 'task/end', manId: 'b1' });
    expect(whoseMove(t.state)).toMatchObject({ side: 'a' });
    t.run({ type: 'side/pass', side: 'a' });
    // Case 6.23: B goes on with all his remaining men.
    expect(whoseMove(t.state)).toMatchObject({ side: 'b', caseRef: 'Case 6.23' });
    t.run({ type: 'task/begin', manId: 'b2' }, { type: 'task/end', manId: 'b2' });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'umpire', canAdvance: true });
  });

  it('Cases 9.0, 9.22: the dead and the incapacitated never act', () => {
    const t = atTasks([
      { id: 'b3', side: 'b', col: 27, row: 25, condition: 'incapacitated', wounds: 14, posture: 'prone' },
      { id: 'b4', side: 'b', col: 28, row: 25, condition: 'dead', wounds: 17 },
    ]);
    expect(t.refuse({ type: 'task/begin', manId: 'b3' })).toMatchObject({ code: 'task/incapacitated', caseRef: 'Case 9.22' });
    expect(t.refuse({ type: 'task/begin', manId: 'b4' })).toMatchObject({ code: 'task/dead', caseRef: 'Case 9.0' });
    // A man killed during his interval ends it (Case 6.31).
    t.run({ type: 'task/begin', manId: 'b1' }, { type: 'umpire/wound-man', manId: 'b1', woundPoints: 30 });
    expect(sequenceOf(t.state).active).toBeUndefined();
    expect(whoseMove(t.state).side).toBe('a');
  });

  it('Case 14.11: the panic check before the first task is a hook until Section 14 is wired; Case 38.49: not before the defenders are alerted', () => {
    const t = atTasks();
    const [b] = t.run({ type: 'task/begin', manId: 'b1' });
    expect(b).toMatchObject({ panicCheck: { status: 'not-required', caseRef: 'Case 38.49' } });
    t.run({ type: 'task/end', manId: 'b1' });
    const [a] = t.run({ type: 'task/begin', manId: 'a1' });
    expect(a).toMatchObject({ panicCheck: { status: 'not-wired', caseRef: 'Case 14.11', note: 'panic check pending: Section 14 not yet wired' } });
  });

  it('Case 38.61: on the Game-Turn after the alert, a defending man who observes no attacker panics automatically (hook)', () => {
    const t = atTasks([], d10(3, 8, 3, 8));
    t.run({ type: 'umpire/place-man', manId: 'a1', square: { col: 22, row: 25 } }, { type: 'umpire/record-observation', observerId: 'b2', targetId: 'a1' });
    expect(sequenceOf(t.state).sides['b']).toEqual({ commandoFirstObservedTurn: 1, alertedTurn: 1 });
    t.run({ type: 'side/pass', side: 'b' }, { type: 'side/pass', side: 'a' });
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    const [b1] = t.run({ type: 'task/begin', manId: 'b1' });
    expect(b1).toMatchObject({ automaticPanic: { caseRef: 'Case 38.61' } });
    t.run({ type: 'task/end', manId: 'b1' }, { type: 'side/pass', side: 'a' });
    const [b2] = t.run({ type: 'task/begin', manId: 'b2' });
    expect(b2).not.toHaveProperty('automaticPanic');
  });
});
