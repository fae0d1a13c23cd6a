/**
 * Wound Points and what they do to a man (Sections 9.0 and 10.5).
 *
 * - Seriously wounded: Wound Points equal to or greater than half the
 *   endurance (Case 9.21). With whole Wound Points this is "at least
 *   ⌈endurance ÷ 2⌉" — no rounding is needed, the 9.21 example compares 5
 *   with 4.5 (docs/rulings/fire-combat.md F-E1).
 * - Incapacitated: from the endurance to two more (Case 9.22): always prone,
 *   no Task Points.
 * - Dead: endurance + 3 or more (Case 9.0 "exceeds his endurance by three";
 *   Case 10.54 "three or more greater"; seed-gaps.md "9.0 wording").
 * - A seriously wounded man pays double for every task from the moment the
 *   wound is recorded (Cases 9.21, 9.32) and his hit chance is halved,
 *   rounding down, after every other modifier (Case 9.33).
 * - Hit and wounded (not killed), a man loses twice the Wound Points in
 *   Task Points for the Turn, never below zero (Case 9.31; Case 10.52).
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import type { TaskPointCostValue } from '../tables/task-point-costs';

export type WoundCondition = 'unwounded' | 'wounded' | 'seriously-wounded' | 'incapacitated' | 'dead';

/** A man's endurance and the Wound Points charged against him (Case 9.1). */
export interface WoundState {
  readonly endurance: number;
  readonly woundPoints: number;
  /** Killed outright on the Kill Percentage, whatever his Wound Points (Case 10.54(1)). */
  readonly killed?: boolean;
}

function checkState(s: WoundState): void {
  if (!Number.isInteger(s.endurance) || s.endurance < 1) throw new RangeError(`endurance must be a whole number of at least 1, not ${s.endurance} (Case 9.0)`);
  if (!Number.isInteger(s.woundPoints) || s.woundPoints < 0) throw new RangeError(`Wound Points must be a whole number of at least 0, not ${s.woundPoints} (Case 9.1)`);
}

/** Case 9.21: the fewest Wound Points that seriously wound (9 → 5, since 5 ≥ 4.5 and 4 < 4.5). */
export const seriouslyWoundedAt = (endurance: number): number => Math.ceil(endurance / 2);
/** Case 9.22: incapacitated from the endurance itself … */
export const incapacitatedAt = (endurance: number): number => endurance;
/** Case 9.0 / Case 10.54: … and dead at three more. */
export const deadAt = (endurance: number): number => endurance + 3;

/** The man's condition from his Wound Points (Cases 9.0, 9.21, 9.22, 10.54). */
export function woundCondition(s: WoundState): WoundCondition {
  checkState(s);
  if (s.killed || s.woundPoints >= deadAt(s.endurance)) return 'dead';
  if (s.woundPoints >= incapacitatedAt(s.endurance)) return 'incapacitated';
  if (s.woundPoints >= seriouslyWoundedAt(s.endurance)) return 'seriously-wounded';
  return s.woundPoints > 0 ? 'wounded' : 'unwounded';
}

/** Case 9.33 applies and Case 9.21 doubles costs: seriously wounded (an incapacitated or dead man does nothing at all). */
export const isSeriouslyWounded = (s: WoundState): boolean => woundCondition(s) === 'seriously-wounded';
/** Case 9.22: incapacitated men are always prone; the dead are removed (Case 10.54). */
export const alwaysProne = (s: WoundState): boolean => woundCondition(s) === 'incapacitated';
/**
 * A man who can act at all: neither incapacitated (Case 9.22) nor dead (Case 10.54).
 * Read from his Wound Points, or from the condition the game recorded for him
 * (ManState's, where 'fit' stands for unwounded or wounded).
 */
export function canAct(man: WoundState | { readonly condition: WoundCondition | 'fit' }): boolean {
  const c = 'condition' in man ? man.condition : woundCondition(man);
  return c !== 'incapacitated' && c !== 'dead';
}

export interface WoundOutcome {
  readonly before: WoundCondition;
  readonly after: WoundCondition;
  readonly state: WoundState;
  /** The serious wound was recorded by this hit: costs double from now on (Case 9.32). */
  readonly becameSeriouslyWounded: boolean;
}

