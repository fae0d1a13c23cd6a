/**
 * Fire combat chances (Section 10.0): may this man fire at this target, from
 * which row of the Fire Combat Table (Cases 10.22, 10.81), with which Fire
 * Combat Modifications (10.82, 7.39), and what are his hit and kill chances
 * (10.83). Resolving the fire is fire-combat.ts; its Task Point cost
 * fire-task-cost.ts. Rulings: docs/rulings/fire-combat.md.
 */
import type { FieldTerrain, LineTerrain } from '../../../map/map-model';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import { fireRowKey, rangeBand, type RangeBandId } from '../tables/fire-combat-table';
import type { FireModifierId } from '../tables/fire-modifiers';
import { killRowFor } from '../tables/kill-percentage';
import type { FireRowKind, WeaponClassId } from '../tables/weapons';
import { checkLoaded } from './magazines';
import { applySeriousWoundHalving, woundCondition, type WoundState } from './wounds';

export type FireTables = Pick<
  CommandoTables,
  'weaponClasses' | 'fireCombat' | 'fireModifiers' | 'fireCombatLimits' | 'killPercentage' | 'fieldTerrain' | 'lineTerrain' | 'taskPointCosts' | 'taskPointAllotment'
>;

/** The firing man, as the fire needs him. */
export interface Firer {
  readonly weapon: WeaponClassId;
  readonly wounds: WoundState;
  /** Case 10.22(a): a prone firer's weapon is braced. */
  readonly prone: boolean;
  /** Case 10.22(b): a firer in a square adjacent to a wall is braced. */
  readonly adjacentToWall: boolean;
  /** A mounted gun is always braced (Case 23.37; the fixed WWI guns of Scenario 43). */
  readonly weaponMounted?: boolean;
  /** Case 29.33: fire from a jeep is never braced. */
  readonly inVehicle?: boolean;
  /** Case 23.37: a vehicle's machinegun never becomes unloaded (no magazine check). */
  readonly neverUnloads?: boolean;
  /** Case 10.82: fire from a moving vehicle or animal (Cases 19.36, 29.33). */
  readonly movingVehicleOrAnimal?: boolean;
  /** Case 19.71: fire from horseback is always hand-held (ruling HC4: for every rider). */
  readonly onHorseback?: boolean;
  /** Case 13.24: the weapon was taken from an Enemy man. */
  readonly usingEnemyWeapon?: boolean;
  /** Case 10.82: aiming, which expends all Task Points. */
  readonly aiming?: boolean;
  readonly inWater?: boolean;
  readonly taskPointsRemaining: number;
  /** Combat tasks already performed this Game-Turn (Cases 6.42, 10.11). */
  readonly combatTasksThisTurn: number;
  /** Case 10.63: an unloaded weapon may not fire. */
  readonly weaponLoaded: boolean;
  /** Case 17.36: a repaired flamethrower explodes on 91–00. */
  readonly flamethrowerRepaired?: boolean;
  /** Case 38.21 (recorded per Case 38.14): the side's fire combat bonus or debit in percent, from the scenario's force listing. */
  readonly combatBonus?: number;
}

/** One target man, as seen by this firer. */
export interface FireTarget {
  /** For roll purposes and the log: "man B3". */
  readonly label?: string;
  /** Case 8.11 range from the firer (range.ts); 0 in the same square. */
  readonly range: number;
  /** Case 10.14: the firer has observed him. */
  readonly observedByFirer: boolean;
  readonly prone: boolean;
  readonly terrain: FieldTerrain;
  /** Doors, windows, slits the fire passes through (LosResult.apertures; Cases 7.39, 10.32). */
  readonly apertures?: readonly LineTerrain[];
  /** Case 10.82 note *: in a square adjacent to a wall line, not moving. */
  readonly flushAgainstWall?: boolean;
  /**
   * Table 10.82 note * ("has not moved, and will not move"): he has already moved this Game-Turn, so the wall
   * gives him nothing. Absent: not known (the −10 goes on position alone). Ruling F-H5: one who has yet to act counts as not moving.
   */
  readonly movedThisTurn?: boolean;
  /** Campaign reading `wall-bonus-after-moving` (ruling F-H5's old reading): the wall counts though he moved earlier this Turn. */
  readonly wallAfterMoving?: boolean;
  /** Case 10.31: moving (opportunity fire only). */
  readonly moving?: boolean;
  readonly inWater?: boolean;
  /** Case 23.63: on a tank or in an APC. */
  readonly onTankOrInApc?: boolean;
  /** Men of the firer's side in the target's square, the firer not counted (Case 10.15). */
  readonly friendlyMenInSquare?: number;
  /** The target is entering the firer's square (Cases 10.16, 12.14, 12.16). */
  readonly enteringFirersSquare?: boolean;
  /** Scenario special-rule Fire Modifications for this target (Case 38.23; e.g. Case 39.43 fire at hostages, +25%). */
  readonly scenarioModifiers?: readonly { readonly label: string; readonly caseRef: string; readonly amount: number }[];
}

