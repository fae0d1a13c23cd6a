import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { ATTACKER_CHOICES, CHARGE_MATRIX, DEFENDER_CHOICES } from '../tables/close-combat';
import { chargeOutcome, meleeModifiers, meleeResult, rollMelee, testAggression } from './close-combat';

describe('close combat (seed lines 132–159)', () => {
  it('seed line 154: Total <2 2 3 4-5 6-7 8-9 10 11 12+ → attacker Kill Crip. Wound Pin., O.K., defender Pin. Wound Crip. Kill', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15].map((t) => meleeResult(t).value)).toEqual([
      'attacker-killed', 'attacker-crippled', 'attacker-wounded', 'attacker-pinned', 'attacker-pinned', 'ok', 'ok',
      'defender-pinned', 'defender-pinned', 'defender-wounded', 'defender-crippled', 'defender-killed', 'defender-killed',
    ]);
  });
  it('seed lines 150–153: Ability -2…+2, wounded ±1, prone ±2, pinned ±2, rear +3, +1 per extra attacker, knife ±1', () => {
    expect(meleeModifiers({ attackerAbility: 4, defenderAbility: 2 }).final).toBe(2);
    expect(meleeModifiers({ attackerAbility: 2, defenderAbility: 2, defender: ['wounded', 'prone', 'pinned'], toRear: true, additionalAttackers: 2 }).final).toBe(1 + 2 + 2 + 3 + 2);
    expect(meleeModifiers({ attackerAbility: 2, defenderAbility: 2, attacker: ['wounded', 'prone', 'pinned', 'knife'] }).final).toBe(-1 - 2 - 2 + 1);
    expect(meleeModifiers({ attackerAbility: 2, defenderAbility: 2, defender: ['knife'] }).final).toBe(-1);
    expect(() => meleeModifiers({ attackerAbility: 5, defenderAbility: 2 })).toThrow("melee: the attacker's Ability must be 0–4, not 5");
  });
  it('ruling SK11: the defender’s Ability counts against the attacker', () => {
    expect(meleeModifiers({ attackerAbility: 2, defenderAbility: 4 }).final).toBe(-2);
    const r = rollMelee({ attackerAbility: 3, defenderAbility: 0, toRear: true }, new ScriptedDice(d10(7)));
    expect(r).toMatchObject({ face: 7, total: 7 + 1 + 2 + 3, result: 'defender-killed' });
  });
  it('seed lines 144–147: both must pass the reaction to fire (3+) to melee; one failing surrenders; both failing, the one with most casualties withdraws', () => {
    const side = (motivation: number, casualties: number) => ({ reaction: { motivation }, casualties });
    expect(testAggression(side(0, 0), side(0, 0), new ScriptedDice(d6(3, 3))).outcome).toBe('melee');
    expect(testAggression(side(0, 0), side(0, 0), new ScriptedDice(d6(3, 2))).outcome).toBe('defenders-surrender');
    expect(testAggression(side(0, 0), side(0, 0), new ScriptedDice(d6(2, 5))).outcome).toBe('attackers-surrender');
    expect(testAggression(side(0, 1), side(0, 2), new ScriptedDice(d6(2, 2))).outcome).toBe('defenders-withdraw');
    expect(testAggression(side(0, 1), side(0, 1), new ScriptedDice(d6(2, 2)))).toMatchObject({ outcome: 'attackers-withdraw', source: expect.stringContaining('line 147') });
  });
  it('seed lines 132–142 (garbled, house SK11): the charge matrix read back column by column', () => {
    expect(chargeOutcome('charge', 'fire').value.steps).toEqual(['defenders-fire-first', 'attackers-fire', 'both-melee']);
    expect(chargeOutcome('charge', 'fail-to-move-back').value.text).toBe('Defenders surrender');
    expect(chargeOutcome('fail-to-charge', 'move-back').value.text).toBe('Defenders evacuate position');
    for (const a of ATTACKER_CHOICES) for (const d of DEFENDER_CHOICES) expect(CHARGE_MATRIX[a][d].provenance.kind).toBe('house');
  });
});
