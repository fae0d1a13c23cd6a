/** Helpers for the hand-to-hand tests: men, combats and D100 faces. */
import { expect } from 'vitest';
import { d10 } from '../../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../../kernel/dice/dice-source';
import type { RuleError } from '../../../../kernel/rule-error';
import { isRuleError } from '../../../../kernel/rule-error';
import type { HandToHandPhaseResult, MeleeCombat, MeleeMan } from '../melee-model';

export const man = (id: string, side: string, extra: Partial<MeleeMan> = {}): MeleeMan => ({ id, side, endurance: 12, woundPoints: 0, ...extra });

export const combat = (men: readonly MeleeMan[], extra: Partial<MeleeCombat> = {}): MeleeCombat => ({ id: '0412', men, ...extra });

/** The two d10 faces (green tens, yellow units) that read `n` on 1D100 (Case 4.0; 100 is 00). */
export const pct = (n: number): DieFace[] => (n === 100 ? d10(0, 0) : d10(Math.floor(n / 10), n % 10));

export function ok(r: HandToHandPhaseResult | RuleError): HandToHandPhaseResult {
  if (isRuleError(r)) throw new Error(`unexpected RuleError ${r.code} (${r.caseRef}): ${r.message}`);
  return r;
}

export function err(r: HandToHandPhaseResult | RuleError): RuleError {
  expect(isRuleError(r), 'expected a RuleError').toBe(true);
  return r as RuleError;
}
