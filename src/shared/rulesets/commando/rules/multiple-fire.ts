/**
 * Multiple fires and spray fire (Section 10.4), and the flamethrower's
 * pattern fire (Section 17.0).
 *
 * - A weapon with more than one fire rolls that many times each time its man
 *   pays to fire it (Case 10.42); he pays once.
 * - Fires are allocated before any is resolved (Case 10.44): among men in one
 *   square, or split among observed men within two squares of each other —
 *   each shift of target goes to a man within two squares (Case 8.11 range)
 *   of the man fired at before (Case 10.45). The chance may differ per target
 *   (Case 10.46). A single-fire weapon fires at one man only (Case 10.44 note).
 * - Fire at more than one man is spray fire and costs the chart's spray fire
 *   add-on (Case 10.43; Chart 5.22).
 * - A flamethrower rolls once at every man in its 45° pattern (Section 17.0
 *   procedure); that is not spray fire (Case 17.14) and costs no extra.
 * - One magazine check, after all fires (Case 10.64).
 * Rulings: docs/rulings/fire-combat.md F-S1 … F-S3.
 */
import type { Square } from '../../../map/map-model';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { range } from './range';
import { afterFires, recordRoll, rollFiresAt, type FireOutcome, type FireRoll } from './fire-combat';
import { checkFirer, targetChance, type FireTables, type Firer, type ResolvableTarget, type TargetChance } from './fire-chance';
import { fireTaskCost } from './fire-task-cost';
import { rollMagazineCheck, type MagazineCheck } from './magazines';
import { woundCondition, type TaskPointLoss, type WoundCondition, type WoundState } from './wounds';

export interface FireAllocation {
  /** A stable id for the target man (two allocations may not name the same man). */
  readonly targetId: string;
  readonly target: ResolvableTarget;
  /** The target's square, for Case 10.45's two-square rule. */
  readonly square: Square;
  /** How many of the weapon's fires go at this man (Case 10.44). */
  readonly fires: number;
}

export interface MultipleFireSituation {
  readonly firer: Firer;
  /** In the order the fires are resolved (Case 10.45: "resolve each fire against one man, in turn"). */
  readonly allocations: readonly FireAllocation[];
  readonly opportunityFire?: boolean;
}

export interface PlannedTarget {
  readonly targetId: string;
  readonly fires: number;
  readonly chance: TargetChance;
}

export interface MultipleFirePlan {
  readonly spray: boolean;
  readonly pattern: boolean;
  readonly targets: readonly PlannedTarget[];
  /** Fires the weapon has but the Player did not allocate (Case 10.45: he may cease firing). */
  readonly firesUnused: number;
  readonly taskPointCost: Breakdown;
}

/** Checks an allocation and prices it, rolling nothing: the UI preview of a multiple or spray fire. */
export function planMultipleFire(situation: MultipleFireSituation, tables: FireTables = DEFAULT_COMMANDO_TABLES): MultipleFirePlan | RuleError {
  const { firer, allocations } = situation;
  const bad = checkFirer(firer, tables);
  if (bad) return bad;
  const weapon = tables.weaponClasses[firer.weapon];
  const pattern = weapon.pattern ?? false;
  if (allocations.length === 0) return ruleError('fire/no-target', 'Case 10.13', 'a fire task needs a target man (Case 10.13)');
  const ids = new Set<string>();
  for (const a of allocations) {
    if (ids.has(a.targetId)) return ruleError('fire/duplicate-target', 'Case 10.44', `man ${a.targetId} appears twice: give him all his fires in one allocation (Case 10.44)`);
    ids.add(a.targetId);
    if (!Number.isInteger(a.fires) || a.fires < 1) return ruleError('fire/bad-allocation', 'Case 10.44', `each allocated man takes at least one fire, not ${a.fires} (Case 10.44)`);
    if (pattern && a.fires !== 1) return ruleError('fire/bad-allocation', 'Section 17.0', 'a flamethrower rolls once for each man in its pattern (Section 17.0)');
  }
  const total = allocations.reduce((s, a) => s + a.fires, 0);
  const available = weapon.fires.value;
  if (!pattern) {
    if (available === 1 && allocations.length > 1) {
      return ruleError('fire/single-fire-one-target', 'Case 10.44', `a single-fire weapon fires at only one man (Case 10.44 note)`);
    }
    if (total > available) return ruleError('fire/too-many-fires', 'Case 10.42', `the ${weapon.label} has ${available} fire${available === 1 ? '' : 's'}; ${total} were allocated (Case 10.42)`);
    for (let i = 1; i < allocations.length; i++) {
      const from = allocations[i - 1]!;
      const to = allocations[i]!;
      const d = range(from.square, to.square);
      if (d > 2) {
        return ruleError('fire/spray-too-far', 'Case 10.45', `man ${to.targetId} is ${d} squares from man ${from.targetId}: fire may shift only to a man within two squares (Case 10.45)`);
      }
    }
  }
  const targets: PlannedTarget[] = [];
  for (const a of allocations) {
    const chance = targetChance(firer, { ...a.target, label: a.target.label ?? `man ${a.targetId}` }, tables);
    if ('code' in chance) return chance;
    targets.push({ targetId: a.targetId, fires: a.fires, chance });
  }
  const spray = !pattern && allocations.length > 1;
  const entering = allocations.some((a) => a.target.enteringFirersSquare);
  const cost = fireTaskCost(firer, { enteringFirersSquare: entering, spray }, tables);
  if ('code' in cost) return cost;
  return { spray, pattern, targets, firesUnused: pattern ? 0 : available - total, taskPointCost: cost };
}

