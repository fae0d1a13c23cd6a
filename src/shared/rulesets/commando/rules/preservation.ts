/**
 * Preservation (Section 15.0): in each Bookkeeping Phase a side rolls 1D100
 * against its preservation multiple × its killed and incapacitated men; at or
 * under, it goes to the next preservation condition (Case 15.11). Each
 * condition adds 10% to the side's panic percentage (Case 15.12). From
 * condition one every man checks each Bookkeeping Phase (Case 15.13) at his
 * panic percentage without Table 14.41 (Case 15.14) — the old one on the Turn
 * the condition rises (Case 15.15), 5% more if he ran this Turn (Case 15.27).
 * A man who fails runs for the Friendly map edge all the next Game-Turn
 * (Cases 15.14, 15.21; `preservation-routine.ts`), unless a scenario says
 * otherwise: Case 43.43 (Passchendaele) makes him fall prone and spend no
 * Task Points instead (`PASSCHENDAELE_VARIANT`).
 *
 * Rulings: docs/rulings/panic-and-preservation.md.
 */
import type { DiceRoll } from './dice-codes';
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { CommandoTables } from '../tables/index';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';

export type PreservationTables = Pick<CommandoTables, 'preservation'>;

/** A side's standing for preservation. */
export interface PreservationSide {
  /** The scenario's preservation multiple (Section 15.0 General Rule), e.g. 4 for the British of Case 43.2. */
  readonly multiple: number;
  /** His men killed so far (Section 15.0 procedure). */
  readonly killed: number;
  /** His men incapacitated now (Section 15.0 procedure; Case 9.22). */
  readonly incapacitated: number;
  /** The side's preservation condition before this roll: 0 when none (Case 15.11). */
  readonly condition: number;
}

/** What a failed preservation check does to the man next Game-Turn: run for the map edge (Case 15.14) or fall prone (Case 43.43). */
export interface PreservationVariant {
  readonly name: string;
  readonly failedCheck: 'preservation-routine' | 'fall-prone';
  readonly caseRef: string;
}

/** The standard rules (Cases 15.14, 15.2). */
export const STANDARD_PRESERVATION: PreservationVariant = { name: 'Standard (Section 15.0)', failedCheck: 'preservation-routine', caseRef: 'Case 15.14' };

/** Case 43.43 (Trench Raid Near Passchendaele): "when a man fails his Preservation Check, he falls Prone and expends no Task Points in the Turn." */
export const PASSCHENDAELE_VARIANT: PreservationVariant = { name: 'Passchendaele (Case 43.43)', failedCheck: 'fall-prone', caseRef: 'Case 43.43' };

