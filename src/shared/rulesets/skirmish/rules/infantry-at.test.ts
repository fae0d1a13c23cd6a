import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import {
  AT_ABILITY_DM, AT_BANDS, AT_FIRER_DM, AT_FIRER_MOVED, AT_MISFIRE_ROWS, AT_OTHER_DM, AT_TARGET_MOVED, AT_TARGET_SIZE_DM, LAD_A_FOOTNOTE, LAUNCHER_CLASS, LAUNCHER_EFFECT, LAUNCHER_TABLE, LAUNCHERS,
} from '../tables/infantry-at';
import { launcherEffect, launcherModifiers, launcherNeed, rollLauncher, rollLauncherHits, rollLauncherMisfire } from './infantry-at';

/** Seed lines 246–293, copied verbatim, to check the transcription against. */
const SEED: Readonly<Record<number, string>> = {
  246: 'Infantry A.T. 4" 8" 10" 15" 20" 25" 30" 40" 60" 80" 100" 120" HEAT L.A.D. A* 4 5 6 7 8 10 10 - - - - - 5 L.A.D. B* 4 4 5 6 7 8 9 10 - - - - 5 R.C.L. to 90mm 4 4 5 6 6 7 8 9 10 - - - 4 R.C.L. 90-120mm 4 4 4 5 5 5 6 7 9 - - - 6 P.I.A.T. 4 7 9 10 - - - - - - - - 3 Pz Faust 4 7 8 10 - - - - - - - - 4 Pz Schreck 4 6 7 9 10 - - - - - - - 4 RPG2, Type56, 4 6 7 9 10 - - - - - - - 4 SAR-PAC, Pzf44 Baz M20, Pzf44n 4 5 5 6 7 9 10 - - - - - 5 M57, RBR80, C90 4 5 6 7 9 10 - - - - - - 6 RPG7, Type69 - 4 6 7 10 - - - - - - - 5 RPG16 - 4 6 7 8 10 - - - - - - 8 ACIP300 - 4 5 5 5 5 8 9 - - - - 8 C.Gustav M2, 4 4 5 5 6 6 8 10 - - - - 7 S550 M67, Folgore 4 5 5 6 6 7 7 9 - - - - 6 RL83, RL100, 4 4 5 5 6 7 8 9 - - - - 6 LRAC, STRIM Missile A - - - - - 9 8 8 6 5 6 - 8 Missile B - 9 9 8 8 8 7 6 5 5 5 6 10* L.A.D. A: RPG18,Type 74,M72,Miniman.',
  248: '(DM\'s) FIRER: Ability 0 -2 Tgt: small +1',
  249: 'Ability 1 -1 medium +2',
  250: 'Ability 3 +1 large +3',
  251: 'Ability 4 +2 Moved 3-6" -1',
  252: '2nd+ shot +2 Moved 6-9" -2',
  253: 'Suppresses/closed-down -1 Moved 9-12" -3',
  254: 'Obscured by smoke/close/dense -2 Moved 12"+ -4',
  255: 'Moved & Stabilised +1 Other: To hit specific point -4',
  256: 'Moved 0-3" -1 Night -1',
  257: 'Moved 3-6" -2 25-40mm or R.R. firing +1',
  258: 'Moved 6"+ -2 Automatically',
  261: 'Weapon RCL to 90mm RCL to 120mm LAD A & B LAW\'s Missile A & B Rad. 2" 2" 1" 1" 2" Hits D6 2D6 2D6 2D-1 3D6-1 Str. +4 +6 +6 +6 +9Armour Classes:',
  293: 'Weapon No effect Dud/Missfire Out of Ammo Jams Main Gun (H.E.A.T) 1-4 5-8 9 10 Main Gun (Other) 1-6 7-8 9 10 Infantry A.T. 1-5 6-9 - 10 Disposable A.T. 1-5 6-10 - - R.C.L. 1-6 7-9 - 10 Grenade 1-4 5-10 - - Mortar/Artillery shell 1-4 5-10 - - Flame thrower 1-4 5-8 - 9-10DUD/MISSFIRE All but HEAT lost. HEAT (D10): 1-6 lost, 7-10 1/2 Pen./Str.',
};

