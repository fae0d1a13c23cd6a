/** Folding the events of burning terrain into the state (ruling SK29): pure, reads what the event holds, never rolls. */
import type { SkirmishState } from '../model/state';
import type { TerrainEvent } from '../model/terrain-events';
import { addIds } from './wired-support';

export function foldTerrain(state: SkirmishState, event: TerrainEvent): SkirmishState {
  switch (event.type) {
    case 'terrain-fire/started':
      return { ...state, fires: [...(state.fires ?? []), event.fire], fireSeq: (state.fireSeq ?? 0) + 1 };
    case 'terrain-fire/burned':
      return { ...state, hits: [...(state.hits ?? []), ...event.hits], hitSeq: (state.hitSeq ?? 0) + event.hits.length };
    case 'terrain-fire/fought':
      return {
        ...state,
        fires: (state.fires ?? []).map((f) => (f.fireId === event.fireId && !f.foughtBounds.includes(event.bound) ? { ...f, foughtBounds: [...f.foughtBounds, event.bound] } : f)),
        fireFighters: addIds(state.fireFighters, [event.figureId]),
      };
    case 'terrain-fire/burn-out':
      return event.burntOut ? { ...state, fires: (state.fires ?? []).filter((f) => f.fireId !== event.fireId) } : state;
  }
}
