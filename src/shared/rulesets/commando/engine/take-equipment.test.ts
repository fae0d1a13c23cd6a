import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { replay } from './dispatch';
import type { GameState } from '../model/state';
import { manTurnOf } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';
import { legalActions } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });
const take = (manId: string, fromId: string, item = 'wire-clippers') => ({ type: 'task/take-equipment', manId, fromId, item }) as const;

/** a1 and a2 of side a and (unless told) b1 of side b in 0505, b2 far off; equipment as given. */
function game(equipment: Readonly<Record<string, readonly string[]>>, b1 = sq(5, 5)): Table {
  const g = engineGame([
    { id: 'a1', side: 'a', col: 5, row: 5 },
    { id: 'a2', side: 'a', col: 5, row: 5 },
    { id: 'b1', side: 'b', ...b1 },
    { id: 'b2', side: 'b', col: 20, row: 20 },
  ], { observationRange: 3 });
  const men = Object.fromEntries(Object.entries(g.men).map(([id, m]) => [id, equipment[id] ? { ...m, equipment: equipment[id] } : m]));
  const t = new Table({ ...g, men } as GameState, new ScriptedDice(d10(7, 2)));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

describe('Section 13.2 task/take-equipment: one command for any carried item', () => {
  it('Case 20.33: wire-clippers pass from a Friendly man in the same square at the Exchange Weapons cost of the Task Point Cost Chart; one pair of two', () => {
    const t = game({ a1: ['wire-clippers', 'wire-clippers'] });
    t.run({ type: 'task/begin', manId: 'a2' });
    const initial = t.state;
    expect(legalActions(t.state).commands).toContainEqual(take('a2', 'a1'));
    const took = t.run(take('a2', 'a1'));
    expect(took).toMatchObject([{ type: 'equipment-taken', manId: 'a2', fromId: 'a1', item: 'wire-clippers', caseRef: 'Case 20.33; Section 13.2' }]);
    expect(took[0]).toMatchObject({ cost: { final: TASK_POINT_COSTS['exchange-weapons'].cost.value } });
    expect(manTurnOf(t.state, 'a2').spent).toBe(TASK_POINT_COSTS['exchange-weapons'].cost.value);
    expect(t.state.men['a1']!.equipment).toEqual(['wire-clippers']);
    expect(t.state.men['a2']!.equipment).toEqual(['wire-clippers']);
    expect(t.refuse(take('a2', 'a1'))).toMatchObject({ code: 'wire/has-clippers', caseRef: 'Case 20.33' });
    expect(replay(initial, t.events.slice(t.events.findIndex((e) => e.type === 'equipment-taken')))).toMatchObject({ men: { a1: { equipment: ['wire-clippers'] }, a2: { equipment: ['wire-clippers'] } } });
  });

  it('Ruling SC-H7-2 (Section 13.2): an able Enemy man hands nothing over; a Killed or Incapacitated man of either side is taken from', () => {
    const t = game({ b1: ['wire-clippers'], a1: ['radio-1'] });
    t.run({ type: 'task/begin', manId: 'a2' });
    expect(legalActions(t.state).commands).not.toContainEqual(take('a2', 'b1'));
    expect(t.refuse(take('a2', 'b1'))).toMatchObject({ code: 'equipment/enemy-able', caseRef: 'Section 13.2' });
    t.run({ type: 'umpire/wound-man', manId: 'b1', woundPoints: 20, killed: true });
    expect(legalActions(t.state).commands).toContainEqual(take('a2', 'b1'));
    t.run(take('a2', 'b1'));
    expect(t.state.men['a2']!.equipment).toEqual(['wire-clippers']);
    // Items with no rule of their own (here an id no scenario object matches) pass under Section 13.2 alone.
    t.run({ type: 'umpire/wound-man', manId: 'a1', woundPoints: 20, killed: true });
    expect(t.run(take('a2', 'a1', 'radio-1'))).toMatchObject([{ item: 'radio-1', caseRef: 'Section 13.2' }]);
  });

  it('Section 13.2: only from another man in the same square who carries the item, by the man executing tasks, with the Task Points for it', () => {
    const t = game({ a1: ['wire-clippers'], b2: ['wire-clippers'] }, sq(25, 25));
    expect(t.refuse(take('a2', 'a1'))).toMatchObject({ code: 'task/not-active' });
    t.run({ type: 'task/begin', manId: 'a2' });
    expect(t.refuse(take('a2', 'a2'))).toMatchObject({ code: 'equipment/unknown-man' });
    expect(t.refuse(take('a2', 'a1', 'radio-1'))).toMatchObject({ code: 'equipment/not-carried', caseRef: 'Case 38.13' });
    t.run({ type: 'umpire/wound-man', manId: 'b2', woundPoints: 20, killed: true });
    expect(t.refuse(take('a2', 'b2'))).toMatchObject({ code: 'equipment/not-same-square', caseRef: 'Section 13.2' });
    t.run({ type: 'task/move', manId: 'a2', route: [sq(5, 5), sq(6, 5), sq(5, 5), sq(6, 5), sq(5, 5), sq(6, 5), sq(5, 5), sq(6, 5), sq(5, 5)] });
    expect(t.refuse(take('a2', 'a1'))).toMatchObject({ code: 'task/insufficient_task_points' });
  });
});
