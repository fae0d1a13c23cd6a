/**
 * Opportunity fire in the engine (Cases 5.1 B, 6.3, 7.53, 10.7, 10.55, 11.6):
 * the plot with its condition, the interrupt after each step of a move and
 * after each fire or throw (opportunity-queue.ts `afterEvent`), the prompts the
 * plotted man's side answers (`opportunity/fire`, `opportunity/hold`), and the
 * Prepared-Phase rules read from the state (Cases 6.32, 10.75, 10.77).
 * Rulings: docs/rulings/turn-sequence.md "Fire, grenades and opportunity fire in the engine".
 */
import { observerAt } from './prompts';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState, OpportunityPromptState, SequenceState } from '../model/state';
import { canAct, manTurnOf, panicCheckedThisPhase, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import type { Square } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { PREPARED_PHASE } from '../rules/observation-limits';
import { afterEvent, interruptQueue } from '../rules/opportunity-queue';
import { plotOpportunityFire } from '../rules/opportunity-fire-plot';
import { sightOnMap, targetPanicCheck } from '../rules/opportunity-fire';
import type { OpportunityContext, OpportunityMan, OpportunityPlot, TaskEvent } from '../rules/opportunity-model';
import { plotOpportunityThrow, throwPlotRulesOnMap } from '../rules/opportunity-throw';
import { tablesOf } from './game-tables';
import { armamentOf, besideWall, menOfSideIn, smokeOf, woundsOf } from './carried-weapons';
import { remainingTaskPoints, taskCost } from './task-points';
import { decidePlot } from './turn-sequence';
import { readingChosen } from '../model/readings';
import { DETONATE_TASK, decidePlotDetonation, detonatePlotRulesOnMap } from './opportunity-detonation';
import { decidePlotLaunch, launchKindOf, launchPlotRulesOnMap } from './opportunity-launch';
import { lightSightContext } from './light-sources';
import { losVehicles } from './vehicles';
import { gunPlotOf, gunPlotOutOfArc } from './vehicle-gun-crew';

export type Fold = (state: GameState, event: GameEvent) => GameState;

// ---------------------------------------------------------------------------
// Phase B: the plot with its condition.

/** plot/opportunity-fire (Cases 5.1 B, 10.72, 10.76, 11.61, 13.17): the engine's plot (its five paid now, TS15/O8), plus the module's FirePlot/ThrowPlot. */
export function decidePlotWithCondition(state: GameState, cmd: CommandOf<'plot/opportunity-fire'>): Result<GameEvent[], RuleError> {
  // Case 22.33: a man at a detonator lies in wait with his claymores instead (opportunity-detonation.ts).
  if (cmd.fireTask === DETONATE_TASK) return decidePlotDetonation(state, cmd);
  // Section 18.0 General Rule, Case 21.12: he lies in wait with a rifle grenade or a thump gun (opportunity-launch.ts).
  const launch = launchKindOf(cmd.fireTask);
  if (launch) return decidePlotLaunch(state, cmd, launch);
  const base = decidePlot(state, cmd);
  if (!base.ok) return base;
  const man = state.men[cmd.manId]!;
  const condition = cmd.condition;
  if (condition?.onlyMen) {
    // A man can only name an Enemy his side knows of (Case 10.72 "observed target"); nobody else's name reaches his plot.
    const known = new Set(Object.values(state.men).filter((m) => m.side === man.side).flatMap((m) => Object.keys(state.knowledge[m.id]?.lastKnown ?? {})));
    const unknown = condition.onlyMen.find((id) => !known.has(id) || state.men[id]?.side === man.side);
    if (unknown !== undefined) return err(ruleError('plot/unknown-target', 'Case 10.72', `The plot may name only Enemy men his side has observed; ${unknown} is not one (Case 10.72).`));
  }
  const om = opportunityMan(state, man, 0);
  if (!om) return err(ruleError('plot/off-map', 'Case 10.71', `${man.name} is not on the map.`));
  const common = { man: { ...om, taskPointsRemaining: remainingTaskPoints(state, man.id) }, turn: state.turn, phase: state.phase, ...(condition ? { condition } : {}) };
  const a = armamentOf(man);
  let plot: OpportunityPlot;
  if (cmd.fireTask === 'throw-grenade') {
    const r = plotOpportunityThrow({ ...common, preparedAtPhaseStart: a.preparedGrenades });
    if (!r.ok) return err(r.error);
    plot = r.value;
  } else {
    const r = plotOpportunityFire({ ...common, armament: a });
    if (!r.ok) return err(r.error);
    if (r.value.kind === 'fire' && tablesOf(state).weaponClasses[r.value.weapon].taskPointCost !== cmd.fireTask) {
      const row = tablesOf(state).weaponClasses[r.value.weapon].taskPointCost;
      return err(ruleError('plot/not-prepared-weapon', 'Case 10.76', `${man.name} lies in wait with his prepared ${r.value.weapon}: the plot's fire task is "${row}", not "${cmd.fireTask}" (Cases 10.76, 13.17).`));
    }
    plot = r.value;
  }
  // Ruling O8: by default nothing of the fire is prepaid (Chart 5.22 note **); under the campaign reading the plot paid it (Case 10.76).
  const fire = taskCost(cmd.fireTask as 'fire-rifle', man);
  const fireCost = 'code' in fire || !readingChosen(state, 'opportunity-plot-pays-fire') ? 0 : fire.final;
  return ok(base.value.map((e) => (e.type === 'opportunity-fire-plotted' ? { ...e, plot, fireCost } : e)));
}

// ---------------------------------------------------------------------------
// The interrupt queue over the state's plots.

/** opportunity-model.ts's view of a man; `prepaid` adds back a prepaid plot so the module's fire + 5 check sees what he had (TS15). */
export function opportunityMan(state: GameState, man: ManState, prepaid?: number): OpportunityMan | undefined {
  // Case 24.61 (ruling VH44): a man plotted aboard watches from his vehicle's square, standing (observerAt, ruling VH26).
  const seat = !man.square && man.aboard ? observerAt(state, man) : undefined;
  if (seat) return opportunityMan(state, { ...man, square: seat.square, posture: 'erect' }, prepaid);
  if (!man.square) return undefined;
  const plot = sequenceOf(state).plots[man.id];
  const back = prepaid ?? (plot && !plot.fired ? plot.cost : 0);
  const a = armamentOf(man);
  const weapon = plot?.plot?.kind === 'fire' ? a.weapons.find((w) => w.id === (plot.plot as { weaponId: string }).weaponId) : undefined;
  const t = manTurnOf(state, man.id);
  return {
    id: man.id,
    side: man.side,
    square: man.square,
    posture: man.posture,
    // Case 23.37: a vehicle's machinegun is always braced (ruling VH60).
    adjacentToWall: besideWall(state, man.square) || gunPlotOf(plot?.payload) !== undefined,
    wounds: man.condition === 'dead' ? { ...woundsOf(man), killed: true } : woundsOf(man),
    taskPointsRemaining: remainingTaskPoints(state, man.id) + back,
    combatTasksThisTurn: t.combatTaskDone ? 1 : 0,
    // Case 23.37: a vehicle's machinegun never becomes unloaded (ruling VH60).
    weaponLoaded: plot?.plot?.kind === 'fire' ? gunPlotOf(plot.payload) !== undefined || (weapon !== undefined && weapon.loaded !== false) : true,
    ...(panicCheckedThisPhase(state, man.id) ? { panicCheckedThisPhase: true } : {}),
  };
}

export function opportunityContext(state: GameState): OpportunityContext {
  const smoke = smokeOf(state);
  return {
    phase: state.phase,
    man: (id) => {
      const m = state.men[id];
      return m ? opportunityMan(state, m) : undefined;
    },
    sight: sightOnMap({ observationRange: state.observationRange ?? 'unlimited', ...lightSightContext(state), map: state.map, smoke, ...losVehicles(state) }),
    observes: (o, t) => (state.knowledge[o]?.observing ?? []).includes(t),
    friendlyMenInSquare: (side, sq) => menOfSideIn(state, side, sq),
    throwRules: throwPlotRulesOnMap(state.map, smoke),
    detonateRules: detonatePlotRulesOnMap(state),
    launchRules: launchPlotRulesOnMap(state),
    tables: tablesOf(state),
  };
}

/**
 * The plots as the queue needs them, their status read from the state: fired
 * (Cases 6.42, 10.11); acted once he began his Prepared-Phase tasks (Case
 * 6.32); lapsed when his designated man's tasks are over unfired upon (O5).
 */
export function livePlots(state: GameState): OpportunityPlot[] {
  const seq = sequenceOf(state);
  const out: OpportunityPlot[] = [];
  for (const [id, p] of Object.entries(seq.plots)) {
    if (!p.plot) continue;
    const t = manTurnOf(state, id);
    let status = p.plot.status;
    if (p.fired) status = 'fired';
    else if (t.actedPhase === PREPARED_PHASE) status = 'acted';
    else if (status === 'waiting' && p.plot.designated !== undefined && p.plot.designated !== undefined && manTurnOf(state, p.plot.designated).done) status = 'lapsed';
    out.push({ ...p.plot, status });
  }
  return out;
}

/** Prompts and plot updates for one task event (Cases 6.31, 10.71–10.73, 10.55; rulings O4, O9). */
export function interruptsFor(state: GameState, event: TaskEvent, promptBase?: number): GameEvent[] {
  const seq = sequenceOf(state);
  const plots = livePlots(state);
  if (plots.length === 0) return [];
  const ctx = opportunityContext(state);
  const r = afterEvent(interruptQueue(plots), event, ctx);
  const events: GameEvent[] = [];
  const changed: Record<string, OpportunityPlot> = {};
  for (const p of r.queue.plots) {
    const stored = seq.plots[p.manId]?.plot;
    if (!stored) continue;
    if (stored.counted.length !== p.counted.length || stored.designated !== p.designated) {
      changed[p.manId] = { ...stored, counted: p.counted, ...(p.designated !== undefined ? { designated: p.designated } : {}) };
    }
  }
  if (Object.keys(changed).length > 0) events.push({ type: 'opportunity-plots-updated', plots: changed, caseRef: 'Case 10.72' });
  let n = promptBase ?? seq.nextPromptNumber;
  const open = new Set(seq.prompts.flatMap((p) => (p.kind === 'opportunity' ? [p.plotterId] : [])));
  for (const p of r.prompts) {
    const plotter = state.men[p.plotter];
    const target = state.men[p.target];
    if (!plotter || !target || open.has(p.plotter)) continue;
    // Diagrams 10–11 (ruling VH60): a machinegun's plot is asked only about a man in the gun's field of fire.
    if (gunPlotOutOfArc(state, p.plotter, p.targetSquare)) continue;
    if (!p.simultaneous && (!canAct(plotter) || !canAct(target))) continue;
    if (!canAct(target) && p.simultaneous && target.condition === 'dead') continue;
    const prompt: OpportunityPromptState = {
      id: `prompt-${n++}`,
      kind: 'opportunity',
      moverId: target.id,
      moverSide: target.side,
      at: p.targetSquare,
      pending: [{ observerId: plotter.id, duty: 'may' }],
      final: false,
      caseRef: p.simultaneous ? 'Case 10.55' : 'Case 7.53',
      plotterId: plotter.id,
      plotKind: p.kind,
      trigger: p.interrupts.event,
      simultaneous: p.simultaneous,
      ...(p.firerBeforeHit ? { firerBefore: { wounds: p.firerBeforeHit.wounds.woundPoints, taskPointsRemaining: p.firerBeforeHit.taskPointsRemaining } } : {}),
      targetMoving: p.targetMoving,
      enteringFirersSquare: p.enteringFirersSquare,
      cost: p.cost,
      text: p.text,
    };
    events.push({ type: 'prompt-raised', prompt });
  }
  return events;
}

/** The move's watcher (Cases 6.31, 10.73): after each step with no observation prompt, do the plots interrupt? */
export function opportunityWatch(state: GameState, mover: ManState) {
  let plots = sequenceOf(state).plots;
  const pending: GameEvent[] = [];
  let updates: Record<string, OpportunityPlot> = {};
  return {
    /** True when a prompt stops the move at `to` (the prompts are then in `events()`). */
    step(to: Square, index: number, spent: number): boolean {
      const moved: GameState = {
        ...state,
        men: { ...state.men, [mover.id]: { ...mover, square: to } },
        sequence: { ...sequenceOf(state), plots },
      };
      const evs = interruptsFor(moved, { kind: 'moved-into', actor: mover.id, square: to, step: index, taskPointsSpent: spent });
      for (const e of evs) {
        if (e.type === 'opportunity-plots-updated') {
          updates = { ...updates, ...e.plots };
          const next = { ...plots };
          for (const [id, p] of Object.entries(e.plots)) if (next[id]) next[id] = { ...next[id]!, plot: p };
          plots = next;
        } else pending.push(e);
      }
      return pending.length > 0;
    },
    events(): GameEvent[] {
      const out: GameEvent[] = [];
      if (Object.keys(updates).length > 0) out.push({ type: 'opportunity-plots-updated', plots: updates, caseRef: 'Case 10.72' });
      return [...out, ...pending];
    },
  };
}

/**
 * After an observation answer closes a (non-final) prompt about a moving man
 * (Cases 7.52, 8.92, ruling O7): the plots are checked at that square, with
 * the observations just made.
 */
export function afterObservationAnswer(state: GameState, own: readonly GameEvent[], fold: Fold): GameEvent[] {
  const answered = own.find((e) => e.type === 'observation-attempted' || e.type === 'observation-foregone');
  const promptId = answered && 'promptId' in answered ? answered.promptId : undefined;
  const prompt = promptId ? sequenceOf(state).prompts.find((p) => p.id === promptId) : undefined;
  if (!prompt || prompt.kind !== 'observation' || prompt.final) return [...own];
  const after = own.reduce(fold, state);
  const seq = sequenceOf(after);
  if (seq.prompts.length > 0 || seq.active?.manId !== prompt.moverId) return [...own];
  const mover = after.men[prompt.moverId];
  if (!mover?.square || !canAct(mover)) return [...own];
  const extra = interruptsFor(after, { kind: 'moved-into', actor: mover.id, square: prompt.at, step: 0, taskPointsSpent: manTurnOf(after, mover.id).spent });
  return [...own, ...extra];
}

// ---------------------------------------------------------------------------
// Answering a prompt.

export function openOpportunityPrompt(state: GameState, promptId: string): OpportunityPromptState | RuleError {
  const p = sequenceOf(state).prompts.find((x) => x.id === promptId);
  if (!p || p.kind !== 'opportunity') return ruleError('opportunity/no-prompt', 'Case 10.73', `There is no open opportunity-fire prompt "${promptId}" (Case 10.73).`);
  return p;
}

/** opportunity/hold (Case 7.53, ruling O5): he lets this square pass; he may still fire at a later one of the same man's tasks. */
export function decideHold(state: GameState, cmd: CommandOf<'opportunity/hold'>): Result<GameEvent[], RuleError> {
  const p = openOpportunityPrompt(state, cmd.promptId);
  if ('code' in p) return err(p);
  return ok([{ type: 'opportunity-held', promptId: p.id, plotterId: p.plotterId, caseRef: p.simultaneous ? 'Case 10.55' : 'Case 7.53' }]);
}

/** Case 10.74 with 14.31 (ruling O11): the panic check of the man fired upon by opportunity fire. */
export function opportunityTargetPanic(state: GameState, targetId: string, hit: boolean, conditionAfter: 'unwounded' | 'wounded' | 'seriously-wounded' | 'incapacitated' | 'dead'): { caseRef: string } | undefined {
  const r = targetPanicCheck({ hit, conditionAfter, expendingTaskPoints: sequenceOf(state).active?.manId === targetId });
  return r.required ? { caseRef: r.caseRef } : undefined;
}

/** Fold helper: the prompt answered leaves the list. */
export function withoutPrompt(seq: SequenceState, promptId: string): SequenceState {
  return { ...seq, prompts: seq.prompts.filter((p) => p.id !== promptId) };
}

export type OpportunityDice = DiceSource;
