import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { replay } from './dispatch';
import { manTurnOf, sequenceOf, type GameState } from '../model/state';
import { projectView } from '../view/view';
import { engineGame, Table, withReadings, type ManSpec } from '../test-support/engine-game';
import type { Mine } from '../rules/mines-model';
import { legalActions } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** b1 waits at the detonator 0805 behind claymore mine-1 in 1005 facing east (cone: 1105; 1204–1206; 1303–1307; …). */
const MEN: ManSpec[] = [
  { id: 'b1', side: 'b', col: 8, row: 5 },
  { id: 'a1', side: 'a', col: 12, row: 1 },
  { id: 'a2', side: 'a', col: 30, row: 30 },
];
const CLAYMORE: Mine = { id: 'mine-1', side: 'b', type: 'claymore', square: sq(10, 5), status: 'armed', facing: 'e', detonator: sq(8, 5) };
const PLOT = { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'detonate-claymore', condition: { trigger: 'moving', ordinal: 1 } } as const;
const ROUTE = [sq(12, 1), sq(12, 2), sq(12, 3), sq(12, 4), sq(12, 5)];

function start(laid: Mine[] = [CLAYMORE]): GameState {
  return { ...engineGame(MEN), mines: { allotments: [], laid } };
}

/** b1 plotted (if `plot`), b1 observes a1, side a has the initiative (7 against 2) in the Non-Prepared Phase; then `more` dice. */
function table(state: GameState, more: ReturnType<typeof d10> = [], plot = true): Table {
  const t = new Table(state, new ScriptedDice([...d10(7, 2), ...more]));
  t.advanceTo('opportunity-fire-plot');
  if (plot) t.run(PLOT);
  t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' });
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

describe('Case 22.33 opportunity detonation', () => {
  it('Case 22.33 (rulings MN11, O8): a man in a detonator square may be plotted for opportunity detonation, in secret; the 5 of Case 10.76 now, the 20 of Case 22.32 only if he detonates', () => {
    const t = new Table(start(), new ScriptedDice([]));
    t.advanceTo('opportunity-fire-plot');
    expect(legalActions(t.state).commands).toContainEqual(PLOT);
    expect(legalActions(t.state).commands.some((c) => c.type === 'plot/opportunity-fire' && c.manId === 'a1' && c.fireTask === 'detonate-claymore')).toBe(false);
    const ev = t.run(PLOT);
    expect(ev[0]).toMatchObject({ type: 'opportunity-fire-plotted', manId: 'b1', fireTask: 'detonate-claymore', cost: 5, fireCost: 0, plot: { kind: 'detonate', mineIds: ['mine-1'], hostOnly: true } });
    expect(manTurnOf(t.state, 'b1').spent).toBe(5);
    // Case 5.1 B: secret from the enemy.
    expect(projectView(t.state, { kind: 'side', side: 'a' }).sequence?.ownPlots).toEqual({});
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }))).not.toContain('detonate-claymore');
    expect(projectView(t.state, { kind: 'side', side: 'b' }).sequence?.ownPlots['b1']).toMatchObject({ fireTask: 'detonate-claymore' });
  });

  it('Case 22.33: refused away from a detonator, and for a plot that waits for a firing man', () => {
    const t = new Table(start(), new ScriptedDice([]));
    t.advanceTo('opportunity-fire-plot');
    expect(t.refuse({ ...PLOT, manId: 'a1' })).toMatchObject({ code: 'mines/no-detonator', caseRef: 'Case 22.33' });
    expect(t.refuse({ ...PLOT, condition: { trigger: 'firing', ordinal: 1 } })).toMatchObject({ code: 'plot/detonation-condition', caseRef: 'Case 22.33' });
  });

  it('Cases 22.33, 10.73: an observed Enemy man moving into the blast area stops there; "fire" sets off the claymore (Case 22.36 near 1D10), paid by the plot', () => {
    const s0 = start();
    const t = table(s0, d10(6));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: ROUTE });
    const raised = of(ev, 'prompt-raised')[0]!;
    expect(raised.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', plotKind: 'detonate', moverId: 'a1', at: sq(12, 4) });
    expect(t.state.men['a1']!.square).toEqual(sq(12, 4));
    expect(legalActions(t.state).commands).toContainEqual({ type: 'opportunity/fire', promptId: raised.prompt.id });
    const fired = t.run({ type: 'opportunity/fire', promptId: raised.prompt.id });
    expect(fired[0]).toMatchObject({ type: 'claymore-fired', manId: 'b1', mineIds: ['mine-1'], cost: { final: 20 }, taskPointsCharged: 20, opportunity: { promptId: raised.prompt.id }, caseRef: 'Case 22.33' });
    expect(of(fired, 'mine-detonated')[0]!.hits).toMatchObject([{ manId: 'a1', mineId: 'mine-1', woundPoints: 6, caseRef: 'Case 22.36' }]);
    expect(t.state.men['a1']!.wounds).toBe(6);
    expect(t.state.mines!.laid[0]!.status).toBe('detonated');
    expect(sequenceOf(t.state).prompts).toEqual([]);
    expect(sequenceOf(t.state).plots['b1']).toMatchObject({ fired: true, plot: { status: 'fired' } });
    expect(manTurnOf(t.state, 'b1')).toMatchObject({ spent: 25, combatTaskDone: true });
    expect(replay(s0, t.events)).toEqual(t.state);
  });

  it('Case 22.33 (ruling O5): "hold" lets the square pass; the next square in the blast area asks again', () => {
    const t = table(start());
    t.run({ type: 'task/begin', manId: 'a1' });
    const first = of(t.run({ type: 'task/move', manId: 'a1', route: ROUTE }), 'prompt-raised')[0]!;
    expect(t.run({ type: 'opportunity/hold', promptId: first.prompt.id }).map((e) => e.type)).toEqual(['opportunity-held']);
    const second = of(t.run({ type: 'task/move', manId: 'a1', route: [sq(12, 4), sq(12, 5)] }), 'prompt-raised')[0]!;
    expect(second.prompt).toMatchObject({ plotKind: 'detonate', at: sq(12, 5) });
    expect(t.state.mines!.laid[0]!.status).toBe('armed');
  });

  it('Case 22.33: a man moving outside the blast area, or unobserved, raises no prompt', () => {
    const t = table(start());
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(of(t.run({ type: 'task/move', manId: 'a1', route: [sq(12, 1), sq(12, 2), sq(12, 3)] }), 'prompt-raised')).toEqual([]);
    t.run({ type: 'umpire/lose-sight', observerId: 'b1', targetId: 'a1' });
    // Only the observation prompt of Case 7.52: he is not observed, so no opportunity detonation.
    expect(of(t.run({ type: 'task/move', manId: 'a1', route: [sq(12, 3), sq(12, 4)] }), 'prompt-raised').map((e) => e.prompt.kind)).toEqual(['observation']);
  });

  it('Cases 22.33, 10.77: unfired, he may detonate in his Prepared-Phase interval and pays the 20 then (the five stay spent)', () => {
    const t = table(start(), d10(3));
    t.run({ type: 'side/pass', side: 'a' });
    t.advanceTo('prepared-task-execution');
    t.run({ type: 'umpire/place-man', manId: 'a1', square: sq(11, 5) });
    t.run({ type: 'task/begin', manId: 'b1' });
    const ev = t.run({ type: 'task/detonate-claymore', manId: 'b1' });
    // The whole 20 is charged now (no prepaid part, so no taskPointsCharged), on top of the five the plot spent.
    expect(ev[0]).toMatchObject({ type: 'claymore-fired', cost: { final: 20 } });
    expect(ev[0]).not.toHaveProperty('taskPointsCharged');
    expect(manTurnOf(t.state, 'b1').spent).toBe(25);
  });

  it('Case 10.76, campaign reading opportunity-plot-pays-fire (ruling MN11): the plot pays the 20 and the 5 at once; detonating charges only the excess', () => {
    const t = new Table(withReadings(start(), ['opportunity-plot-pays-fire']), new ScriptedDice([]));
    t.advanceTo('opportunity-fire-plot');
    const ev = t.run(PLOT);
    expect(ev[0]).toMatchObject({ type: 'opportunity-fire-plotted', manId: 'b1', fireTask: 'detonate-claymore', cost: 25, fireCost: 20 });
    expect(manTurnOf(t.state, 'b1').spent).toBe(25);
  });

});
