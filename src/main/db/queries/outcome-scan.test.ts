import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_PLAIN, scanOutcomeTotals, type SideTotals } from './outcome-scan';

type Entry = [string, 'win' | 'loss' | 'draw', string | null, number];

/** The totals as JSON.parse reads the same text: what `sideTotals` falls back to. */
function parsedTotals(text: string): Map<string, SideTotals> {
  const bySide = new Map<string, SideTotals>();
  for (const list of JSON.parse(`[${text}]`) as Entry[][]) {
    for (const [side, outcome, , casualties] of list) {
      let t = bySide.get(side);
      if (!t) bySide.set(side, (t = { games: 0, wins: 0, losses: 0, draws: 0, casualties: 0 }));
      t.games++;
      t[outcome === 'win' ? 'wins' : outcome === 'loss' ? 'losses' : 'draws']++;
      t.casualties += casualties;
    }
  }
  return bySide;
}

const entry = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, fc.constantFrom('win' as const, 'loss' as const, 'draw' as const), fc.option(text), fc.nat({ max: 10_000 })) as fc.Arbitrary<Entry>;
const concatenated = (lists: Entry[][]) => lists.map((l) => JSON.stringify(l)).join(',');

describe('scanOutcomeTotals (the statistics read without JSON.parse)', () => {
  it('adds up what JSON.parse reads, or leaves the text to it', () => {
    fc.assert(
      fc.property(fc.array(fc.array(entry(fc.string({ unit: 'binary', maxLength: 6 })), { maxLength: 4 }), { minLength: 1, maxLength: 6 }), (lists) => {
        const text = concatenated(lists);
        const scanned = scanOutcomeTotals(text);
        if (scanned) expect(scanned).toEqual(parsedTotals(text));
        // Text without escapes is always read by the scan.
        if (!NOT_PLAIN.test(text)) expect(scanned).not.toBeNull();
      }),
    );
  });

  it('adds up the same few sides met again at the same or other places of each list (the sides matched in place)', () => {
    // Sides that are prefixes of each other, and empty: a match in place must be the whole side, no more, no less.
    const side = fc.constantFrom('a', 'ab', 'b', '', 'ba');
    fc.assert(
      fc.property(fc.array(fc.array(entry(side), { maxLength: 4 }), { minLength: 1, maxLength: 8 }), (lists) => {
        const text = concatenated(lists);
        expect(scanOutcomeTotals(text)).toEqual(parsedTotals(text));
      }),
    );
  });

  it('leaves anything not in the triggers’ form to the checked parse', () => {
    for (const text of [
      '[["a","win",null,1]] ',
      '[ ["a","win",null,1]]',
      '[["a","victory",null,1]]',
      '[["a","win",null,01]]',
      '[["a","win",null,-1]]',
      '[["a","win",null,1.5]]',
      '[["a","win",3,1]]',
      '[["a","win",null,1]',
      '{}',
      '[["a\\"b","win",null,1]]',
      '[["a","win",null,1],]',
      '',
    ]) {
      expect(scanOutcomeTotals(text), text).toBeNull();
    }
    expect(scanOutcomeTotals('[],[["a","draw","marginal",2]]')).toEqual(new Map([['a', { games: 1, wins: 0, losses: 0, draws: 1, casualties: 2 }]]));
  });
});
