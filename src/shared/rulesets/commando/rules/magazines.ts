/**
 * Magazine checks and reloading (Section 10.6).
 *
 * Case 10.62: "Roll a die; if the number rolled is less than or equal to the
 * number listed in the 'magazine check' column, the weapon has become
 * unloaded." We roll 1D10 (a 0 counts 10, Case 4.0): the column reads as a
 * chance in tenths (docs/rulings/fire-combat.md F-M1). "No" never unloads
 * (Case 10.61), nor does a flamethrower (Case 17.15).
 *
 * Case 10.64: a multi-fire weapon checks once, after all its fires — we make
 * one check per fire task for every weapon, since a man fires once a Turn
 * (Case 10.11). An unloaded weapon may not fire until reloaded (Case 10.63);
 * reloading is a task at the Task Point Cost Chart's 'reload' cost.
 */
import { rollDice, type DiceRoll } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import type { WeaponClassId } from '../tables/weapons';
import { canAct, woundedTaskCost, type WoundState } from './wounds';

export type MagazineTables = Pick<CommandoTables, 'weaponClasses' | 'taskPointCosts' | 'taskPointAllotment'>;

/** The weapon's magazine check number, or undefined when it never unloads (Cases 10.61, 17.15). */
export function magazineCheckNumber(weapon: WeaponClassId, tables: MagazineTables = DEFAULT_COMMANDO_TABLES): number | undefined {
  const v = tables.weaponClasses[weapon].magazineCheck.value;
  return v === 'no' || v <= 0 ? undefined : v;
}

export interface MagazineCheck {
  readonly weapon: WeaponClassId;
  /** Unloaded on 1D10 ≤ this. */
  readonly checkNumber: number;
  readonly roll: DiceRoll;
  readonly unloaded: boolean;
  /** "Case 10.62 magazine check: 1D10 = 3 (unloaded on 2 or less): still loaded". */
  readonly text: string;
}

export const MAGAZINE_CHECK_PURPOSE = 'Case 10.62 magazine check';

/**
 * Case 10.62: roll the magazine check after the weapon's fires (Case 10.64).
 * Returns undefined, rolling nothing, for a weapon that never unloads.
 */
export function rollMagazineCheck(weapon: WeaponClassId, dice: DiceSource, tables: MagazineTables = DEFAULT_COMMANDO_TABLES): MagazineCheck | undefined {
  const checkNumber = magazineCheckNumber(weapon, tables);
  if (checkNumber === undefined) return undefined;
  const roll = rollDice('1D10', dice, MAGAZINE_CHECK_PURPOSE);
  const unloaded = roll.total <= checkNumber;
  return {
    weapon,
    checkNumber,
    roll,
    unloaded,
    text: `${MAGAZINE_CHECK_PURPOSE}: 1D10 = ${roll.total} (unloaded on ${checkNumber} or less): ${unloaded ? 'unloaded (Case 10.63: reload before firing again)' : 'still loaded'}`,
  };
}

/** Case 10.63: an unloaded weapon may not be fired. */
export function checkLoaded(weapon: WeaponClassId, loaded: boolean, tables: MagazineTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  if (loaded) return undefined;
  return ruleError('fire/out-of-ammunition', 'Case 10.63', `the ${tables.weaponClasses[weapon].label} is unloaded: it may not fire until reloaded (Case 10.63)`);
}

export interface Reload {
  readonly cost: Breakdown;
  readonly taskPointsRemaining: number;
}

/**
 * Case 10.63: reloading is a task at the Task Point Cost Chart's 'reload'
 * cost (doubled for a seriously wounded man, Case 9.21). A loaded weapon, a
 * weapon that never unloads, a man who cannot act, or too few Task Points
 * (Case 6.44) is a RuleError.
 */
export function reload(
  weapon: WeaponClassId,
  loaded: boolean,
  man: WoundState & { readonly taskPointsRemaining: number },
  tables: MagazineTables = DEFAULT_COMMANDO_TABLES,
): Reload | RuleError {
  if (!canAct(man)) return ruleError('reload/cannot-act', 'Case 9.22', 'an incapacitated or dead man performs no task (Case 9.22)');
  if (loaded) return ruleError('reload/already-loaded', 'Case 10.63', `the ${tables.weaponClasses[weapon].label} is loaded: there is nothing to reload (Case 10.63)`);
  const row = tables.taskPointCosts.reload;
  const cost = woundedTaskCost({ value: row.cost.value, provenance: row.cost.provenance, label: row.label, caseRef: 'Case 10.63; Case 5.22' }, man, man.taskPointsRemaining, tables);
  if (cost.final > man.taskPointsRemaining) {
    return ruleError('reload/insufficient-task-points', 'Case 6.44', `reloading costs ${cost.final} Task Points; the man has ${man.taskPointsRemaining} left (Case 6.44)`);
  }
  return { cost, taskPointsRemaining: man.taskPointsRemaining - cost.final };
}
