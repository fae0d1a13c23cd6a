import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { panicChance, panicCheck, panicCheckRequirement, panicResult, type PanicSubject } from './panic';
import { applyOverrides, DEFAULT_COMMANDO_TABLES } from '../tables/index';
import { panicResultFor } from '../tables/panic-modifiers';

/** The Germans of Case 43.3: panic percentage 7%. */
const german: PanicSubject = { basePanic: 7, wounds: 'none', enemyObservation: 'none', preservationCondition: 0 };
const chance = (over: Partial<PanicSubject>) => panicChance({ ...german, ...over });
/** 1D100 as green (tens) then yellow (units); 100 is 0-0. */
const d100 = (n: number) => d10(Math.floor((n % 100) / 10), n % 10);

describe('panicChance: Section 14.0 and Table 14.41 (with the September 1979 Addenda)', () => {
  it('Section 14.0: the base is the side’s panic percentage from the force listing', () => {
    const b = chance({});
    expect(b.final).toBe(7);
    expect(b.steps[0]).toMatchObject({ kind: 'base', caseRef: 'Section 14.0', value: 7 });
  });
  it('Case 14.41: wounded but not seriously wounded +10%', () => {
    expect(chance({ wounds: 'wounded' }).final).toBe(17);
  });
  it('Case 14.41 note *: Severely Wounded +20% supersedes the wounded +10%', () => {
    const b = chance({ wounds: 'seriously-wounded' });
    expect(b.final).toBe(27);
    expect(b.steps.filter((s) => s.kind === 'modifier')).toHaveLength(1);
    expect(b.steps.some((s) => s.kind === 'note' && /supersedes/.test(s.label))).toBe(true);
  });
  it('Case 14.41: observed an Enemy man in the Turn +5%', () => {
    expect(chance({ enemyObservation: 'observed-this-turn' }).final).toBe(12);
  });
  it('Case 14.41 note † as corrected by the Addenda: first observation +10% supersedes the +5% (not the other way round)', () => {
    const b = chance({ enemyObservation: 'first-observed-this-turn' });
    expect(b.final).toBe(17);
    const mods = b.steps.filter((s) => s.kind === 'modifier');
    expect(mods).toHaveLength(1);
    expect(mods[0]).toMatchObject({ amount: 10, caseRef: 'Case 14.41 (Addenda)' });
    expect(b.steps.find((s) => s.kind === 'note')?.label).toMatch(/Addenda/);
  });
  it('Case 15.12 example: preservation condition two raises the panic percentage by 20%', () => {
    const b = chance({ preservationCondition: 2 });
    expect(b.final).toBe(27);
    expect(b.steps[1]).toMatchObject({ amount: 20, caseRef: 'Case 14.41; Case 15.12' });
  });
  it('Case 38.63: +10% for an aware defender on the Game-Turn the defenders are first alerted', () => {
    expect(chance({ defendersFirstAlerted: true }).final).toBe(17);
  });
  it('Case 14.41: all the modifiers add', () => {
    expect(chance({ wounds: 'seriously-wounded', enemyObservation: 'first-observed-this-turn', preservationCondition: 1, defendersFirstAlerted: true }).final).toBe(7 + 20 + 10 + 10 + 10);
  });
  it('every table modifier is printed, with its provenance in the breakdown', () => {
    const b = chance({ wounds: 'wounded', enemyObservation: 'observed-this-turn' });
    for (const s of b.steps.filter((x) => x.kind === 'modifier')) expect(s.provenance?.kind).toBe('printed');
  });
  it('Section 14.0: the percentage is clamped to 0–100 (it is compared with 1D100)', () => {
    expect(chance({ basePanic: 95, wounds: 'seriously-wounded' }).final).toBe(100);
    expect(chance({ basePanic: -5 }).final).toBe(0);
  });
  it('a campaign override of a Table 14.41 row is used', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'panicModifiers', key: 'wounded', field: 'modifier', value: 15, rationale: 'club chart' }]);
    expect(panicChance({ ...german, wounds: 'wounded' }, t).final).toBe(22);
  });
  it('property: the chance is always 0–100', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50, max: 150 }),
        fc.constantFrom('none', 'wounded', 'seriously-wounded' as const),
        fc.constantFrom('none', 'observed-this-turn', 'first-observed-this-turn' as const),
        fc.integer({ min: 0, max: 12 }),
        fc.boolean(),
        (basePanic, wounds, enemyObservation, preservationCondition, defendersFirstAlerted) => {
          const f = panicChance({ basePanic, wounds, enemyObservation, preservationCondition, defendersFirstAlerted }).final;
          return f >= 0 && f <= 100;
        },
      ),
    );
  });
});

