/**
 * Panic (Section 14.0): when a man must check (Case 14.1), his panic
 * percentage (the side's base, modified by Table 14.41 with the Addenda's
 * correction), the 1D100 check and the 1D10 on the Panic Results Table
 * (Case 14.42). What a panicked man then does is `panic-routine.ts`.
 *
 * The scenario rules of Section 38.0 plug in here: defenders do not panic
 * until aware of the attackers (Case 38.49); on the Game-Turn after the
 * alert, defenders who have observed no attacker panic automatically, with
 * "Move" read as "Fall Prone" (Cases 38.61–38.62); those who have observed
 * one panic at +10%, once (Case 38.63).
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
import type { PanicModifierId, PanicResult } from '../tables/panic-modifiers';
import { panicResultFor } from '../tables/panic-modifiers';

export type PanicTables = Pick<CommandoTables, 'panicModifiers' | 'panicResults' | 'flamethrowers'>;

/** What Table 14.41 asks about the man (Case 14.41). */
export interface PanicSubject {
  /** The side's panic percentage from the scenario's force listing (Section 14.0 General Rule), e.g. 7 for the Germans of Case 43.3. */
  readonly basePanic: number;
  /** Wounded, or Seriously ("Severely") Wounded, Cases 9.21 and 14.41. */
  readonly wounds: 'none' | 'wounded' | 'seriously-wounded';
  /**
   * Enemy men he has observed in this Game-Turn: none; only men he had observed
   * before this Turn (+5%); or at least one he had never observed before (+10%,
   * which supersedes the +5%: Table 14.41 note † as corrected by the Addenda).
   */
  readonly enemyObservation: 'none' | 'observed-this-turn' | 'first-observed-this-turn';
  /** The side's preservation condition, 0 when none (Cases 15.11, 15.12). */
  readonly preservationCondition: number;
  /** A defender who has observed attackers, on the Game-Turn the defenders are first alerted (Case 38.63). The engine sets it that one Turn only. */
  readonly defendersFirstAlerted?: boolean;
  /** He carries an explosive his side did not bring: the percentage is multiplied by this (Case 11.74; explosives.ts `carrierPanicMultiplier`). */
  readonly enemyExplosiveMultiple?: number;
  /** Section 17.0: damaged by flamethrower fire (Case 17.22: doubled) or by an exploding flamethrower (Case 17.34: doubled, then +10). */
  readonly flame?: 'fire' | 'explosion';
}

/**
 * The man's panic percentage (Section 14.0 procedure; Case 14.41 with the
 * Addenda), clamped to 0–100 because it is compared with 1D100.
 */
export function panicChance(subject: PanicSubject, tables: PanicTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  checkSubject(subject);
  const mods = tables.panicModifiers;
  const b = new BreakdownBuilder('Panic percentage', {
    label: 'Side’s panic percentage (scenario force listing)',
    caseRef: 'Section 14.0',
    value: subject.basePanic,
  });
  const add = (id: PanicModifierId, times = 1): void => {
    const m = mods[id];
    b.add(times === 1 ? m.label : `${m.label} ×${times}`, m.caseRef, m.modifier.value * times, m.modifier.provenance);
  };
  if (subject.wounds === 'seriously-wounded') {
    add('seriously-wounded');
    b.note('The wounded +10% is not added: the Severely Wounded row supersedes it (Table 14.41 note *)', 'Case 14.41');
  } else if (subject.wounds === 'wounded') add('wounded');
  if (subject.enemyObservation === 'first-observed-this-turn') {
    add('observed-enemy-first-time');
    b.note('The observed-in-the-Turn +5% is not added: the second modifier supersedes the other (Table 14.41 note †, September 1979 Addenda)', 'Case 14.41 (Addenda)');
  } else if (subject.enemyObservation === 'observed-this-turn') add('observed-enemy');
  if (subject.preservationCondition > 0) add('per-preservation-condition', subject.preservationCondition);
  if (subject.defendersFirstAlerted) add('defenders-first-alerted');
  // Ruling G22: the man's percentage as Table 14.41 leaves it is what Case 11.74 multiplies.
  if ((subject.enemyExplosiveMultiple ?? 1) > 1) b.multiply('Carries an explosive his side did not bring', 'Case 11.74', subject.enemyExplosiveMultiple!);
  // Cases 17.22, 17.34: "applied after all relevant panic-modifiers are applied".
  const fl = tables.flamethrowers;
  if (subject.flame === 'fire') b.multiply('Hit by flamethrower fire: doubled', 'Case 17.22', fl.firePanicMultiple.value);
  if (subject.flame === 'explosion') {
    b.multiply('Wounded by an exploding flamethrower: doubled', 'Case 17.34', fl.explosionPanicMultiple.value);
    b.add('…and 10 added', 'Case 17.34', fl.explosionPanicAdd.value, fl.explosionPanicAdd.provenance);
  }
  b.clamp('A percentage compared with 1D100 runs from 0 to 100', 'Section 14.0', 0, 100);
  return b.build();
}

