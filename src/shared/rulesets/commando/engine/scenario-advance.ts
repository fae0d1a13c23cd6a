/**
 * phase/advance in a scenario game (Case 5.1 with Sections 12, 15 and 38):
 * the turn-sequence advance, then what the scenario adds at each Phase
 * boundary —
 * - leaving the Hand-to-Hand Phase needs every combat resolved (Case 12.11);
 * - between the Non-Prepared and Prepared Task Execution Phases the sentries
 *   walk 25 Task Points of their loop (Case 38.45) until sentry routines
 *   cease (Case 38.64);
 * - entering the Bookkeeping Phase: preservation (Section 15.0);
 * - a new Game-Turn: the game ends at its turn limit (Case 38.3), or
 *   reinforcements arrive (Case 38.33).
 * The hooks the turn-sequence module leaves are marked `resolved`.
 */
import { sameSquare } from '../../../map/map-model';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent, MovedStep, PendingHook } from '../model/events';
import type { GameState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { RuleError } from '../../../kernel/rule-error';
import { BOOKKEEPING_PHASE, NON_PREPARED_PHASE, PREPARED_PHASE } from '../rules/observation-limits';
import { stepTaskPoints } from '../rules/movement';
import { bookkeepingPreservationEvents } from './bookkeeping-preservation';
import { meleePending } from './melee-phase';
import { moverOf } from './move-command';
import { reinforcementEvents } from './reinforcements';
import { turnLimitEndEvents } from './game-end';
import { allOf } from './special-rules';
import { GAME_TURN_RECORD_PHASE, HAND_TO_HAND_PHASE } from './turn-sequence';
import { withMinesOnRoutes } from './mine-command';
import { readingChosen } from '../model/readings';

/** Case 38.45: Task Points a sentry spends each Game-Turn walking his route. */
export const SENTRY_TASK_POINTS = 25;

/** Case 38.45: each sentry's walk this Game-Turn. */
export function sentryEvents(state: GameState): GameEvent[] {
  const sc = state.scenario;
  if (!sc) return [];
  const events: GameEvent[] = [];
  for (const [manId, sentry] of Object.entries(sc.sentries)) {
    const man = state.men[manId];
    if (!man?.square || !canAct(man)) continue;
    const alerted = sequenceOf(state).sides[man.side]?.alertedTurn;
    // Case 38.64: sentry routines cease on the Game-Turn after the automatic panic Turn.
    if (alerted !== undefined && state.turn >= alerted + 2) continue;
    // He did something else this Turn (panicked, fought): Case 12.21 "Otherwise, he must remain in the square".
    const t = manTurnOf(state, manId);
    if (t.spent > 0 || t.lost > 0 || t.done) continue;
    // Case 12.21: surprised before he had expended Task Points, "he executes his sentry routine normally";
    // the old reading (ruling PS3) holds any sentry surprised this Turn.
    if (readingChosen(state, 'surprised-sentry-holds') && man.surprised && man.surprised.turn === state.turn) continue;
    const steps: MovedStep[] = [];
    let at = man.square;
    let index = sentry.index;
    let spent = 0;
    for (let guard = 0; guard < sentry.route.length * 2; guard++) {
      const nextIndex = (index + 1) % sentry.route.length;
      const to = sentry.route[nextIndex]!;
      const c = stepTaskPoints(state.map, at, to, moverOf(man));
      if (typeof c !== 'number' || spent + c > SENTRY_TASK_POINTS) break;
      // Case 7.44: he stops on entering an Enemy man's square.
      const enemyThere = Object.values(state.men).some((m) => m.side !== man.side && canAct(m) && sameSquare(m.square, to));
      spent += c;
      steps.push({ to, cost: c });
      at = to;
      index = nextIndex;
      if (enemyThere) break;
    }
    if (steps.length > 0) events.push({ type: 'sentry-moved', manId, steps, index, caseRef: 'Case 38.45' });
  }
  return events;
}

function resolvedHooks(hooks: readonly PendingHook[] | undefined, to: string): PendingHook[] | undefined {
  if (!hooks) return undefined;
  return hooks.map((h) => {
    if (to === HAND_TO_HAND_PHASE) return { status: 'resolved', caseRef: 'Case 5.1 D', note: 'hand-to-hand combat: melee/resolve for each square with men of both sides (Section 12.0)' };
    if (to === BOOKKEEPING_PHASE && h.note.startsWith('preservation')) return { status: 'resolved', caseRef: 'Case 5.1 G', note: 'preservation: see the preservation-rolled events (Section 15.0)' };
    return h;
  });
}

/** phase/advance with the scenario's work at each boundary. */
export function decideAdvanceWithScenario(
  state: GameState,
  cmd: CommandOf<'phase/advance'>,
  dice: DiceSource,
  base: (s: GameState, c: CommandOf<'phase/advance'>) => Result<GameEvent[], RuleError>,
): Result<GameEvent[], RuleError> {
  const pending = meleePending(state);
  if (pending) return err(pending);
  const r = base(state, cmd);
  if (!r.ok) return r;
  const [first, ...rest] = r.value;
  if (!first || first.type !== 'phase-advanced') return r;
  const hooks = resolvedHooks(first.hooks, first.to);
  const advanced: GameEvent = { ...first, ...(hooks ? { hooks } : {}) };
  const events: GameEvent[] = [advanced, ...rest];
  if (state.phase === NON_PREPARED_PHASE && first.to === PREPARED_PHASE) events.push(...withMinesOnRoutes(state, sentryEvents(state), dice));
  // The scenario's special rules (Case 42.43, ruling HJ1: the train runs as the Prepared Task Execution Phase begins).
  if (state.phase === NON_PREPARED_PHASE && first.to === PREPARED_PHASE) events.push(...allOf(state, (p) => p.preparedPhaseEvents?.(state)));
  if (first.to === BOOKKEEPING_PHASE) events.push(...bookkeepingPreservationEvents(state, dice));
  if (state.phase === GAME_TURN_RECORD_PHASE) {
    const ended = turnLimitEndEvents(state);
    if (ended.length > 0) return ok([...events, ...ended]);
    events.push(...reinforcementEvents(state, first.turn, dice));
  }
  return ok(events);
}
