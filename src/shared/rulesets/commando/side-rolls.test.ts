import { describe, expect, it } from 'vitest';
import type { Command } from './model/commands';
import type { GameState } from './model/state';
import type { PlayerView } from './view/view';
import { commandoSideRolls } from './side-rolls';

// Only the men matter to the hook: whose man acts in the order.
const state = { men: { a1: { id: 'a1', side: 'a', name: 'Sgt Able' }, b1: { id: 'b1', side: 'b', name: 'Pte Baker' } } } as unknown as GameState;
const fire: Command = { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] };
const observe: Command = { type: 'observe/attempt', observerId: 'a1', targetId: 'b1' };
const hit = (part: string) => ({ die: 'd10' as const, purpose: `Case 10.0 hit roll, fire 1 of 1 at Pte Baker (hits on 45 or less): roll 1D100 (${part})` });
const looks = { die: 'd10' as const, purpose: 'Case 8.73 observation: Sgt Able tries to observe Pte Baker: roll 1D100 (yellow die, units)' };

describe('ruling SO15: which physical dice are a side’s own (Cases 10.0, 8.73, 38.41)', () => {
  it('Case 10.0 / Case 38.41: the hit and observation rolls of the side’s own man, in its own order, are the side’s', () => {
    expect(commandoSideRolls.owner(state, fire, 'a', hit('green die, tens'))).toEqual({ side: 'a', manId: 'a1', kind: 'hit', die: 'd10', part: 'tens' });
    expect(commandoSideRolls.owner(state, observe, 'a', looks)).toEqual({ side: 'a', manId: 'a1', kind: 'observation', die: 'd10', part: 'units' });
  });

  it('every other die is the umpire’s: his own command, another side’s man, another roll of the same command', () => {
    expect(commandoSideRolls.owner(state, fire, undefined, hit('green die, tens'))).toBeNull();
    expect(commandoSideRolls.owner(state, fire, 'b', hit('green die, tens'))).toBeNull();
    expect(commandoSideRolls.owner(state, fire, 'a', { die: 'd6', purpose: 'Case 10.51 wound points for Pte Baker (Case 10.53: at least 1): roll 2D6 (die 1 of 2)' })).toBeNull();
    expect(commandoSideRolls.owner(state, fire, 'a', { die: 'd10', purpose: 'Case 10.62 magazine check: roll 1D10' })).toBeNull();
    expect(commandoSideRolls.owner(state, observe, 'a', hit('green die, tens'))).toBeNull();
  });

  it('the words come from the side’s projection and the table, never from the purpose (no target, no chance)', () => {
    const view = { ownMen: [{ id: 'a1', name: 'Sgt Able' }] } as unknown as PlayerView;
    const ref = commandoSideRolls.owner(state, fire, 'a', hit('yellow die, units'))!;
    const words = commandoSideRolls.words(view, ref, 2);
    expect(words).toBe("Your die 2: Sgt Able's hit roll (Case 10.0), the yellow die (units). Roll one ten-sided die and enter it (0 counts 10).");
    expect(words).not.toMatch(/Baker|45|less/);
  });
});
