/**
 * Case 41.7 "The Commando Player writes down his choice of sides before the defending Player deploys his men"
 * (ruling ST3), and the umpire's reminders for Cases 8.93 (ruling TS23) and 38.56 (ruling TS22).
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { begin, inPlay, PurposeDice } from '../scenarios/special/test-support/scenario-table';
import { highDice, newBundledGame } from '../scenarios/special/test-support/bundled';
import { Table } from '../test-support/engine-game';
import { engineGame } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { decide, evolve } from './dispatch';
import { legalActions } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });
const choose: Command = { type: 'setup/choose-entry', side: 'green-berets', optionId: 'south-edge' };

function run(state: GameState, c: Command): GameState {
  const r = decide(state, c, highDice);
  if (!r.ok) throw new Error(`${c.type}: ${r.error.code} ${r.error.message}`);
  return r.value.reduce(evolve, state);
}

describe('Case 41.7: the Son Tay entry side, written down before the North Vietnamese deploy', { timeout: 60_000 }, () => {
  it('Case 41.7: offered and reminded in set-up; recorded once; secret from the defender; refused once a defender is set up', async () => {
    const s0 = await newBundledGame('41-raid-on-son-tay.json', 'A');
    expect(legalActions(s0).commands).toContainEqual(choose);
    expect(projectView(s0, { kind: 'umpire' }).reminders).toContainEqual(expect.objectContaining({ id: 'entry-choice', caseRef: 'Case 41.7', ruling: 'ST3' }));
    const s1 = run(s0, choose);
    expect(s1.scenario!.entryChoices).toEqual({ 'green-berets': 'south-edge' });
    expect(projectView(s1, { kind: 'umpire' }).reminders?.some((r) => r.id === 'entry-choice')).toBe(false);
    expect(JSON.stringify(projectView(s1, { kind: 'side', side: 'nva' }))).not.toContain('south-edge');
    const again = decide(s1, { ...choose, optionId: 'north-edge' }, highDice);
    expect(again.ok ? undefined : again.error.code).toBe('setup/entry-already-chosen');
    // Too late once a defender is set up.
    const nva = Object.values(s0.men).find((m) => m.side === 'nva')!.id;
    const deployed = run(s0, { type: 'setup/deploy', manId: nva, square: sq(20, 30) });
    const late = decide(deployed, choose, highDice);
    expect(late.ok ? undefined : late.error).toMatchObject({ code: 'setup/entry-choice-late', caseRef: 'Case 41.7' });
    expect(legalActions(deployed).commands.some((c) => c.type === 'setup/choose-entry')).toBe(false);
  });

  it('Case 41.7: the side written down binds the first man to enter too: south chosen, 1001 refused, 1064 allowed', async () => {
    const t = await inPlay('41-raid-on-son-tay.json', 'A', new PurposeDice([], 'North Vietnamese'), { place: {} });
    t.state = evolve(t.state, { type: 'entry-side-chosen', side: 'green-berets', optionId: 'south-edge', caseRef: 'Case 41.7' });
    begin(t, 'green-berets-a');
    expect(t.refuse({ type: 'entry/enter', manId: 'green-berets-a', square: sq(10, 1) })).toMatchObject({ code: 'entry/not-chosen-side', caseRef: 'Case 41.7' });
    expect(legalActions(t.state).commands.filter((c) => c.type === 'entry/enter').every((c) => c.type === 'entry/enter' && c.square.row === 64)).toBe(true);
    t.run({ type: 'entry/enter', manId: 'green-berets-a', square: sq(10, 64) });
  });
});

describe('Umpire reminders for the Cases done by hand', { timeout: 60_000 }, () => {
  it('Case 8.93 (ruling TS23): in the Observation Phase, with attempts possible, the umpire is reminded of the order when the Players disagree', () => {
    const s = engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 9 }]);
    expect(projectView(s, { kind: 'umpire' }).reminders).toContainEqual(expect.objectContaining({ id: 'observation-order', caseRef: 'Case 8.93', ruling: 'TS23' }));
    expect(JSON.stringify(projectView(s, { kind: 'side', side: 'a' }))).not.toContain('Case 8.93');
  });

  it('Case 38.56 (ruling TS22): an attacking man who has moved and could now observe a defender: the umpire is reminded he may alter the expenditure', () => {
    const t = new Table(engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 12 }], { phase: 'non-prepared-task-execution' }), highDice);
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(projectView(t.state, { kind: 'umpire' }).reminders?.some((r) => r.id === 'late-observation')).toBe(false);
    t.run({ type: 'task/move', manId: 'a1', route: [sq(5, 5), sq(5, 6)] });
    // b1's own chance to observe the mover (Case 7.52) is let pass first.
    for (const c of legalActions(t.state).commands.filter((x) => x.type === 'observe/forego')) t.run(c);
    expect(projectView(t.state, { kind: 'umpire' }).reminders).toContainEqual(expect.objectContaining({ id: 'late-observation', caseRef: 'Case 38.56', ruling: 'TS22' }));
  });
});
