/**
 * The legal-action candidates of Section 25.0 (legal-actions.ts; `decide` checks each again): satchel charges
 * handed out in set-up, and the acting man's preparing (each fuse he may set, Cases 25.21–25.22), throwing at
 * squares where his side last knew an Enemy man or onto an Enemy vehicle he sees (Cases 25.12, 25.31),
 * dropping (Case 25.15) and picking up (Case 25.31).
 */
import { sameSquare } from '../../../map/map-model';
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { hasLineOfSight } from '../rules/line-of-sight';
import { range } from '../rules/range';
import { satchelMaxRange } from '../rules/satchel-charges';
import { allotmentError } from './antitank-allotments';
import { tablesOf } from './game-tables';
import { armamentOf, smokeOf } from './carried-weapons';
import { chargesOf, heldBy, satchelsInUse } from './satchel-view';
import { SETUP_PHASE } from './setup-commands';

/** Set-up: one satchel charge for each man whose side the scenario still has one for (ruling SC1). */
export function satchelSetupCandidates(state: GameState): Command[] {
  if (!satchelsInUse(state) || !state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return [];
  return Object.values(state.men)
    .filter((m) => !m.dog && !m.mount && m.condition !== 'dead' && !allotmentError(state, 'satchel-charge', m))
    .map((m) => ({ type: 'setup/issue-satchel-charges', manId: m.id, count: 1 }));
}

export function satchelCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!satchelsInUse(state) || !man?.square) return [];
  const out: Command[] = [];
  if ((armamentOf(man).satchelCharges ?? 0) > 0 && !heldBy(state, manId)) {
    for (let t = 0; t <= tablesOf(state).antitankNumbers.satchelFuseTurns.value; t++) out.push({ type: 'task/prepare-satchel', manId, explodeTurn: state.turn + t });
  }
  if (heldBy(state, manId)) {
    out.push({ type: 'task/drop-satchel', manId });
    const most = satchelMaxRange(man.posture, tablesOf(state));
    const friends = Object.values(state.men).filter((m) => m.side === man.side);
    const known = friends.flatMap((m) => Object.values(state.knowledge[m.id]?.lastKnown ?? {})).filter((k) => state.men[k.enemyId]?.side !== man.side);
    const squares = known.map((k) => k.square).filter((q, i, all) => all.findIndex((x) => sameSquare(x, q)) === i && range(man.square!, q) <= most && !sameSquare(q, man.square!));
    for (const target of squares) out.push({ type: 'task/throw-satchel', manId, target });
    // Only Enemy vehicles he sees himself (ruling VH8): the list must not show an unseen one.
    for (const v of state.vehicles?.vehicles ?? []) {
      if (!v.square || v.side === man.side || v.kind === 'motorcycle' || range(man.square, v.square) > most || sameSquare(v.square, man.square)) continue;
      if (hasLineOfSight(state.map, { square: man.square, posture: man.posture }, { square: v.square, posture: 'erect', level: 1 }, { smoke: smokeOf(state) })) out.push({ type: 'task/throw-satchel', manId, target: v.square, ontoVehicleId: v.id });
    }
  }
  for (const c of chargesOf(state)) {
    const v = c.vehicleId ? state.vehicles?.vehicles.find((x) => x.id === c.vehicleId) : undefined;
    const where = v ? v.square : c.holderId ? undefined : c.square;
    if (where && sameSquare(where, man.square)) out.push({ type: 'task/pick-up-satchel', manId, chargeId: c.id });
  }
  return out;
}
