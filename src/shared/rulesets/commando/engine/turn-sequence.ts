/**
 * The Sequence of Play (Case 5.1, Phases A–H): advancing the Phase, what each
 * Phase needs done before it may end, what happens on entering a Phase (the
 * Bookkeeping Phase's loss of sight, Case 8.84; the new Game-Turn's resets,
 * Case 5.1 H), and the secret plot of Phase B (Cases 5.1 B, 10.75, 10.76).
 * Rulings: docs/rulings/turn-sequence.md.
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent, PendingHook } from '../model/events';
import type { ManKnowledge } from '../rules/knowledge';
import type { GameState, OpportunityFirePlot, SequenceState } from '../model/state';
import { canAct, initialSequence, manTurnOf, PHASES, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { bookkeepingLoseSight, startPhase, startTurn } from '../rules/observation';
import { BOOKKEEPING_PHASE, OBSERVATION_PHASE, type ManAt } from '../rules/observation-limits';
import { INITIATIVE_PHASE } from './initiative';
import { attemptContext, manAt, observerAt } from './prompts';
import { aboardSightPoint } from './vehicle-exposure';
import { isTaskPhase, sideName, sideToAct } from './sequentiality';
import { lyingInWaitCost, plotCost, remainingTaskPoints } from './task-points';
import { readingChosen } from '../model/readings';
import { afterIlluminationBookkeeping, illuminationBookkeeping } from './illumination';

export const PLOT_PHASE = 'opportunity-fire-plot';
export const HAND_TO_HAND_PHASE = 'hand-to-hand';
export const GAME_TURN_RECORD_PHASE = 'game-turn-record';

/** The Phase after `phase` and the Game-Turn it falls in (Case 5.1 H: after the Record Phase comes Phase A of the next Game-Turn). */
export function nextPhase(phase: string, turn: number): { readonly phase: string; readonly turn: number } | undefined {
  const i = (PHASES as readonly string[]).indexOf(phase);
  if (i < 0) return undefined;
  return i === PHASES.length - 1 ? { phase: PHASES[0], turn: turn + 1 } : { phase: PHASES[i + 1]!, turn };
}

/** Why the current Phase may not end yet, or undefined when it may. */
export function advanceError(state: GameState): RuleError | undefined {
  const seq = sequenceOf(state);
  if (!nextPhase(state.phase, state.turn)) return ruleError('phase/unknown', 'Case 5.1', `"${state.phase}" is not one of the eight Phases of Case 5.1.`);
  if (seq.prompts.length > 0) return ruleError('phase/prompt-pending', 'Case 7.52', 'An observation prompt is open; answer it before the Phase ends (Case 7.52).');
  if (seq.active) {
    const name = state.men[seq.active.manId]?.name ?? seq.active.manId;
    return ruleError('phase/man-acting', 'Case 6.43', `${name} is still executing tasks; end his interval first (Case 6.43).`);
  }
  if (state.phase === INITIATIVE_PHASE && !seq.initiative) return ruleError('phase/initiative-not-rolled', 'Case 6.1', 'Roll for the initiative before the Phase ends (Case 6.1).');
  if (isTaskPhase(state.phase)) {
    const side = sideToAct(state);
    if (side) {
      return ruleError('phase/sides-still-to-act', 'Case 6.22', `${sideName(state, side)} still has men who may execute tasks; each man acts or his side passes before the Phase ends (Cases 6.22, 6.23, 6.41).`);
    }
  }
  return undefined;
}

function hooksFor(phase: string): PendingHook[] {
  switch (phase) {
    case HAND_TO_HAND_PHASE:
      return [{ status: 'not-wired', caseRef: 'Case 5.1 D', note: 'hand-to-hand combat: Section 12 not yet wired' }];
    case BOOKKEEPING_PHASE:
      return [
        { status: 'not-wired', caseRef: 'Case 5.1 G', note: 'preservation checks: Section 15 not yet wired' },
        { status: 'resolved', caseRef: 'Case 5.1 G', note: 'smoke (Cases 11.52–11.54) and explosives (Cases 11.74–11.76): the smoke-dissipated, smoke-laid and explosive-checked events that follow' },
      ];
    default:
      return [];
  }
}

