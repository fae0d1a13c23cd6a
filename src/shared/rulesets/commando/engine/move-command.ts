/**
 * The active man's movement and posture tasks (Sections 7.0, 7.5, 7.6; Chart
 * 5.22): task/move walks a route with `planMove` and stops where an
 * observation prompt interrupts it (Case 7.52) or in an Enemy man's square
 * (Case 7.44); task/fall-prone and task/stand change posture.
 */
import { sameSquare } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent, MovedStep } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { fallProneAtEndCost, planMove } from '../rules/move-plan';
import { wearsGear } from '../rules/underwater';
import { MOVEMENT_TABLES, movementTables, type Mover } from '../rules/movement-tables';
import { readingChosen } from '../model/readings';
import { squareName } from '../rules/movement';
import { occupancyFromMen } from '../rules/stacking';
import { finalPrompt, interruptionsAfterStep, newPrompt } from './prompts';
import { checkActive } from './sequentiality';
import { opportunityWatch } from './opportunity-command';
import { checkAffordable, remainingTaskPoints, seriouslyWounded, taskCost } from './task-points';
import { specialRulesOf } from './special-rules';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { mineStep } from './mine-command';

// Section 36.0: gear is only ever issued when Underwater Operations are in use (underwater-command.ts).
export const moverOf = (man: ManState): Mover => ({ prone: man.posture === 'prone', seriouslyWounded: seriouslyWounded(man), ...(wearsGear(man) ? { divingGear: true } : {}) });


