/**
 * Sequentiality (Sections 5.1 E–F, 6.2, 6.4, 10.75, 14.1): who may choose a
 * man to execute tasks, which men are eligible, and the commands that begin
 * and end a man's interval or pass. Rulings: docs/rulings/turn-sequence.md.
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent, PendingHook } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from '../rules/observation-limits';
import { finalPrompt } from './prompts';

/** Case 5.1 E and F: the two Task Execution Phases. */
export const TASK_PHASES: readonly string[] = [NON_PREPARED_PHASE, PREPARED_PHASE];
export const isTaskPhase = (phase: string): boolean => TASK_PHASES.includes(phase);

export const isPlotted = (state: GameState, manId: string): boolean => sequenceOf(state).plots[manId] !== undefined;

/** Why this man may not begin task execution in the current Phase (whoever's turn it is), or undefined if he may. */
export function ineligibility(state: GameState, man: ManState): RuleError | undefined {
  if (!isTaskPhase(state.phase)) {
    return ruleError('task/wrong-phase', 'Case 5.1', `Tasks are executed only in the Non-Prepared and Prepared Task Execution Phases, not in the ${state.phase} Phase (Case 5.1).`);
  }
  if (man.condition === 'dead') return ruleError('task/dead', 'Case 9.0', `${man.name} is dead.`);
  if (!canAct(man)) return ruleError('task/incapacitated', 'Case 9.22', `${man.name} is incapacitated: he has no Task Points and performs no task (Case 9.22).`);
  // Case 38.51: a man waiting off the map takes his interval to enter it (entry.ts); a man who left is out of play (Case 15.26).
  // Sections 23.0–24.0 (ruling VH2): crew in their vehicle have no Task Points (Cases 23.11, 24.11); passengers and riders do (Case 24.14).
  if (man.aboard) {
    const v = state.vehicles?.vehicles.find((x) => x.id === man.aboard!.vehicleId);
    const crew = v !== undefined && (v.kind === 'tank' || v.kind === 'apc') && Object.values(v.crew).includes(man.id);
    if (crew) return ruleError('task/vehicle-crew', 'Case 23.11', `${man.name} is crew of ${v.name}: he has no Task Point allowance while he stays in it (Cases 23.11, 24.11).`);
  }
  if (!man.square && !man.awaitingEntry && !man.aboard) return ruleError('task/off-map', 'Case 38.51', `${man.name} is not on the map${man.exited ? ': he has left it for good (Case 15.26)' : ''}.`);
  const t = manTurnOf(state, man.id);
  if (t.done) return ruleError('task/already-acted', 'Case 6.43', `${man.name} has already executed his tasks this Game-Turn; no man spends Task Points at two separate intervals (Case 6.43).`);
  const plotted = isPlotted(state, man.id);
  if (plotted && state.phase === NON_PREPARED_PHASE) {
    return ruleError('task/plotted-for-opportunity-fire', 'Case 10.75', `${man.name} is plotted for opportunity fire: he acts only in the Prepared Task Execution Phase (Case 10.75).`);
  }
  if (!plotted && state.phase === PREPARED_PHASE) {
    return ruleError('task/not-plotted', 'Case 5.1', `Only men plotted for opportunity fire execute tasks in the Prepared Task Execution Phase; ${man.name} is not plotted (Case 5.1 F).`);
  }
  return undefined;
}

/** The men of `side` who may still take an interval in this Phase. */
export function eligibleMen(state: GameState, side: string): ManState[] {
  return Object.values(state.men).filter((m) => m.side === side && ineligibility(state, m) === undefined);
}

/** A side may act when it has not passed (Case 6.41) and has men left (Case 6.23). */
export function sideCanAct(state: GameState, side: string): boolean {
  return !sequenceOf(state).passedSides.includes(side) && eligibleMen(state, side).length > 0;
}

/**
 * The side to choose the next man, when no man is acting (Cases 6.21–6.23):
 * the initiative side first; then alternate; a side that passed or ran out
 * is skipped and the other moves all his remaining men. Undefined when the
 * Phase's task execution is complete.
 */
export function sideToAct(state: GameState): string | undefined {
  if (!isTaskPhase(state.phase)) return undefined;
  const seq = sequenceOf(state);
  const order = state.sides.map((s) => s.id);
  const first = seq.lastActedSide === undefined ? (seq.initiative?.side ?? order[0]) : order.find((s) => s !== seq.lastActedSide);
  const second = order.find((s) => s !== first);
  for (const s of [first, second]) if (s !== undefined && sideCanAct(state, s)) return s;
  return undefined;
}

const noActiveMan = (state: GameState): RuleError | undefined => {
  const seq = sequenceOf(state);
  if (seq.prompts.length > 0) return ruleError('task/interrupted', 'Case 7.52', 'An observation prompt must be answered first; no Task Points may be spent meanwhile (Case 7.52).');
  const active = seq.active;
  if (active) {
    const name = state.men[active.manId]?.name ?? active.manId;
    return ruleError('task/man-acting', 'Case 6.21', `${name} is executing tasks; his interval must end first (Cases 6.21, 6.43).`);
  }
  return undefined;
};

