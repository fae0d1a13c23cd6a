/**
 * The checks that follow every command (triggers.ts lists them in order):
 * a man hit by opportunity fire whose fire event carries `panicCheckDue`
 * checks at once (Case 14.31) and any panic fire he owes goes after the
 * command's own events (Cases 14.34, 14.22); a man carrying an explosive his
 * side did not bring checks again when his interval ends (Case 11.74); a
 * move that ends in an Enemy man's square records each occupant's surprise
 * (Cases 7.44, 12.12–12.21); a goal-oriented scenario ends when its goal is
 * met (Case 38.32). Rulings: docs/rulings/turn-sequence.md (PS1–PS12).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import type { Square } from '../../../map/map-model';
import { canAct, manTurnOf } from '../model/state';
import { squareEntered } from '../rules/melee-engagement';
import { goalEndEvents } from './game-end';
import { isChoice, panicChoicePrompt, type PanicFireChoice } from './panic-choice';
import { checkAndRoutine, deliverPanicFire, enemyExplosiveMultiple, NO_CHECK_AFTER, panicConfigured, panicEnded, type Fold, type PendingPanicFire } from './panic-step';
import { remainingTaskPoints } from './task-points';

/** Events so far and the state with them folded. */
export interface Folded {
  readonly events: GameEvent[];
  readonly state: GameState;
}

/** What a fire event says about a panic check due (Case 14.31): `panicCheckDue` as a man id, `{ manId }`, or `true` for the event's target. */
function panicDueOf(e: GameEvent): { manId: string; firerId?: string } | undefined {
  const r = e as unknown as Record<string, unknown>;
  const due = r['panicCheckDue'];
  if (!due) return undefined;
  const firerId = typeof r['firerId'] === 'string' ? (r['firerId'] as string) : typeof r['manId'] === 'string' && typeof r['targetId'] === 'string' ? (r['manId'] as string) : undefined;
  if (typeof due === 'string') return { manId: due, ...(firerId ? { firerId } : {}) };
  if (typeof due === 'object' && typeof (due as Record<string, unknown>)['manId'] === 'string') return { manId: (due as Record<string, string>)['manId']!, ...(firerId ? { firerId } : {}) };
  const target = r['targetId'];
  return typeof target === 'string' ? { manId: target, ...(firerId ? { firerId } : {}) } : undefined;
}

interface FlameDue {
  readonly manId: string;
  readonly kind: 'fire' | 'explosion';
  readonly from: Square;
}

/** Case 17.21 (every man a flamethrower's fire damaged) and Case 17.34 (every man its explosion wounded). */
function flameDuesOf(e: GameEvent): FlameDue[] {
  if (e.type === 'fire-resolved' && e.flame) return e.targets.filter((t) => t.panicCheckDue).map((t) => ({ manId: t.targetId, kind: 'fire', from: e.flame!.origin }));
  if (e.type === 'flame-blast') return e.hits.filter((h) => h.panicCheckDue).map((h) => ({ manId: h.manId, kind: 'explosion', from: e.square }));
  return [];
}

/** The checks of Cases 14.31 and 14.11 after each of the command's own events, folded; the panic fires they owe, for later. */
function checksInOrder(before: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): Folded & { panicFires: (PendingPanicFire | PanicFireChoice)[] } {
  let s = before;
  const out: GameEvent[] = [];
  const panicFires: (PendingPanicFire | PanicFireChoice)[] = [];
  // Cases 17.21, 17.34: the men a flame or an explosion damaged check once their wounds are folded.
  let flameDue: FlameDue[] = [];
  const flush = (): void => {
    for (const d of flameDue) {
      const man = s.men[d.manId];
      if (!man || !canAct(man) || !panicConfigured(s, man)) continue;
      const checked = checkAndRoutine(s, man, d.kind === 'fire' ? 'flamethrower-fire' : 'flamethrower-explosion', dice, undefined, false, { kind: d.kind, from: d.from });
      for (const x of [...checked.events, ...(checked.endInterval ? [panicEnded(man.id)] : [])]) {
        s = fold(s, x);
        out.push(x);
      }
      if (checked.fire) panicFires.push(checked.fire);
    }
    flameDue = [];
  };
  for (const e of own) {
    if (flameDue.length > 0 && e.type !== 'man-wounded' && e.type !== 'man-caught-fire') flush();
    s = fold(s, e);
    out.push(e);
    const due = panicDueOf(e);
    const man = due ? s.men[due.manId] : undefined;
    if (due && man && canAct(man) && panicConfigured(s, man)) {
      const checked = checkAndRoutine(s, man, 'under-opportunity-fire', dice, due.firerId);
      for (const x of [...checked.events, ...(checked.endInterval ? [panicEnded(man.id)] : [])]) {
        s = fold(s, x);
        out.push(x);
      }
      if (checked.fire) panicFires.push(checked.fire);
    }
    const firer = firerPanicCheck(s, e, dice);
    for (const x of firer.events) {
      s = fold(s, x);
      out.push(x);
    }
    if (firer.fire) panicFires.push(firer.fire);
    flameDue.push(...flameDuesOf(e));
  }
  flush();
  return { events: out, state: s, panicFires };
}

