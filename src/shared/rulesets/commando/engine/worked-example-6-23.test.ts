import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf, sequenceOf } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { legalActions, whoseMove } from './legal-actions';
import { remainingTaskPoints } from './task-points';

/**
 * Case 6.23's "worst possible example", step for step: the sequencing of
 * Cases 6.21–6.23, 6.41, 6.43 and 10.75, and the three opportunity fires
 * resolved with real fire (Cases 6.31, 7.53, 10.71–10.73): B7 at A1 (a miss;
 * A1 goes on), A5 at B6 (killed), B8 at A6 ("no effect").
 */
const square = (col: number, row: number) => ({ col, row });
const line = (col: number, from: number, to: number) => {
  const out = [];
  for (let r = from; from <= to ? r <= to : r >= to; r += from <= to ? 1 : -1) out.push(square(col, r));
  return out;
};

function setUp() {
  const state = engineGame(
    [
      { id: 'A1', side: 'a', col: 10, row: 2 },
      { id: 'A2', side: 'a', col: 2, row: 2 },
      { id: 'A3', side: 'a', col: 4, row: 2 },
      { id: 'A4', side: 'a', col: 6, row: 2 },
      { id: 'A5', side: 'a', col: 30, row: 30 },
      { id: 'A6', side: 'a', col: 36, row: 2 },
      { id: 'B1', side: 'b', col: 2, row: 38 },
      { id: 'B2', side: 'b', col: 4, row: 38 },
      { id: 'B3', side: 'b', col: 6, row: 38 },
      { id: 'B4', side: 'b', col: 8, row: 38 },
      { id: 'B5', side: 'b', col: 12, row: 38 },
      { id: 'B6', side: 'b', col: 30, row: 38 },
      { id: 'B7', side: 'b', col: 10, row: 12 },
      { id: 'B8', side: 'b', col: 36, row: 12 },
    ],
    { width: 40, height: 40, observationRange: 5 },
  );
  // Initiative 5–5 (tie, re-rolled), then 7–3 for Player A; each opportunity fire is preceded by its observation roll of 01:
  // B7 observes A1 and misses (99); A5 observes B6 and kills him (01); B8 observes A6 and misses (99).
  const dice = new ScriptedDice([...d10(5, 5, 7, 3), ...d10(0, 1), ...d10(9, 9), ...d10(0, 1), ...d10(0, 1), ...d10(0, 1), ...d10(9, 9)]);
  return { t: new Table(state, dice), dice };
}

const step = (t: Table, manId: string, from: { col: number; row: number }, to: { col: number; row: number }) =>
  t.run({ type: 'task/begin', manId }, { type: 'task/move', manId, route: [from, to] }, { type: 'task/end', manId });

