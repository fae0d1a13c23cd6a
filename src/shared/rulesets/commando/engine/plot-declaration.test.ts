/**
 * Case 11.63 "Unlike opportunity fire, a Player does not have to announce whether or not he has opportunity
 * throw plotted" (issue 24 point 2; ruling O1): the end-of-plot declaration counts fire plots only.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10 } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { armamentOf } from './carried-weapons';

function holdingGrenade(): GameState {
  const s = engineGame([
    { id: 'a1', side: 'a', col: 1, row: 10 },
    { id: 'b1', side: 'b', col: 5, row: 12 },
    { id: 'b2', side: 'b', col: 20, row: 20 },
  ]);
  const b1 = s.men['b1']!;
  // b1 holds a grenade prepared in an earlier Game-Turn (Case 11.62: prepared before the Phase).
  return { ...s, men: { ...s.men, b1: { ...b1, armament: { ...armamentOf(b1), preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } } } };
}

describe('Case 11.63: opportunity throw is not announced', () => {
  it('Case 11.63: a side whose only plot is an opportunity throw declares that it has no opportunity fire plotted', () => {
    const t = new Table(holdingGrenade(), new ScriptedDice([...d10(7, 2)]));
    t.run({ type: 'phase/advance' }, { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'throw-grenade' });
    t.run({ type: 'phase/advance' });
    expect(projectView(t.state, { kind: 'side', side: 'a' }).sequence.plotDeclarations).toEqual([
      { side: 'a', anyPlotted: false },
      { side: 'b', anyPlotted: false },
    ]);
  });

  it('Cases 5.1 B, 11.63: a side with a throw and a fire plotted declares the fire (a throw neither hides nor adds to it)', () => {
    const t = new Table(holdingGrenade(), new ScriptedDice([...d10(7, 2)]));
    t.run({ type: 'phase/advance' }, { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'throw-grenade' }, { type: 'plot/opportunity-fire', manId: 'b2', fireTask: 'fire-rifle' });
    t.run({ type: 'phase/advance' });
    expect(projectView(t.state, { kind: 'side', side: 'a' }).sequence.plotDeclarations).toEqual([
      { side: 'a', anyPlotted: false },
      { side: 'b', anyPlotted: true },
    ]);
  });
});
