/**
 * `opportunity/fire` (Cases 6.31, 6.33, 7.53, 10.73, 10.55, 11.62): the
 * plotted man fires his plotted weapon (or throws his plotted grenade) at the
 * man whose tasks he interrupts, at once, by the normal procedure (or sets off
 * his claymores, Case 22.33, opportunity-detonation.ts); the
 * interrupted man goes on afterwards unless he is dead or out of action.
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import { err, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { resolveFireOrder } from './fire-command';
import { resolveThrowOrder } from './grenade-command';
import { decideOpportunityDetonation } from './opportunity-detonation';
import { resolveLaunchOrder } from './launcher-command';
import { openOpportunityPrompt, type Fold } from './opportunity-command';
import { gunPlotOf } from './vehicle-gun-crew';
import { decideGunOpportunityFire } from './vehicle-gun-opportunity';

export function decideOpportunityFire(state: GameState, cmd: CommandOf<'opportunity/fire'>, dice: DiceSource, fold: Fold): Result<GameEvent[], RuleError> {
  const p = openOpportunityPrompt(state, cmd.promptId);
  if ('code' in p) return err(p);
  const plot = sequenceOf(state).plots[p.plotterId];
  if (!plot?.plot || plot.fired) return err(ruleError('opportunity/plot-spent', 'Case 10.11', 'His opportunity fire is spent: one combat task a Game-Turn (Cases 6.42, 10.11).'));
  const target = state.men[p.moverId];
  if (!target || target.condition === 'dead') return err(ruleError('fire/target-dead', 'Case 10.54', `${p.moverId} is dead and removed from play (Case 10.54).`));
  // Cases 23.33, 23.53 (ruling VH60): a crewman lying in wait at his vehicle's machinegun fires it.
  const gun = gunPlotOf(plot.payload);
  if (gun) return decideGunOpportunityFire(state, p, gun, dice, fold);
  if (plot.plot.kind === 'detonate') return decideOpportunityDetonation(state, p, dice);
  // Section 18.0 General Rule, Case 21.12: a rifle grenade or thump gun shot at the Enemy man's square (engine/opportunity-launch.ts).
  if (plot.plot.kind === 'launch') return resolveLaunchOrder(state, { manId: p.plotterId, kind: plot.plot.launcher, target: p.at, opportunity: p }, dice, fold);
  if (plot.plot.kind === 'throw') {
    return resolveThrowOrder(state, { throwerId: p.plotterId, target: p.at, type: plot.plot.grenade.type, opportunity: p }, dice, fold);
  }
  return resolveFireOrder(state, { firerId: p.plotterId, targets: [{ targetId: p.moverId }], weaponId: plot.plot.weaponId, aimed: false, opportunity: p }, dice, fold);
}
