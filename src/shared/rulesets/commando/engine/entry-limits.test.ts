/**
 * Case 41.7 "All men must enter in the same side" and Case 48.7 "The men must enter on fifteen adjacent
 * Squares … regardless of entry Turn" (issue 24 point 3), on the real scenario files.
 */
import { describe, expect, it } from 'vitest';
import { begin, inPlay, PurposeDice } from '../scenarios/special/test-support/scenario-table';
import type { Table } from '../test-support/engine-game';
import { legalActions } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });

/** The commando side enters one man, ends his tasks; the defender passes; the next man begins. */
function enterOne(t: Table, manId: string, square: { col: number; row: number }): void {
  begin(t, manId);
  t.run({ type: 'entry/enter', manId, square }, { type: 'task/end', manId });
}

describe('Case 41.7: Son Tay, all men enter on the same side', () => {
  it('Case 41.7: after a Green Beret enters at 1001 (north side) another may not enter at 1064 (south side), but may at 2001', async () => {
    const t = await inPlay('41-raid-on-son-tay.json', 'A', new PurposeDice([], 'North Vietnamese'), { place: {} });
    enterOne(t, 'green-berets-a', sq(10, 1));
    begin(t, 'green-berets-b');
    expect(t.refuse({ type: 'entry/enter', manId: 'green-berets-b', square: sq(10, 64) })).toMatchObject({ code: 'entry/not-chosen-side', caseRef: 'Case 41.7' });
    expect(legalActions(t.state).commands.filter((c) => c.type === 'entry/enter').every((c) => c.type === 'entry/enter' && c.square.row === 1)).toBe(true);
    t.run({ type: 'entry/enter', manId: 'green-berets-b', square: sq(20, 1) });
    expect(t.state.scenario!.enteredSquares!['green-berets']).toEqual([sq(10, 1), sq(20, 1)]);
  });
});

describe('Case 48.7: the Great Oilfield Raid, fifteen adjacent squares', () => {
  it('Case 48.7: after a man enters at 4005, an entry at 4030 (25 squares along the edge) is refused; traced round the corner 4001, 3001 is 14 along and allowed, and then the fifteen are fixed: 3001 to 4005', async () => {
    const t = await inPlay('48-great-oilfield-raid.json', 'G', new PurposeDice([], 'Woggistani'), { place: {} });
    enterOne(t, 'us-commandos-a', sq(40, 5));
    begin(t, 'us-commandos-b');
    expect(t.refuse({ type: 'entry/enter', manId: 'us-commandos-b', square: sq(40, 30) })).toMatchObject({ code: 'entry/outside-window', caseRef: 'Case 48.7' });
    // 3001 is 10 squares from 4001 along the north edge, and 4001 is 4 from 4005: 14 along the edge, inside the fifteen.
    t.run({ type: 'entry/enter', manId: 'us-commandos-b', square: sq(30, 1) }, { type: 'task/end', manId: 'us-commandos-b' });
    // Now 4019 is 14 from 4005 but 28 from 3001: refused, whatever the Turn.
    begin(t, 'us-commandos-c');
    expect(t.refuse({ type: 'entry/enter', manId: 'us-commandos-c', square: sq(40, 19) })).toMatchObject({ code: 'entry/outside-window' });
    expect(t.refuse({ type: 'entry/enter', manId: 'us-commandos-c', square: sq(40, 9) })).toMatchObject({ code: 'entry/outside-window' });
    t.run({ type: 'entry/enter', manId: 'us-commandos-c', square: sq(40, 3) });
  });
});
