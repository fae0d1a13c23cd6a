import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import type { Launcherman } from './launchers';
import { reloadThumpGunError, resolveLauncher, rifleGrenadeChance, thumpGunBand, thumpGunChance, validateAffix, validateRifleGrenadeFire, validateThumpGunFire } from './launchers';
import { LosMapBuilder } from './test-support/los-maps';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { THUMP_GUN_ACCURACY } from '../tables/launchers';

const rifleman = (over: Partial<Launcherman> = {}): Launcherman => ({
  square: { col: 2, row: 6 },
  posture: 'erect',
  weapon: 'rifle',
  rifleGrenadeAffixed: true,
  rifleGrenades: 5,
  preparedHandGrenades: 0,
  grenadeThisPhase: false,
  ...over,
});
const thumper = (over: Partial<Launcherman> = {}): Launcherman => rifleman({ weapon: 'thump-gun', rifleGrenadeAffixed: false, rifleGrenades: 0, loaded: true, square: { col: 2, row: 2 }, ...over });
const open = (w = 40, h = 64) => new LosMapBuilder(w, h).build();
const code = (r: { ok: boolean; error?: { code: string } } | undefined) => (r && !r.ok ? r.error?.code : undefined);

describe('Case 18.1 How Rifle Grenades Are Fired', () => {
  it('Case 18.11: a rifle grenade is affixed only to a rifle, carbine or semi-automatic rifle', () => {
    for (const w of ['rifle', 'carbine', 'semi-automatic-rifle']) expect(validateAffix(rifleman({ weapon: w, rifleGrenadeAffixed: false }), { remove: false })).toBeUndefined();
    expect(validateAffix(rifleman({ weapon: 'submachinegun', rifleGrenadeAffixed: false }), { remove: false })?.code).toBe('rifle-grenade/no-rifle');
  });
  it('Case 18.11: without an affixed rifle grenade none may be fired', () => {
    expect(validateRifleGrenadeFire(open(), { firer: rifleman({ rifleGrenadeAffixed: false }), target: { col: 2, row: 12 } })?.code).toBe('rifle-grenade/not-affixed');
  });
  it('Case 18.12 / Section 18.0: the six carried run out', () => {
    expect(validateAffix(rifleman({ rifleGrenadeAffixed: false, rifleGrenades: 0 }), { remove: false })?.code).toBe('rifle-grenade/none-carried');
  });
  it('Case 18.13: removing needs an affixed grenade', () => {
    expect(validateAffix(rifleman(), { remove: true })).toBeUndefined();
    expect(validateAffix(rifleman({ rifleGrenadeAffixed: false }), { remove: true })?.code).toBe('rifle-grenade/none-affixed');
  });
  it('Case 18.14: only at a square in his Line of Sight — not over a wall, as a thrown grenade may go', () => {
    const b = new LosMapBuilder(20, 20);
    for (let c = 1; c <= 20; c++) b.line(c, 9, 'n', 'wall');
    const walled = b.build();
    expect(validateRifleGrenadeFire(walled, { firer: rifleman(), target: { col: 2, row: 14 } })?.code).toBe('rifle-grenade/no-los');
    expect(validateRifleGrenadeFire(open(), { firer: rifleman(), target: { col: 2, row: 14 } })).toBeUndefined();
  });
  it('Case 18.14: may be fired into a building through its door (Table 18.31 door −10)', () => {
    const b = new LosMapBuilder(20, 12);
    for (let c = 10; c <= 12; c++) for (let r = 5; r <= 7; r++) b.field(c, r, 'building');
    b.line(10, 6, 'w', 'door');
    const r = rifleGrenadeChance(b.build(), { firer: rifleman(), target: { col: 10, row: 6 } });
    // range 8 → house 70; door −10 → 60.
    expect(r.ok && r.value.final).toBe(60);
  });
  it('Case 18.15: there are no smoke rifle grenades — a rifle grenade bursts as fragmentation (Section 18.0 Detonation)', () => {
    const r = resolveLauncher(open(), 'rifle-grenade', { firer: rifleman(), target: { col: 2, row: 10 } }, new ScriptedDice(d10(1, 0)));
    expect(r.ok && r.value.kind).toBe('rifle-grenade');
    expect(r.ok && r.value.hit).toBe(true);
  });
});

