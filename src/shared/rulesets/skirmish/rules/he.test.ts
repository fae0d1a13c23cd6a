import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d12, d20, d6 } from '../../../kernel/dice/scripted-dice';
import { propertySeed } from '../test-support/property-seed';
import { rollHits, shareHits } from './blast';
import { heRangeChance, heRangeNeed, rollBlastHits, rollFlameHits, rollHeRange } from './he';
import { deviationSquare, inFlameArea, landingPoint, rollDeviation } from './he-deviation';
import { rollHeMisfire } from './he-misfire';

describe('to get range (seed lines 92–120)', () => {
  it('seed line 93: an offensive grenade needs 4+ at 2", 6+ at 4", 8+ at 8"; beyond 8" it cannot be thrown', () => {
    expect([1, 2, 3, 4, 8].map((r) => heRangeNeed('offensive-grenade', r).need)).toEqual([4, 4, 6, 6, 8]);
    expect(() => heRangeNeed('offensive-grenade', 9)).toThrow('Off. Gren.: cannot fire at 9" — printed "-" in the 10" band, out of range');
    expect(() => heRangeNeed('m79', 3)).toThrow('too near (its first Need is at 8")');
    expect(() => heRangeNeed('spg-9', 61)).toThrow('beyond the H.E. table\'s last band 60"');
  });
  it('seed lines 114–119: D12 + DMs — a pinned thrower, prone, at a target behind a wall, Ability 2: 9 - 1 - 2 - 2 + 2 = 6, on target at 4"', () => {
    const r = rollHeRange({ weapon: 'defensive-grenade', range: 4, firer: ['pinned', 'throwing-prone'], target: ['heavy-cover', 'light-cover'], ability: 2, hasTarget: true }, new ScriptedDice(d12(9)));
    expect(r).toMatchObject({ need: 6, face: 9, total: 6, hit: true, misfireCheck: false });
    expect(r.breakdown.steps.map((s) => s.label)).toContain('only the worst cover counts');
    expect(r.breakdown.steps.find((s) => s.label === 'firer throwing-prone')?.caseRef).toBe('seed 003 line 118, to get range, Throwing gren.& prone -2');
  });
  it('seed line 119: Ability counts only with a target seen; "throwing & prone" only for a thrown grenade', () => {
    expect(rollHeRange({ weapon: 'm79', range: 8, ability: 3, hasTarget: false, target: ['muzzle-flash-or-unseen'] }, new ScriptedDice(d12(9))).total).toBe(6);
    expect(() => rollHeRange({ weapon: 'm79', range: 8, ability: 0, hasTarget: true, firer: ['throwing-prone'] }, new ScriptedDice(d12(9)))).toThrow('is for a thrown grenade');
  });
  it('seed line 126: a natural 1 calls for a misfire with H.E., 1–2 with H.E.A.T. and flame', () => {
    expect(rollHeRange({ weapon: 'm203', range: 8, ability: 0, hasTarget: true }, new ScriptedDice(d12(2))).misfireCheck).toBe(false);
    expect(rollHeRange({ weapon: 'm203', round: 'other', range: 8, ability: 0, hasTarget: true }, new ScriptedDice(d12(2))).misfireCheck).toBe(true);
    expect(rollHeRange({ weapon: 'flame-manpacked', range: 2, ability: 0, hasTarget: true }, new ScriptedDice(d12(2))).misfireCheck).toBe(true);
  });
  it('ruling SK12: the chance on a D12 — M174 at 60" needs 12+: 1 in 12', () => {
    expect(heRangeChance({ weapon: 'm174', range: 60, ability: 0, hasTarget: true })).toBeCloseTo(1 / 12);
    expect(heRangeChance({ weapon: 'offensive-grenade', range: 2, ability: 2, hasTarget: true })).toBeCloseTo(11 / 12);
    expect(heRangeChance({ weapon: 'offensive-grenade', range: 2, ability: 3, hasTarget: true })).toBe(1);
  });
});

