/**
 * Preservation in the engine (Section 15.0): in the Bookkeeping Phase each
 * side with a preservation multiple rolls (Case 15.11) and, from condition
 * one, every man of it on the map checks (Cases 15.13–15.15, 15.27); a man
 * who fails runs the routine in the next Game-Turn when his interval begins
 * (Cases 15.21–15.26) — or falls prone and spends nothing (Case 43.43,
 * `passchendaele-preservation-prone`), or keeps running every Turn until he
 * exits (Case 39.43, `entebbe-ugandan-preservation`).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameEvent, MovedStep } from '../model/events';
import type { GameState, ManState, SideInfo } from '../model/state';
import { ableOnMap, sequenceOf } from '../model/state';
import type { MapEdge, Square } from '../../../map/map-model';
import { sameSquare } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { fallProneAtEndCost } from '../rules/move-plan';
import { MOVEMENT_TABLES } from '../rules/movement-tables';
import { manStatistics } from './man-statistics';
import { bookkeepingPreservation, STANDARD_PRESERVATION } from '../rules/preservation';
import { friendlyMapEdges, onEdge, preservationRoute } from '../rules/preservation-routine';
import { occupancyFromMen } from '../rules/stacking';
import { moverOf } from './move-command';
import { remainingTaskPoints } from './task-points';
import { offLimitsOf, specialRulesOf } from './special-rules';
import { tablesOf } from './game-tables';

/** Case 46.43: squares the route treats as impassable (the swimming pool). */
const offLimitsInput = (state: GameState): { offLimits?: (sq: Square) => boolean } => {
  const f = offLimitsOf(state);
  return f ? { offLimits: f } : {};
};

/** The scenario's special rules for a side's preservation (Cases 39.43, 43.43, 50.43). */
const specialPreservation = (state: GameState, side: SideInfo) => specialRulesOf(state).flatMap((p) => p.preservation?.(state, side) ?? []);

/** Case 15.23: the edges a side entered on (its entry), or opposite those the enemy entered on. */
export function friendlyEdgesOf(state: GameState, side: string): readonly MapEdge[] {
  const entries = state.scenario?.entry ?? [];
  const own = entries.filter((e) => e.side === side).flatMap((e) => e.edges);
  const reinf = (state.scenario?.reinforcements ?? []).filter((g) => g.side === side).flatMap((g) => g.edges);
  const opponent = entries.filter((e) => e.side !== side).flatMap((e) => e.edges);
  const edges = friendlyMapEdges({ enteredOn: [...own, ...reinf], opponentEnteredOn: opponent });
  return edges.length > 0 ? edges : state.map.entryEdges.length > 0 ? state.map.entryEdges : ['north'];
}

/**
 * Section 15.0 procedure: one event per side with a preservation multiple —
 * and, under Case 48.43, one per reinforcing group with its own (its men
 * neither count toward nor check with the side's roll; ruling SX5).
 */
export function bookkeepingPreservationEvents(state: GameState, dice: DiceSource): GameEvent[] {
  const events: GameEvent[] = [];
  for (const side of state.sides) {
    if (side.preservationMultiple === undefined) continue;
    // Case 50.4x: the Allied commandos never check; the other side still does.
    if (specialPreservation(state, side).some((x) => x.exempt)) continue;
    // Section 32.0 General Rule: guard dogs never check for preservation; nor do mounts (Case 19.63).
    const all = Object.values(state.men).filter((m) => m.side === side.id && !m.dog && !m.mount);
    const info = sequenceOf(state).sides[side.id] ?? {};
    const own = all.filter((m) => m.preservationGroup === undefined);
    events.push(unitEvent(state, side, own, { multiple: side.preservationMultiple, basePanic: side.panicPercentage ?? 0, condition: info.preservationCondition ?? 0 }, dice));
    const groups = [...new Set(all.flatMap((m) => (m.preservationGroup !== undefined ? [m.preservationGroup] : [])))];
    for (const group of groups) {
      const men = all.filter((m) => m.preservationGroup === group);
      const stats = manStatistics(state, men[0]!);
      const condition = info.groupPreservation?.[group] ?? 0;
      // Nothing can come of a roll against 0% at condition 0 (Case 15.11): an unhurt group does not roll.
      if (condition === 0 && !men.some((m) => m.condition === 'dead' || m.condition === 'incapacitated')) continue;
      events.push(unitEvent(state, side, men, { multiple: stats.preservationMultiple ?? side.preservationMultiple, basePanic: stats.panicPercentage ?? side.panicPercentage ?? 0, condition, group }, dice));
    }
  }
  return events;
}

/** One preservation unit's roll and checks (Cases 15.11–15.15): a side, or a Case 48.43 group. */
function unitEvent(
  state: GameState,
  side: SideInfo,
  men: readonly ManState[],
  unit: { readonly multiple: number; readonly basePanic: number; readonly condition: number; readonly group?: string },
  dice: DiceSource,
): GameEvent {
  const killed = men.filter((m) => m.condition === 'dead').length;
  const incapacitated = men.filter((m) => m.condition === 'incapacitated').length;
  const condition = unit.condition;
  const special = specialPreservation(state, side);
  const variant = special.find((x) => x.variant)?.variant ?? STANDARD_PRESERVATION;
  const checking = men.filter((m) => ableOnMap(m) && !(m.preservation?.untilExit ?? false));
  const rec = new RecordingDice(dice);
  const r = bookkeepingPreservation(
    { multiple: unit.multiple, killed, incapacitated, condition, basePanic: unit.basePanic },
    checking.map((m) => ({ id: m.id, ranThisTurn: m.preservation?.consequence === 'preservation-routine' && m.preservation.turn === state.turn })),
    rec,
    variant, tablesOf(state),
  );
  const untilExit = special.some((x) => x.untilExit);
  return {
    type: 'preservation-rolled',
    side: side.id,
    ...(unit.group !== undefined ? { group: unit.group } : {}),
    percentage: r.side.percentage,
    roll: r.side.roll.total,
    conditionBefore: r.side.conditionBefore,
    conditionAfter: r.side.conditionAfter,
    checks: r.men.map((m) => ({ manId: m.id, roll: m.check.roll.total, chance: m.check.chance.final, failed: m.check.failed, ...(m.check.consequence ? { consequence: m.check.consequence } : {}) })),
    forTurn: state.turn + 1,
    untilExit,
    log: [r.side.text, ...r.men.map((m) => `${state.men[m.id]?.name ?? m.id}: ${m.check.text}`)],
    caseRef: unit.group !== undefined ? 'Case 15.11; Case 48.43' : 'Case 15.11',
    dice: rec.take(),
  };
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
    tables: tablesOf(state),
    ...offLimitsInput(state),
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
      viaEntrySquare: entrySquares.some((q) => sameSquare(q, last)) && onEdge(state.map, last, r.edge),
      cost: exitCost,
      caseRef: 'Case 15.26',
    });
  }
  return [...out, end];
}
