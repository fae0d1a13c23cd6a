import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  DiceCodeError,
  d100FromFaces,
  describeDiceCode,
  diceBounds,
  diceCode,
  diceNeeded,
  formatDiceCode,
  parseDiceCode,
  rollDice,
  totalFromFaces,
  type DiceCode,
} from './dice-codes';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';

describe('Case 4.0 dice codes: reading', () => {
  it('Case 4.0: 1D6, 2D6, 3D6, 1D10, 2D10, 1D100', () => {
    expect(parseDiceCode('1D6')).toEqual({ count: 1, sides: 6, modifier: 0, halve: false, atLeastOne: false });
    expect(parseDiceCode('3d6')).toMatchObject({ count: 3, sides: 6 });
    expect(parseDiceCode('2D10')).toMatchObject({ count: 2, sides: 10 });
    expect(parseDiceCode('1D100')).toMatchObject({ count: 1, sides: 100 });
    expect(parseDiceCode('D6')).toMatchObject({ count: 1, sides: 6 });
  });

  it('Case 4.0: "1D6 + 1" and "2D6 – 1" (dash or minus sign) carry the number', () => {
    expect(parseDiceCode('1D6 + 1').modifier).toBe(1);
    expect(parseDiceCode('2D6 – 1').modifier).toBe(-1);
    expect(parseDiceCode('1D6−1').modifier).toBe(-1);
    expect(parseDiceCode('1D10+13').modifier).toBe(13);
  });

  it('Case 4.0 halving and Case 10.53 "at least one"', () => {
    expect(parseDiceCode('1D10/2')).toMatchObject({ halve: true, modifier: 0 });
    expect(parseDiceCode('(2D6-1)/2')).toMatchObject({ halve: true, modifier: -1 });
    expect(parseDiceCode('2D6-2 min 1')).toMatchObject({ modifier: -2, atLeastOne: true });
  });

  it('Case 4.0: refuses "2D6-1/2" because the order of halving and adding would be a guess', () => {
    expect(() => parseDiceCode('2D6-1/2')).toThrow('"2D6-1/2" is not a dice code (Case 4.0): say whether to halve before or after adding: write "(2D6-1)/2" to halve the modified roll');
    expect(() => parseDiceCode('1d10 + 3 / 2')).toThrow(/\(1D10\+3\)\/2/);
  });

  it('refuses malformed codes, naming the input', () => {
    for (const bad of ['', 'D', '2D8', '0D6', '21D6', '2D100', '1D6+', 'roll', '1D6*2']) {
      expect(() => parseDiceCode(bad)).toThrow(DiceCodeError);
      expect(() => parseDiceCode(bad)).toThrow(`"${bad}"`);
    }
    expect(() => diceCode(1, 6, { modifier: 0.5 })).toThrow(DiceCodeError);
  });

  it('format → parse round-trips every code (property)', () => {
    const arb: fc.Arbitrary<DiceCode> = fc
      .record({
        count: fc.integer({ min: 1, max: 20 }),
        sides: fc.constantFrom<6 | 10 | 100>(6, 10, 100),
        modifier: fc.integer({ min: -999, max: 999 }),
        halve: fc.boolean(),
        atLeastOne: fc.boolean(),
      })
      .map((c) => (c.sides === 100 ? { ...c, count: 1 } : c));
    fc.assert(
      fc.property(arb, (c) => {
        expect(parseDiceCode(formatDiceCode(c))).toEqual(c);
      }),
    );
  });

  it('describes a code in words for the umpire', () => {
    expect(describeDiceCode(parseDiceCode('2D6-1'))).toBe('roll two six-sided dice and add them, subtract 1');
    expect(describeDiceCode(parseDiceCode('1D10/2'))).toBe('roll one ten-sided die (0 counts 10), then halve, rounding up');
    expect(describeDiceCode(parseDiceCode('2D6-2 min 1'))).toMatch(/at least 1$/);
    expect(describeDiceCode(parseDiceCode('1D100'))).toMatch(/green is the tens digit, yellow the units \(00 is 100\)/);
  });
});

