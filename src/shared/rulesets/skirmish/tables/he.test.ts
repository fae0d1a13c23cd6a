import { describe, expect, it } from 'vitest';
import { parseHits } from './blast';
import { FLAME_EFFECT, FLAME_TABLE, FLAME_WEAPONS, HE_BANDS, HE_DELIVERY, HE_TABLE, HE_WEAPONS, type BlastEffect } from './he';
import { ARM_FIRING_DM } from './hit-location';
import { DEVIATION_GRID_ROWS, FUMBLE_TO, HE_FIRER_DM, HE_MISFIRE_FACES, HE_TARGET_DM, HITS_DM_PER_5M, HITS_DM_PRONE } from './he-rules';

/** Seed lines 92–125, copied verbatim, to check the transcription against. */
const SEED: Readonly<Record<number, string>> = {
  92: 'Weapon 2" 4" 8" 10" 15" 20" 25" 30" 40" 60" Rad. Hits Str. Rad. Hits Str.',
  93: 'Off. Gren. 4 6 8 - - - - - - - 2" D6 -2 2" D6-1 -1*',
  94: 'Def. Gren. 4 6 9 - - - - - - - 3" 2D6-1 -1 2" D6 0*',
  95: 'Rifle Gren. - 8 8 9 10 11 - - - - 3" 1/2D6 -2 2" 1/2D6-1 -1*',
  96: 'A.T. version - 8 9 10 11 12 - - - - - - - 1" 1/2D6 +4',
  97: 'Molotov - 8 10 - - - - - - - - - - 1" 2D6-1 -2*',
  98: 'A.T. Gren. - 8 10 - - - - - - - - - - 1" D6-1 +2',
  99: 'SPG-9/2A2B - 6 6 6 7 7 8 9 10 12 3" 2D6 -1 1" D6 +6',
  100: 'M203/BG15 - - 6 7 8 9 10 12 - - 2" D6-1 -2 1" 1/2D6 +1',
  101: 'M79 - - 6 7 8 9 10 11 12 - 2" D6-1 -2 1" 1/2D6 +1',
  102: 'AGS 17 30mm - - 7 7 8 8 9 10 11 12 2" 1/2D6 -2 1" 1/2D6 +1',
  104: 'M174 40mm - - 7 8 9 10 11 11 12 12 2" 1/2D6 -2 1" 1/2D6 +1',
  105: 'XM12 20mm - - 7 7 7 8 9 10 11 12 1" 1/2D6-1 -3 1" 5+ +1',
  106: 'Satchel charge 4 - - - - - - - - - 2" 3D6-2 +5 - - -',
  107: 'Hand mortar - - 10 10 10 11 12 - - - 3" D6 -2 - - -',
  109: 'Manpacked 7 7 7 - - - - - - - Area 2"x4"',
  110: 'Vehicle 7 7 7 7 - - - - - - 3D6 hits',
  111: 'M202 - 6 7 8 9 10 12 12 - - Str. -3',
  114: "Tgt: muzzle flash/unseen -3 Firer: pinned -1 Tgt. prone -1",
  115: 'prone -2 wounded (optional) -1',
  116: 'running -1 advancing -1 per 5m -1',
  117: 'Lt./Close cover/1/2 vis. -1 running -2 height diff.',
  118: 'Smk./walls/Dense cover -2 Throwing gren.& prone -2',
  119: 'Bunker -3 Has Target: + Ability',
  120: 'Night (no moon) -2 Night (with moon) -1',
  122: 'Hand grenade/G.L. up to 4" D10 12 8 4 6 14 17 20',
  123: 'Hand grenade/G.L. over 4" D20 3" 9 1 X 2 10 15 18 ---> TO FIRER',
  124: 'Satchel charge D10-2 11 7 3 5 13 16 19',
  126: 'Missfire: on role of, 1. H.E./W.P., 1,2. H.E.A.T./Flame',
  131: 'Ability 0 1 2 3 4 D20 Yes 1-16 1-8 1-4 1-2',
};

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const effect = (e: BlastEffect | null): string => (e ? `${e.radius}" ${e.hits} ${signed(e.str)}${e.round === 'wp' ? '*' : ''}` : '- - -');
const needs = (xs: readonly (number | null)[]): string => xs.map((x) => (x === null ? '-' : String(x))).join(' ');

