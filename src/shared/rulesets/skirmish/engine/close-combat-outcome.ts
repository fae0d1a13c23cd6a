/**
 * A close combat's surrender and withdrawal (seed lines 136–147, ruling SK31):
 * the men of the fight who give themselves up become the enemy's prisoners;
 * the men who withdraw (or evacuate the position) go WITHDRAW_DISTANCE
 * straight away from the enemy men of the fight, as an advance over the
 * ground (legCost) and stopped by walls (WITHDRAW_STOPS_AT). Worked out in
 * decide and written into the event; "Attackers take position" stays the
 * umpire's (SK27).
 */
import type { SkirmishState } from '../model/state';
import type { AggressionOutcome } from '../rules/close-combat';
import type { ChargeOutcome } from '../tables/close-combat';
import { crossingParam } from '../rules/geometry';
import { legCost } from '../rules/movement';
import { PRISONER, SURRENDER_WHO, WITHDRAW_DISTANCE, WITHDRAW_STOPS_AT } from '../tables/close-combat-outcomes';
import { BASE_RADIUS } from '../tables/movement';
import { tableIndexOf } from './table-cache';

type Point = { readonly x: number; readonly y: number };
type Pair = { readonly attackerId: string; readonly defenderId: string };

export interface FightOutcome {
  readonly prisoners?: { readonly figureIds: readonly string[]; readonly takenBy: string; readonly source: string };
  readonly withdrawals?: { readonly moves: readonly WithdrawMove[]; readonly source: string };
}

/** Where a withdrawing man ends, and the feature that stopped him short (absent: he went the full way, or to the table's edge). */
export interface WithdrawMove {
  readonly figureId: string;
  readonly to: Point;
  readonly stoppedBy?: string;
}

const centre = (ps: readonly Point[]): Point => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });

function withdraw(state: SkirmishState, ids: readonly string[], from: readonly string[]): WithdrawMove[] {
  const c = centre(from.map((id) => state.figures[id]!.at));
  return ids.map((id) => {
    const at = state.figures[id]!.at;
    const dx = at.x - c.x;
    const dy = at.y - c.y;
    const len = Math.hypot(dx, dy);
    // On the enemy's very centre there is no "away": he goes straight down the table (house).
    const [ux, uy] = len > 0 ? [dx / len, dy / len] : [0, 1];
    const d = WITHDRAW_DISTANCE.value;
    const end = { x: Math.min(state.table.width, Math.max(0, at.x + ux * d)), y: Math.min(state.table.height, Math.max(0, at.y + uy * d)) };
    return { figureId: id, ...wayBack(state, at, end) };
  });
}

/** How far along at→end he gets: an advance's cost of the ground up to WITHDRAW_DISTANCE, stopped a base short of a wall (WITHDRAW_STOPS_AT) or a building wall. */
function wayBack(state: SkirmishState, at: Point, end: Point): { to: Point; stoppedBy?: string } {
  const index = tableIndexOf(state.table);
  const length = Math.hypot(end.x - at.x, end.y - at.y);
  if (length === 0) return { to: at };
  const point = (t: number): Point => ({ x: at.x + (end.x - at.x) * t, y: at.y + (end.y - at.y) * t });
  let stop = 1;
  let stoppedBy: string | undefined;
  index.edgesAlong(at, end, (e) => {
    const edge = index.edges[e]!;
    if (edge.kind !== 'linear') return;
    const feature = state.table.linear[edge.feature]!;
    if (!WITHDRAW_STOPS_AT.value.includes(feature.kind)) return;
    const t = crossingParam(at.x, at.y, end.x, end.y, edge.ax, edge.ay, edge.bx, edge.by);
    if (t !== undefined && t < stop) [stop, stoppedBy] = [t, feature.id];
  });
  // The ground as an advance costs it (a building wall or impassable ground without limit): the farthest point within the distance.
  const cost = (t: number) => legCost(index, at, point(t), 'advance').cost;
  if (cost(stop) > WITHDRAW_DISTANCE.value) {
    let [lo, hi] = [0, stop];
    for (let k = 0; k < 40; k++) {
      const mid = (lo + hi) / 2;
      if (cost(mid) <= WITHDRAW_DISTANCE.value) lo = mid;
      else hi = mid;
    }
    const blocked = !Number.isFinite(cost(hi));
    if (blocked) stoppedBy = legCost(index, at, point(hi), 'advance').stretches.find((s) => s.movement === 'impassable')?.ids[0];
    else stoppedBy = undefined;
    stop = lo;
    if (!blocked) return { to: point(stop) };
  }
  if (stoppedBy === undefined) return { to: point(stop) };
  // A base short of what stopped him, never behind where he stood.
  return { to: point(Math.max(0, stop - BASE_RADIUS.value / length)), stoppedBy };
}

export function fightOutcome(state: SkirmishState, pairs: readonly Pair[], attackerSide: string, defenderSide: string, charge: ChargeOutcome, aggression: AggressionOutcome | undefined): FightOutcome {
  const living = (ids: readonly string[]) => [...new Set(ids)].filter((id) => state.figures[id]!.state !== 'killed');
  const attackers = living(pairs.map((p) => p.attackerId));
  const defenders = living(pairs.map((p) => p.defenderId));
  const who = `${SURRENDER_WHO.provenance.source}; ${PRISONER.provenance.source} (house, ruling SK31)`;
  if (aggression === 'attackers-surrender') return { prisoners: { figureIds: attackers, takenBy: defenderSide, source: who } };
  if (aggression === 'defenders-surrender' || charge.steps.includes('defenders-surrender')) return { prisoners: { figureIds: defenders, takenBy: attackerSide, source: who } };
  const back = `${WITHDRAW_DISTANCE.provenance.source} (house: ${WITHDRAW_DISTANCE.value}", ruling SK31)`;
  if (aggression === 'attackers-withdraw') return { withdrawals: { moves: withdraw(state, attackers, defenders), source: back } };
  if (aggression === 'defenders-withdraw' || charge.steps.includes('defenders-evacuate')) return { withdrawals: { moves: withdraw(state, defenders, attackers), source: back } };
  return {};
}
