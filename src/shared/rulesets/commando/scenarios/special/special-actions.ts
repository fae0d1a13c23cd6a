/**
 * The scenario special rules' own tasks, offered to the acting man by
 * legal-actions.ts (each is still checked by `decide` there): scenario work
 * (Cases 45.81, 50.43), the bridge detonator (Case 44.43), the tramway
 * (Case 50.43) and the prisoner (Case 46.43). Taking the radio is the generic
 * `task/take-equipment` (engine/take-equipment.ts).
 */
import type { Command } from '../../model/commands';
import type { GameState } from '../../model/state';
import { tramCandidates } from './army-group-center';
import { workCandidates } from './scenario-work';
import { prisonerCandidates } from './skorzeny';

export function specialTaskCandidates(state: GameState, manId: string): Command[] {
  if (!state.scenario) return [];
  return [...workCandidates(state, manId), { type: 'task/detonate-bridge', manId }, ...tramCandidates(state, manId), ...prisonerCandidates(state, manId)];
}