describe('Case 6.23 worked example: sequentiality with opportunity-fire-plotted men', () => {
  it('plays out step for step', () => {
    const { t, dice } = setUp();

    // Phase A, then Phase B: A4–A6 and B7, B8 are plotted for opportunity fire (Case 5.1 B), secretly.
    t.advanceTo('opportunity-fire-plot');
    for (const manId of ['A4', 'A5', 'A6', 'B7', 'B8']) t.run({ type: 'plot/opportunity-fire', manId, fireTask: 'fire-rifle' });
    // Chart 5.22 note ** (ruling O8): the five now; the fire cost (13) only if he fires.
    expect(manTurnOf(t.state, 'A4').spent).toBe(5);
    const [advanced] = t.run({ type: 'phase/advance' });
    expect(advanced).toMatchObject({ plotDeclarations: [{ side: 'a', anyPlotted: true }, { side: 'b', anyPlotted: true }] });

    // Phase C (Case 6.1): "Player A rolled higher than Player B" — after one tie.
    const [init] = t.run({ type: 'initiative/roll' });
    expect(init).toMatchObject({ type: 'initiative-determined', initiative: { side: 'a', rounds: [[{ roll: 5 }, { roll: 5 }], [{ roll: 7 }, { roll: 3 }]] } });
    expect(init!.dice).toHaveLength(4);
    t.advanceTo('non-prepared-task-execution');

    // Player A moves A1 so that B7 could fire on him: B7 must first observe him (Cases 7.52, 8.92, 10.71).
    expect(whoseMove(t.state)).toMatchObject({ kind: 'choose-man', side: 'a', caseRef: 'Case 6.22' });
    expect(t.refuse({ type: 'task/begin', manId: 'B1' }).code).toBe('task/not-your-turn');
    // Case 10.75: plotted men may not act before every unplotted man has.
    expect(t.refuse({ type: 'task/begin', manId: 'A4' })).toMatchObject({ code: 'task/plotted-for-opportunity-fire', caseRef: 'Case 10.75' });
    t.run({ type: 'task/begin', manId: 'A1' });
    const moved = t.run({ type: 'task/move', manId: 'A1', route: line(10, 2, 9) });
    expect(moved[0]).toMatchObject({ type: 'man-moved', cost: 25, stopped: { reason: 'prompt', caseRef: 'Case 7.52', unexecuted: [square(10, 8), square(10, 9)] } });
    expect(moved[1]).toMatchObject({ type: 'prompt-raised', prompt: { moverId: 'A1', pending: [{ observerId: 'B7', duty: 'must' }] } });
    // While the observation procedure is carried out A1 spends nothing (Case 7.52).
    expect(t.refuse({ type: 'task/move', manId: 'A1', route: [square(10, 7), square(11, 7)] }).code).toBe('task/interrupted');
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'b' });
    const [seen] = t.run({ type: 'observe/attempt', observerId: 'B7', targetId: 'A1' });
    expect(seen).toMatchObject({ type: 'observation-attempted', success: true, roll: 1, promptId: 'prompt-1' });
    expect(t.state.knowledge['B7']?.observing).toEqual(['A1']);
    // Case 6.31: B7's opportunity fire interrupts A1 here, now that B7 observes him (Case 10.71, ruling O7).
    const opp = sequenceOf(t.state).prompts[0]!;
    expect(opp).toMatchObject({ kind: 'opportunity', plotterId: 'B7', moverId: 'A1', at: square(10, 7), caseRef: 'Case 7.53' });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'b' });
    expect(t.refuse({ type: 'task/move', manId: 'A1', route: [square(10, 7), square(11, 7)] }).code).toBe('task/interrupted');
    const [b7fire] = t.run({ type: 'opportunity/fire', promptId: opp.id });
    expect(b7fire).toMatchObject({ type: 'fire-resolved', firerId: 'B7', opportunity: { simultaneous: false }, taskPointsCharged: 13, targets: [{ targetId: 'A1', hit: false }] });
    // Case 8.5: A1 (five squares away) now observes the man who fired at him.
    expect(t.state.knowledge['A1']?.observing).toContain('B7');
    expect(sequenceOf(t.state).plots['B7']?.fired).toBe(true);
    // "Player A chooses to continue moving man A1 until his Task Point allotment is exhausted."
    t.run({ type: 'task/move', manId: 'A1', route: [square(10, 7), square(11, 7), square(12, 7), square(13, 7), square(14, 7), square(15, 7)] });
    expect(remainingTaskPoints(t.state, 'A1')).toBe(0);
    expect(t.refuse({ type: 'task/move', manId: 'A1', route: [square(15, 7), square(16, 7)] })).toMatchObject({ caseRef: 'Case 6.44' });
    t.run({ type: 'task/end', manId: 'A1' });

    // Player B uses B1 (he could use any of B1–B6), then A2, B2, A3, B3, each without incident.
    expect(legalActions(t.state).eligibleMen).toEqual(['B1', 'B2', 'B3', 'B4', 'B5', 'B6']);
    step(t, 'B1', square(2, 38), square(2, 37));
    step(t, 'A2', square(2, 2), square(2, 3));
    step(t, 'B2', square(4, 38), square(4, 37));
    step(t, 'A3', square(4, 2), square(4, 3));
    step(t, 'B3', square(6, 38), square(6, 37));
    // Case 6.43: A1 has had his interval.
    expect(t.refuse({ type: 'task/begin', manId: 'A1' })).toMatchObject({ code: 'task/already-acted', caseRef: 'Case 6.43' });

    // "It would normally be Player A's turn … but he has no men left to move. Therefore, play reverts to Player B."
    expect(whoseMove(t.state)).toMatchObject({ kind: 'choose-man', side: 'b', caseRef: 'Case 6.23' });
    // The Player who ran out may not hinder the executing Player, except by opportunity fire (Case 6.23).
    expect(t.refuse({ type: 'task/begin', manId: 'A4' }).code).toBe('task/plotted-for-opportunity-fire');
    expect(t.refuse({ type: 'side/pass', side: 'a' }).code).toBe('side/not-your-turn');
    step(t, 'B4', square(8, 38), square(8, 37));
    expect(whoseMove(t.state)).toMatchObject({ side: 'b', caseRef: 'Case 6.23' });
    step(t, 'B5', square(12, 38), square(12, 37));

    // B6 triggers opportunity fire from A5: A5 observes him first, then the fire (hook) kills him.
    t.run({ type: 'task/begin', manId: 'B6' });
    const b6 = t.run({ type: 'task/move', manId: 'B6', route: line(30, 38, 33) });
    expect(b6[1]).toMatchObject({ type: 'prompt-raised', prompt: { moverId: 'B6', pending: [{ observerId: 'A5', duty: 'must' }] } });
    t.run({ type: 'observe/attempt', observerId: 'A5', targetId: 'B6' });
    const a5 = sequenceOf(t.state).prompts[0]!;
    expect(a5).toMatchObject({ kind: 'opportunity', plotterId: 'A5', moverId: 'B6' });
    const killed = t.run({ type: 'opportunity/fire', promptId: a5.id });
    expect(killed[0]).toMatchObject({ type: 'fire-resolved', targets: [{ targetId: 'B6', hit: true, killed: true, condition: 'dead' }] });
    expect(killed[1]).toMatchObject({ type: 'man-wounded', manId: 'B6', condition: 'dead', caseRef: 'Case 10.54' });
    expect(t.state.men['B6']?.condition).toBe('dead');
    // "B6 is killed, so play now goes to the opportunity firing men."
    expect(sequenceOf(t.state).active).toBeUndefined();
    expect(whoseMove(t.state)).toMatchObject({ kind: 'umpire', canAdvance: true });
    t.run({ type: 'phase/advance' });
    expect(t.state.phase).toBe('prepared-task-execution');

    // "Man A4 performs his tasks, followed by man B7, followed by man A5."
    expect(whoseMove(t.state)).toMatchObject({ kind: 'choose-man', side: 'a' });
    expect(legalActions(t.state).eligibleMen).toEqual(['A4', 'A5', 'A6']);
    expect(t.refuse({ type: 'task/begin', manId: 'A1' })).toMatchObject({ code: 'task/already-acted', caseRef: 'Case 6.43' });
    t.run({ type: 'task/begin', manId: 'A4' }, { type: 'task/end', manId: 'A4' });
    t.run({ type: 'task/begin', manId: 'B7' }, { type: 'task/end', manId: 'B7' });
    t.run({ type: 'task/begin', manId: 'A5' }, { type: 'task/end', manId: 'A5' });
    // "Player B opts to have man B8 not perform any task but opportunity fire": he passes, and B8 stays unspent (Cases 6.32, 6.41).
    t.run({ type: 'side/pass', side: 'b' });
    expect(manTurnOf(t.state, 'B8').done).toBe(false);
    expect(t.refuse({ type: 'task/begin', manId: 'B8' }).code).toBe('task/side-passed');
    expect(whoseMove(t.state)).toMatchObject({ kind: 'choose-man', side: 'a', caseRef: 'Case 6.23' });

    // "Player A triggers opportunity fire from man B8 with man A6": B8 observes him; the fire (hook) has no effect.
    t.run({ type: 'task/begin', manId: 'A6' });
    const a6 = t.run({ type: 'task/move', manId: 'A6', route: line(36, 2, 8) });
    expect(a6[1]).toMatchObject({ type: 'prompt-raised', prompt: { moverId: 'A6', pending: [{ observerId: 'B8', duty: 'must' }] } });
    t.run({ type: 'observe/attempt', observerId: 'B8', targetId: 'A6' });
    const b8 = sequenceOf(t.state).prompts[0]!;
    expect(b8).toMatchObject({ kind: 'opportunity', plotterId: 'B8', moverId: 'A6' });
    const [noEffect] = t.run({ type: 'opportunity/fire', promptId: b8.id });
    expect(noEffect).toMatchObject({ type: 'fire-resolved', targets: [{ targetId: 'A6', hit: false }] });
    // "Player A completes the task execution of man A6."
    t.run({ type: 'task/move', manId: 'A6', route: [square(36, 7), square(37, 7)] }, { type: 'task/end', manId: 'A6' });
    // Plot cost (he never fired: the five, Chart 5.22 note **) plus movement: 5 + 25 + 5.
    expect(manTurnOf(t.state, 'A6').spent).toBe(35);

    // "Play now proceeds to the Bookkeeping Phase."
    expect(whoseMove(t.state)).toMatchObject({ kind: 'umpire', canAdvance: true });
    t.run({ type: 'phase/advance' });
    expect(t.state.phase).toBe('bookkeeping');
    dice.assertAllUsed();
  });
});
