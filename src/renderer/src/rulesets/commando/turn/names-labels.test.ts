import { describe, expect, it } from 'vitest';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { armamentOf } from '@shared/rulesets/commando/engine/carried-weapons';
import type { ManState } from '@shared/rulesets/commando/model/state';
import { commandLabel } from './labels';

// Issue 16: names, not ids, wherever a person reads — weapons by their chart name, tasks by their rules name.

const man: ManState = { id: 'b1', side: 'b', name: 'Vogel', square: { col: 1, row: 1 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: ['submachinegun', 'pistol'] };
const view = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'non-prepared-task-execution',
  map: { name: 'm', width: 2, height: 2, squares: [], lines: [], zones: [], structures: [] } as unknown as UmpireView['map'],
  sides: [{ id: 'b', name: 'Guards', mode: 'defending', observationCode: 'G', panicPercentage: 45 }],
  men: [man],
  knowledge: {},
  lyingWeapons: [{ weapon: { id: 'wx-9', kind: 'machinegun', issuedTo: 'a' }, square: { col: 1, row: 1 } }],
  version: 0,
} satisfies UmpireView;
const [smg, pistol] = armamentOf(man).weapons;

describe('weapons by their chart name (Case 10.81 Fire Combat Table), tasks by the Task Point Cost Chart', () => {
  it('Case 13.18: "Prepare the Pistol", never the weapon id', () => {
    const l = commandLabel(view, { type: 'task/prepare-weapon', manId: 'b1', weaponId: pistol!.id });
    expect(l.label).toBe('Prepare the Pistol: b1 Vogel');
    expect(l.label).not.toContain(pistol!.id);
  });
  it('Case 13.14 / 13.15: drop and pick up name the weapons', () => {
    expect(commandLabel(view, { type: 'task/drop-weapon', manId: 'b1', weaponIds: [smg!.id] }).label).toBe('Drop the Submachinegun: b1 Vogel');
    expect(commandLabel(view, { type: 'task/pick-up-weapon', manId: 'b1', weaponId: 'wx-9' }).label).toBe('Pick up the Machinegun: b1 Vogel');
  });
  it('Case 10.7: the plotted task by its chart name, not "fire-automatic"', () => {
    const l = commandLabel(view, { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-automatic' });
    expect(l.label).toBe('Plot opportunity fire: b1 Vogel (Fire automatic weapon (auto or machine)) at the first man he observes');
  });
});
