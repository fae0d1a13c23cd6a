/** Folding one skirmish event into the state: pure, total over the known events, never rolls. */
import type { Resolution } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { Figure } from '../model/figures';
import type { Contact, SkirmishState } from '../model/state';
import { addIds } from './wired-support';
import { foldWired, hitFigures, startBound } from './evolve-wired';
import { foldOrdnance } from './evolve-ordnance';
import { foldArtillery } from './evolve-artillery';
import { foldTerrain } from './evolve-terrain';

const MOTIVATION = { min: -2, max: 2 } as const;

function withFigures(state: SkirmishState, change: (f: Figure) => Figure | undefined): SkirmishState {
  const figures: Record<string, Figure> = { ...state.figures };
  for (const f of Object.values(state.figures)) {
    const next = change(f);
    if (next) figures[f.id] = next;
  }
  return { ...state, figures };
}

function resolve(state: SkirmishState, bound: number, r: Resolution): SkirmishState {
  switch (r.step) {
    case 'reaction':
      return { ...state, reactions: { ...state.reactions, [r.unitId]: { passed: r.passed, reason: r.reason } } };
    case 'fire':
      return withFigures(state, (f) => {
        if (!r.firerIds.includes(f.id)) return undefined;
        const misfire = r.misfires.find((m) => m.figureId === f.id)?.result;
        const weapon =
          misfire === 'jams' ? { ...f.weapon, jammed: true, jammedBound: bound } : misfire === 'out-of-ammo' ? { ...f.weapon, mustReload: true } : misfire === 'ok' ? { ...f.weapon, jammed: false, mustReload: false } : f.weapon;
        return { ...f, weapon, boundsFired: f.lastFiredBound === bound ? f.boundsFired : f.boundsFired + 1, lastFiredBound: bound };
      });
    case 'damage': {
      // The umpire's word in place of a wound roll: it settles the named pending hit, and counts for recovery and motivation.
      const next = r.result === 'ok' ? withFigures(state, (f) => (f.id === r.figureId ? { ...f, state: r.result } : undefined)) : hitFigures(state, [{ figureId: r.figureId, state: r.result }]);
      return r.hitId ? { ...next, hits: (state.hits ?? []).filter((h) => h.hitId !== r.hitId) } : next;
    }
    case 'recovery':
      return withFigures(state, (f) => (f.id === r.figureId ? { ...f, state: r.result } : undefined));
    case 'close-combat':
      return withFigures(state, (f) => {
        const s = r.states.find((x) => x.figureId === f.id);
        return s ? { ...f, state: s.state } : undefined;
      });
    case 'motivation': {
      const u = state.units[r.unitId]!;
      const motivation = Math.max(MOTIVATION.min, Math.min(MOTIVATION.max, u.motivation + r.change));
      return { ...state, units: { ...state.units, [u.id]: { ...u, motivation } }, motivationDone: addIds(state.motivationDone, [u.id]) };
    }
  }
}

function spotted(state: SkirmishState, e: Extract<SkirmishEvent, { type: 'spot/checked' }>): SkirmishState {
  if (!e.contactId) return state;
  const known = state.knowledge[e.unitId] ?? [];
  const contact: Contact = { contactId: e.contactId, figureId: e.targetFigureId, at: e.at, bound: e.bound };
  const exists = known.some((c) => c.contactId === e.contactId);
  return {
    ...state,
    knowledge: { ...state.knowledge, [e.unitId]: exists ? known.map((c) => (c.contactId === e.contactId ? contact : c)) : [...known, contact] },
    contactSeq: exists ? state.contactSeq : { ...state.contactSeq, [e.side]: (state.contactSeq[e.side] ?? 0) + 1 },
  };
}

function fold(state: SkirmishState, event: SkirmishEvent): SkirmishState | undefined {
  switch (event.type) {
    case 'orders/submitted':
      return { ...state, orders: { ...state.orders, [event.side]: event.orders } };
    case 'orders/revealed':
      return { ...state, revealed: true };
    case 'bound/stepped':
      // Leaving Damage, hits left on men already killed are dropped.
      return { ...state, step: event.to, ...(event.to === 'close-combat' ? { hits: [] } : {}) };
    case 'bound/started':
      return { ...startBound(state, event.bound), bound: event.bound, step: 'orders', orders: {}, revealed: false, reactions: {}, ...(state.fireFighters ? { fireFighters: [] } : {}) };
    case 'bound/moved': {
      const byId = new Map(event.moves.map((m) => [m.figureId, m]));
      // The ground each man trod, start first (mine encounters, ruling SK24).
      const walked = Object.fromEntries(event.moves.filter((m) => m.mode !== 'still' && m.path.length > 0).map((m) => [m.figureId, [state.figures[m.figureId]!.at, ...m.path]]));
      const moved = withFigures(state, (f) => {
        const m = byId.get(f.id);
        return m ? { ...f, at: m.to, posture: m.posture, move: m.mode } : undefined;
      });
      return { ...moved, walked };
    }
    case 'spot/checked':
      return spotted(state, event);
    case 'umpire/resolved':
      return resolve(state, event.bound, event.resolution);
    case 'conditions/set':
      return { ...state, conditions: { night: event.night, smoke: event.smoke } };
    case 'reaction/rolled':
    case 'fire/resolved':
    case 'damage/rolled':
    case 'close-combat/fought':
    case 'motivation/changed':
    case 'figures/recovered':
      return foldWired(state, event);
    case 'he/fired':
    case 'mines/placed':
    case 'mines/walked':
    case 'radio/rolled':
    case 'options/set':
      return foldOrdnance(state, event);
    case 'terrain-fire/started':
    case 'terrain-fire/burned':
    case 'terrain-fire/fought':
    case 'terrain-fire/burn-out':
      return foldTerrain(state, event);
    case 'artillery/fired':
      return foldArtillery(state, event);
    case 'air/strafed':
      // The pass kept (the umpire's; a side sees it if its men did), the hits waiting for the Damage step (ruling SK35).
      return { ...state, airPasses: [...(state.airPasses ?? []), event.pass], hits: [...(state.hits ?? []), ...event.hits], hitSeq: (state.hitSeq ?? 0) + event.hits.length };
    default:
      // An event this ruleset does not know folds into nothing: the host refuses it (UnknownEventError).
      return undefined;
  }
}

export function evolveSkirmish(state: SkirmishState, event: SkirmishEvent): SkirmishState {
  const next = fold(state, event);
  return (next ? { ...next, version: state.version + 1 } : undefined) as SkirmishState;
}