function stoppedCheck(state: GameState, man: ManState): RuleError | undefined {
  if (sequenceOf(state).active?.stoppedByEnemy) {
    return ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} entered a square holding an Enemy man: he may expend no further Task Points this Phase (Case 7.44).`);
  }
  return undefined;
}

/** task/move: Cases 7.2–7.4 (via planMove), 7.44, 7.52; with `dice`, mines on the way (Cases 22.1, 22.35; ruling MN3). */
/**
 * Case 17.11: a flamethrower-equipped man "may not perform hand-to-hand combat voluntarily": he may not move into a
 * square where he observes an Enemy man (a square he does not know to hold one is no choice of his; ruling FL1).
 */
function flamethrowerIntoMelee(state: GameState, man: ManState, route: readonly { col: number; row: number }[]): RuleError | undefined {
  if (!(man.armament ? man.armament.weapons.some((w) => w.kind === 'flamethrower') : man.weapons.includes('flamethrower'))) return undefined;
  const seen = (state.knowledge[man.id]?.observing ?? []).map((id) => state.men[id]).filter((m) => m && m.side !== man.side && m.square);
  const into = route.slice(1).find((sq) => seen.some((m) => sameSquare(m!.square, sq)));
  return into ? ruleError('move/flamethrower-melee', 'Case 17.11', `${man.name} carries a flamethrower and may not enter hand-to-hand combat voluntarily: he observes an Enemy man in ${squareName(into)} (Case 17.11).`) : undefined;
}

export function decideMove(state: GameState, cmd: CommandOf<'task/move'>, dice?: DiceSource): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const stopped = stoppedCheck(state, man);
  if (stopped) return err(stopped);
  if (!sameSquare(cmd.route[0], man.square)) {
    return err(ruleError('move/not-from-own-square', 'Case 7.23', `A route starts in the man’s own square (${man.square ? squareName(man.square) : 'off the map'}) (Case 7.23).`));
  }
  const ft = flamethrowerIntoMelee(state, man, cmd.route);
  if (ft) return err(ft);
  const occupancy = occupancyFromMen(Object.values(state.men), man.side, man.id);
  // Case 42.43: the machine-gun sledge's haulers move as if prone.
  const planned = planMove(state.map, specialRulesOf(state).reduce((m, p) => p.mover?.(state, man, m) ?? m, moverOf(man)), cmd.route, remainingTaskPoints(state, man.id), occupancy, MOVEMENT_TABLES);
  if (!planned.ok) return err(planned.error);
  const plan = planned.value;

  const seq = sequenceOf(state);
  const active = seq.active!;
  const steps: MovedStep[] = [];
  const breakdowns: Breakdown[] = [];
  let cost = 0;
  // Cases 6.31, 10.71, 10.73: after each step without an observation prompt, the opportunity-fire plots are asked.
  const watch = opportunityWatch(state, man);
  const mineEvents: GameEvent[] = [];
  for (let i = 0; i < plan.steps.length; i++) {
    const step = plan.steps[i]!;
    steps.push({ to: step.to, cost: step.cost });
    breakdowns.push(step.breakdown);
    cost += step.cost;
    const mined = dice && state.mines ? mineStep({ ...state, men: { ...state.men, [man.id]: { ...man, square: step.to } } }, man.id, step.to, dice, { [man.id]: cost }) : undefined;
    mineEvents.push(...(mined?.events ?? []));
    if (mined?.detonated) {
      // Ruling MN3: a detonation ends his route in the mined square; he may go on with other tasks if able.
      const unexecuted = [...cmd.route.slice(i + 2)];
      const enemySquare = i === plan.steps.length - 1 && plan.stopped !== undefined;
      const stopped = enemySquare ? { reason: 'enemy-square' as const, caseRef: 'Case 7.44', unexecuted: plan.stopped?.unexecuted ?? [] } : unexecuted.length > 0 ? { reason: 'mine' as const, caseRef: 'Case 22.1', unexecuted } : undefined;
      const moved: GameEvent = { type: 'man-moved', manId: man.id, from: plan.start, steps, cost, breakdowns, ...(stopped ? { stopped } : {}) };
      if (mined.moverOut) return ok([moved, ...mineEvents]);
      const duties = interruptionsAfterStep(state, active, man, step.to);
      if (duties.length === 0) watch.step(step.to, i, manTurnOf(state, man.id).spent + cost);
      return ok([moved, ...mineEvents, ...(duties.length > 0 ? [{ type: 'prompt-raised' as const, prompt: newPrompt(seq, man, step.to, duties, false) }] : []), ...watch.events()]);
    }
    const duties = interruptionsAfterStep(state, active, man, step.to);
    const last = i === plan.steps.length - 1;
    const enemySquare = last && plan.stopped !== undefined;
    const opportunity = duties.length === 0 && watch.step(step.to, i, manTurnOf(state, man.id).spent + cost);
    if (duties.length > 0 || enemySquare || opportunity) {
      const unexecuted = [...cmd.route.slice(i + 2)];
      const events: GameEvent[] = [
        {
          type: 'man-moved',
          manId: man.id,
          from: plan.start,
          steps,
          cost,
          breakdowns,
          ...(unexecuted.length > 0 || enemySquare || cmd.beyond
            ? {
                stopped: enemySquare
                  ? { reason: 'enemy-square' as const, caseRef: 'Case 7.44', unexecuted: plan.stopped?.unexecuted ?? [] }
                  : { reason: 'prompt' as const, caseRef: opportunity ? 'Case 7.53' : 'Case 7.52', unexecuted: [...unexecuted, ...(cmd.beyond ?? [])] },
              }
            : {}),
        },
      ];
      events.push(...mineEvents);
      if (duties.length > 0) events.push({ type: 'prompt-raised', prompt: newPrompt(seq, man, step.to, duties, false) });
      return ok([...events, ...watch.events()]);
    }
  }
  // Issue 15, a route move: the squares past his Task Points stay his route's remainder (Case 6.44).
  const outOfPoints = cmd.beyond ? { stopped: { reason: 'task-points' as const, caseRef: 'Case 6.44', unexecuted: [...cmd.beyond] } } : {};
  return ok([{ type: 'man-moved', manId: man.id, from: plan.start, steps, cost, breakdowns, ...outOfPoints }, ...mineEvents, ...watch.events()]);
}

/**
 * task/fall-prone (Chart 5.22 note *, Case 7.6). The text (default): as the last task he executes in the
 * Phase it costs nothing and ends his tasks; with `goOn` it is not his last, so he pays 13 (26) and goes on.
 * Campaign reading `fall-prone-paid` (ruling TS16's old reading): paid whenever he has the Task Points and
 * he goes on; free only when he has not (and then it is his last task). After entering an Enemy man's
 * square (Case 7.44) it is always free and last.
 */
export function decideFallProne(state: GameState, cmd: CommandOf<'task/fall-prone'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (man.posture === 'prone') return err(ruleError('task/already-prone', 'Case 7.6', `${man.name} is already prone.`));
  const stoppedByEnemy = sequenceOf(state).active?.stoppedByEnemy ?? false;
  const paidReading = readingChosen(state, 'fall-prone-paid');
  if (cmd.goOn && !paidReading) {
    const stopped = stoppedCheck(state, man);
    if (stopped) return err(stopped);
    const paid = taskCost('fall-prone', man);
    if ('code' in paid) return err(paid);
    const short = checkAffordable(state, man, paid.final, 'Falling prone and going on');
    if (short) return err(short);
    return ok([{ type: 'posture-changed', manId: man.id, posture: 'prone', cost: paid.final, breakdown: paid, endsTasks: false }]);
  }
  const breakdown = fallProneAtEndCost(moverOf(man), remainingTaskPoints(state, man.id), stoppedByEnemy, paidReading ? PAID_FALL_PRONE : MOVEMENT_TABLES);
  const endsTasks = breakdown.final === 0;
  const events: GameEvent[] = [{ type: 'posture-changed', manId: man.id, posture: 'prone', cost: breakdown.final, breakdown, endsTasks }];
  if (endsTasks) {
    // Owed observers (Case 8.95) get their last prompt before his interval can end.
    const last = finalPrompt({ ...state, men: { ...state.men, [man.id]: { ...man, posture: 'prone' } } });
    events.push(last ? { type: 'prompt-raised', prompt: last } : { type: 'task-ended', manId: man.id, reason: 'fell-prone', caseRef: 'Case 7.6' });
  }
  return ok(events);
}

/** Case 7.6's pricing (campaign reading `fall-prone-paid`). */
const PAID_FALL_PRONE = movementTables({ fallProneAtEnd: 'case-7.6' });

/** task/stand (Chart 5.22 "Stand erect"). */
export function decideStand(state: GameState, cmd: CommandOf<'task/stand'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (man.posture === 'erect') return err(ruleError('task/already-erect', 'Case 5.22', `${man.name} is already standing.`));
  const stopped = stoppedCheck(state, man);
  if (stopped) return err(stopped);
  const breakdown = taskCost('stand-erect', man);
  if ('code' in breakdown) return err(breakdown);
  const short = checkAffordable(state, man, breakdown.final, 'Standing erect');
  if (short) return err(short);
  return ok([{ type: 'posture-changed', manId: man.id, posture: 'erect', cost: breakdown.final, breakdown, endsTasks: false }]);
}
