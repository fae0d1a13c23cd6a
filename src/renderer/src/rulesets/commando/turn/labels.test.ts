import { describe, expect, it } from 'vitest';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { buttonCommands, commandLabel, phaseLabel } from './labels';
import { COMMANDOS, HALE, labelView } from './test-support/label-view';

const view = labelView('observation', COMMANDOS, HALE);

describe('turn panel labels (Case 5.1)', () => {
  it('names the Phases in order with their letters', () => {
    expect(phaseLabel('non-prepared-task-execution')).toBe('E. Non-Prepared Task Execution');
    expect(phaseLabel('unknown')).toBe('unknown');
  });

  it('labels commands with the Case that allows them', () => {
    expect(commandLabel(view, { type: 'task/begin', manId: 'a1' })).toEqual({ label: 'Begin tasks: a1 Hale', caseRef: 'Case 6.21' });
    expect(commandLabel(view, { type: 'side/pass', side: 'a' }).label).toBe('Commandos passes');
    expect(commandLabel(view, { type: 'task/move', manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 3 }] }).label).toBe('Move a1 Hale to 0203');
  });

  it('leaves moves and attempts to the map and the prompt list', () => {
    expect(
      buttonCommands([
        { type: 'phase/advance' },
        { type: 'task/move', manId: 'a1', route: [{ col: 1, row: 1 }, { col: 2, row: 2 }] },
        { type: 'observe/attempt', observerId: 'a1', targetId: 'b1' },
      ]),
    ).toEqual([{ type: 'phase/advance' }]);
  });
});

describe('labels for every command (with its Case)', () => {
  it('labels the set-up, entry, fire, grenade and interrupt commands', () => {
    const cases: [Parameters<typeof commandLabel>[1], string][] = [
      [{ type: 'setup/deploy', manId: 'a1', square: { col: 3, row: 4 } }, 'Case 38.41'],
      [{ type: 'setup/start' }, 'Case 38.41'],
      [{ type: 'entry/enter', manId: 'a1', square: { col: 3, row: 1 } }, 'Case 38.51'],
      [{ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }, 'Case 10.13'],
      [{ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' }, 'Case 11.1'],
      [{ type: 'task/throw-grenade', manId: 'a1', target: { col: 3, row: 3 } }, 'Case 11.2'],
      [{ type: 'opportunity/fire', promptId: 'p1' }, 'Case 10.73'],
      [{ type: 'opportunity/hold', promptId: 'p1' }, 'Case 7.53'],
      [{ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire-smg', condition: { trigger: 'moving', ordinal: 1 } }, 'Case 10.72'],
      [{ type: 'umpire/wound-man', manId: 'a1', woundPoints: 2 }, 'Case 9.2'],
      [{ type: 'melee/resolve', combats: [] }, 'Section 12.0'],
      [{ type: 'game/end' }, 'Case 38.31'],
      [{ type: 'setup/place-mine', side: 'b', mineType: 'claymore', square: { col: 3, row: 4 }, facing: 'ne', detonator: { col: 3, row: 9 } }, 'Case 22.31'],
      [{ type: 'setup/remove-mine', mineId: 'mine-1' }, 'Section 22.0'],
      [{ type: 'task/detonate-claymore', manId: 'a1' }, 'Case 22.32'],
    ];
    for (const [c, caseRef] of cases) {
      const l = commandLabel(view, c);
      expect(l.caseRef, c.type).toBe(caseRef);
      expect(l.label, c.type).not.toBe(c.type);
    }
    expect(commandLabel(view, cases[0]![0]).label).toBe('Set up a1 Hale in 0304');
    expect(commandLabel(view, cases[8]![0]).label).toContain('the first moving man');
    expect(commandLabel(view, { type: 'plot/opportunity-fire', manId: 'a1', fireTask: 't', condition: { trigger: 'firing', ordinal: 1 } }).label).toContain('only a firing man');
  });

  it('keeps prompts, plots and throws off the general buttons', () => {
    expect(
      buttonCommands([
        { type: 'opportunity/fire', promptId: 'p' },
        { type: 'opportunity/hold', promptId: 'p' },
        { type: 'plot/opportunity-fire', manId: 'a1', fireTask: 't' },
        { type: 'task/throw-grenade', manId: 'a1', target: { col: 1, row: 1 } },
        { type: 'setup/start' },
      ]),
    ).toEqual([{ type: 'setup/start' }]);
  });
});

describe('Section 20.0 wire commands', () => {
  it('labels bridging, leaving, clipping and taking clippers with their Cases', () => {
    const side = { col: 3, row: 4, dir: 'w' as const };
    expect(commandLabel(view, { type: 'task/bridge-wire', manId: 'a1', side })).toEqual({ label: 'Fall prone on the wire (the west side of 0304): a1 Hale', caseRef: 'Case 20.12' });
    expect(commandLabel(view, { type: 'task/leave-wire', manId: 'a1', across: true })).toEqual({ label: 'Stand up off the wire, on the far side: a1 Hale', caseRef: 'Case 20.13' });
    expect(commandLabel(view, { type: 'task/clip-wire', manId: 'a1', side, taskPoints: 20 }).label).toBe('Clip the wire (the west side of 0304, 20 TP): a1 Hale');
    expect(commandLabel(view, { type: 'task/take-equipment', manId: 'a1', fromId: 'a1', item: 'wire-clippers' }).caseRef).toBe('Case 20.33');
  });
});

describe('Case 14.22 panic fire choice', () => {
  it('labels each equally near target by name, and keeps the choice in its prompt box (Case 14.22)', () => {
    const men = [...view.men, { id: 'b1', side: 'b', name: 'Brandt', square: { col: 3, row: 3 }, posture: 'erect' as const, endurance: 15, wounds: 0, condition: 'fit' as const, weapons: [] }];
    const prompt = { id: 'prompt-3', kind: 'panic-target' as const, moverId: 'a1', moverSide: 'a', at: { col: 1, row: 1 }, pending: [{ observerId: 'a1', duty: 'must' as const }], final: false as const, caseRef: 'Case 14.22', candidates: ['b1', 'b2'], fireAt: 'enemy' as const, how: 'throw-grenade' as const, orderCaseRef: 'Case 14.22', endsInterval: true };
    const v = { ...view, men, sequence: { passedSides: [], prompts: [prompt], nextPromptNumber: 4, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0 } } satisfies UmpireView;
    expect(commandLabel(v, { type: 'panic/choose-target', manId: 'a1', targetId: 'b1' })).toEqual({ label: "Panicked a1 Hale throws his grenade at b1 Brandt (owning Player's choice)", caseRef: 'Case 14.22' });
    expect(commandLabel(view, { type: 'panic/choose-target', manId: 'a1', targetId: 'b1' }).label).toBe("Panicked a1 Hale fires at b1 (owning Player's choice)");
    expect(buttonCommands([{ type: 'panic/choose-target', manId: 'a1', targetId: 'b1' }, { type: 'phase/advance' }])).toEqual([{ type: 'phase/advance' }]);
  });
});
