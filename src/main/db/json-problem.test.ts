import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonObject, jsonProblem, jsonValue } from './json';
import { InvalidInputError } from './errors';

// A snapshot's state is checked by a plain walk instead of z.json() (issue 23): it must refuse exactly what z.json()
// refuses, or a state JSON cannot carry would be written (or a good one refused).
describe('jsonProblem', () => {
  it('refuses exactly what z.json() refuses, on any value', () => {
    const anything = fc.anything({
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
      withUnicodeString: true,
      maxDepth: 4,
    });
    fc.assert(
      fc.property(anything, (v) => {
        expect(jsonProblem(v) === undefined).toBe(jsonValue.safeParse(v).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('names where the first problem is', () => {
    expect(jsonProblem({ men: { a1: { square: { col: 1, row: Number.NaN } } } })).toBe('NaN at men.a1.square.row');
    expect(jsonProblem({ list: [1, undefined] })).toBe('undefined at list[1]');
    // eslint-disable-next-line no-sparse-arrays
    expect(jsonProblem({ list: [1, , 3] })).toBe('a hole at list[1]');
    expect(jsonProblem({ when: new Date(0) })).toBe('a Date object at when');
    expect(jsonProblem({ n: 1n })).toBe('a bigint at n');
    const cyclic: Record<string, unknown> = { a: {} };
    (cyclic['a'] as Record<string, unknown>)['back'] = cyclic;
    expect(jsonProblem(cyclic)).toBe('a cycle at a.back');
    // The same object twice, not inside itself, is no cycle.
    const shared = { col: 1, row: 2 };
    expect(jsonProblem({ from: shared, to: shared })).toBeUndefined();
  });

  it('checkJsonObject refuses a state that is not an object, or holds what JSON cannot carry, naming it', () => {
    expect(() => checkJsonObject([1, 2], 'snapshot state')).toThrow(InvalidInputError);
    expect(() => checkJsonObject({ turn: Number.POSITIVE_INFINITY }, 'snapshot state')).toThrow(/invalid snapshot state: it holds Infinity at turn/);
    expect(checkJsonObject({ turn: 1 }, 'snapshot state')).toEqual({ turn: 1 });
  });
});