describe('deviation (seed lines 121–125, house reading SK13)', () => {
  it('the diagram: 1 is 1" over, 2 is 1" short, 4 and 3 beside the X, 18 is 4" short toward the firer', () => {
    expect(deviationSquare(1)).toEqual({ along: -1, across: 0 });
    expect(deviationSquare(2)).toEqual({ along: 1, across: 0 });
    expect(deviationSquare(4)).toEqual({ along: 0, across: 1 });
    expect(deviationSquare(3)).toEqual({ along: 0, across: -1 });
    expect(deviationSquare(18)).toEqual({ along: 4, across: 0 });
    expect(deviationSquare(12)).toEqual({ along: -2, across: 1 });
  });
  it('seed lines 122–124: D10 up to 4", D20 over 4", satchel charge D10-2 (0 or less on the X); no table for the SPG-9', () => {
    expect(rollDeviation('offensive-grenade', 4, new ScriptedDice(d10(10)))?.offset).toEqual({ along: 2, across: 0 });
    expect(rollDeviation('m79', 20, new ScriptedDice(d20(20)))?.offset).toEqual({ along: 4, across: 1 });
    const s = rollDeviation('satchel-charge', 2, new ScriptedDice(d10(2)));
    expect(s).toMatchObject({ face: 0, offset: { along: 0, across: 0 } });
    expect(rollDeviation('spg-9', 20, new ScriptedDice([]))).toBeNull();
  });
  it('a D10 never throws a grenade more than 2" from the X; a D20 never more than 4"', () => {
    for (let f = 1; f <= 10; f++) expect(Math.max(Math.abs(deviationSquare(f).along), Math.abs(deviationSquare(f).across))).toBeLessThanOrEqual(2);
    for (let f = 1; f <= 20; f++) expect(Math.abs(deviationSquare(f).along)).toBeLessThanOrEqual(4);
  });
  it('landingPoint: "short" is toward the firer, "right" the thrower’s right (y down the table)', () => {
    const target = { x: 10, y: 10 };
    const firer = { x: 20, y: 10 }; // the thrower faces west: his right is north (y smaller)
    expect(landingPoint(target, firer, { along: 2, across: 0 })).toEqual({ x: 12, y: 10 });
    const p = landingPoint(target, firer, { along: 0, across: 1 });
    expect(p.x).toBeCloseTo(10);
    expect(p.y).toBeCloseTo(9);
  });
});

