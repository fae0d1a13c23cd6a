/**
 * The Reaction step (seed lines 24–25): a unit whose order does something
 * rolls its Need with rules/reaction.ts — one D6 (ruling SK1) + motivation +
 * the L.P.s of its leader + the best support fire + the umpire's discretion.
 * A failure holds (ruling SK2, tables/reaction.ts FAILED_REACTION). The die
 * and the breakdown go into the event; `umpire/resolve` may enter the result
 * instead.
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { rollReaction } from '../rules/reaction';
import { NEEDS_REACTION } from '../tables/orders';
import type { ReactionAction } from '../tables/reaction';
import { refuse } from './errors';
import { leaderLp, unitOrderOf } from './wired-support';

type RollCommand = Extract<SkirmishCommand, { type: 'reaction/roll' }>;

export function decideReactionRoll(state: SkirmishState, cmd: RollCommand, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'reaction') return err(refuse('reaction/not-now', 24, 'reaction', `Reactions are rolled in the Reaction step; bound ${state.bound} is in its ${state.step} step.`));
  const unit = state.units[cmd.unitId];
  if (!unit) return err(refuse('reaction/unknown-unit', 24, 'reaction', `There is no unit "${cmd.unitId}" in game "${state.scenarioId}".`));
  const order = unitOrderOf(state, unit.id);
  if (!order || !NEEDS_REACTION[order.action].value) return err(refuse('reaction/none', 24, 'reaction', `Unit "${unit.id}" holds this bound: it has nothing to roll reaction for.`));
  const done = state.reactions[unit.id];
  if (done) return err(refuse('reaction/done', 24, 'reaction', `Unit "${unit.id}" already has its reaction this bound (${done.passed ? 'passed' : 'failed'}: ${done.reason}).`));
  const lp = leaderLp(state, unit);
  const rec = new RecordingDice(dice);
  const r = rollReaction(
    {
      action: order.action as ReactionAction,
      motivation: unit.motivation,
      ...(lp ? { leaderLp: lp } : {}),
      support: cmd.support,
      ...(cmd.discretion ? { discretion: [cmd.discretion] } : {}),
    },
    rec,
  );
  return ok([{ type: 'reaction/rolled', bound: state.bound, unitId: unit.id, action: r.action, need: r.need, total: r.total, passed: r.passed, does: r.does, breakdown: r.breakdown, dice: rec.take() }]);
}
