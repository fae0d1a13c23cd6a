import { describe, expect, it } from 'vitest';
import { victoryFacts } from './game-end';
import { mountGame } from '../test-support/mount-game';

describe('Section 19.0 General Rule with Case 42.81: a mount is a figure, not a man, for victory (ruling HC1)', () => {
  it('Case 42.81: the side’s men counted for victory leave out its camel; the side size counts men only', () => {
    const s = mountGame(
      [
        { id: 'a1', side: 'a', col: 10, row: 10 },
        { id: 'b1', side: 'b', col: 20, row: 20 },
      ],
      [{ side: 'a', kind: 'camel', col: 11, row: 10 }],
    );
    expect(Object.values(s.men).filter((m) => m.side === 'a').length).toBe(2);
    const facts = victoryFacts(s);
    expect(facts.men.map((m) => m.id).sort()).toEqual(['a1', 'b1']);
    expect(facts.sideSize).toEqual({ a: 1, b: 1 });
  });
});
