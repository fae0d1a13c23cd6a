import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeUnitOrder, sortSmall } from './sort-small';

describe('sortSmall (the archive row’s few items, sorted as Array.prototype.sort sorts them)', () => {
  it('gives the builtin’s order, equal items in their first order (stable)', () => {
    // Pairs compared by their first part only, so equal keys with different tags show a broken stability.
    const pair = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.nat());
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 12 }), (items) => {
        const byKey = (a: [number, number], b: [number, number]) => a[0] - b[0];
        const ours = [...items];
        expect(sortSmall(ours, byKey)).toBe(ours);
        expect(ours).toEqual([...items].sort(byKey));
      }),
    );
  });

  it('sorts texts by code units as the builtin’s default does', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 4 }), { maxLength: 8 }), (texts) => {
        expect(sortSmall([...texts], codeUnitOrder)).toEqual([...texts].sort());
      }),
    );
  });
});
