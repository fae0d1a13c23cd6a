/**
 * Engaging in hand-to-hand combat (Case 12.1) and surprise (Case 12.2):
 * what happens the moment a man enters an Enemy man's square, for the
 * entering man and for the man already there.
 *
 * - The entering man stops at once and expends no more Task Points this
 *   Phase (Cases 7.44, 12.14).
 * - The occupant is surprised if he had not observed the entering man
 *   (Case 12.21); a surprised sentry who had spent no Task Points runs his
 *   sentry routine normally, any other surprised man stays put for the
 *   Phase. Surprise lasts this Game-Turn and the next (Case 12.22).
 * - An occupant who has observed the entering man and spent no Task Points
 *   may move away (Case 12.12) or fire in his own Task Execution at twice
 *   the Task Points (Cases 12.13(1), 12.15); one who has spent some, made no
 *   combat task and can still afford to fire, fires at once (Case 12.13(2)).
 * - A second man entering may not be fired at (Case 12.17).
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';

export interface SquareOccupant {
  /** Task Points he has expended in the current Phase (Case 12.12). */
  readonly taskPointsSpent: number;
  /** Task Points he has left. */
  readonly taskPointsRemaining: number;
  /** He has performed his combat task this Game-Turn (Cases 6.42, 12.13). */
  readonly performedCombatTask: boolean;
  /** He had observed the entering man before the man entered (Cases 12.12, 12.21). */
  readonly observedEntrant: boolean;
  /** He is executing a sentry routine (Case 12.21; Section 38.0). */
  readonly onSentryRoutine?: boolean;
  /** Task Points to fire his prepared weapon (Task Point Cost Chart, Case 5.22). */
  readonly fireCost: number;
  /** Another Enemy man entered his square earlier this Phase (Case 12.17). */
  readonly alreadyEnteredByAnother?: boolean;
}

export type EntryFire =
  /** Case 12.13(1), 12.15: resolved in his own portion of the Task Execution Phase, at twice the Task Points. */
  | 'own-execution'
  /** Case 12.13(2): resolved immediately. */
  | 'immediately'
  | 'not-eligible';

export interface SquareEntryResult {
  /** Cases 7.44, 12.14: always — the entering man ceases movement and spends no more Task Points this Phase. */
  readonly entrantMustStop: true;
  /** Case 12.21. */
  readonly surprised: boolean;
  /** Case 12.21: a surprised sentry who had spent no Task Points executes his routine normally. */
  readonly executesSentryRoutine: boolean;
  /** Case 12.21: a surprised man (not running his sentry routine) stays and expends no further Task Points this Phase. */
  readonly mustRemain: boolean;
  /** Case 12.12. */
  readonly mayMoveAway: boolean;
  /** Case 12.12: if he could move away but does not, he may be engaged in hand-to-hand combat the next Game-Turn. */
  readonly engageableNextTurnIfHeStays: boolean;
  /** Cases 12.13, 12.17. */
  readonly fire: EntryFire;
  /** Case 12.15: the Task Point multiple for firing under 12.13(1). */
  readonly fireTaskPointMultiple: 1 | 2;
  /** Case 12.51: he observed the entering man and does not fire, so he may change his prepared weapon. */
  readonly mayChangePreparedWeaponIfHeHoldsFire: boolean;
  /** One line per Case applied, for the umpire. */
  readonly reasons: readonly string[];
}