describe('panicCheckRequirement: Case 14.1 (with 15.22, 38.49, 38.61)', () => {
  it('Case 14.11: before his first task, and when passed over (Case 6.22), and when he fires opportunity fire', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: false })).toMatchObject({ kind: 'roll', caseRef: 'Case 14.11' });
    expect(panicCheckRequirement({ trigger: 'passed-over', checkedThisPhase: false })).toMatchObject({ kind: 'roll', caseRef: 'Case 14.11; Case 6.22' });
    expect(panicCheckRequirement({ trigger: 'fires-opportunity-fire', checkedThisPhase: false })).toMatchObject({ kind: 'roll' });
  });
  it('Case 14.12: at most one check per Phase', () => {
    expect(panicCheckRequirement({ trigger: 'fires-opportunity-fire', checkedThisPhase: true })).toMatchObject({ kind: 'none', caseRef: 'Case 14.12' });
  });
  it('Case 14.13: a man who checked when he performed opportunity fire does not check again before his task execution', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: true })).toMatchObject({ kind: 'none', caseRef: 'Case 14.13' });
  });
  it('Case 14.13: a man plotted for opportunity fire who had not fired checks before his task execution', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: false }).kind).toBe('roll');
  });
  it('Cases 14.22, 14.27, 14.31: the exceptions to Case 14.12 check even after a check this Phase', () => {
    for (const trigger of ['under-opportunity-fire', 'second-check-no-enemy', 'newly-observed-while-fleeing'] as const) {
      expect(panicCheckRequirement({ trigger, checkedThisPhase: true }).kind).toBe('roll');
    }
    expect(panicCheckRequirement({ trigger: 'under-opportunity-fire', checkedThisPhase: true }).caseRef).toBe('Case 14.31');
  });
  it('Case 15.22: a man executing a preservation routine does not check for panic', () => {
    expect(panicCheckRequirement({ trigger: 'under-opportunity-fire', checkedThisPhase: false, performingPreservation: true })).toMatchObject({ kind: 'none', caseRef: 'Case 15.22' });
  });
  it('Case 38.49: defenders do not panic until aware of the attackers', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: false, defender: 'unaware' })).toMatchObject({ kind: 'none', caseRef: 'Case 38.49' });
  });
  it('Case 38.61: an alerted defender who has observed no attacker panics automatically at his first task', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: false, defender: 'automatic-panic' })).toMatchObject({ kind: 'automatic', caseRef: 'Case 38.61' });
  });
  it('Case 38.63: a defender who has observed attackers checks normally', () => {
    expect(panicCheckRequirement({ trigger: 'first-task', checkedThisPhase: false, defender: 'aware' }).kind).toBe('roll');
  });
});