function checkSubject(s: PanicSubject): void {
  if (!Number.isFinite(s.basePanic)) throw new RangeError(`panic percentage must be a number, not ${s.basePanic} (Section 14.0)`);
  if (!Number.isInteger(s.preservationCondition) || s.preservationCondition < 0) {
    throw new RangeError(`preservation condition must be a whole number of at least 0, not ${s.preservationCondition} (Case 15.11)`);
  }
}

// ---------------------------------------------------------------------------
// Case 14.1: when a check is made

/**
 * Why a check is asked for: his first task or being passed over (Case 14.11,
 * Case 6.22); firing opportunity fire (Case 14.11); being fired on by
 * opportunity fire while expending Task Points (Case 14.31); the second check
 * of a "fire" result with no Enemy observed (Case 14.22); observing a new man
 * while running (Case 14.27); the check after his tasks of a man carrying an
 * explosive his side did not bring (Case 11.74).
 */
export type PanicTrigger =
  | 'first-task'
  | 'passed-over'
  | 'fires-opportunity-fire'
  | 'under-opportunity-fire'
  | 'second-check-no-enemy'
  | 'newly-observed-while-fleeing'
  | 'enemy-explosive-after-tasks'
  | 'flamethrower-fire'
  | 'flamethrower-explosion';

/** Cases 14.22, 14.27 and 14.31 are the exceptions to one check per Phase (Case 14.12); Case 11.74 adds its second check. */
const EXCEPTIONS: Readonly<Partial<Record<PanicTrigger, string>>> = {
  'under-opportunity-fire': 'Case 14.31',
  'second-check-no-enemy': 'Case 14.22',
  'newly-observed-while-fleeing': 'Case 14.27',
  'enemy-explosive-after-tasks': 'Case 11.74',
  // "Any time a man is damaged by flamethrower fire, the owning Player must immediately make a panic check" (ruling FL6).
  'flamethrower-fire': 'Case 17.21',
  'flamethrower-explosion': 'Case 17.34',
};

const TRIGGER_CASE: Readonly<Record<PanicTrigger, string>> = {
  'first-task': 'Case 14.11',
  'passed-over': 'Case 14.11; Case 6.22',
  'fires-opportunity-fire': 'Case 14.11',
  'under-opportunity-fire': 'Case 14.31',
  'second-check-no-enemy': 'Case 14.22',
  'newly-observed-while-fleeing': 'Case 14.27',
  'enemy-explosive-after-tasks': 'Case 11.74',
  'flamethrower-fire': 'Case 17.21',
  'flamethrower-explosion': 'Case 17.34',
};

/** Where a defender stands under Section 38.0. Omit for men of an attacking or ordinary side. */
export type DefenderAwareness =
  /** The defenders are not yet alerted (Case 38.49): no panic. */
  | 'unaware'
  /** The Game-Turn after the alert, and he has observed no attacker: he panics without a roll (Case 38.61). */
  | 'automatic-panic'
  /** Alerted (and, on the automatic-panic Turn, has observed an attacker): panics normally (Case 38.63). */
  | 'aware';

