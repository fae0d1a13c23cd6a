import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { SeededDice, type SeededDiceState } from './seeded-dice';
import type { DieKind } from './dice-source';

const rollMany = (dice: SeededDice, die: DieKind, n: number) => Array.from({ length: n }, () => dice.roll({ die, purpose: 'test' }).face);

describe('seeded dice', () => {
  it('the same seed gives the same rolls; another seed gives others', () => {
    expect(rollMany(SeededDice.fromSeed('game-1'), 'd10', 50)).toEqual(rollMany(SeededDice.fromSeed('game-1'), 'd10', 50));
    expect(rollMany(SeededDice.fromSeed('game-1'), 'd10', 50)).not.toEqual(rollMany(SeededDice.fromSeed('game-2'), 'd10', 50));
    expect(rollMany(SeededDice.fromSeed(42), 'd6', 50)).toEqual(rollMany(SeededDice.fromSeed(42), 'd6', 50));
  });

  it('pins the first rolls of a known seed, so a saved game never changes its dice on upgrade', () => {
    const dice = SeededDice.fromSeed('sightline');
    const golden = [...rollMany(dice, 'd6', 8), ...rollMany(dice, 'd10', 8)];
    expect(golden).toEqual([3, 2, 1, 1, 3, 1, 3, 4, 8, 8, 8, 3, 5, 5, 2, 10]);
  });

  it('Case 4.0 faces: d6 shows 1–6, d10 1–10 (0 read as 10), every face reachable', () => {
    const dice = SeededDice.fromSeed('range');
    const d6 = new Set(rollMany(dice, 'd6', 600));
    const d10 = new Set(rollMany(dice, 'd10', 1000));
    expect([...d6].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...d10].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('seed 003 lines 162 and 556: a d20 shows 1–20 and a d12 1–12, every face reachable', () => {
    const d20 = new Set(rollMany(SeededDice.fromSeed('range'), 'd20', 2000));
    expect([...d20].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const d12 = new Set(rollMany(SeededDice.fromSeed('range'), 'd12', 1200));
    expect([...d12].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it('is fair enough: chi-square over 60,000 d6 and 100,000 d10 rolls is within the 99.9% bound', () => {
    const dice = SeededDice.fromSeed('fairness');
    for (const [die, sides, n, bound] of [
      ['d6', 6, 60_000, 20.52],
      ['d10', 10, 100_000, 27.88],
    ] as const) {
      const counts = new Array<number>(sides).fill(0);
      for (let i = 0; i < n; i++) counts[dice.roll({ die, purpose: 'fair' }).face - 1]!++;
      const expected = n / sides;
      const chi = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(bound);
    }
  });

  it('state() / fromState() resume exactly where the dice stopped, through JSON (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(40), (seed, skip) => {
        const a = SeededDice.fromSeed(seed);
        rollMany(a, 'd10', skip);
        const saved: SeededDiceState = JSON.parse(JSON.stringify(a.state()));
        const b = SeededDice.fromState(saved);
        expect(rollMany(b, 'd6', 20)).toEqual(rollMany(a, 'd6', 20));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a damaged or foreign state with a readable error', () => {
    expect(() => SeededDice.fromState({ algorithm: 'mersenne', words: [1, 2, 3, 4] })).toThrow(/saved dice state is not usable: algorithm/);
    expect(() => SeededDice.fromState({ algorithm: 'xoroshiro128plus', words: [1, 2, 3] })).toThrow(/words/);
    expect(() => SeededDice.fromState({ algorithm: 'xoroshiro128plus', words: [0, 0, 0, 0] })).toThrow(/all-zero/);
    expect(() => SeededDice.fromState({ algorithm: 'xoroshiro128plus', words: [1.5, 0, 0, 0] })).toThrow(/not usable/);
    expect(() => SeededDice.fromState(null)).toThrow(/not usable/);
  });

  it('refuses a number seed that is not a 32-bit integer', () => {
    expect(() => SeededDice.fromSeed(1.5)).toThrow(/string seed/);
    expect(() => SeededDice.fromSeed(2 ** 40)).toThrow(RangeError);
  });
});