describe('hits and their sharing (seed lines 92–121)', () => {
  it('seed line 93: an offensive grenade’s H.E. is D6 hits, Str -2; all prone and 10m below: -1 -2', () => {
    const r = rollBlastHits('offensive-grenade', 'he', { allProne: true, heightDiffMetres: 10 }, new ScriptedDice(d6(5)));
    expect(r).toMatchObject({ hits: 2, effect: { radius: 2, str: -2 } });
    expect(r.breakdown.steps.map((s) => s.label)).toEqual(['1D6 rolled 5', 'all targets prone', '10m height difference']);
  });
  it('half D6 rounds up (house); "5+" is one hit on 5 or 6; never below none', () => {
    expect(rollHits('1/2D6', 's', [], new ScriptedDice(d6(5))).hits).toBe(3);
    expect(rollHits('1/2D6-1', 's', [], new ScriptedDice(d6(1))).hits).toBe(0);
    expect(rollHits('5+', 's', [], new ScriptedDice(d6(5))).hits).toBe(1);
    expect(rollHits('5+', 's', [], new ScriptedDice(d6(4))).hits).toBe(0);
    expect(rollHits('2D-1', 's', [], new ScriptedDice(d6(3, 4))).hits).toBe(6);
  });
  it('seed lines 109–111: a flame is 3D6 hits', () => {
    expect(rollFlameHits({}, new ScriptedDice(d6(6, 6, 6))).hits).toBe(18);
  });
  it('seed line 121: shared equally, the odd ones nearest first (house), at most 4 a figure; outside the radius none', () => {
    const figs = [{ id: 'a', distance: 1.5 }, { id: 'b', distance: 0.5 }, { id: 'c', distance: 2 }, { id: 'd', distance: 2.5 }];
    expect(shareHits(5, figs, 2)).toMatchObject({ perFigure: { b: 2, a: 2, c: 1 }, lost: 0 });
    expect(shareHits(14, figs.slice(0, 3), 2)).toMatchObject({ perFigure: { a: 4, b: 4, c: 4 }, lost: 2 });
    expect(shareHits(3, [{ id: 'x', distance: 3 }], 2)).toMatchObject({ perFigure: {}, lost: 3 });
  });
  it('property: farther from the burst never takes more hits, and the shares never exceed the hits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 24 }), fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 4 }), (hits, ds, radius) => {
        const figs = ds.map((distance, i) => ({ id: `f${i}`, distance }));
        const s = shareHits(hits, figs, radius);
        const got = (id: string): number => s.perFigure[id] ?? 0;
        for (const a of figs) for (const b of figs) if (a.distance < b.distance) expect(got(b.id)).toBeLessThanOrEqual(got(a.id));
        const total = Object.values(s.perFigure).reduce((x, y) => x + y, 0);
        expect(total + s.lost).toBe(hits);
        for (const v of Object.values(s.perFigure)) expect(v).toBeLessThanOrEqual(4);
      }),
      { seed: propertySeed() },
    );
  });
});

describe('misfire and accidents (seed lines 126–131)', () => {
  it('seed lines 127–128: 1–4 O.K., 5–10 dud (H.E. fails to explode, H.E.A.T. half effect); home made +1', () => {
    expect(rollHeMisfire({ round: 'he', handThrown: false, ability: 2 }, new ScriptedDice(d10(4))).result).toBe('ok');
    expect(rollHeMisfire({ round: 'he', handThrown: false, ability: 2, homeMade: true }, new ScriptedDice(d10(4)))).toMatchObject({ result: 'dud', effect: 'fails to explode' });
    expect(rollHeMisfire({ round: 'heat', handThrown: false, ability: 2 }, new ScriptedDice(d10(7))).effect).toBe('half effect');
  });
  it('seed line 130: flame 1–4 O.K., 5–8 fails to ignite, 9–10 jams', () => {
    expect([4, 5, 8, 9].map((f) => rollHeMisfire({ round: 'flame', handThrown: false, ability: 2 }, new ScriptedDice(d10(f))).result)).toEqual(['ok', 'fails-to-ignite', 'fails-to-ignite', 'jams']);
  });
  it('seed lines 130–131: a hand grenade’s possible accident fumbles on a D20 of 1-8 at Ability 2, always at Ability 0', () => {
    expect(rollHeMisfire({ round: 'he', handThrown: true, ability: 2 }, new ScriptedDice([...d10(3), ...d20(8)])).result).toBe('fumble');
    expect(rollHeMisfire({ round: 'he', handThrown: true, ability: 2 }, new ScriptedDice([...d10(3), ...d20(9)])).result).toBe('ok');
    expect(rollHeMisfire({ round: 'he', handThrown: true, ability: 0 }, new ScriptedDice([...d10(1), ...d20(20)])).result).toBe('fumble');
  });
});

describe('the flame area (seed line 109, placement house)', () => {
  it('2" across by 4" along the line of fire, centred on the aim point', () => {
    const firer = { x: 0, y: 0 };
    const aim = { x: 6, y: 0 };
    expect(inFlameArea(aim, firer, { x: 8, y: 1 })).toBe(true);
    expect(inFlameArea(aim, firer, { x: 8.5, y: 0 })).toBe(false);
    expect(inFlameArea(aim, firer, { x: 6, y: 1.5 })).toBe(false);
  });
});
