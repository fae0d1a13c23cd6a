import { describe, expect, it } from 'vitest';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { commandLabel, plotMayWaitForFiring, plotTaskLabel } from './labels';
import { GERMANS, VOGEL, labelView } from './test-support/label-view';

const view = labelView('opportunity-fire-plot', GERMANS, VOGEL);

describe('Case 22.33 opportunity detonation in the plot chooser', () => {
  it('Case 22.33: names the detonation plot and its label, and offers no "only a firing man" condition for it', () => {
    expect(plotTaskLabel('detonate-claymore')).toContain('Case 22.33');
    // Issue 16: any other task by its Task Point Cost Chart name, not its id.
    expect(plotTaskLabel('fire-rifle')).toBe('Fire rifle or carbine');
    expect(plotMayWaitForFiring('detonate-claymore')).toBe(false);
    expect(plotMayWaitForFiring('fire-rifle')).toBe(true);
    const plot = commandLabel(view, { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'detonate-claymore', condition: { trigger: 'moving', ordinal: 1 } });
    expect(plot).toEqual({ label: 'Plot opportunity detonation: b1 Vogel sets off his claymores at the first moving man entering the blast area', caseRef: 'Case 22.33' });
  });

  it('Case 22.33: the interrupt button says he detonates his claymores', () => {
    const prompt = {
      id: 'prompt-1',
      kind: 'opportunity',
      moverId: 'b1',
      moverSide: 'b',
      at: { col: 2, row: 2 },
      pending: [{ observerId: 'b1', duty: 'may' }],
      final: false,
      caseRef: 'Case 7.53',
      plotterId: 'b1',
      plotKind: 'detonate',
      trigger: 'moved-into',
      simultaneous: false,
      targetMoving: true,
      enteringFirersSquare: false,
      cost: { what: 'cost', steps: [], final: 25 },
      text: '',
    } as const;
    const withPrompt = { ...view, sequence: { passedSides: [], prompts: [prompt], nextPromptNumber: 2, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0 } } satisfies UmpireView;
    expect(commandLabel(withPrompt, { type: 'opportunity/fire', promptId: 'prompt-1' })).toEqual({ label: 'b1 Vogel detonates his claymores now (interrupt) on b1 Vogel', caseRef: 'Case 22.33' });
  });
});
