import { describe, expect, it } from 'vitest';
import { TokenRegistry } from './tokens';

describe('TokenRegistry', () => {
  it('one token for the umpire and one per side, each opening exactly its audience', () => {
    const t = new TokenRegistry(['commando', 'defender'], { umpire: 'u', sides: { commando: 'c' } });
    expect(t.isUmpire('u')).toBe(true);
    expect(t.sideFor('c')).toBe('commando');
    expect(t.sideFor('u')).toBeUndefined();
    expect(t.isUmpire('c')).toBe(false);
    expect(t.sideFor(t.sideToken('defender'))).toBe('defender');
    expect(() => t.sideToken('martians')).toThrow(/No token for side "martians"/);
  });

  it('a new game issues every side a fresh token: old ones stop working, even for a side of the same name; the umpire keeps his', () => {
    const t = new TokenRegistry(['commando', 'defender'], { umpire: 'u', sides: { commando: 'c', defender: 'd' } });
    t.resetSides(['israelis', 'ugandans']);
    expect(t.sideIds()).toEqual(['israelis', 'ugandans']);
    expect(t.sideFor('c')).toBeUndefined();
    expect(t.sideFor('d')).toBeUndefined();
    expect(() => t.sideToken('commando')).toThrow();
    expect(t.sideFor(t.sideToken('ugandans'))).toBe('ugandans');
    const israelis = t.sideToken('israelis');
    t.resetSides(['israelis', 'ugandans']);
    expect(t.sideFor(israelis)).toBeUndefined();
    expect(t.sideToken('israelis')).not.toBe(israelis);
    expect(t.isUmpire('u')).toBe(true);
  });

  it("the shared screen's token opens the screen only, and outlives a new game", () => {
    const t = new TokenRegistry(['commando', 'defender'], { umpire: 'u', sides: { commando: 'c', defender: 'd' }, screen: 's' });
    expect(t.isScreen('s')).toBe(true);
    expect(t.isUmpire('s')).toBe(false);
    expect(t.sideFor('s')).toBeUndefined();
    for (const other of ['u', 'c', 'd', undefined]) expect(t.isScreen(other)).toBe(false);
    t.resetSides(['israelis', 'ugandans']);
    expect(t.isScreen('s')).toBe(true);
    expect(new TokenRegistry([]).screen).not.toBe(new TokenRegistry([]).screen);
  });
});
