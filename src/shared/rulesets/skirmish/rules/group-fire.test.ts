import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d6 } from '../../../kernel/dice/scripted-dice';
import { propertySeed } from '../test-support/property-seed';
import { GROUP_FIRE, GROUP_FIRE_BANDS, GROUP_FIRE_COLUMN, GROUP_FIRE_COLUMNS, type GroupFireBand } from '../tables/group-fire';
import { rollGroupFire } from './group-fire';

/** A printed row back as text, columns Pistol … S.F.M.G. */
const rowText = (band: GroupFireBand, die: number): string =>
  GROUP_FIRE_COLUMNS.map((c) => {
    const r = GROUP_FIRE[band][die - 1]![c].value;
    return r.pinned ? (r.wounds ? `P${r.wounds}` : 'P') : '-';
  }).join(' ');

describe('the group fire table (seed lines 66–90)', () => {
  it('seed lines 66–68, 87: columns, max. ranges 6" 12" 24" 30" 40" 24" 30" 60", strengths -4 -4 -3 -2 -2 -3 -2 -2', () => {
    expect(GROUP_FIRE_COLUMNS.map((c) => GROUP_FIRE_COLUMN[c].value.maxRange)).toEqual([6, 12, 24, 30, 40, 24, 30, 60]);
    expect(GROUP_FIRE_COLUMNS.map((c) => GROUP_FIRE_COLUMN[c].value.strength)).toEqual([-4, -4, -3, -2, -2, -3, -2, -2]);
  });
  it('seed lines 69–74: Open/Light cover', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => rowText('open-light', d))).toEqual([
      '- - - - - - - -', '- - - - - - - P', '- - P P P P P P1', '- P P P P1 P P P2', '- P1 P1 P1 P1 P P P2', 'P P2 P2 P2 P2 P1 P1 P3',
    ]);
  });
  it('seed lines 75–80: Close/Dense cover/Crawling', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => rowText('close-dense', d))).toEqual([
      '- - - - - - - -', '- - - - - - - -', '- - - - P - - P', '- - P P P P - P1', '- P P P P P P P1', 'P P P1 P1 P1 P1 P1 P2',
    ]);
  });
  it('seed lines 81–86: Heavy cover', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => rowText('heavy', d))).toEqual([
      '- - - - - - - -', '- - - - - - - -', '- - - - - - - -', '- - - P P - - P', '- - P P P P - P', '- P P P P P P P1',
    ]);
    expect(GROUP_FIRE.heavy[5]!.sfmg.provenance.source).toBe('seed 003 line 86, group fire, Heavy cover, die 6, S.F.M.G./M.M.G./H.M.G.: P1');
  });
  it('seed line 89: -1 with less than 4 smallarms; line 90: -1 per missing crew of an S.F.M.G.', () => {
    const r = rollGroupFire({ column: 'sfmg', band: 'open-light', range: 50, smallarms: 3, missingCrew: 2 }, new ScriptedDice(d6(6)));
    expect(r).toMatchObject({ face: 6, row: 3, result: { value: { pinned: true, wounds: 1 } } });
  });
  it('seed line 88: a large L.M.G. short of crew reads as Small', () => {
    const r = rollGroupFire({ column: 'lmg-large', band: 'open-light', range: 25, smallarms: 4, missingCrew: 1 }, new ScriptedDice(d6(4)));
    expect(r.column).toBe('lmg-small');
    expect(r.result.value).toEqual({ pinned: true, wounds: 0 });
    expect(() => rollGroupFire({ column: 'lmg-large', band: 'open-light', range: 35, smallarms: 4, missingCrew: 1 }, new ScriptedDice(d6(4)))).toThrow('beyond its max. range 30"');
  });
  it('seed line 68: beyond the max. range the column cannot fire', () => {
    expect(() => rollGroupFire({ column: 'pistol', band: 'open-light', range: 7, smallarms: 4 }, new ScriptedDice(d6(6)))).toThrow('group fire with Pistol: 7" is beyond its max. range 6" (seed line 68)');
  });
  it('ruling SK7: a roll modified below 1 reads the 1 row; a natural 1–3 calls for a misfire roll', () => {
    const r = rollGroupFire({ column: 'rifle', band: 'open-light', range: 10, smallarms: 2, discretion: [{ amount: -1, reason: 'firing through the rain' }] }, new ScriptedDice(d6(2)));
    expect(r).toMatchObject({ row: 1, misfireCheck: true, result: { value: { pinned: false, wounds: 0 } } });
    expect(r.breakdown.steps.map((s) => s.kind)).toEqual(['base', 'modifier', 'modifier', 'clamp', 'note']);
    expect(rollGroupFire({ column: 'rifle', band: 'open-light', range: 10, smallarms: 4 }, new ScriptedDice(d6(4))).misfireCheck).toBe(false);
  });
});

describe('group fire properties (seed lines 69–86)', () => {
  it('a higher roll never does less, in any column and band; a worse band never does more', () => {
    const worth = (band: GroupFireBand, die: number, c: (typeof GROUP_FIRE_COLUMNS)[number]): number => {
      const r = GROUP_FIRE[band][die - 1]![c].value;
      return (r.pinned ? 1 : 0) + r.wounds;
    };
    fc.assert(
      fc.property(fc.constantFrom(...GROUP_FIRE_COLUMNS), fc.integer({ min: 1, max: 5 }), fc.constantFrom(...GROUP_FIRE_BANDS), (c, die, band) => {
        expect(worth(band, die + 1, c)).toBeGreaterThanOrEqual(worth(band, die, c));
        const i = GROUP_FIRE_BANDS.indexOf(band);
        if (i > 0) expect(worth(band, die, c)).toBeLessThanOrEqual(worth(GROUP_FIRE_BANDS[i - 1]!, die, c));
      }),
      { seed: propertySeed() },
    );
  });
});