export interface PanicCheckSituation {
  readonly trigger: PanicTrigger;
  /** He has already made a panic check in this Task Execution Phase, either portion (Cases 14.12, 14.13). */
  readonly checkedThisPhase: boolean;
  /** He is performing the preservation routine this Game-Turn (Case 15.22). */
  readonly performingPreservation?: boolean;
  readonly defender?: DefenderAwareness;
}

export type PanicRequirement =
  | { readonly kind: 'none'; readonly caseRef: string; readonly reason: string }
  | { readonly kind: 'roll'; readonly caseRef: string; readonly reason: string }
  | { readonly kind: 'automatic'; readonly caseRef: string; readonly reason: string };

/** Must this man check for panic now, and how (Cases 14.11–14.13, 14.22, 14.27, 14.31, 15.22, 38.49, 38.61)? */
export function panicCheckRequirement(s: PanicCheckSituation): PanicRequirement {
  if (s.performingPreservation) return { kind: 'none', caseRef: 'Case 15.22', reason: 'A man executing a preservation routine does not check for panic (Case 15.22).' };
  if (s.defender === 'unaware') return { kind: 'none', caseRef: 'Case 38.49', reason: 'Defending men do not panic until they become aware of the attacking men (Case 38.49).' };
  const exception = EXCEPTIONS[s.trigger];
  if (s.checkedThisPhase && !exception) {
    return {
      kind: 'none',
      caseRef: s.trigger === 'first-task' || s.trigger === 'passed-over' ? 'Case 14.13' : 'Case 14.12',
      reason: 'He has already checked for panic in this Task Execution Phase: at most one check per Phase (Cases 14.12, 14.13).',
    };
  }
  if (s.defender === 'automatic-panic' && (s.trigger === 'first-task' || s.trigger === 'passed-over')) {
    return { kind: 'automatic', caseRef: 'Case 38.61', reason: 'Alerted defender who has observed no attacking man: he panics automatically, no dice-roll (Case 38.61).' };
  }
  const caseRef = TRIGGER_CASE[s.trigger];
  return { kind: 'roll', caseRef, reason: `Panic check required (${caseRef}${exception && s.checkedThisPhase ? `, an exception to Case 14.12` : ''}).` };
}

// ---------------------------------------------------------------------------
// The check and the Panic Results Table

export interface PanicCheckOptions {
  /** Why the check is made; names the Case in the dice purpose. Default `first-task`. */
  readonly trigger?: PanicTrigger;
  /** No 1D100: he panics (Case 38.61). */
  readonly automatic?: boolean;
  /** Roll on the Panic Results Table when he panics (default true). The second check of Case 14.22 and the check of Case 14.27 do not. */
  readonly rollResult?: boolean;
  /** "Move" counts as "Fall Prone": automatic defender panic (Case 38.62); the mule of Case 42.43. */
  readonly moveBecomesFallProne?: { readonly caseRef: string };
  /** He has already engaged in a combat task this Task Execution Phase: "fire" counts as "fall prone" (Case 14.34). */
  readonly engagedInCombatTask?: boolean;
  /** He is in hand-to-hand combat: no Results Table; he strikes and tries to grapple every round (Case 14.29). */
  readonly inHandToHand?: boolean;
  /** He is prone already: "fall prone" leaves him prone (Case 14.21). */
  readonly alreadyProne?: boolean;
}

export interface PanicOutcome {
  /** What he does: a Case 14.42 result, or the hand-to-hand conduct of Case 14.29. */
  readonly result: PanicResult | 'hand-to-hand';
  /** The 1D10, when one was rolled. */
  readonly roll?: DiceRoll;
  /** The result printed for the roll, when a rule turned it into another (`convertedBy`). */
  readonly printed?: PanicResult;
  readonly convertedBy?: string;
  /** For the umpire: "Case 14.21 Fall Prone: he falls prone and takes no other action this Game-Turn". */
  readonly text: string;
}