function whole(n: number, what: string, caseRef: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a whole number of at least 0, not ${n} (${caseRef})`);
}

/** The side's preservation percentage: multiple × (killed + incapacitated), clamped to 0–100 (Section 15.0 procedure). */
export function sidePreservationPercentage(side: Pick<PreservationSide, 'multiple' | 'killed' | 'incapacitated'>): Breakdown {
  whole(side.killed, 'killed men', 'Section 15.0');
  whole(side.incapacitated, 'incapacitated men', 'Section 15.0');
  if (!Number.isFinite(side.multiple) || side.multiple < 0) throw new RangeError(`preservation multiple must be at least 0, not ${side.multiple} (Section 15.0)`);
  const casualties = side.killed + side.incapacitated;
  const b = new BreakdownBuilder('Side’s preservation percentage', { label: 'Preservation multiple (scenario force listing)', caseRef: 'Section 15.0', value: side.multiple });
  b.multiply(`× ${casualties} men killed (${side.killed}) or incapacitated (${side.incapacitated})`, 'Section 15.0', casualties);
  b.clamp('A percentage compared with 1D100 runs from 0 to 100', 'Section 15.0', 0, 100);
  return b.build();
}

export interface SidePreservationRoll {
  readonly percentage: Breakdown;
  readonly roll: DiceRoll;
  /** Rolled at or under the percentage (Case 15.11). */
  readonly failed: boolean;
  readonly conditionBefore: number;
  readonly conditionAfter: number;
  readonly text: string;
}

/** The Bookkeeping Phase roll for the side (Section 15.0 procedure; Case 15.11). */
export function sidePreservationRoll(side: PreservationSide, dice: DiceSource): SidePreservationRoll {
  whole(side.condition, 'preservation condition', 'Case 15.11');
  const percentage = sidePreservationPercentage(side);
  const roll = rollDice('1D100', dice, 'Case 15.11 side preservation roll');
  const failed = roll.total <= percentage.final;
  const after = failed ? side.condition + 1 : side.condition;
  const text = `Case 15.11 side preservation roll: 1D100 = ${roll.total} against ${percentage.final}% → ${failed ? `fails: preservation condition ${after}` : `holds at condition ${side.condition}`}`;
  return { percentage, roll, failed, conditionBefore: side.condition, conditionAfter: after, text };
}

/** Case 15.13: each man checks once the side is in condition one or higher — including on the Turn it enters condition one. */
export const preservationChecksRequired = (conditionAfterSideRoll: number): boolean => conditionAfterSideRoll >= 1;

export interface PreservationCheckSubject {
  /** The side's panic percentage from the force listing (Section 14.0). */
  readonly basePanic: number;
  /** The condition the check is made at: the old one on a Turn the condition rose (Case 15.15). */
  readonly condition: number;
  /** He performed the preservation routine this Game-Turn (Case 15.27). */
  readonly ranThisTurn: boolean;
}

/**
 * A man's preservation percentage (Case 15.14): his panic percentage —
 * the side's base plus 10% per preservation condition (Case 15.12) — without
 * the Panic Modifiers Table; +5% if he ran this Turn (Case 15.27).
 */
export function preservationCheckChance(man: PreservationCheckSubject, tables: PreservationTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  whole(man.condition, 'preservation condition', 'Case 15.12');
  const n = tables.preservation;
  const b = new BreakdownBuilder('Preservation check percentage', { label: 'Side’s panic percentage (scenario force listing)', caseRef: 'Case 15.14', value: man.basePanic });
  if (man.condition > 0) b.add(`Preservation condition ${man.condition} × ${n.panicPerCondition.value}%`, 'Case 15.12', n.panicPerCondition.value * man.condition, n.panicPerCondition.provenance);
  b.note('The Panic Modifiers Table (14.41) is not used', 'Case 15.14');
  if (man.ranThisTurn) b.add('He performed the preservation routine this Turn', 'Case 15.27', n.ranThisTurn.value, n.ranThisTurn.provenance);
  b.clamp('A percentage compared with 1D100 runs from 0 to 100', 'Case 15.14', 0, 100);
  return b.build();
}

export interface PreservationCheckResult {
  readonly chance: Breakdown;
  readonly roll: DiceRoll;
  readonly failed: boolean;
  /** What he does in the next Game-Turn's Task Execution Phase (Case 15.21), when he failed. */
  readonly consequence?: PreservationVariant['failedCheck'];
  readonly text: string;
}

/** One man's preservation check (Cases 15.13–15.15, 15.27; the variant for Case 43.43). */
export function preservationCheck(man: PreservationCheckSubject, dice: DiceSource, variant: PreservationVariant = STANDARD_PRESERVATION, tables: PreservationTables = DEFAULT_COMMANDO_TABLES): PreservationCheckResult {
  const chance = preservationCheckChance(man, tables);
  const roll = rollDice('1D100', dice, 'Case 15.14 preservation check');
  const failed = roll.total <= chance.final;
  const what =
    variant.failedCheck === 'fall-prone'
      ? `he falls prone and expends no Task Points next Game-Turn (${variant.caseRef})`
      : 'he will spend the entire next Game-Turn moving toward the Friendly map edge (Cases 15.14, 15.21)';
  return {
    chance,
    roll,
    failed,
    ...(failed ? { consequence: variant.failedCheck } : {}),
    text: `Case 15.14 preservation check: 1D100 = ${roll.total} against ${chance.final}% → ${failed ? `fails: ${what}` : 'holds'}`,
  };
}

export interface BookkeepingMan {
  readonly id: string;
  /** Performed the preservation routine this Game-Turn (Case 15.27). */
  readonly ranThisTurn: boolean;
}

export interface BookkeepingPreservation {
  readonly side: SidePreservationRoll;
  /** Each man's check, in the order given; empty below condition one (Case 15.13). */
  readonly men: readonly { readonly id: string; readonly check: PreservationCheckResult }[];
  /** The condition the side goes on at (its panic percentage rises by 10% for each, Case 15.12). */
  readonly condition: number;
}

/**
 * The Bookkeeping Phase for one side: the side's roll, then — from condition
 * one — each man's check at the old panic percentage (Cases 15.11–15.15, 15.27).
 * `men` are the side's men who can act (the dead, incapacitated and men who
 * left the map do not check).
 */
export function bookkeepingPreservation(
  side: PreservationSide & { readonly basePanic: number },
  men: readonly BookkeepingMan[],
  dice: DiceSource,
  variant: PreservationVariant = STANDARD_PRESERVATION,
  tables: PreservationTables = DEFAULT_COMMANDO_TABLES,
): BookkeepingPreservation {
  const roll = sidePreservationRoll(side, dice);
  if (!preservationChecksRequired(roll.conditionAfter)) return { side: roll, men: [], condition: roll.conditionAfter };
  const checks = men.map((m) => ({ id: m.id, check: preservationCheck({ basePanic: side.basePanic, condition: roll.conditionBefore, ranThisTurn: m.ranThisTurn }, dice, variant, tables) }));
  return { side: roll, men: checks, condition: roll.conditionAfter };
}
