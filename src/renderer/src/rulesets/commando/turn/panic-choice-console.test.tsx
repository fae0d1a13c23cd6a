import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState, SideInfo } from '@shared/rulesets/commando/model/state';
import { engineGame, Table } from '@shared/rulesets/commando/test-support/engine-game';
import { projectView } from '@shared/rulesets/commando/view/view';
import { TurnPanel } from './TurnPanel';

const SIDES: SideInfo[] = [
  { id: 'a', name: 'Commandos', mode: 'commando', observationCode: 'C', panicPercentage: 30 },
  { id: 'b', name: 'Guards', mode: 'defending', observationCode: 'G', panicPercentage: 45 },
];

describe('the panic fire choice on the umpire console (Case 14.22)', () => {
  it('Case 14.22: each equally near man is a button named for him; the observation box stays shut', () => {
    const base = engineGame(
      [
        { id: 'a1', side: 'a', col: 5, row: 5 },
        { id: 'b1', side: 'b', col: 5, row: 8 },
        { id: 'b2', side: 'b', col: 8, row: 5 },
      ],
      { phase: 'non-prepared-task-execution', sides: SIDES },
    );
    const s: GameState = { ...base, sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } } };
    // 1D100 = 05: panics; 1D10 = 7: fire.
    const t = new Table(s, new ScriptedDice(d10(10, 5, 7)));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' }, { type: 'umpire/record-observation', observerId: 'a1', targetId: 'b2' }, { type: 'task/begin', manId: 'a1' });
    const view = projectView(t.state, { kind: 'umpire' });
    const html = renderToStaticMarkup(<TurnPanel view={view} onCommand={() => undefined} />);
    expect(html).toContain('data-testid="panic-target-prompt"');
    expect(html).toContain('data-testid="panic-choose-b1"');
    expect(html).toContain('data-testid="panic-choose-b2"');
    expect(html).toContain(`Panicked a1 ${view.men.find((m) => m.id === 'a1')!.name} fires at b2 ${view.men.find((m) => m.id === 'b2')!.name}`);
    expect(html).toContain('Case 14.22');
    expect(html).not.toContain('data-testid="prompts"');
  });
});
