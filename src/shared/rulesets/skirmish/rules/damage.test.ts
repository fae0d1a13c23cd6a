import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10 } from '../../../kernel/dice/scripted-dice';
import { propertySeed } from '../test-support/property-seed';
import { WOUND_CONDITIONS, WOUND_DM, WOUND_EFFECT } from '../tables/damage';
import { GROUP_FIRE_COLUMN } from '../tables/group-fire';
import { rollWound, woundChances, woundModifiers, woundResult, strengthFrom } from './damage';

const rifle = strengthFrom(GROUP_FIRE_COLUMN.rifle.value.strength, GROUP_FIRE_COLUMN.rifle.provenance.source);

describe('the wound roll (seed lines 60–65)', () => {
  it('seed line 61: less than 4 pinned, 4,5,6 wounded, 7,8 crippled, 9+ killed', () => {
    expect([-3, 3, 4, 6, 7, 8, 9, 14].map(woundResult)).toEqual(['pinned', 'pinned', 'wounded', 'wounded', 'crippled', 'crippled', 'killed', 'killed']);
  });
  it('seed line 61: aimed single shot +2, confined space +2, dum-dum +1, flak jacket -2, heavy flak jacket -2, at muzzle flash -2', () => {
    expect(WOUND_CONDITIONS.map((c) => WOUND_DM[c].value)).toEqual([2, 2, 1, -2, -2, -2]);
    expect(woundModifiers({ strength: { value: 0, source: 'x' }, conditions: ['aimed-single-shot', 'dum-dum', 'at-muzzle-flash'] }).final).toBe(1);
  });
  it('ruling SK9: D10 plus the signed strength — a pistol (-4) wounds less than a machinegun (-2)', () => {
    const pistol = strengthFrom(GROUP_FIRE_COLUMN.pistol.value.strength, GROUP_FIRE_COLUMN.pistol.provenance.source);
    const mg = strengthFrom(GROUP_FIRE_COLUMN.sfmg.value.strength, GROUP_FIRE_COLUMN.sfmg.provenance.source);
    expect(rollWound({ strength: pistol }, new ScriptedDice(d10(8))).total).toBe(4);
    expect(rollWound({ strength: mg }, new ScriptedDice(d10(8))).total).toBe(6);
    expect(woundChances({ strength: pistol }).pinned).toBeCloseTo(0.7);
    expect(woundChances({ strength: mg }).pinned).toBeCloseTo(0.5);
  });
  it('seed lines 64–65: a rifle round through a wall two bricks thick: D10 9 − 2 (str) − 6 (brick) = 1, pinned', () => {
    const w = rollWound({ strength: rifle, cover: [{ material: 'brick', thickness: 2 }] }, new ScriptedDice(d10(9)));
    expect(w).toMatchObject({ face: 9, total: 1, result: 'pinned' });
    expect(w.breakdown.steps.map((s) => [s.label, s.amount])).toEqual([
      ['D10 rolled 9', 9], ['strength -2', -2], ['through brick (2 brick)', -6], ['1: pinned', undefined],
    ]);
    expect(w.breakdown.steps[2]?.caseRef).toBe('seed 003 line 65, penetration of rounds, Brick wall (/brick thick) -3');
  });
  it('ruling SK9: one flak jacket counts', () => {
    expect(woundModifiers({ strength: { value: 0, source: 'x' }, conditions: ['flak-jacket', 'heavy-flak-jacket'] }).final).toBe(-2);
  });
  it('seed line 61: "pinned no moving" is printed; the other effects are house (SK10)', () => {
    expect(WOUND_EFFECT.pinned.provenance.kind).toBe('printed');
    expect(WOUND_EFFECT.wounded.provenance.kind).toBe('house');
    expect(WOUND_EFFECT.crippled.provenance.kind).toBe('house');
  });
  it('the umpire’s discretion shows with its reason', () => {
    const w = rollWound({ strength: rifle, discretion: [{ amount: 1, reason: 'point-blank through a doorway' }] }, new ScriptedDice(d10(5)));
    expect(w.total).toBe(4);
    expect(w.breakdown.steps.some((s) => s.label === "Umpire's discretion: point-blank through a doorway")).toBe(true);
  });
});

describe('wound roll properties (seed lines 60–65)', () => {
  const rank = { pinned: 0, wounded: 1, crippled: 2, killed: 3 } as const;
  it('the breakdown sums to the total; more strength never gives a lighter result; cover never a heavier one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: -4, max: 5 }), fc.integer({ min: 0, max: 3 }), (face, str, bricks) => {
        const w = rollWound({ strength: { value: str, source: 's' }, cover: [{ material: 'brick', thickness: bricks }] }, new ScriptedDice(d10(face)));
        const sum = w.breakdown.steps.reduce((s, x) => s + (x.kind === 'base' || x.kind === 'modifier' ? (x.amount ?? 0) : 0), 0);
        expect(sum).toBe(w.total);
        const stronger = rollWound({ strength: { value: str + 1, source: 's' }, cover: [{ material: 'brick', thickness: bricks }] }, new ScriptedDice(d10(face)));
        expect(rank[stronger.result]).toBeGreaterThanOrEqual(rank[w.result]);
        const moreCover = rollWound({ strength: { value: str, source: 's' }, cover: [{ material: 'brick', thickness: bricks + 1 }] }, new ScriptedDice(d10(face)));
        expect(rank[moreCover.result]).toBeLessThanOrEqual(rank[w.result]);
      }),
      { seed: propertySeed() },
    );
  });
});
