/**
 * The umpire's override (`umpire/resolve`): in place of the calculators'
 * roll (engine/reaction-step.ts, fire-step.ts, damage-step.ts,
 * close-combat-step.ts, motivation-step.ts) the umpire enters a result and
 * the reason — reaction, fire, damage (settling a pending hit when it names
 * one), close combat, motivation and recovery — each in its own step of the
 * Bound. The event keeps the reason for the log.
 */
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { Resolution } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import type { BoundStep } from '../tables/bound';
import { NEEDS_REACTION } from '../tables/orders';
import { refuse } from './errors';

const STEP_OF: Record<Resolution['step'], BoundStep> = {
  reaction: 'reaction',
  fire: 'fire',
  damage: 'damage',
  'close-combat': 'close-combat',
  motivation: 'motivation',
  recovery: 'motivation',
};
const LINE_OF: Record<Resolution['step'], number> = { reaction: 24, fire: 50, damage: 61, 'close-combat': 133, motivation: 25, recovery: 25 };

function check(state: SkirmishState, r: Resolution): RuleError | undefined {
  const line = LINE_OF[r.step];
  const noFigure = (id: string) => (state.figures[id] ? undefined : refuse('resolve/unknown-figure', line, r.step, `There is no figure "${id}" in game "${state.scenarioId}".`));
  switch (r.step) {
    case 'reaction': {
      const unit = state.units[r.unitId];
      if (!unit) return refuse('resolve/unknown-unit', line, 'reaction', `There is no unit "${r.unitId}" in game "${state.scenarioId}".`);
      const order = state.orders[unit.side]?.find((o) => o.unitId === r.unitId);
      if (!order || !NEEDS_REACTION[order.action].value) return refuse('resolve/no-reaction', line, 'reaction', `Unit "${r.unitId}" holds this bound: it has nothing to roll reaction for.`);
      return undefined;
    }
    case 'fire':
      for (const id of r.firerIds) {
        const bad = noFigure(id);
        if (bad) return bad;
        if (state.figures[id]!.state === 'killed') return refuse('resolve/killed', 61, 'killed', `"${id}" is killed and does not fire.`);
      }
      for (const m of r.misfires) if (!r.firerIds.includes(m.figureId)) return refuse('resolve/misfire-not-firer', 58, 'misfire', `"${m.figureId}" has a misfire but is not among the firers.`);
      return undefined;
    case 'damage':
      if (r.hitId) {
        const hit = (state.hits ?? []).find((h) => h.hitId === r.hitId);
        if (!hit) return refuse('resolve/unknown-hit', line, 'damage', `There is no pending hit "${r.hitId}" in game "${state.scenarioId}".`);
        if (hit.figureId !== r.figureId) return refuse('resolve/hit-figure', line, 'damage', `Hit "${r.hitId}" is on "${hit.figureId}", not "${r.figureId}".`);
      }
      return noFigure(r.figureId);
    case 'recovery':
      return noFigure(r.figureId);
    case 'close-combat':
      for (const id of [...r.figureIds, ...r.states.map((s) => s.figureId)]) {
        const bad = noFigure(id);
        if (bad) return bad;
      }
      return undefined;
    case 'motivation':
      return state.units[r.unitId] ? undefined : refuse('resolve/unknown-unit', line, 'motivation', `There is no unit "${r.unitId}" in game "${state.scenarioId}".`);
  }
}

export function decideResolve(state: SkirmishState, r: Resolution): Result<SkirmishEvent[], RuleError> {
  const step = STEP_OF[r.step];
  if (state.step !== step) return err(refuse('resolve/not-now', LINE_OF[r.step], r.step, `A ${r.step} result is entered in the ${step} step; bound ${state.bound} is in its ${state.step} step.`));
  const bad = check(state, r);
  if (bad) return err(bad);
  return ok([{ type: 'umpire/resolved', bound: state.bound, resolution: r }]);
}
