/**
 * Preservation in the engine (Section 15.0): in the Bookkeeping Phase each
 * side with a preservation multiple rolls (Case 15.11) and, from condition
 * one, every man of it on the map checks (Cases 15.13–15.15, 15.27); a man
 * who fails runs the routine in the next Game-Turn when his interval begins
 * (Cases 15.21–15.26) — or falls prone and spends nothing (Case 43.43,
 * `passchendaele-preservation-prone`), or keeps running every Turn until he
 * exits (Case 39.43, `entebbe-ugandan-preservation`).
 */
import type { DiceSource } from '../../../dice/dice-source';
import type { GameEvent, MovedStep } from '../../../game/events';
import type { GameState, ManState } from '../../../game/state';
import { canAct, sequenceOf } from '../../../game/state';
import type { MapEdge } from '../../../map/map-model';
import type { Breakdown } from '../../breakdown';
import { fallProneAtEndCost, MOVEMENT_TABLES } from '../movement';
import { bookkeepingPreservation, PASSCHENDAELE_VARIANT, STANDARD_PRESERVATION } from '../preservation';
import { friendlyMapEdges, onEdge, preservationRoute } from '../preservation-routine';
import { occupancyFromMen } from '../stacking';
import { moverOf } from './move-command';
import { RecordingDice } from './panic-step';
import { remainingTaskPoints } from './task-points';

const has = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);

/** Case 15.23: the edges a side entered on (its entry), or opposite those the enemy entered on. */
export function friendlyEdgesOf(state: GameState, side: string): readonly MapEdge[] {
  const entries = state.scenario?.entry ?? [];
  const own = entries.filter((e) => e.side === side).flatMap((e) => e.edges);
  const reinf = (state.scenario?.reinforcements ?? []).filter((g) => g.side === side).flatMap((g) => g.edges);
  const opponent = entries.filter((e) => e.side !== side).flatMap((e) => e.edges);
  const edges = friendlyMapEdges({ enteredOn: [...own, ...reinf], opponentEnteredOn: opponent });
  return edges.length > 0 ? edges : state.map.entryEdges.length > 0 ? state.map.entryEdges : ['north'];
}

/** Section 15.0 procedure: one event per side with a preservation multiple. */
export function bookkeepingPreservationEvents(state: GameState, dice: DiceSource): GameEvent[] {
  const events: GameEvent[] = [];
  if (has(state, 'agc-no-preservation')) {
    // Case 50.4x: the Allied commandos never check; the other side still does.
  }
  for (const side of state.sides) {
    if (side.preservationMultiple === undefined) continue;
    if (has(state, 'agc-no-preservation') && side.mode === 'commando') continue;
    const men = Object.values(state.men).filter((m) => m.side === side.id);
    const killed = men.filter((m) => m.condition === 'dead').length;
    const incapacitated = men.filter((m) => m.condition === 'incapacitated').length;
    const condition = sequenceOf(state).sides[side.id]?.preservationCondition ?? 0;
    const variant = has(state, 'passchendaele-preservation-prone') ? PASSCHENDAELE_VARIANT : STANDARD_PRESERVATION;
    const checking = men.filter((m) => canAct(m) && m.square !== undefined && !(m.preservation?.untilExit ?? false));
    const rec = new RecordingDice(dice);
    const r = bookkeepingPreservation(
      { multiple: side.preservationMultiple, killed, incapacitated, condition, basePanic: side.panicPercentage ?? 0 },
      checking.map((m) => ({ id: m.id, ranThisTurn: m.preservation?.consequence === 'preservation-routine' && m.preservation.turn === state.turn })),
      rec,
      variant,
    );
    const untilExit = has(state, 'entebbe-ugandan-preservation') && side.mode === 'defending';
    events.push({
      type: 'preservation-rolled',
      side: side.id,
      percentage: r.side.percentage,
      roll: r.side.roll.total,
      conditionBefore: r.side.conditionBefore,
      conditionAfter: r.side.conditionAfter,
      checks: r.men.map((m) => ({ manId: m.id, roll: m.check.roll.total, chance: m.check.chance.final, failed: m.check.failed, ...(m.check.consequence ? { consequence: m.check.consequence } : {}) })),
      forTurn: state.turn + 1,
      untilExit,
      log: [r.side.text, ...r.men.map((m) => `${state.men[m.id]?.name ?? m.id}: ${m.check.text}`)],
      caseRef: 'Case 15.11',
      dice: rec.take(),
    });
  }
  return events;
}

