import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { emptyKnowledge } from '@shared/rulesets/commando/rules/knowledge';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { projectView } from '@shared/rulesets/commando/view/view';
import { engineGame, Table, type ManSpec } from '@shared/rulesets/commando/test-support/engine-game';
import { entryOffer, plotCommand, plotTasks, routePreview, routeToSend, sideOrderState, tapRoute } from './side-orders-model';
import { orderLabel, promptKind } from './side-orders-labels';

const sq = (col: number, row: number) => ({ col, row });
const row1 = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, 1));

/** Side a has the initiative; a1 is executing tasks in the Non-Prepared Task Execution Phase. */
function acting(men: readonly ManSpec[], edit: (s: GameState) => GameState = (s) => s): GameState {
  const t = new Table(edit(engineGame(men, { observationRange: 5 })), new ScriptedDice(d10(7, 2)));
  for (let i = 0; i < 20 && t.state.phase !== 'non-prepared-task-execution'; i++) t.run(t.state.phase === 'initiative' && !t.state.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  t.run({ type: 'task/begin', manId: 'a1' });
  return t.state;
}
const sideA = (s: GameState) => projectView(s, { kind: 'side', side: 'a' });

describe('the side window’s route tool counts from the side’s projection only (issue 15)', () => {
  it('Case 7.22: five squares along a clear row cost 5 each, with the running total against the Task Points he has left', () => {
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const p = routePreview(view, 'a1', row1(1, 6))!;
    expect(p.steps.map((s) => s.cost)).toEqual([5, 5, 5, 5, 5]);
    expect(p.steps.map((s) => s.running)).toEqual([5, 10, 15, 20, 25]);
    expect(p.total).toBe(25);
    expect(p.remaining).toBe(view.sequence!.ownTurns['a1']!.remaining);
    expect(p.error).toBeUndefined();
    expect(p.steps.some((s) => s.beyond)).toBe(false);
  });

  it('Chart 5.22: a prone man pays 10 a square; squares past his Task Points are marked for a later Phase (Case 6.44)', () => {
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1, posture: 'prone' }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const remaining = view.sequence!.ownTurns['a1']!.remaining;
    const p = routePreview(view, 'a1', row1(1, 1 + Math.ceil(remaining / 10) + 1))!;
    expect(p.steps[0]!.cost).toBe(10);
    expect(p.steps.filter((s) => s.beyond).length).toBeGreaterThan(0);
    expect(p.steps.filter((s) => !s.beyond).every((s) => s.running <= remaining)).toBe(true);
  });

  it('Cases 7.44, 22.1: an enemy man and a mine the side does not know of change nothing the window shows; the projections and the previews are equal', () => {
    const men = [{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }];
    const plain = acting(men);
    // The same game, but an unseen Ugandan-like man stands on the route's fourth square and an enemy mine lies on its second.
    const hidden = acting([...men, { id: 'b2', side: 'b', col: 4, row: 1 }], (s) => ({
      ...s,
      observationRange: 5,
      mines: { allotments: [], laid: [{ id: 'mine-1', side: 'b', type: 'anti-personnel', square: sq(3, 1), status: 'armed' }] },
    }));
    const a = sideA(plain);
    const b = sideA(hidden);
    expect(b.enemies).toEqual([]);
    expect(b.mines?.laid ?? []).toEqual([]);
    expect(routePreview(b, 'a1', row1(1, 6))).toEqual(routePreview(a, 'a1', row1(1, 6)));
  });

  it('Case 7.44: an enemy man the side observes ends the move in his square; the route sent stops there', () => {
    const state = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 4, row: 1 }], (s) => ({
      ...s,
      knowledge: { a1: { ...emptyKnowledge(), observing: ['b1'], lastKnown: { b1: { enemyId: 'b1', square: sq(4, 1), posture: 'erect', turn: 1, phase: 'observation' } } } },
    }));
    const view = sideA(state);
    expect(view.enemies.map((e) => e.id)).toEqual(['b1']);
    const path = row1(1, 6);
    const p = routePreview(view, 'a1', path)!;
    expect(p.steps.map((s) => s.to.col)).toEqual([2, 3, 4]);
    expect(p.steps[2]!.endsMove).toBe(true);
    expect(p.error).toMatch(/Case 7\.44/);
    expect(routeToSend(path, p)).toEqual(row1(1, 4));
  });

  it('Case 7.41: two of his own men in a square refuse him entry; the step says why', () => {
    const view = sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 3, row: 1 }, { id: 'a3', side: 'a', col: 3, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]));
    const p = routePreview(view, 'a1', row1(1, 5))!;
    expect(p.steps.length).toBe(1);
    expect(p.error).toMatch(/Case 7\.41/);
  });
});

describe('tapping the route square by square (Case 7.23)', () => {
  const start = sq(5, 5);
  it('an adjacent tap extends the path; a tap on the path cuts it back; his own square clears it', () => {
    let r = tapRoute([], start, sq(6, 5));
    expect(r.path).toEqual([start, sq(6, 5)]);
    r = tapRoute(r.path, start, sq(7, 6));
    expect(r.path).toEqual([start, sq(6, 5), sq(7, 6)]);
    expect(tapRoute(r.path, start, sq(6, 5)).path).toEqual([start, sq(6, 5)]);
    expect(tapRoute(r.path, start, start).path).toEqual([]);
  });
  it('a square not next to the path’s end is refused, naming Case 7.23, and the path is kept', () => {
    const r = tapRoute([start, sq(6, 5)], start, sq(9, 9));
    expect(r.path).toEqual([start, sq(6, 5)]);
    expect(r.refused).toMatch(/Case 7\.23/);
    expect(tapRoute([], start, sq(9, 9)).path).toEqual([]);
  });
});