/** A target whose fate the fire decides: his wounds so far and, for Case 9.31, his Task Points left. */
export interface ResolvableTarget extends FireTarget {
  readonly wounds: WoundState;
  readonly taskPointsRemaining?: number;
}

export interface FireSituation<T extends FireTarget = FireTarget> {
  readonly firer: Firer;
  readonly target: T;
  /** Case 10.7: this is opportunity fire (a hit calls for a panic check, Case 10.74). */
  readonly opportunityFire?: boolean;
}

const nameOf = (t: FireTarget): string => t.label ?? 'the target';

/** Case 10.22: which Table 10.81 row the firer uses. */
export function firingRow(firer: Firer, tables: Pick<FireTables, 'weaponClasses'> = DEFAULT_COMMANDO_TABLES): { readonly mode: FireRowKind; readonly reason: string } | RuleError {
  const w = tables.weaponClasses[firer.weapon];
  if (w.rows.includes('any')) return { mode: 'any', reason: `${w.label}: one row (Case 10.81)` };
  let mode: FireRowKind;
  let reason: string;
  if (firer.weaponMounted) [mode, reason] = ['braced', 'mounted weapon: always braced (Case 23.37)'];
  else if (firer.inVehicle) [mode, reason] = ['hand-held', 'fire from a jeep is never braced (Case 29.33)'];
  else if (firer.onHorseback) [mode, reason] = ['hand-held', 'fire from horseback is always hand-held (Case 19.71)'];
  else if (firer.prone) [mode, reason] = ['braced', 'firer prone: braced (Case 10.22a)'];
  else if (firer.adjacentToWall) [mode, reason] = ['braced', 'firer adjacent to a wall: braced (Case 10.22b)'];
  else [mode, reason] = ['hand-held', 'firer neither prone nor adjacent to a wall: hand-held (Case 10.22)'];
  if (!w.rows.includes(mode)) {
    return firer.weapon === 'machinegun'
      ? ruleError('fire/machinegun-hand-held', 'Case 10.22', 'machineguns may only be fired braced: the firer must be prone or adjacent to a wall (Case 10.22)')
      : ruleError('fire/no-row', 'Case 10.22', `the ${w.label} has no ${mode} row on the Fire Combat Table (Case 10.22)`);
  }
  return { mode, reason };
}

/** Checks that concern the firer and the task, whoever the target (Cases 6.42, 9.22, 10.11, 10.54, 10.63). */
export function checkFirer(firer: Firer, tables: FireTables = DEFAULT_COMMANDO_TABLES): RuleError | undefined {
  const c = woundCondition(firer.wounds);
  if (c === 'dead') return ruleError('fire/firer-dead', 'Case 10.54', 'a dead man is removed from play and never fires (Case 10.54)');
  if (c === 'incapacitated') return ruleError('fire/firer-incapacitated', 'Case 9.22', 'an incapacitated man is unconscious and can perform no task (Case 9.22)');
  if (firer.combatTasksThisTurn > 0) {
    return ruleError('fire/second-combat-task', 'Case 6.42', 'a man may perform only one combat task per Game-Turn (Cases 6.42, 10.11)');
  }
  const row = firingRow(firer, tables);
  if ('code' in row) return row;
  return checkLoaded(firer.weapon, firer.weaponLoaded, tables);
}

