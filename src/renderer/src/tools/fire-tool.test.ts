import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/game/view';
import { firePreview, fireTool } from './fire-tool';

const map = blankMap('m', 'm', 12, 12, { kind: 'custom', note: 't' });
const man = (id: string, side: string, col: number, row: number, extra: object = {}) => ({
  id,
  side,
  name: id.toUpperCase(),
  square: { col, row },
  posture: 'erect' as const,
  endurance: 15,
  wounds: 0,
  condition: 'fit' as const,
  weapons: ['submachinegun'],
  grenades: { fragmentation: 2 },
  ...extra,
});
const view = {
  kind: 'umpire',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'non-prepared-task-execution',
  map,
  sides: [
    { id: 'a', name: 'A', mode: 'commando', observationCode: 'A' },
    { id: 'b', name: 'B', mode: 'defending', observationCode: 'L' },
  ],
  men: [man('a1', 'a', 2, 2), man('b1', 'b', 6, 2), man('b2', 'b', 6, 8), man('a2', 'a', 7, 3)],
  knowledge: { a1: { observing: ['b1'], lastKnown: {}, successesThisTurn: 0, attemptedThisPhase: [], attemptedInObservationPhase: false } },
  sequence: { men: {}, prompts: [], plots: {}, passedSides: [], active: { manId: 'a1', side: 'a', phase: 'non-prepared-task-execution', stoppedByEnemy: false, prompted: [], owed: [] } },
  version: 3,
} as unknown as UmpireView;

describe('fire tool (Section 10.0)', () => {
  it('shows the chance to hit with its table cell, the kill chance (Case 10.83) and the cost for an observed man', () => {
    const p = firePreview({ view }, { col: 6, row: 2 });
    expect(p?.targets.map((t) => t.id)).toEqual(['b1']);
    expect(p?.error).toBeUndefined();
    const chance = p!.chance!;
    expect(chance.chance.breakdown.steps[0]?.caseRef).toBe('Case 10.81');
    expect(chance.chance.breakdown.final).toBeGreaterThan(0);
    expect(chance.chance.killBreakdown.final).toBeLessThanOrEqual(chance.chance.breakdown.final);
    expect(chance.taskPointCost.final).toBeGreaterThan(0);
  });

  it('refuses a man he does not observe (Case 10.14) and a friend', () => {
    expect(firePreview({ view }, { col: 6, row: 8 })?.error).toMatch(/Case 10.14/);
    expect(firePreview({ view }, { col: 7, row: 3 })?.error).toMatch(/Enemy/);
    expect(fireTool(undefined).click({ col: 6, row: 8 }, { view }).command).toBeUndefined();
  });

  it('sends task/fire on a click at an observed Enemy man', () => {
    expect(fireTool(undefined).click({ col: 6, row: 2 }, { view }).command).toEqual({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    const over = fireTool({ col: 6, row: 2 }).overlay({ view });
    expect(over.kind === 'fire' && over.preview.chance !== undefined).toBe(true);
  });
});
