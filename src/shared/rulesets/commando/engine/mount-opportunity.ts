/**
 * Case 19.33 in the fold of `fire-resolved`: a rider's opportunity fire costs
 * his mount twice the Task Points he expends for it. Computed from the state
 * alone (no dice, no new field), so replay and every side's projection agree
 * and nothing about the rider's mount is carried on the fire event (ruling HC6).
 */
import type { GameState } from '../model/state';
import { mountOpportunityCost } from '../rules/mounts';
import { mountedBy, mountsInUse } from './mounts';
import { remainingTaskPoints } from './task-points';

/** The mount's share, capped at what it has left (ruling HC12). */
export function mountOpportunityCharge(state: GameState, firerId: string, riderCost: number): { readonly mountId: string; readonly taskPoints: number } | undefined {
  if (!mountsInUse(state)) return undefined;
  const mount = mountedBy(state, firerId);
  if (!mount) return undefined;
  return { mountId: mount.id, taskPoints: Math.min(remainingTaskPoints(state, mount.id), mountOpportunityCost(riderCost)) };
}