describe('Case 18.2 Restrictions on Rifle Grenade Fire', () => {
  it('Case 18.21: under the grenade restrictions — one grenade a Phase (11.13), no other combat task this Turn (11.21), none affixed over a prepared hand grenade (11.12)', () => {
    expect(validateRifleGrenadeFire(open(), { firer: rifleman({ grenadeThisPhase: true }), target: { col: 2, row: 12 } })?.code).toBe('rifle-grenade/two-in-a-phase');
    expect(validateRifleGrenadeFire(open(), { firer: rifleman({ otherCombatTaskThisTurn: true }), target: { col: 2, row: 12 } })?.code).toBe('rifle-grenade/combat-task-used');
    expect(validateAffix(rifleman({ rifleGrenadeAffixed: false, preparedHandGrenades: 1 }), { remove: false })?.code).toBe('rifle-grenade/hand-grenade-prepared');
  });
  it('Case 18.22: only one rifle grenade prepared at a time', () => {
    expect(validateAffix(rifleman(), { remove: false })?.code).toBe('rifle-grenade/one-at-a-time');
  });
  it('Case 18.23: a severely wounded man may not affix; another man in his square may, if not severely wounded himself', () => {
    const sw = rifleman({ rifleGrenadeAffixed: false, severelyWounded: true });
    expect(validateAffix(sw, { remove: false })?.code).toBe('rifle-grenade/severely-wounded');
    expect(validateAffix(sw, { remove: false, helper: { square: sw.square } })).toBeUndefined();
    expect(validateAffix(sw, { remove: false, helper: { square: { col: 3, row: 6 } } })?.code).toBe('rifle-grenade/helper-not-here');
    expect(validateAffix(sw, { remove: false, helper: { square: sw.square, severelyWounded: true } })?.code).toBe('rifle-grenade/severely-wounded');
  });
});

describe('Case 18.3 Rifle Grenade Tables', () => {
  it('Case 18.31: the modifiers, hand-worked — woods −3, higher −7, trench +7, severely wounded ×.5', () => {
    const b = new LosMapBuilder(40, 40);
    b.field(2, 26, 'woods').level(2, 26, 1);
    const m = b.build();
    // range 20 → 16-25 column, house 50; woods −3; higher −7 → 40; ×.5 → 20.
    const r = rifleGrenadeChance(m, { firer: rifleman({ severelyWounded: true }), target: { col: 2, row: 26 }, lineOfSight: true });
    expect(r.ok && r.value.steps.map((s) => s.value)).toEqual([50, 47, 40, 20, 20]);
    const t = new LosMapBuilder(40, 40).field(2, 10, 'trench').build();
    expect(rifleGrenadeChance(t, { firer: rifleman(), target: { col: 2, row: 10 } }).ok && rifleGrenadeChance(t, { firer: rifleman(), target: { col: 2, row: 10 } })).toMatchObject({ value: { final: 77 } });
  });
  it('Case 18.31: dune −8 and forest −10 are separate rows (Table 11.82 joins them at −11)', () => {
    const m = new LosMapBuilder(40, 40).field(2, 10, 'dune').field(3, 10, 'forest').build();
    const dune = rifleGrenadeChance(m, { firer: rifleman(), target: { col: 2, row: 10 }, lineOfSight: true });
    const forest = rifleGrenadeChance(m, { firer: rifleman(), target: { col: 3, row: 10 }, lineOfSight: true });
    expect([dune.ok && dune.value.final, forest.ok && forest.value.final]).toEqual([62, 60]);
  });
  it('Case 11.81 Rifle Grenade row (house): 70 to 15 squares, 50 to 25, 30 to 36, nothing beyond', () => {
    const at = (row: number) => rifleGrenadeChance(open(), { firer: rifleman({ square: { col: 2, row: 1 } }), target: { col: 2, row } });
    expect([at(2), at(16), at(17), at(26), at(27), at(37)].map((r) => (r.ok ? r.value.final : r.error.code))).toEqual([70, 70, 50, 50, 30, 30]);
    expect(code(at(38))).toBe('rifle-grenade/out-of-range');
    expect(DEFAULT_COMMANDO_TABLES.rifleGrenadeAccuracy.r26to36.provenance.kind).toBe('house');
  });
  it('Case 18.32: a miss scatters 1–6 squares on 1D6 (a 6 is six squares, where Table 11.83 gives three)', () => {
    // Fire at 0212 from 0206: 1D100 = 90 misses 70; direction 5 = S; 1D6 = 6 → 0218.
    const r = resolveLauncher(open(), 'rifle-grenade', { firer: rifleman(), target: { col: 2, row: 12 } }, new ScriptedDice([...d10(9, 0), ...d10(5), ...d6(6)]));
    expect(r.ok && r.value.landing).toEqual({ col: 2, row: 18 });
    expect(r.ok && r.value.rolls.map((x) => x.text)).toContain('Case 18.32 scatter distance: 1D6 = 6, 6 squares');
  });
});

