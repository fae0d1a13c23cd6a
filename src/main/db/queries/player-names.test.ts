import { describe, expect, it } from 'vitest';
import { checkSidePlayers, normalisePlayerName, playerNameKey } from './player-names';

describe('player names (issue 14, failure 7)', () => {
  it('stores names NFC-normalised, trimmed, white space collapsed', () => {
    expect(normalisePlayerName('  Ann   Lee \t')).toBe('Ann Lee');
    expect(normalisePlayerName('Zoe\u0301')).toBe('Zoé'); // e + combining acute → é
    expect(normalisePlayerName('Zoe\u0301')).toHaveLength(3);
  });

  it('refuses NUL and other control characters, naming the character', () => {
    expect(() => normalisePlayerName('Ann\u0000')).toThrow(/control character \(U\+0000\)/);
    expect(() => normalisePlayerName('A\u0007nn')).toThrow(/control character \(U\+0007\)/);
    expect(() => normalisePlayerName('Ann\u0085')).toThrow(/U\+0085/);
  });

  it('refuses a lone surrogate instead of storing replacement characters', () => {
    expect(() => normalisePlayerName('Ann\uD800')).toThrow(/lone surrogate, U\+D800 at position 3/);
    expect(() => normalisePlayerName('\uDC00Ann')).toThrow(/lone surrogate/);
    expect(normalisePlayerName('Ann 🎲')).toBe('Ann 🎲'); // a proper pair is fine
  });

  it('refuses bidirectional overrides, embeddings and isolates', () => {
    for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(() => normalisePlayerName(`Ann${c}nnA`)).toThrow(/bidirectional control character/);
    }
    expect(() => normalisePlayerName('evil\u202Etxt.exe')).toThrow(/U\+202E/);
  });

  it('refuses zero-width and other invisible characters; keeps the joiners some scripts need', () => {
    expect(() => normalisePlayerName('Ann\u200B')).toThrow(/invisible character \(U\+200B\)/);
    expect(() => normalisePlayerName('\uFEFFAnn')).toThrow(/U\+FEFF/);
    expect(() => normalisePlayerName('An\u00ADn')).toThrow(/U\+00AD/);
    expect(normalisePlayerName('👨\u200D👩')).toBe('👨\u200D👩');
  });

  it('refuses an empty name and one over 200 characters', () => {
    expect(() => normalisePlayerName('   ')).toThrow(/empty/);
    expect(() => normalisePlayerName('x'.repeat(201))).toThrow(/201 characters long; at most 200/);
  });

  it('one key for one person: case, width and invisible characters do not make another player', () => {
    const ann = playerNameKey('Ann');
    for (const n of ['ann', 'ANN', 'Ａｎｎ', 'Ann\u200D', 'Ann\u200B', ' Ann ']) expect(playerNameKey(n)).toBe(ann);
    expect(playerNameKey('Straße')).toBe(playerNameKey('STRASSE'));
    expect(playerNameKey('Anna')).not.toBe(ann);
  });

  it('refuses the same player twice in one side, by id or by name, naming the side', () => {
    expect(() => checkSidePlayers([{ side: 'commando', players: [{ id: 'p1', name: 'Ann' }, { id: 'p1', name: 'Ann' }] }])).toThrow(/side commando lists the same player twice: "Ann" \(p1\) and "Ann" \(p1\)/);
    expect(() => checkSidePlayers([{ side: 'commando', players: [{ id: 'p1', name: 'Twin' }, { id: 'p2', name: 'twin' }] }])).toThrow(/side commando lists the same player twice/);
    expect(() => checkSidePlayers([{ side: 'defender', players: [{ id: 'p1', name: 'Ann\u0000' }] }])).toThrow(/side defender, player 1 \(p1\).*U\+0000/);
    expect(() => checkSidePlayers([{ side: 'a', players: [{ id: 'p1', name: 'Ann' }] }, { side: 'b', players: [{ id: 'p1', name: 'Ann' }] }])).not.toThrow();
  });
});
