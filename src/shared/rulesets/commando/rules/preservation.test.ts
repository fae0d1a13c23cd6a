import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import {
  bookkeepingPreservation,
  PASSCHENDAELE_VARIANT,
  preservationCheck,
  preservationCheckChance,
  preservationChecksRequired,
  sidePreservationPercentage,
  sidePreservationRoll,
} from './preservation';

const d100 = (n: number) => d10(Math.floor((n % 100) / 10), n % 10);

describe('Section 15.0: the side’s preservation percentage', () => {
  it('Section 15.0 example: multiple 10, two killed and one incapacitated → 30', () => {
    const b = sidePreservationPercentage({ multiple: 10, killed: 2, incapacitated: 1 });
    expect(b.final).toBe(30);
    expect(b.steps.map((s) => s.caseRef)).toEqual(['Section 15.0', 'Section 15.0']);
  });
  it('Section 15.0: no casualties, no chance (the first casualty opens it)', () => {
    expect(sidePreservationPercentage({ multiple: 10, killed: 0, incapacitated: 0 }).final).toBe(0);
  });
  it('clamped to 100 when the casualties run high', () => {
    expect(sidePreservationPercentage({ multiple: 8, killed: 12, incapacitated: 3 }).final).toBe(100);
  });
  it('property: always 0–100', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 30 }), fc.nat(40), fc.nat(40), (multiple, killed, incapacitated) => {
      const f = sidePreservationPercentage({ multiple, killed, incapacitated }).final;
      return f >= 0 && f <= 100;
    }));
  });
});

describe('Case 15.1: preservation conditions', () => {
  it('Case 15.11: rolling at or under the percentage (30 against 30%) puts the side in condition one', () => {
    const r = sidePreservationRoll({ multiple: 10, killed: 2, incapacitated: 1, condition: 0 }, new ScriptedDice(d100(30)));
    expect(r).toMatchObject({ failed: true, conditionBefore: 0, conditionAfter: 1 });
    expect(r.text).toBe('Case 15.11 side preservation roll: 1D100 = 30 against 30% → fails: preservation condition 1');
  });
  it('Case 15.11: the second failure is condition two; rolling over leaves it', () => {
    expect(sidePreservationRoll({ multiple: 10, killed: 3, incapacitated: 0, condition: 1 }, new ScriptedDice(d100(12))).conditionAfter).toBe(2);
    expect(sidePreservationRoll({ multiple: 10, killed: 3, incapacitated: 0, condition: 1 }, new ScriptedDice(d100(31))).conditionAfter).toBe(1);
  });
  it('Case 15.13: men check from condition one on', () => {
    expect(preservationChecksRequired(0)).toBe(false);
    expect(preservationChecksRequired(1)).toBe(true);
  });
  it('Cases 15.12, 15.14: a man’s percentage is his panic percentage with 10% per condition, without Table 14.41', () => {
    const b = preservationCheckChance({ basePanic: 7, condition: 2, ranThisTurn: false });
    expect(b.final).toBe(27);
    expect(b.steps.some((s) => s.kind === 'note' && s.caseRef === 'Case 15.14')).toBe(true);
  });
  it('Case 15.27: a man who ran this Turn has 5% more chance of failing', () => {
    expect(preservationCheckChance({ basePanic: 7, condition: 1, ranThisTurn: true }).final).toBe(22);
  });
  it('Case 15.14: failing, he runs for the Friendly map edge next Game-Turn (Case 15.21)', () => {
    const r = preservationCheck({ basePanic: 7, condition: 1, ranThisTurn: false }, new ScriptedDice(d100(17)));
    expect(r).toMatchObject({ failed: true, consequence: 'preservation-routine' });
    expect(r.text).toMatch(/^Case 15\.14 preservation check: 1D100 = 17 against 17%/);
    expect(preservationCheck({ basePanic: 7, condition: 1, ranThisTurn: false }, new ScriptedDice(d100(18))).failed).toBe(false);
  });
  it('Case 43.43 (Passchendaele variant): failing, he falls prone and expends no Task Points', () => {
    const r = preservationCheck({ basePanic: 5, condition: 1, ranThisTurn: false }, new ScriptedDice(d100(2)), PASSCHENDAELE_VARIANT);
    expect(r).toMatchObject({ failed: true, consequence: 'fall-prone' });
    expect(r.text).toMatch(/Case 43\.43/);
  });
  it('Cases 15.13, 15.15: on the Turn the side enters condition one every man checks, at the old panic percentage', () => {
    const dice = new ScriptedDice([...d100(20), ...d100(7), ...d100(8)]);
    const r = bookkeepingPreservation({ multiple: 10, killed: 2, incapacitated: 1, condition: 0, basePanic: 7 }, [{ id: 'a', ranThisTurn: false }, { id: 'b', ranThisTurn: false }], dice);
    expect(r.condition).toBe(1);
    expect(r.men.map((m) => [m.id, m.check.chance.final, m.check.failed])).toEqual([
      ['a', 7, true],
      ['b', 7, false],
    ]);
    dice.assertAllUsed();
  });
  it('Case 15.13: below condition one nobody checks', () => {
    const dice = new ScriptedDice(d100(95));
    expect(bookkeepingPreservation({ multiple: 10, killed: 1, incapacitated: 0, condition: 0, basePanic: 7 }, [{ id: 'a', ranThisTurn: false }], dice).men).toEqual([]);
    dice.assertAllUsed();
  });
  it('Cases 15.12, 15.27 in bookkeeping: condition held at two, a man who ran checks at base + 20 + 5', () => {
    const r = bookkeepingPreservation({ multiple: 4, killed: 1, incapacitated: 0, condition: 2, basePanic: 5 }, [{ id: 'a', ranThisTurn: true }], new ScriptedDice([...d100(50), ...d100(99)]));
    expect(r.men[0]!.check.chance.final).toBe(30);
  });
  it('property: a man’s chance is always 0–100', () => {
    fc.assert(fc.property(fc.integer({ min: -20, max: 120 }), fc.nat(12), fc.boolean(), (basePanic, condition, ranThisTurn) => {
      const f = preservationCheckChance({ basePanic, condition, ranThisTurn }).final;
      return f >= 0 && f <= 100;
    }));
  });
});
