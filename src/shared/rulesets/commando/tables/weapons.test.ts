import { describe, expect, it } from 'vitest';
import { parseDiceCode } from '../rules/dice-codes';
import { FIRE_COMBAT_TABLE_DATA, fireRowKey } from './fire-combat-table';
import { TASK_POINT_COSTS } from './task-point-costs';
import { WEAPON_CLASSES, WEAPON_CLASS_IDS, WEAPON_CLASS_TABLE } from './weapons';

describe('Case 10.81 weapon columns', () => {
  it('Case 10.81: the printed Pistol row — 1 fire, no magazine check, 1D6', () => {
    const p = WEAPON_CLASSES.pistol;
    expect([p.fires.value, p.magazineCheck.value, p.damage.value]).toEqual([1, 'no', '1D6']);
    expect([p.fires, p.magazineCheck, p.damage].every((c) => c.provenance.kind === 'printed')).toBe(true);
  });
  it('Case 10.81: the Machine Pistol’s printed 4 fires; Case 10.41: the SMG’s 5', () => {
    expect(WEAPON_CLASSES['machine-pistol'].fires).toMatchObject({ value: 4, provenance: { kind: 'printed' } });
    expect(WEAPON_CLASSES.submachinegun.fires).toMatchObject({ value: 5, provenance: { kind: 'printed', source: expect.stringMatching(/10\.41/) } });
  });
  it('Sections 39–50: every weapon the scenarios issue has a class', () => {
    for (const w of ['pistol', 'machine-pistol', 'submachinegun', 'automatic-rifle', 'semi-automatic-rifle', 'rifle', 'carbine', 'machinegun', 'flamethrower']) {
      expect(WEAPON_CLASS_IDS).toContain(w);
    }
  });
  it('Case 10.22: machineguns have only a braced row; single-row weapons and braced/hand-held pairs all exist on Table 10.81', () => {
    expect(WEAPON_CLASSES.machinegun.rows).toEqual(['braced']);
    for (const id of WEAPON_CLASS_IDS) {
      for (const mode of WEAPON_CLASSES[id].rows) expect(FIRE_COMBAT_TABLE_DATA, `${id} ${mode}`).toHaveProperty([fireRowKey(id, mode)]);
    }
  });
  it('Case 10.51: every damage entry is a dice code', () => {
    for (const id of WEAPON_CLASS_IDS) expect(() => parseDiceCode(WEAPON_CLASSES[id].damage.value), id).not.toThrow();
  });
  it('Case 5.22: every weapon fires at a chart cost that exists', () => {
    for (const id of WEAPON_CLASS_IDS) expect(TASK_POINT_COSTS).toHaveProperty([WEAPON_CLASSES[id].taskPointCost]);
    expect(WEAPON_CLASSES.rifle.taskPointCost).toBe('fire-rifle');
    expect(WEAPON_CLASSES.carbine.taskPointCost).toBe('fire-rifle');
    expect(WEAPON_CLASSES['semi-automatic-rifle'].taskPointCost).toBe('fire-semi-automatic');
    expect(WEAPON_CLASSES.machinegun.taskPointCost).toBe('fire-automatic');
  });
  it('Case 13.24: no Enemy-weapon penalty for pistols, rifles and carbines; a penalty for the rest', () => {
    const free = WEAPON_CLASS_IDS.filter((id) => !WEAPON_CLASSES[id].enemyWeaponPenalty.value);
    expect(free).toEqual(['pistol', 'semi-automatic-rifle', 'rifle', 'carbine']);
  });
  it('Case 17.31 / 17.36 / 17.15: the flamethrower explodes on 96–00 (91–00 repaired) and never checks its magazine', () => {
    const f = WEAPON_CLASSES.flamethrower;
    expect([f.explodesFrom.value, f.explodesFromRepaired.value, f.magazineCheck.value]).toEqual([96, 91, 'no']);
  });
  it('Case 10.64: fires and magazine checks agree — a single-fire weapon never unloads', () => {
    for (const id of WEAPON_CLASS_IDS) {
      const w = WEAPON_CLASSES[id];
      if (w.fires.value === 1) expect(w.magazineCheck.value, id).toBe('no');
    }
  });
  it('Case 10.41: automatic weapons fire more often than single-shot ones (house order: rifle 1 < semi 2 < auto rifle 3 < MP 4 < SMG 5 < MG 6)', () => {
    const f = (id: keyof typeof WEAPON_CLASSES) => WEAPON_CLASSES[id].fires.value;
    expect([f('rifle'), f('semi-automatic-rifle'), f('automatic-rifle'), f('machine-pistol'), f('submachinegun'), f('machinegun')]).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('rejects an override that is not a dice code', () => {
    expect(WEAPON_CLASS_TABLE.valueSchema('damage')!.safeParse('lots').success).toBe(false);
    expect(WEAPON_CLASS_TABLE.valueSchema('damage')!.safeParse('1D6+1').success).toBe(true);
  });
});
