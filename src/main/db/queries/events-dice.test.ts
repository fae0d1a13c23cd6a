import { describe, expect, it } from 'vitest';
import { recordedDice } from './events';

const one = (die: string, face: number) => [{ purpose: 'seed 003 line 162 trap detection', mode: 'seeded', faces: [{ die, face }] }];

describe('stored dice (kernel DieKind: d6, d10, d12, d20)', () => {
  it('accepts each die up to its own sides', () => {
    for (const [die, face] of [['d6', 6], ['d10', 10], ['d12', 12], ['d20', 20]] as const) expect(recordedDice.safeParse(one(die, face)).success).toBe(true);
  });
  it('refuses a face above the die’s sides (a d6 showing 7, a d10 showing 11) and an unknown die', () => {
    expect(recordedDice.safeParse(one('d6', 7)).success).toBe(false);
    expect(recordedDice.safeParse(one('d10', 11)).success).toBe(false);
    expect(recordedDice.safeParse(one('d12', 13)).success).toBe(false);
    expect(recordedDice.safeParse(one('d8', 3)).success).toBe(false);
  });
});
