/**
 * Barbed wire and mounts (Cases 20.14–20.15) in a ridden mount's move: a mount
 * that knows of straight wire jumps it (the wire is no obstacle to it); one that
 * does not falls at the wire without crossing it, 1D10 Wound Points to it and
 * 1D10 to its rider, who is dismounted. Concertina wire stays impassable
 * (Case 20.21). Rulings HC18–HC19 in docs/rulings/horses.md.
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
  const rider = s.men[m.mount.riderId]!;
  const codes = wireFallCodes();
  const rec = new RecordingDice(dice);
  const mountWounds = rollDice(codes.mount, rec, `Case 20.15: ${m.name} falls at the wire`).total;
  const riderWounds = rollDice(codes.rider, rec, `Case 20.15: ${rider.name} falls with ${m.name}`).total;
  const push = (e: GameEvent) => {
    events.push(e);
    s = fold(s, e);
  };
  push({ type: 'mount-fell', mountId: m.id, riderId: rider.id, cause: 'wire', fell: true, roll: mountWounds, riderWounds, caseRef: 'Case 20.15', dice: rec.take() });
  push(wound(s, s.men[m.id]!, mountWounds, 'Case 20.15'));
  push(wound(s, s.men[rider.id]!, riderWounds, 'Case 20.15'));
  return ok(events);
}