describe('panicCheck: Section 14.0 procedure and the Panic Results Table (Case 14.42)', () => {
  it('Section 14.0: 1D100 at or under the percentage panics (7 against 7%), then 1D10 on Table 14.42', () => {
    const dice = new ScriptedDice([...d100(7), ...d10(3)]);
    const r = panicCheck(german, dice);
    expect(r.panicked).toBe(true);
    expect(r.outcome).toMatchObject({ result: 'fall-prone' });
    expect(r.log[0]).toBe('Case 14.11 panic check: 1D100 = 7 against 7% → panics');
    expect(dice.requests[0]!.purpose).toMatch(/^Case 14\.11 panic check: roll 1D100/);
    expect(dice.requests[2]!.purpose).toMatch(/^Case 14\.42 Panic Results Table/);
    dice.assertAllUsed();
  });
  it('Section 14.0: over the percentage he is steady and may expend Task Points as his Player wishes (no 1D10)', () => {
    const dice = new ScriptedDice(d100(8));
    const r = panicCheck(german, dice);
    expect(r.panicked).toBe(false);
    expect(r.outcome).toBeUndefined();
    dice.assertAllUsed();
  });
  it('Case 4.0: 00 is 100 and panics only at 100%', () => {
    expect(panicCheck({ ...german, basePanic: 99 }, new ScriptedDice(d100(100))).panicked).toBe(false);
    expect(panicCheck({ ...german, basePanic: 100 }, new ScriptedDice([...d100(100), ...d10(1)])).panicked).toBe(true);
  });
  it('Case 14.42: 1–6 fall prone, 7–8 fire, 9–10 (0) move', () => {
    const results = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0].map((f) => panicResult(new ScriptedDice(d10(f))).result);
    expect(results).toEqual(['fall-prone', 'fall-prone', 'fall-prone', 'fall-prone', 'fall-prone', 'fall-prone', 'fire', 'fire', 'move', 'move']);
    expect(panicResultFor(10)).toBe('move');
  });
  it('Case 14.21: a prone man who gets "fall prone" remains prone', () => {
    expect(panicResult(new ScriptedDice(d10(2)), { alreadyProne: true }).text).toMatch(/remains prone, Case 14\.21/);
  });
  it('Case 14.34: "fire" after a combat task this Phase is "fall prone"', () => {
    const o = panicResult(new ScriptedDice(d10(7)), { engagedInCombatTask: true });
    expect(o).toMatchObject({ result: 'fall-prone', printed: 'fire', convertedBy: 'Case 14.34' });
  });
  it('Cases 38.61–38.62: automatic defender panic rolls no 1D100, and "move" is "fall prone"', () => {
    const dice = new ScriptedDice(d10(9));
    const r = panicCheck(german, dice, { automatic: true, moveBecomesFallProne: { caseRef: 'Case 38.62' } });
    expect(r.roll).toBeUndefined();
    expect(r.panicked).toBe(true);
    expect(r.outcome).toMatchObject({ result: 'fall-prone', printed: 'move', convertedBy: 'Case 38.62' });
    expect(r.log[0]).toMatch(/Case 38\.61/);
    dice.assertAllUsed();
  });
  it('Case 42.43: the mule’s "move" is "fall prone" through the same hook', () => {
    expect(panicResult(new ScriptedDice(d10(0)), { moveBecomesFallProne: { caseRef: 'Case 42.43' } })).toMatchObject({ result: 'fall-prone', convertedBy: 'Case 42.43' });
  });
  it('Case 14.29: panicked in hand-to-hand combat, no Results Table: he strikes and grapples', () => {
    const dice = new ScriptedDice(d100(5));
    const r = panicCheck(german, dice, { inHandToHand: true });
    expect(r.outcome).toMatchObject({ result: 'hand-to-hand' });
    dice.assertAllUsed();
  });
  it('Case 14.31: the check under opportunity fire names its Case in the dice purpose', () => {
    const dice = new ScriptedDice(d100(50));
    panicCheck(german, dice, { trigger: 'under-opportunity-fire' });
    expect(dice.requests[0]!.purpose).toMatch(/^Case 14\.31 panic check/);
  });
  it('Cases 14.22, 14.27: a check with rollResult false rolls no 1D10', () => {
    const dice = new ScriptedDice(d100(1));
    const r = panicCheck(german, dice, { trigger: 'second-check-no-enemy', rollResult: false });
    expect(r).toMatchObject({ panicked: true });
    expect(r.outcome).toBeUndefined();
    dice.assertAllUsed();
  });
});