describe('the H.E. table (seed lines 91–112)', () => {
  it('seed line 92: the bands 2" to 60"', () => {
    expect(`Weapon ${HE_BANDS.value.map((b) => `${b}"`).join(' ')} Rad. Hits Str. Rad. Hits Str.`).toBe(SEED[92]);
  });
  it('seed lines 93–107: every row, Needs and both effects, as printed (W.P. rounds starred, line 112)', () => {
    for (const w of HE_WEAPONS) {
      const r = HE_TABLE[w];
      const line = Number(/line (\d+)/.exec(r.provenance.source)![1]);
      expect(`${r.value.name} ${needs(r.value.needs)} ${effect(r.value.he)} ${effect(r.value.other)}`, w).toBe(SEED[line]);
      expect(r.provenance.kind).toBe('printed');
    }
  });
  it('seed lines 109–111: the flame throwers’ Needs, and the one effect down their column (Area 2"x4", 3D6 hits, Str. -3)', () => {
    const tail = ['Area 2"x4"', '3D6 hits', 'Str. -3'];
    FLAME_WEAPONS.forEach((w, i) => expect(`${FLAME_TABLE[w].value.name} ${needs(FLAME_TABLE[w].value.needs)} ${tail[i]}`).toBe(SEED[109 + i]));
    expect(FLAME_EFFECT.value).toEqual({ width: 2, depth: 4, hits: '3D6', str: -3 });
  });
  it('every printed hits figure reads as dice', () => {
    for (const w of HE_WEAPONS) for (const e of [HE_TABLE[w].value.he, HE_TABLE[w].value.other]) if (e) expect(() => parseHits(e.hits)).not.toThrow();
    expect(parseHits('2D6-1')).toEqual({ kind: 'dice', dice: 2, half: false, plus: -1 });
    expect(parseHits('1/2D6-1')).toEqual({ kind: 'dice', dice: 1, half: true, plus: -1 });
    expect(parseHits('5+')).toEqual({ kind: 'one-on', need: 5 });
    expect(parseHits('1')).toEqual({ kind: 'flat', hits: 1 });
    expect(() => parseHits('2D')).toThrow('hits "2D": not a printed hits figure');
  });
  it('a Need never falls with range: farther is never easier (seed lines 93–111)', () => {
    const rows = [...HE_WEAPONS.map((w) => HE_TABLE[w].value.needs), ...FLAME_WEAPONS.map((w) => FLAME_TABLE[w].value.needs)];
    for (const r of rows) {
      const printedNeeds = r.filter((x): x is number => x !== null);
      expect([...printedNeeds].sort((a, b) => a - b)).toEqual(printedNeeds);
    }
  });
});

describe('the H.E. DMs, deviation and misfire (seed lines 113–131)', () => {
  it('seed lines 114–120: to get range, Tgt muzzle flash/unseen -3, prone -2, running -1, light cover -1, dense -2, bunker -3, night -2/-1; Firer pinned -1, wounded -1, advancing -1, running -2, throwing & prone -2', () => {
    expect(Object.values(HE_TARGET_DM).map((d) => d.value)).toEqual([-3, -2, -1, -1, -2, -3, -2, -1]);
    expect(Object.values(HE_FIRER_DM).map((d) => d.value)).toEqual([-1, -1, -1, -2, -2, ARM_FIRING_DM.value]);
    // The arm wound's DM is the hit location's (line 62, house: ruling SK30), not a row of this table.
    expect(HE_FIRER_DM['arm-wound']).toBe(ARM_FIRING_DM);
    for (const d of [...Object.values(HE_TARGET_DM), ...Object.values(HE_FIRER_DM)].filter((x) => x !== ARM_FIRING_DM)) {
      const line = Number(/line (\d+)/.exec(d.provenance.source)![1]);
      expect(SEED[line], d.provenance.source).toContain(`${d.value}`);
    }
  });
  it('seed lines 114–117: to No hits, Tgt. prone -1, -1 per 5m height diff.', () => {
    expect([HITS_DM_PRONE.value, HITS_DM_PER_5M.value]).toEqual([-1, -1]);
  });
  it('seed lines 122–124 (garbled, house SK13): the diagram’s rows hold 1–20 once each around the X, as printed', () => {
    const rows = DEVIATION_GRID_ROWS.value;
    expect(SEED[122]!.endsWith(rows[0]!.join(' '))).toBe(true);
    expect(SEED[123]).toContain(rows[1]!.join(' '));
    expect(SEED[124]!.endsWith(rows[2]!.join(' '))).toBe(true);
    expect(rows.flat().filter((x) => x !== 'X').sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(DEVIATION_GRID_ROWS.provenance.kind).toBe('house');
  });
  it('seed line 126: a misfire on a natural 1 for H.E./W.P., 1–2 for H.E.A.T./flame', () => {
    expect([HE_MISFIRE_FACES.he.value, HE_MISFIRE_FACES.wp.value, HE_MISFIRE_FACES.heat.value, HE_MISFIRE_FACES.flame.value]).toEqual([1, 1, 2, 2]);
  });
  it('seed line 131: fumble on a D20 of Yes, 1-16, 1-8, 1-4, 1-2 by Ability 0–4', () => {
    expect(`Ability 0 1 2 3 4 D20 ${FUMBLE_TO.map((f, a) => (a === 0 ? 'Yes' : `1-${f.value}`)).join(' ')}`).toBe(SEED[131]);
  });
  it('which weapons deviate: hand grenades and the satchel charge printed; the G.L.s, Molotov and A.T. grenade house; the SPG-9 and hand mortar not at all (house)', () => {
    expect(HE_DELIVERY['offensive-grenade']).toMatchObject({ value: 'hand', provenance: { kind: 'printed' } });
    expect(HE_DELIVERY.m79).toMatchObject({ value: 'gl', provenance: { kind: 'house' } });
    expect(HE_DELIVERY['spg-9'].value).toBe('none');
  });
});
