/**
 * Fire in and under water (Section 36.3) for the fire engine
 * (fire-command.ts, carried-weapons.ts): who may fire at whom and with what
 * (Cases 36.24, 36.33–36.35, 36.39, 36.63), the range (Cases 36.36–36.38)
 * and the −20% water modifier's flags (Case 36.36). Only with Section 36.0 in
 * use; without it water squares are chart 7.39's terrain and nothing more.
 */
import type { RuleError } from '../../../kernel/rule-error';
import type { GameState, ManState } from '../model/state';
import { manTurnOf } from '../model/state';
import { underwaterFireRange, waterFireError, waterFireMan, waterFlags, waterLevel } from '../rules/underwater';
import { asInWater } from './mount-water';

export const UNDERWATER_SECTION = '36';

export const underwaterInUse = (state: GameState): boolean => (state.scenario?.optionalRules ?? []).includes(UNDERWATER_SECTION);

/** Cases 36.24, 36.33–36.35, 36.39, 36.63: why this man may not fire this weapon at that man, if he may not. */
export function underwaterFireError(state: GameState, firer: ManState, target: ManState, weapon: string): RuleError | undefined {
  if (!underwaterInUse(state)) return undefined;
  // Case 36.85: a man riding a swimming mount fires and is fired at as a swimmer.
  return waterFireError(waterFireMan(state.map, asInWater(state, firer)), waterFireMan(state.map, asInWater(state, target)), weapon, { movedThisTurn: manTurnOf(state, firer.id).movedThisTurn, highSurf: state.highSurf === true });
}

/** Cases 36.36–36.38: the range fire is resolved at, and whether the target is "in water" for the −20% (Case 36.36). */
export function underwaterTargetFacts(state: GameState, firer: ManState, target: ManState, squares: number): { readonly range?: number; readonly inWater?: true } {
  if (!underwaterInUse(state)) return {};
  const f = waterFireMan(state.map, asInWater(state, firer));
  const t = waterFireMan(state.map, asInWater(state, target));
  const r = underwaterFireRange(f, t, squares);
  return { ...(r ? { range: r.range } : {}), ...(waterFlags(f, t).targetInWater ? { inWater: true as const } : {}) };
}

/** Case 36.36 "The reverse is true only for men underwater": the firer is "in water" only below the surface. */
export function firerInWater(state: GameState, firer: ManState): { readonly inWater?: true } {
  return underwaterInUse(state) && waterLevel(state.map, firer) < 0 ? { inWater: true } : {};
}
