/**
 * Section 17.0 Flamethrowers as commands (decide-optional.ts) and the
 * Bookkeeping Phase's burning (triggers.ts):
 * - task/fire-flamethrower: the acting man fires in one of the twelve 45°
 *   patterns of Diagram 5 (fire-command.ts resolves it, flamethrower-fire.ts
 *   finds the men);
 * - task/smother-flames: a burning man, prone, spends Task Points rolling on
 *   the ground; at 25 (50 seriously wounded) he ceases burning (Case 17.42);
 * - task/repair-flamethrower: 135 Task Points, over as many Game-Turns as it
 *   takes, repair an exploded flamethrower (Case 17.36; ruling FL9);
 * - in the Bookkeeping Phase each burning man takes 1D6 Wound Points, from the
 *   Game-Turn after he caught fire (Cases 17.41, 17.43; ruling FL8).
 * Rulings: docs/rulings/flamethrowers.md.
 */
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { canAct, conditionOf, manTurnOf, sequenceOf } from '../model/state';
import { BOOKKEEPING_PHASE } from '../rules/observation-limits';
import { rollDice } from '../rules/dice-codes';
import { FLAME_PATTERNS } from '../rules/flame-pattern';
import { tablesOf } from './game-tables';
import { woundCondition } from '../rules/wounds';
import { armamentOf } from './carried-weapons';
import { resolveFireOrder } from './fire-command';
import { flameTargets } from './flamethrower-fire';
import type { Fold } from './opportunity-command';
import { checkActive } from './sequentiality';
import { remainingTaskPoints, seriouslyWounded, taskCost } from './task-points';


