import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { moveTool, movePreview } from './move-tool';

const base = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 't' });
const squares = base.squares.map((t, i) => (i % 12 === 4 && Math.floor(i / 12) < 6 ? { ...t, terrain: 'rough' as const } : t));
const view: UmpireView = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'non-prepared-task-execution',
  map: { ...base, squares },
  sides: [],
  men: [
    { id: 'a1', side: 'a', name: 'A', square: { col: 2, row: 2 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
    { id: 'b1', side: 'b', name: 'B', square: { col: 9, row: 2 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
  ],
  knowledge: {},
  version: 0,
};

describe('move tool (Section 7)', () => {
  it('costs a straight route at 5 a square and shows the running total (Case 7.22)', () => {
    const p = movePreview(view, 'a1', { col: 2, row: 6 });
    expect(p?.route?.length).toBe(5);
    expect(p?.running).toEqual([5, 10, 15, 20]);
    expect(p?.total).toBe(20);
    expect(p?.remaining).toBe(50);
  });

  it('routes around rough terrain when that is cheaper (Case 7.33) and lists reachable squares within 50 TP', () => {
    const p = movePreview(view, 'a1', { col: 7, row: 2 });
    expect(p?.total).toBeLessThanOrEqual(5 * 2 + 5 * 4);
    expect(p?.reach.every((r) => r.cost <= 50)).toBe(true);
    expect(p?.reach.some((r) => r.square.col === 12)).toBe(false);
  });

  it('refuses a square out of reach and sends task/move for a reachable one', () => {
    expect(movePreview(view, 'a1', { col: 12, row: 12 })?.error).toMatch(/Case 6.44/);
    const step = moveTool(undefined).click({ col: 3, row: 2 }, { view, selectedManId: 'a1' });
    expect(step.command).toEqual({ type: 'task/move', manId: 'a1', route: [{ col: 2, row: 2 }, { col: 3, row: 2 }] });
  });

  it('counts Task Points already spent this Game-Turn (Case 6.44)', () => {
    const spentView = { ...view, sequence: { men: { a1: { spent: 30, lost: 4, done: false, combatTaskDone: false, movedThisTurn: true } } } } as unknown as UmpireView;
    expect(movePreview(spentView, 'a1', undefined)?.remaining).toBe(16);
  });

  it('Cases 38.51–38.54: the acting man waiting to enter enters with the Move tool on the clicked square, his entry squares drawn (issue 16)', () => {
    const waiting = { ...view, map: { ...view.map, entryEdges: ['north'] }, men: [{ ...view.men[0]!, square: undefined, awaitingEntry: true }, view.men[1]!], sequence: { active: { manId: 'a1' } } } as unknown as UmpireView;
    const step = moveTool(undefined).click({ col: 7, row: 1 }, { view: waiting });
    expect(step.command).toEqual({ type: 'entry/enter', manId: 'a1', square: { col: 7, row: 1 } });
    const overlay = moveTool({ col: 7, row: 1 }).overlay({ view: waiting });
    expect(overlay.kind === 'deploy' && overlay.preview.mode).toBe('entry');
    expect(overlay.kind === 'deploy' && overlay.preview.squares).toHaveLength(12);
  });

  it('a click with nobody acting says why instead of nothing', () => {
    const step = moveTool(undefined).click({ col: 3, row: 2 }, { view });
    expect(step.command).toBeUndefined();
    expect(step.state.hint).toContain('Nobody is acting');
  });
});
