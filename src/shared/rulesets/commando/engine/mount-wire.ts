/**
 * Barbed wire and mounts (Cases 20.14–20.15) in a ridden mount's move: a mount
 * that knows of straight wire jumps it (the wire is no obstacle to it); one that
 * does not falls at the wire without crossing it, 1D10 Wound Points to it and
 * 1D10 to its rider, who is dismounted. Concertina wire stays impassable
 * (Case 20.21). The fallen mount stands by itself in the following Task
 * Execution Phase with 1D6 Wound Points. A panicking mount runs as if the wire
 * were not there: one that knows it jumps it, one that does not (a riderless
 * one never does) falls at it. Rulings HC18–HC19, HC21–HC22 in docs/rulings/horses.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { err, ok, type Result } from '../../../kernel/result';
import type { RuleError } from '../../../kernel/rule-error';
import { sideKey, type GameMap, type Square } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { conditionOf } from '../model/state';
import { sidesOfStep } from '../rules/barbed-wire';
import { rollDice } from '../rules/dice-codes';
import { mountKnowsWire, wireFallCodes } from '../rules/mounts';
import { woundCondition } from '../rules/wounds';
import { checkActive } from './sequentiality';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from '../rules/observation-limits';
import type { MovedStep } from '../model/events';
import { remainingTaskPoints } from './task-points';

type Decided = Result<GameEvent[], RuleError>;
type Fold = (s: GameState, e: GameEvent) => GameState;

/** The straight-wire sides a step crosses (an orthogonal step one side; a diagonal one any of its four, Case 7.2). */
function wireCrossed(map: GameMap, from: Square, to: Square): string[] {
  const keys = new Set(sidesOfStep(from, to).map(sideKey));
  return map.lines.filter((l) => l.terrain === 'barbed-wire' && keys.has(sideKey(l.side))).map((l) => sideKey(l.side));
}

/** Case 20.14: the side laid the wire (it defends, and map wire began on the map), or a Friendly man or horse has been on the wire (ruling HC18). */
export function sideKnowsWire(state: GameState, side: string): boolean {
  const defends = state.sides.find((s) => s.id === side)?.mode === 'defending';
  return defends || (state.mounts?.wireKnownBy ?? []).includes(side);
}

function wound(s: GameState, m: ManState, points: number, caseRef: string): GameEvent {
  const totalWounds = m.wounds + points;
  const condition = conditionOf(woundCondition({ endurance: Math.max(1, m.endurance), woundPoints: totalWounds }));
  const out = condition === 'dead' || condition === 'incapacitated';
  return { type: 'man-wounded', manId: m.id, woundPoints: points, totalWounds, condition, taskPointsLost: out ? remainingTaskPoints(s, m.id) : 0, caseRef: condition === 'dead' ? 'Case 9.0' : caseRef };
}

/** task/move of a ridden mount across straight wire (Cases 20.14, 20.15); any other move goes to `decide` unchanged. */
export function decideMountOverWire(state: GameState, cmd: CommandOf<'task/move'>, decide: (s: GameState, c: CommandOf<'task/move'>) => Decided, dice: DiceSource, fold: Fold): Decided {
  const mount = state.men[cmd.manId];
  if (!state.mounts || !mount?.mount?.riderId) return decide(state, cmd);
  const route = cmd.route;
  let at = -1;
  for (let i = 1; i < route.length && at < 0; i++) if (wireCrossed(state.map, route[i - 1]!, route[i]!).length > 0) at = i;
  if (at < 0) return decide(state, cmd);
  if (mountKnowsWire(mount.mount, sideKnowsWire(state, mount.side), false)) {
    // Case 20.14: it jumps the wire it knows of, "and thus may ignore it": every straight wire on its route.
    const all = new Set(route.slice(1).flatMap((to, i) => wireCrossed(state.map, route[i]!, to)));
    return decide({ ...state, map: { ...state.map, lines: state.map.lines.filter((l) => !(l.terrain === 'barbed-wire' && all.has(sideKey(l.side)))) } }, cmd);
  }
  // Case 20.15: it falls at the wire without crossing it; the squares before the wire are moved as ordered.
  const events: GameEvent[] = [];
  let s = state;
  if (at >= 2) {
    const r = decide(state, { ...cmd, route: route.slice(0, at) });
    if (!r.ok) return r;
    for (const e of r.value) {
      events.push(e);
      s = fold(s, e);
    }
  } else {
    const active = checkActive(state, mount.id);
    if (!active.ok) return err(active.error);
  }
  const m = s.men[mount.id]!;
  if (m.condition === 'dead' || m.condition === 'incapacitated' || !m.mount?.riderId) return ok(events);
  return ok([...events, ...wireFall(s, m, new RecordingDice(dice))]);
}