/** The hit and kill chances against one target (Case 10.46: each target with its own modifiers). */
export interface TargetChance {
  readonly mode: FireRowKind;
  readonly band: RangeBandId;
  /** The chance to hit, 1–90. */
  readonly breakdown: Breakdown;
  /** The modified number before the 01 floor and 90% ceiling: it picks the Kill Percentage row (Case 10.83 note). */
  readonly modified: number;
  /** The kill chance, never above the hit chance; 0 when the modified number is 5% or less (Section 10.0). */
  readonly killBreakdown: Breakdown;
}

/** Case 10.82 rows that apply to this firer and target, in table order, with any Case note. */
function applicableModifiers(firer: Firer, target: FireTarget, tables: FireTables): { id: FireModifierId; why?: string }[] {
  const out: { id: FireModifierId; why?: string }[] = [];
  if (target.prone) out.push({ id: 'target-prone' });
  if (target.flushAgainstWall && !target.moving && (!target.movedThisTurn || target.wallAfterMoving)) out.push({ id: 'target-flush-against-wall' });
  if (firer.movingVehicleOrAnimal) out.push({ id: 'moving-vehicle-or-animal' });
  if (firer.usingEnemyWeapon && tables.weaponClasses[firer.weapon].enemyWeaponPenalty.value) out.push({ id: 'enemy-weapon' });
  if (Boolean(firer.inWater) !== Boolean(target.inWater)) out.push({ id: 'water-mismatch' });
  if (target.moving) out.push({ id: 'target-moving' });
  if (firer.aiming) out.push({ id: 'aiming' });
  if (target.onTankOrInApc) out.push({ id: 'target-on-tank-or-in-apc' });
  return out;
}

/** Why the wall's −10 is or is not given (Case 10.31; Table 10.82 note *; ruling F-H5). */
function wallNote(b: BreakdownBuilder, target: FireTarget): void {
  if (!target.flushAgainstWall) return;
  if (target.moving) b.note('A moving man has no benefit from a wall', 'Case 10.31');
  else if (target.movedThisTurn && target.wallAfterMoving) b.note('He moved earlier this Game-Turn, but the wall counts under the campaign reading wall-bonus-after-moving (ruling F-H5)', 'Table 10.82 note *');
  else if (target.movedThisTurn) b.note('No benefit from the wall: he has moved this Game-Turn ("has not moved, and will not move")', 'Table 10.82 note *');
  else if (target.movedThisTurn === false) b.note('Flush against the wall: he has not moved this Game-Turn (one yet to act counts as not moving, ruling F-H5)', 'Table 10.82 note *');
}

