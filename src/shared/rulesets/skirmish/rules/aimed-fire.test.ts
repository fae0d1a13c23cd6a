import { describe, expect, it } from 'vitest';
import { ScriptedDice, d12 } from '../../../kernel/dice/scripted-dice';
import { ARM_FIRING_DM } from '../tables/hit-location';
import { FIRER_CONDITIONS, FIRER_DM, TARGET_CONDITIONS, TARGET_DM } from '../tables/fire-modifiers';
import { INDIVIDUAL_FIRE, SHOTGUNS, parseCell } from '../tables/individual-fire';
import { INDIVIDUAL_FIRE_TEXT } from '../tables/individual-fire-text';
import { aimedShotChance, aimedShotModifiers, aimedShotNeed, rollAimedShot } from './aimed-fire';

/** The seed's lines, copied verbatim, to check the tables' transcription against. */
const SEED_LINES: Readonly<Record<number, string>> = {
  556: "Wpn 2\" 4\" 8\" 10\" Str (A) 6+ 9+ 11+ 12+ -3 (B) 6+ 9+ 11+ 12+ -2 (C) 6+ 8+ 10+ 12+ -3 (D) 6+ 8+ 10+ 12+ -2",
  557: "Wpn 2\" 4\" 8\" 10\" 15\" 20\" Str (A) -2/6+ -4/7+ -4/9+ -6/10+ -7/11+ -/12+ -3 (B) -3/6+ -4/7+ -5/9+ -6/10+ -7/11+ -/12+ -3 (C) -4/6+ -5/7+ -6/9+ -7/10+ -8/11+ -/12+ -3 (D) -4/6+ -5/8+ -6/9+ -7/10+ -8/11+ -/12+ -3 (E) -4/6+ -5/8+ -6/9+ -7/10+ -9/11+ -/12+ -3 (F) -5/6+ -6/8+ -6/9+ -8/10+ -9/11+ -/12+ -3 (G) -6/6+ -6/7+ -7/9+ -8/10+ -10/11+ -/12+ -3 (H) -6/6+ -6/8+ -7/9+ -9/11+ -10/12+ - -3 (I) 6+ 8+ 9+ 11+ 12+ - -3 (J) -4/6+ -5/8+ -6/9+ -7/11+ -8/12+ - -2/-3 (K) -4/6+ -5/8+ -6/9+ -7/10+ -8/11+ -/12+ -2 (L) -5/6+ -6/8+ -6/9+ -8/10+ -9/11+ -/12+ -2 (M) -6/6+ -6/8+ -7/9+ -8/10+ -10/11+ -/12+ -2",
  567: "Wpn 2\" 4\" 8\" 10\" 15\" 20\" 25\" 30\" Str (A) 6+ 6+ 7+ 8+ 9+ 10+ 11+ 11+ -1 (B) 6+ 7+ 7+ 8+ 9+ 10+ 11+ 12+ -1",
  568: "Wpn 2\" 4\" 8\" 10\" 15\" 20\" 25\" 30\" 40\" 60\" 70\" Str (A) 6+ 6+ 7+ 7+ 8+ 8+ 9+ 10+ 11+ - - 0 (B) 6+ 7+ 7+ 8+ 8+ 9+ 9+ 10+ 11+ - - 0 (C) 4+ 5+ 5+ 5+ 6+ 6+ 7+ 7+ 9+ 11+ - 0 (Snipers rifles) (D) 5+ 6+ 6+ 7+ 7+ 8+ 9+ 10+ 11+ 12+ - 0 (E) 4+ 4+ 5+ 5+ 5+ 6+ 6+ 7+ 9+ 10+ 12+ 0 (Snipers rifles)",
  569: "Wpn 2\" 4\" 8\" 10\" 15\" 20\" 25\" 30\" 40\" 60\" Str (A) -5/6+ -6/7+ -6/7+ -6/8+ -7/9+ -8/10+ -9/11+ -/12+ - - -1 (B) -5/6+ -6/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/10+ -9/11+ -/12+ - -1 (C) -6/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/10+ -10/11+ -/12+ - -1 (D) -6/6+ -6/7+ -7/7+ -7/8+ -8/8+ -8/9+ -9/10+ -10/11+ -/12+ - -1 (E) -6/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/10+ -10/11+ -/12+ - 0 (F) -5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -8/11+ -9/12+ -/12+ -1 (G) -5/6+ -5/6+ -5/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/11+ -8/12+ -/12+ 0 (H) -5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -8/11+ -9/12+ -/12+ 0 (I) -5/6+ -5/6+ -6/7+ -6/7+ -6/8+ -7/8+ -8/9+ -9/11+ -10/12+ -/12+ 0",
  570: "Size: Small. All Str. 0 except (E) Str. -1. Crew 1 except (c) Crew 2 Wpn. 2\" 4\" 8\" 10\" 15\" 20\" 25 30\" 40\" 60\" A -4 -5 -5 -5 -6 -7 -7 -8 -8 - B -3 -3 -4 -4 -5 -6 -7 -7 -7 - C -2 -3 -3 -4 -4 -5 -6 -7 -7 - D -2/6+ -3/6+ -3/7+ -4/7+ -4/8+ -5/8+ -6/9+ -7/11+ -7/12+ -/12+ E -4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+ F -4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+ G -5/6+ -5/7+ -6/7+ -6/8+ -6/8+ -7/9+ -7/10+ -8/11+ -8/12+ -/12+ H -5/6+ -6/7+ -6/7+ -6/8+ -6/8+ -7/9+ -8/10+ -8/11+ -9/12+ -/12+ Size: Large. All Str. 0. Crew 2 except (K) & (M) Crew 1 Wpn. 2\" 8\" 10\" 15\" 20\" 25 30\" 40\" 60\" 70\" I -2 -3 -3 -4 -4 -4 -5 -5 -6 -7 J -4 -4 -5 -5 -5 -6 -6 -7 -7 -8 K -4/6+ -5/7+ -5/7+ -5/8+ -6/8+ -6/9+ -7/10+ -7/10+ -7/11+ -7/12 L -4 -5 -5 -5 -6 -6 -7 -7 -7 -8 M -6 -6 -7 -7 -7 -7 -7 -8 -8 -9",
  571: "Wpn 4\" 10\" 25\" 40\" 60\" 70\" 80\" Str Crew (A) -1 -1 -2 -2 -3 -3 -5 0 3 (B) -2 -3 -3 -3 -4 -5 -7 0 3 (C) -3 -3 -3 -4 -4 -5 -7 0 3 (D) -4 -4 -4 -5 -5 -6 -7 0 3 (E) -4 -4 -5 -5 -5 -6 -7 0 3 (F) -6 -6 -6 -7 -7 -7 -8 0 2",
  572: "Wpn 40\" 60\" 70\" 80\" Str (A) -5 -6 -7 -7 +1 (B) -4 -5 -6 -7 +1",
  573: "Wpn 2\" 4\" 8\" 10\" 15\" Str (A) 6+ 10+ 12+ - - -4 (B) -1/6+ -3/9+ -4/10+ -5/11+ -6/12+ -3 (C) -3/6+ -5/9+ -6/10+ -7/11+ -8/12+ -3",
  574: "Weapon 2\" 4\" 8\" 10\" 15\" 20\" 25\" Str Hunting bow 7+ 7+ 8+ 8+ 10+ 12+ 12+ -2 Crossbow 4+ 5+ 5+ 6+ 6+ 7+ 9+ -1 Throwing knife 7+ - - - - - - -4",
};

