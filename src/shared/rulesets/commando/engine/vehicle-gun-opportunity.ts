/**
 * The fire of a machinegun's opportunity plot (Cases 23.33, 23.53, 10.73;
 * ruling VH60): `opportunity/fire` on a prompt raised for a crewman lying in
 * wait at his gun fires that gun at the man whose task it interrupts, at
 * once, by the machineguns' fire path (vehicle-machineguns.ts: the crewman
 * functioning, the gun not lost, opened up for the hatch or swivel gun — Case
 * 23.53 —, the target in its field of fire, Diagrams 10–11; braced and never
 * unloaded, Case 23.37). The vehicle pays: Case 23.32's 25 (once a Phase,
 * ruling VH27) plus Case 23.33's "extra Task Point cost for opportunity fire"
 * (Case 10.76's five) — and nothing at all in a Game-Turn its main gun fired
 * (Case 23.33: "all Points have already been expended"). A vehicle's Task
 * Points are spent in the Prepared Phase (ruling VH1), so the five is paid
 * with the fire rather than at the plot (ruling VH60).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { describeSquare } from '../../../map/coords';
import type { VehicleGun } from '../model/commands-vehicles';
import type { GameEvent } from '../model/events';
import type { GameState, OpportunityPromptState } from '../model/state';
import type { VehicleState } from '../model/vehicle';
import { TASK_POINT_COSTS } from '../tables/task-point-costs';
import { resolveFireOrder } from './fire-command';
import type { Fold } from './opportunity-command';
import { targetSquare } from './vehicle-exposure';
import { GUN_CREW, inGunArc } from './vehicle-gun-crew';
import { gunCost, gunError, GUN_NAME, mountedGunId } from './vehicle-machineguns';
import { vehicleOf, vehicleTaskPointsLeft } from './vehicles';

/** Cases 23.32–23.33 (ruling VH60): the machinegun's fire with Case 10.76's five on top, or nothing after the main gun (Case 23.31). */
export function opportunityGunCost(state: GameState, v: VehicleState, gun: VehicleGun): Breakdown {
  const fire = gunCost(state, v, gun);
  if (fire.final === 0 && (v.turnRecord?.turn === state.turn ? (v.turnRecord.mainGunFires ?? 0) : 0) > 0) return fire;
  const five = TASK_POINT_COSTS['opportunity-fire-plot'].cost;
  const b = new BreakdownBuilder(`Vehicle Task Points: opportunity fire of the ${GUN_NAME[gun]}`, { label: fire.what, caseRef: fire.steps.at(-1)?.caseRef ?? 'Case 23.32', value: fire.final, ...(fire.steps[0]?.provenance ? { provenance: fire.steps[0].provenance } : {}) });
  return b.add('The extra Task Points for opportunity fire (Case 10.76)', 'Case 23.33', five.value as number, five.provenance).build();
}

export function decideGunOpportunityFire(state: GameState, p: OpportunityPromptState, gp: { readonly vehicleId: string; readonly gun: VehicleGun }, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const v = vehicleOf(state, gp.vehicleId);
  if (!v?.square) return err(ruleError('vehicle/off-map', 'Case 23.0', `${gp.vehicleId} is not on the map.`));
  const bad = gunError(state, v, gp.gun);
  if (bad) return err(gp.gun === 'hatch' || gp.gun === 'swivel' ? (bad.code === 'vehicle/buttoned-down' ? { ...bad, caseRef: 'Case 23.53' } : bad) : bad);
  const at = targetSquare(state, state.men[p.moverId]);
  if (at && !inGunArc(state, v, gp.gun, at)) {
    const caseRef = gp.gun === 'hull' ? 'Case 23.34' : 'Case 23.36';
    return err(ruleError('vehicle/out-of-arc', caseRef, `${describeSquare(at)} is outside the ${GUN_NAME[gp.gun]}'s field of fire (${caseRef}, Diagram ${gp.gun === 'hull' ? 10 : 11}).`));
  }
  const cost = opportunityGunCost(state, v, gp.gun);
  const left = vehicleTaskPointsLeft(state, v);
  if (cost.final > left) return err(ruleError('vehicle/insufficient-task-points', 'Case 23.33', `${v.name} has ${left} Task Points left this Game-Turn; its opportunity fire costs ${cost.final} (Cases 23.32–23.33).`));
  const crewmanId = v.crew[GUN_CREW[gp.gun]]!;
  const fired = resolveFireOrder(state, { firerId: crewmanId, targets: [{ targetId: p.moverId }], aimed: false, opportunity: p, mounted: { vehicleId: v.id, weaponId: mountedGunId(v.id, gp.gun) } }, dice, fold);
  if (!fired.ok) return fired;
  return ok([{ type: 'vehicle-machinegun-fired', vehicleId: v.id, gun: gp.gun, crewmanId, cost, caseRef: gp.gun === 'hatch' || gp.gun === 'swivel' ? 'Cases 23.33, 23.53' : 'Case 23.33' }, ...fired.value]);
}