/** Charges Wound Points immediately (Case 10.51). */
export function applyWoundPoints(s: WoundState, points: number): WoundOutcome {
  if (!Number.isInteger(points) || points < 0) throw new RangeError(`Wound Points charged must be a whole number of at least 0, not ${points}`);
  const before = woundCondition(s);
  const state: WoundState = { ...s, woundPoints: s.woundPoints + points };
  const after = woundCondition(state);
  return { before, after, state, becameSeriouslyWounded: before !== 'seriously-wounded' && after === 'seriously-wounded' };
}

export type WoundTables = Pick<CommandoTables, 'taskPointAllotment'>;

/** Task Points for a Game-Turn: the allotment, or zero when incapacitated (Case 9.22) or dead. */
export function taskPointsForTurn(s: WoundState, tables: WoundTables = DEFAULT_COMMANDO_TABLES): number {
  return canAct(s) ? tables.taskPointAllotment.unwounded.value : 0;
}

/**
 * The Task Point cost of one task for this man (Cases 9.21, 9.32): the chart
 * cost, doubled while he is seriously wounded. 'all-remaining' stays so.
 */
export function woundedTaskCost(
  cost: { readonly value: TaskPointCostValue; readonly provenance?: Provenance; readonly label: string; readonly caseRef: string },
  s: WoundState,
  remaining: number,
  tables: WoundTables = DEFAULT_COMMANDO_TABLES,
): Breakdown {
  if (cost.value === 'all-remaining') {
    return new BreakdownBuilder('Task Point cost', { label: `${cost.label}: all remaining Task Points`, caseRef: cost.caseRef, value: remaining, ...(cost.provenance ? { provenance: cost.provenance } : {}) }).build();
  }
  const b = new BreakdownBuilder('Task Point cost', { label: cost.label, caseRef: cost.caseRef, value: cost.value, ...(cost.provenance ? { provenance: cost.provenance } : {}) });
  if (isSeriouslyWounded(s)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', tables.taskPointAllotment.seriouslyWoundedCostMultiple.value);
  return b.build();
}

export interface TaskPointLoss {
  /** Twice the Wound Points (Case 9.31), or everything for a killed man. */
  readonly loss: number;
  /** Task Points left this Turn; never below zero. */
  readonly remaining: number;
  /** The loss reached his allowance: no further task this Game-Turn, but he may fall prone at once (Case 9.31). */
  readonly mayOnlyFallProne: boolean;
  readonly caseRef: 'Case 9.31';
}

/**
 * Case 9.31: a man hit and wounded loses twice the Wound Points in Task
 * Points for the Turn; a man killed loses all. Applied to whatever he has
 * left (Case 10.52: a man who has already spent his Task Points has nothing
 * left to lose).
 */
export function taskPointLossFromWound(woundPoints: number, remaining: number, killed = false): TaskPointLoss {
  if (!Number.isInteger(woundPoints) || woundPoints < 0) throw new RangeError(`Wound Points must be a whole number of at least 0, not ${woundPoints}`);
  const have = Math.max(0, remaining);
  if (killed) return { loss: have, remaining: 0, mayOnlyFallProne: false, caseRef: 'Case 9.31' };
  const loss = 2 * woundPoints;
  const left = Math.max(0, have - loss);
  return { loss, remaining: left, mayOnlyFallProne: loss >= have && woundPoints > 0, caseRef: 'Case 9.31' };
}

/**
 * Case 9.33: halve a hit chance for a seriously wounded man, rounding down,
 * as the last modifier (76 → 38). Adds the steps to `b`; no-op otherwise.
 */
export function applySeriousWoundHalving(b: BreakdownBuilder, s: WoundState, factor = 0.5): BreakdownBuilder {
  if (!isSeriouslyWounded(s)) return b;
  return b.multiply('Firer seriously wounded: ×.5, after all other modifiers', 'Case 9.33', factor).round('Round down', 'Case 9.33', 'down');
}

/** For the umpire: "9 Wound Points of endurance 13: seriously wounded (7–12), incapacitated 13–15, dead at 16". */
export function describeWounds(s: WoundState): string {
  const e = s.endurance;
  return `${s.woundPoints} Wound Points against endurance ${e}: ${woundCondition(s)} (Case 9.21: seriously wounded from ${seriouslyWoundedAt(e)}; Case 9.22: incapacitated ${incapacitatedAt(e)}–${e + 2}; Case 10.54: dead at ${deadAt(e)})`;
}
