import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAMAGE_CLASSES, DAMAGE_DIE_FACES, HAND_TO_HAND_DAMAGE_TABLE_DATA, handToHandDamageCell, houseDamageCell } from './hand-to-hand-damage';

const cell = (die: number, c: number) => handToHandDamageCell(HAND_TO_HAND_DAMAGE_TABLE_DATA, die, c);

describe('Case 12.94 Hand-to-Hand Damage Table', () => {
  it('die 1 is 1 in every class, printed', () => {
    for (const c of DAMAGE_CLASSES) expect(cell(1, c)).toMatchObject({ value: 1, provenance: { kind: 'printed' } });
  });
  it('die 2, classes 1–7 are 1 1 1 1 1 2 2, printed', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((c) => cell(2, c).value)).toEqual([1, 1, 1, 1, 1, 2, 2]);
    for (const c of [1, 2, 3, 4, 5, 6, 7]) expect(cell(2, c).provenance.kind).toBe('printed');
  });
  it('seed-gaps.md: die 2 classes 8–11 and dice 3–10 are house with a rationale', () => {
    for (const c of [8, 9, 10, 11]) expect(cell(2, c).provenance.kind).toBe('house');
    for (let d = 3; d <= 10; d++) for (const c of DAMAGE_CLASSES) expect(cell(d, c).provenance.rationale).toMatch(/floor/);
  });
  it('the house rule reproduces every printed cell', () => {
    for (const d of [1, 2]) for (const c of DAMAGE_CLASSES) if (cell(d, c).provenance.kind === 'printed') expect(houseDamageCell(d, c)).toBe(cell(d, c).value);
  });
  it('a few house cells: die 10 class 8 (bayonet) 13, die 10 class 11 18, die 6 class 3 (fists) 3', () => {
    expect(cell(10, 8).value).toBe(13);
    expect(cell(10, 11).value).toBe(18);
    expect(cell(6, 3).value).toBe(3);
  });
  it('property: at least one Wound Point, never decreasing with die or class', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DAMAGE_DIE_FACES), fc.constantFrom(...DAMAGE_CLASSES), (d, c) => {
        expect(cell(d, c).value).toBeGreaterThanOrEqual(1);
        if (d < 10) expect(cell(d + 1, c).value).toBeGreaterThanOrEqual(cell(d, c).value);
        if (c < 11) expect(cell(d, c + 1).value).toBeGreaterThanOrEqual(cell(d, c).value);
      }),
    );
  });
  it('an impossible cell is a RangeError naming Case 12.94', () => {
    expect(() => cell(11, 1)).toThrow(/Case 12\.94/);
    expect(() => cell(1, 0)).toThrow(/Case 12\.94/);
  });
});
