/**
 * `bound/advance`: the Bound moves on a step (tables/bound.ts), when the step
 * it leaves is done — both sides' orders in (then revealed together), every
 * unit's reaction rolled or entered, every hit's wound rolled — and carries
 * out what its new step does at once (Movement moves every figure; it is
 * left once every unit that walked in a mine area has rolled its encounter). Leaving
 * Motivation applies the motivation of the units not yet applied and the
 * recovery of pinned men (engine/motivation-step.ts); a new bound begins.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import { err, ok, type Result } from '../../../kernel/result';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { nextStep } from '../tables/bound';
import { NEEDS_REACTION } from '../tables/orders';
import { refuse } from './errors';
import { hitsPending } from './damage-step';
import { endOfBound } from './motivation-step';
import { mineWalksPending } from './mines-step';
import { movesOfBound } from './movement-step';
import { sidesWithoutOrders } from './orders';
import { burnOutRolls, burnsOfMovement } from './terrain-fire-step';

/** Units whose reaction is still to be entered this bound. */
export function reactionsPending(state: SkirmishState): string[] {
  const out: string[] = [];
  for (const side of state.sides) {
    for (const o of state.orders[side.id] ?? []) {
      if (NEEDS_REACTION[o.action].value && !state.reactions[o.unitId]) out.push(o.unitId);
    }
  }
  return out;
}

/** `dice` rolls the burn-out of terrain fires at the end of the bound (line 231, ruling SK29). */
export function decideAdvance(state: SkirmishState, dice: DiceSource): Result<SkirmishEvent[], RuleError> {
  const { bound } = state;
  switch (state.step) {
    case 'orders': {
      const missing = sidesWithoutOrders(state);
      if (missing.length > 0) return err(refuse('bound/orders-missing', 3, 'simultaneous turns', `Bound ${bound}: orders are not in yet from ${missing.map((s) => `"${s}"`).join(', ')}; they are revealed together.`));
      return ok([{ type: 'orders/revealed', bound }, { type: 'bound/stepped', bound, to: 'reaction' }]);
    }
    case 'reaction': {
      const pending = reactionsPending(state);
      if (pending.length > 0) return err(refuse('bound/reactions-missing', 24, 'reaction', `Bound ${bound}: the reaction of ${pending.map((u) => `"${u}"`).join(', ')} is not rolled or entered yet.`));
      return ok([{ type: 'bound/stepped', bound, to: 'spotting' }]);
    }
    case 'spotting': {
      const moves = movesOfBound(state);
      // Men in a fire, or who walk through one, are burned (ruling SK29).
      return ok([{ type: 'bound/stepped', bound, to: 'movement' }, { type: 'bound/moved', bound, moves }, ...burnsOfMovement(state, moves)]);
    }
    case 'movement': {
      const walks = mineWalksPending(state);
      if (walks.length > 0) return err(refuse('bound/mines-pending', 161, 'mines and traps', `Bound ${bound}: the mine encounter of ${walks.map((w) => `unit "${w.unitId}" in "${w.areaId}"`).join(', ')} is not rolled yet (ruling SK24).`));
      return ok([{ type: 'bound/stepped', bound, to: 'fire' }]);
    }
    case 'damage': {
      const pending = hitsPending(state);
      if (pending.length > 0) return err(refuse('bound/hits-pending', 61, 'damage', `Bound ${bound}: the wound roll of ${pending.map((h) => `"${h}"`).join(', ')} is not made yet.`));
      return ok([{ type: 'bound/stepped', bound, to: 'close-combat' }]);
    }
    case 'motivation':
      return ok([...endOfBound(state), ...burnOutRolls(state, dice), { type: 'bound/started', bound: bound + 1 }]);
    default:
      return ok([{ type: 'bound/stepped', bound, to: nextStep(state.step)! }]);
  }
}
