import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10 } from '../../../kernel/dice/scripted-dice';
import { MISFIRE_WEAPONS } from '../tables/misfire';
import { misfireResult, needsMisfireRoll, rollMisfire } from './misfire';

const letters = { ok: 'O', dud: 'D', 'out-of-ammo': 'A', jams: 'J' } as const;
const row = (w: (typeof MISFIRE_WEAPONS)[number]): string => Array.from({ length: 10 }, (_, i) => letters[misfireResult(w, i + 1).value]).join('');

describe('the misfire table (seed lines 57–60)', () => {
  it('seed line 60: Pistol 1 2-4 5-8 9-10, Revolver 1 2-4 5-9 10, S.M.G. 1 2-3 4-7 8-10, Auto-rifle 1 2-3 4-8 9-10, Other rifle 1 2 3-9 10, Box M.G. 1 2 3-9 10, Belt M.G. 1 2-3 4-8 9-10', () => {
    expect(Object.fromEntries(MISFIRE_WEAPONS.map((w) => [w, row(w)]))).toEqual({
      pistol: 'ODDDAAAAJJ',
      revolver: 'ODDDAAAAAJ',
      smg: 'ODDAAAAJJJ',
      'auto-rifle': 'ODDAAAAAJJ',
      'other-rifle': 'ODAAAAAAAJ',
      'box-mg': 'ODAAAAAAAJ',
      'belt-mg': 'ODDAAAAAJJ',
    });
  });
  it('seed line 58: a single shot calls for a misfire roll on 1–2 (printed); automatic fire on a group-fire 1–3 (house, SK7)', () => {
    expect([1, 2, 3].map((f) => needsMisfireRoll('single-shot', f).value)).toEqual([true, true, false]);
    expect(needsMisfireRoll('single-shot', 1).provenance.kind).toBe('printed');
    expect([3, 4].map((f) => needsMisfireRoll('auto-fire', f).value)).toEqual([true, false]);
    expect(needsMisfireRoll('auto-fire', 1).provenance.kind).toBe('house');
  });
  it('seed line 60: the effects — a jam does not fire and takes the next go to clear', () => {
    expect(rollMisfire('smg', new ScriptedDice(d10(9)))).toEqual({ face: 9, result: 'jams', effect: "doesn't fire, takes next go to clear", source: 'seed 003 line 60, misfire, S.M.G. 1 2-3 4-7 8-10' });
    expect(rollMisfire('other-rifle', new ScriptedDice(d10(0))).result).toBe('jams');
    expect(() => misfireResult('pistol', 11)).toThrow('misfire for pistol: a D10 shows 1–10, not 11');
  });
});
