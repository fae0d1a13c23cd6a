import { describe, expect, it } from 'vitest';
import { grenadePreview, grenadeTool } from './grenade-tool';

import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { combatView as view } from './test-support/combat-view';

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