/**
 * Case 14.11 "Panic checks occur … when he fires opportunity fire" (ruling O11): after the check of the man he
 * fired on (Case 14.31), the opportunity firer checks, before he may expend any further Task Points; once a
 * Task Execution Phase (Cases 14.12, 14.13), so not again in the Prepared Phase (panic-step.ts checkedThisPhase).
 */
function firerPanicCheck(s: GameState, e: GameEvent, dice: DiceSource): { events: GameEvent[]; fire?: PendingPanicFire | PanicFireChoice } {
  if (e.type !== 'fire-resolved' || !e.firerPanicCheckDue) return { events: [] };
  const firer = s.men[e.firerId];
  if (!firer || !canAct(firer) || !panicConfigured(s, firer)) return { events: [] };
  const checked = checkAndRoutine(s, firer, 'fires-opportunity-fire', dice);
  return { events: [...checked.events, ...(checked.endInterval ? [panicEnded(firer.id)] : [])], ...(checked.fire ? { fire: checked.fire } : {}) };
}

/**
 * Cases 14.31, 14.34, 14.22, 14.11: folds the command's own events in order; after each that makes a panic
 * check due, the checks and their routines follow at once (the man fired on, then the opportunity firer).
 * Panic fire goes after all of the command's events (whose prompts were numbered without it), so every
 * prompt keeps its id; its own prompts follow it.
 */
export function panicUnderOpportunityFire(before: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): Folded {
  const { events: out, state, panicFires } = checksInOrder(before, own, dice, fold);
  let s = state;
  for (const pf of panicFires) {
    for (const x of isChoice(pf) ? [panicChoicePrompt(s, pf, false)] : deliverPanicFire(s, pf, dice, fold)) {
      s = fold(s, x);
      out.push(x);
    }
  }
  return { events: out, state: s };
}

/** Case 11.74 (ruling G22): a man carrying an explosive his side did not bring checks again after his tasks. */
export function enemyExplosiveChecks(sofar: Folded, own: readonly GameEvent[], dice: DiceSource, fold: Fold): Folded {
  let s = sofar.state;
  const out = [...sofar.events];
  const ended = own.filter((e) => e.type === 'task-ended' && !NO_CHECK_AFTER.has(e.reason)).map((e) => (e as Extract<GameEvent, { type: 'task-ended' }>).manId);
  for (const id of ended) {
    const man = s.men[id];
    if (!man?.square || !canAct(man) || !panicConfigured(s, man) || enemyExplosiveMultiple(s, man) === 1) continue;
    const checked = checkAndRoutine(s, man, 'enemy-explosive-after-tasks', dice);
    const at = checked.events.reduce(fold, s);
    const fired = !checked.fire ? [] : isChoice(checked.fire) ? [panicChoicePrompt(at, checked.fire, false)] : deliverPanicFire(at, checked.fire, dice, fold);
    for (const x of [...checked.events, ...fired]) {
      s = fold(s, x);
      out.push(x);
    }
  }
  return { events: out, state: s };
}

/** Cases 12.12–12.21: the occupants' options when a move ends in their square. */
function surpriseEvents(state: GameState, entrantId: string): GameEvent[] {
  const entrant = state.men[entrantId];
  if (!entrant?.square) return [];
  const sq = entrant.square;
  const occupants = Object.values(state.men).filter((m) => m.side !== entrant.side && canAct(m) && m.square?.col === sq.col && m.square.row === sq.row);
  if (occupants.length === 0) return [];
  const sentries = state.scenario?.sentries ?? {};
  const out = occupants.flatMap((o) => {
    const t = manTurnOf(state, o.id);
    const r = squareEntered({
      taskPointsSpent: t.actedPhase === state.phase ? t.spent : 0,
      taskPointsRemaining: remainingTaskPoints(state, o.id),
      performedCombatTask: t.combatTaskDone,
      observedEntrant: (state.knowledge[o.id]?.observing ?? []).includes(entrantId),
      onSentryRoutine: sentries[o.id] !== undefined,
      fireCost: 0,
    });
    return 'code' in r ? [] : [{ manId: o.id, surprised: r.surprised, reasons: r.reasons }];
  });
  return [{ type: 'square-entered', entrantId, occupants: out, caseRef: 'Case 12.21' }];
}

/** Cases 7.44, 12.21: recorded after the command's own events, so an observation prompt raised by the move keeps its place. */
export function surpriseOnEntry(sofar: Folded, own: readonly GameEvent[], fold: Fold): Folded {
  let s = sofar.state;
  const out = [...sofar.events];
  const entrants = own.filter((e) => (e.type === 'man-moved' && e.stopped?.reason === 'enemy-square') || e.type === 'man-entered').map((e) => (e as { manId: string }).manId);
  for (const id of entrants) {
    for (const x of surpriseEvents(s, id)) {
      s = fold(s, x);
      out.push(x);
    }
  }
  return { events: out, state: s };
}

/** Case 38.32: a goal-oriented scenario ends as soon as its goal is met (not after a game-ended command). */
export function goalMet(sofar: Folded, own: readonly GameEvent[], fold: Fold): Folded {
  const s = sofar.state;
  if (!s.scenario?.started || s.scenario.ended || !own.some((e) => e.type !== 'game-ended')) return sofar;
  const ended = goalEndEvents(s);
  return ended.length === 0 ? sofar : { events: [...sofar.events, ...ended], state: ended.reduce(fold, s) };
}