describe('Case 21.1 Firing a Thump Gun', () => {
  it('Case 21.11: fired only as the prepared main weapon', () => {
    expect(validateThumpGunFire(open(), { firer: thumper({ weapon: 'rifle' }), target: { col: 2, row: 20 }, enemyObserved: true })?.code).toBe('thump-gun/not-prepared');
  });
  it('Case 21.12: the same procedure as a rifle grenade — roll 1D100 against the chance, hit the square', () => {
    const r = resolveLauncher(open(), 'thump-gun', { firer: thumper(), target: { col: 2, row: 20 }, enemyObserved: true }, new ScriptedDice(d10(7, 0)));
    expect(r.ok && { hit: r.value.hit, chance: r.value.chance?.final }).toEqual({ hit: true, chance: 70 });
  });
  it('Case 21.13: the Table 11.82 modifiers apply (prone ×.5, woods −5) and a miss scatters on the thump gun line of Table 18.32', () => {
    const m = new LosMapBuilder(40, 64).field(2, 20, 'woods').build();
    const c = thumpGunChance(m, { firer: thumper({ posture: 'prone' }), target: { col: 2, row: 20 }, enemyObserved: true, lineOfSight: true });
    expect(c.ok && c.value.steps.map((s) => s.value)).toEqual([70, 65, 32.5, 32]);
    const r = resolveLauncher(open(), 'thump-gun', { firer: thumper(), target: { col: 2, row: 20 }, enemyObserved: true }, new ScriptedDice([...d10(9, 9), ...d10(3), ...d6(4)]));
    expect(r.ok && r.value.landing).toEqual({ col: 6, row: 20 });
  });
  it('Case 21.14: no Line of Sight needed (×.5, Table 11.82), but not before an Enemy man has been observed', () => {
    const b = new LosMapBuilder(40, 64);
    for (let c = 1; c <= 40; c++) b.line(c, 10, 'n', 'wall');
    const walled = b.build();
    // A free-standing wall bars the shell as it bars a throw (Case 11.22, ruling TG3); a forest line only blocks sight: ×.5.
    const c = thumpGunChance(walled, { firer: thumper(), target: { col: 2, row: 20 }, enemyObserved: true });
    expect(c.ok ? c.value.final : c.error.code).toBe('thump-gun/through-wall');
    const hedge = new LosMapBuilder(40, 64);
    for (let col = 1; col <= 40; col++) hedge.field(col, 10, 'forest');
    const blind = thumpGunChance(hedge.build(), { firer: thumper(), target: { col: 2, row: 20 }, enemyObserved: true });
    expect(blind.ok && blind.value.steps.at(-1)?.value).toBe(35);
    expect(validateThumpGunFire(open(), { firer: thumper(), target: { col: 2, row: 20 }, enemyObserved: false })?.code).toBe('thump-gun/no-enemy-observed');
  });
  it('Case 21.15: the Thump Gun Accuracy Table, printed', () => {
    expect(Object.values(THUMP_GUN_ACCURACY).map((b) => [b.min, b.max, b.chance.value])).toEqual([
      [11, 15, 80],
      [16, 21, 70],
      [22, 27, 60],
      [28, 33, 50],
      [34, 39, 40],
      [40, 45, 30],
      [46, 50, 20],
      [51, 100, 10],
    ]);
    expect(thumpGunBand(10)).toBeUndefined();
    expect(thumpGunBand(100)?.chance.value).toBe(10);
    expect(validateThumpGunFire(open(40, 120), { firer: thumper({ square: { col: 1, row: 1 } }), target: { col: 1, row: 102 }, enemyObserved: true })?.code).toBe('thump-gun/out-of-range');
  });
});

describe('Case 21.2 Restrictions on Thump Gun Fire', () => {
  it('Case 21.21: an unloaded thump gun may not fire', () => {
    expect(validateThumpGunFire(open(), { firer: thumper({ loaded: false }), target: { col: 2, row: 20 }, enemyObserved: true })?.code).toBe('thump-gun/unloaded');
  });
  it('Case 21.22: within 10 squares nothing occurs — no roll, no scatter, a dud', () => {
    const r = resolveLauncher(open(), 'thump-gun', { firer: thumper(), target: { col: 2, row: 12 }, enemyObserved: true }, new ScriptedDice([]));
    expect(r.ok && r.value).toMatchObject({ dud: true, hit: false, rolls: [] });
    const r11 = resolveLauncher(open(), 'thump-gun', { firer: thumper(), target: { col: 2, row: 13 }, enemyObserved: true }, new ScriptedDice(d10(1, 0)));
    expect(r11.ok && r11.value.dud).toBe(false);
  });
  it('Case 21.23: one shell at a time — a loaded thump gun may not be reloaded', () => {
    expect(reloadThumpGunError({ kind: 'thump-gun' })?.code).toBe('thump-gun/one-shell');
    expect(reloadThumpGunError({ kind: 'thump-gun', loaded: false })).toBeUndefined();
    expect(reloadThumpGunError({ kind: 'rifle' })).toBeUndefined();
  });
});
