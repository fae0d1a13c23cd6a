/**
 * Endurance (Section 9.0, Case 9.4). A scenario states each side's endurance
 * two ways: the printed standard value and a formula, "13 (D10 + 8)". The
 * Player either gives every man the standard value or rolls the formula
 * secretly for each man (Case 9.4; the 9.4 example: D10 + 8 with rolls
 * 6, 7, 7, 5, 9 gives 14, 15, 15, 13, 17).
 */
import { rollDice, parseDiceCode, formatDiceCode, DiceCodeError, type DiceCode, type DiceRoll } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { ruleError, type RuleError } from '../../../kernel/rule-error';

export interface EnduranceSpec {
  /** The printed constant (Case 9.4's "printed 'standard' value"), if given. */
  readonly standard?: number;
  /** The random formula, "Dy + x" (Case 9.4), if given. */
  readonly formula?: DiceCode;
}

export type EnduranceChoice = 'standard' | 'rolled';

const SPEC = /^\s*(\d+)?\s*(?:\(([^)]*)\))?\s*$/;

/**
 * Reads a scenario's endurance: "18 (D10 + 13)", "13", or a bare formula
 * "1D10+13" / "D6 + 7".
 */
export function parseEndurance(text: string): EnduranceSpec | RuleError {
  const bad = (why: string): RuleError => ruleError('endurance/bad-spec', 'Case 9.4', `"${text}" is not an endurance (Case 9.4: a number, a "Dy + x" formula, or both as "13 (D10 + 8)"): ${why}`);
  const readFormula = (f: string): DiceCode | RuleError => {
    try {
      const c = parseDiceCode(f);
      if (c.sides === 100 || c.halve || c.atLeastOne) return bad('the formula is Dy + x with a D6 or D10');
      return c;
    } catch (e) {
      return bad(e instanceof DiceCodeError ? e.message : 'unreadable formula');
    }
  };
  const m = SPEC.exec(text);
  if (m && (m[1] !== undefined || m[2] !== undefined)) {
    const standard = m[1] === undefined ? undefined : Number(m[1]);
    if (standard !== undefined && standard < 1) return bad('endurance is at least 1');
    if (m[2] === undefined) return { standard: standard! };
    const formula = readFormula(m[2]);
    if ('code' in formula) return formula;
    return { ...(standard === undefined ? {} : { standard }), formula };
  }
  const formula = readFormula(text);
  if ('code' in formula) return formula;
  return { formula };
}

export interface EnduranceResult {
  readonly endurance: number;
  readonly choice: EnduranceChoice;
  /** The roll, when rolled (Case 9.4), for the event. */
  readonly roll?: DiceRoll;
  /** "Case 9.4 endurance for man 3: 1D10+8 = 15". */
  readonly text: string;
}

/** One man's endurance: the standard value, or the formula rolled for him (Case 9.4). */
export function generateEndurance(spec: EnduranceSpec, choice: EnduranceChoice, dice: DiceSource, manLabel: string): EnduranceResult | RuleError {
  if (choice === 'standard') {
    if (spec.standard === undefined) return ruleError('endurance/no-standard', 'Case 9.4', 'this scenario gives only a formula: the endurance must be rolled (Case 9.4)');
    return { endurance: spec.standard, choice, text: `Case 9.4 endurance for ${manLabel}: standard ${spec.standard}` };
  }
  if (spec.formula === undefined) return ruleError('endurance/no-formula', 'Case 9.4', 'this scenario gives only a constant endurance: it cannot be rolled (Case 9.4)');
  const purpose = `Case 9.4 endurance for ${manLabel}`;
  const roll = rollDice(spec.formula, dice, purpose);
  const endurance = Math.max(1, roll.total);
  return { endurance, choice, roll, text: `${purpose}: ${formatDiceCode(spec.formula)} = ${endurance} (dice ${roll.faces.map((f) => f.face).join(', ')})` };
}

/** Endurance for each named man, in order: a side chooses standard or rolled as a whole (Case 9.4). */
export function generateEndurances(spec: EnduranceSpec, choice: EnduranceChoice, dice: DiceSource, manLabels: readonly string[]): EnduranceResult[] | RuleError {
  const out: EnduranceResult[] = [];
  for (const label of manLabels) {
    const r = generateEndurance(spec, choice, dice, label);
    if ('code' in r) return r;
    out.push(r);
  }
  return out;
}

/** The formula's average, which Case 9.4 says is "almost always within one-half a Point" of the standard. */
export function averageEndurance(formula: DiceCode): number {
  return formula.count * ((formula.sides + 1) / 2) + formula.modifier;
}