/** Case 8.84: in the Bookkeeping Phase every observer loses the men now out of range or LOS. */
export function bookkeepingSightLosses(state: GameState): GameEvent[] {
  const events: GameEvent[] = [];
  const ctx = { ...attemptContext(state), phase: BOOKKEEPING_PHASE };
  for (const man of Object.values(state.men)) {
    const k = state.knowledge[man.id];
    if (!k || k.observing.length === 0) continue;
    const o = observerAt(state, man);
    // Ruling VH50: a man aboard is kept while his vehicle is (or, exposed, he is) still seen, and dropped when it is not.
    const enemies = k.observing
      .map((id) => state.men[id])
      .flatMap((m) => (m ? [!m.square && m.aboard ? aboardSightPoint(state, m) : manAt(m)] : []))
      .filter((m): m is ManAt => m !== undefined);
    // A man off the map, or dead, sees nobody (Case 8.24).
    const lost = o && canAct(man) ? bookkeepingLoseSight(o, enemies, ctx) : undefined;
    const ids = lost ? (lost.ok ? lost.value.lost : []) : k.observing;
    for (const targetId of ids) events.push({ type: 'sight-lost', observerId: man.id, targetId, caseRef: 'Case 8.84' });
  }
  return events;
}

/** An opportunity throw plot (Cases 11.61–11.63), which is never declared. */
const isThrowPlot = (p: OpportunityFirePlot): boolean => p.fireTask === 'throw-grenade' || p.plot?.kind === 'throw';

/** phase/advance (Case 5.1). */
export function decideAdvance(state: GameState, _cmd: CommandOf<'phase/advance'>): Result<GameEvent[], RuleError> {
  const e = advanceError(state);
  if (e) return err(e);
  const next = nextPhase(state.phase, state.turn)!;
  const seq = sequenceOf(state);
  const hooks = hooksFor(next.phase);
  const declarations =
    state.phase === PLOT_PHASE
      ? // Case 11.63: "a Player does not have to announce whether or not he has opportunity throw plotted".
        state.sides.map((s) => ({ side: s.id, anyPlotted: Object.entries(seq.plots).some(([id, p]) => state.men[id]?.side === s.id && !isThrowPlot(p)) }))
      : undefined;
  const events: GameEvent[] = [
    {
      type: 'phase-advanced',
      from: state.phase,
      to: next.phase,
      turn: next.turn,
      ...(declarations ? { plotDeclarations: declarations } : {}),
      ...(hooks.length > 0 ? { hooks } : {}),
    },
  ];
  if (next.phase === BOOKKEEPING_PHASE) {
    // Cases 34.23, 34.34, 34.44, 34.45 before Case 8.84 (ruling IL8).
    const lights = illuminationBookkeeping(state);
    events.push(...lights, ...bookkeepingSightLosses(afterIlluminationBookkeeping({ ...state, phase: BOOKKEEPING_PHASE }, lights)));
  }
  return ok(events);
}