const bd = (what: string, value: number, caseRef: string): Breakdown => ({ what, steps: [{ kind: 'base', label: what, caseRef, amount: value, value }], final: value }) as Breakdown;

/** The routine when his interval begins (Cases 15.21–15.26; 43.43): the events after task-begun, his interval ended. */
export function preservationRunEvents(state: GameState, man: ManState): GameEvent[] {
  const p = man.preservation!;
  const end: GameEvent = { type: 'task-ended', manId: man.id, reason: 'preservation', caseRef: p.consequence === 'fall-prone' ? 'Case 43.43' : 'Case 15.24' };
  if (!man.square) return [end];
  if (p.consequence === 'fall-prone') {
    const out: GameEvent[] = [];
    if (man.posture === 'erect') out.push({ type: 'posture-changed', manId: man.id, posture: 'prone', cost: 0, breakdown: fallProneAtEndCost(moverOf(man), 0, true, MOVEMENT_TABLES), endsTasks: true });
    return [...out, end];
  }
  const left = remainingTaskPoints(state, man.id);
  const known = new Map<string, ManState>();
  for (const friend of Object.values(state.men).filter((m) => m.side === man.side)) {
    for (const id of state.knowledge[friend.id]?.observing ?? []) {
      const e = state.men[id];
      if (e?.square && e.condition !== 'dead') known.set(id, e);
    }
  }
  const r = preservationRoute({
    map: state.map,
    square: man.square,
    mover: moverOf(man),
    taskPoints: left,
    edges: friendlyEdgesOf(state, man.side),
    enemies: [...known.values()].map((e) => ({ square: e.square!, posture: e.posture })),
    occupancy: occupancyFromMen(Object.values(state.men), man.side, man.id),
  });
  const out: GameEvent[] = [];
  if (r.standCost > 0) out.push({ type: 'posture-changed', manId: man.id, posture: 'erect', cost: r.standCost, breakdown: bd('Stand erect (Chart 5.22) before the preservation routine', r.standCost, 'Case 15.21'), endsTasks: false });
  const steps: MovedStep[] = r.steps.map((s) => ({ to: s.to, cost: s.cost }));
  if (steps.length > 0) {
    const moveCost = steps.reduce((n, s) => n + s.cost, 0);
    out.push({ type: 'man-moved', manId: man.id, from: man.square, steps, cost: moveCost, breakdowns: r.steps.map((s) => bd(`Case 15.21 preservation move to ${s.to.col},${s.to.row}`, s.cost, 'Case 15.21')) });
  }
  if (r.end === 'exited' && r.edge) {
    const last = steps[steps.length - 1]?.to ?? man.square;
    const exitCost = r.spent - r.standCost - steps.reduce((n, s) => n + s.cost, 0);
    const entryEdges = (state.scenario?.entry ?? []).filter((e) => e.side === man.side).flatMap((e) => e.edges);
    const entrySquares = (state.scenario?.entry ?? []).filter((e) => e.side === man.side).flatMap((e) => e.squares);
    out.push({
      type: 'man-exited',
      manId: man.id,
      edge: r.edge,
      viaEntryEdge: entryEdges.includes(r.edge),
      viaEntrySquare: entrySquares.some((q) => q.col === last.col && q.row === last.row) && onEdge(state.map, last, r.edge),
      cost: exitCost,
      caseRef: 'Case 15.26',
    });
  }
  return [...out, end];
}
