import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/game/view';
import { grenadePreview, grenadeTool } from './grenade-tool';

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

describe('grenade tool (Section 11.0)', () => {
  it('prepares a grenade first (Case 11.1), previewing the throw it would make', () => {
    const p = grenadePreview({ view }, { col: 5, row: 2 });
    expect(p?.prepared).toBeUndefined();
    expect(p?.chance?.steps[0]?.caseRef).toBe('Case 11.81');
    expect(grenadeTool(undefined).click({ col: 5, row: 2 }, { view }).command).toEqual({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
  });

  it('throws the prepared one, with a scatter fan summing to 1 and the blast area (Case 11.41)', () => {
    const armed = {
      ...view,
      men: view.men.map((m) =>
        m.id === 'a1'
          ? { ...m, armament: { side: 'a', weapons: [{ id: 'w1', kind: 'submachinegun', issuedTo: 'a' }], preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }], grenades: { fragmentation: 1 }, initialFlamethrowerOperator: false, preparedWeapon: 'w1' } }
          : m,
      ),
    } as unknown as UmpireView;
    const p = grenadePreview({ view: armed }, { col: 6, row: 2 })!;
    expect(p.prepared?.type).toBe('fragmentation');
    const total = p.fan.reduce((n, f) => n + f.probability, 0);
    expect(total).toBeCloseTo(1, 6);
    const onTarget = p.fan.find((f) => f.square.col === 6 && f.square.row === 2);
    expect(onTarget!.probability).toBeGreaterThanOrEqual(p.chance!.final / 100 - 1e-9);
    expect(p.blast?.squares).toHaveLength(9);
    expect(p.blast?.men.map((m) => m.id).sort()).toEqual(['a2', 'b1']);
    expect(grenadeTool(undefined).click({ col: 6, row: 2 }, { view: armed }).command).toEqual({ type: 'task/throw-grenade', manId: 'a1', target: { col: 6, row: 2 }, grenade: 'fragmentation' });
  });

  it('has no preview without a man on the map', () => {
    expect(grenadeTool({ col: 3, row: 3 }).overlay({ view: { ...view, sequence: undefined } as unknown as UmpireView }).kind).toBe('none');
  });
});