export interface PanicCheckResult {
  readonly chance: Breakdown;
  /** The 1D100; absent for automatic panic (Case 38.61). */
  readonly roll?: DiceRoll;
  readonly panicked: boolean;
  /** Present when he panicked and the Results Table (or Case 14.29) applies. */
  readonly outcome?: PanicOutcome;
  /** One line per die and decision, each with its Case. */
  readonly log: readonly string[];
}

/**
 * A panic check (Section 14.0 procedure): roll 1D100; at or under the panic
 * percentage he panics, and rolls 1D10 on the Panic Results Table (Case 14.42).
 */
export function panicCheck(subject: PanicSubject, dice: DiceSource, options: PanicCheckOptions = {}, tables: PanicTables = DEFAULT_COMMANDO_TABLES): PanicCheckResult {
  const chance = panicChance(subject, tables);
  const caseRef = TRIGGER_CASE[options.trigger ?? 'first-task'];
  const log: string[] = [];
  let roll: DiceRoll | undefined;
  let panicked: boolean;
  if (options.automatic) {
    panicked = true;
    log.push('Case 38.61: he panics automatically (no dice-roll)');
  } else {
    roll = rollDice('1D100', dice, `${caseRef} panic check`);
    panicked = roll.total <= chance.final;
    log.push(`${caseRef} panic check: 1D100 = ${roll.total} against ${chance.final}% → ${panicked ? 'panics' : 'steady'}`);
  }
  if (!panicked || options.rollResult === false) return { chance, ...(roll ? { roll } : {}), panicked, log };
  const outcome = panicResult(dice, options, tables);
  log.push(outcome.text);
  return { chance, ...(roll ? { roll } : {}), panicked, outcome, log };
}

const RESULT_TEXT: Readonly<Record<PanicResult, string>> = {
  'fall-prone': 'Case 14.21 Fall Prone: he falls prone and may take no other action this Game-Turn',
  fire: 'Case 14.22 Fire: he fires his prepared weapon at the nearest observed Enemy man',
  move: 'Case 14.24 Move: he runs away from the nearest observed Enemy man, spending all his Task Points',
};

/** Case 14.2: 1D10 on the Panic Results Table (14.42), with the conversions of Cases 14.29, 14.34, 38.62. */
export function panicResult(dice: DiceSource, options: Omit<PanicCheckOptions, 'automatic' | 'rollResult'> = {}, tables: Pick<CommandoTables, 'panicResults'> = DEFAULT_COMMANDO_TABLES): PanicOutcome {
  if (options.inHandToHand) {
    return {
      result: 'hand-to-hand',
      text: 'Case 14.29: panicked in hand-to-hand combat, he strikes a blow with his prepared weapon and attempts to grapple every round (no Panic Results roll)',
    };
  }
  const roll = rollDice('1D10', dice, 'Case 14.42 Panic Results Table');
  const printedResult = panicResultFor(roll.total, tables.panicResults);
  if (!printedResult) throw new RangeError(`Panic Results Table (Case 14.42) has no result for ${roll.total}: check the campaign's overrides`);
  let result: PanicResult = printedResult;
  let convertedBy: string | undefined;
  let why = '';
  if (result === 'fire' && options.engagedInCombatTask) {
    result = 'fall-prone';
    convertedBy = 'Case 14.34';
    why = ' — he has already engaged in a combat task this Phase, so "fire" is treated as "fall prone" (Case 14.34)';
  } else if (result === 'move' && options.moveBecomesFallProne) {
    result = 'fall-prone';
    convertedBy = options.moveBecomesFallProne.caseRef;
    why = ` — "Move" is treated as "Fall Prone" (${convertedBy})`;
  }
  let text = `Case 14.42 Panic Results Table: 1D10 = ${roll.total} → ${RESULT_TEXT[printedResult].replace(/^Case [\d.]+ /, '')}${why}`;
  if (convertedBy) text = `Case 14.42 Panic Results Table: 1D10 = ${roll.total} → ${printedResult}${why}; ${RESULT_TEXT[result]}`;
  if (result === 'fall-prone' && options.alreadyProne) text += ' (already prone: he remains prone, Case 14.21)';
  return { result, roll, ...(convertedBy ? { printed: printedResult, convertedBy } : {}), text };
}
