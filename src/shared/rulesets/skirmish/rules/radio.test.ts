import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10 } from '../../../kernel/dice/scripted-dice';
import type { Sourced } from '../../../kernel/provenance';
import { propertySeed } from '../test-support/property-seed';
import { RADIO_ARTILLERY_DM, RADIO_MOVE_DM, RADIO_NEARBY_FIRE_DM, RADIO_NEED, RADIO_SET_DM, RADIO_UNDER_FIRE_DM, RADIO_WEATHER_DM } from '../tables/radio';
import { radioChance, radioModifiers, rollRadioContact } from './radio';

/** Seed lines 16–23, copied verbatim. */
const SEED: Readonly<Record<number, string>> = {
  16: 'Radio contact 3+',
  17: 'DM\'s: -4 WWII Field radio -1 Artil. impact within 15"',
  18: '-2 WWII Vehicle radio -2 Artil. impact within 9"',
  19: '-1 Old type (PRC-10, PRR-2, URC-68) -2 Operator under fire',
  20: '+1 New type (PRC-77) -1 5+ smallarms or any M.G. firing within 9"',
  21: '-3 Crawling -1 Raining',
  22: '-5 Advancing -2 Storm',
  23: '-7 Running',
};

/** A printed DM: its source quotes the seed ("radio DM, -4 WWII Field radio"); the quote is on that line and starts with the value. */
function checkPrinted(s: Sourced<number>): void {
  if (s.provenance.kind !== 'printed') return;
  const line = Number(/line (\d+)/.exec(s.provenance.source)![1]);
  const quoted = s.provenance.source.split('radio DM, ')[1]!;
  expect(SEED[line], s.provenance.source).toContain(quoted);
  expect(Number(quoted.split(' ')[0]), s.provenance.source).toBe(s.value);
}

describe('radio contact (seed lines 16–23)', () => {
  it('seed lines 16–23: 3+; sets -4 / -2 / -1 / +1; crawling -3, advancing -5, running -7; artillery -1 within 15", -2 within 9"; under fire -2; 5+ smallarms or an M.G. within 9" -1; rain -1, storm -2', () => {
    expect(SEED[16]).toBe(`Radio contact ${RADIO_NEED.value}+`);
    for (const s of [...Object.values(RADIO_SET_DM), ...Object.values(RADIO_MOVE_DM), ...Object.values(RADIO_WEATHER_DM), RADIO_UNDER_FIRE_DM]) checkPrinted(s);
    expect(SEED[17]).toContain(`${RADIO_ARTILLERY_DM.within15.value.dm} Artil. impact within ${RADIO_ARTILLERY_DM.within15.value.within}"`);
    expect(SEED[18]).toContain(`${RADIO_ARTILLERY_DM.within9.value.dm} Artil. impact within ${RADIO_ARTILLERY_DM.within9.value.within}"`);
    const f = RADIO_NEARBY_FIRE_DM.value;
    expect(SEED[20]).toContain(`${f.dm} ${f.smallarms}+ smallarms or any M.G. firing within ${f.within}"`);
    expect(Object.values(RADIO_SET_DM).map((s) => s.value)).toEqual([-4, -2, -1, 0, 1]);
    expect(Object.values(RADIO_MOVE_DM).map((s) => s.value)).toEqual([0, -3, -5, -7]);
  });
  it('ruling SK18: a D10; a PRC-77 at rest gets through 9 times in 10; a WWII field radio 4 in 10; running with a WWII field radio never', () => {
    expect(radioChance({ set: 'new', move: 'still' })).toBeCloseTo(0.9);
    expect(radioChance({ set: 'wwii-field', move: 'still' })).toBeCloseTo(0.4);
    expect(radioChance({ set: 'wwii-field', move: 'run' })).toBe(0);
  });
  it('ruling SK18: only the nearer artillery impact counts; 4 smallarms are not enough, one M.G. is', () => {
    expect(radioModifiers({ set: 'modern', move: 'still', nearestImpact: 8 }).final).toBe(-2);
    expect(radioModifiers({ set: 'modern', move: 'still', nearestImpact: 12 }).final).toBe(-1);
    expect(radioModifiers({ set: 'modern', move: 'still', nearestImpact: 16 }).final).toBe(0);
    expect(radioModifiers({ set: 'modern', move: 'still', smallarmsWithin9: 4 }).final).toBe(0);
    expect(radioModifiers({ set: 'modern', move: 'still', smallarmsWithin9: 1, mgWithin9: true }).final).toBe(-1);
  });
  it('seed lines 16–22: an old set, crawling, under fire, in a storm: D10 10 - 1 - 3 - 2 - 2 = 2, no contact; the breakdown cites each line', () => {
    const r = rollRadioContact({ set: 'old', move: 'crawl', underFire: true, weather: 'storm' }, new ScriptedDice(d10(10)));
    expect(r).toMatchObject({ face: 10, total: 2, contact: false });
    expect(r.breakdown.steps.map((s) => s.caseRef).slice(1, 5)).toEqual([
      'seed 003 line 19, radio DM, -1 Old type (PRC-10, PRR-2, URC-68)', 'seed 003 line 21, radio DM, -3 Crawling', 'seed 003 line 19, radio DM, -2 Operator under fire', 'seed 003 line 22, radio DM, -2 Storm',
    ]);
  });
  it('property: more trouble never makes contact likelier', () => {
    const sets = ['wwii-field', 'wwii-vehicle', 'old', 'modern', 'new'] as const;
    const moves = ['still', 'crawl', 'advance', 'run'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...sets), fc.constantFrom(...moves), fc.integer({ min: 0, max: 30 }), fc.boolean(), (set, move, impact, underFire) => {
        const base = radioChance({ set, move, nearestImpact: impact, underFire });
        expect(radioChance({ set, move, nearestImpact: impact, underFire, weather: 'storm' })).toBeLessThanOrEqual(base);
        expect(radioChance({ set, move, nearestImpact: Math.max(0, impact - 5), underFire })).toBeLessThanOrEqual(base);
      }),
      { seed: propertySeed() },
    );
  });
});
