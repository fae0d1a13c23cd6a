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
 * This file previews and resolves the fire task; the row, modifiers and
 * chances are fire-chance.ts, the task's Task Points fire-task-cost.ts. The
 * numbers are table data (tables/fire-combat-table.ts, fire-modifiers.ts,
 * kill-percentage.ts, weapons.ts, terrain-effects.ts); the rulings are in
 * docs/rulings/fire-combat.md.
 */
import { rollDice, parseDiceCode, type DiceRoll } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { RangeBandId } from '../tables/fire-combat-table';
import type { FireRowKind, WeaponClassId } from '../tables/weapons';
import { checkFirer, targetChance, type FireSituation, type FireTables, type FireTarget, type Firer, type ResolvableTarget, type TargetChance } from './fire-chance';
import { fireTaskCost } from './fire-task-cost';
import { rollMagazineCheck, type MagazineCheck } from './magazines';
import { applyWoundPoints, taskPointLossFromWound, woundCondition, type TaskPointLoss, type WoundCondition, type WoundState } from './wounds';

const nameOf = (t: FireTarget): string => t.label ?? 'the target';

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
