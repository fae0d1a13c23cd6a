import { sqlite } from '../driver';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOT_PLAIN } from './outcome-scan';
import { scanOutcomes, scanSummary } from './summary-scan';

type Name = [number, string, string | null];
type Player = [string, string, string];
type Entry = [string, 'win' | 'loss' | 'draw', string | null, number];

/** The parts as JSON.parse reads the same text: what the checked parse in `archive-entry.ts` reads. */
function parsedSummary(text: string) {
  const s = JSON.parse(text) as { n: Name[]; p: Player[]; r: string[] };
  return { names: s.n, players: s.p.map(([side, playerId, playerName]) => ({ side, playerId, playerName })), rules: s.r };
}

// SQLite writes them (migration 8's triggers: json_object / json_array), so the texts are in the triggers' own form.
const db = new (sqlite())(':memory:');
const summaryText = db.prepare<[string, string, string], { t: string }>(`SELECT json_object('n', json(?), 'p', json(?), 'r', json(?)) AS t`);
const outcomesText = db.prepare<[string], { t: string }>(`SELECT json(?) AS t`);

const text = fc.string({ unit: 'binary', maxLength: 8 });
const summary = fc.record({
  n: fc.array(fc.tuple(fc.nat({ max: 1_000_000 }), text, fc.option(text)), { maxLength: 4 }),
  p: fc.array(fc.tuple(text, text, text), { maxLength: 4 }),
  r: fc.array(fc.stringMatching(/^\d{2}$/), { maxLength: 3 }),
});
const outcomes = fc.array(fc.tuple(text, fc.constantFrom('win' as const, 'loss' as const, 'draw' as const), fc.option(text), fc.nat({ max: 10_000 })) as fc.Arbitrary<Entry>, {
  maxLength: 4,
});

describe('scanSummary / scanOutcomes (the archive rows read without JSON.parse)', () => {
  it('read what JSON.parse reads from the text SQLite writes, or leave it to the checked parse', () => {
    fc.assert(
      fc.property(summary, outcomes, (s, o) => {
        const st = summaryText.get(JSON.stringify(s.n), JSON.stringify(s.p), JSON.stringify(s.r))!.t;
        const scanned = scanSummary(st);
        if (scanned) expect(scanned).toEqual(parsedSummary(st));
        // Text without escapes is always read by the scan.
        if (!NOT_PLAIN.test(st)) expect(scanned).not.toBeNull();
        const ot = outcomesText.get(JSON.stringify(o))!.t;
        const scannedOutcomes = scanOutcomes(ot);
        if (scannedOutcomes) expect(scannedOutcomes).toEqual(JSON.parse(ot));
        if (!NOT_PLAIN.test(ot)) expect(scannedOutcomes).not.toBeNull();
      }),
    );
  });

  it('leaves anything not in the triggers’ form to the checked parse', () => {
    for (const t of [
      '{"n":[],"p":[],"r":[]} ',
      '{"n": [],"p":[],"r":[]}',
      '{"n":[],"p":[]}',
      '{"p":[],"n":[],"r":[]}',
      '{"n":[[01,"a","A"]],"p":[],"r":[]}',
      '{"n":[[-1,"a","A"]],"p":[],"r":[]}',
      '{"n":[[1.5,"a","A"]],"p":[],"r":[]}',
      '{"n":[[1,"a"]],"p":[],"r":[]}',
      '{"n":[[1,"a","A",2]],"p":[],"r":[]}',
      '{"n":[[1,"a",3]],"p":[],"r":[]}',
      '{"n":[],"p":[["a","id",null]],"r":[]}',
      '{"n":[],"p":[["a","id"]],"r":[]}',
      '{"n":[],"p":[],"r":[22]}',
      '{"n":[],"p":[],"r":["22",]}',
      '{"n":[],"p":[],"r":["2\\"2"]}',
      '{"n":[],"p":[],"r":[]',
      '{"n":[],"p":[],"r":[]}}',
      '[]',
      '',
    ]) {
      expect(scanSummary(t), t).toBeNull();
    }
    for (const t of ['[["a","victory",null,1]]', '[["a","win",null,01]]', '[["a","win",3,1]]', '[["a","win",null]]', '[["a","win",null,1]] ', '{}', '[["a\\u0001","win",null,1]]', '']) {
      expect(scanOutcomes(t), t).toBeNull();
    }
    expect(scanSummary('{"n":[[1,"b",null],[0,"a","A"]],"p":[["a","p1","Ann"]],"r":["22","06"]}')).toEqual({
      names: [
        [1, 'b', null],
        [0, 'a', 'A'],
      ],
      players: [{ side: 'a', playerId: 'p1', playerName: 'Ann' }],
      rules: ['22', '06'],
    });
    expect(scanOutcomes('[["a","draw","Marginal",2],["b","loss",null,0]]')).toEqual([
      ['a', 'draw', 'Marginal', 2],
      ['b', 'loss', null, 0],
    ]);
  });
});
