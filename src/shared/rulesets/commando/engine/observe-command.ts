/**
 * Observation attempts as commands (Sections 8.0, 8.3, 8.7, 8.9): who may
 * roll when, the chance as a Breakdown (observation-chance.ts), the 1D100
 * roll from the DiceSource, and the event. Answers to prompts (prompts.ts).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { rollDice } from '../rules/dice-codes';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { resolveAttempt } from '../rules/observation';
import { defendingModeApplies, observationChance, situationOnMap } from '../rules/observation-chance';
import { canAttempt, OBSERVATION_PHASE, type ManAt } from '../rules/observation-limits';
import { attemptContext, manAt, observerAt, promptFor } from './prompts';
import { isTaskPhase } from './sequentiality';
import { manStatistics } from './man-statistics';
import { lightingOf } from './light-sources';
import { tablesOf } from './game-tables';

export interface CheckedAttempt {
  readonly observer: ManState;
  readonly target: ManState;
  readonly targetAt: ManAt;
  readonly breakdown: Breakdown;
  readonly promptId?: string;
}

/** May this attempt be made now, and at what chance? Everything but the roll. */
export function checkAttempt(state: GameState, cmd: CommandOf<'observe/attempt'>): Result<CheckedAttempt, RuleError> {
  const observer = state.men[cmd.observerId];
  const target = state.men[cmd.targetId];
  if (!observer || !target) return err(ruleError('observe/unknown-man', 'Case 8.82', 'Both the observer and the target must be men in this game.'));
  if (observer.side === target.side) return err(ruleError('observe/friendly', 'Case 8.82', `${target.name} is a friend of ${observer.name}.`));
  if (!canAct(observer)) return err(ruleError('observe/cannot-act', 'Case 9.22', `${observer.name} is ${observer.condition} and observes nobody (Case 9.22).`));
  const o = observerAt(state, observer);
  const t = manAt(target);
  if (!o || !t) return err(ruleError('observe/off-map', 'Case 8.24', 'Both men must be on the map.'));

  let promptId: string | undefined;
  if (isTaskPhase(state.phase)) {
    // Cases 7.51, 8.92, 8.94: in a Task Execution Phase a man observes when a prompt asks him, or while it is his own interval.
    const prompt = promptFor(state, observer.id);
    const active = sequenceOf(state).active;
    if (prompt) {
      if (prompt.moverId !== target.id) {
        return err(ruleError('observe/not-prompted-target', 'Case 8.92', `${observer.name} is asked about the moving man; he must answer that prompt first (Cases 7.52, 8.92).`));
      }
      promptId = prompt.id;
    } else if (active?.manId !== observer.id) {
      return err(ruleError('observe/not-now', 'Case 7.51', `${observer.name} may attempt observation now only when an enemy man’s movement prompts it (Cases 7.51, 7.52, 8.94).`));
    } else if (sequenceOf(state).prompts.length > 0) {
      return err(ruleError('task/interrupted', 'Case 7.52', 'An observation prompt must be answered first (Case 7.52).'));
    }
  } else if (state.phase !== OBSERVATION_PHASE) {
    return err(ruleError('observe/wrong-phase', 'Case 8.33', 'Observation may be attempted only in the Observation and the two Task Execution Phases (Case 8.33).'));
  }

  const check = canAttempt(o, t, attemptContext(state));
  if (!check.ok) return err(check.error);
  const side = state.sides.find((s) => s.id === observer.side);
  if (!side) return err(ruleError('observe/unknown-side', 'Case 8.71', `${observer.name}'s side is not in this game.`));
  const breakdown = observationChance(
    situationOnMap(state.map, o, t, check, {
      codeLetter: manStatistics(state, observer).observationCode ?? side.observationCode,
      observerMovedThisTurn: manTurnOf(state, observer.id).movedThisTurn,
      targetMoving: promptId !== undefined,
      defendingMode: defendingModeApplies(side.mode, state.turn, sequenceOf(state).sides[side.id]?.commandoFirstObservedTurn),
      // Cases 33.26, 33.27, 34.11: the light rows of Case 8.74 (light-sources.ts).
      ...lightingOf(state, o.square, t.square),
    }), tablesOf(state),
  );
  return ok({ observer, target, targetAt: t, breakdown, ...(promptId ? { promptId } : {}) });
}

/** observe/attempt: roll 1D100 against the chance (Section 8.0 procedure; Cases 8.72, 8.73). */
export function decideAttempt(state: GameState, cmd: CommandOf<'observe/attempt'>, dice: DiceSource): Result<GameEvent[], RuleError> {
  const checked = checkAttempt(state, cmd);
  if (!checked.ok) return checked;
  const { observer, target, targetAt, breakdown, promptId } = checked.value;
  const rolled = rollDice('1D100', dice, `Case 8.73 observation: ${observer.name} tries to observe ${target.name}`);
  const outcome = resolveAttempt(rolled.total, breakdown);
  return ok([
    {
      type: 'observation-attempted',
      observerId: observer.id,
      targetId: target.id,
      phase: state.phase,
      order: sequenceOf(state).attemptsThisPhase + 1,
      roll: outcome.roll,
      chance: outcome.chance,
      success: outcome.success,
      breakdown,
      square: targetAt.square,
      posture: targetAt.posture,
      ...(promptId ? { promptId } : {}),
      summary: `${observer.name} → ${target.name}: ${outcome.summary}`,
      caseRef: promptId ? 'Case 8.92' : state.phase === OBSERVATION_PHASE ? 'Case 8.91' : 'Case 8.94',
      dice: [{ purpose: rolled.purpose, mode: dice.mode, faces: rolled.faces }],
    },
  ]);
}

/** observe/forego (Cases 8.92, 8.95): the observer lets this point of the movement pass. */
export function decideForego(state: GameState, cmd: CommandOf<'observe/forego'>, barred?: (attempt: CommandOf<'observe/attempt'>) => RuleError | undefined): Result<GameEvent[], RuleError> {
  const found = sequenceOf(state).prompts.find((p) => p.id === cmd.promptId);
  // An opportunity prompt is answered with opportunity/fire or opportunity/hold (Case 7.53).
  const prompt = found?.kind === 'observation' ? found : undefined;
  const entry = prompt?.pending.find((e) => e.observerId === cmd.observerId);
  if (!prompt || !entry) {
    return err(ruleError('observe/no-prompt', 'Case 7.52', `There is no open prompt "${cmd.promptId}" asking ${cmd.observerId} to observe.`));
  }
  // A forced man who can no longer attempt (he was moved, or reached a Case 8.3 limit) cannot be forced (Case 8.92).
  // So is one the scenario's special rules bar from the attempt (Case 42.43: only the cars' lookouts observe, each to his side).
  const attempt: CommandOf<'observe/attempt'> = { type: 'observe/attempt', observerId: cmd.observerId, targetId: prompt.moverId };
  const unable = entry.duty === 'must' && (!checkAttempt(state, attempt).ok || barred?.(attempt) !== undefined);
  if (entry.duty === 'must' && prompt.final && !unable) {
    return err(ruleError('observe/must-attempt', 'Case 8.92', 'He must attempt to observe the first enemy man who moves within his range and Line of Sight; this is the last point of the movement (Cases 8.92, 8.95).'));
  }
  const deferred = entry.duty === 'must' && !unable;
  return ok([
    { type: 'observation-foregone', observerId: cmd.observerId, promptId: prompt.id, deferred, caseRef: deferred ? 'Case 8.95' : entry.duty === 'may-forego' ? 'Case 8.92' : 'Case 8.94' },
  ]);
}