/** Per-target legality and chance (Cases 10.14–10.15, 10.23–10.24, 10.3, 10.82, 10.83, 9.33, 17.13). */
export function targetChance(firer: Firer, target: FireTarget, tables: FireTables = DEFAULT_COMMANDO_TABLES): TargetChance | RuleError {
  const who = nameOf(target);
  if (!target.observedByFirer) return ruleError('fire/not-observed', 'Case 10.14', `a man may only fire at a target he has observed; ${who} is not observed by him (Case 10.14)`);
  if ((target.friendlyMenInSquare ?? 0) > 0 && !target.enteringFirersSquare) {
    return ruleError('fire/friendly-in-square', 'Case 10.15', `${who} shares a square with a Friendly man: no fire into it (Case 10.15; Case 12.16 excepts only an Enemy entering the firer's square)`);
  }
  const weapon = tables.weaponClasses[firer.weapon];
  if (weapon.pattern && (target.range === 0 || target.enteringFirersSquare)) {
    return ruleError('fire/flamethrower-own-square', 'Case 17.13', 'a flamethrower may not fire at a man in, or entering, its own square (Case 17.13)');
  }
  const row = firingRow(firer, tables);
  if ('code' in row) return row;
  const band = rangeBand(target.range);
  const key = fireRowKey(firer.weapon, row.mode);
  const cell = tables.fireCombat[key]?.[band.id];
  if (!cell) throw new RangeError(`Fire Combat Table has no row "${key}"`);
  if (cell.value === 'P') {
    return ruleError('fire/prohibited-range', 'Case 10.23', `the ${weapon.label} may not fire at range ${target.range} (column ${band.id} reads "P", Case 10.23)`);
  }
  const b = new BreakdownBuilder('Chance to hit', {
    label: `Fire Combat Table: ${tables.fireCombat[key]!.label}, range ${target.range} (column ${band.id}) — ${row.reason}`,
    caseRef: 'Case 10.81',
    value: cell.value,
    provenance: cell.provenance,
  });
  const terrain = tables.fieldTerrain[target.terrain].fireModifier;
  if (terrain.value !== 0) b.add(`Target in ${target.terrain} (Terrain Effects Chart)`, 'Case 10.32; Case 7.39', terrain.value, terrain.provenance);
  for (const a of target.apertures ?? []) {
    const m = tables.lineTerrain[a].fireModifier;
    if (m.value !== 0) b.add(`Fire through a ${a} (Terrain Effects Chart)`, 'Case 10.32; Case 7.39', m.value, m.provenance);
  }
  for (const { id } of applicableModifiers(firer, target, tables)) {
    const m = tables.fireModifiers[id];
    b.add(m.label, m.caseRef, m.modifier.value, m.modifier.provenance);
  }
  if (firer.combatBonus) b.add(`Scenario fire combat ${firer.combatBonus > 0 ? 'bonus' : 'debit'} (force listing)`, 'Case 38.21', firer.combatBonus);
  for (const m of target.scenarioModifiers ?? []) if (m.amount !== 0) b.add(m.label, m.caseRef, m.amount);
  wallNote(b, target);
  if (firer.usingEnemyWeapon && !weapon.enemyWeaponPenalty.value) b.note(`No penalty for a captured ${weapon.label}`, 'Case 13.24');
  applySeriousWoundHalving(b, firer.wounds, tables.fireCombatLimits.seriouslyWoundedFactor.value);
  const modified = b.value;
  if (cell.value <= 0 && modified <= 0) {
    return ruleError('fire/no-chance', 'Case 10.24', `the table reads ${cell.value} and the modifiers leave ${modified}: a zero or negative number not modified to a positive one prohibits fire (Case 10.24)`);
  }
  if (modified <= 0) b.clamp('Modified to zero or below: treated as 01', 'Case 10.24', tables.fireCombatLimits.minimumHit.value, Number.POSITIVE_INFINITY);
  b.clamp('Hit Percentage may never exceed 90%', 'Case 10.83', Number.NEGATIVE_INFINITY, tables.fireCombatLimits.maximumHit.value);
  const breakdown = b.build();
  return { mode: row.mode, band: band.id, breakdown, modified, killBreakdown: killChance(modified, breakdown.final, tables) };
}

function killChance(modified: number, hit: number, tables: Pick<FireTables, 'killPercentage'>): Breakdown {
  const { key, row, beyondTable } = killRowFor(modified, tables.killPercentage);
  const label = `Kill Percentage Table, modified hit ${Math.max(1, modified)} (row ${row.parenthesised ? `(${key})` : key})`;
  if (modified <= 5 || row.kill.value === 'none') {
    return new BreakdownBuilder('Chance to kill', { label: `${label}: none — no kill check at 5% or less`, caseRef: 'Case 10.83', value: 0, provenance: row.kill.provenance }).build();
  }
  const b = new BreakdownBuilder('Chance to kill', { label, caseRef: 'Case 10.83', value: row.kill.value, provenance: row.kill.provenance });
  if (row.parenthesised) b.note('Parenthesised row: Hit Percentage may never exceed 90%, but Kill Percentage may exceed 14%', 'Case 10.83');
  if (beyondTable) b.note('Above the last row: its value is used', 'Case 10.83');
  b.clamp('A kill is also a hit: never above the chance to hit', 'Section 10.0', 0, hit);
  return b.build();
}