describe('Case 4.0 dice codes: totals', () => {
  it('Case 4.0: on D10 a 0 counts 10; two 0s on 2D10 make 20', () => {
    expect(totalFromFaces(parseDiceCode('2D10'), d10(0, 0))).toBe(20);
    expect(totalFromFaces(parseDiceCode('1D10'), d10(0))).toBe(10);
  });

  it('Case 4.0: 1D100 green 3, yellow 9 is 39', () => {
    expect(d100FromFaces(3, 9)).toBe(39);
    expect(totalFromFaces(parseDiceCode('1D100'), d10(3, 9))).toBe(39);
  });

  it('Case 4.0: 1D100 green 0, yellow 7 is 07', () => {
    expect(d100FromFaces(0, 7)).toBe(7);
    expect(d100FromFaces(10, 7)).toBe(7);
  });

  it('Case 4.0: 1D100 green 0, yellow 0 is 100', () => {
    expect(d100FromFaces(0, 0)).toBe(100);
    expect(totalFromFaces(parseDiceCode('1D100'), d10(0, 0))).toBe(100);
    expect(d100FromFaces(5, 0)).toBe(50);
  });

  it('Case 4.0: 1D100 gives each of 1–100 for exactly one pair of faces', () => {
    const seen = new Map<number, number>();
    for (let t = 0; t <= 9; t++) for (let u = 0; u <= 9; u++) seen.set(d100FromFaces(t, u), (seen.get(d100FromFaces(t, u)) ?? 0) + 1);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(() => d100FromFaces(11, 1)).toThrow(/green/);
  });

  it('Case 4.0: "2D6 – 1" subtracts one from the dice-roll', () => {
    expect(totalFromFaces(parseDiceCode('2D6-1'), d6(3, 4))).toBe(6);
    expect(totalFromFaces(parseDiceCode('1D10+13'), d10(0))).toBe(23);
  });

  it('Case 4.0 / Case 11.53: a halved roll rounds up (a 4 gives 2, a 5 gives 3)', () => {
    expect(totalFromFaces(parseDiceCode('1D10/2'), d10(4))).toBe(2);
    expect(totalFromFaces(parseDiceCode('1D10/2'), d10(5))).toBe(3);
    expect(totalFromFaces(parseDiceCode('(2D6-1)/2'), d6(3, 3))).toBe(3);
  });

  it('Case 17.33: 2D6-2 with a minimum of one', () => {
    expect(totalFromFaces(parseDiceCode('2D6-2 min 1'), d6(1, 1))).toBe(1);
    expect(totalFromFaces(parseDiceCode('2D6-2'), d6(1, 1))).toBe(0);
    expect(totalFromFaces(parseDiceCode('2D6-2 min 1'), d6(6, 5))).toBe(9);
  });

  it('refuses the wrong number or kind of faces', () => {
    expect(() => totalFromFaces(parseDiceCode('2D6'), d6(3))).toThrow(/takes 2 dice/);
    expect(() => totalFromFaces(parseDiceCode('1D6'), d10(3))).toThrow(/expected a d6/);
  });

  it('every total lies within diceBounds (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('1D6', '3D6-2', '2D10+1', '1D100', '(2D6-1)/2', '1D6-3 min 1', '4D10+3'), fc.integer(), (text, seed) => {
        const code = parseDiceCode(text);
        const { total } = rollDice(code, SeededDice.fromSeed(seed), 'bounds');
        const { min, max } = diceBounds(code);
        return total >= min && total <= max;
      }),
    );
    expect(diceBounds(parseDiceCode('1D6-3 min 1'))).toEqual({ min: 1, max: 3 });
  });
});

describe('rollDice', () => {
  it('Case 10.62-style purposes: draws each die from the source saying why', () => {
    const dice = new ScriptedDice(d10(3));
    const roll = rollDice('1D10', dice, 'Case 10.62 magazine check');
    expect(roll).toEqual({ code: '1D10', total: 3, faces: [{ die: 'd10', face: 3 }], purpose: 'Case 10.62 magazine check' });
    expect(dice.requests).toEqual([{ die: 'd10', purpose: 'Case 10.62 magazine check: roll 1D10' }]);
  });

  it('Case 4.0 1D100: asks for the green (tens) die, then the yellow (units)', () => {
    const dice = new ScriptedDice(d10(0, 7));
    expect(rollDice('1D100', dice, 'Case 8.7 observation').total).toBe(7);
    expect(dice.requests.map((r) => r.purpose)).toEqual(['Case 8.7 observation: roll 1D100 (green die, tens)', 'Case 8.7 observation: roll 1D100 (yellow die, units)']);
  });

  it('numbers the dice of a multi-die code', () => {
    const dice = new ScriptedDice(d6(6, 6, 1));
    const roll = rollDice('3D6', dice, 'Case 9.1 endurance');
    expect(roll.total).toBe(13);
    expect(roll.faces).toHaveLength(3);
    expect(dice.requests[2]!.purpose).toBe('Case 9.1 endurance: roll 3D6 (die 3 of 3)');
    dice.assertAllUsed();
  });

  it('diceNeeded: D100 takes two d10s', () => {
    expect(diceNeeded(parseDiceCode('1D100'))).toEqual(['d10', 'd10']);
    expect(diceNeeded(parseDiceCode('3D6+1'))).toEqual(['d6', 'd6', 'd6']);
  });

  it('refuses a source that returns an impossible face', () => {
    const liar = { mode: 'scripted' as const, roll: () => ({ die: 'd6' as const, face: 7 }) };
    expect(() => rollDice('1D6', liar, 'test')).toThrow(/cannot show 7/);
  });
});