/** Fold of phase-advanced: per-Phase records clear; a new Game-Turn clears the men's Game-Turn records and the plots. */
export function evolvePhaseAdvanced(state: GameState, event: Extract<GameEvent, { type: 'phase-advanced' }>): GameState {
  const newTurn = event.to === OBSERVATION_PHASE && event.from === GAME_TURN_RECORD_PHASE;
  const seq = sequenceOf(state);
  const knowledge: Record<string, ManKnowledge> = {};
  for (const [id, k] of Object.entries(state.knowledge)) knowledge[id] = startPhase(newTurn ? startTurn(k) : k, event.to);
  // The side that acted last and the active man belong to the Phase that ended.
  const base: SequenceState = {
    ...(seq.initiative ? { initiative: seq.initiative } : {}),
    passedSides: [],
    prompts: [],
    nextPromptNumber: seq.nextPromptNumber,
    men: seq.men,
    plots: seq.plots,
    ...(event.plotDeclarations ? { plotDeclarations: event.plotDeclarations } : seq.plotDeclarations ? { plotDeclarations: seq.plotDeclarations } : {}),
    sides: seq.sides,
    attemptsThisPhase: 0,
  };
  const next: SequenceState = newTurn ? { ...initialSequence(), sides: seq.sides, nextPromptNumber: seq.nextPromptNumber } : base;
  return { ...state, phase: event.to, turn: event.turn, knowledge, sequence: next };
}

/** plot/opportunity-fire (Cases 5.1 B, 10.75, 10.76; Chart 5.22 note **): secret; the five paid now (ruling TS15/O8). */
export function decidePlot(state: GameState, cmd: CommandOf<'plot/opportunity-fire'>): Result<GameEvent[], RuleError> {
  if (state.phase !== PLOT_PHASE) {
    return err(ruleError('plot/wrong-phase', 'Case 5.1', `Opportunity fire is plotted in the Opportunity Fire Plot Phase (Case 5.1 B), not in the ${state.phase} Phase.`));
  }
  const man = state.men[cmd.manId];
  if (!man) return err(ruleError('plot/unknown-man', 'Case 5.1', `There is no man "${cmd.manId}" in this game.`));
  if (!canAct(man)) return err(ruleError('plot/cannot-act', 'Case 9.22', `${man.name} is ${man.condition} and can plot nothing (Case 9.22).`));
  if (!man.square) return err(ruleError('plot/off-map', 'Case 10.71', `${man.name} is not on the map.`));
  if (sequenceOf(state).plots[man.id]) return err(ruleError('plot/already-plotted', 'Case 5.1', `${man.name} is already plotted; withdraw the plot to change it.`));
  if (manTurnOf(state, man.id).done) return err(ruleError('plot/already-acted', 'Case 6.43', `${man.name} has already acted this Game-Turn.`));
  const full = plotCost(cmd.fireTask, man);
  if ('code' in full) return err(full);
  const left = remainingTaskPoints(state, man.id);
  if (full.final > left) {
    return err(ruleError('plot/insufficient_task_points', 'Case 10.76', `Plotting needs ${man.name} able to pay the fire and the five: ${full.final} Task Points; he has ${left} (Cases 10.76, 6.44).`));
  }
  // Ruling O8: the five now, the fire only if he fires (Chart 5.22 note **, Case 5.1 F); campaign reading: both now (Case 10.76).
  const breakdown = readingChosen(state, 'opportunity-plot-pays-fire') ? full : lyingInWaitCost(man);
  return ok([
    { type: 'opportunity-fire-plotted', manId: man.id, fireTask: cmd.fireTask, cost: breakdown.final, breakdown, ...(cmd.payload ? { payload: cmd.payload } : {}) },
  ]);
}

/** plot/withdraw: a plot may be changed until the plot Phase ends (Case 5.1 B); the cost is refunded. */
export function decideWithdraw(state: GameState, cmd: CommandOf<'plot/withdraw'>): Result<GameEvent[], RuleError> {
  if (state.phase !== PLOT_PHASE) return err(ruleError('plot/wrong-phase', 'Case 5.1', 'A plot can be changed only during the Opportunity Fire Plot Phase (Case 5.1 B).'));
  const plot = sequenceOf(state).plots[cmd.manId];
  if (!plot) return err(ruleError('plot/not-plotted', 'Case 5.1', `${state.men[cmd.manId]?.name ?? cmd.manId} is not plotted for opportunity fire.`));
  return ok([{ type: 'opportunity-fire-plot-withdrawn', manId: cmd.manId, refund: plot.cost }]);
}