const cells = (xs: readonly (number | null)[]): string => xs.map((x) => (x === null ? '-' : String(x))).join(' ');
const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

describe('the Infantry A.T. table (seed line 246)', () => {
  it('seed line 246: every launcher, its Needs by band and its HEAT figure, as printed (wrapped names included)', () => {
    const rows = LAUNCHERS.map((l) => {
      const r = LAUNCHER_TABLE[l].value;
      return `${r.lead} ${cells(r.needs)} ${r.heat}${r.trail ? ` ${r.trail}` : ''}`;
    });
    const text = `Infantry A.T. ${AT_BANDS.value.map((b) => `${b}"`).join(' ')} HEAT ${rows.join(' ')}* L.A.D. A: ${LAD_A_FOOTNOTE.value.replace(', ', ',').replace(', ', ',').replace(', ', ',')}.`;
    expect(text).toBe(SEED[246]);
  });
  it('seed lines 248–258: FIRER Ability 0 -2, 1 -1, 3 +1, 4 +2 (2: none, house); 2nd+ shot +2; suppressed -1; obscured -2; stabilised +1; moved 0-3" -1, 3-6" -2, 6"+ -2', () => {
    expect(AT_ABILITY_DM.map((d) => d.value)).toEqual([-2, -1, 0, 1, 2]);
    expect(AT_ABILITY_DM[2]!.provenance.kind).toBe('house');
    expect([AT_FIRER_DM.secondShot.value, AT_FIRER_DM.suppressed.value, AT_FIRER_DM.obscured.value, AT_FIRER_DM.stabilised.value]).toEqual([2, -1, -2, 1]);
    expect(AT_FIRER_MOVED.map((m) => m.value.dm)).toEqual([-1, -2, -2]);
    const all = [...AT_ABILITY_DM.filter((d) => d.provenance.kind === 'printed'), ...Object.values(AT_FIRER_DM), ...Object.values(AT_TARGET_SIZE_DM), ...Object.values(AT_OTHER_DM)];
    for (const d of all) {
      const line = Number(/line (\d+)/.exec(d.provenance.source)![1]);
      expect(SEED[line], d.provenance.source).toContain(signed(d.value));
    }
    for (const m of [...AT_FIRER_MOVED, ...AT_TARGET_MOVED.slice(1)]) {
      const line = Number(/line (\d+)/.exec(m.provenance.source)![1]);
      expect(SEED[line], m.provenance.source).toContain(`${m.value.dm}`);
    }
  });
  it('seed lines 248–254: Tgt small +1, medium +2, large +3; moved 3-6" -1, 6-9" -2, 9-12" -3, 12"+ -4; specific point -4, night -1', () => {
    expect(Object.values(AT_TARGET_SIZE_DM).map((d) => d.value)).toEqual([1, 2, 3]);
    expect(AT_TARGET_MOVED.map((m) => m.value.dm)).toEqual([0, -1, -2, -3, -4]);
    expect([AT_OTHER_DM.specificPoint.value, AT_OTHER_DM.night.value]).toEqual([-4, -1]);
  });
  it('seed line 261: the round against men — RCL to 90mm 2" D6 +4, to 120mm 2" 2D6 +6, LAD 1" 2D6 +6, LAW\'s 1" 2D-1 +6, Missile 2" 3D6-1 +9', () => {
    const order = ['rcl-90', 'rcl-120', 'lad', 'law', 'missile'] as const;
    const e = order.map((k) => LAUNCHER_EFFECT[k].value);
    const text = `Weapon RCL to 90mm RCL to 120mm LAD A & B LAW's Missile A & B Rad. ${e.map((x) => `${x.radius}"`).join(' ')} Hits ${e.map((x) => x.hits).join(' ')} Str. ${e.map((x) => signed(x.str)).join(' ')}Armour Classes:`;
    expect(text).toBe(SEED[261]);
  });
  it('seed line 293: Infantry A.T. 1-5 6-9 - 10, Disposable A.T. 1-5 6-10 - -, R.C.L. 1-6 7-9 - 10', () => {
    const show = (r: { okTo: number; dudTo: number; outTo: number }): string =>
      `1-${r.okTo} ${r.okTo + 1}-${r.dudTo} ${r.outTo > r.dudTo ? `${r.dudTo + 1}-${r.outTo}` : '-'} ${r.outTo < 10 ? (r.outTo + 1 === 10 ? '10' : `${r.outTo + 1}-10`) : '-'}`;
    expect(SEED[293]).toContain(`Infantry A.T. ${show(AT_MISFIRE_ROWS['infantry-at'].value)} Disposable A.T. ${show(AT_MISFIRE_ROWS['disposable-at'].value)} R.C.L. ${show(AT_MISFIRE_ROWS.rcl.value)} `);
  });
});

