import { describe, expect, it } from 'vitest';
import { LASER_DESIGNATED_NEED, MISSILES, TOP_ATTACK_ON } from '../tables/missiles';
import { missileNeed } from './infantry-at';

/** Seed lines 575–617, copied verbatim. */
const SEED: Readonly<Record<number, string>> = {
  575: 'MISSILE A Range Back- Remote Optional',
  576: 'min max km flash Pen.',
  577: 'Mathogo (Ar) 36" 82" 2.1 no no 7',
  578: 'SS-10 (Fr) 30" 74" 1.6 no yes 7',
  579: 'SS-11 (Fr) 36" 96" 3.0 no yes 10',
  580: 'Entac (Fr) 34" 80" 2.0 no yes 9',
  581: 'Cobra (WG) 34" 74" 1.6 no yes 8',
  582: 'Cobra 2000 (WG) 34" 80" 2.0 no yes 8',
  583: 'Mamba (WG) 30" 80" 2.0 yes yes 8',
  584: 'Mosquito (It) 32" 86" 2.3 no yes 8',
  585: 'KAM-D3 (Ja) 32" 78" 1.8 no yes 7',
  586: 'Bantam (Sw) 30" 80" 2.0 no yes 8',
  587: 'Kun Wu (Ti) 36" 96" 3.0 no yes 8',
  588: 'AT1 Snapper (Ru) 21" 86" 2.3 no yes 6',
  589: 'AT2 Swatter (Ru) 36" 90" 2.5 no yes 8',
  590: 'AT3 Sagger (Ru) 32" 96" 3.0 no yes 7',
  591: 'Malkara (UK) 30" 108" 4.0 yes yes 11',
  592: 'Vigilant (UK) 25" 69" 1.6 no yes 7',
  593: 'Shillelagh (US) 36" 96" 3.0 no no 12',
  594: 'MISSILE B Range Back- Remote Optional',
  595: 'min max km flash Pen.',
  596: 'Harpoon (Fr) 34" 96" 3.0 no no 10',
  597: 'ADATS (Int) 25" 120" 6.0 yes no 10',
  598: 'HOT (Int) 12" 108" 4.0 no no 12',
  599: 'Milan (Int) 5" 80" 2.0 no no 8',
  600: 'Sparieo (It) 12" 96" 3.0 yes no 10',
  601: 'KAM-9 (Ja) 12" 108" 4.0 yes no 10',
  602: 'Chyu-Mat (Ja) 12" 108" 4.0 yes no 13',
  603: 'Bill* (Sw) 20" 80" 2.0 yes no 7',
  604: 'AT2 Swatter B (Ru) 36" 102" 3.5 no no 9',
  605: 'AT3 Sagger B (Ru) 32" 96" 3.0 no no 8',
  606: 'AT4 Spigot (Ru) 15" 90" 2.5 yes no 8',
  607: 'AT5 Spandrel (Ru) 15" 96" 3.0 yes no 8',
  608: 'AT6 Spiral (Ru) 60" 114" 5.0 yes no 12',
  609: 'AT6 Spiral B (Ru) 60" 120" 6.0 yes Laser 12',
  610: 'Swingfire (UK) 20" 108" 4.0 no yes 10',
  611: 'TOW (US) 11" 104" 3.8 yes no 10',
  612: 'TOW Imp. (US) 11" 104" 3.8 yes no 12',
  613: 'TOW 3 (US) 11" 104" 3.8 yes no 13',
  614: 'TOW 3 (US) 11" 104" 3.8 yes no 14',
  615: 'Dragon (US) 10" 62" 1.1 yes no 8',
  616: 'Hellfire (US) 36" 120" 6.0 yes Laser 16',
  617: '* If hits, will attack top armour on (D10) 5+.If using Laser Designator with observer & weapon is off table e.t.c. basic (D10) 4+ to hit.',
};

describe('the guided missiles (seed lines 575–617)', () => {
  it('seed lines 577–616: every missile, min and max range, km, back-flash, remote, Pen., as printed', () => {
    for (const { value: m } of MISSILES) {
      const text = `${m.name} ${m.min}" ${m.max}" ${m.km.toFixed(1)} ${m.backflash ? 'yes' : 'no'} ${m.remote === 'laser' ? 'Laser' : m.remote} ${m.pen}`;
      expect(text, m.name).toBe(SEED[m.line]);
      expect(m.family, m.name).toBe(m.line < 594 ? 'A' : 'B');
    }
    expect(MISSILES).toHaveLength(17 + 21);
    expect(SEED[575]).toContain('MISSILE A');
    expect(SEED[594]).toContain('MISSILE B');
  });
  it('seed line 617: top attack on a D10 5+; laser designated basic 4+', () => {
    expect(SEED[617]).toContain(`top armour on (D10) ${TOP_ATTACK_ON.value}+`);
    expect(SEED[617]).toContain(`basic (D10) ${LASER_DESIGNATED_NEED.value}+ to hit`);
  });
  it('ruling SK16: a Milan (min 5", max 80") fires on the Missile B row: 9+ at 5" (the 8" band); at 4" it is inside its minimum; beyond 80" it cannot', () => {
    expect(missileNeed('Milan (Int)', 8)).toMatchObject({ launcher: 'missile-b', need: 9 });
    expect(missileNeed('Milan (Int)', 5).need).toBe(9);
    expect(() => missileNeed('Milan (Int)', 4)).toThrow('Milan (Int): 4" is inside its minimum range 5"');
    expect(() => missileNeed('Milan (Int)', 81)).toThrow('Milan (Int): 81" is beyond its maximum range 80" (seed 003 line 599, MISSILE B, Milan (Int))');
    expect(() => missileNeed('AT3 Sagger (Ru)', 30)).toThrow('AT3 Sagger (Ru): 30" is inside its minimum range 32"');
    expect(missileNeed('AT3 Sagger (Ru)', 40)).toMatchObject({ launcher: 'missile-a', need: 8 });
    expect(() => missileNeed('Javelin', 40)).toThrow('no missile "Javelin"');
  });
});
