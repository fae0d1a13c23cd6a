/**
 * The machineguns' opportunity fire (Cases 23.3 "All guns but the main gun
 * may be plotted for opportunity fire", 23.33, 23.53; ruling VH60): in the
 * Opportunity Fire Plot Phase the crewman Case 23.22 names lies in wait at
 * his gun (`plot/opportunity-fire` with `fire-vehicle-machinegun` and the gun
 * in the payload). He watches from the vehicle's square, standing (ruling
 * VH28, observerAt), so the plot is asked as any man's when an Enemy man he
 * observes moves or fires (Case 10.71) — only within the gun's field of fire
 * (Diagrams 10–11; `gunPlotOutOfArc`, vehicle-gun-crew.ts). The swivel (turret hatch) gun is
 * plotted and fires only opened up (Case 23.53). The fire is
 * vehicle-gun-opportunity.ts's.
 */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { roleOf } from '../model/vehicle';
import { FIRST_OBSERVED_TARGET, type FirePlot } from '../rules/opportunity-model';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';
import { GUN_CREW, GUN_PLOT_TASK, gunPlotOf, gunsOf, needsOpen } from './vehicle-gun-crew';
import { gunError, GUN_NAME, mountedGunId } from './vehicle-machineguns';
import { PLOT_PHASE } from './turn-sequence';
import { vehicleOf } from './vehicles';

const refuse = (code: string, caseRef: string, text: string) => err(ruleError(code, caseRef, text));

/** plot/opportunity-fire with `fire-vehicle-machinegun` (Cases 5.1 B, 10.72, 23.3, 23.33, 23.53; ruling VH60). */
export function decidePlotGun(state: GameState, cmd: CommandOf<'plot/opportunity-fire'>): Result<GameEvent[], RuleError> {
  if (state.phase !== PLOT_PHASE) return refuse('plot/wrong-phase', 'Case 5.1', `Opportunity fire is plotted in the Opportunity Fire Plot Phase (Case 5.1 B), not in the ${state.phase} Phase.`);
  const man = state.men[cmd.manId];
  if (!man) return refuse('plot/unknown-man', 'Case 5.1', `There is no man "${cmd.manId}" in this game.`);
  if (!canAct(man)) return refuse('plot/cannot-act', 'Case 9.22', `${man.name} is ${man.condition} and can plot nothing (Case 9.22).`);
  const gp = gunPlotOf(cmd.payload);
  if (!gp) return refuse('plot/no-gun', 'Case 23.3', 'A machinegun plot names its vehicle and gun (payload { vehicleId, gun: hull | coaxial | hatch | swivel }).');
  const v = vehicleOf(state, gp.vehicleId);
  if (!v || man.aboard?.vehicleId !== v.id) return refuse('plot/not-crew', 'Case 23.22', `${man.name} is not aboard ${v?.name ?? gp.vehicleId}.`);
  if (!v.square) return refuse('plot/off-map', 'Case 10.71', `${v.name} is not on the map.`);
  if (!gunsOf(v).includes(gp.gun) || roleOf(v, man.id) !== GUN_CREW[gp.gun]) {
    return refuse('plot/not-crew', 'Case 23.22', `${man.name} does not man ${v.name}'s ${GUN_NAME[gp.gun]}: its ${GUN_CREW[gp.gun]} does (Cases 23.22, 24.21).`);
  }
  // Case 23.53: "only ... when the tank is opened up, and never when the tank is buttoned down" (the hatch gun, Case 23.35, and an APC's, Case 24.21).
  if (needsOpen(gp.gun) && !v.open) return refuse('vehicle/buttoned-down', 'Case 23.53', `${v.name} is buttoned down: its ${GUN_NAME[gp.gun]} may be plotted for opportunity fire only opened up (Case 23.53).`);
  const gunBad = gunError(state, v, gp.gun);
  if (gunBad) return err(gunBad);
  if (sequenceOf(state).plots[man.id]) return refuse('plot/already-plotted', 'Case 5.1', `${man.name} is already plotted; withdraw the plot to change it.`);
  if (manTurnOf(state, man.id).combatTaskDone) return refuse('plot/already-acted', 'Case 6.42', `${man.name}'s gun has fired this Game-Turn (Case 6.42, ruling VH27).`);
  const unknown = unknownTarget(state, man, cmd.condition?.onlyMen);
  if (unknown !== undefined) return refuse('plot/unknown-target', 'Case 10.72', `The plot may name only Enemy men his side has observed; ${unknown} is not one (Case 10.72).`);
  // Ruling VH60: the vehicle, not the crewman, pays Case 23.33's five — with its fire, when it fires (vehicle-gun-opportunity.ts).
  const five = TASK_POINT_COSTS['opportunity-fire-plot'].cost;
  const breakdown = new BreakdownBuilder('Task Points to plot a vehicle machinegun', { label: 'Lying in wait (opportunity fire plotted)', caseRef: 'Case 10.76', value: five.value as number, provenance: five.provenance })
    .multiply('Paid by the vehicle with its fire (Case 23.33; ruling VH60)', 'Case 23.33', 0)
    .build();
  const plot: FirePlot = { hostOnly: true, manId: man.id, side: man.side, turn: state.turn, condition: cmd.condition ?? FIRST_OBSERVED_TARGET, counted: [], status: 'waiting', kind: 'fire', weaponId: mountedGunId(v.id, gp.gun), weapon: 'machinegun' };
  return ok([{ type: 'opportunity-fire-plotted', manId: man.id, fireTask: GUN_PLOT_TASK, cost: 0, breakdown, payload: { vehicleId: v.id, gun: gp.gun }, plot, fireCost: 0 }]);
}

function unknownTarget(state: GameState, man: ManState, onlyMen: readonly string[] | undefined): string | undefined {
  if (!onlyMen) return undefined;
  const known = new Set(Object.values(state.men).filter((m) => m.side === man.side).flatMap((m) => Object.keys(state.knowledge[m.id]?.lastKnown ?? {})));
  return onlyMen.find((id) => !known.has(id) || state.men[id]?.side === man.side);
}

/** Legal-action candidates: each gun a crewman mans and may fire now, first observed target (Case 10.72). */
export function gunPlotCandidates(state: GameState, man: ManState): CommandOf<'plot/opportunity-fire'>[] {
  const v = man.aboard ? vehicleOf(state, man.aboard.vehicleId) : undefined;
  if (!v?.square || !canAct(man)) return [];
  const role = roleOf(v, man.id);
  return gunsOf(v)
    .filter((g) => GUN_CREW[g] === role && (!needsOpen(g) || v.open) && !gunError(state, v, g))
    .map((gun) => ({ type: 'plot/opportunity-fire', manId: man.id, fireTask: GUN_PLOT_TASK, payload: { vehicleId: v.id, gun } }));
}
