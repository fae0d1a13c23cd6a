/**
 * Fire at a mount or its rider (Cases 19.51–19.52), after the fire task's own
 * rolls (fire-command.ts): each fire that misses a ridden mount is rolled
 * again, 1D100 at or below the tens digit of its chance, to hit the rider
 * instead (Case 19.51); each fire that misses a rider is rolled again at
 * double the tens digit to hit his mount (Case 19.52). A fire that hits so
 * does the weapon's damage dice (Case 10.51, at least one, Case 10.53; no
 * outright kill: ruling HC15). The rolls ride on `fire-resolved`; the wounds
 * follow as `man-wounded`.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent, MountFireSplit } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { conditionOf } from '../model/state';
import { parseDiceCode, rollDice } from '../rules/dice-codes';
import { mountHitChance, riderHitChance } from '../rules/mounts';
import type { TargetResult } from '../rules/multiple-fire';
import { applyWoundPoints, woundCondition, type WoundState } from '../rules/wounds';
import { tablesOf } from './game-tables';
import type { WeaponClassId } from '../tables/weapons';
import { mountedBy } from './mounts';
import { woundsOf } from './carried-weapons';
import { remainingTaskPoints } from './task-points';

/** Case 19.51 (the target is a ridden mount: its rider) or Case 19.52 (the target is a rider: his mount). */
function partnerOf(state: GameState, target: ManState): { readonly other: ManState; readonly caseRef: 'Case 19.51' | 'Case 19.52'; readonly chance: (c: number) => Breakdown } | undefined {
  const riderId = target.mount?.riderId;
  const other = riderId !== undefined ? state.men[riderId] : mountedBy(state, target.id);
  if (!other || !other.square || other.condition === 'dead') return undefined;
  return riderId !== undefined ? { other, caseRef: 'Case 19.51', chance: riderHitChance } : { other, caseRef: 'Case 19.52', chance: mountHitChance };
}

export interface MountFireOutcome {
  readonly splits: readonly MountFireSplit[];
  readonly wounded: readonly GameEvent[];
}

/** Cases 19.51–19.52 for every missed fire of the task, in the order fired. */
export function mountFireSplits(state: GameState, weapon: WeaponClassId, targets: readonly TargetResult[], dice: DiceSource): MountFireOutcome {
  const damage = { ...parseDiceCode(tablesOf(state).weaponClasses[weapon].damage.value), atLeastOne: true };
  const splits: MountFireSplit[] = [];
  const after = new Map<string, WoundState>(targets.map((t) => [t.targetId, t.targetAfter]));
  const taken = new Map<string, number>();
  for (const t of targets) {
    const target = state.men[t.targetId];
    const p = target ? partnerOf(state, target) : undefined;
    if (!p) continue;
    const chance = p.chance(t.chance.breakdown.final);
    for (const f of t.fires.filter((x) => !x.hit)) {
      const wounds = after.get(p.other.id) ?? woundsOf(p.other);
      if (woundCondition(wounds) === 'dead') break;
      const roll = rollDice('1D100', dice, `${p.caseRef}: fire ${f.fireNumber} missed ${target!.name}; does it hit ${p.other.name}? (on ${chance.final} or less)`);
      const hit = roll.total <= chance.final;
      const wp = hit ? rollDice(damage, dice, `${p.caseRef}: Wound Points for ${p.other.name} (Case 10.51; at least 1, Case 10.53)`).total : 0;
      if (hit) {
        after.set(p.other.id, applyWoundPoints(wounds, wp).state);
        taken.set(p.other.id, (taken.get(p.other.id) ?? 0) + wp);
      }
      splits.push({ fromId: target!.id, toId: p.other.id, fire: f.fireNumber, chance, roll: roll.total, hit, woundPoints: wp, caseRef: p.caseRef });
    }
  }
  const wounded: GameEvent[] = [...taken].map(([id, wp]) => {
    const w = after.get(id)!;
    const cond = woundCondition(w);
    const out = cond === 'dead' || cond === 'incapacitated';
    const caseRef = splits.find((s) => s.toId === id)!.caseRef;
    return { type: 'man-wounded', manId: id, woundPoints: wp, totalWounds: w.woundPoints, condition: conditionOf(cond), taskPointsLost: out ? remainingTaskPoints(state, id) : 0, caseRef: cond === 'dead' ? 'Case 9.0' : cond === 'incapacitated' ? 'Case 9.22' : caseRef };
  });
  return { splits, wounded };
}