describe('individual fire tables (seed lines 547–574)', () => {
  it('every row of every table is in its seed line as printed: "(A) cells Str" (or the bows by name)', () => {
    for (const [id, t] of Object.entries(INDIVIDUAL_FIRE_TEXT)) {
      const line = SEED_LINES[t.line] ?? '';
      for (const [letter, r] of Object.entries(t.rows)) {
        const crew = 'crew' in r && t.line === 571 ? ` ${r.crew}` : '';
        const note = 'note' in r && r.note === 'Snipers rifles' ? ' (Snipers rifles)' : '';
        const printedRow = id === 'bows' ? `${letter === 'hunting-bow' ? 'Hunting bow' : letter === 'crossbow' ? 'Crossbow' : 'Throwing knife'} ${r.cells} ${r.str}` : t.line === 570 ? `${letter} ${r.cells}` : `(${letter}) ${r.cells} ${r.str}${crew}${note}`;
        expect(line, `${id} (${letter})`).toContain(printedRow);
      }
    }
  });
  it('seed line 556: pistols (A) 6+ 9+ 11+ 12+ Str -3 … (D) 6+ 8+ 10+ 12+ Str -2', () => {
    const p = INDIVIDUAL_FIRE.pistols;
    expect(p.bands).toEqual([2, 4, 8, 10]);
    expect(p.rows.A?.value.cells.map((c) => c?.need)).toEqual([6, 9, 11, 12]);
    expect(p.rows.D?.value).toMatchObject({ str: [-2] });
    expect(p.title.provenance.kind).toBe('printed');
  });
  it('seed line 557: "-2/6+" is a first figure and a need; "-/12+" a need only; (J) Str -2/-3', () => {
    const s = INDIVIDUAL_FIRE['line-557'];
    expect(s.rows.A?.value.cells[0]).toEqual({ first: -2, need: 6 });
    expect(s.rows.A?.value.cells[5]).toEqual({ first: null, need: 12 });
    expect(s.rows.H?.value.cells[5]).toBeNull();
    expect(s.rows.J?.value.str).toEqual([-2, -3]);
    expect(s.title.provenance.kind).toBe('house');
  });
  it('seed line 570: small L.M.G. (A) "-4" has no single shot; large (K) "-7/12" is read as 12+', () => {
    expect(INDIVIDUAL_FIRE['lmg-small'].rows.A?.value.cells[0]).toEqual({ first: -4, need: null });
    expect(INDIVIDUAL_FIRE['lmg-small'].rows.C?.value.crew).toBe(2);
    expect(INDIVIDUAL_FIRE['lmg-large'].bands).toEqual([2, 8, 10, 15, 20, 25, 30, 40, 60, 70]);
    expect(INDIVIDUAL_FIRE['lmg-large'].rows.K?.value.cells[9]).toEqual({ first: -7, need: 12 });
  });
  it('seed line 568: sniper rifle (E) 4+ at 2" … 12+ at 70"', () => {
    expect(INDIVIDUAL_FIRE['line-568'].rows.E?.value.cells.map((c) => c?.need)).toEqual([4, 4, 5, 5, 5, 6, 6, 7, 9, 10, 12]);
  });
  it('seed lines 558–566: shotguns, Str and Hit by band', () => {
    expect(SHOTGUNS['auto-shotgun'].value).toEqual({ str: [0, 0, -1, -2, -3, -4], hit: [-5, -5, -5, -7, -8, -10] });
    expect(SHOTGUNS['sawn-off-shotgun'].value).toEqual({ str: [1, -1, -4, null, null, null], hit: [-4, -4, -8, null, null, null] });
  });
  it('refuses a cell it cannot read, naming it', () => {
    expect(() => parseCell('6x', 'pistols (A) band 2"')).toThrow('individual fire pistols (A) band 2": cannot read the printed cell "6x"');
  });
});

