/**
 * Fire combat (Section 10.0): may this man fire, what is his chance, and what
 * happens when he does.
 *
 * Procedure (Section 10.0): find the weapon's row, braced or hand-held (Case
 * 10.22), and the range column (Case 8.11) of the Fire Combat Table (10.81);
 * apply every Fire Combat Modification (10.82) and the terrain's (7.39);
 * roll 1D100 — at or under the number hits. If the modified number was above
 * 5%, the same roll at or under the Kill Percentage (10.83) kills outright;
 * "before rolling for damage, determine whether the target has been killed".
 * Otherwise roll the weapon's damage dice, at least one Wound Point (Cases
 * 10.51, 10.53). After all fires, the magazine check (Cases 10.62, 10.64).
 *
 * The numbers are table data (tables/fire-combat-table.ts, fire-modifiers.ts,
 * kill-percentage.ts, weapons.ts, terrain-effects.ts); the rulings are in
 * docs/rulings/fire-combat.md.
 */
import type { FieldTerrain, LineTerrain } from '../../map/map-model';
import { rollDice, parseDiceCode, type DiceRoll } from '../../dice/dice-codes';
import type { DiceSource } from '../../dice/dice-source';
import { BreakdownBuilder, type Breakdown } from '../breakdown';
import { ruleError, type RuleError } from '../rule-error';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from './tables';
import { fireRowKey, rangeBand, type RangeBandId } from './tables/fire-combat-table';
import type { FireModifierId } from './tables/fire-modifiers';
import { killRowFor } from './tables/kill-percentage';
import type { FireRowKind, WeaponClassId } from './tables/weapons';
import { checkLoaded, rollMagazineCheck, type MagazineCheck } from './magazines';
import { applySeriousWoundHalving, applyWoundPoints, isSeriouslyWounded, taskPointLossFromWound, woundCondition, type TaskPointLoss, type WoundCondition, type WoundState } from './wounds';

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
  /** Case 10.82: fire from a moving vehicle or animal (Cases 19.36, 29.33). */
  readonly movingVehicleOrAnimal?: boolean;
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
  if (target.flushAgainstWall && !target.moving) out.push({ id: 'target-flush-against-wall' });
  if (firer.movingVehicleOrAnimal) out.push({ id: 'moving-vehicle-or-animal' });
  if (firer.usingEnemyWeapon && tables.weaponClasses[firer.weapon].enemyWeaponPenalty.value) out.push({ id: 'enemy-weapon' });
  if (Boolean(firer.inWater) !== Boolean(target.inWater)) out.push({ id: 'water-mismatch' });
  if (target.moving) out.push({ id: 'target-moving' });
  if (firer.aiming) out.push({ id: 'aiming' });
  if (target.onTankOrInApc) out.push({ id: 'target-on-tank-or-in-apc' });
  return out;
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
  if (target.flushAgainstWall && target.moving) b.note('A moving man has no benefit from a wall', 'Case 10.31');
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

/**
 * The Task Point cost of the fire task (Cases 5.22, 10.16, 10.43, 9.21/9.32,
 * and aiming, which spends all that is left). Too few Task Points is a
 * RuleError (Case 6.44).
 */