/** Case 12.12–12.17, 12.21: the options of a man whose square an Enemy man enters. */
export function squareEntered(o: SquareOccupant): SquareEntryResult | RuleError {
  for (const [k, v] of [
    ['taskPointsSpent', o.taskPointsSpent],
    ['taskPointsRemaining', o.taskPointsRemaining],
    ['fireCost', o.fireCost],
  ] as const) {
    if (!Number.isInteger(v) || v < 0) return ruleError('melee/bad-entry', 'Case 12.12', `${k} must be a whole number of at least 0, not ${v}`);
  }
  const reasons: string[] = ['Case 12.14: the entering man ceases movement and expends no further Task Points this Phase (Case 7.44).'];
  const surprised = !o.observedEntrant;
  const fresh = o.taskPointsSpent === 0;
  const executesSentryRoutine = surprised && (o.onSentryRoutine ?? false) && fresh;
  const mustRemain = surprised && !executesSentryRoutine;
  if (surprised) {
    reasons.push('Case 12.21: he had not observed the entering man, so he is surprised (this Game-Turn and the next, Case 12.22).');
    reasons.push(executesSentryRoutine ? 'Case 12.21: a sentry who had spent no Task Points executes his sentry routine normally.' : 'Case 12.21: he must remain in the square and may expend no further Task Points this Phase.');
    reasons.push('Case 12.23: he does not observe the man who surprised him, so he may not fire at him.');
  }
  const mayMoveAway = !surprised && fresh && o.taskPointsRemaining > 0;
  if (!surprised) {
    reasons.push(
      mayMoveAway
        ? 'Case 12.12: he observed the entering man and has expended no Task Points this Phase, so he may move away; if he stays he may be engaged in hand-to-hand combat next Game-Turn.'
        : 'Case 12.12: he has already expended Task Points, so he may not move away.',
    );
  }
  let fire: EntryFire = 'not-eligible';
  if (!surprised && !o.alreadyEnteredByAnother) {
    if (fresh) fire = 'own-execution';
    else if (!o.performedCombatTask && o.taskPointsRemaining >= o.fireCost) fire = 'immediately';
  }
  if (o.alreadyEnteredByAnother && !surprised) reasons.push('Case 12.17: he may fire only at the first Enemy man to enter his square.');
  if (fire === 'own-execution') reasons.push('Cases 12.13(1) and 12.15: he may fire at the entering man in his own portion of the Task Execution Phase, at twice the Task Points.');
  if (fire === 'immediately') reasons.push('Case 12.13(2): he has made no combat task and can afford to fire, so he may fire at once.');
  if (fire === 'not-eligible' && !surprised && !o.alreadyEnteredByAnother) reasons.push('Case 12.13: he has made his combat task or cannot afford to fire, so he may not fire at the entering man.');
  return {
    entrantMustStop: true,
    surprised,
    executesSentryRoutine,
    mustRemain,
    mayMoveAway,
    engageableNextTurnIfHeStays: mayMoveAway,
    fire,
    fireTaskPointMultiple: fire === 'own-execution' ? 2 : 1,
    mayChangePreparedWeaponIfHeHoldsFire: !surprised,
    reasons,
  };
}

/**
 * Case 12.11: men in one square at the start of the Hand-to-Hand Combat
 * Phase must fight if either Player wishes it (subject to disengagement,
 * Case 12.3); Case 12.16: no more than two men of a side in the square.
 */
export function checkCombatSides(men: readonly { readonly id: string; readonly side: string }[], combat: string): RuleError | undefined {
  const sides = [...new Set(men.map((m) => m.side))];
  if (sides.length !== 2) return ruleError('melee/not-engaged', 'Case 12.11', `Combat ${combat}: hand-to-hand combat needs men of two sides in one square (found ${sides.length === 0 ? 'none' : `only side ${sides.join(', ')}`}).`);
  for (const s of sides) {
    const n = men.filter((m) => m.side === s).length;
    if (n > 2) return ruleError('melee/stacking', 'Case 12.16', `Combat ${combat}: side ${s} has ${n} men in the square; each Player may have two.`);
  }
  const ids = new Set<string>();
  for (const m of men) {
    if (ids.has(m.id)) return ruleError('melee/duplicate-man', 'Case 12.11', `Combat ${combat}: man ${m.id} is listed twice.`);
    ids.add(m.id);
  }
  return undefined;
}