describe('aimed single shots (seed lines 50–58)', () => {
  it('seed line 556: a pistol (A) at 3" needs 9+ (the 4" band)', () => {
    expect(aimedShotNeed('pistols', 'A', 3)).toMatchObject({ need: 9, str: [-3] });
    expect(() => aimedShotNeed('pistols', 'A', 11)).toThrow('beyond its last band 10"');
    expect(() => aimedShotNeed('lmg-small', 'A', 5)).toThrow('no aimed single shot is printed at 8"');
    expect(() => aimedShotNeed('line-557', 'H', 18)).toThrow('out of range at 18"');
    expect(() => aimedShotNeed('pistols', 'Z', 3)).toThrow('has no row "Z"; it has A, B, C, D');
  });
  it('seed lines 50–57: target and firer DMs, + Ability', () => {
    const m = aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, target: ['prone', 'night-moon'], firer: ['rested', 'advancing'], ability: 2 });
    expect(m.final).toBe(-2 - 1 + 1 - 1 + 2);
    expect(aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, target: ['muzzle-flash', 'bunker', 'running'], firer: ['pinned', 'wounded', 'running', 'scope'], ability: 0 }).final).toBe(-3 - 3 - 1 - 1 - 1 - 2 + 1);
    expect(aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, firer: ['laser'], ability: 0 }).final).toBe(2);
  });
  it('seed line 4: a light support weapon firing at an unseen enemy -3', () => {
    expect(aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, ability: 0, unseenLightSupport: true }).final).toBe(-3);
  });
  it('ruling SK8: only the worst cover counts; scope and laser, only the laser', () => {
    expect(aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, target: ['light-cover', 'heavy-cover'], ability: 0 }).final).toBe(-2);
    expect(aimedShotModifiers({ table: 'line-568', row: 'A', range: 10, firer: ['scope', 'laser'], ability: 0 }).final).toBe(2);
  });
  it('ruling SK6: one D12 + DMs against the need; a natural 1–2 calls for a misfire roll (line 58)', () => {
    const dice = new ScriptedDice(d12(6));
    const s = rollAimedShot({ table: 'line-568', row: 'A', range: 10, target: ['prone'], ability: 3 }, dice);
    expect(dice.requests[0]?.die).toBe('d12');
    expect(s).toMatchObject({ need: 7, face: 6, total: 7, hit: true, misfireCheck: false, str: [0] });
    expect(rollAimedShot({ table: 'line-568', row: 'A', range: 10, ability: 4 }, new ScriptedDice(d12(2)))).toMatchObject({ hit: false, misfireCheck: true });
  });
  it('the chance never falls as Ability rises, and never rises with range', () => {
    for (let a = 0; a < 4; a++) expect(aimedShotChance({ table: 'line-568', row: 'D', range: 20, ability: a + 1 })).toBeGreaterThanOrEqual(aimedShotChance({ table: 'line-568', row: 'D', range: 20, ability: a }));
    const bands = INDIVIDUAL_FIRE['line-568'].bands;
    for (let i = 1; i < bands.length - 1; i++) expect(aimedShotChance({ table: 'line-568', row: 'D', range: bands[i]!, ability: 2 })).toBeLessThanOrEqual(aimedShotChance({ table: 'line-568', row: 'D', range: bands[i - 1]!, ability: 2 }));
  });
});

describe('the fire DMs (seed lines 50–57)', () => {
  it('seed lines 50–57: Tgt muzzle flash -3, prone -2, running -1, Lt./Close cover -1, Smk./walls/Dense -2, Bunker -3, Night no moon -2, with moon -1', () => {
    expect(TARGET_CONDITIONS.map((c) => TARGET_DM[c].value)).toEqual([-3, -2, -1, -1, -2, -3, -2, -1]);
  });
  it('seed lines 50–56: Firer pinned -1, wounded -1, advancing -1, running -2, rested +1, scope +1, laser +2', () => {
    expect(FIRER_CONDITIONS.map((c) => FIRER_DM[c].value)).toEqual([-1, -1, -1, -2, 1, 1, 2, ARM_FIRING_DM.value]);
    for (const c of FIRER_CONDITIONS.filter((x) => x !== 'arm-wound')) expect(FIRER_DM[c].provenance.kind).toBe('printed');
    // The arm's "* firing DM" (line 62) is the hit location's house reading (ruling SK30).
    expect(FIRER_DM['arm-wound']).toBe(ARM_FIRING_DM);
  });
});