export function fireTaskCost(
  firer: Firer,
  options: { readonly enteringFirersSquare?: boolean; readonly spray?: boolean } = {},
  tables: FireTables = DEFAULT_COMMANDO_TABLES,
): Breakdown | RuleError {
  const weapon = tables.weaponClasses[firer.weapon];
  const chartRow = tables.taskPointCosts[weapon.taskPointCost];
  const remaining = Math.max(0, firer.taskPointsRemaining);
  const chartCost = chartRow.cost.value === 'all-remaining' ? remaining : chartRow.cost.value;
  const b = new BreakdownBuilder('Task Point cost', { label: chartRow.label, caseRef: 'Case 5.22', value: chartCost, provenance: chartRow.cost.provenance });
  if (options.enteringFirersSquare) b.multiply('Firing at an Enemy man entering his square: double', 'Case 10.16', 2);
  if (options.spray) {
    const spray = tables.taskPointCosts['spray-fire'].cost;
    b.add('Spray fire', 'Case 10.43', spray.value === 'all-remaining' ? remaining : spray.value, spray.provenance);
  }
  if (isSeriouslyWounded(firer.wounds)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', tables.taskPointAllotment.seriouslyWoundedCostMultiple.value);
  if (b.value > remaining) {
    return ruleError('fire/insufficient-task-points', 'Case 6.44', `firing costs ${b.value} Task Points; the man has ${remaining} left (Case 6.44)`);
  }
  if (firer.aiming && b.value < remaining) b.add('Aiming expends all remaining Task Points', 'Case 10.82', remaining - b.value);
  return b.build();
}

export interface FireChance {
  readonly weapon: WeaponClassId;
  readonly fires: number;
  readonly chance: TargetChance;
  readonly taskPointCost: Breakdown;
}

/** The UI preview: may he fire at this man, and at what chance and cost — no dice. */
export function fireChance(situation: FireSituation, tables: FireTables = DEFAULT_COMMANDO_TABLES): FireChance | RuleError {
  const { firer, target } = situation;
  const bad = checkFirer(firer, tables);
  if (bad) return bad;
  const chance = targetChance(firer, target, tables);
  if ('code' in chance) return chance;
  const cost = fireTaskCost(firer, { enteringFirersSquare: target.enteringFirersSquare ?? false }, tables);
  if ('code' in cost) return cost;
  return { weapon: firer.weapon, fires: tables.weaponClasses[firer.weapon].fires.value, chance, taskPointCost: cost };
}

/** A die roll as the event records it: "Case 10.62 magazine check: 1D10 = 3". */
export interface FireRoll extends DiceRoll {
  readonly text: string;
}

export const recordRoll = (r: DiceRoll): FireRoll => ({ ...r, text: `${r.purpose}: ${r.code} = ${r.total}` });

export interface FireOutcome {
  /** 1-based, counting every fire of the task. */
  readonly fireNumber: number;
  readonly target: string;
  readonly hitRoll: FireRoll;
  readonly hit: boolean;
  /** Killed outright on the kill percentage (Case 10.54(1)). */
  readonly killed: boolean;
  readonly damageRoll?: FireRoll;
  readonly woundPoints: number;
  readonly targetAfter: WoundState;
  readonly targetCondition: WoundCondition;
  /** Flamethrower: the fire roll fell in its explosion range (Cases 17.31, 17.36); resolved after all fires. */
  readonly flamethrowerExploded: boolean;
  readonly text: string;
}

/**
 * Rolls `count` fires at one target in turn (Case 10.42), applying each hit's
 * Wound Points at once (Case 10.51). Fires left when the target is dead are
 * not rolled: he is removed from play (Case 10.54).
 */
export function rollFiresAt(
  firer: Firer,
  target: ResolvableTarget,
  chance: TargetChance,
  count: number,
  dice: DiceSource,
  firstFire: number,
  totalFires: number,
  tables: FireTables = DEFAULT_COMMANDO_TABLES,
): FireOutcome[] {
  const weapon = tables.weaponClasses[firer.weapon];
  const damage = { ...parseDiceCode(weapon.damage.value), atLeastOne: true };
  const explodeAt = (firer.flamethrowerRepaired ? weapon.explodesFromRepaired : weapon.explodesFrom)?.value;
  const hitChance = chance.breakdown.final;
  const killAt = chance.killBreakdown.final;
  const who = nameOf(target);
  const out: FireOutcome[] = [];
  let state = target.wounds;
  for (let i = 0; i < count; i++) {
    if (woundCondition(state) === 'dead') break;
    const n = firstFire + i;
    const hitRoll = recordRoll(rollDice('1D100', dice, `Case 10.0 hit roll, fire ${n} of ${totalFires} at ${who} (hits on ${hitChance} or less)`));
    const hit = hitRoll.total <= hitChance;
    const killed = hit && hitRoll.total <= killAt;
    const exploded = explodeAt !== undefined && hitRoll.total >= explodeAt;
    let damageRoll: FireRoll | undefined;
    let woundPoints = 0;
    if (hit && !killed) {
      damageRoll = recordRoll(rollDice(damage, dice, `Case 10.51 wound points for ${who} (Case 10.53: at least 1)`));
      woundPoints = damageRoll.total;
    }
    state = killed ? { ...state, killed: true } : applyWoundPoints(state, woundPoints).state;
    const condition = woundCondition(state);
    const what = !hit ? 'miss' : killed ? `killed outright (kill on ${killAt} or less, Case 10.54)` : `hit: ${woundPoints} Wound Point${woundPoints === 1 ? '' : 's'}, now ${condition}`;
    out.push({
      fireNumber: n,
      target: who,
      hitRoll,
      hit,
      killed,
      ...(damageRoll ? { damageRoll } : {}),
      woundPoints,
      targetAfter: state,
      targetCondition: condition,
      flamethrowerExploded: exploded,
      text: `Fire ${n} of ${totalFires} at ${who}: 1D100 = ${hitRoll.total} against ${hitChance} — ${what}${exploded ? '; the flamethrower explodes (Case 17.31)' : ''}`,
    });
  }
  return out;
}

export interface FireResult {
  readonly weapon: WeaponClassId;
  readonly mode: FireRowKind;
  readonly band: RangeBandId;
  readonly breakdown: Breakdown;
  readonly killBreakdown: Breakdown;
  readonly taskPointCost: Breakdown;
  readonly fires: readonly FireOutcome[];
  /** Every die rolled, in order, with its purpose. */
  readonly rolls: readonly FireRoll[];
  readonly hit: boolean;
  readonly killed: boolean;
  /** Wound Points charged by this task (kills outright charge none). */
  readonly woundPoints: number;
  readonly targetAfter: WoundState;
  readonly targetCondition: WoundCondition;
  /** Case 9.31, when the target's Task Points were given and he was hit. */
  readonly targetTaskPointLoss?: TaskPointLoss;
  /** Case 10.74 (hit by opportunity fire) or Case 17.21 (damaged by a flamethrower). */
  readonly panicCheck: boolean;
  readonly magazine?: MagazineCheck;
  readonly flamethrowerExploded: boolean;
  readonly firerTaskPointsRemaining: number;
  /** Lines for the event log. */
  readonly summary: readonly string[];
}

/** Case 9.31 / 10.74 / 17.21 effects on one target after his fires. */
export function afterFires(target: ResolvableTarget, outcomes: readonly FireOutcome[], opportunityFire: boolean, weaponBurns: boolean) {
  const hit = outcomes.some((o) => o.hit);
  const killed = outcomes.some((o) => o.killed);
  const woundPoints = outcomes.reduce((s, o) => s + o.woundPoints, 0);
  const targetAfter = outcomes.at(-1)?.targetAfter ?? target.wounds;
  const targetCondition = woundCondition(targetAfter);
  const dead = targetCondition === 'dead';
  const loss = hit && target.taskPointsRemaining !== undefined ? taskPointLossFromWound(woundPoints, target.taskPointsRemaining, dead) : undefined;
  const panicCheck = hit && !dead && (opportunityFire || (weaponBurns && woundPoints > 0));
  return { hit, killed, woundPoints, targetAfter, targetCondition, ...(loss ? { targetTaskPointLoss: loss } : {}), panicCheck };
}

/**
 * Resolves one fire task at one target: all the weapon's fires (Case 10.42),
 * then the magazine check (Case 10.64). Dice order: for each fire the 1D100
 * hit roll (green tens, yellow units), then — on a hit that is not a kill —
 * the damage dice; finally 1D10 for the magazine.
 */
export function resolveFire(situation: FireSituation<ResolvableTarget>, dice: DiceSource, tables: FireTables = DEFAULT_COMMANDO_TABLES): FireResult | RuleError {
  const { firer, target } = situation;
  const bad = checkFirer(firer, tables);
  if (bad) return bad;
  if (woundCondition(target.wounds) === 'dead') return ruleError('fire/target-dead', 'Case 10.54', `${nameOf(target)} is dead and removed from play (Case 10.54)`);
  const preview = fireChance(situation, tables);
  if ('code' in preview) return preview;
  const weapon = tables.weaponClasses[firer.weapon];
  const fires = rollFiresAt(firer, target, preview.chance, preview.fires, dice, 1, preview.fires, tables);
  const magazine = rollMagazineCheck(firer.weapon, dice, tables);
  const rolls = [...fires.flatMap((f) => (f.damageRoll ? [f.hitRoll, f.damageRoll] : [f.hitRoll])), ...(magazine ? [recordRoll(magazine.roll)] : [])];
  const effects = afterFires(target, fires, situation.opportunityFire ?? false, weapon.burns ?? false);
  const flamethrowerExploded = fires.some((f) => f.flamethrowerExploded);
  const remaining = Math.max(0, firer.taskPointsRemaining - preview.taskPointCost.final);
  return {
    weapon: firer.weapon,
    mode: preview.chance.mode,
    band: preview.chance.band,
    breakdown: preview.chance.breakdown,
    killBreakdown: preview.chance.killBreakdown,
    taskPointCost: preview.taskPointCost,
    fires,
    rolls,
    ...effects,
    ...(magazine ? { magazine } : {}),
    flamethrowerExploded,
    firerTaskPointsRemaining: remaining,
    summary: [
      `${weapon.label} at ${nameOf(target)}, range ${target.range}: hit ${preview.chance.breakdown.final}%, kill ${preview.chance.killBreakdown.final}% (Cases 10.81–10.83)`,
      ...fires.map((f) => f.text),
      ...(magazine ? [magazine.text] : []),
      ...(effects.targetTaskPointLoss ? [`Case 9.31: ${nameOf(target)} loses ${effects.targetTaskPointLoss.loss} Task Points (${effects.targetTaskPointLoss.remaining} left)`] : []),
      ...(effects.panicCheck ? [`${nameOf(target)} must check panic at once (${situation.opportunityFire ? 'Case 10.74' : 'Case 17.21'})`] : []),
    ],
  };
}
