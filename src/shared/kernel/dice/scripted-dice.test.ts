import { describe, it, expect } from 'vitest';
import { ScriptedDice, ScriptedDiceError, d10, d6 } from './scripted-dice';

describe('scripted dice', () => {
  it('returns the faces in order, and records what was asked', () => {
    const dice = new ScriptedDice([...d6(4), ...d10(0)]);
    expect(dice.roll({ die: 'd6', purpose: 'a' })).toEqual({ die: 'd6', face: 4 });
    expect(dice.remaining).toBe(1);
    expect(dice.roll({ die: 'd10', purpose: 'b' })).toEqual({ die: 'd10', face: 10 });
    expect(dice.requests.map((r) => r.purpose)).toEqual(['a', 'b']);
    expect(dice.mode).toBe('scripted');
  });

  it('Case 4.0: a scripted d10 of 0 is the printed 0, which counts 10', () => {
    expect(d10(0, 10, 1)).toEqual([
      { die: 'd10', face: 10 },
      { die: 'd10', face: 10 },
      { die: 'd10', face: 1 },
    ]);
  });

  it('throws a clear error when the script runs out, naming the roll that asked', () => {
    const dice = new ScriptedDice(d6(1));
    dice.roll({ die: 'd6', purpose: 'first' });
    expect(() => dice.roll({ die: 'd6', purpose: 'Case 12.5 blow' })).toThrow(ScriptedDiceError);
    expect(() => dice.roll({ die: 'd6', purpose: 'Case 12.5 blow' })).toThrow('scripted dice ran out: all 1 faces were used before "Case 12.5 blow" asked for a d6');
  });

  it('throws when the die kind does not match, and does not consume the face', () => {
    const dice = new ScriptedDice(d6(3));
    expect(() => dice.roll({ die: 'd10', purpose: 'Case 6.1 initiative' })).toThrow('scripted die 1 is a d6 (3) but "Case 6.1 initiative" asked for a d10');
    expect(dice.remaining).toBe(1);
  });

  it('refuses impossible faces when the script is written', () => {
    expect(() => d6(7)).toThrow(/1–6/);
    expect(() => d6(0)).toThrow(/1–6/);
    expect(() => d10(11)).toThrow(/0–9/);
    expect(() => new ScriptedDice([{ die: 'd6', face: 2.5 }])).toThrow(/whole number/);
  });

  it('assertAllUsed names the faces never rolled', () => {
    const dice = new ScriptedDice(d6(2, 5));
    dice.roll({ die: 'd6', purpose: 'x' });
    expect(() => dice.assertAllUsed()).toThrow('1 scripted face was never rolled: d6 5');
    expect(dice.pending()).toEqual(['d6']);
    dice.roll({ die: 'd6', purpose: 'y' });
    expect(() => dice.assertAllUsed()).not.toThrow();
  });
});
