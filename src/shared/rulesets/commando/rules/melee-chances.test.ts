import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blowDamageClass, blowHitChance, blowKillChance, blowWoundPoints, disengagementTargets, drawTarget, meleeChance, twoD6AtMostPercent, type MeleeChanceQuery } from './melee-chances';
import { MELEE_WEAPON_IDS } from '../tables/hand-to-hand-weapons';

describe('hand-to-hand chances as breakdowns', () => {
  it('Case 12.72: an ungrappled blow hits on the Table 12.93 % to hit (bayonet 35)', () => {
    const b = blowHitChance({ weapon: 'bayonet', grappled: false });
    expect(b.final).toBe(35);
    expect(b.steps[0]).toMatchObject({ caseRef: 'Case 12.72', provenance: { kind: 'printed' } });
  });
  it.each([
    ['fists', 10],
    ['pistol', 11],
    ['bayonet', 17],
  ] as const)('Case 12.73: a seriously wounded man\'s chance with %s is halved, rounding down, to %i', (w, v) => {
    const b = blowHitChance({ weapon: w, grappled: false, strikerSeriouslyWounded: true });
    expect(b.final).toBe(v);
    expect(b.steps.map((s) => s.caseRef)).toContain('Case 12.73');
  });
  it('Case 12.6: a grappled blow hits automatically (100%)', () => {
    expect(blowHitChance({ weapon: 'bayonet', grappled: true, strikerSeriouslyWounded: true }).final).toBe(100);
  });
  it('Cases 12.83–12.84: a garrote hits 0% ungrappled, 5% grappled, 50% on a surprised man', () => {
    expect(blowHitChance({ weapon: 'garrote', grappled: false }).final).toBe(0);
    expect(blowHitChance({ weapon: 'garrote', grappled: true }).final).toBe(5);
    expect(blowHitChance({ weapon: 'garrote', grappled: true, targetSurprised: true }).final).toBe(50);
  });
  it('Case 12.25 worked example: a saber\'s first blow on a surprised man kills 30% of the time', () => {
    const b = blowKillChance({ weapon: 'saber', targetSurprised: true, firstBlow: true });
    expect(b.final).toBe(30);
    expect(b.steps.map((s) => s.caseRef)).toEqual(['Case 12.82', 'Case 12.25']);
    expect(blowKillChance({ weapon: 'saber', targetSurprised: true, firstBlow: false }).final).toBe(10);
    expect(blowKillChance({ weapon: 'saber', targetSurprised: false, firstBlow: true }).final).toBe(10);
  });
  it('Case 12.25 on a garrote: 90% tripled is clamped to 100%', () => {
    expect(blowKillChance({ weapon: 'garrote', targetSurprised: true, firstBlow: true }).final).toBe(100);
  });
  it('Cases 12.6/12.7: Damage Class by column (fists 3 ungrappled, 2 grappled)', () => {
    expect(blowDamageClass({ weapon: 'fists', grappled: false }).final).toBe(3);
    expect(blowDamageClass({ weapon: 'fists', grappled: true }).final).toBe(2);
  });
  it('Case 12.62: a seriously wounded man inflicts one less, never less than one', () => {
    expect(blowWoundPoints(8, 10, false).final).toBe(13);
    expect(blowWoundPoints(8, 10, true).final).toBe(12);
    const floor = blowWoundPoints(1, 1, true);
    expect(floor.final).toBe(1);
    expect(floor.steps.map((s) => s.caseRef)).toContain('Case 12.62');
  });
  it('Case 12.92: draw targets', () => {
    expect(drawTarget('armed', true).final).toBe(6);
    expect(drawTarget('unarmed', false).final).toBe(7);
  });
  it('Case 12.91: disengagement targets (2 vs 2: both on 2, one on 3-4)', () => {
    const t = disengagementTargets(2, 2);
    expect([t.both.final, t.one.final]).toEqual([2, 4]);
    expect(disengagementTargets(1, 2).both.final).toBe(0);
  });
  it('2D6 at-most percentages', () => {
    expect(twoD6AtMostPercent(1)).toBe(0);
    expect(twoD6AtMostPercent(2)).toBeCloseTo(100 / 36);
    expect(twoD6AtMostPercent(7)).toBeCloseTo((21 / 36) * 100);
    expect(twoD6AtMostPercent(12)).toBe(100);
  });
});

describe('meleeChance previews', () => {
  it('blow: bayonet ungrappled hits 35%, kills 35 × 7% = 2.45%, wounds 1–13', () => {
    const c = meleeChance({ kind: 'blow', weapon: 'bayonet', grappled: false });
    expect(c.percent).toBe(35);
    expect(c.outcomes['killedOutright']).toBeCloseTo(2.45);
    expect(c.woundPoints).toMatchObject({ min: 1, max: 13 });
  });
  it('draw: armed and not grappled draws on 2-9 (30/36)', () => {
    expect(meleeChance({ kind: 'draw', armed: true, grappled: false }).percent).toBeCloseTo((30 / 36) * 100);
  });
  it('disengage: 2 vs 1 — both on 2-3 (3/36), one on 4-5 (7/36)', () => {
    const c = meleeChance({ kind: 'disengage', withdrawing: 2, staying: 1 });
    expect(c.outcomes['both']).toBeCloseTo((3 / 36) * 100);
    expect(c.outcomes['one']).toBeCloseTo((7 / 36) * 100);
  });
  it('Case 12.42 grapple an evading man 1 in 6; Case 12.44 break free with two rollers 11/36', () => {
    expect(meleeChance({ kind: 'grapple', target: 'evading' }).percent).toBeCloseTo(100 / 6);
    expect(meleeChance({ kind: 'grapple', target: 'surprised' }).percent).toBe(100);
    expect(meleeChance({ kind: 'break-free', rollers: 2 }).percent).toBeCloseTo((11 / 36) * 100);
  });
  it('property: every probability lies within 0–100', () => {
    const query: fc.Arbitrary<MeleeChanceQuery> = fc.oneof(
      fc.record({
        kind: fc.constant('blow' as const),
        weapon: fc.constantFrom(...MELEE_WEAPON_IDS),
        grappled: fc.boolean(),
        strikerSeriouslyWounded: fc.boolean(),
        targetSurprised: fc.boolean(),
        firstBlow: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('draw' as const), armed: fc.boolean(), grappled: fc.boolean() }),
      fc.record({ kind: fc.constant('disengage' as const), withdrawing: fc.constantFrom(1 as const, 2 as const), staying: fc.constantFrom(1 as const, 2 as const) }),
      fc.record({ kind: fc.constant('grapple' as const), target: fc.constantFrom('grappling' as const, 'evading' as const, 'surprised' as const) }),
      fc.record({ kind: fc.constant('break-free' as const), rollers: fc.constantFrom(1 as const, 2 as const) }),
    );
    fc.assert(
      fc.property(query, (q) => {
        const c = meleeChance(q);
        expect(c.percent).toBeGreaterThanOrEqual(0);
        expect(c.percent).toBeLessThanOrEqual(100);
        let sum = 0;
        for (const v of Object.values(c.outcomes)) {
          expect(v).toBeGreaterThanOrEqual(-1e-9);
          expect(v).toBeLessThanOrEqual(100 + 1e-9);
          sum += v;
        }
        expect(sum).toBeCloseTo(100);
        if (c.woundPoints) expect(c.woundPoints.min).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});
