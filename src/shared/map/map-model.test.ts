import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameSquare } from './map-model';

describe('sameSquare', () => {
  it('compares column and row', () => {
    expect(sameSquare({ col: 3, row: 7 }, { col: 3, row: 7 })).toBe(true);
    expect(sameSquare({ col: 3, row: 7 }, { col: 7, row: 3 })).toBe(false);
    expect(sameSquare({ col: 3, row: 7 }, { col: 3, row: 8 })).toBe(false);
  });

  it('an absent square matches nothing, not even another absent one', () => {
    expect(sameSquare(undefined, { col: 1, row: 1 })).toBe(false);
    expect(sameSquare({ col: 1, row: 1 }, undefined)).toBe(false);
    expect(sameSquare(undefined, undefined)).toBe(false);
  });

  it('is symmetric and ignores extra fields', () => {
    const sq = fc.record({ col: fc.integer({ min: 1, max: 64 }), row: fc.integer({ min: 1, max: 64 }) });
    fc.assert(
      fc.property(sq, sq, (a, b) => {
        expect(sameSquare(a, b)).toBe(sameSquare(b, a));
        expect(sameSquare(a, { ...a, level: 2 } as typeof a)).toBe(true);
      }),
    );
  });
});
