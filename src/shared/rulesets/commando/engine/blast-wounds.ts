/**
 * Wounds from a blast as `man-wounded` events (grenades, shells, rockets,
 * satchel charges, vehicle explosions): Wound Points added, the condition they
 * leave him in, and the Task Points he loses (Cases 9.0, 9.22, 9.31, 11.4).
 * Its own module so vehicle damage and explosions (engine/shell-blast.ts,
 * engine/jeep-fire.ts) reach it without the grenade commands.
 */
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { conditionOf } from '../model/state';
import { woundCondition } from '../rules/wounds';
import { woundsOf } from './carried-weapons';
import { remainingTaskPoints } from './task-points';

/** Wounds of a blast or charge as `man-wounded` events (Cases 9.2, 11.42, 11.44; 9.31 only for the target of an opportunity throw). */
export function blastWounds(state: GameState, hits: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean }[], lossFor?: string): GameEvent[] {
  const out: GameEvent[] = [];
  for (const h of hits) {
    const man = state.men[h.id];
    if (!man || man.condition === 'dead' || (h.wounds <= 0 && !h.killed)) continue;
    const after = { ...woundsOf(man), woundPoints: man.wounds + h.wounds, ...(h.killed ? { killed: true } : {}) };
    const cond = woundCondition(after);
    const left = remainingTaskPoints(state, man.id);
    const outOfAction = cond === 'dead' || cond === 'incapacitated';
    const lost = outOfAction ? left : lossFor === man.id ? Math.min(left, 2 * h.wounds) : 0;
    out.push({
      type: 'man-wounded',
      manId: man.id,
      woundPoints: h.wounds,
      totalWounds: after.woundPoints,
      condition: conditionOf(cond),
      taskPointsLost: lost,
      caseRef: h.killed ? 'Case 11.4' : cond === 'dead' ? 'Case 9.0' : cond === 'incapacitated' ? 'Case 9.22' : lost > 0 ? 'Case 9.31' : 'Case 11.42',
    });
  }
  return out;
}
