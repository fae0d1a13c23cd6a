import { describe, expect, it } from 'vitest';
import { GAME_CLOSED, sidePath } from '../app/side-links';
import { popOutPlan, sideOfLink } from './follow-popouts';

describe('issue 15: Electron pop-outs follow a new game as browser windows do', () => {
  it('each open pop-out goes to its seat’s side in the new game, or closes when its seat has none there', () => {
    const follow = (side: string) =>
      side === 'israelis' ? ({ kind: 'moved', url: sidePath('british', 'tok-1') } as const) : side === 'ugandans' ? ({ kind: 'moved', url: sidePath('germans', 'tok 2/x') } as const) : ({ kind: 'closed', message: GAME_CLOSED } as const);
    expect(popOutPlan(['israelis', 'ugandans', 'hostages'], follow)).toEqual({ reopen: ['british', 'germans'], closed: ['hostages'] });
  });

  it('two old pop-outs of one seat open one window; an invalid notice closes', () => {
    expect(popOutPlan(['a', 'b'], () => ({ kind: 'moved', url: sidePath('x', 't') }))).toEqual({ reopen: ['x'], closed: [] });
    expect(popOutPlan(['a'], () => ({ kind: 'invalid', message: 'no' }))).toEqual({ reopen: [], closed: ['a'] });
  });

  it('reads the side from a side link only', () => {
    expect(sideOfLink(sidePath('side one', 'tok'))).toBe('side one');
    expect(sideOfLink('/umpire?token=x')).toBeUndefined();
    expect(sideOfLink('/player/%E0%A4%A?token=x')).toBeUndefined();
  });
});
