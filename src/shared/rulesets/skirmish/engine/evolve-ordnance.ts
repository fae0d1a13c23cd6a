/** Folding the events of H.E., mines, radio and the game's options into the state: pure, reads what the event holds, never rolls. */
import type { OrdnanceEvent } from '../model/ordnance-events';
import type { SkirmishState } from '../model/state';
import { addIds } from './wired-support';

export function foldOrdnance(state: SkirmishState, event: OrdnanceEvent): SkirmishState {
  switch (event.type) {
    case 'he/fired': {
      const f = state.figures[event.firerId]!;
      const weapon = event.weaponDown === 'jams' ? { ...f.weapon, jammed: true, jammedBound: event.bound } : event.weaponDown === 'out-of-ammo' ? { ...f.weapon, mustReload: true } : f.weapon;
      const k = event.spent ? f.loads.indexOf(event.spent) : -1;
      const loads = k >= 0 ? [...f.loads.slice(0, k), ...f.loads.slice(k + 1)] : f.loads;
      const fired = { ...f, weapon, loads, boundsFired: f.lastFiredBound === event.bound ? f.boundsFired : f.boundsFired + 1, lastFiredBound: event.bound };
      return { ...state, figures: { ...state.figures, [f.id]: fired }, hits: [...(state.hits ?? []), ...event.hits], hitSeq: (state.hitSeq ?? 0) + event.hits.length };
    }
    case 'mines/placed':
      return { ...state, mines: [...(state.mines ?? []), { area: event.area, turned: 0, knownTo: event.area.laidBy ? [event.area.laidBy] : [] }] };
    case 'mines/walked': {
      const side = state.units[event.unitId]!.side;
      const mines = (state.mines ?? []).map((m) =>
        m.area.id !== event.areaId ? m : { ...m, turned: m.turned + (event.card ? 1 : 0), knownTo: event.detected ? addIds(m.knownTo, [side]) : m.knownTo },
      );
      return {
        ...state,
        mines,
        mineWalks: addIds(state.mineWalks, [`${event.areaId}/${event.unitId}`]),
        hits: [...(state.hits ?? []), ...event.hits],
        hitSeq: (state.hitSeq ?? 0) + event.hits.length,
      };
    }
    case 'radio/rolled':
      // Nothing on the table changes; a contact lets the operator call one fire mission this bound (ruling SK33).
      return event.contact ? { ...state, radioContacts: { ...(state.radioContacts ?? {}), [event.figureId]: event.bound } } : state;
    case 'options/set':
      {
      const wwii = event.wwii ?? state.options?.wwii;
      return { ...state, options: { hitLocation: event.hitLocation, ...(wwii !== undefined ? { wwii } : {}) } };
    }
  }
}