/** Case 20.15: the fall at the wire — `mount-fell` with its 1D10, then the mount's and its rider's (if any) Wound Points. */
function wireFall(s: GameState, m: ManState, rec: RecordingDice): GameEvent[] {
  const rider = m.mount?.riderId ? s.men[m.mount.riderId] : undefined;
  const codes = wireFallCodes();
  const mountWounds = rollDice(codes.mount, rec, `Case 20.15: ${m.name} falls at the wire`).total;
  const riderWounds = rider ? rollDice(codes.rider, rec, `Case 20.15: ${rider.name} falls with ${m.name}`).total : undefined;
  return [
    { type: 'mount-fell', mountId: m.id, ...(rider ? { riderId: rider.id, riderWounds } : {}), cause: 'wire', fell: true, roll: mountWounds, caseRef: 'Case 20.15', dice: rec.take() },
    wound(s, m, mountWounds, 'Case 20.15'),
    ...(rider && riderWounds !== undefined ? [wound(s, rider, riderWounds, 'Case 20.15')] : []),
  ];
}

/** Case 20.14 on a panic run (ruling HC22): the map the mount runs over — straight wire left out, as it does not see it or jumps it. */
export function mountPanicMap(state: GameState, man: ManState): GameMap {
  if (!man.mount || !state.map.lines.some((l) => l.terrain === 'barbed-wire')) return state.map;
  return { ...state.map, lines: state.map.lines.filter((l) => l.terrain !== 'barbed-wire') };
}

/**
 * Cases 20.14–20.15 on a panic run (ruling HC22): the run's steps up to the first straight wire a mount that does not
 * know it meets (a riderless one never knows it), and its fall there; the whole run when it knows the wire or meets none.
 */
export function panicRunAtWire(state: GameState, man: ManState, from: Square, steps: readonly MovedStep[], rec: RecordingDice): { readonly steps: readonly MovedStep[]; readonly fall: readonly GameEvent[] } {
  if (!man.mount || mountKnowsWire(man.mount, sideKnowsWire(state, man.side), false)) return { steps, fall: [] };
  let at = from;
  for (let i = 0; i < steps.length; i++) {
    if (wireCrossed(state.map, at, steps[i]!.to).length > 0) {
      const kept = steps.slice(0, i);
      const there = { ...state, men: { ...state.men, [man.id]: { ...man, square: i > 0 ? kept[i - 1]!.to : from } } };
      return { steps: kept, fall: wireFall(there, there.men[man.id]!, rec) };
    }
    at = steps[i]!.to;
  }
  return { steps, fall: [] };
}

/**
 * Case 20.15 (ruling HC21), entering a Task Execution Phase: each mount fallen at the wire in an earlier Phase stands by
 * itself, suffering 1D6 Wound Points in doing so (unless they put it out of action, when it stays down).
 */
export function withWireStand(before: GameState, own: readonly GameEvent[], dice: DiceSource, fold: Fold): GameEvent[] {
  const entered = own.some((e) => e.type === 'phase-advanced' && (e.to === NON_PREPARED_PHASE || e.to === PREPARED_PHASE));
  if (!entered || !before.mounts) return [...own];
  let s = own.reduce(fold, before);
  const out = [...own];
  for (const m of Object.values(s.men)) {
    if (!m.mount?.caughtInWire) continue;
    const rec = new RecordingDice(dice);
    const roll = rollDice(wireFallCodes().standing, rec, `Case 20.15: ${m.name} stands at the wire`).total;
    const hurt = wound(s, m, roll, 'Case 20.15');
    const stood = hurt.type === 'man-wounded' && hurt.condition !== 'dead' && hurt.condition !== 'incapacitated' && m.condition !== 'dead' && m.condition !== 'incapacitated';
    for (const e of [{ type: 'mount-stood-at-wire' as const, mountId: m.id, roll, stood, caseRef: 'Case 20.15', dice: rec.take() }, hurt]) {
      out.push(e);
      s = fold(s, e);
    }
  }
  return out;
}