/** Case 38.49 / 38.61 / 14.11: what the panic check before his first task would be. Section 14 is not wired yet. */
export function panicHook(state: GameState, man: ManState): { panicCheck: PendingHook; automaticPanic?: PendingHook } {
  const side = state.sides.find((s) => s.id === man.side);
  const info = sequenceOf(state).sides[man.side] ?? {};
  if (side?.mode === 'defending' && info.alertedTurn === undefined) {
    return { panicCheck: { status: 'not-required', caseRef: 'Case 38.49', note: 'Defending men do not panic until they become aware of the attacking men (Case 38.49).' } };
  }
  const panicCheck: PendingHook = { status: 'not-wired', caseRef: 'Case 14.11', note: 'panic check pending: Section 14 not yet wired' };
  const observesEnemy = (state.knowledge[man.id]?.observing ?? []).some((id) => state.men[id]?.side !== man.side);
  if (side?.mode === 'defending' && info.alertedTurn === state.turn - 1 && !observesEnemy) {
    return {
      panicCheck,
      automaticPanic: { status: 'not-wired', caseRef: 'Case 38.61', note: 'automatic panic due (no roll; Move reads Fall Prone, Case 38.62): Section 14 not yet wired' },
    };
  }
  return { panicCheck };
}

/** task/begin (Cases 5.1 E, 6.21, 6.41, 14.11). */
export function decideBegin(state: GameState, cmd: CommandOf<'task/begin'>): Result<GameEvent[], RuleError> {
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('task/unknown-man', 'Case 6.21', `There is no man "${cmd.manId}" in this game.`));
  if (!isTaskPhase(state.phase)) return err(ineligibility(state, man)!);
  const busy = noActiveMan(state);
  if (busy) return err(busy);
  const side = sideToAct(state);
  if (side !== man.side) {
    if (sequenceOf(state).passedSides.includes(man.side)) {
      return err(ruleError('task/side-passed', 'Case 6.41', `${sideName(state, man.side)} has passed: no further tasks in this Phase (Case 6.41).`));
    }
    const why = ineligibility(state, man);
    if (why) return err(why);
    return err(ruleError('task/not-your-turn', 'Case 6.22', `It is ${side ? sideName(state, side) : 'nobody'}’s turn to choose a man (Cases 6.22, 6.23).`));
  }
  const why = ineligibility(state, man);
  if (why) return err(why);
  return ok([{ type: 'task-begun', manId: man.id, phase: state.phase, ...panicHook(state, man) }]);
}

/** The active man, checked: it is his interval and nothing interrupts him (Cases 7.51, 7.52). */
export function checkActive(state: GameState, manId: string): Result<ManState, RuleError> {
  if (!isTaskPhase(state.phase)) {
    return err(ruleError('task/wrong-phase', 'Case 5.1', `Tasks are executed only in the Task Execution Phases (Case 5.1), not in the ${state.phase} Phase.`));
  }
  const seq = sequenceOf(state);
  const man = state.men[manId];
  if (!man) return err(ruleError('task/unknown-man', 'Case 7.51', `There is no man "${manId}" in this game.`));
  if (seq.active?.manId !== manId) {
    return err(ruleError('task/not-active', 'Case 7.51', `Only the man whose turn it is may spend Task Points; ${man.name} is not executing tasks now (Case 7.51).`));
  }
  if (seq.prompts.length > 0) {
    return err(ruleError('task/interrupted', 'Case 7.52', `${man.name} may spend no further Task Points until the observation prompt is answered (Case 7.52).`));
  }
  return ok(man);
}

/** task/end (Case 6.43): his interval is over; owed observers (Case 8.95) get their last prompt first. */
export function decideEnd(state: GameState, cmd: CommandOf<'task/end'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const last = finalPrompt(state);
  if (last) return ok([{ type: 'prompt-raised', prompt: last }]);
  return ok([{ type: 'task-ended', manId: cmd.manId, reason: 'declared', caseRef: 'Case 6.43' }]);
}

/** side/pass (Case 6.41): the side to act performs no further tasks in this Phase. */
export function decidePass(state: GameState, cmd: CommandOf<'side/pass'>): Result<GameEvent[], RuleError> {
  if (!state.sides.some((s) => s.id === cmd.side)) return err(ruleError('side/unknown', 'Case 6.41', `There is no side "${cmd.side}" in this game.`));
  if (!isTaskPhase(state.phase)) return err(ruleError('side/wrong-phase', 'Case 6.41', 'A side passes only in a Task Execution Phase (Case 6.41).'));
  const busy = noActiveMan(state);
  if (busy) return err(busy);
  const side = sideToAct(state);
  if (side !== cmd.side) {
    return err(ruleError('side/not-your-turn', 'Case 6.41', `${sideName(state, cmd.side)} is not scheduled to perform tasks now (Cases 6.22, 6.41).`));
  }
  return ok([{ type: 'side-passed', side: cmd.side, phase: state.phase, caseRef: 'Case 6.41' }]);
}

export function sideName(state: GameState, side: string): string {
  return state.sides.find((s) => s.id === side)?.name ?? side;
}