describe('what the side may order now, from its whose-move (Cases 6.21, 6.43, 5.1 B)', () => {
  it('its man executing tasks takes the task orders; nobody is offered to choose meanwhile', () => {
    const s = sideOrderState(sideA(acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 3 }, { id: 'b1', side: 'b', col: 29, row: 29 }])));
    expect(s.acting?.id).toBe('a1');
    expect(s.choosable).toEqual([]);
    expect(s.plotting).toEqual([]);
  });

  it('the enemy side sees nothing to order while a1 acts (his side is not told who)', () => {
    const state = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]);
    const s = sideOrderState(projectView(state, { kind: 'side', side: 'b' }));
    expect(s.acting).toBeUndefined();
    expect(s.choosable).toEqual([]);
  });

  it('Case 6.21: with the initiative and nobody acting, the side chooses among its men who may still act', () => {
    const t = new Table(engineGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 3 }, { id: 'b1', side: 'b', col: 29, row: 29 }], { observationRange: 5 }), new ScriptedDice(d10(7, 2)));
    for (let i = 0; i < 20 && t.state.phase !== 'non-prepared-task-execution'; i++) t.run(t.state.phase === 'initiative' && !t.state.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
    expect(sideOrderState(sideA(t.state)).choosable.map((m) => m.id)).toEqual(['a1', 'a2']);
    expect(sideOrderState(projectView(t.state, { kind: 'side', side: 'b' })).choosable).toEqual([]);
  });

  it('Case 10.76: in the plot Phase each man lies in wait with his prepared weapon’s fire task; the plot order carries the chosen condition (Case 10.72)', () => {
    const state = { ...engineGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 29, row: 29 }]), phase: 'opportunity-fire-plot' };
    const s = sideOrderState(sideA(state));
    expect(s.plotting.map((p) => p.man.id)).toEqual(['a1']);
    expect(s.plotting[0]!.fireTasks).toEqual(plotTasks(state.men['a1']!));
    expect(s.plotting[0]!.fireTasks[0]).toBe('fire-rifle');
    expect(plotCommand('a1', 'fire-rifle', 'first-moving')).toEqual({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle', condition: { trigger: 'moving', ordinal: 1 } });
    expect(plotCommand('a1', 'fire-rifle', 'first-observed')).toEqual({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-rifle' });
  });
});

describe('labels of the side’s own orders and prompts', () => {
  it('names the order as the side sent it and tells the interrupt from the observation prompt by its Case', () => {
    expect(orderLabel({ type: 'task/route', manId: 'a1', route: row1(1, 6) })).toBe('a1 moves 5 squares to 0601');
    expect(orderLabel({ type: 'observe/attempt', observerId: 'b1', promptId: 'b-asked-1' })).toBe('b1 tries to observe');
    expect(orderLabel({ type: 'entry/enter', manId: 'a1', square: sq(14, 1) })).toBe('a1 enters the map at 1401');
    expect(promptKind({ id: 'a-asked-1', role: 'observer', observers: [], final: false, caseRef: 'Case 7.53' })).toBe('opportunity');
    expect(promptKind({ id: 'a-asked-1', role: 'observer', observers: [], final: false, caseRef: 'Case 7.52' })).toBe('observation');
  });
});

describe('the side window’s "Enter at…" tool offers its own entry squares only (Case 38.51, ruling SO11)', () => {
  const offMap = (ids: readonly string[]) => (s: GameState): GameState => ({
    ...s,
    men: Object.fromEntries(Object.entries(s.men).map(([id, m]) => {
      if (!ids.includes(id)) return [id, m];
      const { square: _s, ...rest } = m;
      return [id, { ...rest, awaitingEntry: true }];
    })),
    scenario: {
      id: 't', title: 'entry', section: 0, optionalRules: [], enduranceChoice: 'standard', specialRules: [],
      gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [],
      entry: [
        { side: 'a', caseRef: 'Case 39.7', squares: row1(1, 3), edges: ['north'], anyEdge: false },
        { side: 'b', caseRef: 'Case 39.7', squares: [sq(29, 30)], edges: ['south'], anyEdge: false },
      ],
      reinforcements: [], deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true,
    },
  });
  const men: ManSpec[] = [{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 29, row: 29 }, { id: 'b2', side: 'b', col: 29, row: 30 }];

  it('Case 6.21: the side may choose its man waiting off the map; Case 38.51: once chosen he is offered his side’s entry squares', () => {
    const state = acting(men, offMap(['a1', 'b2']));
    expect(entryOffer(sideA(state))).toEqual({ manId: 'a1', squares: row1(1, 3), caseRef: 'Case 39.7' });
    // The other side is offered nothing, and its projection carries none of a's squares.
    const b = projectView(state, { kind: 'side', side: 'b' });
    expect(entryOffer(b)).toBeUndefined();
    expect(b.entry).toBeUndefined();
  });

  it('Case 6.21: in the choose-man step its off-map man is among the men it may choose', () => {
    const t = new Table(offMap(['a1'])(engineGame(men, { observationRange: 5 })), new ScriptedDice(d10(7, 2)));
    for (let i = 0; i < 20 && t.state.phase !== 'non-prepared-task-execution'; i++) t.run(t.state.phase === 'initiative' && !t.state.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
    expect(sideOrderState(sideA(t.state)).choosable.map((m) => m.id)).toContain('a1');
    expect(entryOffer(sideA(t.state))).toBeUndefined();
  });

  it('Case 38.51: a man on the map is offered no entry', () => {
    expect(entryOffer(sideA(acting(men, offMap(['b2']))))).toBeUndefined();
  });
});
