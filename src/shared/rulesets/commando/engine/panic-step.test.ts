import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { engineGame, Table } from '../test-support/engine-game';
import type { GameState } from '../model/state';

const sides = [
  { id: 'a', name: 'A', mode: 'commando' as const, observationCode: 'C', panicPercentage: 30, preservationMultiple: 10 },
  { id: 'b', name: 'B', mode: 'defending' as const, observationCode: 'G', panicPercentage: 45, preservationMultiple: 20 },
];
const game = (phase = 'non-prepared-task-execution'): GameState => ({
  ...engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 20, row: 20 }], { sides, phase }),
  sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } },
});

describe('Case 14.11: the panic check when a man begins his tasks', () => {
  it('rolls 1D100 against the side’s panic percentage; steady on a higher roll, the dice recorded', () => {
    const t = new Table(game(), new ScriptedDice(d10(9, 9)));
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(ev[0]).toMatchObject({ type: 'task-begun', panicCheck: { status: 'resolved' } });
    expect(ev[1]).toMatchObject({ type: 'panic-checked', manId: 'a1', roll: 99, panicked: false, caseRef: 'Case 14.11' });
    expect(ev[1]!.dice?.[0]?.purpose).toMatch(/^Case 14\.11 panic check/);
  });
  it('Cases 14.21, 14.14: a Fall Prone result lays him prone and ends his interval', () => {
    // 1D100 = 05 (≤ 30): panics; 1D10 on the Panic Results Table.
    const t = new Table(game(), new ScriptedDice([...d10(10, 5), ...d10(1)]));
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    const check = ev.find((e) => e.type === 'panic-checked');
    expect(check).toMatchObject({ panicked: true });
    expect(ev[ev.length - 1]).toMatchObject({ type: 'task-ended', reason: 'panicked', caseRef: 'Case 14.14' });
    expect(t.state.sequence?.active).toBeUndefined();
  });
  it('Case 38.49: an unaware defender makes no check', () => {
    const s = game();
    const t = new Table({ ...s, sequence: { ...s.sequence!, lastActedSide: 'a' } }, new ScriptedDice([]));
    const ev = t.run({ type: 'task/begin', manId: 'b1' });
    expect(ev).toHaveLength(1);
    expect(ev[0]).toMatchObject({ panicCheck: { status: 'not-required' } });
  });
  it('Case 38.61: on the Turn after the alert a defender who has observed no attacker panics without a roll; Move reads Fall Prone (Case 38.62)', () => {
    const s = game();
    const t = new Table({ ...s, turn: 3, sequence: { ...s.sequence!, lastActedSide: 'a', sides: { b: { alertedTurn: 2, commandoFirstObservedTurn: 2 } } } }, new ScriptedDice(d10(10)));
    const ev = t.run({ type: 'task/begin', manId: 'b1' });
    const check = ev.find((e) => e.type === 'panic-checked');
    expect(check).toMatchObject({ automatic: true, panicked: true, caseRef: 'Case 38.61' });
    expect(ev[ev.length - 1]).toMatchObject({ type: 'task-ended', reason: 'panicked' });
  });
  it('Case 14.13: no second check in the same Phase', () => {
    const s = game();
    const seq = { ...s.sequence!, men: { a1: { spent: 0, lost: 0, done: false, combatTaskDone: false, movedThisTurn: false, panicCheckedPhase: 'non-prepared-task-execution' } } };
    const t = new Table({ ...s, sequence: seq }, new ScriptedDice([]));
    expect(t.run({ type: 'task/begin', manId: 'a1' })).toHaveLength(1);
  });
});

describe('Section 12.0: the Hand-to-Hand Phase in the engine', () => {
  it('Case 12.11: the Phase may not end with a combat unresolved; melee/resolve records every round with its dice', () => {
    const base = engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 5 }], { sides, phase: 'hand-to-hand' });
    const s: GameState = { ...base, scenario: { entry: [], reinforcements: [], specialRules: [], grapples: {}, sentries: {}, started: true, objects: {}, counters: {}, victory: [], gameLength: { goalOriented: false, endsWhen: [], caseRef: '0.0' }, features: {} } as never };
    const faces = [1, 2, 3, 4, 5].flatMap(() => [...d10(5, 3), ...d10(10, 10), ...d10(10, 10)]);
    const t = new Table(s, new ScriptedDice(faces));
    expect(t.refuse({ type: 'phase/advance' }).code).toBe('phase/melee-unresolved');
    const ev = t.run({ type: 'melee/resolve', combats: [] });
    expect(ev[0]).toMatchObject({ type: 'melee-resolved', caseRef: 'Case 12.0' });
    expect(ev[0]!.dice?.length).toBeGreaterThan(0);
    // Case 12.31: both fought and expend all their Task Points.
    expect(t.state.sequence?.men['a1']?.lost).toBe(50);
    expect(t.refuse({ type: 'melee/resolve', combats: [] }).code).toBe('melee/already-resolved');
  });
});

describe('Section 15.0: preservation in the Bookkeeping Phase', () => {
  it('Case 15.11: each side rolls multiple × casualties; Case 15.13: from condition one each man checks; a failure is due next Turn', () => {
    const base = engineGame(
      [
        { id: 'a1', side: 'a', col: 5, row: 5 },
        { id: 'a2', side: 'a', col: 6, row: 5, condition: 'dead', wounds: 30 },
        { id: 'b1', side: 'b', col: 20, row: 20 },
      ],
      { sides, phase: 'prepared-task-execution' },
    );
    const s: GameState = { ...base, scenario: { entry: [], reinforcements: [], specialRules: [], grapples: {}, sentries: {}, started: true, objects: {}, counters: {}, victory: [], gameLength: { goalOriented: false, endsWhen: [], caseRef: '0.0' }, features: {} } as never };
    // Side a: 10% (1 dead); roll 05 fails → condition 1; a1 checks at 30%: 10 → fails. Side b: 0%: roll 50 holds.
    const t = new Table(s, new ScriptedDice([...d10(10, 5), ...d10(1, 10), ...d10(5, 10)]));
    const ev = t.run({ type: 'phase/advance' });
    const a = ev.find((e) => e.type === 'preservation-rolled' && e.side === 'a');
    expect(a).toMatchObject({ conditionBefore: 0, conditionAfter: 1, checks: [{ manId: 'a1', failed: true, consequence: 'preservation-routine' }], forTurn: 2 });
    expect(t.state.men['a1']?.preservation).toEqual({ consequence: 'preservation-routine', turn: 2 });
    expect(t.state.sequence?.sides['a']?.preservationCondition).toBe(1);
  });
});
