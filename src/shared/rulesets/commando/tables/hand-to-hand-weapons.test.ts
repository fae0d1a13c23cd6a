import { describe, expect, it } from 'vitest';
import { MELEE_ROW_FOR_FIRE_WEAPON, MELEE_WEAPON_IDS, MELEE_WEAPON_TABLE, MELEE_WEAPON_TABLE_DATA, WEAPON_DRAW_TABLE_DATA, isMeleeOnlyWeapon } from './hand-to-hand-weapons';
import { WEAPON_CLASS_IDS } from './weapons';

describe('Case 12.92 Weapon Draw Table (printed whole)', () => {
  it('Armed 2-6 grappled, 2-9 not; Unarmed 2-4 grappled, 2-7 not', () => {
    expect(WEAPON_DRAW_TABLE_DATA.armed.grappled.value).toBe(6);
    expect(WEAPON_DRAW_TABLE_DATA.armed.notGrappled.value).toBe(9);
    expect(WEAPON_DRAW_TABLE_DATA.unarmed.grappled.value).toBe(4);
    expect(WEAPON_DRAW_TABLE_DATA.unarmed.notGrappled.value).toBe(7);
  });
});

describe('Case 12.93 Hand-to-Hand Combat Table', () => {
  it.each([
    ['fists', 20, 3, 2, 2],
    ['pistol', 22, 4, 2, 2],
    ['auto-weapon', 22, 4, 1, 2],
    ['carbine-rifle', 30, 6, 1, 3],
    ['bayonet', 35, 8, 1, 7],
  ] as const)('printed row %s: %i%% / class %i / class %i / %i%% kill', (id, hit, ng, g, kill) => {
    const r = MELEE_WEAPON_TABLE_DATA[id];
    expect([r.hitPercent.value, r.notGrappledDamage.value, r.grappledDamage.value, r.killPercent.value]).toEqual([hit, ng, g, kill]);
    for (const c of [r.hitPercent, r.notGrappledDamage, r.grappledDamage, r.killPercent]) expect(c.provenance.kind).toBe('printed');
  });
  it('Cases 12.83–12.84: the garrote row is printed in the rules text: 0% ungrappled, 5% grappled, 50% surprised, 90% kill, no damage', () => {
    const g = MELEE_WEAPON_TABLE_DATA.garrote;
    expect([g.hitPercent.value, g.grappledHitPercent?.value, g.surprisedGrappledHitPercent?.value, g.killPercent.value, g.grappledDamage.value, g.notGrappledDamage.value]).toEqual([0, 5, 50, 90, 0, 0]);
    expect(g.killPercent.provenance).toMatchObject({ kind: 'printed', source: expect.stringMatching(/Case 12\.83/) });
    expect(g.grappledHitPercent!.provenance.source).toMatch(/Case 12\.84/);
  });
  it('Case 12.25 example: the saber kills on 10% (30% tripled), printed; its other columns are house', () => {
    const s = MELEE_WEAPON_TABLE_DATA.saber;
    expect(s.killPercent).toMatchObject({ value: 10, provenance: { kind: 'printed', source: expect.stringMatching(/Case 12\.25/) } });
    expect(s.hitPercent.provenance.kind).toBe('house');
  });
  it('seed-gaps.md: every missing weapon is house with a one-line rationale', () => {
    for (const id of ['combat-knife', 'large-knife', 'dagger', 'samurai-sword', 'ceremonial-sword', 'swagger-stick', 'umbrella', 'dog'] as const) {
      const r = MELEE_WEAPON_TABLE_DATA[id];
      for (const c of [r.hitPercent, r.notGrappledDamage, r.grappledDamage, r.killPercent]) {
        expect(c.provenance.kind, id).toBe('house');
        expect(c.provenance.rationale?.trim(), id).toBeTruthy();
      }
    }
  });
  it('house rows sit among the printed ones: long blades out-reach the bayonet and are useless grappled; short blades keep their bite grappled', () => {
    const t = MELEE_WEAPON_TABLE_DATA;
    for (const id of ['saber', 'samurai-sword'] as const) {
      expect(t[id].hitPercent.value).toBeGreaterThan(t.bayonet.hitPercent.value);
      expect(t[id].notGrappledDamage.value).toBeGreaterThan(t.bayonet.notGrappledDamage.value);
      expect(t[id].grappledDamage.value).toBe(1);
    }
    for (const id of ['combat-knife', 'large-knife', 'dagger'] as const) {
      expect(t[id].grappledDamage.value).toBeGreaterThan(t.fists.grappledDamage.value);
      expect(t[id].killPercent.value).toBeGreaterThan(t['carbine-rifle'].killPercent.value);
      expect(t[id].killPercent.value).toBeLessThanOrEqual(t.bayonet.killPercent.value);
    }
    for (const id of MELEE_WEAPON_IDS) {
      const r = t[id];
      expect(r.notGrappledDamage.value).toBeLessThanOrEqual(11);
      expect(r.hitPercent.value).toBeLessThanOrEqual(100);
    }
  });
  it('every default satisfies the override schema', () => {
    for (const id of MELEE_WEAPON_IDS) {
      for (const [field, cell] of Object.entries(MELEE_WEAPON_TABLE_DATA[id])) {
        if (typeof cell !== 'object') continue;
        expect(MELEE_WEAPON_TABLE.valueSchema(field)!.safeParse((cell as { value: number }).value).success, `${id}.${field}`).toBe(true);
      }
    }
  });
  it('Case 13.13: a melee weapon is one on 12.93 but not on 10.81', () => {
    expect(isMeleeOnlyWeapon('combat-knife')).toBe(true);
    expect(isMeleeOnlyWeapon('pistol')).toBe(false);
    expect(isMeleeOnlyWeapon('carbine-rifle')).toBe(false);
  });
  it('every Fire Combat Table weapon class has a 12.93 row to club with', () => {
    for (const w of WEAPON_CLASS_IDS) expect(MELEE_WEAPON_IDS).toContain(MELEE_ROW_FOR_FIRE_WEAPON[w]);
    expect(Object.keys(MELEE_ROW_FOR_FIRE_WEAPON).sort()).toEqual([...WEAPON_CLASS_IDS].sort());
  });
});