export interface TargetResult {
  readonly targetId: string;
  readonly chance: TargetChance;
  readonly fires: readonly FireOutcome[];
  readonly hit: boolean;
  readonly killed: boolean;
  readonly woundPoints: number;
  readonly targetAfter: WoundState;
  readonly targetCondition: WoundCondition;
  readonly targetTaskPointLoss?: TaskPointLoss;
  readonly panicCheck: boolean;
}

export interface MultipleFireResult {
  readonly plan: MultipleFirePlan;
  readonly targets: readonly TargetResult[];
  /** Every die rolled, in order, with its purpose. */
  readonly rolls: readonly FireRoll[];
  readonly magazine?: MagazineCheck;
  readonly flamethrowerExploded: boolean;
  readonly firerTaskPointsRemaining: number;
  readonly summary: readonly string[];
}

/**
 * Resolves a multiple or spray fire (or a flamethrower's pattern) in the
 * allocated order, then the one magazine check (Case 10.64). Fires allocated
 * to a man who dies first are not rolled (Case 10.54: he is removed).
 */
export function resolveMultipleFire(situation: MultipleFireSituation, dice: DiceSource, tables: FireTables = DEFAULT_COMMANDO_TABLES): MultipleFireResult | RuleError {
  const bad = checkFirer(situation.firer, tables);
  if (bad) return bad;
  for (const a of situation.allocations) {
    if (woundCondition(a.target.wounds) === 'dead') {
      return ruleError('fire/target-dead', 'Case 10.54', `man ${a.targetId} is dead and removed from play (Case 10.54)`);
    }
  }
  const plan = planMultipleFire(situation, tables);
  if ('code' in plan) return plan;
  const { firer } = situation;
  const weapon = tables.weaponClasses[firer.weapon];
  const totalFires = plan.targets.reduce((s, t) => s + t.fires, 0);
  const results: TargetResult[] = [];
  let next = 1;
  situation.allocations.forEach((a, i) => {
    const planned = plan.targets[i]!;
    const target = { ...a.target, label: a.target.label ?? `man ${a.targetId}` };
    const fires = rollFiresAt(firer, target, planned.chance, planned.fires, dice, next, totalFires, tables);
    next += planned.fires;
    results.push({ targetId: a.targetId, chance: planned.chance, fires, ...afterFires(target, fires, situation.opportunityFire ?? false, weapon.burns ?? false) });
  });
  // Case 23.37: a vehicle's machinegun never becomes unloaded.
  const magazine = firer.neverUnloads ? undefined : rollMagazineCheck(firer.weapon, dice, tables);
  const allFires = results.flatMap((r) => r.fires);
  const rolls = [...allFires.flatMap((f) => (f.damageRoll ? [f.hitRoll, f.damageRoll] : [f.hitRoll])), ...(magazine ? [recordRoll(magazine.roll)] : [])];
  return {
    plan,
    targets: results,
    rolls,
    ...(magazine ? { magazine } : {}),
    flamethrowerExploded: allFires.some((f) => f.flamethrowerExploded),
    firerTaskPointsRemaining: Math.max(0, firer.taskPointsRemaining - plan.taskPointCost.final),
    summary: [
      `${weapon.label}: ${plan.pattern ? 'pattern fire (Section 17.0)' : plan.spray ? 'spray fire (Case 10.43)' : 'multiple fire (Case 10.42)'} — ${totalFires} fire${totalFires === 1 ? '' : 's'} at ${results.length} m${results.length === 1 ? 'an' : 'en'}`,
      ...results.map((r) => `man ${r.targetId}: hit ${r.chance.breakdown.final}%, kill ${r.chance.killBreakdown.final}% (Case 10.46)`),
      ...allFires.map((f) => f.text),
      ...(magazine ? [magazine.text] : []),
    ],
  };
}