describe('firing a launcher (seed lines 246–293)', () => {
  it('seed line 246: an RPG7 cannot fire at 4"; needs 4+ at 8", 10+ at 20"; a Missile A needs 9+ at 25" and cannot fire nearer', () => {
    expect(() => launcherNeed('rpg7', 4)).toThrow('RPG7, Type69: cannot fire at 4" — printed "-" in the 4" band');
    expect([8, 20].map((r) => launcherNeed('rpg7', r).need)).toEqual([4, 10]);
    expect(launcherNeed('missile-a', 25).need).toBe(9);
    expect(() => launcherNeed('missile-a', 20)).toThrow('cannot fire at 20"');
    expect(() => launcherNeed('missile-b', 121)).toThrow('beyond the Infantry A.T. table\'s last band 120"');
  });
  it('ruling SK16: D10 + DMs — an RPG7 at 15" (7+), Ability 3, second shot, firer moved 4", target moved 5": 5 + 1 + 2 - 2 - 1 = 5, miss', () => {
    const s = rollLauncher({ launcher: 'rpg7', range: 15, ability: 3, secondShot: true, firerMoved: 4, targetMoved: 5 }, new ScriptedDice(d10(5)));
    expect(s).toMatchObject({ need: 7, face: 5, total: 5, hit: false, misfireCheck: false });
    expect(s.breakdown.steps.some((x) => x.label === 'a man or position: no size DM')).toBe(true);
    expect(launcherModifiers({ launcher: 'rpg7', range: 15, ability: 2, targetSize: 'medium', night: true }).final).toBe(1);
    expect(() => launcherModifiers({ launcher: 'rpg7', range: 15, ability: 5 })).toThrow('rpg7: Ability must be 0–4, not 5');
  });
  it('a natural 1–2 calls for a misfire (house, SK16); line 293: an Infantry A.T. 10 jams, a L.A.D. 10 is a dud; a H.E.A.T. dud 1-6 lost, 7-10 half', () => {
    expect(rollLauncher({ launcher: 'lad-a', range: 4, ability: 2 }, new ScriptedDice(d10(2))).misfireCheck).toBe(true);
    expect(rollLauncherMisfire('rpg7', new ScriptedDice(d10(10))).result).toBe('jams');
    expect(rollLauncherMisfire('rpg7', new ScriptedDice(d10(5))).result).toBe('ok');
    expect(rollLauncherMisfire('lad-a', new ScriptedDice(d10(10, 6))).result).toBe('lost');
    expect(rollLauncherMisfire('rcl-90', new ScriptedDice(d10(7, 7))).result).toBe('half-effect');
    expect(launcherEffect('rcl-90', true).str).toBe(2);
  });
  it('seed line 261: a LAW\'s round is 1" radius, 2D6-1 hits (the garbled "2D-1", house), Str. +6', () => {
    expect(LAUNCHER_CLASS.rpg7.value).toBe('law');
    const h = rollLauncherHits('rpg7', { allProne: true }, new ScriptedDice(d6(3, 4)));
    expect(h.hits).toBe(3 + 4 - 1 - 1);
    expect(launcherEffect('rpg7')).toMatchObject({ radius: 1, str: 6 });
  });
});
