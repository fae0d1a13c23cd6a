import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { GUARD_DOG_NUMBERS } from '../tables/guard-dogs';
import { downwind, mayRelease, nearest, roomInSquare, rollWind, rollWindChange, scents, stepToward, windMayChange, withinLeash } from './guard-dogs';

const sq = (col: number, row: number) => ({ col, row });

describe('Section 32.0 Guard Dogs: the numbers (General Rule)', () => {
  it('Section 32.0 General Rule: 60 Task Points, 10 Wound Points, all printed', () => {
    expect(GUARD_DOG_NUMBERS.taskPoints.value).toBe(60);
    expect(GUARD_DOG_NUMBERS.woundPoints.value).toBe(10);
    expect(Object.values(GUARD_DOG_NUMBERS).every((v) => v.provenance.kind === 'printed')).toBe(true);
  });
});

describe('Section 32.1 Release of Dogs', () => {
  it('Case 32.11: a non-released dog stays within six squares of its handler', () => {
    expect(withinLeash(sq(10, 10), sq(16, 10))).toBe(true);
    expect(withinLeash(sq(10, 10), sq(17, 10))).toBe(false);
  });

  it('Case 32.12: 1D10, re-rolling 9s and 10s, read on the Scatter Diagram: the wind blows from that direction', () => {
    const dice = new ScriptedDice([...d10(9, 10, 3)]);
    expect(rollWind(dice)).toEqual({ from: 'e', rolls: [9, 10, 3] });
    expect(rollWind(new ScriptedDice(d10(1))).from).toBe('n');
  });

  it('Case 32.13: at the end of every fifth Game-Turn, 1D6: 1 or 2 re-rolls the wind, else it stays', () => {
    expect([4, 5, 6, 10].map(windMayChange)).toEqual([false, true, false, true]);
    expect(rollWindChange(new ScriptedDice(d6(3)), 'n')).toEqual({ change: 3, wind: undefined, from: 'n' });
    expect(rollWindChange(new ScriptedDice([...d6(2), ...d10(5)]), 'n')).toMatchObject({ change: 2, from: 's' });
  });

  it('Case 32.14: an Enemy man within ten squares is scented; farther off, only if the line downwind of him passes within ten squares of the dog', () => {
    const dog = sq(10, 10);
    expect(scents(dog, sq(20, 10), 'n')).toBe(true);
    // 30 squares east; the wind from the east carries his scent west, along row 10, onto the dog.
    expect(scents(dog, sq(40, 10), 'e')).toBe(true);
    // The wind from the west carries it away east.
    expect(scents(dog, sq(40, 10), 'w')).toBe(false);
    // Downwind of him, but the line passes 15 squares off: no scent.
    expect(scents(dog, sq(40, 25), 'e')).toBe(false);
    expect(downwind('ne')).toBe('sw');
  });

  it('Case 32.15: a handler who observes an Enemy man first may lead his (non-released) dogs toward him: they keep within six squares', () => {
    const handler = sq(10, 10);
    expect(withinLeash(stepToward(sq(16, 10), sq(30, 10)), handler)).toBe(false);
    expect(withinLeash(stepToward(sq(15, 10), sq(30, 10)), handler)).toBe(true);
  });

  it('Case 32.16: dogs are released only once they have scented the Enemy, and move by the shortest, most direct path toward him', () => {
    expect(mayRelease([])).toBe(false);
    expect(mayRelease(['british-a'])).toBe(true);
    expect(stepToward(sq(10, 10), sq(14, 7))).toEqual(sq(11, 9));
    expect(stepToward(sq(10, 10), sq(10, 4))).toEqual(sq(10, 9));
  });
});

describe('Section 32.3 Dogs in Hand-to-Hand Combat', () => {
  it('Case 32.31: never more than two Friendly dogs and/or men in the same square', () => {
    expect(roomInSquare(1)).toBe(true);
    expect(roomInSquare(2)).toBe(false);
  });

  it('Case 32.33: a dog that kills its opponent moves toward the nearest scented Enemy', () => {
    expect(nearest(sq(10, 10), [{ id: 'far', square: sq(20, 10) }, { id: 'near', square: sq(12, 11) }])).toBe('near');
    expect(nearest(sq(10, 10), [])).toBeUndefined();
  });
});
