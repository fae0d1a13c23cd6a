/**
 * Why the rules forbid an action: a stable machine code, the Case that
 * forbids it, and a sentence for the umpire. `decide` returns one of these
 * instead of throwing; the UI shows the message and the Case side by side.
 *
 * Codes are `area/reason` and never change once shipped (saved games and
 * logs quote them): `move/impassable`, `move/insufficient_task_points`,
 * `move/stacking`, `move/not-adjacent`, `move/aperture-not-adjacent`, ...
 */
export interface RuleError {
  /** Stable code, `area/reason`. */
  readonly code: string;
  /** The Case that forbids the action, e.g. "Case 7.41". */
  readonly caseRef: string;
  /** One sentence for the umpire, citing the Case where it helps. */
  readonly message: string;
}

export function ruleError(code: string, caseRef: string, message: string): RuleError {
  return { code, caseRef, message };
}

/** True when `value` has the shape of a RuleError (for results crossing a transport). */
export function isRuleError(value: unknown): value is RuleError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v['code'] === 'string' && typeof v['caseRef'] === 'string' && typeof v['message'] === 'string';
}