/** task/fire-flamethrower (Section 17.0, Diagram 5). */
export function decideFireFlamethrower(state: GameState, cmd: CommandOf<'task/fire-flamethrower'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${checked.value.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`));
  }
  const a = armamentOf(checked.value);
  const weaponId = cmd.weaponId ?? a.weapons.find((w) => w.kind === 'flamethrower')?.id;
  const weapon = a.weapons.find((w) => w.id === weaponId);
  if (!weapon || weapon.kind !== 'flamethrower') return err(ruleError('flamethrower/none', 'Case 10.13', `${checked.value.name} carries no flamethrower (Section 17.0).`));
  return resolveFireOrder(state, { firerId: cmd.manId, targets: [], weaponId: weapon.id, aimed: false, flamePattern: cmd.pattern }, dice, fold);
}

/** Case 17.42: the Task Points he needs in all, 25, or 50 while seriously wounded. */
const smotherNeed = (state: GameState, seriously: boolean) => (seriously ? tablesOf(state).flamethrowers.smotherTaskPointsSeriouslyWounded : tablesOf(state).flamethrowers.smotherTaskPoints);

/** task/smother-flames (Case 17.42). */
export function decideSmotherFlames(state: GameState, cmd: CommandOf<'task/smother-flames'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const burning = state.flamethrowers?.burning[man.id];
  if (!burning) return err(ruleError('flamethrower/not-burning', 'Case 17.42', `${man.name} is not burning (Case 17.41).`));
  if (man.posture !== 'prone') return err(ruleError('flamethrower/not-prone', 'Case 17.42', `${man.name} must be prone to put out his flames, rolling on the ground (Case 17.42): fall prone first.`));
  const need = smotherNeed(state, seriouslyWounded(man));
  const left = remainingTaskPoints(state, man.id);
  if (left <= 0) return err(ruleError('task/no-task-points', 'Case 17.42', `${man.name} has no Task Points left this Game-Turn (Case 6.44).`));
  const spend = Math.min(left, Math.max(0, need.value - burning.smothered));
  const b = new BreakdownBuilder('Task Points: rolling on the ground to put out the flames', { label: 'Task Points still needed', caseRef: 'Case 17.42', value: need.value - burning.smothered, provenance: need.provenance });
  if (spend < need.value - burning.smothered) b.add('Only what he has left this Game-Turn', 'Case 6.44', spend - (need.value - burning.smothered));
  const cost = b.build();
  return ok([{ type: 'flames-smothered', manId: man.id, cost, spentSoFar: burning.smothered + spend, needed: need.value, out: burning.smothered + spend >= need.value, caseRef: 'Case 17.42' }]);
}

/** task/repair-flamethrower (Case 17.36). */
export function decideRepairFlamethrower(state: GameState, cmd: CommandOf<'task/repair-flamethrower'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const broken = state.flamethrowers?.broken ?? {};
  const weapon = armamentOf(man).weapons.find((w) => w.kind === 'flamethrower' && broken[w.id] !== undefined && (cmd.weaponId === undefined || w.id === cmd.weaponId));
  if (!weapon) return err(ruleError('flamethrower/not-broken', 'Case 17.36', `${man.name} carries no exploded flamethrower to repair (Case 17.36).`));
  const full = taskCost('repair-flamethrower', man);
  if ('code' in full) return err(full);
  const done = broken[weapon.id]!.repairSpent;
  const left = remainingTaskPoints(state, man.id);
  if (left <= 0) return err(ruleError('task/no-task-points', 'Case 17.36', `${man.name} has no Task Points left this Game-Turn (Case 6.44).`));
  const still = Math.max(0, full.final - done);
  const spend = Math.min(left, still);
  const b = new BreakdownBuilder('Task Points: repairing the flamethrower', { label: 'Repair (Chart 5.22)', caseRef: 'Case 17.36', value: full.final });
  if (done > 0) b.add('Already spent on it in earlier tasks', 'Case 17.36', -done);
  if (spend < still) b.add('Only what he has left this Game-Turn', 'Case 6.44', spend - still);
  return ok([{ type: 'flamethrower-repair', manId: man.id, weaponId: weapon.id, cost: b.build(), spentSoFar: done + spend, needed: full.final, repaired: done + spend >= full.final, caseRef: 'Case 17.36' }]);
}

/** Cases 17.41, 17.43 (triggers.ts, entering the Bookkeeping Phase): 1D6 to each man burning since an earlier Game-Turn. */
export function withBurning(state: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  if (!own.some((e) => e.type === 'phase-advanced' && e.to === BOOKKEEPING_PHASE)) return [...own];
  let s = own.reduce(fold, state);
  const events: GameEvent[] = [...own];
  for (const [id, b] of Object.entries(s.flamethrowers?.burning ?? {})) {
    const man = s.men[id];
    if (!man?.square || man.condition === 'dead' || b.since >= s.turn) continue;
    const rec = new RecordingDice(dice);
    const roll = rollDice(tablesOf(state).flamethrowers.burnDamage.value, rec, `Case 17.41 ${man.name} burns`);
    const totalWounds = man.wounds + roll.total;
    const condition = conditionOf(woundCondition({ endurance: Math.max(1, man.endurance), woundPoints: totalWounds }));
    const out = condition === 'dead' || condition === 'incapacitated';
    for (const e of [
      { type: 'man-burned', manId: id, woundPoints: roll.total, caseRef: 'Case 17.43', dice: rec.take() },
      { type: 'man-wounded', manId: id, woundPoints: roll.total, totalWounds, condition, taskPointsLost: out ? remainingTaskPoints(s, id) : 0, caseRef: condition === 'dead' ? 'Case 9.0' : 'Case 17.41' },
    ] as GameEvent[]) {
      events.push(e);
      s = fold(s, e);
    }
  }
  return events;
}

/** What the acting man may do under Section 17.0 (legal-actions.ts; each still checked by decide). */
export function flamethrowerCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square || !canAct(man) || remainingTaskPoints(state, manId) <= 0) return [];
  const out: Command[] = [];
  const a = armamentOf(man);
  const ft = a.weapons.find((w) => w.kind === 'flamethrower');
  if (ft && state.flamethrowers?.broken[ft.id]) out.push({ type: 'task/repair-flamethrower', manId });
  else if (ft && a.preparedWeapon === ft.id && !manTurnOf(state, manId).combatTaskDone) {
    for (const pattern of FLAME_PATTERNS) {
      if (flameTargets(state, man, ft.id, { pattern, opportunity: false }).ok) out.push({ type: 'task/fire-flamethrower', manId, pattern });
    }
  }
  if (state.flamethrowers?.burning[manId] && man.posture === 'prone') out.push({ type: 'task/smother-flames', manId });
  return out;
}
