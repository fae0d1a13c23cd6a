/** Folding the wired steps' events into the state: pure, reads the results written in the event, never rolls. */
import type { Figure, FigureState } from '../model/figures';
import type { SkirmishState } from '../model/state';
import type { DamageRolledEvent, WiredEvent } from '../model/wired-events';
import { JAM_CLEARS } from '../tables/bound-wiring';
import { addIds } from './wired-support';

function withFigures(state: SkirmishState, change: (f: Figure) => Figure | undefined): SkirmishState {
  const figures: Record<string, Figure> = { ...state.figures };
  for (const f of Object.values(state.figures)) {
    const next = change(f);
    if (next) figures[f.id] = next;
  }
  return { ...state, figures };
}

/** A figure's new state from a hit or a melee, with the bound's struck men and casualties. */
export function hitFigures(state: SkirmishState, changes: readonly { readonly figureId: string; readonly state: FigureState }[]): SkirmishState {
  const byId = new Map(changes.map((c) => [c.figureId, c.state]));
  const next = withFigures(state, (f) => (byId.has(f.id) ? { ...f, state: byId.get(f.id)! } : undefined));
  const hurt = changes.filter((c) => c.state === 'wounded' || c.state === 'crippled' || c.state === 'killed').map((c) => c.figureId);
  return { ...next, struck: addIds(state.struck, changes.filter((c) => c.state !== 'ok').map((c) => c.figureId)), casualties: addIds(state.casualties, hurt) };
}

/** The optional hit location's marks (seed lines 62–63, ruling SK30): where a wound that stands was placed, and a destroyed weapon. */
function markLocated(state: SkirmishState, event: DamageRolledEvent): SkirmishState {
  const loc = event.location;
  if (!loc) return state;
  const f = state.figures[event.figureId]!;
  const stands = loc.location !== null && (loc.result === 'wounded' || loc.result === 'crippled');
  const wounds = stands ? [...(f.wounds ?? []), loc.location] : f.wounds;
  const weapon = loc.weaponDestroyed ? { ...f.weapon, destroyed: true } : f.weapon;
  return { ...state, figures: { ...state.figures, [f.id]: { ...f, weapon, ...(wounds ? { wounds } : {}) } } };
}

export function foldWired(state: SkirmishState, event: WiredEvent): SkirmishState {
  switch (event.type) {
    case 'reaction/rolled': {
      // The roll and, when it failed, what the unit does: `passed` says the outcome, so the reason does not say it again (issue 19).
      const reason = `rolled ${event.total} against ${event.need}+${event.passed ? '' : event.does === 'hold' ? ', holds' : `, does ${event.does} instead`}`;
      return { ...state, reactions: { ...state.reactions, [event.unitId]: { passed: event.passed, reason } } };
    }
    case 'fire/resolved': {
      const misfire = new Map(event.misfires.map((m) => [m.figureId, m.result]));
      const pinned = new Set(event.pinned);
      const next = withFigures(state, (f) => {
        if (event.firerIds.includes(f.id)) {
          const m = misfire.get(f.id);
          const weapon = m === 'jams' ? { ...f.weapon, jammed: true, jammedBound: event.bound } : m === 'out-of-ammo' ? { ...f.weapon, mustReload: true } : f.weapon;
          return { ...f, weapon, boundsFired: f.lastFiredBound === event.bound ? f.boundsFired : f.boundsFired + 1, lastFiredBound: event.bound };
        }
        return pinned.has(f.id) && f.state === 'ok' ? { ...f, state: 'pinned' } : undefined;
      });
      return { ...next, struck: addIds(state.struck, event.pinned), hits: [...(state.hits ?? []), ...event.hits], hitSeq: (state.hitSeq ?? 0) + event.hits.length };
    }
    case 'damage/rolled': {
      const next = markLocated(hitFigures(state, [{ figureId: event.figureId, state: event.state }]), event);
      return { ...next, hits: (state.hits ?? []).filter((h) => h.hitId !== event.hitId) };
    }
    case 'close-combat/fought': {
      const hit = hitFigures(state, event.states);
      const taken = new Set(event.prisoners?.figureIds ?? []);
      const to = new Map((event.withdrawals?.moves ?? []).map((m) => [m.figureId, m.to]));
      // A prisoner is a casualty of his unit this go (PRISONER, ruling SK31).
      const next = withFigures(hit, (f) => (taken.has(f.id) ? { ...f, prisonerOf: event.prisoners!.takenBy } : to.has(f.id) ? { ...f, at: to.get(f.id)!, move: 'advance' } : undefined));
      return taken.size ? { ...next, casualties: addIds(next.casualties, [...taken]) } : next;
    }
    case 'motivation/changed': {
      const u = state.units[event.unitId]!;
      return { ...state, units: { ...state.units, [u.id]: { ...u, motivation: event.to } }, motivationDone: addIds(state.motivationDone, [u.id]) };
    }
    case 'figures/recovered': {
      const ids = new Set(event.figureIds);
      return withFigures(state, (f) => (ids.has(f.id) && f.state === 'pinned' ? { ...f, state: 'ok' } : undefined));
    }
  }
}

/** A new bound: reloaded weapons, jams cleared after their go, the bound's tallies emptied. */
export function startBound(state: SkirmishState, bound: number): SkirmishState {
  const next = withFigures(state, (f) => {
    const clears = f.weapon.jammed && f.weapon.jammedBound !== undefined && bound > f.weapon.jammedBound + JAM_CLEARS.value;
    if (!f.weapon.mustReload && !clears) return undefined;
    const { jammedBound: _cleared, ...weapon } = f.weapon;
    return { ...f, weapon: clears ? { ...weapon, jammed: false, mustReload: false } : { ...f.weapon, mustReload: false } };
  });
  return { ...next, hits: [], struck: [], casualties: [], motivationDone: [], walked: {}, mineWalks: [] };
}
