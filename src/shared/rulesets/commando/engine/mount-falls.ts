/**
 * Falling horses (Cases 19.45, 19.53, 19.55), after every command (triggers.ts):
 * a ridden mount incapacitated or killed falls and its rider suffers 1D6 and is
 * on his feet; a mount that took Wound Points from fire rolls 1D6 and on a 6
 * falls prone, its rider suffering 1D6 (it had moved this Game-Turn) or 1/2 D6
 * rounded down (it had not), dismounted at no Task Point cost.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { conditionOf, manTurnOf } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { fallFromFire, riderFallCode } from '../rules/mounts';
import { woundCondition } from '../rules/wounds';
import { MOUNT_NUMBERS } from '../tables/mounts';
import type { Folded } from './follow-ups';
import { remainingTaskPoints } from './task-points';

type Fold = (s: GameState, e: GameEvent) => GameState;

function riderWound(s: GameState, rider: ManState, points: number, caseRef: string): GameEvent {
  const totalWounds = rider.wounds + points;
  const condition = conditionOf(woundCondition({ endurance: Math.max(1, rider.endurance), woundPoints: totalWounds }));
  const out = condition === 'dead' || condition === 'incapacitated';
  return { type: 'man-wounded', manId: rider.id, woundPoints: points, totalWounds, condition, taskPointsLost: out ? remainingTaskPoints(s, rider.id) : 0, caseRef: condition === 'dead' ? 'Case 9.0' : caseRef };
}

export function mountFalls(sofar: Folded, own: readonly GameEvent[], dice: DiceSource, fold: Fold): Folded {
  if (!sofar.state.mounts) return sofar;
  let state = sofar.state;
  const events = [...sofar.events];
  const push = (e: GameEvent) => {
    events.push(e);
    state = fold(state, e);
  };
  // Case 19.53 counts a mount hit by a fire that missed its rider (Case 19.52) as wounded by fire.
  const firedAt = new Set(own.flatMap((e) => (e.type === 'fire-resolved' ? [...e.targets.filter((t) => t.woundPoints > 0).map((t) => t.targetId), ...(e.mountFire ?? []).filter((x) => x.woundPoints > 0).map((x) => x.toId)] : [])));
  for (const m of Object.values(sofar.state.men)) {
    if (!m.mount || !m.square) continue;
    const rider = m.mount.riderId ? state.men[m.mount.riderId] : undefined;
    const down = m.condition === 'incapacitated' || m.condition === 'dead';
    if (down && rider) {
      const caseRef = m.condition === 'dead' ? 'Case 19.45' : 'Case 19.55';
      const rec = new RecordingDice(dice);
      const roll = rollDice(riderFallCode(), rec, `${caseRef}: ${rider.name} falls with ${m.name}`);
      push({ type: 'mount-fell', mountId: m.id, riderId: rider.id, cause: 'down', fell: true, riderWounds: roll.total, caseRef, dice: rec.take() });
      push(riderWound(state, state.men[rider.id]!, roll.total, caseRef));
    } else if (!down && firedAt.has(m.id) && m.posture === 'erect') {
      const rec = new RecordingDice(dice);
      const d6 = rollDice(MOUNT_NUMBERS.fallDie.value, rec, `Case 19.53: does ${m.name} fall?`).total;
      const fall = fallFromFire(d6, manTurnOf(state, m.id).movedThisTurn);
      const rolled = fall.falls && rider && fall.riderDamage ? rollDice(fall.riderDamage, rec, `Case 19.53: ${rider.name} falls with ${m.name}`).total : undefined;
      const wound = rolled !== undefined && fall.halvedDown ? Math.floor(rolled / 2) : rolled;
      push({ type: 'mount-fell', mountId: m.id, ...(rider && fall.falls ? { riderId: rider.id } : {}), cause: 'fire', fell: fall.falls, roll: d6, ...(wound !== undefined ? { riderWounds: wound } : {}), caseRef: 'Case 19.53', dice: rec.take() });
      if (rider && wound !== undefined && wound > 0) push(riderWound(state, state.men[rider.id]!, wound, 'Case 19.53'));
    }
  }
  return events.length === sofar.events.length ? sofar : { events, state };
}
