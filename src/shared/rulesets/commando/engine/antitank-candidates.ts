/**
 * The legal-action candidates of Sections 26.0 and 27.0 (legal-actions.ts;
 * `decide` checks each again): the set-up issue of launchers and LAWs, and
 * the acting man's rocket, reload and LAW tasks at what his side knows.
 */
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { sameSquare } from '../../../map/map-model';
import { allotmentError } from './antitank-allotments';
import { lawsInUse, rocketsInUse } from './antitank-view';
import { armamentOf, smokeOf } from './carried-weapons';
import { hasLineOfSight } from '../rules/line-of-sight';
import { range } from '../rules/range';
import { SETUP_PHASE } from './setup-commands';

/** Set-up: a launcher or a LAW for each man who has none, while his side's listing has one left (ruling AT1). */
export function antitankSetupCandidates(state: GameState): Command[] {
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return [];
  const out: Command[] = [];
  for (const m of Object.values(state.men)) {
    if (m.dog || m.mount || m.condition === 'dead') continue;
    const a = armamentOf(m);
    if (rocketsInUse(state) && !a.rocketLauncher && !allotmentError(state, 'rocket-launcher', m)) out.push({ type: 'setup/issue-rocket-launcher', manId: m.id });
    if (lawsInUse(state) && !(a.laws ?? 0) && !allotmentError(state, 'law', m)) out.push({ type: 'setup/issue-law', manId: m.id });
  }
  return out;
}

/** The acting man's rocket and LAW tasks: at squares where his side last knew an Enemy man, at Enemy vehicles, and reloads. */
export function antitankCandidates(state: GameState, manId: string): Command[] {
  const man = state.men[manId];
  if (!man?.square) return [];
  const out: Command[] = [];
  const friends = Object.values(state.men).filter((m) => m.side === man.side);
  const known = friends.flatMap((m) => Object.values(state.knowledge[m.id]?.lastKnown ?? {})).filter((k) => state.men[k.enemyId]?.side !== man.side);
  const targets = known.map((k) => k.square).filter((q, i, all) => all.findIndex((x) => sameSquare(x, q)) === i);
  // Only Enemy vehicles he sees himself (ruling VH8's range and Line of Sight): the list must not show his side an unseen one.
  const limit = state.observationRange ?? 'unlimited';
  const vehicles = (state.vehicles?.vehicles ?? []).filter(
    (v) => v.square && v.side !== man.side && (limit === 'unlimited' || range(man.square!, v.square) <= limit) && hasLineOfSight(state.map, { square: man.square!, posture: man.posture }, { square: v.square, posture: 'erect', level: 1 }, { smoke: smokeOf(state) }),
  );
  if (rocketsInUse(state)) {
    const rl = armamentOf(man).rocketLauncher;
    if (rl) for (const target of [...targets, ...vehicles.map((v) => v.square!)]) out.push({ type: 'task/fire-rocket', manId, target });
    for (const f of friends) if (f.square && sameSquare(f.square, man.square) && armamentOf(f).rocketLauncher) out.push({ type: 'task/reload-rocket', manId, ...(f.id === man.id ? {} : { ownerId: f.id }) });
  }
  if (lawsInUse(state) && (armamentOf(man).laws ?? 0) > 0) for (const v of vehicles) out.push({ type: 'task/fire-law', manId, vehicleId: v.id });
  return out;
}
