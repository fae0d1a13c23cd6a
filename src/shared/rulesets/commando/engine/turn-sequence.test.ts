import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf, PHASES, sequenceOf } from '../model/state';
import { engineGame, Table, withReadings } from '../test-support/engine-game';
import { nextPhase } from './turn-sequence';

const twoMen = () =>
  engineGame(
    [
      { id: 'a1', side: 'a', col: 5, row: 5 },
      { id: 'b1', side: 'b', col: 8, row: 5 },
    ],
    { width: 20, height: 20, observationRange: 6 },
  );

describe('Case 5.1: the Sequence of Play', () => {
  it('Case 5.1: eight Phases in order; after the Game-Turn Record Phase comes Phase A of the next Game-Turn', () => {
    expect(PHASES).toEqual([
      'observation',
      'opportunity-fire-plot',
      'initiative',
      'hand-to-hand',
      'non-prepared-task-execution',
      'prepared-task-execution',
      'bookkeeping',
      'game-turn-record',
    ]);
    expect(nextPhase('bookkeeping', 3)).toEqual({ phase: 'game-turn-record', turn: 3 });
    expect(nextPhase('game-turn-record', 3)).toEqual({ phase: 'observation', turn: 4 });
    expect(nextPhase('lunch', 3)).toBeUndefined();
  });

  it('Case 6.1: the Initiative Phase does not end before the initiative is rolled', () => {
    const t = new Table(twoMen(), new ScriptedDice(d10(2, 9)));
    t.advanceTo('initiative');
    expect(t.refuse({ type: 'phase/advance' })).toMatchObject({ code: 'phase/initiative-not-rolled', caseRef: 'Case 6.1' });
    t.run({ type: 'initiative/roll' }, { type: 'phase/advance' });
    expect(t.state.phase).toBe('hand-to-hand');
  });

  it('Cases 5.1 D and G: Phases whose modules are not wired say so in the event (hooks)', () => {
    const t = new Table(twoMen(), new ScriptedDice(d10(2, 9)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    const [h2h] = t.run({ type: 'phase/advance' });
    expect(h2h).toMatchObject({ to: 'hand-to-hand', hooks: [{ status: 'not-wired', note: expect.stringContaining('Section 12') }] });
  });

  it('Cases 6.22, 6.41: a Task Execution Phase does not end while a side may still act; both passing ends it', () => {
    const t = new Table(twoMen(), new ScriptedDice(d10(2, 9)));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    expect(t.refuse({ type: 'phase/advance' })).toMatchObject({ code: 'phase/sides-still-to-act', caseRef: 'Case 6.22' });
    t.run({ type: 'side/pass', side: 'b' }, { type: 'side/pass', side: 'a' }, { type: 'phase/advance' });
    // Nobody is plotted: the Prepared Phase has nothing to do (Case 5.1 F).
    t.run({ type: 'phase/advance' });
    expect(t.state.phase).toBe('bookkeeping');
  });

  it('Case 8.84: entering the Bookkeeping Phase loses every observed man now out of range; the ghost stays', () => {
    const t = new Table(twoMen(), new ScriptedDice(d10(2, 9)));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'umpire/place-man', manId: 'b1', square: { col: 18, row: 18 } });
    // Case 8.84 note: only in the Bookkeeping Phase.
    expect(t.state.knowledge['a1']?.observing).toEqual(['b1']);
    t.run({ type: 'side/pass', side: 'b' }, { type: 'side/pass', side: 'a' }, { type: 'phase/advance' });
    const events = t.run({ type: 'phase/advance' });
    expect(events).toEqual([
      expect.objectContaining({ type: 'phase-advanced', to: 'bookkeeping' }),
      { type: 'sight-lost', observerId: 'a1', targetId: 'b1', caseRef: 'Case 8.84' },
    ]);
    expect(t.state.knowledge['a1']?.lastKnown['b1']?.square).toEqual({ col: 18, row: 18 });
  });

  it('Case 5.1 H: a new Game-Turn clears Task Points, plots, initiative and the per-turn observation count', () => {
    const t = new Table({ ...twoMen(), observationRange: 2 }, new ScriptedDice(d10(2, 9)));
    t.run({ type: 'phase/advance' }, { type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
    t.run({ type: 'phase/advance' }, { type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' }, { type: 'task/move', manId: 'b1', route: [{ col: 8, row: 5 }, { col: 9, row: 5 }] }, { type: 'task/end', manId: 'b1' });
    t.run({ type: 'phase/advance' }, { type: 'task/begin', manId: 'a1' }, { type: 'task/end', manId: 'a1' }, { type: 'phase/advance' });
    expect(manTurnOf(t.state, 'b1')).toMatchObject({ spent: 5, done: true, movedThisTurn: true });
    t.advanceTo('observation');
    expect(t.state.turn).toBe(2);
    const seq = sequenceOf(t.state);
    expect(seq.men).toEqual({});
    expect(seq.plots).toEqual({});
    expect(seq.initiative).toBeUndefined();
    expect(manTurnOf(t.state, 'b1')).toMatchObject({ spent: 0, done: false, movedThisTurn: false });
  });
});

describe('Cases 5.1 B, 10.75, 10.76: the opportunity-fire plot', () => {
  it('Chart 5.22 note **, Case 5.1 F: a plot costs five at once (the fire only if he fires), but he must be able to pay fire + 5; Case 9.21 doubles it; withdrawing refunds it', () => {
    const state = engineGame([
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'a2', side: 'a', col: 2, row: 1, wounds: 7, condition: 'seriously-wounded' },
      { id: 'b1', side: 'b', col: 20, row: 20 },
    ]);
    // Case 10.76: the plot is to fire his prepared weapon; a1 carries a submachinegun (automatic fire).
    const t = new Table({ ...state, men: { ...state.men, a1: { ...state.men['a1']!, weapons: ['submachinegun'] } } }, new ScriptedDice([]));
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' })).toMatchObject({ code: 'plot/wrong-phase' });
    t.run({ type: 'phase/advance' });
    const [plotted] = t.run({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-automatic', payload: { fires: 'second moving man (Case 10.72)' } });
    expect(plotted).toMatchObject({ cost: 5, breakdown: { final: 5 } });
    t.run({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rifle' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(10);
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' }).code).toBe('plot/already-plotted');
    t.run({ type: 'plot/withdraw', manId: 'a2' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(0);
    // 25 + 5 doubled is 60: more than his 50 (Case 6.44).
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rocket-launcher' })).toMatchObject({ code: 'plot/insufficient_task_points', caseRef: 'Case 10.76' });
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'reload' }).code).toBe('plot/not-a-fire-task');
  });

  it('Case 10.76, campaign reading opportunity-plot-pays-fire (ruling O8): a plot costs the fire plus five, paid at once; Case 9.21 doubles it; withdrawing refunds it', () => {
    const state = withReadings(engineGame([
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'a2', side: 'a', col: 2, row: 1, wounds: 7, condition: 'seriously-wounded' },
      { id: 'b1', side: 'b', col: 20, row: 20 },
    ]), ['opportunity-plot-pays-fire']);
    // Case 10.76: the plot is to fire his prepared weapon; a1 carries a submachinegun (automatic fire).
    const t = new Table({ ...state, men: { ...state.men, a1: { ...state.men['a1']!, weapons: ['submachinegun'] } } }, new ScriptedDice([]));
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' })).toMatchObject({ code: 'plot/wrong-phase' });
    t.run({ type: 'phase/advance' });
    const [plotted] = t.run({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-automatic', payload: { fires: 'second moving man (Case 10.72)' } });
    expect(plotted).toMatchObject({ cost: 23, breakdown: { final: 23 } });
    t.run({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rifle' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(36);
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' }).code).toBe('plot/already-plotted');
    t.run({ type: 'plot/withdraw', manId: 'a2' });
    expect(manTurnOf(t.state, 'a2').spent).toBe(0);
    // 25 + 5 doubled is 60: more than his 50 (Case 6.44).
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'fire-rocket-launcher' })).toMatchObject({ code: 'plot/insufficient_task_points', caseRef: 'Case 10.76' });
    expect(t.refuse({ type: 'plot/opportunity-fire', manId: 'a2', fireTask: 'reload' }).code).toBe('plot/not-a-fire-task');
  });
});
