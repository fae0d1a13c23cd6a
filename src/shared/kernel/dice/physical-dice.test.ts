import { describe, it, expect } from 'vitest';
import { rollDice } from '../../rulesets/commando/rules/dice-codes';
import { DiceNeeded, PhysicalDice, checkedFace, runWithPhysicalDice } from './physical-dice';
import type { DieFace } from './dice-source';

describe('physical dice', () => {
  it('returns the typed faces in order', () => {
    const dice = new PhysicalDice([{ die: 'd10', face: 7 }]);
    expect(dice.mode).toBe('physical');
    expect(dice.roll({ die: 'd10', purpose: 'x' })).toEqual({ die: 'd10', face: 7 });
    expect(dice.used).toBe(1);
  });

  it('Case 10.62: when it runs out it throws DiceNeeded carrying exactly the die to ask for', () => {
    const dice = new PhysicalDice();
    try {
      rollDice('1D10', dice, 'Case 10.62 magazine check');
      expect.unreachable('should have asked for a die');
    } catch (e) {
      expect(e).toBeInstanceOf(DiceNeeded);
      const needed = e as DiceNeeded;
      expect(needed.request).toEqual({ die: 'd10', purpose: 'Case 10.62 magazine check: roll 1D10' });
      expect(needed.index).toBe(0);
      expect(needed.message).toBe('Case 10.62 magazine check: roll 1D10 — roll one ten-sided die and enter it');
    }
  });

  it('Case 4.0: accepts a typed 0 on a d10 as 10, and validates every face', () => {
    expect(checkedFace('d10', 0)).toEqual({ die: 'd10', face: 10 });
    expect(checkedFace('d10', 10)).toEqual({ die: 'd10', face: 10 });
    expect(checkedFace('d6', 6)).toEqual({ die: 'd6', face: 6 });
    expect(() => checkedFace('d6', 0)).toThrow('a d6 shows 1–6, not 0');
    expect(() => checkedFace('d6', 7)).toThrow(RangeError);
    expect(() => checkedFace('d10', -1)).toThrow(RangeError);
    expect(() => checkedFace('d10', 11)).toThrow(RangeError);
    expect(() => new PhysicalDice([{ die: 'd6', face: 9 }])).toThrow(RangeError);
  });

  it('seed 003 line 162 "Detection (D20)": a d20 shows 1–20 and is asked for by name; a d12 (aimed shots, ruling SK6) 1–12', () => {
    expect(checkedFace('d20', 1)).toEqual({ die: 'd20', face: 1 });
    expect(checkedFace('d20', 20)).toEqual({ die: 'd20', face: 20 });
    expect(() => checkedFace('d20', 0)).toThrow('a d20 shows 1–20, not 0');
    expect(() => checkedFace('d20', 21)).toThrow(RangeError);
    expect(checkedFace('d12', 12)).toEqual({ die: 'd12', face: 12 });
    expect(() => checkedFace('d12', 13)).toThrow('a d12 shows 1–12, not 13');
    expect(() => new PhysicalDice().roll({ die: 'd20', purpose: 'seed 003 line 162 trap detection' })).toThrow('seed 003 line 162 trap detection — roll one twenty-sided die and enter it');
  });

  it('refuses a typed die of the wrong kind', () => {
    const dice = new PhysicalDice([{ die: 'd6', face: 3 }]);
    expect(() => dice.roll({ die: 'd10', purpose: 'Case 6.1 initiative' })).toThrow('die 1 was entered as a d6 (3) but "Case 6.1 initiative" needs a d10');
  });

  it('Case 4.0 1D100: the host re-runs decide, asking for green then yellow, until it has a result', () => {
    const decide = (dice: Parameters<typeof rollDice>[1]) => rollDice('1D100', dice, 'Case 8.7 observation').total;
    const typed: DieFace[] = [];
    const asked: string[] = [];
    const umpireRolls = [0, 0];
    for (;;) {
      const step = runWithPhysicalDice(typed, decide);
      if (step.done) {
        expect(step.value).toBe(100);
        expect(step.used).toBe(2);
        break;
      }
      asked.push(step.needed.purpose);
      typed.push(checkedFace(step.needed.die, umpireRolls[typed.length]!));
    }
    expect(asked).toEqual(['Case 8.7 observation: roll 1D100 (green die, tens)', 'Case 8.7 observation: roll 1D100 (yellow die, units)']);
  });

  it('runWithPhysicalDice passes other errors through', () => {
    expect(() =>
      runWithPhysicalDice([], () => {
        throw new TypeError('boom');
      }),
    ).toThrow(TypeError);
  });
});
