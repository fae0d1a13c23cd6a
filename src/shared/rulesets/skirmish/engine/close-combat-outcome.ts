/**
 * A close combat's surrender and withdrawal (seed lines 136–147, ruling SK31):
 * the men of the fight who give themselves up become the enemy's prisoners;
 * the men who withdraw (or evacuate the position) go WITHDRAW_DISTANCE
 * straight away from the enemy men of the fight. Worked out in decide and
 * written into the event; "Attackers take position" stays the umpire's (SK27).
 */
import type { SkirmishState } from '../model/state';
import type { AggressionOutcome } from '../rules/close-combat';
import type { ChargeOutcome } from '../tables/close-combat';
import { PRISONER, SURRENDER_WHO, WITHDRAW_DISTANCE } from '../tables/close-combat-outcomes';

type Point = { readonly x: number; readonly y: number };
type Pair = { readonly attackerId: string; readonly defenderId: string };

export interface FightOutcome {
  readonly prisoners?: { readonly figureIds: readonly string[]; readonly takenBy: string; readonly source: string };
  readonly withdrawals?: { readonly moves: readonly { readonly figureId: string; readonly to: Point }[]; readonly source: string };
}

const centre = (ps: readonly Point[]): Point => ({ x: ps.reduce((s, p) => s + p.x, 0) / ps.length, y: ps.reduce((s, p) => s + p.y, 0) / ps.length });

function withdraw(state: SkirmishState, ids: readonly string[], from: readonly string[]): { figureId: string; to: Point }[] {
  const c = centre(from.map((id) => state.figures[id]!.at));
  return ids.map((id) => {
    const at = state.figures[id]!.at;
    const dx = at.x - c.x;
    const dy = at.y - c.y;
    const len = Math.hypot(dx, dy);
    // On the enemy's very centre there is no "away": he goes straight down the table (house).
    const [ux, uy] = len > 0 ? [dx / len, dy / len] : [0, 1];
    const d = WITHDRAW_DISTANCE.value;
    const to = { x: Math.min(state.table.width, Math.max(0, at.x + ux * d)), y: Math.min(state.table.height, Math.max(0, at.y + uy * d)) };
    return { figureId: id, to };
  });
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
