import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { isRuleError } from '../../../kernel/rule-error';
import { averageEndurance, generateEndurance, generateEndurances, parseEndurance, type EnduranceSpec } from './endurance';

const spec = (text: string): EnduranceSpec => {
  const s = parseEndurance(text);
  if (isRuleError(s)) throw new Error(s.message);
  return s;
};

describe('Case 9.4 generating endurance', () => {
  it('reads a scenario line "18 (D10 + 13)" as standard 18 and formula 1D10+13', () => {
    const s = spec('18 (D10 + 13)');
    expect(s.standard).toBe(18);
    expect(s.formula).toMatchObject({ count: 1, sides: 10, modifier: 13 });
  });
  it('reads a bare constant and a bare formula', () => {
    expect(spec('13')).toEqual({ standard: 13 });
    expect(spec('1D10+13').formula).toMatchObject({ sides: 10, modifier: 13 });
    expect(spec('D6 + 7').formula).toMatchObject({ sides: 6, modifier: 7 });
  });
  it('rejects nonsense with a Case 9.4 RuleError', () => {
    const r = parseEndurance('lots');
    expect(isRuleError(r) && r.code).toBe('endurance/bad-spec');
    expect(isRuleError(parseEndurance('13 (1D100)'))).toBe(true);
  });
  it('Case 9.4 example: D10 + 8 with rolls 6, 7, 7, 5, 9 gives 14, 15, 15, 13, 17', () => {
    const dice = new ScriptedDice(d10(6, 7, 7, 5, 9));
    const r = generateEndurances(spec('13 (D10 + 8)'), 'rolled', dice, ['1', '2', '3', '4', '5']);
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.map((x) => x.endurance)).toEqual([14, 15, 15, 13, 17]);
    expect(r[0]!.text).toBe('Case 9.4 endurance for 1: 1D10+8 = 14 (dice 6)');
    dice.assertAllUsed();
  });
  it('Case 9.4: rolled per man, each roll with its purpose', () => {
    const dice = new ScriptedDice(d6(1, 6));
    const r = generateEndurances(spec('10 (D6 + 7)'), 'rolled', dice, ['Ugandan 1', 'Ugandan 2']);
    expect(isRuleError(r) ? r : r.map((x) => x.endurance)).toEqual([8, 13]);
    expect(dice.requests[1]!.purpose).toMatch(/^Case 9\.4 endurance for Ugandan 2/);
  });
  it('Case 9.4: the standard value rolls no dice', () => {
    const dice = new ScriptedDice([]);
    const r = generateEndurance(spec('13 (D10 + 8)'), 'standard', dice, 'A');
    expect(isRuleError(r) ? r : r.endurance).toBe(13);
  });
  it('Case 9.4: a constant cannot be rolled, a bare formula has no standard', () => {
    const dice = new ScriptedDice([]);
    expect((generateEndurance(spec('13'), 'rolled', dice, 'A') as { code: string }).code).toBe('endurance/no-formula');
    expect((generateEndurance(spec('D6+7'), 'standard', dice, 'A') as { code: string }).code).toBe('endurance/no-standard');
  });
  it("Case 9.4: every scenario formula (Sections 39–50) averages within one-half a Point of its standard", () => {
    const lines = ['18 (D10 + 13)', '17 (D10 + 12)', '13 (D6 + 10)', '17 (D6 + 14)', '13 (D10 + 8)', '15 (D10 + 10)', '14 (D6 + 11)', '16 (D6 + 13)', '12 (D10 + 7)', '11 (D6 + 8)', '16 (D10 + 11)', '25 (D6 + 22)', '14 (D10 + 9)', '11 (D10 + 6)', '19 (D6 + 16)', '10 (D6 + 7)'];
    for (const l of lines) {
      const s = spec(l);
      expect(Math.abs(averageEndurance(s.formula!) - s.standard!), l).toBeLessThanOrEqual(0.5);
    }
  });
});
