/**
 * The Motivation and recovery step (seed lines 24–25, rulings SK4 and SK10):
 * each unit's motivation moves by the bound's pass or failure (capped by the
 * action's "Max. Mot. if pass"), an advance to contact, a casualty this go,
 * the C.O. a casualty, the unit pinned down, and the umpire's discretion
 * (rules/motivation.ts); then a pinned man not hit this bound recovers
 * (tables/damage.ts PINNED_RECOVERY). `motivation/apply` applies one unit
 * with the umpire's discretion; advancing the bound applies every unit not yet
 * applied (or entered by the umpire with `umpire/resolve`).
 */
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Unit } from '../model/figures';
import { figuresOf, type SkirmishState } from '../model/state';
import type { FiguresRecoveredEvent, MotivationChangedEvent } from '../model/wired-events';
import type { UmpireDiscretion } from '../rules/discretion';
import { isPinnedDown, motivationAfterBound } from '../rules/motivation';
import { PINNED_RECOVERY } from '../tables/damage';
import { NEEDS_REACTION } from '../tables/orders';
import type { ReactionAction } from '../tables/reaction';
import { refuse } from './errors';
import { unitOrderOf } from './wired-support';

type ApplyCommand = Extract<SkirmishCommand, { type: 'motivation/apply' }>;

export function motivationOf(state: SkirmishState, unit: Unit, discretion?: UmpireDiscretion): MotivationChangedEvent {
  const order = unitOrderOf(state, unit.id);
  const reaction = state.reactions[unit.id];
  const acted = order && NEEDS_REACTION[order.action].value && reaction ? { action: order.action as ReactionAction, passed: reaction.passed } : undefined;
  const casualties = new Set(state.casualties ?? []);
  const men = figuresOf(state, unit.id);
  const standing = men.filter((f) => f.state !== 'killed' && f.state !== 'crippled');
  const breakdown = motivationAfterBound({
    motivation: unit.motivation,
    ...(acted ? { reaction: acted } : {}),
    advancedToContact: acted?.action === 'to-contact' && acted.passed,
    casualty: men.some((f) => casualties.has(f.id)),
    coCasualty: casualties.has(unit.leaderId),
    pinnedDown: isPinnedDown(standing.filter((f) => f.state === 'pinned').length, standing.length),
    ...(discretion ? { discretion: [discretion] } : {}),
  });
  return { type: 'motivation/changed', bound: state.bound, unitId: unit.id, from: unit.motivation, to: breakdown.final, breakdown };
}

export function decideMotivationApply(state: SkirmishState, cmd: ApplyCommand): Result<SkirmishEvent[], RuleError> {
  if (state.step !== 'motivation') return err(refuse('motivation/not-now', 25, 'changes to motivation', `Motivation is applied in the Motivation step; bound ${state.bound} is in its ${state.step} step.`));
  const unit = state.units[cmd.unitId];
  if (!unit) return err(refuse('motivation/unknown-unit', 25, 'changes to motivation', `There is no unit "${cmd.unitId}" in game "${state.scenarioId}".`));
  if ((state.motivationDone ?? []).includes(unit.id)) return err(refuse('motivation/done', 25, 'changes to motivation', `Unit "${unit.id}"'s motivation for bound ${state.bound} is already applied.`));
  return ok([motivationOf(state, unit, cmd.discretion)]);
}

/** The end of the bound: motivation of every unit not yet applied (where anything changes it), then recovery. */
export function endOfBound(state: SkirmishState): SkirmishEvent[] {
  const done = new Set(state.motivationDone ?? []);
  const out: SkirmishEvent[] = [];
  for (const unit of Object.values(state.units)) {
    if (done.has(unit.id)) continue;
    const e = motivationOf(state, unit);
    if (e.breakdown.steps.some((s) => s.kind === 'modifier')) out.push(e);
  }
  const struck = new Set(state.struck ?? []);
  const recovered = Object.values(state.figures).filter((f) => f.state === 'pinned' && !struck.has(f.id)).map((f) => f.id);
  if (recovered.length > 0) {
    const e: FiguresRecoveredEvent = { type: 'figures/recovered', bound: state.bound, figureIds: recovered, source: `${PINNED_RECOVERY.provenance.source} (house: ${PINNED_RECOVERY.value})` };
    out.push(e);
  }
  return out;
}
